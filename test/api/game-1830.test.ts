/**
 * 1830 through GraphQL on the real PostgreSQL: a recorded 18xx.games game imported to its
 * recorded result, and another imported half-way and continued by seeded random choices among
 * the legal actions the API lists; the stored log then replays to exactly the state the server built.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { ok, Q } from './support/client';
import { serverForSuite } from './support/server';
import { botRandom } from '../helpers/demo';
import { repoPath } from '../../tools/paths';

const IMPORT = `mutation($json: String!) { importGame(json: $json) {
  gameId seats { seat name token } actionCount finished gameEndReason result matchesRecorded routeRevenueMismatches } }`;
const fixture = (name: string) => fs.readFileSync(repoPath('test', 'fixtures', '1830', name), 'utf8');

describe('GraphQL API: 1830 (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('imports the recorded game 29133 to its recorded result', async () => {
    const json = fixture('29133-bankrupt.json');
    const recorded = JSON.parse(json) as { result: Record<string, number>; game_end_reason: string };
    const { importGame } = await ok(suite.url, IMPORT, { json });
    expect(importGame).toMatchObject({ finished: true, gameEndReason: recorded.game_end_reason, result: recorded.result, matchesRecorded: true, routeRevenueMismatches: 0 });
  }, 120_000);

  it('imports the first 300 recorded actions of 1830-game-end-bank and continues the game with legal actions', async () => {
    const file = JSON.parse(fixture('1830-game-end-bank.json')) as { actions: unknown[]; result?: unknown; game_end_reason?: unknown };
    file.actions = file.actions.slice(0, 300);
    delete file.result;
    delete file.game_end_reason;
    const { importGame } = await ok(suite.url, IMPORT, { json: JSON.stringify(file) });
    expect(importGame).toMatchObject({ finished: false, matchesRecorded: true });
    const id = importGame.gameId as string;
    const tokens = (importGame.seats as { token: string }[]).map((s) => s.token);
    const rand = botRandom(1830);
    let count = importGame.actionCount as number;
    for (let k = 0; k < 40; k++) {
      const { game } = await ok(suite.url, Q.game, { id });
      if (game.finished) break;
      const seat = game.activeSeats[0] as number;
      const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as { id: string; action: Record<string, unknown>; params?: { price?: { min: number } } }[];
      expect(legal.length).toBeGreaterThan(0);
      const usable = legal.filter((a) => a.action.type !== 'end_game');
      const choice = usable[Math.floor(rand() * usable.length)]!;
      const action = { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}) };
      const r = await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action, expectedIndex: count });
      expect(r.act.index).toBe(count);
      count++;
    }
    expect(count).toBe((importGame.actionCount as number) + 40);
    const check = await suite.server.service.replayStored(id);
    expect(check.actionCount).toBe(count);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  }, 300_000);
});
