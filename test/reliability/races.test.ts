/**
 * Races: 50 clients submit actions to the same game at the same moment, through two real
 * API processes sharing one PostgreSQL schema. Every round, exactly one action is stored
 * at the contested index; every other client gets STALE_INDEX (its expectedIndex is gone)
 * or NOT_YOUR_TURN (its seat may not act), nothing else. At the end the stored log is
 * gap-free, replays with the engine, and a third process that rebuilds the game from the
 * log alone serves exactly the state the two racing processes hold in their caches.
 * Needs DATABASE_URL; fails (does not skip) without it.
 */
import { gql, ok, Q } from '../api/support/client';
import { titleOf } from '../helpers/demo';
import { brokenLogs, databaseUrl, dropTestSchema, migrateSchema, newSchemaName, sql, startApiProcess, type ApiProcess } from './support/processes';
import { exportGame, fullStateQuery, localSummary, replayExported, sleep, SUMMARY_QUERY } from './support/games';

const CLIENTS = 50;
const ROUNDS = 12;
/** Each round lasts at least this long: 50 requests over 3 tokens and 2 processes stay under the default rate limit (20/s per token and process). */
const ROUND_MS = 450;

const schema = newSchemaName('race');
const procs: ApiProcess[] = [];

beforeAll(() => {
  databaseUrl();
});

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop()));
  await dropTestSchema(schema);
});

test('50 concurrent clients: one action stored per index, the rest STALE_INDEX or NOT_YOUR_TURN, and the state equals the replay of the log', async () => {
  // Migrated first, so the three processes can start at once. The third serves nothing until
  // the end: its cache never holds the game, so it answers from a replay of the stored log.
  await migrateSchema(schema);
  procs.push(...(await Promise.all([startApiProcess(schema), startApiProcess(schema), startApiProcess(schema)])));
  const [a, b, fresh] = procs as [ApiProcess, ApiProcess, ApiProcess];
  const players = ['Ann', 'Ben', 'Cy'];
  const created = await ok<{ createGame: { gameId: string; seats: { seat: number; token: string }[] } }>(a.url, Q.createGame, {
    input: { title: 'demo', players, seed: '7' },
  });
  const gameId = created.createGame.gameId;
  const tokens = created.createGame.seats.map((s) => s.token);

  const outcomes: Record<string, number> = {};
  const winners: { index: number; seat: number; action: unknown }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = Date.now();
    const url = round % 2 === 0 ? a.url : b.url;
    const { game } = await ok<{ game: { actionCount: number; activeSeats: number[]; finished: boolean } }>(url, Q.game, { id: gameId });
    expect(game.finished).toBe(false);
    const n = game.actionCount;
    const active = game.activeSeats[0]!;
    const legal = await ok<{ legalActions: { id: string; action: Record<string, unknown> }[] }>(url, Q.legalActions, { gameId, token: tokens[active] });
    const choices = legal.legalActions.map((c) => c.action);
    expect(choices.length).toBeGreaterThan(0);

    // Client i: process i % 2, seat i % 3. The active seat's clients each send one of its legal
    // actions; the others send the same actions with their own token (not their turn).
    const requests = Array.from({ length: CLIENTS }, (_, i) => {
      const seat = i % players.length;
      const action = choices[i % choices.length]!;
      return { seat, action, url: i % 2 === 0 ? a.url : b.url };
    });
    const responses = await Promise.all(
      requests.map((r) => gql<{ act: { index: number } }>(r.url, Q.act, { gameId, token: tokens[r.seat], action: r.action, expectedIndex: n })),
    );
    const accepted = responses.flatMap((res, i) => (res.data?.act ? [{ res, req: requests[i]! }] : []));
    for (const res of responses) {
      if (res.data?.act) continue;
      const code = res.errors?.[0]?.extensions?.code ?? `no code: ${JSON.stringify(res)}`;
      outcomes[code] = (outcomes[code] ?? 0) + 1;
      expect(['STALE_INDEX', 'NOT_YOUR_TURN']).toContain(code);
    }
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.res.data!.act.index).toBe(n);
    expect(accepted[0]!.req.seat).toBe(active);
    winners.push({ index: n, seat: active, action: accepted[0]!.req.action });
    const wait = ROUND_MS - (Date.now() - started);
    if (wait > 0) await sleep(wait);
  }
  // Both kinds of loser occur: the race was real.
  expect(outcomes.STALE_INDEX).toBeGreaterThan(0);
  expect(outcomes.NOT_YOUR_TURN).toBeGreaterThan(0);

  // The stored log: gap-free, one row per index, the winners' actions at their indices.
  expect(await brokenLogs(schema)).toEqual([]);
  const rows = await sql<{ index: number; seat: number }>(schema, 'SELECT index, seat FROM game_action WHERE game_id = $1 ORDER BY index', [gameId]);
  expect(rows.map((r) => r.index)).toEqual(Array.from({ length: ROUNDS }, (_, i) => i));
  const exported = await exportGame(a.url, gameId);
  expect(exported.actions).toHaveLength(ROUNDS);
  for (const w of winners) expect(exported.actions[w.index]).toEqual({ seat: w.seat, action: w.action });

  // The final state equals the replay of the stored log: locally with the engine, and
  // served by a fresh process (empty cache, so it replays the log from scratch) exactly as
  // by the two processes that raced (incremental caches).
  const title = titleOf('demo');
  const replayed = replayExported(title, exported);
  const expected = localSummary(title, replayed);
  for (const p of [a, b]) expect((await ok<{ game: unknown }>(p.url, SUMMARY_QUERY, { id: gameId })).game).toEqual(expected);
  const stateQuery = fullStateQuery();
  const fromScratch = await ok<{ game: unknown }>(fresh.url, stateQuery, { id: gameId });
  expect((await ok<{ game: unknown }>(fresh.url, SUMMARY_QUERY, { id: gameId })).game).toEqual(expected);
  expect(await ok<{ game: unknown }>(a.url, stateQuery, { id: gameId })).toEqual(fromScratch);
  expect(await ok<{ game: unknown }>(b.url, stateQuery, { id: gameId })).toEqual(fromScratch);
}, 120_000);
