/**
 * The GraphQL requests that make up nearly all of the traffic (a player's act, a client's
 * queries) answered without express and Apollo: a POST to /graphql with a small JSON body
 * whose query is one already parsed and validated (graphql/document-cache.ts), run with
 * graphql-js's `execute` and answered as Apollo answers it (the same body, status and
 * headers; test/api/direct-lane.test.ts compares the two on the same requests). Between them
 * express and Apollo cost about a fifth of the server's CPU time for an act (docs/performance.md).
 *
 * Everything else goes the general way (express, then Apollo): other paths and methods,
 * compressed or large bodies, other content types and Accept headers, a body that does not
 * parse, batches, persisted queries, a query that does not parse or validate, a subscription
 * or an operation that cannot be picked out, variables that do not fit. When the lane declines
 * after it has counted the request against its address or read the body, it hands both over
 * (`handOver`), so that nothing is counted or read twice; when `execute` declines to run
 * the operation (variables that do not coerce), nothing has run yet and Apollo answers as
 * before.
 */
import type http from 'node:http';
import { execute, getOperationAST, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { MAX_CACHED_CHARS, type DocumentCache } from './graphql/document-cache';
import { INLINE_BODY_BYTES, parseRequestBody } from './request-body';
import { readAnnouncedBody } from './read-body';
import { requestScope } from './compute/scope';
import { INTERNAL_MESSAGE } from './errors';

/** What the general way is given when the lane declines after counting or reading (see app.ts). */
export interface HandOver {
  /** The address's wait as the lane counted it (limits.ts): the request is not counted again. */
  wait: number;
  /** The body as read (or the reason it could not be): it is not read again. */
  body?: Buffer | Error;
}

/** Apollo's answer type for a single result, by Accept header: only the headers whose answer is certain. */
const CONTENT_TYPE_FOR_ACCEPT = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
]);

/** A JSON body as express's `req.is('application/json')` and Apollo's CSRF check both see it. */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset=(?:"utf-8"|utf-8)\s*)?$/i;

export interface DirectLaneOptions {
  schema: GraphQLSchema;
  documents: DocumentCache;
  /** Apollo's formatError as app.ts configures it. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The operation's context, as Apollo is given it. */
  context: (address: string, authorization: string | undefined) => object;
  /** The wait before the address may send another request (ClientLimiter.request), counting this one. */
  admit: (address: string) => number;
  /** The CORS headers for a request's Origin (cors.ts corsAnswerHeaders). */
  cors: (req: http.IncomingMessage) => [string, string][];
  /** Unexpected errors (as formatError logs them). */
  logError: (message: string, error: unknown) => void;
  /** Hands the request to the general way (express), with what the lane has done so far. */
  handOver: (req: http.IncomingMessage, res: http.ServerResponse, done: HandOver | null) => void;
  path: string;
}

export class DirectLane {
  private open = true;
  /** Requests answered here (not handed over). */
  served = 0;

  constructor(private readonly o: DirectLaneOptions) {}

  /** No new request is taken once the server stops (Apollo then refuses them itself). */
  close(): void {
    this.open = false;
  }

  /** Serves `req` or hands it over: every request goes through here first. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const cors = this.eligible(req);
    if (cors === null) return this.o.handOver(req, res, null);
    const address = req.socket.remoteAddress ?? 'unknown';
    const wait = this.o.admit(address);
    if (wait > 0) return this.o.handOver(req, res, { wait });
    const length = Number(req.headers['content-length']);
    // As app.ts's body reader: the general way answers an aborted or mis-sized body.
    readAnnouncedBody(req, length, (err, body) => {
      if (err) return this.o.handOver(req, res, { wait, body: err });
      this.run(req, res, address, cors, body).catch((e: unknown) => this.failed(res, e));
    });
  }

  /** The CORS headers when the request may take this lane, else null. */
  private eligible(req: http.IncomingMessage): [string, string][] | null {
    if (!this.open || req.method !== 'POST' || req.url !== this.o.path) return null;
    const h = req.headers;
    if (typeof h['content-type'] !== 'string' || !JSON_TYPE.test(h['content-type'])) return null;
    if (h['transfer-encoding'] !== undefined) return null;
    if (h['content-encoding'] !== undefined && h['content-encoding'].toLowerCase() !== 'identity') return null;
    const length = Number(h['content-length']);
    if (!Number.isInteger(length) || length < 0 || length > INLINE_BODY_BYTES) return null;
    if (!CONTENT_TYPE_FOR_ACCEPT.has(h.accept)) return null;
    return this.o.cors(req);
  }

  private async run(req: http.IncomingMessage, res: http.ServerResponse, address: string, cors: [string, string][], bytes: Buffer): Promise<void> {
    const general = (): void => this.o.handOver(req, res, { wait: 0, body: bytes });
    const parsed = parseRequestBody(bytes);
    if (!parsed.ok || parsed.body === null || typeof parsed.body !== 'object' || Array.isArray(parsed.body)) return general();
    const body = parsed.body as Record<string, unknown>;
    const { query, variables, operationName } = body;
    // What Apollo reads of a POST body, and nothing it would refuse or treat apart (persisted queries).
    // A query too long to be kept would be parsed for every request here; Apollo keeps it.
    if (typeof query !== 'string' || query === '' || query.length > MAX_CACHED_CHARS || 'extensions' in body) return general();
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return general();
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return general();
    const checked = this.o.documents.check(query);
    if ('errors' in checked) return general();
    const operation = getOperationAST(checked.document, operationName ?? null);
    if (!operation || (operation.operation !== 'query' && operation.operation !== 'mutation')) return general();

    // As app.ts's inScope: the work stops when the client goes away before the answer.
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const contextValue = this.o.context(address, req.headers.authorization);
    const result: ExecutionResult = await requestScope.run({ address, signal: abort.signal }, () =>
      execute({
        schema: this.o.schema,
        document: checked.document,
        contextValue,
        variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
        operationName: (operationName ?? undefined) as string | undefined,
      }),
    );
    // No data: the operation never started (its variables did not coerce); Apollo answers that.
    if (result.data === undefined) return general();
    this.answer(req, res, cors, result);
  }

  /** Apollo's answer to an executed operation (requestPipeline.ts, runHttpQuery.ts) and app.ts's plugin's headers. */
  private answer(req: http.IncomingMessage, res: http.ServerResponse, cors: [string, string][], result: ExecutionResult): void {
    let status: number | undefined;
    const extraHeaders: [string, string][] = [];
    const errors = result.errors?.map((error) => {
      try {
        const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
        const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
        // An error may set the answer's status and headers (Apollo's extensions.http), never sent itself.
        if (http && typeof http === 'object' && (!('status' in http) || typeof http.status === 'number') && (!('headers' in http) || http.headers instanceof Map)) {
          if (typeof http.status === 'number' && http.status) status = http.status;
          if (http.headers instanceof Map) for (const [k, v] of http.headers as Map<string, string>) extraHeaders.push([k, v]);
          delete extensions.http;
        }
        return this.o.formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
    // In Apollo's order: the errors' headers, then app.ts's plugin's, then the content type; the CORS headers before all.
    const has = (name: string): boolean => extraHeaders.some(([k]) => k.toLowerCase() === name);
    const headers: [string, string][] = [...cors, ...extraHeaders];
    if (!has('cache-control')) headers.push(['cache-control', 'no-store']);
    // app.ts's plugin: a refusal for rate is 429 with Retry-After in whole seconds, rounded up.
    const limited = errors?.filter((e) => e.extensions?.code === 'RATE_LIMITED') ?? [];
    if (limited.length > 0) {
      status = 429;
      headers.push(['retry-after', String(Math.max(1, ...limited.map((e) => Math.ceil((Number(e.extensions?.retryAfterMs ?? 1000) || 1000) / 1000))))]);
    }
    if (!has('content-type')) headers.push(['content-type', CONTENT_TYPE_FOR_ACCEPT.get(req.headers.accept)!]);
    // Apollo's order of the fields (errors first) and its trailing newline.
    const text = JSON.stringify({ errors, data: result.data, extensions: result.extensions }) + '\n';
    res.statusCode = status ?? 200;
    for (const [k, v] of headers) res.setHeader(k, v);
    // As app.ts's apolloHandler: text is UTF-8, and says so.
    const type = res.getHeader('content-type');
    if (typeof type === 'string' && !/;\s*charset=/i.test(type)) res.setHeader('content-type', `${type}; charset=utf-8`);
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
    this.served++;
  }

  /** Something unexpected after the operation may have run: Apollo's answer to an unexpected error. */
  private failed(res: http.ServerResponse, err: unknown): void {
    this.o.logError('unexpected error answering a GraphQL request', err);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const text = JSON.stringify({ errors: [{ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }) + '\n';
    res.statusCode = 500;
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
  }
}
