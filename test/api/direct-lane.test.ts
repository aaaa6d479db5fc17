/**
 * The direct lane (api/direct.ts) answers exactly as express and Apollo do: two servers on
 * one database, one with the lane and one without (directLane: false), get the same requests
 * on games created alike (same title, players and seed), and their answers must be the same
 * byte for byte (status, headers in order and spelling, body), but for the Date header and
 * the ids, tokens and times that differ between the two games. The requests cover what the
 * lane serves (acts, queries, refusals of every kind, CORS, Accept) and what it hands over
 * (bad bodies, batches, variables that do not coerce, parse and validation errors, the
 * address limit), so that a change on either side that makes them part shows here.
 */
import http from 'node:http';
import { NO_CLIENT_LIMITS } from '../../api/limits';
import { startServer, type StartedServer } from '../../api/server';
import { openTestDatabase, type TestDatabase } from './support/db';
import { Q } from './support/client';

interface Answer {
  status: number;
  /** Name and value of every header but Date, in the order sent. */
  headers: [string, string][];
  body: string;
}

/** A request as clients send it: a body of announced length (unless `chunked`). */
function request(port: number, method: string, headers: Record<string, string>, body?: string, path = '/graphql', chunked = false): Promise<Answer> {
  const length = body !== undefined && !chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {};
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...length } }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => {
        const raw = res.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== 'date') pairs.push([raw[i]!, raw[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body: data });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

interface Game {
  gameId: string;
  tokens: string[];
}

/** One side of the comparison: a server and the games created on it, in order. */
interface Side {
  server: StartedServer;
  games: Game[];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('the direct lane answers as express and Apollo do (postgres)', () => {
  let db: TestDatabase;
  let direct: Side;
  let general: Side;
  /** What each side logged as unexpected (a subscription sent over HTTP is one such). */
  const logged = { direct: [] as string[], general: [] as string[] };

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    const options = {
      port: 0,
      dataSource: db.dataSource,
      cors: { origins: ['https://allowed.example'] },
      // A small per-token limit (one test exhausts it) and an address limit the last test reaches.
      rateLimit: { perSecond: 0.001, burst: 12 },
      clientLimits: { ...NO_CLIENT_LIMITS, requests: { perSecond: 0.001, burst: 100 } },
    };
    direct = { server: await startServer({ ...options, directLane: true, logError: (m) => logged.direct.push(m) }), games: [] };
    general = { server: await startServer({ ...options, directLane: false, logError: (m) => logged.general.push(m) }), games: [] };
  });

  afterAll(async () => {
    await direct?.server.stop();
    await general?.server.stop();
    await db?.close();
  });

  /** The game's ids, tokens and times in `text` replaced by placeholders, so that the two sides compare. */
  function normalised(side: Side, text: string): string {
    let out = text;
    side.games.forEach((g, i) => {
      out = out.split(g.gameId).join(`<game ${i}>`);
      g.tokens.forEach((t, s) => (out = out.split(t).join(`<token ${i}.${s}>`)));
    });
    // A limit's wait shrinks while the test runs: only its presence compares.
    return out
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
      .replace(/retry in \d+ ms/g, 'retry in <ms> ms')
      .replace(/"retryAfterMs":\d+/g, '"retryAfterMs":<ms>');
  }

  /**
   * Sends the request `make` builds for each side (from that side's games) to both, and
   * expects the same answer; returns the direct side's answer, normalised.
   */
  async function same(make: (games: Game[]) => { method?: string; headers?: Record<string, string>; body?: string | undefined; path?: string; chunked?: boolean }): Promise<Answer> {
    const answers: Answer[] = [];
    for (const side of [direct, general]) {
      const { method = 'POST', headers = JSON_HEADERS, body, path, chunked } = make(side.games);
      const a = await request(side.server.port, method, headers, body, path, chunked);
      // Retry-After and an ETag (a hash of the body, which is compared itself) follow the wait.
      const answered = a.headers.map(([k, v]): [string, string] => {
        if (k.toLowerCase() === 'retry-after' && /^\d+$/.test(v)) return [k, '<s>'];
        if (k.toLowerCase() === 'etag' && /^W\/"[0-9a-f]+-[\w+/]+"$/.test(v)) return [k, '<etag>'];
        return [k, normalised(side, v)];
      });
      answers.push({ status: a.status, headers: answered, body: normalised(side, a.body) });
    }
    expect(answers[0]).toEqual(answers[1]);
    return answers[0]!;
  }

  const gql = (query: string, variables: (games: Game[]) => Record<string, unknown> = () => ({}), extra: Record<string, unknown> = {}) => (games: Game[]) => ({
    body: JSON.stringify({ query, variables: variables(games), ...extra }),
  });

  async function createGames(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      for (const side of [direct, general]) {
        const a = await request(
          side.server.port,
          'POST',
          JSON_HEADERS,
          JSON.stringify({ query: Q.createGame, variables: { input: { title: '1830', players: ['A', 'B', 'C', 'D'], seed: String(40 + i) } } }),
        );
        const created = (JSON.parse(a.body) as { data: { createGame: { gameId: string; seats: { token: string }[] } } }).data.createGame;
        side.games.push({ gameId: created.gameId, tokens: created.seats.map((s) => s.token) });
      }
    }
  }

  /** The first legal action of `seat` in game `g` (the same on both sides; asked of both, so that both count the request). */
  async function firstLegal(g: number, seat: number): Promise<unknown> {
    const a = await same(gql(Q.legalActions, (games) => ({ gameId: games[g]!.gameId, token: games[g]!.tokens[seat] })));
    return (JSON.parse(a.body) as { data: { legalActions: { action: unknown }[] } }).data.legalActions[0]!.action;
  }

  it('answers acts and their refusals alike', async () => {
    await createGames(3);
    const game = (g: number) => (games: Game[]) => games[g]!;
    // Who acts first, and one of their legal actions.
    const state = await same(gql(Q.game, (games) => ({ id: game(0)(games).gameId })));
    const active = (JSON.parse(state.body) as { data: { game: { activeSeats: number[] } } }).data.game.activeSeats[0]!;
    const idle = (active + 1) % 4;
    const action = await firstLegal(0, active);
    const act = (seat: number, a: unknown, expectedIndex: unknown) => gql(Q.act, (games) => ({ gameId: game(0)(games).gameId, token: game(0)(games).tokens[seat], action: a, expectedIndex }));

    expect((await same(act(active, action, 5))).body).toMatch(/STALE_INDEX/);
    expect((await same(act(idle, action, 0))).body).toMatch(/NOT_YOUR_TURN/);
    expect((await same(act(active, { type: 'no_such_action' }, 0))).body).toMatch(/INVALID_INPUT/);
    expect((await same(gql(Q.act, (games) => ({ gameId: games[0]!.gameId, token: 'not-a-token', action, expectedIndex: 0 })))).body).toMatch(/FORBIDDEN/);
    expect((await same(gql(Q.act, () => ({ gameId: '00000000-0000-0000-0000-000000000000', token: 'x', action, expectedIndex: 0 })))).body).toMatch(/NOT_FOUND/);
    const accepted = await same(act(active, action, 0));
    expect(accepted.status).toBe(200);
    // The comparison means something only if the lane served the requests it should.
    expect(direct.server.directlyServed()).toBeGreaterThan(9);
    expect(general.server.directlyServed()).toBe(0);
    expect(accepted.body).toMatch(/"act":\{"index":0/);
    expect((await same(act(active, action, 0))).body).toMatch(/STALE_INDEX/);
    await same(gql(Q.events, (games) => ({ id: game(0)(games).gameId })));
    await same(gql(Q.legalActions, (games) => ({ gameId: game(0)(games).gameId, token: game(0)(games).tokens[active] })));
  }, 180_000);

  it('answers request errors alike, whichever side serves them', async () => {
    const id = (games: Game[]) => ({ id: games[1]!.gameId });
    // Variables that do not coerce, or are missing: 400 before anything runs.
    expect((await same(gql(Q.act, (games) => ({ gameId: games[1]!.gameId, token: 'x', action: {}, expectedIndex: 'one' })))).status).toBe(400);
    expect((await same(gql(Q.game, () => ({})))).status).toBe(400);
    expect((await same(gql('{ titles { id '))).body).toMatch(/GRAPHQL_PARSE_FAILED/);
    expect((await same(gql('{ titles { nope } }'))).body).toMatch(/GRAPHQL_VALIDATION_FAILED/);
    // Two operations: one named, or none (which Apollo refuses).
    const two = 'query A { titles { id } } query B($id: ID!) { game(id: $id) { id status } }';
    await same(gql(two, id, { operationName: 'B' }));
    await same(gql(two, id));
    await same(gql(two, id, { operationName: 'C' }));
    await same(gql(Q.game, id, { operationName: null }));
    await same(gql(Q.game, id, { extensions: {} }));
    await same(gql(Q.game, id, { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }));
    await same(gql('subscription($gameId: ID!) { gameEvents(gameId: $gameId) { index } }', (games) => ({ gameId: games[1]!.gameId })));
    expect(logged.direct).toEqual(logged.general);
    await same(() => ({ body: '' }));
    await same(() => ({ body: '{' }));
    await same(() => ({ body: 'null' }));
    await same(() => ({ body: '[]' }));
    await same((games) => ({ body: JSON.stringify([{ query: Q.game, variables: { id: games[1]!.gameId } }]) }));
    await same(() => ({ body: JSON.stringify({ query: '' }) }));
    await same(() => ({ body: JSON.stringify({ query: 42 }) }));
    await same(() => ({ body: JSON.stringify({ query: '{ titles { id } }', variables: 'x' }) }));
    await same(() => ({ body: JSON.stringify({ query: '{ titles { id } }', variables: [1] }) }));
    await same(() => ({ body: JSON.stringify({ query: '{ titles { id } }', operationName: 7 }) }));
    // Variables nested deeper than the limit (request-body.ts).
    const deep = Array.from({ length: 70 }).reduce<unknown>((inner) => [inner], 1);
    await same(() => ({ body: JSON.stringify({ query: '{ titles { id } }', variables: { deep } }) }));
  });

  it('answers alike whatever the headers (content type, Accept, Origin, method)', async () => {
    const body = (games: Game[]) => JSON.stringify({ query: Q.game, variables: { id: games[2]!.gameId } });
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'APPLICATION/JSON' },
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain', 'apollo-require-preflight': 'true' },
      { 'content-type': 'application/json', accept: '*/*' },
      { 'content-type': 'application/json', accept: 'application/json' },
      { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
      { 'content-type': 'application/json', accept: 'text/html' },
      { 'content-type': 'application/json', origin: 'https://allowed.example' },
      { 'content-type': 'application/json', origin: 'https://other.example' },
      { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      { 'content-type': 'application/json', authorization: 'Bearer nothing' },
    ]) {
      await same((games) => ({ headers, body: body(games) }));
    }
    await same((games) => ({ method: 'GET', headers: {}, path: `/graphql?query=${encodeURIComponent(Q.game)}&variables=${encodeURIComponent(JSON.stringify({ id: games[2]!.gameId }))}` }));
    await same((games) => ({ method: 'PUT', body: body(games) }));
    await same((games) => ({ body: body(games), chunked: true }));
    await same((games) => ({ body: body(games), path: '/graphql?x=1' }));
  });

  it('answers the per-token and the per-address limits alike', async () => {
    // The per-token limit: the same seat's acts (cheap ones: well formed, refused for their index) until it refuses.
    const state = await same(gql(Q.game, (games) => ({ id: games[2]!.gameId })));
    const active = (JSON.parse(state.body) as { data: { game: { activeSeats: number[] } } }).data.game.activeSeats[0]!;
    const action = await firstLegal(2, active);
    let answer: Answer | null = null;
    for (let i = 0; i < 20 && answer?.status !== 429; i++) {
      answer = await same(gql(Q.act, (games) => ({ gameId: games[2]!.gameId, token: games[2]!.tokens[active], action, expectedIndex: 99 })));
    }
    expect(answer?.status).toBe(429);
    // The per-address limit: any request, until the address is refused.
    answer = null;
    for (let i = 0; i < 150 && answer?.status !== 429; i++) answer = await same(gql('{ titles { id } }'));
    expect(answer?.status).toBe(429);
  }, 180_000);
});
