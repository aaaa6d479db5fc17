/**
 * title.json byPlayerCount (engine/mechanisms/byPlayerCount): rules chosen by the number of players,
 * checked on 18Chesapeake, whose two-player game follows 18xx.games' `two_player?` rules (no rules text
 * for the title is at hand; g_18_chesapeake game.rb setup: "presidents_share.percent = 30" and the last
 * share to the bank, except the Cornelius Vanderbilt's corporation; float_corporation: "remaining shares
 * are transferred to the Market"; round/stock.rb sold_out?: "corporation.floated? &&
 * corporation.num_market_shares.zero?"; share_pool.rb buy_shares: a buyer who is not the owner
 * "removes a 10% share ... from the game") and on the recorded two-player game 22383.
 */
import * as fs from 'fs';
import {
  applyVariant, checkInvariants, compileTitle, createGame, mergePatch, rulesSummary, type Definition, type GameState,
} from '../../engine';
import { certPercents, type Ctx, each, soldOutOrderMechanism as soldOutOrder } from '../helpers/engine-internals';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const def = loadTitleDir(repoPath('definitions', '18Chesapeake')).definition;
const title = compileTitle(def);
const game22383: ExportGame = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '18Chesapeake', '22383.json'), 'utf8'));
const twoPlayer = def.title.byPlayerCount!['2']!;

/** The definition with the two-player entry changed by `patch` (a merge patch: null deletes a setting). */
const withTwoPlayer = (patch: Record<string, unknown>): Definition =>
  ({ ...def, title: mergePatch(def.title, { byPlayerCount: { '2': patch } }) }) as Definition;

const count = (s: GameState, corp: string, holder: string): number => s.corporations[corp]!.certs.filter((h) => h === holder).length;

/** Our state just before and just after the export's action `id`. */
function around(d: Definition, id: number): { before: GameState; after: GameState } {
  let before: GameState | null = null;
  let after: GameState | null = null;
  replayExport(d, game22383, {
    beforeAction: (s, a) => {
      if (a.id === id) before = structuredClone(s);
    },
    afterAction: (s, a) => {
      if (a.id === id) after = structuredClone(s);
    },
  });
  if (!before || !after) throw new Error(`log id ${id} was not applied`);
  return { before, after };
}

describe('byPlayerCount corporationCertificates (two players: a 30% president\'s certificate and seven 10% shares)', () => {
  test('18Chesapeake lists it for two players only', () => {
    expect(Object.keys(def.title.byPlayerCount!)).toEqual(['2']);
    expect(twoPlayer.corporationCertificates).toEqual({ percents: [30, 10, 10, 10, 10, 10, 10, 10], exceptGrantedPresident: true });
  });

  test.each([1, 2, 3, 4, 5])('two players, seed %i: every corporation but the drawn one has 30% + 7 x 10%; the drawn one keeps 20% + 8 x 10%', (seed) => {
    const s = createGame(title, { players: ['a', 'b'], seed });
    const drawn = s.companies.CV!.grantsCorporation!;
    for (const c of title.corporations) {
      const percents = certPercents(title, s.corporations[c.id]!);
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
      expect(s.corporations[c.id]!.certs).toHaveLength(percents.length);
      expect(percents).toEqual(c.id === drawn ? [20, 10, 10, 10, 10, 10, 10, 10, 10] : [30, 10, 10, 10, 10, 10, 10, 10]);
    }
    // The B&OR hands over a plain B&O share (certificate 1), not its president's: B&O is not excepted.
    if (drawn !== 'B&O') expect(certPercents(title, s.corporations['B&O']!)[0]).toBe(30);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('three players: the definition\'s certificates', () => {
    const s = createGame(title, { players: ['a', 'b', 'c'], seed: 1 });
    for (const c of title.corporations) expect(certPercents(title, s.corporations[c.id]!)).toEqual(c.certificates);
  });

  test('without exceptGrantedPresident the drawn corporation has the 30% certificate too', () => {
    const t = compileTitle(withTwoPlayer({ corporationCertificates: { percents: [30, 10, 10, 10, 10, 10, 10, 10], exceptGrantedPresident: null } }));
    const s = createGame(t, { players: ['a', 'b'], seed: 1 });
    for (const c of t.corporations) expect(certPercents(t, s.corporations[c.id]!)[0]).toBe(30);
  });

  test('22383: the drawn C&O is parred with a 20% certificate, the B&O with a 30% one', () => {
    const { after } = around(def, 11);
    expect(certPercents(title, after.corporations['C&O']!)[0]).toBe(20);
    expect(certPercents(title, after.corporations['B&O']!)[0]).toBe(30);
    expect(after.players[1]!.cash).toBeLessThan(1200);
  });
});

describe('byPlayerCount floatMovesIpoToMarket (two players: the unsold initial offering goes to the market at the float)', () => {
  test('22383 log id 20: SRR floats at 60% (30% + 3 x 10%) and its four unsold shares go to the market', () => {
    const { before, after } = around(def, 20);
    expect(before.corporations.SRR!.floated).toBe(false);
    expect(after.corporations.SRR!.floated).toBe(true);
    expect(count(before, 'SRR', 'ipo')).toBe(5);
    expect(count(after, 'SRR', 'ipo')).toBe(0);
    expect(count(after, 'SRR', 'market')).toBe(4);
  });

  test('without it the shares stay in the initial offering, and 22383 no longer replays', () => {
    const d = withTwoPlayer({ floatMovesIpoToMarket: null });
    expect(count(around(d, 20).after, 'SRR', 'ipo')).toBe(4);
    expect(replayExport(d, game22383).error).not.toBeNull();
  });
});

describe('byPlayerCount marketBuyRemovesShare "nonPresident" (two players: a second market share leaves the game)', () => {
  test('22383 log id 56: Player 2 buys SRR_4, whose president is Player 1; a second SRR share leaves the market', () => {
    const { before, after } = around(def, 56);
    expect(before.corporations.SRR!.president).toBe(0);
    expect(count(after, 'SRR', 'player:1')).toBe(count(before, 'SRR', 'player:1') + 1);
    expect(count(after, 'SRR', 'market')).toBe(count(before, 'SRR', 'market') - 2);
    expect(count(after, 'SRR', 'removed')).toBe(count(before, 'SRR', 'removed') + 1);
    expect(checkInvariants(title, after)).toEqual([]);
  });

  /** The mechanism's answer to a purchase of SRR by `buyer` after log id 56 (SRR's president is seat 0, the market holds SRR shares). */
  const afterPurchase = (d: Definition, buyer: string): GameState => {
    const t = compileTitle(d);
    const state = structuredClone(around(d, 56).after);
    expect(state.corporations.SRR!.president).toBe(0);
    const ctx: Ctx = { title: t, state, log: [] };
    each(t, 'shareBought', ctx, buyer, 'SRR');
    return state;
  };

  test('a purchase by the president removes nothing; one by the other player removes the market\'s last share', () => {
    const base = around(def, 56).after;
    const market = count(base, 'SRR', 'market');
    expect(market).toBeGreaterThan(1);
    expect(count(afterPurchase(def, 'player:0'), 'SRR', 'market')).toBe(market);
    const other = afterPurchase(def, 'player:1');
    expect(count(other, 'SRR', 'market')).toBe(market - 1);
    expect(other.corporations.SRR!.certs[base.corporations.SRR!.certs.lastIndexOf('market')]).toBe('removed');
  });

  test('without it the buy at log id 56 removes nothing', () => {
    const d = withTwoPlayer({ marketBuyRemovesShare: null });
    const { before, after } = around(d, 56);
    expect(count(after, 'SRR', 'market')).toBe(count(before, 'SRR', 'market') - 1);
    expect(count(afterPurchase(d, 'player:1'), 'SRR', 'market')).toBe(count(after, 'SRR', 'market'));
  });
});

describe('byPlayerCount soldOut "noMarketShares" (two players: sold out means no shares in the market)', () => {
  /** The end-of-stock-round rise (soldOutOrder, which 18Chesapeake uses) on SRR after log id 20, with its market shares gone or not. */
  const rises = (d: Definition, marketShares: 'removed' | 'kept'): boolean => {
    const t = compileTitle(d);
    const state = structuredClone(around(d, 20).after);
    const srr = state.corporations.SRR!;
    if (marketShares === 'removed') srr.certs = srr.certs.map((h) => (h === 'market' ? 'removed' : h));
    const before = { ...srr.market! };
    const ctx: Ctx = { title: t, state, log: [] };
    soldOutOrder.hooks.stockRoundPrices!(ctx);
    return srr.market!.row < before.row || srr.market!.col > before.col;
  };

  test('SRR with its unsold shares taken out of the game and none in the market is sold out; with shares in the market it is not', () => {
    expect(rises(def, 'removed')).toBe(true);
    expect(rises(def, 'kept')).toBe(false);
  });

  test('without it, shares out of the game are not with players: SRR is not sold out', () => {
    expect(rises(withTwoPlayer({ soldOut: null }), 'removed')).toBe(false);
  });
});

test('the rules summary says what the two-player game changes', () => {
  const s = rulesSummary(title);
  expect(s.special.byPlayerCount).toEqual([{ players: 2, ...twoPlayer }]);
  expect(s.text.find((t) => t.startsWith('With 2 players'))).toMatch(/a 30% president's certificate and 7 10% shares;.*market when it floats;.*sold out.*;.*leaves the game;.*unpaid and the buyer gets nothing\./);
  expect(rulesSummary(compileTitle(loadTitleDir(repoPath('definitions', '1889')).definition)).special.byPlayerCount).toEqual([]);
});

describe('byPlayerCount marketBuyRemovesShare "nonPresident", the market\'s only share (18xx.games share_pool.rb buy_shares: "return super unless bundle.shares.first == share_to_remove")', () => {
  const otr = applyVariant(def, 'offTheRails');
  const game191930: ExportGame = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '18ChesapeakeOfftheRails', '18ChesapeakeOfftheRails_game_end_bank.json'), 'utf8'));
  /** Our state just before and after log id 16 of 191930: Player 1 (seat 0) buys LV_7, the market's only LV share; LV's president is Player 2. */
  const at16 = (d: Definition): { before: GameState; after: GameState; error: unknown } => {
    let before: GameState | null = null;
    let after: GameState | null = null;
    const r = replayExport(d, game191930, {
      beforeAction: (s, a) => {
        if (a.id === 16) before = structuredClone(s);
      },
      afterAction: (s, a) => {
        if (a.id === 16) after = structuredClone(s);
      },
    });
    return { before: before!, after: after!, error: r.error };
  };

  test('191930 log id 16: the share leaves the game, unpaid, and the buyer gets nothing', () => {
    const { before, after } = at16(otr);
    expect(before.corporations.LV!.president).toBe(1);
    expect(count(before, 'LV', 'market')).toBe(1);
    expect(after.players[0]!.cash).toBe(before.players[0]!.cash);
    expect(count(after, 'LV', 'player:0')).toBe(count(before, 'LV', 'player:0'));
    expect(count(after, 'LV', 'market')).toBe(0);
    expect(count(after, 'LV', 'removed')).toBe(count(before, 'LV', 'removed') + 1);
    expect(checkInvariants(compileTitle(otr), after)).toEqual([]);
  });

  test('without the setting the purchase stands, and Player 1 then lacks the money to start PRR with its 30% certificate (log id 39: 228, 216 available)', () => {
    const d = { ...otr, title: mergePatch(otr.title, { byPlayerCount: { '2': { marketBuyRemovesShare: null } } }) } as Definition;
    const { before, after, error } = at16(d);
    expect(count(after, 'LV', 'player:0')).toBe(count(before, 'LV', 'player:0') + 1);
    expect(after.players[0]!.cash).toBe(before.players[0]!.cash - 100);
    expect(error).toMatchObject({ id: 39, message: "the president's certificate costs 228, 216 available" });
  });
});
