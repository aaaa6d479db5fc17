/**
 * game(id, at): the game as it stood after its first `at` log entries, for a client's history slider.
 * It equals the state the live game had at that point, and leaves the live game untouched.
 */
import 'reflect-metadata';
import { fails, ok, Q } from './support/client';
import { serverForSuite } from './support/server';

const STATE = `query($id: ID!, $at: Int) { game(id: $id, at: $at) { actionCount status activeSeats
  state { actionCount bank { cash } players { seat cash companies } companies { id owner } } } }`;

describe('game(at:)', () => {
  const suite = serverForSuite('pglite');

  it('shows each earlier point of the log as it was, and refuses indexes outside the log', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann', 'Bob', 'Cy'], seed: 'at' } });
    const id: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const seen = [(await ok(suite.url, STATE, { id })).game];
    for (let i = 0; i < 4; i++) {
      const seat: number = seen[i].activeSeats[0];
      const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as {
        id: string;
        action: Record<string, unknown>;
        params?: { price?: { min: number } };
      }[];
      const choice = legal.find((a) => a.id !== 'pass') ?? legal[0]!;
      const action = { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}) };
      await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action, expectedIndex: i });
      seen.push((await ok(suite.url, STATE, { id })).game);
    }
    expect(new Set(seen.map((g) => JSON.stringify(g.state))).size).toBe(5);
    for (let at = 0; at <= 4; at++) {
      const past = (await ok(suite.url, STATE, { id, at })).game;
      expect(past).toEqual(seen[at]);
    }
    // The live game is unchanged by the looks back.
    expect((await ok(suite.url, STATE, { id })).game).toEqual(seen[4]);
    expect((await fails(suite.url, STATE, { id, at: 5 })).extensions?.code).toBe('INVALID_INPUT');
    expect((await fails(suite.url, STATE, { id, at: -1 })).extensions?.code).toBe('INVALID_INPUT');
  });
});
