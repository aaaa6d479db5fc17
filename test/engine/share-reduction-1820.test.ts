/**
 * 1820's share-count reductions in the Issue & Takeover round (G5/G14, G29, G17; rules text
 * ../shared/rules/1820-rules.txt, cited as L####; engine/mechanisms/issueTakeoverRound/reduceShareCount.ts,
 * engine/mechanisms/issueTakeoverRound/stationLimits.ts):
 *
 * - §8.2 L757-761: the company buys back shares in play at the current price until no more than the new count are
 *   in play, the pool first, and control does not pass;
 * - L762: treasury shares are removed until the company has the new count;
 * - L772-774, §17.2-17.3: loans above the shares in play are repaid at once, the director covering a shortfall;
 * - L776-777: a reduction that cannot be paid for fails (it is not offered and is refused);
 * - L755: not in brown or later (phases.json status noShareCountReduction).
 *
 * Ladder prices: 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { checkInvariants, createGame, whoActs, type GameState, legalActions } from '../../engine';
import {
  type Ctx, stationLimitFor, trimStationsToMaximum, britishRailAppears, type IssueTakeoverRoundState,
} from '../helpers/engine-internals';
import { act1820 as act, atIssueTakeover, count, IDS, phaseIndex, priceOf, reduceAction as reduce, refuse1820 as refuse, shares, title1820 as title } from '../helpers/issue-takeover-1820';
import { writableHex } from '../helpers/hex-state';

const offered = (state: GameState, seat: number): number[] =>
  legalActions(title, state, seat)
    .map((l) => l.action as unknown as { type: string; shares?: number })
    .filter((a) => a.type === 'reduce_shares')
    .map((a) => a.shares!);

describe('1820 share-count reductions (§8.2 L753-778)', () => {
  test('10 to 5 shares: the pool is bought first, then the other players; treasury shares are retired', () => {
    // A second company with treasury shares keeps the step open after the reduction.
    const { state, ids } = atIssueTakeover([
      { price: 60, certs: shares({ 'player:0': 5, 'player:1': 2, market: 2, ipo: 1 }), president: 0, cash: 500 },
      { price: 78, certs: shares({ 'player:1': 5, ipo: 5 }), president: 1 },
    ]);
    const corp = ids[0]!;
    expect(offered(state, 0)).toEqual([1, 5]);
    const bank = state.bank;
    const b1 = state.players[1]!.cash;
    const s = act(state, 0, reduce(corp, 5));
    const c = s.corporations[corp]!;
    expect(c.equalShares).toBe(5);
    expect(c.certs).toHaveLength(5);
    expect(count(s, corp, 'player:0')).toBe(5);
    expect(count(s, corp, 'player:1')).toBe(0);
    expect(count(s, corp, 'market')).toBe(0);
    expect(c.cash).toBe(500 - 4 * 60);
    expect(s.players[1]!.cash).toBe(b1 + 2 * 60);
    expect(s.bank).toBe(bank + 2 * 60);
    expect(priceOf(s, corp)).toBe(60);
    expect(c.president).toBe(0);
    expect((s.round as IssueTakeoverRoundState).reduced).toEqual([corp]);
  });

  // 1820 rules L1650: "Loans may be taken ... as needed in any other round for any expense".
  test('a company short of the buy-back takes the loans it needs for it, and no more', () => {
    // 20 shares at 60: director 10, seat 1 four, pool 2, treasury 4; £100. To 10: 16 in play, 6 bought back.
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 10, 'player:1': 4, market: 2, ipo: 4 }), president: 0, cash: 100 }]);
    const corp = ids[0]!;
    expect(refuse(state, 0, reduce(corp, 10))).toMatch(/must buy back 6 shares for £360 and has £100/);
    // One loan: £300 at 55 is short of 6 × 55; two: £500 at 51 pays 6 × 51 = 306, and 2 loans stay under 10 in play.
    const withLoans = legalActions(title, state, 0)
      .map((l) => l.action as unknown as { type: string; shares?: number; loans?: number })
      .filter((a) => a.type === 'reduce_shares' && a.shares === 10);
    expect(withLoans).toEqual([expect.objectContaining({ shares: 10, loans: 2 })]);
    expect(refuse(state, 0, { ...reduce(corp, 10), loans: 1 })).toMatch(/needs 2 loans for this, not 1/);
    const s = act(state, 0, { ...reduce(corp, 10), loans: 2 });
    expect(s.corporations[corp]!).toMatchObject({ equalShares: 10, loans: 2, cash: 100 + 400 - 6 * 51 });
    expect(priceOf(s, corp)).toBe(51);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('control does not pass: the director is bought from last', () => {
    // 20 shares: director 6, seat 2 holds 6, seat 1 holds 3, pool 2, treasury 3. To 10: 17 in play, 7 bought:
    // the pool's 2, then seat 1's 3, then 2 of seat 2's (seats from the director's left); the director keeps 6.
    const { state, ids } = atIssueTakeover([{ price: 51, certs: shares({ 'player:0': 6, 'player:2': 6, 'player:1': 3, market: 2, ipo: 3 }), president: 0, cash: 400 }]);
    const corp = ids[0]!;
    const s = act(state, 0, reduce(corp, 10));
    expect(count(s, corp, 'player:0')).toBe(6);
    expect(count(s, corp, 'player:1')).toBe(0);
    expect(count(s, corp, 'player:2')).toBe(4);
    expect(s.corporations[corp]!.certs).toHaveLength(10);
    expect(s.corporations[corp]!.president).toBe(0);
    expect(s.corporations[corp]!.cash).toBe(400 - 7 * 51);
  });

  test('loans above the new shares in play are repaid at once; the price rises one cell per loan', () => {
    // 10 shares all with players (director 7, seat 1 3), 7 loans; to 5: seat 1's 3 and 2 of the director's are
    // bought back, 5 in play, so 2 loans (£400) are repaid.
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 7, 'player:1': 3 }), president: 0, cash: 800, loans: 7 }]);
    const corp = ids[0]!;
    const s = act(state, 0, reduce(corp, 5));
    const c = s.corporations[corp]!;
    expect(c.loans).toBe(5);
    expect(c.cash).toBe(800 - 5 * 60 - 400);
    expect(priceOf(s, corp)).toBe(71); // 60 → 65 → 71
    expect(count(s, corp, 'player:0')).toBe(5);
  });

  test('the director covers a repayment the treasury cannot; the price then falls one cell', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5, market: 5 }), president: 0, cash: 400, loans: 6 }]);
    const corp = ids[0]!;
    const cash0 = state.players[0]!.cash;
    // 5 pool shares bought for 300, 100 left; 1 loan (200) over the 5 in play: the director adds 100.
    const s = act(state, 0, reduce(corp, 5));
    expect(s.corporations[corp]!.cash).toBe(0);
    expect(s.corporations[corp]!.loans).toBe(5);
    expect(s.players[0]!.cash).toBe(cash0 - 100);
    expect(priceOf(s, corp)).toBe(60); // up to 65 for the loan, down to 60 for the director's cover
  });

  test('a reduction the company cannot pay for is not offered and is refused (L776-777)', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5, market: 3, ipo: 2 }), president: 0, cash: 179 }]);
    const corp = ids[0]!;
    // Only with a loan taken for it (§17.1 L1650, below); to one share, never (a private company takes no loans, L1648).
    expect(legalActions(title, state, 0).filter((l) => l.action.type === 'reduce_shares').map((l) => l.action)).toEqual([expect.objectContaining({ shares: 5, loans: 1 })]);
    expect(refuse(state, 0, reduce(corp, 5))).toMatch(/buy back 3 shares for £180/);
    expect(refuse(state, 0, { ...reduce(corp, 1), loans: 1 })).toMatch(/takes no loans/);
    expect(state.corporations[corp]!.equalShares).toBe(10);
  });

  test('no reduction to a count that is not smaller, nor by another player', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:1': 2, 'player:0': 3, ipo: 5 }), president: 0, cash: 0 }]);
    const corp = ids[0]!;
    // To 1 share the company would buy back 4: it has no money. To 5 nothing is bought.
    expect(offered(state, 0)).toEqual([5]);
    expect(refuse(state, 0, reduce(corp, 20))).toMatch(/may go from 10 shares to 1 or 5, not 20/);
    expect(refuse(state, 1, { ...reduce(corp, 5) })).toMatch(/direct|turn/);
  });

  test('barred from brown (G29, phase status noShareCountReduction)', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5, 'player:1': 1, ipo: 4 }), president: 0, cash: 500 }], (s) => {
      s.phase = phaseIndex('brown');
    });
    const corp = ids[0]!;
    expect(offered(state, 0)).toEqual([]);
    expect(refuse(state, 0, reduce(corp, 5))).toMatch(/brown phase/);
    const blue = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5, 'player:1': 1, ipo: 4 }), president: 0, cash: 500 }], (s) => {
      s.phase = phaseIndex('blue');
    });
    expect(offered(blue.state, 0)).toEqual([1, 5]);
  });

  test('a reduction restarts the circle of passes; the step ends when nothing more can be done', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5, 'player:1': 2, market: 1, ipo: 2 }), president: 0, cash: 500 }]);
    const s = act(state, 0, reduce(ids[0]!, 5));
    // Seats 1 and 2 have nothing to do; seat 0 may still go to one share (4 x 60 of the 320 left).
    expect(s.round).toMatchObject({ kind: 'issueTakeover', turn: 0, passes: 2 });
    expect(offered(s, 0)).toEqual([1]);
    const t = act(s, 0, { type: 'pass', entityType: 'player', entity: 0 });
    expect(t.round).toMatchObject({ kind: 'issueTakeover', takeover: expect.anything() });
  });
});

describe('1820 station limits by size (G17, Table 13.1)', () => {
  test('limits are read by share count', () => {
    expect(stationLimitFor(title, 10)).toEqual({ limit: 8, maximum: 12, overage: 100 });
    expect(stationLimitFor(title, 1)).toEqual({ limit: 6, maximum: 9, overage: 100 });
    expect(stationLimitFor(title, 3)).toBeNull();
  });

  test('a company above its maximum discards unplaced markers first, then placed ones leave the map', () => {
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    const c = state.corporations[IDS[0]!]!;
    c.equalShares = 5;
    // 2 charter markers + 9 gained = 11, maximum 9 for 5 shares; 10 placed, so 1 unplaced goes, then 1 placed.
    c.extraTokens = Array(9).fill(100) as number[];
    const hexes = Object.keys(state.hexes).slice(0, 10);
    c.tokens = hexes.map((hex) => ({ hex, city: 0 }));
    for (const hex of hexes) writableHex(state, hex).tokens.push({ corporation: c.id, city: 0, slot: 0 });
    const ctx: Ctx = { title, state, log: [] };
    expect(trimStationsToMaximum(ctx, c)).toBe(2);
    expect(c.extraTokens).toHaveLength(7);
    expect(c.tokens).toHaveLength(9);
    expect(state.hexes[hexes[9]!]!.tokens.some((t) => t.corporation === c.id)).toBe(false);
    expect(state.hexes[hexes[8]!]!.tokens.some((t) => t.corporation === c.id)).toBe(true);
  });

  test('once British Rail has appeared, a placed marker above the maximum becomes British Rail\'s (§8.4.3 L863-868, §13.6 L1325)', () => {
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    const c = state.corporations[IDS[0]!]!;
    c.equalShares = 5;
    c.extraTokens = Array(8).fill(100) as number[]; // 10 markers, all placed: one above the maximum of 9
    const hexes = Object.keys(state.hexes).filter((h) => h !== 'M13' && h !== 'M15').slice(0, 10);
    c.tokens = hexes.map((hex) => ({ hex, city: 0 }));
    for (const hex of hexes) writableHex(state, hex).tokens.push({ corporation: c.id, city: 0, slot: 0 });
    const ctx: Ctx = { title, state, log: [] };
    britishRailAppears(ctx);
    const left = state.britishRail!.markersLeft;
    expect(trimStationsToMaximum(ctx, c)).toBe(1);
    expect(c.tokens).toHaveLength(9);
    expect(state.hexes[hexes[9]!]!.tokens).toEqual([{ corporation: 'BR', city: 0, slot: 0 }]);
    expect(state.britishRail!.markersLeft).toBe(left - 1);
  });
});

describe('1820 a new private company may merge with one its director controls (§8.2 L768-770)', () => {
  const setUp = () => {
    const { state, ids } = atIssueTakeover([
      { price: 60, certs: shares({ 'player:0': 1, ipo: 4 }), president: 0, cash: 100 },
      { price: 78, certs: shares({ 'player:0': 1, ipo: 4 }), president: 0, cash: 50 },
      { price: 78, certs: shares({ 'player:1': 5, ipo: 5 }), president: 1 },
    ]);
    let s = act(state, 0, reduce(ids[0]!, 1));
    // The other players pass until the director's turn comes round again.
    for (let k = 0; k < 5 && whoActs(title, s)!.seat !== 0; k++) s = act(s, whoActs(title, s)!.seat, { type: 'pass', entityType: 'player', entity: whoActs(title, s)!.seat });
    expect(whoActs(title, s)!.seat).toBe(0);
    return { s, a: ids[0]!, b: ids[1]!, other: ids[2]! };
  };

  test('"If the director already controls a private company: the new private company may be merged with it": offered, and done as a takeover', () => {
    const { s, a, b } = setUp();
    const merges = legalActions(title, s, 0).map((l) => l.action as unknown as { type: string; corporation?: string; shares?: number; mergeInto?: string }).filter((x) => x.type === 'reduce_shares' && x.mergeInto !== undefined);
    expect(merges).toEqual([expect.objectContaining({ corporation: b, shares: 1, mergeInto: a })]);
    const trainsBefore = s.corporations[a]!.trains.length;
    const bTrains = [...s.corporations[b]!.trains];
    const merged = act(s, 0, { ...reduce(b, 1), mergeInto: a });
    expect(merged.corporations[b]!.floated).toBe(false); // its charter is back in the supply
    expect(merged.corporations[a]!.trains).toHaveLength(trainsBefore + bTrains.length);
    expect(merged.corporations[a]!.trains).toEqual(expect.arrayContaining(bTrains));
    expect(checkInvariants(title, merged)).toEqual([]);
  });

  test('no merger for a reduction to more than one share, nor into a company that is not the director\'s private company', () => {
    const { s, a, b, other } = setUp();
    expect(refuse(s, 0, { ...reduce(b, 5), mergeInto: a })).toMatch(/only a company reduced to one share/);
    expect(refuse(s, 0, { ...reduce(b, 1), mergeInto: other })).toMatch(/not a private company you direct/);
  });
});
