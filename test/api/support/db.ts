/**
 * Test databases for the API suites. Every integration suite runs once per backend:
 *
 *   pglite    an in-memory PGlite (needs NODE_OPTIONS=--experimental-vm-modules)
 *   postgres  the real server named by DATABASE_URL, in a schema of its own that is
 *             dropped afterwards, so reruns and parallel workers never see each
 *             other's rows
 *
 * The PostgreSQL suite fails (it does not skip) when DATABASE_URL is missing: a
 * silently skipped backend is how "works on PGlite only" bugs get merged.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { dropSchema, openDatabase } from '../../../api/db/datasource';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = ['pglite', 'postgres'];

export const MISSING_DATABASE_URL =
  'DATABASE_URL is not set, so the PostgreSQL API suite cannot run. Start PostgreSQL and rerun with ' +
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NODE_OPTIONS=--experimental-vm-modules npx jest test/api';

/** A new PGlite cluster shared by the suites (api/db/datasource.ts pgliteTemplate), one per PGlite version (pinned in package.json). */
const PGLITE_VERSION = (JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['@electric-sql/pglite']!;
const PGLITE_TEMPLATE = path.join(os.tmpdir(), `switchyard-pglite-${PGLITE_VERSION}.tar`);

export interface TestDatabase {
  backend: Backend;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const { dataSource } = await openDatabase({ dataDir: 'memory://', pgliteTemplate: PGLITE_TEMPLATE });
    return { backend, dataSource, close: () => dataSource.destroy() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error(MISSING_DATABASE_URL);
  const schema = `switchyard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { dataSource } = await openDatabase({ databaseUrl: url, schema });
  return {
    backend,
    dataSource,
    async close() {
      await dataSource.destroy();
      await dropSchema(url, schema);
    },
  };
}
