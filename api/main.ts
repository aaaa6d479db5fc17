/**
 * `npm start` (node dist/api/main.js).
 *
 *   PORT                 HTTP/WebSocket port (default 4000)
 *   DATABASE_URL         PostgreSQL connection string; without it, embedded PGlite
 *   SWITCHYARD_DATA_DIR  PGlite data directory (default .data/; memory:// for none)
 *   DATABASE_SCHEMA      optional PostgreSQL schema to use instead of the default
 *   SWITCHYARD_RATE_LIMIT requests per seat token: "<perSecond>/<burst>" (default 20/60) or "off"
 *   SWITCHYARD_CORS_ORIGINS origins whose pages may call the API from a browser: a comma list, or "*" (default none)
 *   SWITCHYARD_CLIENT_LIMITS, SWITCHYARD_CLIENT_RATE_LIMIT, ... limits per client address, per-request
 *                        caps and the worker pool: docs/api.md, "Limits and security"
 *   SWITCHYARD_TITLE_CHECK_CACHE=off  check the titles at every start instead of reusing the
 *                        last answer for the same files (tools/validation-cache.ts)
 *   SWITCHYARD_COMPILE_CACHE=off  compile every module from its source instead of taking V8's
 *                        code from the last start (api/compile-cache.ts)
 *   SWITCHYARD_JIT_INLINING=on  V8's default inlining in optimised code (tools/jit.ts turns it off)
 */
import 'reflect-metadata';

async function main(): Promise<void> {
  const port = process.env.PORT ? Number(process.env.PORT) : 4000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  }
  // At once, before the modules load (GraphQL, the engine, the database driver take seconds on a busy machine).
  console.log(`Switchyard starting on port ${port}...`);
  // Loaded after that line; import() would load them as ECMAScript modules, which they are not.
  /* eslint-disable @typescript-eslint/no-require-imports */
  // V8's optimising compiler without inlining, before any code of ours runs hot (tools/jit.ts).
  (require('../tools/jit') as typeof import('../tools/jit')).tuneJit();
  // V8's compiled code from the last start, before the modules below load (api/compile-cache.ts).
  const { enableCompileCache } = require('./compile-cache') as typeof import('./compile-cache');
  const compileCache = process.env.SWITCHYARD_COMPILE_CACHE === 'off' ? null : enableCompileCache();
  // The database opens while the rest loads (StartServerOptions.opening): its start is partly on
  // other threads (PGlite's WebAssembly compiles there) or waits for the network (PostgreSQL).
  const { databaseConfigFromEnv, openDatabase } = require('./db/datasource') as typeof import('./db/datasource');
  const database = databaseConfigFromEnv();
  const opening = openDatabase(database);
  // Awaited by startServer below; until then a failure must not count as unhandled.
  opening.catch(() => undefined);
  // One turn of the event loop, so that the opening has asked for its files and connection.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const { corsFromEnv } = require('./cors') as typeof import('./cors');
  const { rateLimitFromEnv } = require('./games/rate-limit') as typeof import('./games/rate-limit');
  const { clientLimitsFromEnv, requestCapsFromEnv } = require('./limits') as typeof import('./limits');
  const { startServer } = require('./server') as typeof import('./server');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const rateLimit = rateLimitFromEnv(process.env.SWITCHYARD_RATE_LIMIT);
  const cors = corsFromEnv(process.env.SWITCHYARD_CORS_ORIGINS);
  const server = await startServer({
    port,
    database,
    opening,
    ...(rateLimit !== undefined ? { rateLimit } : {}),
    ...(cors ? { cors } : {}),
    clientLimits: clientLimitsFromEnv(),
    requestCaps: requestCapsFromEnv(),
  });
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping...`);
    // A server stopped within seconds of its start still leaves the next start its compiled code.
    compileCache?.save();
    // A hung drain must not keep a container from stopping.
    const force = setTimeout(() => {
      console.error('forced exit: shutdown took longer than 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.stop().then(
      () => {
        console.log('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        console.error('error while stopping:', err);
        process.exit(1);
      },
    );
  };
  // Listening before the ready line: a signal sent the moment a script reads that line would
  // otherwise meet the default action and kill the process without closing the database.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // The client first: it is what a newcomer opens. (Tests and scripts read the API's URL
  // from the line's "ready at <url>".)
  console.log(`Switchyard web client: ${server.clientUrl} (open it in a browser)`);
  console.log(`Switchyard GraphQL API ready at ${server.url} (database: ${server.database})`);
  // Written once the start's code has run (V8 caches the functions compiled by then), off the start's path.
  if (compileCache) setTimeout(() => compileCache.save(), 3_000).unref();
}

main().catch((err: unknown) => {
  // A data directory another server holds is the operator's to resolve: its message says how, no stack needed.
  if (err instanceof Error && err.name === 'DataDirInUseError') console.error(`Switchyard API failed to start: ${err.message}`);
  else console.error('Switchyard API failed to start:', err);
  process.exit(1);
});
