/**
 * Several API processes behind one PostgreSQL: two real server processes (api/main.ts, as
 * `npm start` runs it) share a database schema; an action taken through one reaches a
 * subscriber of the other, through PostgreSQL LISTEN/NOTIFY (api/pubsub-postgres.ts).
 * Needs DATABASE_URL; fails (does not skip) without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { dropSchema } from '../../api/db/datasource';
import { repoPath } from '../../tools/paths';
import { MISSING_DATABASE_URL } from './support/db';
import { EventCollector, fails, ok, Q, wsClient } from './support/client';

const url = process.env.DATABASE_URL;
const schema = `switchyard_test_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
let both: Promise<[string, string]> | null = null;

/** The two processes, started once for the file (one at a time: the first creates the schema, migrations, for both). */
function servers(): Promise<[string, string]> {
  both ??= (async () => {
    const a = await startProcess();
    return [a, await startProcess()] as [string, string];
  })();
  return both;
}

/** Starts api/main.ts on an ephemeral port; resolves with its GraphQL URL. */
function startProcess(): Promise<string> {
  const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support', 'swc-register.js'), repoPath('api', 'main.ts')], {
    cwd: repoPath(),
    env: { ...process.env, PORT: '0', DATABASE_URL: url, DATABASE_SCHEMA: schema, NODE_OPTIONS: '', SWITCHYARD_CLIENT_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /ready at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

beforeAll(() => {
  if (!url) throw new Error(MISSING_DATABASE_URL);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
  if (url) await dropSchema(url, schema);
});

test('an action taken on one API process reaches a subscriber on another', async () => {
  const [a, b] = await servers();
  expect(a).not.toBe(b);
  const created = await ok<{ createGame: { gameId: string; seats: { token: string }[] } }>(a, Q.createGame, {
    input: { title: 'demo', players: ['Ann', 'Ben'], seed: '1' },
  });
  const gameId = created.createGame.gameId;
  // Subscribe on B, then act on A (as whichever seat is to move).
  const client = wsClient(b);
  const events = new EventCollector(client, gameId, -1);
  try {
    const seats = created.createGame.seats;
    for (let n = 0; n < 3; n++) {
      const game = await ok<{ game: { activeSeats: number[] } }>(a, `query($id: ID!) { game(id: $id) { activeSeats } }`, { id: gameId });
      const token = seats[game.game.activeSeats[0]!]!.token;
      const legal = await ok<{ legalActions: { action: unknown }[] }>(a, Q.legalActions, { gameId, token });
      await ok(a, Q.act, { gameId, token, action: legal.legalActions[0]!.action });
    }
    await events.waitForCount(3, 20_000);
    expect(events.errors).toEqual([]);
    expect(events.events.map((e) => e.index)).toEqual([0, 1, 2]);
  } finally {
    await client.dispose();
  }
});

test('acts through the two processes in turn: each acts on the row the other moved on since its own last act', async () => {
  // Each process remembers a game's row after its own act (api/games/acting.ts): the other's act
  // makes that row stale, and the next act there must be decided on the stored row, not refused.
  const [a, b] = await servers();
  const undo = `mutation($gameId: ID!, $token: String!, $expectedIndex: Int) { undo(gameId: $gameId, token: $token, expectedIndex: $expectedIndex) { index undone } }`;
  const created = await ok<{ createGame: { gameId: string; seats: { token: string }[] } }>(a, Q.createGame, {
    input: { title: 'demo', players: ['Ann', 'Ben'], seed: '2' },
  });
  const gameId = created.createGame.gameId;
  const seats = created.createGame.seats;
  const next = async (url: string): Promise<{ token: string; action: unknown }> => {
    const game = await ok<{ game: { activeSeats: number[] } }>(url, `query($id: ID!) { game(id: $id) { activeSeats } }`, { id: gameId });
    const token = seats[game.game.activeSeats[0]!]!.token;
    const legal = await ok<{ legalActions: { action: unknown }[] }>(url, Q.legalActions, { gameId, token });
    return { token, action: legal.legalActions[0]!.action };
  };
  for (let n = 0; n < 6; n++) {
    const url = n % 2 === 0 ? a : b;
    const { token, action } = await next(url);
    // Every other act without expectedIndex: the process finds the index itself.
    const r = await ok<{ act: { index: number } }>(url, Q.act, { gameId, token, action, ...(n % 3 === 0 ? { expectedIndex: n } : {}) });
    expect(r.act.index).toBe(n);
  }
  // A moved on from index 4 (its own last act) to 6 through B: an act meant for 5 is stale there.
  const stale = await next(a);
  expect((await fails(a, Q.act, { gameId, token: stale.token, action: stale.action, expectedIndex: 5 })).extensions?.code).toBe('STALE_INDEX');
  // An undo through B, then an act through A: A decides on the row after the undo.
  const last = await ok<{ game: { activeSeats: number[]; events: { seat: number }[] } }>(b, `query($id: ID!) { game(id: $id) { activeSeats events(after: 4) { seat } } }`, { id: gameId });
  const undone = await ok<{ undo: { index: number; undone: number } }>(b, undo, { gameId, token: seats[last.game.events[0]!.seat]!.token, expectedIndex: 6 });
  expect(undone.undo).toEqual({ index: 6, undone: 5 });
  const after = await next(a);
  expect((await ok<{ act: { index: number } }>(a, Q.act, { gameId, token: after.token, action: after.action, expectedIndex: 7 })).act.index).toBe(7);
  const stored = await ok<{ game: { actionCount: number } }>(b, `query($id: ID!) { game(id: $id) { actionCount } }`, { id: gameId });
  expect(stored.game.actionCount).toBe(8);
}, 60_000);
