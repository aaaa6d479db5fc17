/**
 * A whole 1860 game played through GraphQL on the real PostgreSQL: the recorded
 * 19354-nationalization game (../shared/fixtures/1860), its actions as our importer reads them,
 * each submitted with `act` by the seat the API says is to act. It runs through the auction,
 * home tiles, exchanges, insolvency and leased trains, receivership and British Rail, and the
 * server's final result must be the recorded one. The stored log then replays to the same state.
 */
import 'reflect-metadata';
import * as fs from 'fs';
import { ok, Q } from './support/client';
import { serverForSuite } from './support/server';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const GAME_STATUS = `query($id: ID!) { game(id: $id) { actionCount activeSeats finished status result } }`;

describe('GraphQL API: a whole 1860 game (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('plays the recorded 19354-nationalization game to its recorded result, one act at a time', async () => {
    const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', '19354-nationalization.json'), 'utf8'));
    expect(game.settings?.optional_rules ?? []).toEqual([]);
    const report = replayExport(loadTitleDir(repoPath('definitions', '1860')).definition, game);
    expect(report.matchesRecorded).toBe(true);
    const actions = report.applied as Record<string, unknown>[];

    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1860', players: game.players.map((p) => p.name), seed: String(game.settings?.seed ?? 0) } });
    const id = createGame.gameId as string;
    const tokens = createGame.seats.map((s: { token: string }) => s.token) as string[];
    let status = (await ok(suite.url, GAME_STATUS, { id })).game;
    const cashOf = async (corp: string): Promise<number> =>
      ((await ok(suite.url, `query($id: ID!) { game(id: $id) { state { corporations { id cash } } } }`, { id })).game.state.corporations as { id: string; cash: number }[]).find((c) => c.id === corp)!.cash;
    let stations = 0;
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!;
      expect(status.finished).toBe(false);
      const seat: number = action.entityType === 'player' ? (action.entity as number) : status.activeSeats[0];
      // A station's choice states its price, and that is what the corporation pays.
      let cashAfter: number | null = null;
      if (action.type === 'place_token') {
        const { legalActions } = await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] });
        const choice = (legalActions as { action: Record<string, unknown>; cost: number | null }[]).find((c) => c.action.type === 'place_token' && c.action.hex === action.hex && c.action.city === action.city);
        expect(typeof choice?.cost).toBe('number');
        cashAfter = (await cashOf(String(action.entity))) - choice!.cost!;
      }
      const r = await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action, expectedIndex: i });
      expect(r.act.index).toBe(i);
      if (cashAfter !== null) {
        expect({ i, cash: await cashOf(String(action.entity)) }).toEqual({ i, cash: cashAfter });
        stations++;
      }
      status = (await ok(suite.url, GAME_STATUS, { id })).game;
    }
    expect(stations).toBeGreaterThan(5);
    expect(status.finished).toBe(true);
    const result = status.result as { reason: string; scores: Record<string, number> };
    expect(result.reason).toBe('nationalization');
    const recorded = Object.fromEntries(game.players.map((p, seat) => [String(seat), game.result![String(p.id)]]));
    expect(result.scores).toEqual(recorded);

    // The public state says how it ended: every floated corporation ceased, in elimination order.
    const view = (await ok(suite.url, `query($id: ID!) { game(id: $id) { state { phase { trainLimit trainCertificateLimit } nationalization { ceased } corporations { id floated status trains { id rusted marked obsolete { runsLeft } } } companies { id forSale } } } }`, { id })).game.state;
    // 1860 limits trains only, and none of its trains carries the 1843 flags.
    expect(view.phase.trainCertificateLimit).toBeNull();
    for (const c of view.corporations as { trains: Record<string, unknown>[] }[])
      for (const t of c.trains) expect([t.rusted, t.marked, t.obsolete]).toEqual([null, null, null]);
    expect(view.nationalization.ceased).toEqual(['FYN', 'S&C', ...view.nationalization.ceased.slice(2)]);
    for (const c of view.corporations as { id: string; floated: boolean; status: string[] }[]) if (c.floated) expect(c.status).toContain('nationalized');

    const check = await suite.server.service.replayStored(id);
    expect(check.actionCount).toBe(actions.length);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  }, 10 * 60_000);
});
