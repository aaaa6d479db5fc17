/**
 * Issue 18's hardening of the API's rules, each reproduced first: undo refuses a finished
 * game as act does (GAME_OVER); one situation gives one error code however the seat acts
 * (a full action or a choiceId) and an acting entity that does not exist is UNKNOWN_ENTITY.
 * Item 10's small holes: `after` checked alike, bounded echoes in messages, player names
 * that cannot impersonate, no active seats in an open game, many spectators without a
 * listener-leak warning, the seed of a game with hidden draws withheld until it ends.
 * With the stand-in engine (finished games in two moves) and the real one (demo title),
 * on both backends.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { startApiServer, type RunningServer } from '../../api/app';
import { TitleRegistry } from '../../api/titles';
import { EventCollector, fails, ok, Q, wsClient } from './support/client';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';
import { serverForSuite } from './support/server';
import { createToyEngine, toyDefinitions } from './support/toy-engine';

const UNDO = `mutation($gameId: ID!, $token: String!) { undo(gameId: $gameId, token: $token) { index undone finished } }`;
const ACT_CHOICE = `mutation($gameId: ID!, $token: String!, $choiceId: String!) {
  act(gameId: $gameId, token: $token, choiceId: $choiceId) { index finished } }`;
const STATUS = `query($id: ID!) { game(id: $id) { status finished actionCount activeSeats } }`;

describe.each(BACKENDS)('hardening with the stand-in engine (%s)', (backend) => {
  const engine = createToyEngine();
  let db: TestDatabase;
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startApiServer({ dataSource: db.dataSource, titles: new TitleRegistry(toyDefinitions(), engine), engine, port: 0, rateLimit: false });
    url = server.url;
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  /** A quick toy game played to its end (3 + 3 = 6): its id, tokens, and the seat that made the last move. */
  async function finishedGame() {
    const { createGame } = await ok(url, Q.createGame, { input: { title: 'toy', variant: 'quick', players: ['Ann', 'Bob'], seed: '7' } });
    const id: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const first: number = (await ok(url, STATUS, { id })).game.activeSeats[0];
    const add = (seat: number) => ({ type: 'add', entityType: 'player', entity: seat, amount: 3 });
    await ok(url, Q.act, { gameId: id, token: tokens[first], action: add(first) });
    const last = 1 - first;
    const r = await ok(url, Q.act, { gameId: id, token: tokens[last], action: add(last) });
    expect(r.act.finished).toBe(true);
    return { id, tokens, first, last };
  }

  it('undo refuses a finished game with GAME_OVER, as act does, and the game stays finished', async () => {
    const { id, tokens, last } = await finishedGame();
    const actRefusal = await fails(url, Q.act, { gameId: id, token: tokens[last], action: { type: 'pass', entityType: 'player', entity: last } });
    expect(actRefusal.extensions?.code).toBe('GAME_OVER');
    const undoRefusal = await fails(url, UNDO, { gameId: id, token: tokens[last] });
    expect(undoRefusal.extensions?.code).toBe('GAME_OVER');
    expect((await ok(url, STATUS, { id })).game).toMatchObject({ status: 'finished', finished: true, actionCount: 2 });
  });

  it('a choiceId on a finished game is GAME_OVER, as the full action is', async () => {
    const { id, tokens, first } = await finishedGame();
    const full = await fails(url, Q.act, { gameId: id, token: tokens[first], action: { type: 'pass', entityType: 'player', entity: first } });
    const byChoice = await fails(url, ACT_CHOICE, { gameId: id, token: tokens[first], choiceId: 'pass' });
    expect(full.extensions?.code).toBe('GAME_OVER');
    expect(byChoice.extensions?.code).toBe('GAME_OVER');
  });
});

describe.each(BACKENDS)('hardening with the real engine (%s)', (backend) => {
  const suite = serverForSuite(backend);

  async function demoGame() {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann', 'Bob'], seed: '42' } });
    const id: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const acting: number = (await ok(suite.url, STATUS, { id })).game.activeSeats[0];
    return { id, tokens, acting, waiting: 1 - acting };
  }

  it('a choiceId of the acting seat sent by the other seat is NOT_YOUR_TURN, as the full action is', async () => {
    const { id, tokens, acting, waiting } = await demoGame();
    const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[acting] })).legalActions as { id: string; action: Record<string, unknown> }[];
    const par = legal.find((l) => l.id.startsWith('par:'))!;
    const full = await fails(suite.url, Q.act, { gameId: id, token: tokens[waiting], action: { ...par.action, entity: waiting } });
    const byChoice = await fails(suite.url, ACT_CHOICE, { gameId: id, token: tokens[waiting], choiceId: par.id });
    expect(full.extensions?.code).toBe('NOT_YOUR_TURN');
    expect(byChoice.extensions?.code).toBe('NOT_YOUR_TURN');
    // The acting seat with a choice that is not legal (a price not offered) is ILLEGAL_ACTION.
    const bad = await fails(suite.url, ACT_CHOICE, { gameId: id, token: tokens[acting], choiceId: 'par:NR:7' });
    expect(bad.extensions?.code).toBe('ILLEGAL_ACTION');
  });

  it('an acting seat or corporation that does not exist is UNKNOWN_ENTITY, whoever sends it', async () => {
    const { id, tokens, acting, waiting } = await demoGame();
    for (const token of [tokens[acting], tokens[waiting]]) {
      const seat = await fails(suite.url, Q.act, { gameId: id, token, action: { type: 'pass', entityType: 'player', entity: 7 } });
      expect(seat.extensions?.code).toBe('UNKNOWN_ENTITY');
      expect(seat.message).toMatch(/no seat 7/);
      const corp = await fails(suite.url, Q.act, { gameId: id, token, action: { type: 'pass', entityType: 'corporation', entity: 'ZZ' } });
      expect(corp.extensions?.code).toBe('UNKNOWN_ENTITY');
      const company = await fails(suite.url, Q.act, { gameId: id, token, action: { type: 'pass', entityType: 'company', entity: 'ZZ' } });
      expect(company.extensions?.code).toBe('UNKNOWN_ENTITY');
    }
    // An existing entity out of turn stays NOT_YOUR_TURN.
    const other = await fails(suite.url, Q.act, { gameId: id, token: tokens[waiting], action: { type: 'pass', entityType: 'player', entity: waiting } });
    expect(other.extensions?.code).toBe('NOT_YOUR_TURN');
  });
});

describe.each(BACKENDS)('issue 18, item 10: small holes (%s)', (backend) => {
  const suite = serverForSuite(backend);
  const EVENTS = `query($id: ID!, $after: Int) { game(id: $id) { events(after: $after) { index } } }`;
  const GAME_OPEN = `query($id: ID!) { game(id: $id) { status activeSeats active { seat } players { name } } }`;
  const JOIN = `mutation($gameId: ID!, $name: String!) { joinGame(gameId: $gameId, name: $name) { seat name } }`;
  const EXPORT = `query($id: ID!) { exportGame(gameId: $id) }`;

  async function demoGame(players = ['Ann', 'Bob']) {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players, seed: '42' } });
    return { id: createGame.gameId as string, tokens: createGame.seats.map((s: { token: string }) => s.token) as string[] };
  }

  it('events(after) and gameEvents(after) refuse the same values with the same error', async () => {
    const { id } = await demoGame();
    for (const after of [-2, -100]) {
      const query = await fails(suite.url, EVENTS, { id, after });
      const client = wsClient(suite.url);
      try {
        const collector = new EventCollector(client, id, after);
        await collector.until((c) => c.errors.length > 0, 15_000, 'an error');
        const sub = collector.errors[0] as { message: string; extensions?: { code?: string } };
        expect(query.extensions?.code).toBe('INVALID_INPUT');
        expect(sub.extensions?.code).toBe('INVALID_INPUT');
        expect(sub.message).toBe(query.message);
      } finally {
        await client.dispose();
      }
    }
    // -1 (and omitted) mean "from the start" for both.
    expect((await ok(suite.url, EVENTS, { id, after: -1 })).game.events).toEqual([]);
  });

  it('error messages repeat at most 80 characters of what was sent', async () => {
    const { id, tokens } = await demoGame();
    const long = 'x'.repeat(100_000);
    const notFound = await fails(suite.url, Q.game, { id: long });
    expect(notFound.extensions?.code).toBe('NOT_FOUND');
    expect(notFound.message).toContain('x'.repeat(80) + '…');
    expect(notFound.message.length).toBeLessThan(200);
    const entity = await fails(suite.url, Q.act, { gameId: id, token: tokens[0], action: { type: 'pass', entityType: 'corporation', entity: long } });
    expect(entity.message.length).toBeLessThan(300);
    const choice = await fails(suite.url, `mutation($g: ID!, $t: String!, $c: String!) { act(gameId: $g, token: $t, choiceId: $c) { index } }`, { g: id, t: tokens[0], c: long });
    expect(choice.message.length).toBeLessThan(300);
    const routes = await fails(suite.url, `query($g: ID!, $c: String!) { bestRoutes(gameId: $g, corporation: $c) { revenue } }`, { g: id, c: long });
    expect(routes.message.length).toBeLessThan(300);
    // GraphQL's own refusal of a variable quotes it too.
    const variable = await fails(suite.url, `query($id: ID!, $after: Int) { game(id: $id) { actionCount } }`, { id, after: long });
    expect(variable.message.length).toBeLessThan(300);
  });

  it('player names are normalised (NFKC) and refused when invisible characters or another seat\'s name could mislead', async () => {
    const refusedNames = [
      ['Ann', 'Ａｎｎ'], // full-width lookalike
      ['Ann', 'A\u200Bnn'], // zero-width space
      ['Ann', '\u202Ebob'], // bidi override
      ['Ann', 'Bo\u0007b'], // control character
      ['Ann', 'ANN'],
      ['Ann', 'Open seat 2'], // the label of an open seat
      ['Ann', 'ｏｐｅｎ  SEAT 1'],
    ];
    for (const players of refusedNames) {
      const e = await fails(suite.url, Q.createGame, { input: { title: 'demo', players } });
      expect(e.extensions?.code).toBe('INVALID_INPUT');
    }
    // A name in another form of the same letters is stored in its normal form.
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ａｌｉｃｅ', 'Bob'] } });
    expect(createGame.seats[0].name).toBe('Alice');

    // Joining: an open seat's label, or a lookalike of a seated name, is refused.
    const open = (await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann'], openSeats: 2 } })).createGame;
    for (const name of ['Open seat 3', 'open seat 2', 'ａｎｎ', 'An\u200Dn']) {
      expect((await fails(suite.url, JOIN, { gameId: open.gameId, name })).extensions?.code).toBe('INVALID_INPUT');
    }
    expect((await ok(suite.url, JOIN, { gameId: open.gameId, name: 'Ｃｙ' })).joinGame.name).toBe('Cy');
  });

  it('an open game reports no active seats: nobody can act before every seat is taken', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann'], openSeats: 1, seed: '42' } });
    const { game } = await ok(suite.url, GAME_OPEN, { id: createGame.gameId });
    expect(game).toMatchObject({ status: 'open', activeSeats: [], active: null });
    await ok(suite.url, JOIN, { gameId: createGame.gameId, name: 'Bob' });
    expect((await ok(suite.url, GAME_OPEN, { id: createGame.gameId })).game.activeSeats).toHaveLength(1);
  });

  it('more than ten spectators of one game: every one gets the event, and no listener-leak warning', async () => {
    const { id, tokens } = await demoGame();
    const client = wsClient(suite.url);
    try {
      const spectators = Array.from({ length: 14 }, () => new EventCollector(client, id));
      await new Promise((r) => setTimeout(r, 500));
      const seat: number = (await ok(suite.url, STATUS, { id })).game.activeSeats[0];
      await ok(suite.url, `mutation($g: ID!, $t: String!) { act(gameId: $g, token: $t, choiceId: "pass") { index } }`, { g: id, t: tokens[seat] });
      for (const s of spectators) await s.waitForCount(1);
      for (const s of spectators) expect(s.events.map((e) => e.index)).toEqual([0]);
    } finally {
      await client.dispose();
    }
    // Node prints its listener-leak warning on the stderr of the process: the bus, in one of its own.
    const run = spawnSync(process.execPath, ['-r', path.join(__dirname, 'support', 'swc-register.js'), path.join(__dirname, 'support', 'many-listeners.ts')], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(run.stdout.trim()).toBe('delivered 14');
    expect(run.stderr).not.toMatch(/MaxListenersExceeded|memory leak/);
  });

  it('exportGame withholds the seed of an unfinished game whose title has hidden draws (1862 solo)', async () => {
    const solo = (await ok(suite.url, Q.createGame, { input: { title: '1862', variant: 'solo', players: ['Sol'], seed: '99' } })).createGame;
    const exported = (await ok(suite.url, EXPORT, { id: solo.gameId })).exportGame;
    expect(exported.seed).toBeNull();
    expect(JSON.stringify(exported)).not.toContain('"99"');
    const again = await fails(suite.url, `mutation($json: String!) { importGame(json: $json) { gameId } }`, { json: JSON.stringify(exported) });
    expect(again.extensions?.code).toBe('INVALID_INPUT');
    expect(again.message).toMatch(/seed/);
    // A title without hidden draws keeps it: its replay needs it and it reveals nothing to come.
    const { id } = await demoGame();
    expect((await ok(suite.url, EXPORT, { id })).exportGame.seed).toBe('42');
  });
});
