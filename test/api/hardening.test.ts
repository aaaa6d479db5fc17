/**
 * Issue 18's hardening of the API's rules, each reproduced first: undo refuses a finished
 * game as act does (GAME_OVER); one situation gives one error code however the seat acts
 * (a full action or a choiceId) and an acting entity that does not exist is UNKNOWN_ENTITY.
 * With the stand-in engine (finished games in two moves) and the real one (demo title),
 * on both backends.
 */
import 'reflect-metadata';
import { startApiServer, type RunningServer } from '../../api/app';
import { TitleRegistry } from '../../api/titles';
import { fails, ok, Q } from './support/client';
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
