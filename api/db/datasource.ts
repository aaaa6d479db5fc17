/**
 * Choosing and opening the database.
 *
 *   DATABASE_URL set        → PostgreSQL through `pg` (production, CI, docker-compose)
 *   DATABASE_URL absent     → embedded PGlite in SWITCHYARD_DATA_DIR (default `.data/`),
 *                             through the pool-of-one adapter in ./pglite-pool.ts
 *   SWITCHYARD_DATA_DIR=memory:// → PGlite in memory (tests, throwaway demos)
 *
 * Both backends use the same DataSource options and the same migrations, which openDatabase
 * runs when some are pending (`synchronize: false`).
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { createPGliteDriver } from './pglite-pool';
import { lockDataDir } from './data-dir-lock';
import { ownFileOthersCannotWrite } from '../trusted-file';
import { copyTemplateFolder, templateFolderOf } from './template-folder';

export const MEMORY_DATA_DIR = 'memory://';

export interface DatabaseConfig {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (or `memory://`); default `.data` under the cwd. */
  dataDir?: string;
  /**
   * A schema to work in instead of the default one (created if missing). Tests use
   * a fresh schema per suite so that reruns against one database start clean.
   */
  schema?: string;
  /** Log SQL (TypeORM logging). */
  logging?: boolean;
  /**
   * A file holding a new cluster (PGlite's dumpDataDir). It is loaded instead of running initdb (about 5.5 s
   * of CPU down to 1.4 s), and written there on first use when missing: for an in-memory PGlite when given
   * (the test suites share one, test/api/support/db.ts), and for a new data directory always (default
   * defaultPgliteTemplate(); SWITCHYARD_PGLITE_TEMPLATE names another). A new data directory also leaves
   * beside it the cluster with the migrations run (migratedTemplate), which the next new directory loads
   * instead: no migrations to run then, a third of a new directory's start.
   */
  pgliteTemplate?: string;
}

export type DatabaseKind = 'postgres' | 'pglite';

export interface OpenedDatabase {
  dataSource: DataSource;
  kind: DatabaseKind;
  /** Human-readable location, for the startup banner (never includes credentials). */
  description: string;
  /** Releases resources if initialisation fails (PGlite is opened before TypeORM connects). */
  abort?: () => Promise<void>;
  /** Run once the migrations have: a new PGlite data directory's cluster becomes the migrated template. */
  afterMigrations?: () => Promise<void>;
}

/** The configuration the server uses when started from the environment. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const config: DatabaseConfig = {};
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.SWITCHYARD_DATA_DIR) config.dataDir = env.SWITCHYARD_DATA_DIR;
  if (env.DATABASE_SCHEMA) config.schema = env.DATABASE_SCHEMA;
  if (env.SWITCHYARD_SQL_LOG === '1') config.logging = true;
  if (env.SWITCHYARD_PGLITE_TEMPLATE) config.pgliteTemplate = env.SWITCHYARD_PGLITE_TEMPLATE;
  return config;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkSchemaName(schema: string): void {
  // The name is interpolated into SQL (CREATE SCHEMA / search_path), so it must be a
  // plain identifier.
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${JSON.stringify(schema)}`);
}

/** Options shared by both backends. */
function commonOptions(config: DatabaseConfig): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // openDatabase asks whether any is pending first (runPendingMigrations): TypeORM's own check
    // queries information_schema, a tenth of PGlite's start.
    migrationsRun: false,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    // gen_random_uuid() is core PostgreSQL (>= 13) and present in PGlite; TypeORM's
    // default would call uuid_generate_v4() from uuid-ossp, which PGlite lacks, and
    // installExtensions would try CREATE EXTENSION, which PGlite cannot do.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: config.logging ?? false,
    ...(config.schema ? { schema: config.schema } : {}),
  };
}

/** Where a postgres URL points, without user or password (for logs and the banner). */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.host}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Create (but do not initialise) a DataSource for the given configuration. */
export async function createDataSource(config: DatabaseConfig = {}): Promise<OpenedDatabase> {
  if (config.schema) checkSchemaName(config.schema);

  if (config.databaseUrl) {
    if (config.schema) {
      // current_schema() only reports a schema that exists, and TypeORM reads it on
      // connect, so create the schema before TypeORM connects.
      const client = new Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"`);
      } finally {
        await client.end();
      }
    }
    const dataSource = new DataSource({
      ...commonOptions(config),
      url: config.databaseUrl,
      // Unqualified names in migrations resolve through search_path: point it at the
      // schema on every pooled connection.
      ...(config.schema ? { extra: { options: `-c search_path=${config.schema}` } } : {}),
    });
    return { dataSource, kind: 'postgres', description: describeUrl(config.databaseUrl) };
  }

  const dataDir = config.dataDir ?? '.data';
  // Postgres' default 128 MB of shared buffers are zeroed in the WebAssembly memory at every start: a
  // quarter of PGlite.create()'s CPU on an existing data directory (about 1.5 s → 1.1 s here). One
  // server's games are a few MB, so 16 MB still holds them.
  const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
  const inMemory = dataDir === MEMORY_DATA_DIR || dataDir.startsWith('memory://');
  let db: PGlite;
  let release = (): void => undefined;
  let afterMigrations: (() => Promise<void>) | undefined;
  if (inMemory) {
    db = await openInMemory(PGLITE_OPTIONS, config.pgliteTemplate);
  } else {
    // One server per folder (./data-dir-lock.ts): refuse before PGlite reads anything.
    release = lockDataDir(path.resolve(dataDir));
    // The cluster lives in a subdirectory so that the data directory can hold other
    // files (the lock, later snapshots or exports) without confusing PGlite.
    const dir = path.resolve(dataDir, 'pglite');
    const template = config.pgliteTemplate ?? defaultPgliteTemplate();
    // The migrations run in the public schema only without a schema of its own.
    const migrated = config.schema ? null : migratedTemplate(template);
    try {
      fs.mkdirSync(dir, { recursive: true });
      const opened = await openOnDisk(dir, PGLITE_OPTIONS, template, migrated);
      db = opened.db;
      // A new cluster that did not come migrated: once migrated, the next new directory's (a saving, never a need).
      if (opened.created && migrated) afterMigrations = () => writeTemplate(db, migrated).catch(() => undefined);
    } catch (err) {
      release();
      throw err;
    }
  }
  if (config.schema) {
    // PGlite has one session, so a session-level search_path holds for every query.
    await db.exec(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"; SET search_path TO "${config.schema}"`);
  }
  const dataSource = new DataSource({
    ...commonOptions(config),
    driver: createPGliteDriver({ db }),
    // TypeORM's postgres driver wants a database name for its metadata queries; the
    // adapter ignores connection options.
    database: 'postgres',
  });
  // The folder's lock goes when the database is closed.
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    try {
      await destroy();
    } finally {
      release();
    }
  };
  const where = inMemory ? 'in memory' : `at ${dataDir.endsWith('/') ? dataDir : `${dataDir}/`}`;
  return {
    dataSource,
    kind: 'pglite',
    description: `embedded PGlite ${where}`,
    ...(afterMigrations ? { afterMigrations } : {}),
    abort: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

/** Create the DataSource, connect and run pending migrations. */
export async function openDatabase(config: DatabaseConfig = {}): Promise<OpenedDatabase> {
  const opened = await createDataSource(config);
  try {
    await opened.dataSource.initialize();
    await runPendingMigrations(opened.dataSource);
    await opened.afterMigrations?.();
  } catch (err) {
    // Don't leave a PGlite instance or pg pool behind on a failed start.
    if (opened.dataSource.isInitialized) await opened.dataSource.destroy().catch(() => undefined);
    else await opened.abort?.().catch(() => undefined);
    throw err;
  }
  return opened;
}

/**
 * Runs the migrations not yet recorded, if any. Whether any is pending is asked with two cheap
 * queries (is there a migrations table, which names does it hold); when one is, TypeORM's
 * runMigrations makes its own check and runs them, as `migrationsRun` would have.
 */
async function runPendingMigrations(dataSource: DataSource): Promise<void> {
  const table = (dataSource.options as { migrationsTableName?: string }).migrationsTableName ?? 'migrations';
  const [present] = (await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table])) as { present: boolean }[];
  if (present?.present) {
    const done = new Set(((await dataSource.query(`SELECT name FROM "${table}"`)) as { name: string }[]).map((r) => r.name));
    // TypeORM records a migration under its name, or its class's name without one.
    if (dataSource.migrations.every((m) => done.has(m.name ?? m.constructor.name))) return;
  }
  await dataSource.runMigrations();
}

/** Drop a schema created by `createDataSource({ schema })` (test cleanup). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  checkSchemaName(schema);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Where a new data directory's cluster comes from when no template is named: the temporary folder, one
 * file per PGlite version (the name the test suites use, so they and a server share it).
 */
export function defaultPgliteTemplate(): string {
  let version = 'unknown';
  try {
    // The package's exports map hides its package.json from require.resolve; its main file is beside it.
    const main = require.resolve('@electric-sql/pglite');
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(main), '..', 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && /^[\w.+-]+$/.test(pkg.version)) version = pkg.version;
  } catch {
    // No version: the file is still one cluster of some PGlite; a version it cannot read fails its load, below.
  }
  return path.join(os.tmpdir(), `switchyard-pglite-${version}.tar`);
}


/** Writes a dumped new cluster to `template` under another name first, so concurrent writers never leave half a file. */
async function writeTemplate(db: PGlite, template: string): Promise<void> {
  const dump = await db.dumpDataDir('none');
  const partial = `${template}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o644 });
  fs.renameSync(partial, template);
}

/**
 * The template of a new data directory with the migrations run, beside `template` (the new cluster):
 * named after the migrations, so that another list of them makes another file.
 */
export function migratedTemplate(template: string): string {
  const names = MIGRATIONS.map((m) => m.name).join(',');
  const hash = createHash('sha256').update(names).digest('hex').slice(0, 12);
  return `${template.replace(/\.tar$/, '')}-migrated-${hash}.tar`;
}

/**
 * A dumped cluster, when the file is one to trust: a copy of its unpacked folder (./template-folder.ts, without
 * PGlite's unpacking in JavaScript), else loaded by PGlite itself; null when it is damaged or foreign (the folder
 * is emptied again).
 */
async function fromTemplate(dir: string, options: PGliteOptions, template: string): Promise<PGlite | null> {
  if (!ownFileOthersCannotWrite(template)) return null;
  const empty = (): void => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  };
  try {
    if (copyTemplateFolder(template, dir)) return await PGlite.create(dir, options);
  } catch {
    empty();
    // A folder PGlite cannot open is unpacked again next time.
    fs.rmSync(templateFolderOf(template), { recursive: true, force: true });
  }
  try {
    return await PGlite.create(dir, { ...options, loadDataDir: new Blob([fs.readFileSync(template)]) });
  } catch {
    empty();
    return null;
  }
}

/**
 * PGlite on a data directory. A new directory gets its cluster from `migrated` (the cluster with the
 * migrations run) or else `template` (a new cluster) when that file is one to trust (PGlite's own initdb
 * makes the same thing: a cluster in memory, dumped, and loaded into the folder), otherwise from initdb,
 * and then the new cluster, before anything is written to it, becomes the template for the next new
 * directory. An existing cluster is opened as it is. `created`: a new cluster that did not come migrated.
 */
async function openOnDisk(dir: string, options: PGliteOptions, template: string, migrated: string | null): Promise<{ db: PGlite; created: boolean }> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return { db: await PGlite.create(dir, options), created: false };
  const ready = migrated === null ? null : await fromTemplate(dir, options, migrated);
  if (ready) return { db: ready, created: false };
  const loaded = await fromTemplate(dir, options, template);
  if (loaded) return { db: loaded, created: true };
  const db = await PGlite.create(dir, options);
  // The template is a saving, not a need: a start never fails for want of it.
  await writeTemplate(db, template).catch(() => undefined);
  return { db, created: true };
}

/**
 * An in-memory PGlite, from `template` (a dumped new cluster) when that file exists; otherwise a new cluster,
 * dumped to `template` before anything is written to it. The file is written under another name and renamed,
 * so concurrent writers (jest workers) never leave half a file.
 */
async function openInMemory(options: PGliteOptions, template: string | undefined): Promise<PGlite> {
  if (template && fs.existsSync(template)) return PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(template)]) });
  const db = await PGlite.create(options);
  if (template) await writeTemplate(db, template);
  return db;
}
