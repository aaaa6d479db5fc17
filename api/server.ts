/**
 * The production wiring: the real engine, the titles under definitions/, the JSON
 * Schema check of actions, and the database chosen by the environment
 * (api/db/datasource.ts), around the server in api/app.ts.
 */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import * as engine from '../engine';
import { listTitleDirs } from '../tools/definitions-fs';
import { actionSchemaWarmUp, validateAction } from '../tools/schemas';
import { loadValidTitleDir } from '../tools/validate';
import { checkTitleDir } from '../tools/validation-cache';
import { startApiServer, type RunningServer } from './app';
import { databaseConfigFromEnv, openDatabase, type DatabaseConfig, type OpenedDatabase } from './db/datasource';
import type { Definition } from './engine-port';
import type { ErrorLogger } from './errors';
import type { GameEventBus } from './pubsub';
import type { RateLimitOptions } from './games/rate-limit';
import { channelFor, PostgresGameEventBus } from './pubsub-postgres';
import type { ClientLimits } from './limits';
import type { RequestCaps } from './graphql/rules';
import { ComputePool, computeOptionsFromEnv, type ComputePoolOptions } from './compute/pool';
import { TitleRegistry } from './titles';
import { engineCodeStamp } from './games/snapshots';
import { defaultWebDir } from './web';
import type { CorsOptions } from './cors';

export interface StartServerOptions {
  /** Default 4000; 0 = an ephemeral port (tests). */
  port?: number;
  host?: string;
  /**
   * A data source to use (initialised here if it is not yet). It stays the caller's:
   * stop() does not destroy it. Without one, the database is opened from `database`
   * or, failing that, from the environment, and stop() closes it.
   */
  dataSource?: DataSource;
  database?: DatabaseConfig;
  /**
   * The database of `database` (or of the environment) already being opened: api/main.ts starts
   * that before it loads this module, so that the database's start (PGlite compiling its
   * WebAssembly on another thread, a PostgreSQL connection) overlaps the loading of the modules.
   */
  opening?: Promise<OpenedDatabase>;
  /** Title definitions by id; default: every valid title under definitions/. */
  definitions?: Map<string, Definition>;
  events?: GameEventBus;
  logError?: ErrorLogger;
  /** Requests per seat token; default 20/s with bursts of 60; false: none (tests that play whole games). */
  rateLimit?: RateLimitOptions | false;
  /** The web client's build to serve at `/`; default web/dist/; false: none. */
  webDir?: string | false;
  /** Origins whose pages may call the API from a browser; default none but the server's own. */
  cors?: CorsOptions;
  /** Limits per client address and WebSocket (api/limits.ts); default DEFAULT_CLIENT_LIMITS, none when rateLimit is false. */
  clientLimits?: ClientLimits;
  /** Per-request caps (aliases, tokens, mutations, cost); default DEFAULT_REQUEST_CAPS. */
  requestCaps?: RequestCaps;
  /** The worker pool's sizes and budgets (api/compute/pool.ts); default from the environment. */
  compute?: Partial<ComputePoolOptions>;
  /** Serve the common requests without express and Apollo (api/direct.ts); default true. */
  directLane?: boolean;
}

export interface StartedServer extends RunningServer {
  /** Where the data lives, for the startup banner. */
  database: string;
  /** The worker threads that run the engine's heavy calls. */
  compute: ComputePool;
}

/**
 * Every title directory under definitions/ that passes `switchyard validate` (JSON
 * Schema + lint), by title id. A directory that is incomplete or invalid (a title
 * being written) is logged and skipped instead of keeping the server from starting;
 * stored games of a skipped title fail to load until it is fixed. A title whose
 * title.json says `"status": "inDevelopment"` is validated and then left out too. The checks'
 * answers are remembered between starts for the same inputs (tools/validation-cache.ts).
 */
export function loadTitleDefinitions(
  root?: string,
  logger: Pick<Console, 'warn'> = console,
): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  for (const dir of listTitleDirs(root)) {
    try {
      const { definition } = loadValidTitleDir(dir, checkTitleDir);
      const id = definition.title.id;
      // A title still being built is validated but not offered (title.json status).
      if (definition.title.status === 'inDevelopment') {
        logger.warn(`title ${id} is in development: not offered for games (see ${dir}/NOTES.md)`);
        continue;
      }
      if (definitions.has(id)) {
        logger.warn(`title directory ${dir} skipped: title id ${id} is already used by another directory`);
        continue;
      }
      definitions.set(id, definition);
    } catch (err) {
      logger.warn(`title directory ${dir} skipped: ${(err as Error).message}`);
    }
  }
  return definitions;
}

/** The engine's action check is the authority; this adds the schema's precise messages. */
function schemaProblems(action: unknown): string[] {
  return validateAction(action).map((e) => (e.pointer ? `${e.pointer}: ${e.message}` : e.message));
}

export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  let dataSource: DataSource;
  let database: string;
  let events: GameEventBus | undefined = options.events;
  let owns: boolean;
  const config = options.dataSource ? null : (options.database ?? databaseConfigFromEnv());
  // The database opens while the titles are read (PGlite compiles its WebAssembly meanwhile).
  const opening = config ? (options.opening ?? openDatabase(config)) : null;
  let definitions: Map<string, Definition>;
  try {
    // Definitions are read once, at start; each (title, variant) compiles on first use.
    definitions = options.definitions ?? loadTitleDefinitions();
  } catch (err) {
    await opening?.then((o) => o.dataSource.destroy()).catch(() => undefined);
    throw err;
  }
  if (options.dataSource) {
    dataSource = options.dataSource;
    if (!dataSource.isInitialized) await dataSource.initialize();
    database = 'the provided data source';
    owns = false;
  } else {
    const opened = await opening!;
    // On PostgreSQL, events travel through LISTEN/NOTIFY so that several processes can
    // serve the same games; the embedded database is one process's alone.
    if (config!.databaseUrl && !options.events) {
      try {
        events = await PostgresGameEventBus.connect({ connectionString: config!.databaseUrl, channel: channelFor(config!.schema) });
      } catch (err) {
        await opened.dataSource.destroy().catch(() => undefined);
        throw err;
      }
    }
    dataSource = opened.dataSource;
    database = opened.description;
    owns = true;
  }
  let pool: ComputePool | undefined;
  try {
    const titles = new TitleRegistry(definitions, engine);
    // The engine's heavy calls run in worker threads that load the same definitions.
    pool = new ComputePool(definitions, { ...computeOptionsFromEnv(), ...options.compute });
    const server = await startApiServer({
      jobs: pool,
      dataSource,
      titles,
      engine,
      validateAction: schemaProblems,
      port: options.port ?? 4000,
      ownsDataSource: owns,
      ...(options.cors ? { cors: options.cors } : {}),
      ...(options.webDir !== false ? { webDir: options.webDir ?? defaultWebDir() } : {}),
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(events ? { events } : {}),
      ...(options.logError ? { logError: options.logError } : {}),
      ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
      ...(options.clientLimits ? { clientLimits: options.clientLimits } : {}),
      ...(options.requestCaps ? { requestCaps: options.requestCaps } : {}),
      ...(options.directLane !== undefined ? { directLane: options.directLane } : {}),
    });
    const running = pool;
    // The action schemas compile in the background, one per turn of the event loop, so that
    // no player's first act pays for it (hundreds of milliseconds on a busy machine).
    const warmUp = actionSchemaWarmUp();
    // First the stamp of stored snapshots, which reads every engine file (a request that needs it
    // sooner computes it then).
    let stamped = false;
    const warmTimer = setInterval(() => {
      try {
        if (!stamped) {
          stamped = true;
          engineCodeStamp();
          return;
        }
        if (!warmUp()) clearInterval(warmTimer);
      } catch {
        // A schema that does not compile is reported by the act that needs it, never here.
        clearInterval(warmTimer);
      }
    }, 5);
    warmTimer.unref();
    let stopping: Promise<void> | null = null;
    const stop = (): Promise<void> => {
      clearInterval(warmTimer);
      stopping ??= server.stop().finally(() => running.destroy());
      return stopping;
    };
    return { ...server, stop, database, compute: running };
  } catch (err) {
    await pool?.destroy().catch(() => undefined);
    if (events && events !== options.events) await Promise.resolve(events.close()).catch(() => undefined);
    if (owns && dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    throw err;
  }
}
