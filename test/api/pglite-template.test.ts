/**
 * A new PGlite data directory gets its cluster from a template file (api/db/datasource.ts openOnDisk)
 * instead of initdb: the first new directory writes the template, and once migrated the migrated
 * template beside it; the next loads the migrated one, and both hold the migrated schema and keep what
 * is written to them. A damaged template costs an initdb, never a start, and is written again.
 */
import fs from 'node:fs';
import os from 'node:os';
import * as path from 'node:path';
import { migratedTemplate, openDatabase } from '../../api/db/datasource';
import { templateFolderOf } from '../../api/db/template-folder';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-template-test-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the data directory `name` with the test's template, writes a row if asked, and returns the rows of a table of its own. */
async function roundTrip(name: string, write?: string): Promise<string[]> {
  const { dataSource } = await openDatabase({ dataDir: path.join(dir, name), pgliteTemplate: path.join(dir, 'template.tar') });
  try {
    // The migrations ran: the game table is there.
    expect(await dataSource.query('SELECT count(*)::int AS n FROM game')).toEqual([{ n: 0 }]);
    await dataSource.query('CREATE TABLE IF NOT EXISTS note (text text)');
    if (write) await dataSource.query('INSERT INTO note VALUES ($1)', [write]);
    return ((await dataSource.query('SELECT text FROM note ORDER BY text')) as { text: string }[]).map((r) => r.text);
  } finally {
    await dataSource.destroy();
  }
}

test('the first new data directory writes the template, the next is made from it, and each keeps its own rows', async () => {
  const template = path.join(dir, 'template.tar');
  const migrated = migratedTemplate(template);
  expect(await roundTrip('first', 'a')).toEqual(['a']);
  expect(fs.existsSync(template)).toBe(true);
  expect(fs.existsSync(migrated)).toBe(true);
  const written = [fs.statSync(template).mtimeMs, fs.statSync(migrated).mtimeMs];
  // A folder from the migrated template: the templates are read, not written again; the migrated one is
  // unpacked beside its file and copied (api/db/template-folder.ts), and a folder PGlite could not open would be gone.
  expect(await roundTrip('second', 'b')).toEqual(['b']);
  expect(fs.existsSync(path.join(templateFolderOf(migrated), 'PG_VERSION'))).toBe(true);
  expect([fs.statSync(template).mtimeMs, fs.statSync(migrated).mtimeMs]).toEqual(written);
  expect(await roundTrip('second')).toEqual(['b']);
  expect(await roundTrip('first')).toEqual(['a']);
}, 180_000);

test('a damaged template: the new directory gets initdb, and the template is written again', async () => {
  const template = path.join(dir, 'template.tar');
  for (const file of [template, migratedTemplate(template)]) fs.writeFileSync(file, 'not a cluster', { mode: 0o644 });
  expect(await roundTrip('third', 'c')).toEqual(['c']);
  expect(fs.statSync(template).size).toBeGreaterThan(1_000_000);
  expect(fs.statSync(migratedTemplate(template)).size).toBeGreaterThan(1_000_000);
}, 180_000);

test('a damaged migrated template: the new directory is made from the new cluster template and migrated', async () => {
  const template = path.join(dir, 'template.tar');
  fs.writeFileSync(migratedTemplate(template), 'not a cluster', { mode: 0o644 });
  const written = fs.statSync(template).mtimeMs;
  expect(await roundTrip('fourth', 'd')).toEqual(['d']);
  expect(fs.statSync(template).mtimeMs).toBe(written);
  expect(fs.statSync(migratedTemplate(template)).size).toBeGreaterThan(1_000_000);
}, 180_000);
