/**
 * `npm install` (the prepare script, after the build) makes the clusters a new PGlite data directory
 * starts from (api/db/datasource.ts: the new cluster, and the one with the migrations run), so that the
 * first `npm start` of a fresh clone loads one instead of running initdb and the migrations (about 3.5 s
 * of CPU, 1 s left). Opening a throwaway data directory makes both, as a server's first start would; the
 * migrated one is then unpacked into a folder beside it, which a new data directory copies (./template-folder.ts).
 * Nothing to do when they are there; never fails the install (a start makes them too, only slower).
 *
 *   node dist/api/db/make-templates.js
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownFileOthersCannotWrite } from '../trusted-file';
import { templateFolder } from './template-folder';
import { databaseConfigFromEnv, defaultPgliteTemplate, migratedTemplate, openDatabase } from './datasource';

async function main(): Promise<void> {
  const template = databaseConfigFromEnv().pgliteTemplate ?? defaultPgliteTemplate();
  // The migrated cluster, unpacked beside its file: what a new data directory copies (./template-folder.ts).
  if (ownFileOthersCannotWrite(migratedTemplate(template))) {
    templateFolder(migratedTemplate(template));
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-make-templates-'));
  try {
    const { dataSource } = await openDatabase({ dataDir: dir, pgliteTemplate: template });
    await dataSource.destroy();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  templateFolder(migratedTemplate(template));
  console.log(`PGlite templates ready: ${template}, ${migratedTemplate(template)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.warn('PGlite templates not made (a first start makes them):', err instanceof Error ? err.message : err);
    process.exit(0);
  },
);
