/**
 * The attacks of issue 18 items 1-2, each sent as an unfriendly anonymous client would, against
 * a server with small per-client limits: what is refused is refused with its code (HTTP 429 and
 * Retry-After for rate), what is accepted runs in the worker pool while /health keeps
 * answering, and work whose client went away is stopped. Outcomes only, never timings.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import WebSocket from 'ws';
import { bestRoutes } from '../../engine';
import { startServer, type StartedServer } from '../../api/server';
import { clientLimitsFromEnv, DEFAULT_CLIENT_LIMITS, type ClientLimits } from '../../api/limits';
import { computeOptionsFromEnv } from '../../api/compute/pool';
import { ok, Q } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/db';

const FIXTURE_1862 = path.join(__dirname, '..', 'fixtures', '1862', '1862_game_end_stock_market.json');
const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount } }`;

const GAMES_PER_MINUTE = 3;
const LIMITS: ClientLimits = {
  // Generous for requests: the tests below count other limits.
  requests: { perSecond: 1000, burst: 1000 },
  gamesPerMinute: GAMES_PER_MINUTE,
  importsPerMinute: 5,
  // Room for one 1862 export (134 KB), not two.
  importBytesPerMinute: 200 * 1024,
  subscriptionsPerSocket: 10,
  subscriptionsPerClient: 15,
};

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }), ...(signal ? { signal } : {}) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

const codes = (a: Answer): unknown[] => (a.body.errors ?? []).map((e) => e.extensions?.code);

async function until(what: string, check: () => boolean | Promise<boolean>, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/** A graphql-ws connection to `wsUrl`, acknowledged, with every message it receives. */
async function openSocket(wsUrl: string): Promise<{ socket: WebSocket; messages: { id?: string; type: string; payload?: any }[] }> {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
  const messages: { id?: string; type: string; payload?: any }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await until('connection_ack', () => messages.some((m) => m.type === 'connection_ack'));
  return { socket, messages };
}

describe('attacks from anonymous clients (issue 18 items 1-2)', () => {
  let db: TestDatabase;
  let server: StartedServer;
  let health: string;
  let gameId: string;

  const healthOk = async (): Promise<boolean> => {
    const res = await fetch(health);
    return res.status === 200 && ((await res.json()) as { ok?: boolean }).ok === true;
  };

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    server = await startServer({
      port: 0,
      dataSource: db.dataSource,
      rateLimit: false,
      clientLimits: LIMITS,
      compute: { searchThreads: 1, foldThreads: 1, searchJobsPerClient: 2 },
      logError: () => undefined,
    });
    health = server.url.replace(/\/graphql$/, '/health');
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('imports a big export in the worker pool while /health answers, then refuses more bytes than the minute allows', async () => {
    const json = fs.readFileSync(FIXTURE_1862, 'utf8');
    const startedBefore = server.compute.started;
    const importing = post(server.url, IMPORT, { json });
    // /health is answered while the import's replay is still running in a worker.
    await until('the import reached the pool', () => server.compute.pending > 0);
    expect(await healthOk()).toBe(true);
    expect(server.compute.pending).toBeGreaterThan(0);

    // A second copy sent meanwhile is over the minute's bytes: refused at once.
    const again = await post(server.url, IMPORT, { json });
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(codes(again)).toEqual(['RATE_LIMITED']);
    expect(again.body.errors![0]!.message).toMatch(/MB of exports per minute/);

    const imported = await importing;
    expect(imported.body.errors).toBeUndefined();
    expect(server.compute.started).toBeGreaterThan(startedBefore);
    gameId = imported.body.data!.importGame.gameId as string;
  });

  it('refuses 39 aliased ten-second route searches before any of them runs', async () => {
    const started = server.compute.started;
    const query = `{ ${Array.from({ length: 39 }, (_, i) => `r${i}: bestRoutes(gameId: "${gameId}", corporation: "ESR", timeBudgetMs: 10000) { revenue }`).join(' ')} }`;
    const a = await post(server.url, query);
    expect(a.status).toBe(400);
    expect(a.body.data ?? null).toBeNull();
    expect(a.body.errors!.map((e) => e.message).join('\n')).toMatch(/estimated cost is 390\d+; at most 20000/);
    expect(a.body.errors!.map((e) => e.message).join('\n')).toMatch(/Aliases limit of 30 exceeded, found 39/);
    expect(server.compute.started).toBe(started);
    expect(await healthOk()).toBe(true);
  });

  it('runs admitted route searches off the event loop, refuses a third from the same address with 429, and stops both when their client hangs up', async () => {
    const search = `query($id: ID!) { bestRoutes(gameId: $id, corporation: "ESR", timeBudgetMs: 10000) { revenue proven } }`;
    const hangUp = new AbortController();
    const cancelledBefore = server.compute.cancelled;
    const running = [post(server.url, search, { id: gameId }, hangUp.signal), post(server.url, search, { id: gameId }, hangUp.signal)].map((p) =>
      p.catch((err: unknown) => err),
    );
    await until('both searches are with the pool', () => server.compute.pending >= 2);

    const third = await post(server.url, search, { id: gameId });
    expect(third.status).toBe(429);
    expect(third.retryAfter).toBe('1');
    expect(codes(third)).toEqual(['RATE_LIMITED']);

    // The event loop is free while both searches are still in the pool.
    for (let i = 0; i < 5; i++) expect(await healthOk()).toBe(true);
    expect(server.compute.pending).toBeGreaterThanOrEqual(2);

    hangUp.abort();
    await Promise.all(running);
    await until('the pool stopped both searches', () => server.compute.cancelled >= cancelledBefore + 2 && server.compute.pending === 0);
    expect(server.compute.cancelled - cancelledBefore).toBe(2);

    // The pool goes on working after its workers were stopped.
    expect(await healthOk()).toBe(true);
    const after = await post(server.url, `query($id: ID!) { bestRoutes(gameId: $id, corporation: "N&S", timeBudgetMs: 5000) { revenue proven } }`, { id: gameId });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data!.bestRoutes.proven).toBe(true);
  });

  it('answers a route search from the pool exactly as the engine does in process', async () => {
    const { replayed } = await server.service.replayStored(gameId);
    const { title } = await server.service.load(gameId);
    const q = `query($id: ID!) { bestRoutes(gameId: $id, corporation: "N&S", timeBudgetMs: 10000) { revenue proven routes { train revenue path } } }`;
    const { bestRoutes: pooled } = await ok(server.url, q, { id: gameId });
    // In process after the request: the search holds this process's event loop (the server's too) for seconds,
    // long enough for the server to drop an idle keep-alive connection the request would otherwise reuse.
    // N&S: a position the optimiser proves (I&B's m/n trains exhaust its step budget since the paid stops are picked per run).
    const inline = bestRoutes(title, replayed, 'N&S', { shouldStop: () => false });
    expect(inline.proven).toBe(true);
    expect(pooled.proven).toBe(true);
    expect(pooled.revenue).toBe(inline.revenue);
    expect(pooled.routes).toEqual(inline.routes.map((r) => ({ train: r.train, revenue: r.revenue, path: r.path })));
  });

  it('refuses 1,000 aliased createGame in one request and creates nothing; then limits games per minute per address', async () => {
    const count = async () => Number((await db.dataSource.query('SELECT count(*)::int AS n FROM game'))[0].n);
    const before = await count();
    const mutation = (n: number) => `mutation { ${Array.from({ length: n }, (_, i) => `g${i}: createGame(input: { title: "demo", players: ["A", "B"] }) { gameId }`).join(' ')} }`;
    // A thousand is past the token cap already; six are past the mutation cap.
    const a = await post(server.url, mutation(1000));
    expect(a.status).toBe(400);
    expect(codes(a)).toEqual(['GRAPHQL_PARSE_FAILED']);
    const six = await post(server.url, mutation(6));
    expect(six.status).toBe(400);
    expect(six.body.errors!.map((e) => e.message).join('\n')).toMatch(/asks for 6 fields; at most 5 are allowed in one request/);
    expect(await count()).toBe(before);

    const one = () => post(server.url, Q.createGame, { input: { title: 'demo', players: ['A', 'B'] } });
    for (let i = 0; i < GAMES_PER_MINUTE; i++) expect((await one()).body.errors).toBeUndefined();
    const over = await one();
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(codes(over)).toEqual(['RATE_LIMITED']);
    expect(await count()).toBe(before + GAMES_PER_MINUTE);
  });

  it('refuses 300,000 __typename aliases before parsing them, and a smaller flood at the token cap', async () => {
    const flood = `{ ${Array.from({ length: 300_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const a = await post(server.url, flood);
    expect(a.status).toBe(400);
    expect(codes(a)).toEqual(['BAD_REQUEST']);
    expect(a.body.errors![0]!.message).toMatch(/longer than 100000 characters/);

    const tokens = `{ ${'a:__typename '.repeat(5_000)}}`;
    expect(tokens.length).toBeLessThan(100_000);
    const b = await post(server.url, tokens);
    expect(b.status).toBe(400);
    expect(codes(b)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(b.body.errors![0]!.message).toMatch(/more tha[nt] 10000 tokens/);
    expect(await healthOk()).toBe(true);
  });

  it('stops the work an operation over a WebSocket started when the socket closes, and when the client completes the operation', async () => {
    const wsUrl = server.url.replace(/^http/, 'ws');
    const search = `query($id: ID!) { bestRoutes(gameId: $id, corporation: "ESR", timeBudgetMs: 10000) { revenue proven } }`;
    const open = () => openSocket(wsUrl);
    await until('no earlier work left in the pool', () => server.compute.pending === 0);

    // Closing the socket stops the search it started.
    const first = await open();
    const cancelledBefore = server.compute.cancelled;
    first.socket.send(JSON.stringify({ id: 's1', type: 'subscribe', payload: { query: search, variables: { id: gameId } } }));
    await until('the search is with the pool', () => server.compute.pending === 1);
    first.socket.close();
    await until('the pool stopped the search', () => server.compute.cancelled === cancelledBefore + 1 && server.compute.pending === 0);
    // No answer came: the search was stopped, not finished.
    expect(first.messages.filter((m) => m.id === 's1')).toEqual([]);

    // Completing the operation stops it too, and the socket goes on serving.
    const second = await open();
    second.socket.send(JSON.stringify({ id: 's2', type: 'subscribe', payload: { query: search, variables: { id: gameId } } }));
    await until('the second search is with the pool', () => server.compute.pending === 1);
    second.socket.send(JSON.stringify({ id: 's2', type: 'complete' }));
    await until('the pool stopped the second search', () => server.compute.cancelled === cancelledBefore + 2 && server.compute.pending === 0);
    expect(second.socket.readyState).toBe(WebSocket.OPEN);
    expect(await healthOk()).toBe(true);
    second.socket.close();
  });

  it('refuses the subscriptions past the limit on one WebSocket and from one address, each with a typed error', async () => {
    const wsUrl = server.url.replace(/^http/, 'ws');
    const open = () => openSocket(wsUrl);
    const subscribeMany = (socket: WebSocket, prefix: string, n: number) => {
      for (let i = 0; i < n; i++) {
        socket.send(JSON.stringify({ id: `${prefix}${i}`, type: 'subscribe', payload: { query: `subscription($id: ID!) { gameEvents(gameId: $id, after: 100000) { index } }`, variables: { id: gameId } } }));
      }
    };
    const refusals = (messages: { type: string; payload?: any }[]) =>
      messages.filter((m) => m.type === 'error' && m.payload?.[0]?.extensions?.code === 'RATE_LIMITED').length;

    const first = await open();
    subscribeMany(first.socket, 'a', 1000);
    await until('990 refusals on the first socket', () => refusals(first.messages) === 990);
    expect(await healthOk()).toBe(true);

    // The address holds 10 already: a second socket gets 5 more, then refusals.
    const second = await open();
    subscribeMany(second.socket, 'b', 20);
    await until('15 refusals on the second socket', () => refusals(second.messages) === 15);
    // The accepted ones are live: none of them got an error.
    expect(second.messages.filter((m) => m.type === 'error' && ['b0', 'b1', 'b2', 'b3', 'b4'].includes((m as { id?: string }).id ?? ''))).toEqual([]);

    // Closing the first socket frees its subscriptions for the address.
    first.socket.close();
    await new Promise((r) => first.socket.once('close', r));
    const third = await open();
    subscribeMany(third.socket, 'c', 5);
    await new Promise((r) => setTimeout(r, 300));
    expect(refusals(third.messages)).toBe(0);
    second.socket.close();
    third.socket.close();
  });
});

describe('limit settings from the environment', () => {
  it('reads the per-client limits, turns them all off, and refuses malformed values at start', () => {
    expect(clientLimitsFromEnv({})).toEqual(DEFAULT_CLIENT_LIMITS);
    const set = clientLimitsFromEnv({ SWITCHYARD_CLIENT_RATE_LIMIT: '5/10', SWITCHYARD_GAMES_PER_MINUTE: '2', SWITCHYARD_IMPORT_MB_PER_MINUTE: '1', SWITCHYARD_SUBSCRIPTIONS_PER_SOCKET: 'off' });
    expect(set).toMatchObject({ requests: { perSecond: 5, burst: 10 }, gamesPerMinute: 2, importBytesPerMinute: 1024 * 1024, subscriptionsPerSocket: false });
    expect(Object.values(clientLimitsFromEnv({ SWITCHYARD_CLIENT_LIMITS: 'off' })).every((v) => v === false)).toBe(true);
    expect(() => clientLimitsFromEnv({ SWITCHYARD_GAMES_PER_MINUTE: 'lots' })).toThrow(/SWITCHYARD_GAMES_PER_MINUTE/);
    expect(() => clientLimitsFromEnv({ SWITCHYARD_CLIENT_RATE_LIMIT: '5' })).toThrow(/SWITCHYARD_CLIENT_RATE_LIMIT/);
    expect(computeOptionsFromEnv({ SWITCHYARD_SEARCH_THREADS: '3' }).searchThreads).toBe(3);
    expect(() => computeOptionsFromEnv({ SWITCHYARD_FOLD_THREADS: '0' })).toThrow(/SWITCHYARD_FOLD_THREADS/);
  });
});
