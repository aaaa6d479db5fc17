/**
 * The HTTP + WebSocket server around the GraphQL schema, with every dependency
 * passed in (database, title registry, engine, event bus). api/server.ts supplies
 * the production ones; tests may supply their own (e.g. a stand-in engine).
 *
 * One port, one path: `/graphql` serves queries and mutations over HTTP (Apollo
 * Server 5 through express 5) and subscriptions over WebSocket (graphql-ws).
 */
import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { execute, GraphQLError, subscribe, type FormattedExecutionResult } from 'graphql';
import { apiValidationRules, DEFAULT_REQUEST_CAPS, type RequestCaps } from './graphql/rules';
import { DocumentCache } from './graphql/document-cache';
import { authorizationFromConnectionParams } from './graphql/seat-token';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { WebSocketServer } from 'ws';
import type { EnginePort } from './engine-port';
import { formatError, ServiceError, type ErrorLogger } from './errors';
import { GameService, MAX_IMPORT_BYTES } from './games/service';
import { corsAnswerHeaders, corsMiddleware, type CorsOptions } from './cors';
import { DirectLane, type HandOver } from './direct';
import { ideRoutes } from './ide';
import { webRoutes } from './web';
import { buildApiSchema } from './graphql/schema';
import { ACTION_SCHEMA } from './graphql/generated/action-schema';
import type { ApiContext } from './graphql/resolvers';
import type { AnalyticsContext } from './graphql/analytics';
import { AnalyticsQueries } from './analytics/queries';
import { GameList } from './games/list';
import type { GameListContext } from './graphql/game-list';
import { InProcessGameEventBus, type GameEventBus } from './pubsub';
import type { TitleRegistry } from './titles';
import type { RateLimitOptions } from './games/rate-limit';
import type { EngineJobs } from './compute/jobs';
import { requestScope, type RequestScope } from './compute/scope';
import { ClientLimiter, DEFAULT_CLIENT_LIMITS, NO_CLIENT_LIMITS, type ClientLimits } from './limits';
import { INLINE_BODY_BYTES, MAX_QUERY_CHARS, parseRequestBody, variablesProblem, type BodyAnswer } from './request-body';
import { readAnnouncedBody } from './read-body';

export const GRAPHQL_PATH = '/graphql';
export const ACTION_SCHEMA_PATH = '/schemas/actions.json';

/** Largest request body: three times importGame's limit, room for the escaping of its JSON text. */
export const REQUEST_BODY_LIMIT = 3 * MAX_IMPORT_BYTES + 1024 * 1024;

export { MAX_QUERY_CHARS, MAX_VARIABLE_DEPTH } from './request-body';

/** Largest WebSocket message (graphql-ws subscribe messages are a few hundred bytes). */
export const WS_MAX_PAYLOAD = 1024 * 1024;

export interface ApiServerOptions {
  dataSource: DataSource;
  titles: TitleRegistry;
  engine: EnginePort;
  /** Defaults to an in-process bus. */
  events?: GameEventBus;
  /** Requests per seat token (GameServiceOptions.rateLimit); default 20/s with bursts of 60. */
  rateLimit?: RateLimitOptions | false;
  /** Shape check for submitted actions (see GameServiceOptions.validateAction). */
  validateAction?: (action: unknown) => string[];
  /** 0 = an ephemeral port (tests). Default 4000. */
  port?: number;
  /** Interface to bind; default all interfaces. */
  host?: string;
  /** Where unexpected errors are logged; default console.error. */
  logError?: ErrorLogger;
  /**
   * Limits per client address and per WebSocket (api/limits.ts). Default DEFAULT_CLIENT_LIMITS,
   * or none when `rateLimit` is false (tests that play whole games from one address).
   */
  clientLimits?: ClientLimits;
  /** Per-request caps: aliases, tokens, mutations, depth, cost (default DEFAULT_REQUEST_CAPS). */
  requestCaps?: RequestCaps;
  /** Where the engine's heavy calls run (api/compute/); default inline. Not stopped here. */
  jobs?: EngineJobs;
  /** Destroy the data source on stop (default false: whoever created it owns it). */
  ownsDataSource?: boolean;
  /** The web client's build to serve at `/` (api/web.ts); default none. */
  webDir?: string;
  /** Origins whose pages may call the API from a browser (api/cors.ts); default none but this server's own. */
  cors?: CorsOptions;
  /** Serve the common requests without express and Apollo (api/direct.ts); default true. False: every request goes the general way (tests compare the two). */
  directLane?: boolean;
}

export interface RunningServer {
  /** http://localhost:PORT/ , where browsers open the web client. */
  clientUrl: string;
  /** http://localhost:PORT/graphql (also the WebSocket endpoint, with ws://). */
  url: string;
  port: number;
  service: GameService;
  dataSource: DataSource;
  /** Stops accepting requests, ends subscriptions, closes sockets (and the data source if owned). */
  stop(): Promise<void>;
  /** How many requests the direct lane (api/direct.ts) has answered. */
  directlyServed(): number;
}

export async function startApiServer(options: ApiServerOptions): Promise<RunningServer> {
  const logError: ErrorLogger = options.logError ?? ((message, error) => console.error(message, error));
  const events = options.events ?? new InProcessGameEventBus();
  const service = new GameService({
    dataSource: options.dataSource,
    titles: options.titles,
    engine: options.engine,
    events,
    ...(options.validateAction ? { validateAction: options.validateAction } : {}),
    ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  const schema = await buildApiSchema();
  // Analytics are read straight from their tables (api/analytics/queries.ts).
  const analytics = new AnalyticsQueries(options.dataSource);
  const caps = options.requestCaps ?? DEFAULT_REQUEST_CAPS;
  const validationRules = apiValidationRules(caps);
  const limiter = new ClientLimiter(options.clientLimits ?? (options.rateLimit === false ? NO_CLIENT_LIMITS : DEFAULT_CLIENT_LIMITS));
  // `authorization` carries the seat token where a field needs one (graphql/seat-token.ts).
  const gameList = new GameList(options.dataSource);
  const context = (address: string, authorization?: unknown): ApiContext & AnalyticsContext & GameListContext => ({
    service,
    analytics,
    gameList,
    authorization,
    limits: limiter,
    address,
  });

  const app = express();
  // Express identifies itself in a header by default; nothing gains from that.
  app.disable('x-powered-by');
  // Every request meets the direct lane first (api/direct.ts, set once Apollo has started); what
  // it does not serve goes to express, with what the lane did so far (counted it, read its body).
  let lane: DirectLane | null = null;
  const handedOver = new WeakMap<http.IncomingMessage, HandOver>();
  const toExpress = (req: http.IncomingMessage, res: http.ServerResponse, done: HandOver | null = null): void => {
    if (done) handedOver.set(req, done);
    app(req, res);
  };
  const httpServer = http.createServer((req, res) => (lane ? lane.handle(req, res) : toExpress(req, res)));

  // Subscriptions carry small messages: a megabyte is far above any legitimate one.
  // One message per turn of the event loop: a client that sends a thousand subscribe messages
  // at once would otherwise hold the loop until every one is answered (ws emits all the
  // messages of a chunk in one go by default).
  const documents = new DocumentCache(schema, validationRules, caps.maxTokens);
  const wss = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH, maxPayload: WS_MAX_PAYLOAD, allowSynchronousEvents: false });
  const sockets = new WebSocketBookkeeping(limiter.limits);
  const wsServer = useServer<Record<string, unknown> | undefined, { request: http.IncomingMessage }>(
    {
      schema,
      // Per operation: the client's address, its seat token and the signal that stops its work (scope.ts).
      // Browsers cannot set headers on a WebSocket: the token travels in the connection
      // parameters. Other clients may send the header on the upgrade request instead.
      context: (ctx, id) => ({
        ...context(addressOf(ctx.extra.request), authorizationFromConnectionParams(ctx.connectionParams) ?? ctx.extra.request.headers.authorization),
        scope: sockets.scopeFor(ctx, id),
      }),
      // The operation runs in its request scope, so that the compute pool sees its signal.
      execute: (args) => requestScope.run((args.contextValue as { scope: RequestScope }).scope, () => execute(args)),
      subscribe: (args) => requestScope.run((args.contextValue as { scope: RequestScope }).scope, () => subscribe(args)),
      onComplete: (ctx, id) => sockets.completed(ctx, id),
      // Limits first, then the query parsed and validated here (graphql-ws's own parse runs
      // outside its error handling: a syntax error would close the whole connection): a typed
      // error for this subscription only, as over HTTP.
      onSubscribe: (ctx, _id, payload) => {
        const address = addressOf(ctx.extra.request);
        // Subscribe messages count against the address's requests, as HTTP requests do.
        const wait = limiter.request(address);
        if (wait > 0) return [rateLimitedError('too many requests from this address', wait)];
        const refused = sockets.admit(ctx, address);
        if (refused) return [refused];
        const problem = variablesProblem(payload.variables);
        if (problem) return [new GraphQLError(problem, { extensions: { code: 'BAD_REQUEST' } })];
        if (typeof payload.query === 'string' && payload.query.length > MAX_QUERY_CHARS) {
          return [new GraphQLError(`the query is longer than ${MAX_QUERY_CHARS} characters`, { extensions: { code: 'BAD_REQUEST' } })];
        }
        // Parsed and validated here, once per query text (graphql-ws would do both for every
        // message): graphql-ws runs what this returns, with the context above.
        const checked = documents.check(payload.query);
        if ('errors' in checked) return checked.errors;
        return { schema, document: checked.document, variableValues: payload.variables, operationName: payload.operationName };
      },
      // Same formatting as over HTTP: typed codes pass, anything unexpected is logged
      // and becomes INTERNAL_SERVER_ERROR without details.
      onNext: (_ctx, _id, _payload, _args, result): FormattedExecutionResult | void => {
        if (!result.errors) return;
        return {
          ...result,
          errors: result.errors.map((e) => formatError(e.toJSON(), e, logError)),
        } as FormattedExecutionResult;
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatError(e instanceof GraphQLError ? e.toJSON() : { message: String(e) }, e, logError)),
    },
    wss,
  );

  const apollo = new ApolloServer<ApiContext>({
    schema,
    // (Apollo 4+ name of the old includeStacktraceInErrorExtensions.)
    includeStacktraceInErrorResponses: false,
    // Apollo would otherwise install its own SIGINT/SIGTERM handlers (outside tests),
    // stop only itself and re-raise the signal; main.ts owns shutdown and stops the
    // whole server (HTTP, WebSockets, database) in order.
    stopOnTerminationSignals: false,
    // The schema is public (docs/api.md); keep introspection on for client tooling
    // even under NODE_ENV=production, where Apollo would turn it off.
    introspection: true,
    // The parser stops at the cap: a query of 300,000 aliases costs a few milliseconds.
    parseOptions: { maxTokens: caps.maxTokens },
    validationRules,
    formatError: (formatted, error) => formatError(formatted, error, logError),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing page loads its scripts from a CDN; browsers get GraphiQL from
      // the project's own dependencies instead (api/ide.ts).
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin (on by default) wraps every field's resolver to collect
      // cache hints, which nothing here gives: a list of a thousand legal actions held the event
      // loop for tens of milliseconds in it alone. Its one effect, the header below, is set here.
      ApolloServerPluginCacheControlDisabled(),
      // A refusal for rate (RATE_LIMITED) is HTTP 429 with Retry-After, whatever else the answer holds.
      {
        async requestDidStart() {
          return {
            async willSendResponse({ response }) {
              // Answers depend on the moment and on the token: never stored by a cache.
              if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
              if (response.body.kind !== 'single') return;
              const limited = response.body.singleResult.errors?.filter((e) => e.extensions?.code === 'RATE_LIMITED') ?? [];
              if (limited.length === 0) return;
              // Whole seconds (the header's unit), rounded up: retrying early would be refused again.
              const seconds = Math.max(1, ...limited.map((e) => Math.ceil((Number(e.extensions?.retryAfterMs ?? 1000) || 1000) / 1000)));
              response.http.status = 429;
              response.http.headers.set('retry-after', String(seconds));
            },
          };
        },
      },
      {
        async serverWillStart() {
          return {
            async drainServer() {
              // End event streams first so graphql-ws can complete them cleanly.
              service.closeStreams();
              await wsServer.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  // Before everything it covers: a preflight is answered here and goes no further.
  app.use([GRAPHQL_PATH, '/health'], corsMiddleware(options.cors));
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  ideRoutes(app, GRAPHQL_PATH);
  // The action JSON Schema (also the `actionSchema` query), for clients that validate or
  // generate types from JSON Schema rather than from schema.graphql.
  app.get(ACTION_SCHEMA_PATH, (_req, res) => {
    res.type('application/schema+json').send(JSON.stringify(ACTION_SCHEMA));
  });
  const parseBody = options.jobs?.parseBody;
  // The work a request starts stops when its client goes away before the answer
  // (compute/pool.ts). Set once the body is read: the scope follows the calls from here.
  const inScope = (req: express.Request, res: express.Response, next: express.NextFunction): void => {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    requestScope.run({ address: addressOf(req), signal: abort.signal }, next);
  };
  const rawBody = express.raw({ type: 'application/json', limit: REQUEST_BODY_LIMIT });
  // A body of announced length is read here: one that comes in one chunk (an act's) is taken as
  // it is, a larger one copied into one buffer of that length as its chunks arrive (express.raw
  // would join them at the end: one copy of megabytes, tens of ms held). Everything else
  // (compressed, of unknown length, over the limit, not JSON) goes to express.raw.
  const readBody = (req: express.Request, res: express.Response, next: express.NextFunction): void => {
    const read = handedOver.get(req)?.body;
    if (read instanceof Error) return next(read);
    if (read !== undefined) {
      req.body = read;
      return next();
    }
    const length = Number(req.headers['content-length']);
    const identity = (req.headers['content-encoding'] ?? 'identity').toLowerCase() === 'identity';
    if (!identity || !Number.isInteger(length) || length > REQUEST_BODY_LIMIT || !req.is('application/json')) {
      rawBody(req, res, next);
      return;
    }
    readAnnouncedBody(req, length, (err, body) => {
      if (err) return next(err);
      req.body = body;
      next();
    });
  };
  // Large enough for importGame's export (up to MAX_IMPORT_BYTES of JSON text, which
  // grows when escaped into a GraphQL variable: every quote gains a backslash).
  app.use(
    GRAPHQL_PATH,
    // Per address, before anything is read or parsed.
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      // Counted once: by the direct lane when it had the request first.
      const wait = handedOver.get(req)?.wait ?? limiter.request(addressOf(req));
      if (wait === 0) return next();
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      res.status(429).set('Retry-After', String(seconds));
      res.json({ errors: [{ message: 'too many requests from this address', extensions: { code: 'RATE_LIMITED', retryAfterMs: wait } }] });
    },
    // The body is read as bytes (within the limit, refused by its Content-Length before any is
    // read), then parsed and checked (request-body.ts): on this thread when small, in the pool's
    // body lane when large, so that neither a big import nor a flood of text holds the loop.
    readBody,
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const bytes: unknown = req.body;
      // No body (a GET), or not JSON: Apollo answers that itself.
      if (!Buffer.isBuffer(bytes)) return inScope(req, res, next);
      const answered = (answer: BodyAnswer): void => {
        if (!answer.ok) {
          res.status(answer.status).json({ errors: [{ message: answer.message, extensions: { code: answer.code } }] });
          return;
        }
        req.body = answer.body;
        inScope(req, res, next);
      };
      if (!(bytes.length > INLINE_BODY_BYTES && parseBody)) return answered(parseRequestBody(bytes));
      parseBody(bytes).then(answered, (err: unknown) => {
        // The body lane's queue is full: as every refusal for rate, 429 with Retry-After.
        if (err instanceof ServiceError && err.code === 'RATE_LIMITED') {
          res.status(429).set('Retry-After', '1');
          res.json({ errors: [{ message: err.message, extensions: { code: err.code, retryAfterMs: 1000 } }] });
          return;
        }
        next(err);
      });
    },
    apolloHandler(apollo, (req) => context(addressOf(req), req.headers.authorization)),
  );
  if (options.webDir) webRoutes(app, options.webDir);
  if (options.directLane !== false) lane = new DirectLane({
    schema,
    documents,
    formatError: (formatted, error) => formatError(formatted, error, logError),
    context: (address, authorization) => context(address, authorization),
    admit: (address) => limiter.request(address),
    cors: corsAnswerHeaders(options.cors),
    logError,
    handOver: toExpress,
    path: GRAPHQL_PATH,
  });
  // Errors raised before GraphQL runs (a body over the limit, JSON that does not parse)
  // are answered in the GraphQL error shape with a code, never with express's default
  // page, which would show a stack trace.
  app.use((err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const status = (err as { status?: unknown }).status;
    const type = (err as { type?: unknown }).type;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = type === 'entity.too.large' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const message = type === 'entity.too.large' ? `the request body is larger than ${REQUEST_BODY_LIMIT} bytes` : 'the request body is not valid JSON';
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
      return;
    }
    logError('unexpected error before GraphQL', err);
    res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });

  const port = options.port ?? 4000;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const actualPort = (httpServer.address() as AddressInfo).port;

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      lane?.close();
      sockets.abortAll();
      await apollo.stop(); // drains HTTP, then disposes graphql-ws (plugin above)
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await events.close();
      if (options.ownsDataSource && options.dataSource.isInitialized) await options.dataSource.destroy();
    })();
    return stopping;
  };

  return {
    clientUrl: `http://localhost:${actualPort}/`,
    url: `http://localhost:${actualPort}${GRAPHQL_PATH}`,
    port: actualPort,
    service,
    dataSource: options.dataSource,
    stop,
    directlyServed: () => lane?.served ?? 0,
  };
}

/**
 * Hands a request to Apollo and writes its answer (what @as-integrations/express5 does), with the
 * answer written as it is: no ETag computed over it (an answer is never cached: no-store) and
 * none of express's send checks, which cost as much as the rest of the write for a small act.
 */
function apolloHandler<C extends object>(apollo: ApolloServer<C>, context: (req: express.Request) => C | Promise<C>) {
  return async (req: express.Request, res: express.Response): Promise<void> => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query >= 0 ? req.url.slice(query) : '', body: req.body },
      context: async () => context(req),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      // As express's send: text is UTF-8, and says so.
      const type = res.getHeader('content-type');
      if (typeof type === 'string' && !/;\s*charset=/i.test(type)) res.setHeader('content-type', `${type}; charset=utf-8`);
      const body = answer.body.string;
      res.setHeader('content-length', Buffer.byteLength(body));
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

/** The TCP peer's address (proxy headers are not trusted: anyone could send them). */
function addressOf(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function rateLimitedError(message: string, waitMs: number): GraphQLError {
  // Without a stack trace: a flood is refused a thousand times a second, and the trace
  // (never shown to the client) was most of each refusal's cost.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new GraphQLError(message, { extensions: { code: 'RATE_LIMITED', retryAfterMs: Math.max(1, Math.ceil(waitMs)) } });
  } finally {
    Error.stackTraceLimit = limit;
  }
}

type WsContext = {
  subscriptions: Record<string, unknown>;
  extra: { request: http.IncomingMessage; socket: { once(event: 'close', listener: () => void): unknown; on(event: 'message', listener: (data: unknown) => void): unknown } };
};

/**
 * The subscriptions each WebSocket and each address holds (graphql-ws keeps them per socket
 * in ctx.subscriptions), and each operation's abort signal: fired when the operation
 * completes or its socket closes, so the work it started stops (compute/pool.ts).
 */
class WebSocketBookkeeping {
  private readonly byAddress = new Map<string, Set<WsContext>>();
  private readonly operations = new Map<WsContext, Map<string, AbortController>>();

  constructor(private readonly limits: ClientLimits) {}

  /** Null when a new subscription may open on `ctx`, else the typed refusal. */
  admit(ctx: WsContext, address: string): GraphQLError | null {
    let mine = this.byAddress.get(address);
    if (!mine) this.byAddress.set(address, (mine = new Set()));
    if (!mine.has(ctx)) {
      mine.add(ctx);
      ctx.extra.socket.once('close', () => {
        mine!.delete(ctx);
        if (mine!.size === 0) this.byAddress.delete(address);
        for (const c of this.operations.get(ctx)?.values() ?? []) c.abort();
        this.operations.delete(ctx);
      });
      // graphql-ws tells nobody when a client completes an operation still starting (its
      // onComplete comes only once the operation has run): read the complete messages too.
      ctx.extra.socket.on('message', (data) => {
        const text = String(data);
        if (text.length > 200 || !text.includes('"complete"')) return;
        try {
          const message = JSON.parse(text) as { type?: unknown; id?: unknown };
          if (message.type === 'complete' && typeof message.id === 'string') this.completed(ctx, message.id);
        } catch {
          // graphql-ws answers malformed messages itself.
        }
      });
    }
    // graphql-ws has entered this one already.
    const onSocket = Object.keys(ctx.subscriptions).length;
    if (this.limits.subscriptionsPerSocket && onSocket > this.limits.subscriptionsPerSocket) {
      return rateLimitedError(`at most ${this.limits.subscriptionsPerSocket} subscriptions on one WebSocket`, 1000);
    }
    if (this.limits.subscriptionsPerClient) {
      let fromAddress = 0;
      for (const c of mine) fromAddress += Object.keys(c.subscriptions).length;
      if (fromAddress > this.limits.subscriptionsPerClient) {
        return rateLimitedError(`at most ${this.limits.subscriptionsPerClient} subscriptions from one address`, 1000);
      }
    }
    return null;
  }

  scopeFor(ctx: WsContext, id: string): RequestScope {
    let ops = this.operations.get(ctx);
    if (!ops) this.operations.set(ctx, (ops = new Map()));
    // Operations that ended without completing (refused, failed) leave no trace behind.
    for (const old of ops.keys()) if (!(old in ctx.subscriptions)) ops.delete(old);
    const abort = new AbortController();
    ops.set(id, abort);
    return { address: addressOf(ctx.extra.request), signal: abort.signal };
  }

  completed(ctx: WsContext, id: string): void {
    const ops = this.operations.get(ctx);
    ops?.get(id)?.abort();
    ops?.delete(id);
  }

  abortAll(): void {
    for (const ops of this.operations.values()) for (const c of ops.values()) c.abort();
  }
}
