/**
 * 1862 through GraphQL on the real PostgreSQL: the title is offered, the recorded 46925-lner game
 * imports to its recorded result (with the recorded route revenues, as 18xx.games replays it), a new
 * 3-player game opens with the parliament round's charter auctions, and the solo variant seats one
 * player at a tableau.
 */
import 'reflect-metadata';
import * as fs from 'fs';
import { ok, Q } from './support/client';
import { serverForSuite } from './support/server';
import { sharedPath } from '../../tools/paths';

const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount finished gameEndReason result matchesRecorded routeRevenueMismatches } }`;

describe('GraphQL API: 1862 (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('offers 1862 with its variants, the solo among them', async () => {
    const { titles } = await ok(suite.url, Q.titles);
    const t = (titles as { id: string; minPlayers: number; maxPlayers: number; variants: { id: string }[] }[]).find((x) => x.id === '1862');
    expect(t).toBeDefined();
    expect([t!.minPlayers, t!.maxPlayers]).toEqual([2, 8]);
    expect(t!.variants.map((v) => v.id)).toEqual(expect.arrayContaining(['short_length', 'long_length', 'solo']));
  });

  it('imports the recorded 46925-lner game to its recorded result', async () => {
    const json = fs.readFileSync(sharedPath('fixtures', '1862', '46925-lner.json'), 'utf8');
    const { importGame } = await ok(suite.url, IMPORT, { json });
    const recorded = JSON.parse(json) as { result: Record<string, number>; game_end_reason: string };
    expect(importGame).toMatchObject({ finished: true, gameEndReason: recorded.game_end_reason, result: recorded.result, matchesRecorded: true });
    // The runs whose recorded revenue is not ours (test/replay/fixtures-1862.test.ts lists them).
    expect(importGame.routeRevenueMismatches).toBe(11);
  });

  it('opens a new 3-player game with charter auctions, and a solo game at a tableau', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1862', players: ['Ann', 'Bob', 'Cy'], seed: '46925' } });
    const { legalActions } = await ok(suite.url, Q.legalActions, { gameId: createGame.gameId, token: createGame.seats[0].token });
    const types = new Set((legalActions as { action: { type: string } }[]).map((l) => l.action.type));
    expect(types).toEqual(new Set(['bid', 'pass']));

    const solo = await ok(suite.url, Q.createGame, { input: { title: '1862', players: ['Solo'], seed: '7', variant: 'solo' } });
    const soloLegal = await ok(suite.url, Q.legalActions, { gameId: solo.createGame.gameId, token: solo.createGame.seats[0].token });
    const soloTypes = new Set((soloLegal.legalActions as { action: { type: string } }[]).map((l) => l.action.type));
    expect(soloTypes.has('tableau_buy')).toBe(true);
    expect(soloTypes.has('mulligan')).toBe(true);
  });
});
