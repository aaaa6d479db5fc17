/**
 * The production wiring (api/server.ts: real engine, definitions/ loaded from disk)
 * on the demo title, through GraphQL over HTTP and WebSocket, on both backends.
 * Ends with a whole demo game played by choosing legal actions while a
 * subscription receives every action, in order.
 */
import 'reflect-metadata';
import type { Client } from 'graphql-ws';
import { startServer, type StartedServer } from '../../api/server';
import { EventCollector, expectContiguous, fails, ok, Q, wsClient, type GameEvent } from './support/client';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';

/** Upper bound for the full game: the demo ends after a few hundred actions. */
const MAX_ACTIONS = 3000;

const GAME_STATUS = `query($id: ID!) { game(id: $id) { actionCount activeSeats finished status result } }`;

describe.each(BACKENDS)('GraphQL API on the demo title (%s)', (backend) => {
  let db: TestDatabase;
  let server: StartedServer;
  let url: string;
  let ws: Client;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false });
    url = server.url;
    ws = wsClient(url);
  });

  afterAll(async () => {
    await ws?.dispose();
    await server?.stop();
    await db?.close();
  });

  async function newGame(players = ['Ann', 'Bob'], seed = 'demo-seed', variant?: string) {
    const { createGame } = await ok(url, Q.createGame, { input: { title: 'demo', players, seed, ...(variant ? { variant } : {}) } });
    return { id: createGame.gameId as string, tokens: createGame.seats.map((s: { token: string }) => s.token) as string[] };
  }

  async function activeSeat(id: string): Promise<number> {
    const { game } = await ok(url, GAME_STATUS, { id });
    return game.activeSeats[0];
  }

  it('lists the demo title with its player range and variants', async () => {
    const { titles } = await ok(url, Q.titles);
    const demo = titles.find((t: { id: string }) => t.id === 'demo');
    expect(demo).toMatchObject({ id: 'demo', minPlayers: 2, maxPlayers: 3 });
    expect(demo.name).toEqual(expect.any(String));
    expect(demo.variants).toContainEqual({ id: 'short', name: expect.any(String), description: expect.any(String) });
  });

  it.each([
    ['an unknown title', { title: 'no-such-title', players: ['A', 'B'] }],
    ['an unknown variant', { title: 'demo', variant: 'no-such-variant', players: ['A', 'B'] }],
    ['one player', { title: 'demo', players: ['A'] }],
    ['four players', { title: 'demo', players: ['A', 'B', 'C', 'D'] }],
  ])('refuses to create a game with %s (INVALID_INPUT)', async (_what, input) => {
    const err = await fails(url, Q.createGame, { input });
    expect(err.extensions?.code).toBe('INVALID_INPUT');
  });

  it('creates a game and reads it back', async () => {
    const g = await newGame(['Ann', 'Bob', 'Cy'], 'read-back', 'short');
    expect(g.tokens).toHaveLength(3);
    const { game } = await ok(url, Q.game, { id: g.id });
    expect(game).toMatchObject({ id: g.id, title: 'demo', variant: 'short', status: 'active', actionCount: 0, finished: false, result: null });
    expect(game.round).toMatchObject({ kind: 'stock', number: 1 });
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(game.corporations.length).toBeGreaterThan(0);
    expect(game.activeSeats).toHaveLength(1);
    expect(typeof game.bank).toBe('number');
    expect((await fails(url, Q.game, { id: '00000000-0000-4000-8000-000000000000' })).extensions?.code).toBe('NOT_FOUND');
  });

  it('gives legal actions to the active seat only, and FORBIDDEN to a wrong token', async () => {
    const g = await newGame();
    const seat = await activeSeat(g.id);
    const mine = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions;
    expect(mine.length).toBeGreaterThan(0);
    for (const a of mine) {
      expect(a.id).toEqual(expect.any(String));
      expect(a.action).toMatchObject({ entityType: 'player', entity: seat });
    }
    const theirs = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[1 - seat] })).legalActions;
    expect(theirs).toEqual([]);
    expect((await fails(url, Q.legalActions, { gameId: g.id, token: 'not-a-token' })).extensions?.code).toBe('FORBIDDEN');
  });

  it('acts with expectedIndex, and refuses stale, out-of-turn and illegal actions with typed errors', async () => {
    const g = await newGame(['Ann', 'Bob'], 'act-errors');
    const seat = await activeSeat(g.id);
    const legal = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions;
    const choice = legal.find((a: { id: string }) => a.id !== 'pass') ?? legal[0];

    // Out of turn: the other seat submits the active seat's action with its own token.
    const outOfTurn = await fails(url, Q.act, { gameId: g.id, token: g.tokens[1 - seat], action: choice.action, expectedIndex: 0 });
    expect(outOfTurn.extensions?.code).toBe('NOT_YOUR_TURN');

    // Illegal: well-formed and in turn, but not a par price. The engine names the rule.
    const corporation = (await ok(url, Q.game, { id: g.id })).game.corporations[0].id;
    const illegal = await fails(url, Q.act, {
      gameId: g.id,
      token: g.tokens[seat],
      action: { type: 'par', entityType: 'player', entity: seat, corporation, price: 1 },
      expectedIndex: 0,
    });
    expect(illegal.extensions?.code).toBe('ILLEGAL_ACTION');
    expect(illegal.extensions?.ruleRef).toEqual(expect.any(String));

    const malformed = await fails(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: { type: 'teleport' } });
    expect(malformed.extensions?.code).toBe('INVALID_INPUT');
    const forbidden = await fails(url, Q.act, { gameId: g.id, token: 'nope', action: choice.action });
    expect(forbidden.extensions?.code).toBe('FORBIDDEN');

    const done = await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: choice.action, expectedIndex: 0 });
    expect(done.act).toMatchObject({ index: 0, actionCount: 1, finished: false });
    expect(done.act.log.length).toBeGreaterThan(0);

    // Index 0 is taken now: a client still looking at the old state gets STALE_INDEX.
    const next = await activeSeat(g.id);
    const nextLegal = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[next] })).legalActions;
    const stale = await fails(url, Q.act, { gameId: g.id, token: g.tokens[next], action: nextLegal[0].action, expectedIndex: 0 });
    expect(stale.extensions?.code).toBe('STALE_INDEX');

    const check = await server.service.replayStored(g.id);
    expect(check.actionCount).toBe(1);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  });

  it('previews an action without storing it: the same log and cash changes act then gives; refusals as act', async () => {
    const g = await newGame();
    const PREVIEW = `query($gameId: ID!, $token: String!, $action: JSON!) { preview(gameId: $gameId, token: $token, action: $action) {
      log phaseBefore phaseAfter finished nextActive { seat } players { seat cashBefore cashAfter } corporations { id cashBefore cashAfter } trainsRemoved } }`;
    const status = await ok(url, GAME_STATUS, { id: g.id });
    const seat = status.game.activeSeats[0] as number;
    const token = g.tokens[seat]!;
    const legal = (await ok(url, Q.legalActions, { gameId: g.id, token })).legalActions as { id: string; action: unknown }[];
    const choice = legal.find((l) => l.id !== 'pass') ?? legal[0]!;
    const { preview } = await ok(url, PREVIEW, { gameId: g.id, token, action: choice.action });
    expect((await ok(url, GAME_STATUS, { id: g.id })).game.actionCount).toBe(status.game.actionCount); // nothing stored
    const before = (await ok(url, Q.game, { id: g.id })).game;
    const acted = (await ok(url, Q.act, { gameId: g.id, token, action: choice.action })).act;
    const after = (await ok(url, Q.game, { id: g.id })).game;
    expect(preview.log).toEqual(acted.log);
    for (const p of after.players as { seat: number; cash: number }[]) {
      const was = (before.players as { seat: number; cash: number }[]).find((x) => x.seat === p.seat)!.cash;
      const change = (preview.players as { seat: number; cashBefore: number; cashAfter: number }[]).find((x) => x.seat === p.seat);
      expect(change ? [change.cashBefore, change.cashAfter] : [was, was]).toEqual([was, p.cash]);
    }
    expect(preview.nextActive?.seat ?? null).toBe((after.activeSeats as number[])[0] ?? null);
    // Refused as act refuses: a wrong token, an illegal action.
    expect((await fails(url, PREVIEW, { gameId: g.id, token: 'nope', action: choice.action })).extensions?.code).toBe('FORBIDDEN');
    const next = (await ok(url, GAME_STATUS, { id: g.id })).game.activeSeats[0] as number;
    const bad = await fails(url, PREVIEW, { gameId: g.id, token: g.tokens[next]!, action: { type: 'bid', entityType: 'player', entity: next, company: 'NOPE', price: 1 } });
    expect(bad.extensions?.code).toMatch(/ILLEGAL_ACTION|UNKNOWN|INVALID_INPUT|NOT_FOUND/);
  });

  it('yourTurn fires for a seat whenever it must act, with the action count to act on', async () => {
    const g = await newGame();
    const YOUR_TURN = `subscription($gameId: ID!, $token: String!) { yourTurn(gameId: $gameId, token: $token) { seat actionCount active { seat } } }`;
    const notices: { seat: number; actionCount: number }[] = [];
    const errors: unknown[] = [];
    const watch = (token: string, into: unknown[], errs: unknown[]) =>
      ws.subscribe<{ yourTurn: { seat: number; actionCount: number } }>(
        { query: YOUR_TURN, variables: { gameId: g.id, token } },
        { next: (r) => (r.errors ? errs.push(...r.errors) : into.push(r.data!.yourTurn)), error: (e) => errs.push(e), complete: () => undefined },
      );
    const stop = [watch(g.tokens[0]!, notices, errors), watch(g.tokens[1]!, notices, errors)];
    const badErrors: unknown[] = [];
    const stopBad = watch('not-a-token', [], badErrors);
    try {
      // Both subscriptions are live once the active seat's first notice has come (and a moment more).
      const start = Date.now();
      while (notices.length === 0 && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      // Play a few actions; every state's active seat must be announced for that state.
      const expected: { seat: number; actionCount: number }[] = [];
      for (let n = 0; n < 6; n++) {
        const status = (await ok(url, GAME_STATUS, { id: g.id })).game;
        const seat = status.activeSeats[0] as number;
        expected.push({ seat, actionCount: status.actionCount });
        const legal = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions as { id: string; action: unknown }[];
        const choice = legal.find((l) => l.id !== 'pass') ?? legal[0]!;
        await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: choice.action });
      }
      const last = (await ok(url, GAME_STATUS, { id: g.id })).game;
      expected.push({ seat: last.activeSeats[0], actionCount: last.actionCount });
      const deadline = Date.now() + 15_000;
      while (notices.length < expected.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(errors).toEqual([]);
      const key = (n: { seat: number; actionCount: number }) => `${n.actionCount}:${n.seat}`;
      expect(notices.map(key).sort()).toEqual(expected.map(key).sort());
      while (badErrors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(JSON.stringify(badErrors)).toContain('FORBIDDEN');
    } finally {
      for (const s of stop) s();
      stopBad();
    }
  });

  it('streams the backlog after `after`, then live actions, over a WebSocket', async () => {
    const g = await newGame(['Ann', 'Bob'], 'stream');
    const sent: unknown[] = [];
    const step = async () => {
      const seat = await activeSeat(g.id);
      const legal = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions;
      const choice = legal.find((a: { id: string }) => a.id !== 'pass') ?? legal[0];
      await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: choice.action, expectedIndex: sent.length });
      sent.push(choice.action);
    };
    for (let i = 0; i < 4; i++) await step();
    const sub = new EventCollector(ws, g.id, 1);
    await sub.waitForCount(2);
    for (let i = 0; i < 4; i++) await step();
    await sub.waitForCount(6);
    expectContiguous(sub.events, 2, 8);
    expect(sub.events.map((e) => e.action)).toEqual(sent.slice(2));
    expect(sub.errors).toEqual([]);
    sub.close();
  });

  it(
    'plays a whole demo game through GraphQL while a subscription receives every action in order',
    async () => {
      const g = await newGame(['Ann', 'Bob'], 'full-game');
      const sub = new EventCollector(ws, g.id);
      const sent: unknown[] = [];
      let routesChecked = 0;
      let status = (await ok(url, GAME_STATUS, { id: g.id })).game;
      while (!status.finished) {
        if (sent.length >= MAX_ACTIONS) throw new Error(`the demo game did not end within ${MAX_ACTIONS} actions`);
        const seat: number = status.activeSeats[0];
        const legal = (await ok(url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions as {
          id: string;
          action: { type: string };
        }[];
        expect(legal.length).toBeGreaterThan(0);
        // Always the first real choice: never pass when something else is possible,
        // never declare bankruptcy unless forced to.
        const choice =
          legal.find((a) => a.id !== 'pass' && a.action.type !== 'bankrupt') ?? legal.find((a) => a.id === 'pass') ?? legal[0]!;
        if (choice.action.type === 'run_routes' && routesChecked < 3) {
          // The offered run is the optimiser's: the bestRoutes query gives the same routes, proven.
          const run = choice.action as unknown as { entity: string; routes: { train: string; path: string[] }[] };
          const { bestRoutes } = await ok(
            url,
            `query($g: ID!, $c: String!) { bestRoutes(gameId: $g, corporation: $c, timeBudgetMs: 5000) { proven revenue upperBound routes { train path revenue } } }`,
            { g: g.id, c: run.entity },
          );
          expect(bestRoutes.proven).toBe(true);
          expect(bestRoutes.upperBound).toBe(bestRoutes.revenue);
          expect(bestRoutes.routes.map((r: { train: string; path: string[] }) => ({ train: r.train, path: r.path }))).toEqual(run.routes);
          routesChecked++;
        }
        const r = await ok(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: choice.action, expectedIndex: sent.length });
        expect(r.act.index).toBe(sent.length);
        sent.push(choice.action);
        status = (await ok(url, GAME_STATUS, { id: g.id })).game;
        expect(status.finished).toBe(r.act.finished);
      }

      expect(routesChecked).toBeGreaterThan(0);
      expect(status.status).toBe('finished');
      expect(status.result).toMatchObject({ reason: expect.any(String), ranking: expect.any(Array) });
      expect(status.actionCount).toBe(sent.length);

      await sub.waitForCount(sent.length, 60_000);
      expect(sub.errors).toEqual([]);
      expectContiguous(sub.events, 0, sent.length);
      expect(sub.events.map((e: GameEvent) => e.action)).toEqual(sent);
      expect(sub.events.every((e: GameEvent) => e.actionCount === e.index + 1)).toBe(true);
      sub.close();

      // The stored log replays to exactly the state the server built incrementally.
      const check = await server.service.replayStored(g.id);
      expect(check.actionCount).toBe(sent.length);
      expect(check.cached).not.toBeNull();
      expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));

      // Nothing more is accepted.
      const seat = 0;
      const over = await fails(url, Q.act, { gameId: g.id, token: g.tokens[seat], action: { type: 'pass', entityType: 'player', entity: seat } });
      expect(over.extensions?.code).toBe('GAME_OVER');

      // A late subscriber gets the tail of the log from the database.
      const late = new EventCollector(ws, g.id, sent.length - 4);
      await late.waitForCount(3);
      expectContiguous(late.events, sent.length - 3, sent.length);
      late.close();
    },
    10 * 60_000,
  );
});
