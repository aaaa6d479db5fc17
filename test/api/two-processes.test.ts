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
import { EventCollector, ok, Q, wsClient } from './support/client';

const url = process.env.DATABASE_URL;
const schema = `switchyard_test_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];

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
  // One at a time: the first creates the schema (migrations) for both.
  const a = await startProcess();
  const b = await startProcess();
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
