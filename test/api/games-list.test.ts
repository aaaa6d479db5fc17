/**
 * `games`: the public list of games for a lobby, newest first, in keyset pages, with a
 * status filter, seats (filled or open) and the end of finished games; typed errors for
 * bad page sizes and cursors. On PostgreSQL, in a schema of its own (empty at start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gql, ok, Q } from './support/client';
import { serverForSuite } from './support/server';

const GAMES = `query($status: GameListStatus, $first: Int, $after: String) {
  games(status: $status, first: $first, after: $after) {
    nodes { id title titleName variant status actionCount createdAt updatedAt seats { seat name filled } result { reason scores winners } }
    pageInfo { endCursor hasNextPage } } }`;
const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId finished } }`;
const RESULT = `query($id: ID!) { game(id: $id) { finished result players { seat name } } }`;
const FIXTURE = path.resolve(__dirname, '../fixtures/1860/1860_game_end_stock_market.json');

interface Node {
  id: string;
  title: string;
  titleName: string;
  variant: string | null;
  status: string;
  actionCount: number;
  createdAt: string;
  seats: { seat: number; name: string; filled: boolean }[];
  result: { reason: string | null; scores: (number | null)[]; winners: number[] } | null;
}
interface Page {
  nodes: Node[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

describe('games list (postgres)', () => {
  const suite = serverForSuite('postgres');
  /** Ids in creation order. */
  const created: string[] = [];
  let finishedId: string;
  let openId: string;

  const page = async (variables: Record<string, unknown>): Promise<Page> => (await ok(suite.url, GAMES, variables)).games as Page;

  /** Every game by following the cursors, `first` at a time. */
  async function all(first: number, status?: string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const p: Page = await page({ first, after, ...(status ? { status } : {}) });
      pages++;
      expect(p.nodes.length).toBeLessThanOrEqual(first);
      ids.push(...p.nodes.map((n) => n.id));
      if (!p.pageInfo.hasNextPage) break;
      expect(p.pageInfo.endCursor).toEqual(expect.any(String));
      after = p.pageInfo.endCursor;
      if (pages > 100) throw new Error('the pages do not end');
    }
    return { ids, pages };
  }

  async function demo(players: string[], openSeats = 0): Promise<string> {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players, openSeats, seed: 'list' } });
    created.push(createGame.gameId);
    return createGame.gameId as string;
  }

  it('is empty on an empty database', async () => {
    expect(await page({})).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });

  it('lists games newest first, page by page, each once', async () => {
    const { importGame } = await ok(suite.url, IMPORT, { json: fs.readFileSync(FIXTURE, 'utf8') });
    expect(importGame.finished).toBe(true);
    finishedId = importGame.gameId;
    created.push(finishedId);
    await demo(['Ann', 'Bob']);
    openId = await demo(['Cy'], 1);
    for (let i = 0; i < 4; i++) await demo(['Dee', 'Eve']);

    const newestFirst = [...created].reverse();
    const first = await page({ first: 3 });
    expect(first.nodes.map((n) => n.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    for (let i = 1; i < first.nodes.length; i++) {
      expect(Date.parse(first.nodes[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.nodes[i]!.createdAt));
    }

    for (const size of [1, 2, 3, 7, 100]) {
      const { ids, pages } = await all(size);
      expect(ids).toEqual(newestFirst);
      expect(pages).toBe(Math.max(1, Math.ceil(created.length / size)));
    }
    // Without `first`: a page of 20 holds them all.
    expect((await page({})).nodes).toHaveLength(created.length);
  });

  it('filters by status and shows seats, open seats and the end of a finished game', async () => {
    const open = await page({ status: 'OPEN' });
    expect(open.nodes.map((n) => n.id)).toEqual([openId]);
    expect(open.nodes[0]).toMatchObject({
      title: 'demo',
      titleName: 'Switchyard Demo: Two Valleys',
      variant: null,
      status: 'open',
      actionCount: 0,
      result: null,
      seats: [
        { seat: 0, name: 'Cy', filled: true },
        { seat: 1, name: 'Open seat 2', filled: false },
      ],
    });

    const finished = await page({ status: 'FINISHED' });
    expect(finished.nodes.map((n) => n.id)).toEqual([finishedId]);
    const f = finished.nodes[0]!;
    expect(f.title).toBe('1860');
    expect(f.status).toBe('finished');
    expect(f.actionCount).toBeGreaterThan(600);
    expect(f.seats.every((s) => s.filled)).toBe(true);
    // The same end as the game itself reports.
    const { game } = await ok(suite.url, RESULT, { id: finishedId });
    expect(game.finished).toBe(true);
    expect(f.seats.map((s) => s.name)).toEqual(game.players.map((p: { name: string }) => p.name));
    expect(f.result!.reason).toBe(game.result.reason);
    expect(f.result!.scores).toEqual(f.seats.map((s) => game.result.scores[String(s.seat)]));
    expect(f.result!.winners).toEqual([game.result.ranking[0]]);

    const active = await all(2, 'ACTIVE');
    expect(active.ids).toEqual([...created].reverse().filter((id) => id !== finishedId && id !== openId));
    const activeNodes = (await page({ status: 'ACTIVE', first: 100 })).nodes;
    expect(activeNodes.every((n) => n.status === 'active' && n.result === null && n.seats.every((s) => s.filled))).toBe(true);
  });

  it('counts actions and keeps its place when games are created between pages', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann', 'Bob'], seed: 'list-act' } });
    created.push(createGame.gameId);
    const id: string = createGame.gameId;
    const { game } = await ok(suite.url, `query($id: ID!) { game(id: $id) { activeSeats } }`, { id });
    const seat: number = game.activeSeats[0];
    const token = createGame.seats[seat].token as string;
    const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token })).legalActions as { id: string; action: unknown }[];
    await ok(suite.url, Q.act, { gameId: id, token, action: (legal.find((l) => l.id !== 'pass') ?? legal[0]!).action });
    expect((await page({ first: 1 })).nodes[0]).toMatchObject({ id, actionCount: 1 });

    const before = [...created].reverse();
    const p1 = await page({ first: 2 });
    // A newer game appears at the top, not in the pages that follow.
    const newer = await demo(['Fay', 'Gil']);
    const rest = await all(100);
    expect(rest.ids[0]).toBe(newer);
    const p2 = await page({ first: 100, after: p1.pageInfo.endCursor });
    expect([...p1.nodes.map((n) => n.id), ...p2.nodes.map((n) => n.id)]).toEqual(before);
  });

  it('orders games created within one millisecond, or at the same instant, without loss', async () => {
    // Creation times PostgreSQL keeps to the microsecond: the same millisecond, and twice the same instant.
    const ids = [await demo(['Gus', 'Ed']), await demo(['Hal', 'Ed']), await demo(['Ivy', 'Ed']), await demo(['Jo', 'Ed'])];
    const times = ['2030-01-01 00:00:00.000100+00', '2030-01-01 00:00:00.000200+00', '2030-01-01 00:00:00.000300+00', '2030-01-01 00:00:00.000300+00'];
    for (let i = 0; i < ids.length; i++) {
      await suite.db.dataSource.query(`UPDATE game SET created_at = $1 WHERE id = $2`, [times[i], ids[i]]);
    }
    const sameInstant = [ids[2]!, ids[3]!].sort().reverse();
    const expectedTop = [...sameInstant, ids[1]!, ids[0]!];
    const { ids: listed } = await all(1);
    expect(listed.slice(0, 4)).toEqual(expectedTop);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(created.length);
  });

  it('refuses page sizes out of range and cursors it did not give, with INVALID_INPUT', async () => {
    for (const first of [0, -1, 101, 100000]) {
      const r = await gql(suite.url, GAMES, { first });
      expect(r.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
      expect(r.errors?.[0]?.message).toMatch(/first must be between 1 and 100/);
    }
    const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = [
      '',
      'not a cursor!',
      'x'.repeat(100_000),
      b64({ a: 1 }),
      b64(['1', 'not-a-uuid']),
      b64([1, '00000000-0000-0000-0000-000000000000']),
      b64(['12e5', '00000000-0000-0000-0000-000000000000']),
      Buffer.from('["1",').toString('base64url'),
    ];
    for (const after of bad) {
      const r = await gql(suite.url, GAMES, { after });
      expect(r.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
      // The message does not echo the cursor.
      expect(r.errors?.[0]?.message.length).toBeLessThan(200);
    }
    // A well-formed cursor past the oldest game is an empty last page.
    const r = await page({ after: b64(['0', '00000000-0000-0000-0000-000000000000']) });
    expect(r).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });
});
