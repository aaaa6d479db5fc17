/**
 * Open seats, joinGame and spectators, through GraphQL on both backends with the
 * real engine (1870): a game created with open seats waits for players, each join
 * returns its own token once, the last join starts the game, nobody acts before,
 * and anyone may watch without a token.
 */
import 'reflect-metadata';
import { fails, gql, ok, Q } from './support/client';
import { BACKENDS } from './support/db';
import { serverForSuite } from './support/server';

const JOIN = `mutation($gameId: ID!, $name: String!, $seat: Int) {
  joinGame(gameId: $gameId, name: $name, seat: $seat) { gameId seat name token started } }`;
const GAME = `query($id: ID!) { game(id: $id) { status openSeats activeSeats players { seat name } } }`;

describe.each(BACKENDS)('open seats and joinGame (%s)', (backend) => {
  const suite = serverForSuite(backend);

  it('waits for every seat, hands out one token per join, then starts', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann'], openSeats: 2, seed: 'join' } });
    const id: string = createGame.gameId;
    // Only the named seat gets a token now.
    expect(createGame.seats.map((s: { seat: number }) => s.seat)).toEqual([0]);
    const ann: string = createGame.seats[0].token;

    let game = (await ok(suite.url, GAME, { id })).game;
    expect(game.status).toBe('open');
    expect(game.openSeats).toEqual([1, 2]);
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Open seat 2', 'Open seat 3']);

    // Nobody plays before the table is full.
    expect((await fails(suite.url, Q.legalActions, { gameId: id, token: ann })).extensions?.code).toBe('GAME_NOT_STARTED');
    expect((await fails(suite.url, Q.act, { gameId: id, token: ann, action: { type: 'pass', entityType: 'player', entity: 0 } })).extensions?.code).toBe('GAME_NOT_STARTED');
    // A name in use, a taken seat.
    expect((await fails(suite.url, JOIN, { gameId: id, name: 'ann' })).extensions?.code).toBe('INVALID_INPUT');
    expect((await fails(suite.url, JOIN, { gameId: id, name: 'Zed', seat: 0 })).extensions?.code).toBe('ILLEGAL_ACTION');

    const bob = (await ok(suite.url, JOIN, { gameId: id, name: 'Bob' })).joinGame;
    expect(bob).toMatchObject({ gameId: id, seat: 1, name: 'Bob', started: false });
    game = (await ok(suite.url, GAME, { id })).game;
    expect(game.openSeats).toEqual([2]);

    // Two players race for the last seat: exactly one gets it.
    const race = await Promise.all([gql(suite.url, JOIN, { gameId: id, name: 'Cy' }), gql(suite.url, JOIN, { gameId: id, name: 'Di' })]);
    const winners = race.filter((r) => !r.errors);
    const losers = race.filter((r) => r.errors);
    expect(winners).toHaveLength(1);
    expect(losers[0]!.errors![0]!.extensions?.code).toBe('ILLEGAL_ACTION');
    const last = winners[0]!.data!.joinGame;
    expect(last).toMatchObject({ seat: 2, started: true });

    game = (await ok(suite.url, GAME, { id })).game;
    expect(game.status).toBe('active');
    expect(game.openSeats).toEqual([]);
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', last.name]);

    // Each token acts for its own seat only.
    const tokens = [ann, bob.token, last.token];
    const seat: number = game.activeSeats[0];
    const notMine = tokens[(seat + 1) % 3]!;
    expect((await ok(suite.url, Q.legalActions, { gameId: id, token: notMine })).legalActions).toEqual([]);
    const mine = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions;
    expect(mine.length).toBeGreaterThan(0);
    expect((await fails(suite.url, Q.act, { gameId: id, token: notMine, action: mine[0].action })).extensions?.code).toBe('NOT_YOUR_TURN');
    await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action: mine[0].action, expectedIndex: 0 });

    // A spectator reads the game and its events without a token, and cannot act.
    const watched = await ok(suite.url, Q.events, { id });
    expect(watched.game.events).toHaveLength(1);
    expect((await fails(suite.url, Q.act, { gameId: id, token: 'spectator', action: mine[0].action })).extensions?.code).toBe('FORBIDDEN');
    // The game is full.
    expect((await fails(suite.url, JOIN, { gameId: id, name: 'Eve' })).extensions?.code).toBe('ILLEGAL_ACTION');

    // The stored game replays with the joined names.
    const check = await suite.server.service.replayStored(id);
    expect(check.replayed.players.map((p) => p.name)).toEqual(['Ann', 'Bob', last.name]);
  }, 60_000);

  it('refuses an open seat count the title cannot seat', async () => {
    const e = await fails(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann'], openSeats: 9 } });
    expect(e.extensions?.code).toBe('INVALID_INPUT');
  });
});
