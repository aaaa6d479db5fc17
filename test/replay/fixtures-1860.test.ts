/**
 * The recorded 1860 games (../shared/fixtures/1860) replay through their initial auction
 * (rounds.auction.bidThenPick: 18xx.games `bid` without a company, then `bid` naming the picked
 * private or `par`) into the first stock round, whose pars and buys follow the layers' par
 * prices. Both then stop where a C&N home-track lay is recorded inside the stock round (1860
 * rules L550-558; definitions/1860/NOTES.md gap G12), which the engine does not have yet.
 *
 * The expected standings after the auction are worked out by hand from the logs (bids, picks
 * and pars), with priority to the player with the most cash (L209-211).
 */
import * as fs from 'fs';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';
import type { GameState } from '../../engine/state/types';

const definition = loadTitleDir(repoPath('definitions', '1860')).definition;

interface Expected {
  file: string;
  /** Seat with priority in stock round 1, and every seat's cash then. */
  priority: number;
  cash: number[];
  owners: Record<string, string>;
  pars: Record<string, [number, number]>;
  /** Log id of the first action we cannot replay yet (the home-track lay), and the log id where the replay reports it. */
  homeTrackAt: number;
}

const GAMES: Expected[] = [
  {
    file: '1860-game-end-bank.json',
    // P1 60 + C&N 2 x 100 + 21 + YHC 50; P2 75 + RPSC 130 + 40 + IOW 2 x 82 + 5 + CMH 90; P3 5 + BHC 30.
    priority: 2,
    cash: [339, 166, 635],
    owners: { BHC: 'player:2', YHC: 'player:0', CMH: 'player:1', RPSC: 'player:1', FFC: 'bank' },
    pars: { 'C&N': [100, 0], IOW: [82, 1] },
    homeTrackAt: 48,
  },
  {
    file: '19354-nationalization.json',
    // P1 50 + RPSC 130 + 50 + IOW 2 x 100 + 20 + YHC 50; P2 55 + CMH 90 + 50 + C&N 2 x 100 + 15 + BHC 30.
    priority: 1,
    cash: [500, 560],
    owners: { BHC: 'player:1', YHC: 'player:0', CMH: 'player:1', RPSC: 'player:0', FFC: 'bank' },
    pars: { 'C&N': [100, 1], IOW: [100, 0] },
    homeTrackAt: 42,
  },
];

describe.each(GAMES)('$file', (g) => {
  const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', g.file), 'utf8'));
  let atStock: GameState | null = null;
  const r = replayExport(definition, game, {
    beforeAction: (state) => {
      if (!atStock && state.round.kind === 'stock') atStock = state;
    },
  });

  test('replays the whole initial auction: stock round 1 starts with the recorded winners, pars and cash, priority to the richest player', () => {
    expect(atStock).not.toBeNull();
    const s = atStock!;
    expect(s.round).toMatchObject({ kind: 'stock', number: 1, turn: g.priority });
    expect(s.priority).toBe(g.priority);
    expect(s.players.map((p) => p.cash)).toEqual(g.cash);
    expect(Object.fromEntries(Object.values(s.companies).map((c) => [c.id, c.owner]))).toEqual(g.owners);
    for (const [corp, [par, president]] of Object.entries(g.pars)) expect([corp, s.corporations[corp]!.par, s.corporations[corp]!.president]).toEqual([corp, par, president]);
  });

  test('replays stock round 1 at least up to the home-track lay inside it (gap G12)', () => {
    const applied = r.applied as { type: string; entityType: string }[];
    const firstCorporationAction = game.actions.find((a) => a.entity_type === 'corporation')!;
    expect(firstCorporationAction).toMatchObject({ id: g.homeTrackAt, type: 'lay_tile', hex: 'F2' });
    // Everything before the lay was applied as recorded: the players' buys of stock round 1.
    expect(applied.filter((a) => a.type === 'buy_shares').length).toBeGreaterThanOrEqual(5);
    // Today the replay is refused just after that lay (see definitions/1860/NOTES.md); never before it.
    if (r.error) expect(r.error.id!).toBeGreaterThanOrEqual(g.homeTrackAt);
  });
});
