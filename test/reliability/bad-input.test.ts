/**
 * Bad input, property style: a seeded generator mutates valid requests (GraphQL variables,
 * actions, tokens, ids, query text, HTTP bodies, subscriptions, 18xx.games exports) and sends
 * them to a real server (the production wiring, api/server.ts, on PostgreSQL). Whatever the
 * request, the answer is a typed error (extensions.code one of the documented codes), never
 * INTERNAL_SERVER_ERROR, never HTTP 500, never an unexpected error in the server log; and
 * the game under attack is unchanged: same stored log, same state.
 *
 * Reproduce or widen a run: RELIABILITY_SEED=<n> RELIABILITY_CASES=<n> RELIABILITY_IMPORT_CASES=<n>
 * (defaults 1, 500 and 25).
 * A failure lists the case numbers, what was sent and what came back.
 */
import 'reflect-metadata';
import * as fs from 'node:fs';
import { getIntrospectionQuery } from 'graphql';
import type { Client } from 'graphql-ws';
import { startServer, type StartedServer } from '../../api/server';
import { sharedPath } from '../../tools/paths';
import { botRandom, firstDifference } from '../../tools/fuzz';
import { ok, Q, wsClient } from '../api/support/client';
import { openTestDatabase, type TestDatabase } from '../api/support/db';
import { fullStateQuery, plannedGame, type PlannedAction } from './support/games';

const SEED = Number(process.env.RELIABILITY_SEED ?? 1);
const CASES = Number(process.env.RELIABILITY_CASES ?? 500);
const IMPORT_CASES = Number(process.env.RELIABILITY_IMPORT_CASES ?? 25);

/** Every code a client may see for a bad request: docs/api.md's table, plus Apollo's own request-level codes. */
const KNOWN_CODES = new Set([
  'INVALID_INPUT',
  'IMPORT_DIVERGED',
  'UNKNOWN_ENTITY',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'STALE_INDEX',
  'GAME_OVER',
  'NOT_FOUND',
  'FORBIDDEN',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'GAME_NOT_STARTED',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'NOT_SUPPORTED',
  'RATE_LIMITED',
  // Apollo Server's, for requests it cannot resolve to one operation or a persisted query.
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const ACT = `mutation($gameId: ID!, $token: String!, $action: JSON, $choiceId: String, $expectedIndex: Int) {
  act(gameId: $gameId, token: $token, action: $action, choiceId: $choiceId, expectedIndex: $expectedIndex) { index actionCount log finished } }`;
const PREVIEW = `query($gameId: ID!, $token: String!, $action: JSON!) { preview(gameId: $gameId, token: $token, action: $action) { log finished bankBefore bankAfter } }`;
const UNDO = `mutation($gameId: ID!, $token: String!, $expectedIndex: Int) { undo(gameId: $gameId, token: $token, expectedIndex: $expectedIndex) { index undone } }`;
const JOIN = `mutation($gameId: ID!, $name: String!, $seat: Int) { joinGame(gameId: $gameId, name: $name, seat: $seat) { gameId seat token } }`;
const EVENTS = `query($id: ID!, $after: Int, $limit: Int) { game(id: $id) { events(after: $after, limit: $limit) { index } } }`;
const EXPORT = `query($id: ID!) { exportGame(gameId: $id) }`;
const ROUTES = `query($gameId: ID!, $corporation: String!, $t: Int) { bestRoutes(gameId: $gameId, corporation: $corporation, timeBudgetMs: $t) { revenue proven } }`;
const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount finished } }`;

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/** Values of every JSON kind that are wrong almost anywhere. */
function junk(rand: Rand): unknown {
  return pick(rand, [
    null,
    -1,
    -1000,
    0.5,
    1e15,
    2 ** 31,
    -(2 ** 53),
    '',
    ' ',
    'x'.repeat(1 + Math.floor(rand() * 20_000)),
    '\u0000\ud800',
    "'; DROP TABLE game; --",
    '$where',
    [],
    [null],
    {},
    { $gt: '' },
    true,
    false,
    JSON.parse('{"__proto__": {"polluted": true}}'),
  ]);
}

/** A value that fails JSON.stringify's default recursion? No: built as text, parsed here (deep but valid JSON). */
function deepJson(depth: number, open: string, close: string, inner = '1'): unknown {
  return JSON.parse(open.repeat(depth) + inner + close.repeat(depth));
}

/**
 * An action that cannot be legal: one or more changes, each of which alone makes it so
 * (a wrong type or entity, a field missing, of the wrong type or out of any range, an
 * unknown field, or no action object at all).
 */
function breakAction(action: Record<string, unknown>, rand: Rand, activeSeat: number, seats: number): { value: unknown; how: string } {
  const a: Record<string, unknown> = structuredClone(action);
  const fields = Object.keys(a).filter((k) => !['type', 'entity', 'entityType'].includes(k));
  const changes = 1 + Math.floor(rand() * 2);
  const how: string[] = [];
  for (let c = 0; c < changes; c++) {
    const kind = Math.floor(rand() * 9);
    if (kind === 0) {
      a.type = pick(rand, ['teleport', '', 'PASS', 7, null, ['pass'], { type: 'pass' }, 'undo', 'end_game', 'destination_connection']);
      how.push(`type=${JSON.stringify(a.type)}`);
      // end_game and destination_connection are accepted only in imported games; undo only through the undo mutation.
    } else if (kind === 1) {
      if (a.entityType === 'player') a.entity = pick(rand, [(activeSeat + 1) % seats, seats, 99, -1, 1.5, 'P1', null]);
      else a.entity = pick(rand, ['ZZZ', '', 5, null, ['NR']]);
      how.push(`entity=${JSON.stringify(a.entity)}`);
    } else if (kind === 2) {
      a.entityType = pick(rand, ['bank', '', 'Player', 3, null, a.entityType === 'player' ? 'corporation' : 'player']);
      how.push(`entityType=${JSON.stringify(a.entityType)}`);
    } else if (kind === 3 && fields.length > 0) {
      const f = pick(rand, fields);
      delete a[f];
      how.push(`-${f}`);
    } else if (kind === 4 && fields.length > 0) {
      const f = pick(rand, fields);
      const v = a[f];
      a[f] = typeof v === 'number' ? pick(rand, [String(v), [v], { v }, true]) : typeof v === 'string' ? pick(rand, [7, [v], { v }, false]) : pick(rand, ['x', 7, true]);
      how.push(`${f} wrong type`);
    } else if (kind === 5 && fields.length > 0) {
      const f = pick(rand, fields);
      const v = a[f];
      a[f] = typeof v === 'number' ? pick(rand, [-1, -1000, 0.5, 1e15, 2 ** 31, 1e308]) : typeof v === 'string' ? pick(rand, [`no-such-${f}`, '', 'x'.repeat(10_000), '\u0000']) : [['no-such-hex']];
      how.push(`${f}=${JSON.stringify(a[f]).slice(0, 40)}`);
    } else if (kind === 6) {
      const key = pick(rand, ['extra', 'seat', 'index', 'expectedIndex', '__proto__x', 'constructor', 'routes']);
      a[key] = junk(rand);
      how.push(`+${key}`);
    } else if (kind === 7) {
      return { value: pick(rand, [null, 42, 'pass', [], [a], true, deepJson(2000, '[', ']'), deepJson(2000, '{"a":', '}'), { type: 'pass' }]), how: 'not an action' };
    } else {
      a.type = pick(rand, ['bid', 'par', 'buy_shares', 'sell_shares', 'lay_tile', 'place_token', 'run_routes', 'buy_train', 'dividend']);
      for (const f of fields) delete a[f];
      a[pick(rand, ['company', 'corporation', 'hex', 'train'])] = `no-such-${Math.floor(rand() * 1000)}`;
      how.push(`type ${String(a.type)} with unknown fields`);
    }
  }
  // Two changes may cancel out (a field set to another value, then back): change again.
  if (JSON.stringify(a) === JSON.stringify(action)) {
    const again = breakAction(action, rand, activeSeat, seats);
    return { value: again.value, how: `${how.join(', ')}, then ${again.how}` };
  }
  return { value: a, how: how.join(', ') };
}

/** Turns a valid query text into one that is not (cut before its end, or a character replaced). */
function breakQueryText(query: string, rand: Rand): string {
  const last = query.lastIndexOf('}');
  if (rand() < 0.5) return query.slice(0, Math.floor(rand() * last));
  const at = Math.floor(rand() * last);
  return query.slice(0, at) + pick(rand, ['{', '}', '(', ')', '$', '!', '"', '@', ':', '#', '\u0000', '...']) + query.slice(at + 1);
}

interface Sent {
  what: string;
  /** The request may legitimately succeed (it cannot change the game under attack). */
  mayPass: boolean;
  body: string;
  headers?: Record<string, string>;
  method?: string;
}

describe('bad input never reaches a 500, an untyped error or the game', () => {
  let db: TestDatabase;
  let server: StartedServer;
  let url: string;
  const unexpectedLogs: string[] = [];
  let victim: { id: string; tokens: string[]; actionCount: number; activeSeat: number; lastSeat: number; legal: Record<string, unknown>[]; plan: PlannedAction[] };
  let other: { id: string; tokens: string[] };
  let snapshot: { exported: unknown; state: unknown };

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    server = await startServer({
      port: 0,
      dataSource: db.dataSource,
      rateLimit: false,
      logError: (message, error) => unexpectedLogs.push(`${message} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    });
    url = server.url;
    // The game under attack: a 3-player demo game some way into its first operating round.
    const players = ['Ann', 'Ben', 'Cy'];
    const seed = 21;
    const { actions } = plannedGame('demo', seed, players);
    const created = await ok(url, Q.createGame, { input: { title: 'demo', players, seed: String(seed) } });
    const id = created.createGame.gameId as string;
    const tokens = created.createGame.seats.map((s: { token: string }) => s.token) as string[];
    const upTo = 40;
    for (let i = 0; i < upTo; i++) await ok(url, Q.act, { gameId: id, token: tokens[actions[i]!.seat], action: actions[i]!.action, expectedIndex: i });
    const { game } = await ok(url, Q.game, { id });
    const activeSeat = game.activeSeats[0] as number;
    const legal = (await ok(url, Q.legalActions, { gameId: id, token: tokens[activeSeat] })).legalActions.map((c: { action: Record<string, unknown> }) => c.action);
    victim = { id, tokens, actionCount: upTo, activeSeat, lastSeat: actions[upTo - 1]!.seat, legal, plan: actions };
    const o = await ok(url, Q.createGame, { input: { title: 'demo', players: ['Dee', 'Eve'], seed: '5' } });
    other = { id: o.createGame.gameId, tokens: o.createGame.seats.map((s: { token: string }) => s.token) };
    snapshot = await takeSnapshot();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  async function takeSnapshot(): Promise<{ exported: unknown; state: unknown }> {
    const exported = (await ok(url, EXPORT, { id: victim.id })).exportGame;
    const state = (await ok(url, fullStateQuery(), { id: victim.id })).game;
    return { exported, state };
  }

  /**
   * The end of every test: the game under attack is unchanged (checked first: it matters most),
   * every case answered as it should, and nothing unexpected in the server log since `logsFrom`.
   */
  async function expectNoHarm(failures: string[], logsFrom: number): Promise<void> {
    const changed = firstDifference(snapshot, await takeSnapshot());
    expect({
      gameChanged: changed || null,
      failures,
      serverLog: unexpectedLogs.slice(logsFrom).map((l) => l.split('\n').slice(0, 3).join('\n')),
    }).toEqual({ gameChanged: null, failures: [], serverLog: [] });
  }

  /** Sends one request; returns what is wrong with the answer, or null. */
  async function send(s: Sent): Promise<string | null> {
    let status: number;
    let text: string;
    try {
      const res = await fetch(url, { method: s.method ?? 'POST', headers: s.headers ?? { 'content-type': 'application/json' }, ...(s.method === 'GET' ? {} : { body: s.body }) });
      status = res.status;
      text = await res.text();
    } catch (err) {
      return `no answer: ${String((err as Error).cause ?? err)}`;
    }
    if (status >= 500) return `HTTP ${status}: ${text.slice(0, 300)}`;
    let body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return `HTTP ${status}, not JSON: ${text.slice(0, 200)}`;
    }
    if (body.errors?.length) {
      for (const e of body.errors) {
        const code = e.extensions?.code;
        if (!code || !KNOWN_CODES.has(code)) return `HTTP ${status}, error with code ${String(code)}: ${e.message.slice(0, 200)}`;
      }
      return null;
    }
    if (!s.mayPass) return `accepted (HTTP ${status}): ${text.slice(0, 300)}`;
    if (status >= 400) return `HTTP ${status} without errors: ${text.slice(0, 200)}`;
    return null;
  }

  const gql = (what: string, query: string, variables: unknown, mayPass = false): Sent => ({ what, mayPass, body: JSON.stringify({ query, variables }) });

  /** Case `i`: one mutated request, chosen and built from the seeded generator. */
  function makeCase(rand: Rand): Sent {
    const v = victim;
    const n = v.actionCount;
    const token = v.tokens[v.activeSeat]!;
    const wrongTokens = [
      '',
      'x',
      // Another seat's token with its last character changed (never to itself).
      v.tokens[(v.activeSeat + 1) % 3]!.slice(0, 42) + (v.tokens[(v.activeSeat + 1) % 3]!.endsWith('A') ? 'B' : 'A'),
      other.tokens[0]!,
      'x'.repeat(300),
      token.toUpperCase() === token ? 'y' : token.toUpperCase(),
    ];
    const wrongIds = ['', 'nope', '00000000-0000-4000-8000-000000000000', other.id.toUpperCase() === other.id ? 'x' : 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "' OR '1'='1", v.id + ' ', `${v.id}\u0000`];
    const action = pick(rand, v.legal);
    const r = rand();
    if (r < 0.4) {
      // act: the legal action, broken in one or more ways (any one of which is enough).
      const vars: Record<string, unknown> = { gameId: v.id, token, action, expectedIndex: n };
      const parts: string[] = [];
      const breaks = 1 + Math.floor(rand() * 3);
      for (let b = 0; b < breaks; b++) {
        const k = Math.floor(rand() * 6);
        if (k === 0) {
          vars.token = pick(rand, [...wrongTokens, v.tokens[(v.activeSeat + 1) % 3]!]);
          parts.push('token');
        } else if (k === 1) {
          vars.gameId = pick(rand, wrongIds);
          parts.push('gameId');
        } else if (k === 2) {
          vars.expectedIndex = pick(rand, [n - 1, n + 1, -1, 2 ** 31, 1.5, String(n), 0]);
          parts.push(`expectedIndex=${JSON.stringify(vars.expectedIndex)}`);
        } else if (k === 3) {
          vars.choiceId = pick(rand, ['no-such-choice', '', 'pass:x', 'x'.repeat(5000)]);
          if (rand() < 0.5) delete vars.action;
          parts.push('choiceId');
        } else {
          const broken = breakAction(action, rand, v.activeSeat, 3);
          vars.action = broken.value;
          parts.push(`action(${broken.how})`);
        }
      }
      return gql(`act: ${parts.join(' + ')}`, ACT, vars);
    }
    if (r < 0.5) {
      const broken = breakAction(action, rand, v.activeSeat, 3);
      return gql(`preview: ${broken.how}`, PREVIEW, { gameId: rand() < 0.2 ? pick(rand, wrongIds) : v.id, token: rand() < 0.2 ? pick(rand, wrongTokens) : token, action: broken.value });
    }
    if (r < 0.55) {
      return gql('legalActions: wrong token or id', Q.legalActions, { gameId: rand() < 0.5 ? pick(rand, wrongIds) : v.id, token: pick(rand, [...wrongTokens, junk(rand)]) });
    }
    if (r < 0.62) {
      // undo: never both the last actor's token and the right index.
      const notLast = [0, 1, 2].filter((s) => s !== v.lastSeat);
      const k = Math.floor(rand() * 3);
      const vars =
        k === 0
          ? { gameId: v.id, token: v.tokens[pick(rand, notLast)], expectedIndex: rand() < 0.5 ? n : null }
          : k === 1
            ? { gameId: v.id, token: v.tokens[v.lastSeat], expectedIndex: pick(rand, [n - 1, n + 1, -1, 0, 2 ** 31, 'x']) }
            : { gameId: pick(rand, wrongIds), token: pick(rand, [...wrongTokens, v.tokens[v.lastSeat]]), expectedIndex: n };
      return gql(`undo: variant ${k}`, UNDO, vars);
    }
    if (r < 0.66) {
      return gql('joinGame on a full game', JOIN, { gameId: rand() < 0.7 ? v.id : pick(rand, wrongIds), name: pick(rand, ['Zed', '', 'Ann', 'x'.repeat(100), junk(rand)]), seat: pick(rand, [null, 0, 1, 3, -1, 99, 2 ** 31, 'x']) });
    }
    if (r < 0.74) {
      const input: Record<string, unknown> = { title: 'demo', players: ['A', 'B'], seed: '9' };
      const k = Math.floor(rand() * 7);
      if (k === 0) input.title = pick(rand, ['', 'nope', '1830', 'DEMO', junk(rand)]);
      else if (k === 1) input.players = pick(rand, [[], ['A'], ['A', 'A'], ['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['', 'B'], ['x'.repeat(65), 'B'], [' A', 'a'], junk(rand), Array.from({ length: 10_000 }, (_, i) => `p${i}`)]);
      else if (k === 2) input.seed = pick(rand, ['', 'x'.repeat(129), 5, junk(rand)]);
      else if (k === 3) input.variant = pick(rand, ['nope', 'diesels', 5, junk(rand)]);
      else if (k === 4) input.openSeats = pick(rand, [-1, 17, 1000, 1.5, 'x', 2 ** 31]);
      else if (k === 5) input.extra = junk(rand);
      else return gql('createGame: input not an object', Q.createGame, { input: junk(rand) }, true);
      return gql(`createGame: ${Object.keys(input).join(',')}`, Q.createGame, { input }, true);
    }
    if (r < 0.82) {
      const k = Math.floor(rand() * 5);
      if (k === 0) return gql('game: bad id', Q.game, { id: pick(rand, [...wrongIds, junk(rand)]) });
      if (k === 1) return gql('events: bad range', EVENTS, { id: v.id, after: pick(rand, [-2, -1000, 2 ** 31, 1.5, 'x', null, n + 5]), limit: pick(rand, [-1, 0, 2 ** 31, 1e9, 1.5, 'x', null]) }, true);
      if (k === 2) return gql('exportGame: bad id', EXPORT, { id: pick(rand, [...wrongIds, junk(rand)]) });
      if (k === 3) return gql('bestRoutes: bad arguments', ROUTES, { gameId: rand() < 0.5 ? v.id : pick(rand, wrongIds), corporation: pick(rand, ['ZZZ', '', 'NR', junk(rand)]), t: pick(rand, [-5, 0, 1, 2, 'x', 2 ** 31, 1.5, null]) }, true);
      return gql('titleStats: bad arguments', `query($t: String!, $p: Int) { titleStats(title: $t, players: $p) { __typename } }`, { t: pick(rand, ['nope', '', 'demo', junk(rand)]), p: pick(rand, [-1, 0, 99, 2 ** 31, 'x', null]) }, true);
    }
    if (r < 0.9) {
      // The query text itself broken (an act meant for a stale index, in case a break leaves it valid).
      const k = Math.floor(rand() * 6);
      if (k === 0) return gql('act: broken query text', breakQueryText(ACT, rand), { gameId: v.id, token, action, expectedIndex: n + 1 });
      if (k === 1) {
        const depth = 13 + Math.floor(rand() * 3000);
        const inner = 'ofType { '.repeat(depth) + 'name' + ' }'.repeat(depth);
        return gql(`introspection ${depth} deep`, `{ __schema { types { fields { type { ${inner} } } } } }`, {}, false);
      }
      if (k === 2) {
        const copies = 50 + Math.floor(rand() * 2000);
        return gql(`${copies} aliased bestRoutes`, `{ ${Array.from({ length: copies }, (_, i) => `r${i}: bestRoutes(gameId: "${v.id}", corporation: "NR") { revenue }`).join(' ')} }`, {});
      }
      if (k === 3) return gql('fragment cycle', `query { ...A } fragment A on Query { titles { id } ...B } fragment B on Query { ...A }`, {});
      if (k === 4) {
        const copies = 200 + Math.floor(rand() * 2000);
        // Under the cost limit up to about 900 copies: answered (read-only), or refused above.
        return gql(`${copies} aliased game states`, `query($id: ID!) { ${Array.from({ length: copies }, (_, i) => `g${i}: game(id: $id) { state { actionCount } }`).join(' ')} }`, { id: v.id }, true);
      }
      return gql('unknown field and argument', `{ titles(first: 5) { id secret } }`, {});
    }
    // HTTP level.
    const k = Math.floor(rand() * 9);
    const valid = JSON.stringify({ query: ACT, variables: { gameId: v.id, token, action, expectedIndex: n + 1 } });
    if (k === 0) return { what: 'body cut short', mayPass: false, body: valid.slice(0, Math.floor(rand() * (valid.length - 1))) };
    if (k === 1) return { what: 'batched operations', mayPass: false, body: `[${valid},${valid}]` };
    if (k === 2) return { what: 'text/plain (CSRF)', mayPass: false, body: valid, headers: { 'content-type': 'text/plain' } };
    if (k === 3) return { what: 'variables as a string', mayPass: false, body: JSON.stringify({ query: ACT, variables: JSON.stringify({ gameId: v.id }) }) };
    if (k === 4) return { what: 'no query', mayPass: false, body: JSON.stringify({ variables: {} }) };
    if (k === 5) return { what: 'query not a string', mayPass: false, body: JSON.stringify({ query: pick(rand, [5, null, [], {}]) }) };
    if (k === 6) return { what: 'unknown persisted query', mayPass: false, body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } }) };
    if (k === 7) return { what: 'mutation over GET', mayPass: false, method: 'GET', headers: { 'apollo-require-preflight': '1' }, body: '' };
    return { what: 'two operations, no name', mayPass: false, body: JSON.stringify({ query: `query A { titles { id } } query B { titles { id } }` }) };
  }

  test(`${CASES} mutated requests over HTTP (seed ${SEED})`, async () => {
    const logsFrom = unexpectedLogs.length;
    const rand = botRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const c = makeCase(rand);
      if (c.method === 'GET') {
        const res = await fetch(`${url}?query=${encodeURIComponent(`mutation { act(gameId: "${victim.id}", token: "x", action: {}) { index } }`)}`, { headers: c.headers ?? {} });
        const text = await res.text();
        if (res.status >= 500 || !/"code":"BAD_REQUEST"/.test(text)) failures.push(`case ${i} (${c.what}): HTTP ${res.status} ${text.slice(0, 200)}`);
        continue;
      }
      const problem = await send(c);
      if (problem) failures.push(`case ${i} (${c.what}): ${problem}\n    sent: ${c.body.slice(0, 400)}`);
    }
    await expectNoHarm(failures, logsFrom);
  }, 120_000);

  test('request bodies over the limit and deeply nested JSON variables', async () => {
    const logsFrom = unexpectedLogs.length;
    const failures: string[] = [];
    const cases: Sent[] = [
      { what: '17 MB body', mayPass: false, body: JSON.stringify({ query: '{ titles { id } }', variables: { pad: 'x'.repeat(17 * 1024 * 1024) } }) },
      { what: 'importGame over 5 MB', mayPass: false, body: JSON.stringify({ query: IMPORT, variables: { json: JSON.stringify({ pad: 'x'.repeat(5 * 1024 * 1024 + 10) }) } }) },
      { what: 'action nested 50,000 deep', mayPass: false, body: `{"query":${JSON.stringify(ACT)},"variables":{"gameId":"${victim.id}","token":"${victim.tokens[victim.activeSeat]}","expectedIndex":${victim.actionCount},"action":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}}` },
      { what: 'array variable nested 100,000 deep', mayPass: false, body: `{"query":${JSON.stringify(PREVIEW)},"variables":{"gameId":"${victim.id}","token":"x","action":${'['.repeat(100_000)}${']'.repeat(100_000)}}}` },
      { what: 'query nested 100,000 deep', mayPass: false, body: JSON.stringify({ query: `{ ${'titles { '.repeat(100_000)}id${' }'.repeat(100_000)} }` }) },
      { what: '__proto__ in variables', mayPass: false, body: `{"query":${JSON.stringify(ACT)},"variables":{"__proto__":{"gameId":"${victim.id}"},"gameId":"${victim.id}","token":"x","action":{"__proto__":{"type":"pass"}}}}` },
    ];
    for (const c of cases) {
      const problem = await send(c);
      if (problem) failures.push(`${c.what}: ${problem}`);
    }
    await expectNoHarm(failures, logsFrom);
  }, 60_000);

  test('text with the character U+0000 (which PostgreSQL cannot store): INVALID_INPUT', async () => {
    const logsFrom = unexpectedLogs.length;
    const open = await ok(url, Q.createGame, { input: { title: 'demo', players: ['Ann'], openSeats: 1, seed: '3' } });
    const own = (patch: Record<string, unknown>): string =>
      JSON.stringify({ format: 'switchyard-game', formatVersion: 1, title: 'demo', titleVersion: 'x', variant: null, seed: '1', players: ['A', 'B'], setup: null, actions: [], ...patch });
    const cases: [string, string, Record<string, unknown>][] = [
      ['createGame seed', Q.createGame, { input: { title: 'demo', players: ['A', 'B'], seed: 'a\u0000b' } }],
      ['createGame player name', Q.createGame, { input: { title: 'demo', players: ['A\u0000', 'B'], seed: '1' } }],
      ['joinGame name', JOIN, { gameId: open.createGame.gameId, name: 'Bo\u0000b' }],
      ['importGame (own format) seed', IMPORT, { json: own({ seed: '\u0000' }) }],
      ['importGame (own format) player name', IMPORT, { json: own({ players: ['A', '\u0000B'] }) }],
    ];
    const failures: string[] = [];
    for (const [what, query, variables] of cases) {
      const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
      const code = body.errors?.[0]?.extensions?.code;
      if (code !== 'INVALID_INPUT') failures.push(`${what}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    await expectNoHarm(failures, logsFrom);
  });

  test('subscriptions with bad arguments over WebSocket get typed errors, and the connection survives them', async () => {
    const logsFrom = unexpectedLogs.length;
    const client: Client = wsClient(url);
    let closed: unknown = null;
    // The client closes an idle socket itself (graphql-ws lazy mode: 1000 Normal Closure); any other
    // close means the server dropped the connection.
    client.on('closed', (e) => {
      const code = (e as { code?: number }).code;
      if (code !== 1000) closed = { code, reason: (e as { reason?: string }).reason };
    });
    const run = (query: string, variables: Record<string, unknown>): Promise<unknown[]> =>
      new Promise((resolve) => {
        const got: unknown[] = [];
        const timer = setTimeout(() => {
          dispose();
          resolve([...got, 'no answer in 5 s']);
        }, 5000);
        const dispose = client.subscribe(
          { query, variables },
          {
            next: (r) => {
              if (r.errors) {
                got.push(...r.errors);
                clearTimeout(timer);
                dispose();
                resolve(got);
              }
            },
            error: (e) => {
              got.push(...(Array.isArray(e) ? e : [e instanceof Error ? { message: e.message } : { closed: (e as { code?: number }).code, reason: (e as { reason?: string }).reason }]));
              clearTimeout(timer);
              resolve(got);
            },
            complete: () => {
              clearTimeout(timer);
              resolve(got);
            },
          },
        );
      });
    // A live subscription on the same connection, which no bad request may end.
    const live: { errors: unknown[]; completed: boolean } = { errors: [], completed: false };
    client.subscribe({ query: Q.gameEvents, variables: { gameId: victim.id, after: victim.actionCount - 1 } }, { next: () => undefined, error: (e) => live.errors.push(e), complete: () => (live.completed = true) });
    const yourTurn = `subscription($gameId: ID!, $token: String!) { yourTurn(gameId: $gameId, token: $token) { seat } }`;
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['unknown game', Q.gameEvents, { gameId: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND'],
      ['id not a uuid', Q.gameEvents, { gameId: 'nope' }, 'NOT_FOUND'],
      ['after -2', Q.gameEvents, { gameId: victim.id, after: -2 }, 'INVALID_INPUT'],
      ['wrong token', yourTurn, { gameId: victim.id, token: 'wrong' }, 'FORBIDDEN'],
      ["another game's token", yourTurn, { gameId: victim.id, token: other.tokens[0] }, 'FORBIDDEN'],
      // docs/api.md: GraphQL's own request errors carry their codes "over HTTP and WebSocket alike".
      ['after of the wrong type (variable coercion)', Q.gameEvents, { gameId: victim.id, after: 'x' }, 'BAD_USER_INPUT'],
      ['unknown field (validation)', `subscription { gameEvents(gameId: "x") { index nope } }`, {}, 'GRAPHQL_VALIDATION_FAILED'],
      ['nested deeper than 12 (validation)', `query { __schema { types { fields { type { ${'ofType { '.repeat(12)}name${' }'.repeat(12)} } } } } }`, {}, 'GRAPHQL_VALIDATION_FAILED'],
      ['syntax error (parse)', `subscription { gameEvents(gameId: "x") { index `, {}, 'GRAPHQL_PARSE_FAILED'],
    ];
    const failures: string[] = [];
    try {
      for (const [what, query, variables, expected] of cases) {
        const errors = await run(query, variables);
        const codes = errors.map((e) => (e as { extensions?: { code?: string } }).extensions?.code);
        if (errors.length === 0 || codes.some((c) => c !== expected)) failures.push(`${what}: expected ${expected}, got ${JSON.stringify(errors).slice(0, 300)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
      if (closed) failures.push(`the connection was closed: ${JSON.stringify(closed)}`);
      if (live.errors.length || live.completed) failures.push(`the live subscription ended: ${JSON.stringify(live)}`);
    } finally {
      await client.dispose();
    }
    await expectNoHarm(failures, logsFrom);
  }, 60_000);

  test('the standard introspection query (as GraphiQL, Apollo Sandbox and codegen send it) is answered', async () => {
    // app.ts keeps introspection on "for client tooling"; graphql-js' getIntrospectionQuery() is 15 levels deep.
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
    const body = (await res.json()) as { data?: { __schema?: unknown }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema).toBeDefined();
  });

  test('exports with actions of the wrong shape (found by the generator below, RELIABILITY_SEED=7): typed errors', async () => {
    const logsFrom = unexpectedLogs.length;
    const full = JSON.parse(fs.readFileSync(sharedPath('fixtures', '1870', '34110-manual-end.json'), 'utf8')) as Record<string, any>;
    const actions = (full.actions as Record<string, unknown>[]).slice(0, 120);
    const at = actions.findIndex((a) => a.type === 'run_routes');
    expect(at).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const [what, change] of [
      ['run_routes with routes "x"', (a: Record<string, unknown>) => (a.routes = 'x')],
      ['run_routes with routes [null]', (a: Record<string, unknown>) => (a.routes = [null])],
      ['run_routes with routes {}', (a: Record<string, unknown>) => (a.routes = {})],
    ] as const) {
      const broken = structuredClone(actions);
      change(broken[at]!);
      const json = JSON.stringify({ ...full, actions: broken, status: 'active', result: {}, game_end_reason: null });
      const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: IMPORT, variables: { json } }) });
      const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
      const code = body.errors?.[0]?.extensions?.code;
      if (code !== 'INVALID_INPUT' && code !== 'IMPORT_DIVERGED') failures.push(`${what}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    await expectNoHarm(failures, logsFrom);
  });

  test(`${IMPORT_CASES} truncated and garbled 18xx.games exports: typed errors, and what imports is a playable game`, async () => {
    const logsFrom = unexpectedLogs.length;
    // The base: the first 120 actions of a recorded 1870 game (an unfinished game imports too).
    const full = JSON.parse(fs.readFileSync(sharedPath('fixtures', '1870', '34110-manual-end.json'), 'utf8')) as Record<string, any>;
    const base: Record<string, any> = { ...full, actions: (full.actions as unknown[]).slice(0, 120), status: 'active', result: {}, game_end_reason: null };
    const baseText = JSON.stringify(base);
    const sanity = await ok(url, IMPORT, { json: baseText });
    expect(sanity.importGame.actionCount).toBeGreaterThan(50);

    const rand = botRandom(SEED + 7);
    const failures: string[] = [];
    const imported: string[] = [];
    for (let i = 0; i < IMPORT_CASES; i++) {
      const e = structuredClone(base);
      let what: string;
      let text: string | null = null;
      const k = Math.floor(rand() * 10);
      if (k === 0) {
        const at = Math.floor(rand() * baseText.length);
        text = baseText.slice(0, at);
        what = `cut at ${at}`;
      } else if (k === 1) {
        const chars = baseText.split('');
        for (let j = 0; j < 1 + Math.floor(rand() * 5); j++) chars[Math.floor(rand() * chars.length)] = pick(rand, ['"', '{', ']', ',', '9', 'x', '\\', ' ']);
        text = chars.join('');
        what = 'bytes garbled';
      } else if (k === 2) {
        const a = pick(rand, e.actions as Record<string, unknown>[]);
        const key = pick(rand, Object.keys(a));
        delete a[key];
        what = `action ${String(a.id)} without ${key}`;
      } else if (k === 3) {
        const a = pick(rand, e.actions as Record<string, unknown>[]);
        const key = pick(rand, Object.keys(a));
        a[key] = junk(rand);
        what = `action ${String(a.id)}.${key} = junk`;
      } else if (k === 4) {
        const a = pick(rand, e.actions as Record<string, unknown>[]);
        a.type = pick(rand, ['teleport', 'bid', 'lay_tile', 'run_routes', 'buy_train', 'par', 'undo', 'redo', 'end_game', 'message']);
        what = `action ${String(a.id)} type ${String(a.type)}`;
      } else if (k === 5) {
        const acts = e.actions as unknown[];
        const at = Math.floor(rand() * acts.length);
        if (rand() < 0.5) acts.splice(at, 1);
        else acts.splice(at, 0, structuredClone(acts[Math.floor(rand() * acts.length)]));
        what = `action ${at} dropped or duplicated`;
      } else if (k === 6) {
        const key = pick(rand, ['title', 'players', 'settings', 'actions', 'id', 'result']);
        e[key] = rand() < 0.5 ? junk(rand) : undefined;
        what = `${key} = junk`;
      } else if (k === 7) {
        e.players = pick(rand, [[], [{ id: 1 }], [{ name: 'A' }, { name: 'A' }], Array.from({ length: 9 }, (_, j) => ({ id: j, name: `P${j}` })), [{ id: 1, name: ' A' }, { id: 2, name: 'B' }]]);
        what = 'players broken';
      } else if (k === 8) {
        e.settings = pick(rand, [{ seed: { x: 1 } }, { optional_rules: ['nope'] }, { optional_rules: 'diesels' }, { seed: 'x'.repeat(200) }, null, []]);
        what = `settings ${JSON.stringify(e.settings)}`;
      } else {
        e.title = pick(rand, ['1860', '1862', 'demo', '', 'nope']);
        what = `title ${String(e.title)}`;
      }
      text ??= JSON.stringify(e);
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: IMPORT, variables: { json: text } }) });
      const body = (await res.json().catch(() => null)) as { data?: { importGame?: { gameId: string; actionCount: number } }; errors?: { message: string; extensions?: { code?: string } }[] } | null;
      if (res.status >= 500 || !body) {
        failures.push(`import case ${i} (${what}): HTTP ${res.status}`);
        continue;
      }
      const codes = (body.errors ?? []).map((x) => x.extensions?.code);
      if (codes.some((c) => !c || !KNOWN_CODES.has(c))) failures.push(`import case ${i} (${what}): ${JSON.stringify(body.errors).slice(0, 300)}`);
      if (body.data?.importGame) {
        // Accepted (the change did not matter, or made another valid game): it must be a real, playable game.
        const g = body.data.importGame;
        imported.push(what);
        const { game } = await ok(url, Q.game, { id: g.gameId });
        if (game.actionCount !== g.actionCount) failures.push(`import case ${i} (${what}): imported ${g.actionCount} actions, the game has ${game.actionCount}`);
        const exported = (await ok(url, EXPORT, { id: g.gameId })).exportGame as { actions: unknown[] };
        if (exported.actions.length !== g.actionCount) failures.push(`import case ${i} (${what}): the export has ${exported.actions.length} actions`);
      }
    }
    await expectNoHarm(failures, logsFrom);
  }, 120_000);
});
