/**
 * The API layer's own guarantees, with a stand-in engine whose rules never change
 * (support/toy-engine.ts): typed errors, tokens, expectedIndex/STALE_INDEX, the
 * row lock under concurrency, the state cache catching up with another process,
 * log replay = cached state, hidden internal errors, and gap-free event streams
 * over a real WebSocket. Runs on both backends.
 */
import 'reflect-metadata';
import type { Client } from 'graphql-ws';
import { startApiServer, type RunningServer } from '../../api/app';
import { Game } from '../../api/db/entities';
import { GameService } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { TitleRegistry } from '../../api/titles';
import { EventCollector, expectContiguous, fails, ok, Q, wsClient } from './support/client';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';
import { createToyEngine, toyDefinitions, TOY_RULE_REF } from './support/toy-engine';

const engine = createToyEngine();

describe.each(BACKENDS)('API contract with a stand-in engine (%s)', (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  let url: string;
  let ws: Client;
  const loggedErrors: unknown[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startApiServer({
      dataSource: db.dataSource,
      titles: new TitleRegistry(toyDefinitions(), engine),
      engine,
      port: 0,
      logError: (_m, e) => loggedErrors.push(e),
      rateLimit: false,
    });
    url = server.url;
    ws = wsClient(url);
  });

  afterAll(async () => {
    await ws?.dispose();
    await server?.stop();
    await db?.close();
  });

  /** Creates a 2-player toy game; returns its id and tokens by seat, and who starts. */
  async function newGame(variant?: string, seed = 'fixed') {
    const { createGame } = await ok(url, Q.createGame, {
      input: { title: 'toy', players: ['Ann', 'Bob'], seed, ...(variant ? { variant } : {}) },
    });
    const { game } = await ok(url, Q.game, { id: createGame.gameId });
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const first: number = game.activeSeats[0];
    return { id: createGame.gameId as string, tokens, first, second: 1 - first };
  }

  const add = (seat: number, amount: number) => ({ type: 'add', entityType: 'player', entity: seat, amount });

  it('refuses queries nested deeper than the limit, over HTTP and WebSocket; introspection of normal depth works', async () => {
    const nest = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${nest(levels - 1)} }`);
    const deep = `{ __schema { types { fields { type { ${nest(12)} } } } } }`;
    const err = await fails(url, deep);
    expect(err.message).toMatch(/levels deep; at most 16/);
    const shallow = await ok(url, `{ __schema { types { fields { type { ${nest(3)} } } } } }`);
    expect(shallow.__schema.types.length).toBeGreaterThan(0);
    // graphql-ws runs queries too: the same rule applies there.
    const wsErrors: unknown[] = [];
    await new Promise<void>((resolve) => {
      ws.subscribe(
        { query: deep },
        {
          next: () => undefined,
          error: (e) => {
            wsErrors.push(e);
            resolve();
          },
          complete: () => resolve(),
        },
      );
    });
    expect(JSON.stringify(wsErrors)).toMatch(/levels deep/);
  });

  it('lists titles', async () => {
    const { titles } = await ok(url, Q.titles);
    expect(titles).toEqual([
      { id: 'toy', name: 'Toy Adder', minPlayers: 2, maxPlayers: 3, variants: [{ id: 'quick', name: 'Quick', description: 'Target 6.' }] },
    ]);
  });

  it('creates a game and returns one token per seat, storing only hashes', async () => {
    const { createGame } = await ok(url, Q.createGame, { input: { title: 'toy', players: ['Ann', 'Bob', 'Cy'] } });
    expect(createGame.seats.map((s: { seat: number; name: string }) => [s.seat, s.name])).toEqual([
      [0, 'Ann'],
      [1, 'Bob'],
      [2, 'Cy'],
    ]);
    for (const s of createGame.seats) expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.dataSource.getRepository(Game).findOneByOrFail({ id: createGame.gameId });
    expect(row.seed).toMatch(/^[0-9a-f]{16}$/); // random when omitted
    expect(row.seatTokenHashes).toHaveLength(3);
    for (const [i, s] of createGame.seats.entries()) {
      expect(row.seatTokenHashes[i]).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(s.token);
    }
  });

  it.each([
    ['an unknown title', { title: 'nope', players: ['A', 'B'] }],
    ['an unknown variant', { title: 'toy', variant: 'nope', players: ['A', 'B'] }],
    ['too few players', { title: 'toy', players: ['A'] }],
    ['too many players', { title: 'toy', players: ['A', 'B', 'C', 'D'] }],
    ['an empty name', { title: 'toy', players: ['A', ' '] }],
    ['a repeated name', { title: 'toy', players: ['A', 'a'] }],
  ])('refuses %s with INVALID_INPUT', async (_what, input) => {
    const err = await fails(url, Q.createGame, { input });
    expect(err.extensions?.code).toBe('INVALID_INPUT');
    expect(err.extensions).not.toHaveProperty('stacktrace');
  });

  it('reads a game, and reports NOT_FOUND for unknown or malformed ids', async () => {
    const g = await newGame('quick');
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game).toMatchObject({
      id: g.id,
      title: 'toy',
      titleName: 'Toy Adder',
      variant: 'quick',
      status: 'active',
      actionCount: 0,
      finished: false,
      result: null,
      round: { kind: 'stock', number: 1, index: null, description: 'Total 0 of 6' },
      players: [
        { seat: 0, name: 'Ann' },
        { seat: 1, name: 'Bob' },
      ],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const err = await fails(url, Q.game, { id });
      expect(err.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('lists legal actions for the seat of a token; FORBIDDEN for any other token', async () => {
    const g = await newGame();
    const { legalActions } = await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[g.first] });
    expect(legalActions.map((a: { id: string }) => a.id)).toEqual(['add:1', 'add:2', 'add:3', 'pass']);
    expect(legalActions[0].action).toEqual(add(g.first, 1));
    const other = await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[g.second] });
    expect(other.legalActions).toEqual([]);
    for (const token of ['wrong', '', g.tokens[g.first]!.slice(1)]) {
      const err = await fails(url, Q.legalActions, { gameId: g.id, token });
      expect(err.extensions?.code).toBe('FORBIDDEN');
    }
    // A token is only good for its own game.
    const h = await newGame();
    expect((await fails(url, Q.legalActions, { gameId: h.id, token: g.tokens[0] })).extensions?.code).toBe('FORBIDDEN');
  });

  it('acts with expectedIndex; refuses stale, out-of-turn, illegal and malformed actions with typed errors', async () => {
    const g = await newGame();
    const { legalActions } = await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[g.first] });
    const r0 = await ok(url, Q.act, { gameId: g.id, token: g.tokens[g.first], action: legalActions[1].action, expectedIndex: 0 });
    expect(r0.act).toEqual({ index: 0, actionCount: 1, log: ['%s adds 2 (total 2)'.replace('%s', g.first === 0 ? 'Ann' : 'Bob')], finished: false });

    // The same index again: somebody (here: we) already used it.
    const stale = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.second], action: add(g.second, 1), expectedIndex: 0 });
    expect(stale.extensions?.code).toBe('STALE_INDEX');

    const outOfTurn = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.first], action: add(g.first, 1), expectedIndex: 1 });
    expect(outOfTurn.extensions?.code).toBe('NOT_YOUR_TURN');
    // Acting in another seat's name with one's own token is also out of turn.
    const impersonate = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.first], action: add(g.second, 1) });
    expect(impersonate.extensions?.code).toBe('NOT_YOUR_TURN');

    const illegal = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.second], action: add(g.second, 5) });
    expect(illegal.extensions).toEqual({ code: 'ILLEGAL_ACTION', ruleRef: TOY_RULE_REF });

    const malformed = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.second], action: 'add 1' });
    expect(malformed.extensions?.code).toBe('INVALID_INPUT');
    const badIndex = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.second], action: add(g.second, 1), expectedIndex: -1 });
    expect(badIndex.extensions?.code).toBe('INVALID_INPUT');
    const forbidden = await fails(url, Q.act, { gameId: g.id, token: 'nope', action: add(g.second, 1) });
    expect(forbidden.extensions?.code).toBe('FORBIDDEN');
    const missing = await fails(url, Q.act, { gameId: '00000000-0000-4000-8000-000000000000', token: 'x', action: {} });
    expect(missing.extensions?.code).toBe('NOT_FOUND');

    // Refusals wrote nothing; without expectedIndex the action goes to the next index.
    const r1 = await ok(url, Q.act, { gameId: g.id, token: g.tokens[g.second], action: add(g.second, 1) });
    expect(r1.act.index).toBe(1);
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game.actionCount).toBe(2);
    // Each stored action bumps the row's version and updated_at.
    const row = await db.dataSource.getRepository(Game).findOneByOrFail({ id: g.id });
    expect(row.version).toBe(3);
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
  });

  it('plays to the end; then GAME_OVER, status finished, result reported', async () => {
    const g = await newGame('quick');
    const seats = [g.first, g.second];
    let last: { finished: boolean } | undefined;
    for (let i = 0; i < 2; i++) {
      const seat = seats[i % 2]!;
      last = (await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: add(seat, 3), expectedIndex: i })).act;
    }
    expect(last?.finished).toBe(true);
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game).toMatchObject({ status: 'finished', finished: true, activeSeats: [] });
    expect(game.result.ranking[0]).toBe(g.second);
    const over = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.first], action: add(g.first, 1) });
    expect(over.extensions?.code).toBe('GAME_OVER');
  });

  it('hides unexpected errors: INTERNAL_SERVER_ERROR, generic message, logged server-side', async () => {
    const g = await newGame();
    loggedErrors.length = 0;
    const err = await fails(url, Q.act, { gameId: g.id, token: g.tokens[g.first], action: { type: 'explode' } });
    expect(err.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(err.message).toBe('Internal server error');
    expect(JSON.stringify(err)).not.toContain('secret detail');
    expect(String(loggedErrors[0])).toContain('secret detail');
    // GraphQL's own request errors still reach the client as they are.
    const bad = await fails(url, '{ game(id: 1) { nosuchfield } }');
    expect(bad.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(bad.extensions).not.toHaveProperty('stacktrace');
  });

  it('serialises concurrent actions on one game: same expectedIndex → exactly one wins', async () => {
    const g = await newGame('', 'race');
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: Q.act, variables: { gameId: g.id, token: g.tokens[g.first], action: add(g.first, 1), expectedIndex: 0 } }),
        }).then((r) => r.json() as Promise<{ data?: unknown; errors?: { extensions: { code: string } }[] }>),
      ),
    );
    const codes = tries.map((t) => (t.errors ? t.errors[0]!.extensions.code : 'OK')).sort();
    expect(codes).toEqual(['OK', 'STALE_INDEX', 'STALE_INDEX', 'STALE_INDEX', 'STALE_INDEX', 'STALE_INDEX']);
    // Without expectedIndex, the losers would have been judged on the new state instead.
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game.actionCount).toBe(1);
  });

  it('keeps the cached state equal to a replay of the stored log, and catches up with another process', async () => {
    const g = await newGame('', 'cache');
    // A second service on the same database stands for another API process: it has
    // its own cache and its own bus.
    const other = new GameService({
      dataSource: db.dataSource,
      titles: new TitleRegistry(toyDefinitions(), engine),
      engine,
      events: new InProcessGameEventBus(),
    });
    let seat = g.first;
    for (let i = 0; i < 6; i++) {
      const via = i % 3 === 2 ? 'other' : 'server';
      if (via === 'other') await other.act(g.id, g.tokens[seat]!, add(seat, 1), i);
      else await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: add(seat, 1), expectedIndex: i });
      seat = 1 - seat;
    }
    // The server's cache was behind after each "other" action and caught up from the log.
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game.actionCount).toBe(6);
    expect(game.round.description).toBe('Total 6 of 12');
    const check = await server.service.replayStored(g.id);
    expect(check.actionCount).toBe(6);
    expect(check.cached).not.toBeNull();
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
    // A cold process (empty cache) replays the whole log to the same state.
    const cold = await other.replayStored(g.id);
    expect(JSON.stringify(cold.replayed)).toBe(JSON.stringify(check.replayed));
  });

  it('serves stored events as a query, paged', async () => {
    const g = await newGame('', 'events');
    let seat = g.first;
    for (let i = 0; i < 4; i++) {
      await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: add(seat, 1), expectedIndex: i });
      seat = 1 - seat;
    }
    const all = (await ok(url, Q.events, { id: g.id })).game.events;
    expectContiguous(all, 0, 4);
    expect(all[0]).toMatchObject({ index: 0, seat: g.first, action: add(g.first, 1), actionCount: 1 });
    expect(all[0].log[0]).toMatch(/adds 1/);
    const page = (await ok(url, Q.events, { id: g.id, after: 1, limit: 1 })).game.events;
    expect(page.map((e: { index: number }) => e.index)).toEqual([2]);
  });

  describe('gameEvents subscription', () => {
    it('rejects an unknown game with NOT_FOUND', async () => {
      const c = new EventCollector(ws, '00000000-0000-4000-8000-000000000000');
      await c.until((x) => x.errors.length > 0 || x.completed, 10_000, 'an error');
      expect(JSON.stringify(c.errors)).toContain('NOT_FOUND');
      c.close();
    });

    it('delivers the backlog after `after`, then live events, in order, without gaps or repeats', async () => {
      const g = await newGame('', 'sub');
      let seat = g.first;
      const act = async (i: number) => {
        await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: add(seat, 1), expectedIndex: i });
        seat = 1 - seat;
      };
      for (let i = 0; i < 3; i++) await act(i);

      const fromStart = new EventCollector(ws, g.id);
      const afterOne = new EventCollector(ws, g.id, 1);
      await fromStart.waitForCount(3);
      await afterOne.waitForCount(1);
      // Live: fire actions while the subscriptions are running.
      for (let i = 3; i < 8; i++) await act(i);
      await fromStart.waitForCount(8);
      await afterOne.waitForCount(6);
      expectContiguous(fromStart.events, 0, 8);
      expectContiguous(afterOne.events, 2, 8);
      expect(fromStart.errors).toEqual([]);
      expect(fromStart.events[5]).toMatchObject({ index: 5, actionCount: 6, action: add(g.first === 0 ? 1 : 0, 1) });
      fromStart.close();
      afterOne.close();
    });

    it('hands over from backlog to live without losing actions committed meanwhile', async () => {
      const g = await newGame('', 'handover');
      let seat = g.first;
      let index = 0;
      const actOnce = async () => {
        await server.service.act(g.id, g.tokens[seat]!, add(seat, 1), index++);
        seat = 1 - seat;
      };
      // Subscribe while actions are being stored: whatever the interleaving of the
      // backlog read and the commits, every index arrives exactly once, in order.
      const writer = (async () => {
        for (let i = 0; i < 10; i++) await actOnce();
      })();
      const collectors = [new EventCollector(ws, g.id), new EventCollector(ws, g.id, 0)];
      await writer;
      await collectors[0]!.waitForCount(10);
      await collectors[1]!.waitForCount(9);
      expectContiguous(collectors[0]!.events, 0, 10);
      expectContiguous(collectors[1]!.events, 1, 10);
      for (const c of collectors) c.close();
    });

    it('fills gaps from the database when live events arrive out of order or are lost', async () => {
      const g = await newGame('', 'gaps');
      const bus = new InProcessGameEventBus();
      const service = new GameService({ dataSource: db.dataSource, titles: new TitleRegistry(toyDefinitions(), engine), engine, events: bus });
      // Another process writes without publishing to our bus ...
      const writer = new GameService({ dataSource: db.dataSource, titles: new TitleRegistry(toyDefinitions(), engine), engine, events: new InProcessGameEventBus() });
      const stream = await service.subscribe(g.id, -1);
      const received: number[] = [];
      const reader = (async () => {
        for await (const e of stream) {
          received.push(e.index);
          if (received.length === 5) break;
        }
      })();
      let seat = g.first;
      const stored = [];
      for (let i = 0; i < 5; i++) {
        stored.push((await writer.act(g.id, g.tokens[seat]!, add(seat, 1), i)).index);
        seat = 1 - seat;
      }
      // ... and only the last event reaches our bus: the stream must read 0..3 from
      // the database rather than jump to 4.
      const rows = await service.eventsAfter(g.id, 3, 10);
      bus.publish(rows[0]!);
      await reader;
      expect(received).toEqual([0, 1, 2, 3, 4]);
      expect(stream.return ? (await stream.return()).done : true).toBe(true);
    });
  });
});
