/**
 * The client's only way to the server: GraphQL over HTTP POST to /graphql and graphql-ws subscriptions on
 * the same path. A seat's token travels in the `Authorization: Bearer` header (and in graphql-ws
 * connectionParams), never in a URL.
 */
import { createClient, type Client } from 'graphql-ws';
import type { Doc } from '../generated/graphql';

export const GRAPHQL_PATH = '/graphql';

/** An error the server answered with, carrying its `extensions.code` (e.g. ILLEGAL_ACTION, STALE_INDEX). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface GraphQLResponse<R> {
  data?: R | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function request<R, V>(doc: Doc<R, V>, variables: V, token?: string | null): Promise<R> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify({ query: doc, variables }) });
  } catch (err) {
    throw new ApiError(`The server cannot be reached (${(err as Error).message}).`, 'NETWORK');
  }
  let body: GraphQLResponse<R>;
  try {
    body = (await response.json()) as GraphQLResponse<R>;
  } catch {
    throw new ApiError(`The server answered ${response.status} without GraphQL.`, 'HTTP_' + response.status);
  }
  if (body.errors?.length) {
    const first = body.errors[0];
    throw new ApiError(body.errors.map((e) => e.message).join('; '), first.extensions?.code);
  }
  if (!body.data) throw new ApiError('The server answered without data.', undefined);
  return body.data;
}

let wsClient: Client | null = null;
const resubscribers = new Set<() => void>();
let restartTimer: ReturnType<typeof setTimeout> | null = null;
const connectionListeners = new Set<(connected: boolean) => void>();

/** Listens to the live connection going up and down (for the page's "live" badge). */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** One shared graphql-ws connection that retries for ever; each subscription resumes from its own cursor. */
export function ws(): Client {
  if (wsClient) return wsClient;
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
  wsClient = createClient({
    url,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** retries, 3000))),
    keepAlive: 10_000,
    on: {
      connected: () => connectionListeners.forEach((l) => l(true)),
      closed: () => {
        connectionListeners.forEach((l) => l(false));
        // graphql-ws would resend each subscription as first sent; restart them from their cursors instead.
        // Coalesced and delayed, so that a server that is down is not retried in a tight loop.
        if (!restartTimer) {
          restartTimer = setTimeout(() => {
            restartTimer = null;
            resubscribers.forEach((r) => r());
          }, 300);
        }
      },
    },
  });
  // A handle for the browser tests: drops the socket as a network failure would, to prove that
  // the page resumes from its cursor.
  (globalThis as { __switchyardLive?: unknown }).__switchyardLive = { drop: () => wsClient?.terminate() };
  return wsClient;
}

/**
 * Subscribes to an operation. `variables` is called again at each (re)subscription so a resumed stream
 * starts from the cursor the caller has reached, not from where it first started.
 */
export function subscribe<R, V>(
  doc: Doc<R, V>,
  variables: () => V,
  onData: (data: R) => void,
  onError: (err: Error) => void,
): () => void {
  let stopped = false;
  let unsubscribe: () => void = () => {};
  const start = () => {
    if (stopped) return;
    unsubscribe = ws().subscribe<R>(
      { query: doc, variables: variables() as Record<string, unknown> },
      {
        next: (msg) => {
          if (msg.errors?.length) onError(new ApiError(msg.errors.map((e) => e.message).join('; '), undefined));
          else if (msg.data) onData(msg.data as R);
        },
        error: (err) => {
          onError(err instanceof Error ? err : new Error('live connection lost'));
          // A subscription that ended in error (e.g. retries given up) is started again.
          setTimeout(() => !stopped && restart(), 1000);
        },
        complete: () => {},
      },
    );
  };
  const restart = () => {
    unsubscribe();
    start();
  };
  resubscribers.add(restart);
  start();
  return () => {
    stopped = true;
    resubscribers.delete(restart);
    unsubscribe();
  };
}
