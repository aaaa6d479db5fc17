/**
 * Crash: a real API process (api/main.ts on PostgreSQL) serves several games under load and
 * is killed with SIGKILL in the middle of it; another process is started on the same database.
 * Every action the server acknowledged (act returned a result to the client) is in the stored
 * log, exactly as sent; nothing is half-written (action_count equals the rows, indices are
 * gap-free); the stored log is a prefix of what the clients sent and replays with the engine
 * to the state the new process serves; and the games go on. Done twice in a row.
 * Needs DATABASE_URL; fails (does not skip) without it.
 */
import { gql, ok, Q } from '../api/support/client';
import { brokenLogs, databaseUrl, dropTestSchema, migrateSchema, newSchemaName, startApiProcess, type ApiProcess } from './support/processes';
import { exportGame, localSummary, plannedGame, replayExported, sleep, SUMMARY_QUERY, type PlannedAction } from './support/games';
import type { Title } from '../../engine';

const GAMES = 6;
const CYCLES = 2;
/** The kill comes once this many more actions are acknowledged in a cycle (all games together)... */
const KILL_AFTER_ACKS = 100;
/** ...while no game's client sends more than this many per cycle (so every game still has requests in flight, and its plan is never used up). */
const PER_CYCLE = 60;

const schema = newSchemaName('crash');
let current: ApiProcess | null = null;

interface LoadGame {
  id: string;
  tokens: string[];
  title: Title;
  plan: PlannedAction[];
  /** Indices whose act returned a result. */
  acked: Set<number>;
  /** The next index this client will send. */
  next: number;
  /** Its request for `next` was in flight when the server died. */
  inFlight: boolean;
}

beforeAll(() => {
  databaseUrl();
});

afterAll(async () => {
  await current?.stop();
  await dropTestSchema(schema);
});

/**
 * One client per game, each sending its game's planned actions in order with expectedIndex,
 * until the game's plan is done or the server stops answering. Returns unexpected errors.
 */
async function load(url: string, games: LoadGame[], stop: { now: boolean }): Promise<string[]> {
  const unexpected: string[] = [];
  await Promise.all(
    games.map(async (g) => {
      const until = Math.min(g.plan.length - 1, g.next + PER_CYCLE);
      while (!stop.now && g.next < until) {
        const { seat, action } = g.plan[g.next]!;
        let res;
        try {
          res = await gql<{ act: { index: number } }>(url, Q.act, { gameId: g.id, token: g.tokens[seat], action, expectedIndex: g.next });
        } catch {
          g.inFlight = true;
          return; // the server is gone: this request may or may not have been stored
        }
        if (res.data?.act) {
          if (res.data.act.index !== g.next) unexpected.push(`game ${g.id}: act for index ${g.next} returned index ${res.data.act.index}`);
          g.acked.add(g.next);
          g.next++;
          continue;
        }
        const err = res.errors?.[0];
        if (err?.extensions?.code === 'RATE_LIMITED') {
          const wait = Number(/retry in (\d+) ms/.exec(err.message)?.[1] ?? 50);
          await sleep(wait);
          continue; // refused, not stored: send it again
        }
        unexpected.push(`game ${g.id} index ${g.next}: ${JSON.stringify(res)}`);
        return;
      }
    }),
  );
  return unexpected;
}

/** After a restart: everything acknowledged is stored, nothing else but a prefix of the plan, and it replays. */
async function verify(url: string, games: LoadGame[]): Promise<void> {
  expect(await brokenLogs(schema)).toEqual([]);
  for (const g of games) {
    const exported = await exportGame(url, g.id);
    const stored = exported.actions.length;
    const acked = [...g.acked];
    const lastAcked = acked.length ? Math.max(...acked) : -1;
    // Acknowledged: stored. At most the one request in flight at the kill is stored unacknowledged.
    expect(stored).toBeGreaterThanOrEqual(lastAcked + 1);
    expect(stored).toBeLessThanOrEqual(g.next + 1);
    for (let i = 0; i < stored; i++) expect(exported.actions[i]).toEqual({ seat: g.plan[i]!.seat, action: g.plan[i]!.action });
    const replayed = replayExported(g.title, exported);
    const served = await ok<{ game: unknown }>(url, SUMMARY_QUERY, { id: g.id });
    expect(served.game).toEqual(localSummary(g.title, replayed));
    // The client resumes from what is stored (an unacknowledged stored action counts as done).
    for (let i = 0; i < stored; i++) g.acked.add(i);
    g.next = stored;
  }
}

test('kill -9 under load, restart: every acknowledged action is stored, none half-written, the games continue', async () => {
  await migrateSchema(schema);
  current = await startApiProcess(schema);
  const games: LoadGame[] = [];
  for (let k = 0; k < GAMES; k++) {
    const seed = 500 + k;
    const players = k % 2 === 0 ? ['Ann', 'Ben', 'Cy'] : ['Ann', 'Ben'];
    const { title, actions } = plannedGame('demo', seed, players);
    if (actions.length <= CYCLES * PER_CYCLE + 1) throw new Error(`demo seed ${seed} is too short for this test: ${actions.length} actions`);
    const created = await ok<{ createGame: { gameId: string; seats: { token: string }[] } }>(current.url, Q.createGame, {
      input: { title: 'demo', players, seed: String(seed) },
    });
    games.push({ id: created.createGame.gameId, tokens: created.createGame.seats.map((s) => s.token), title, plan: actions, acked: new Set(), next: 0, inFlight: false });
  }

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const proc = current;
    const ackedBefore = games.reduce((n, g) => n + g.acked.size, 0);
    const stop = { now: false };
    const running = load(proc.url, games, stop);
    const started = Date.now();
    while (games.reduce((n, g) => n + g.acked.size, 0) - ackedBefore < KILL_AFTER_ACKS) {
      if (Date.now() - started > 60_000) throw new Error(`only ${games.reduce((n, g) => n + g.acked.size, 0) - ackedBefore} actions acknowledged in 60 s`);
      await sleep(5);
    }
    // Requests are in flight: kill the process without warning.
    for (const g of games) g.inFlight = false;
    await proc.kill9();
    const unexpected = await running;
    expect(unexpected).toEqual([]);
    expect(proc.child.signalCode).toBe('SIGKILL');
    // The kill did cut requests short (stored or not, unacknowledged).
    expect(games.filter((g) => g.inFlight).length).toBeGreaterThan(0);

    current = await startApiProcess(schema);
    await verify(current.url, games);
  }

  // The games go on: each accepts its next action on the new process.
  for (const g of games) {
    const { seat, action } = g.plan[g.next]!;
    const r = await ok<{ act: { index: number } }>(current.url, Q.act, { gameId: g.id, token: g.tokens[seat], action, expectedIndex: g.next });
    expect(r.act.index).toBe(g.next);
  }
}, 150_000);
