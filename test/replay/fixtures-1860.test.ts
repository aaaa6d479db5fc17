/**
 * The recorded 1860 games (../shared/fixtures/1860) replay through their initial auction
 * (rounds.auction.bidThenPick: 18xx.games `bid` without a company, then `bid` naming the picked
 * private or `par`) into the first stock round, whose pars and buys follow the layers' par
 * prices; C&N lays its home tile on Cowes inside the stock round as it floats (1860 rules
 * L550-558, rounds.stock.homeTrackAtFloat), and the first operating rounds follow, with their
 * runs read from the logs' route connections (with the halts each director chose to count) and
 * the privates exchanged for shares. Both replay to their recorded result and end reason:
 * 1860-game-end-bank through insolvency and leased trains, the Fishbourne Ferry, the lifted
 * certificate limit and the Southern Railway to the bank break; 19354-nationalization through
 * receivership to British Rail's nationalisation.
 *
 * The expected standings after the auction are worked out by hand from the logs (bids, picks
 * and pars), with priority to the player with the most cash (L209-211).
 */
import * as fs from 'fs';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';
import type { GameState } from '../../engine';
import { recordedGameFiles, expectReplaysAsRecorded } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1860')).definition;

interface Expected {
  file: string;
  /** Seat with priority in stock round 1, and every seat's cash then. */
  priority: number;
  cash: number[];
  owners: Record<string, string>;
  pars: Record<string, [number, number]>;
  /** Log id of the home-track lay inside stock round 1. */
  homeTrackAt: number;
  /** The replay gets at least this far: the log id where it stops today (Infinity: to the end). */
  reaches: number;
  /** Replays to exactly the recorded result and end reason. */
  matches: boolean;
  /** A private exchanged for its reserved share on the way (log id, company, corporation). */
  exchange: [number, string, string];
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
    reaches: Infinity,
    matches: true,
    exchange: [130, 'YHC', 'FYN'],
  },
  {
    file: '19354-nationalization.json',
    // P1 50 + RPSC 130 + 50 + IOW 2 x 100 + 20 + YHC 50; P2 55 + CMH 90 + 50 + C&N 2 x 100 + 15 + BHC 30.
    priority: 1,
    cash: [500, 560],
    owners: { BHC: 'player:1', YHC: 'player:0', CMH: 'player:1', RPSC: 'player:0', FFC: 'bank' },
    pars: { 'C&N': [100, 1], IOW: [100, 0] },
    homeTrackAt: 42,
    reaches: Infinity,
    matches: true,
    exchange: [93, 'YHC', 'FYN'],
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

  test('lays C&N\'s home tile inside stock round 1, as it floats, and replays on into the operating rounds', () => {
    const applied = r.applied as { type: string; entityType: string; entity: unknown; hex?: string; tile?: string }[];
    const firstCorporationAction = game.actions.find((a) => a.entity_type === 'corporation')!;
    expect(firstCorporationAction).toMatchObject({ id: g.homeTrackAt, type: 'lay_tile', hex: 'F2' });
    const homeLay = applied.find((a) => a.type === 'lay_tile');
    expect(homeLay).toMatchObject({ entityType: 'corporation', entity: 'C&N', hex: 'F2', tile: '787' });
    // The lay came before any operating round: right after the buys that floated C&N.
    const index = applied.indexOf(homeLay!);
    expect(applied.slice(0, index).some((a) => a.type === 'run_routes')).toBe(false);
    expect(applied.filter((a) => a.type === 'run_routes').length).toBeGreaterThanOrEqual(2);
    // Every run pays what the log recorded, the halts each director chose to count included
    // (run_routes `halts`, 1860 rules L764-765) and leased trains' runs (L858-866).
    expect(r.mismatches).toEqual([]);
    expect(r.error?.id ?? Infinity).toBeGreaterThanOrEqual(g.reaches);
    expect(r.matchesRecorded).toBe(g.matches);
    if (g.matches) expect({ result: r.result, reason: r.gameEndReason }).toEqual({ result: game.result, reason: game.game_end_reason });
  });

  test('exchanges a private for the top share of its pile, which floats nothing twice and closes the private', () => {
    const [id, company, corporation] = g.exchange;
    expect(game.actions.find((a) => a.id === id)).toMatchObject({ type: 'buy_shares', entity: company, entity_type: 'company' });
    const applied = r.applied as { type: string; company?: string }[];
    expect(applied.some((a) => a.type === 'exchange_company' && a.company === company)).toBe(true);
    expect(r.state.companies[company]!.closed).toBe(true);
    expect(r.state.corporations[corporation]!.floated).toBe(true);
  });
});

// Every other recorded 1860 game present (added to ../shared/fixtures/1860 later, or kept in this repository:
// test/fixtures/1860, see its README) replays to exactly its recorded result and end reason, every run
// paying what the log recorded.
const others = recordedGameFiles('1860').filter((f) => !GAMES.some((g) => g.file === f.name));

test('the repository keeps at least one more recorded 1860 game', () => {
  expect(others.length).toBeGreaterThanOrEqual(1);
});

describe.each(others.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.mismatches).toEqual([]);
  });
});
