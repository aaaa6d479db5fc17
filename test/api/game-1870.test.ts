/**
 * An 1870 game created and played through GraphQL by a seeded random bot choosing
 * among the legal actions the API lists, on the real PostgreSQL, for its first 800
 * actions (the private auction and a dozen stock and operating rounds); the stored log then replays to exactly the state the server
 * built. (A whole 1870 game through the API, followed by a second process, is
 * test/examples/bots.test.ts; this bot's game would run to about two thousand actions.)
 */
import 'reflect-metadata';
import { ok, Q } from './support/client';
import { serverForSuite } from './support/server';
import { botRandom } from '../helpers/demo';

const GAME_STATUS = `query($id: ID!) { game(id: $id) { actionCount activeSeats finished status result } }`;
const ACT = `mutation($gameId: ID!, $token: String!, $action: JSON!, $expectedIndex: Int) {
  act(gameId: $gameId, token: $token, action: $action, expectedIndex: $expectedIndex) { index actionCount activeSeats finished } }`;

describe('GraphQL API: a whole 1870 game (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('plays 800 actions of 1870 by legal actions, and the stored log replays to the same state', async () => {
    // Seed 1871: seed 1870's game ends in a bankruptcy at 679 actions since stations and lays reach as 18xx.games
    // traces the network (engine/map/graph.ts traceReach).
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: '1871' } });
    const id = createGame.gameId as string;
    const tokens = createGame.seats.map((s: { token: string }) => s.token) as string[];
    const rand = botRandom(1871);
    let count = 0;
    let status = (await ok(suite.url, GAME_STATUS, { id })).game;
    while (!status.finished && count < 800) {
      const seat: number = status.activeSeats[0];
      const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as {
        id: string;
        action: Record<string, unknown>;
        params?: { price?: { min: number } };
      }[];
      expect(legal.length).toBeGreaterThan(0);
      // The bots make no offers for other players' privates: random trades at random prices only
      // shuffle the privates around (tests/engine/rules-1870.test.ts covers trades).
      const usable = legal.filter((a) => !a.id.startsWith('offer_company'));
      const nonPass = usable.filter((a) => a.id !== 'pass');
      const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : usable;
      const choice = pool[Math.floor(rand() * pool.length)]!;
      const action = { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}) };
      // act answers with the seats that may act next, so one request per action is enough beside legalActions.
      const r = await ok(suite.url, ACT, { gameId: id, token: tokens[seat], action, expectedIndex: count });
      expect(r.act.index).toBe(count);
      count++;
      status = r.act.finished ? (await ok(suite.url, GAME_STATUS, { id })).game : { ...status, activeSeats: r.act.activeSeats };
    }
    expect(count).toBe(800);
    // By then the bot has floated several corporations and played many stock and operating rounds.
    const { game } = await ok(suite.url, `query($id: ID!) { game(id: $id) { round { number } corporations { floated } } }`, { id });
    expect((game.corporations as { floated: boolean }[]).filter((c) => c.floated).length).toBeGreaterThanOrEqual(3);
    expect(game.round.number).toBeGreaterThanOrEqual(5);
    const check = await suite.server.service.replayStored(id);
    expect(check.actionCount).toBe(count);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  }, 15 * 60_000);
});
