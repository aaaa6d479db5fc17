/**
 * 1820's share-price movement, dividend rounding and operating order, as generic mechanisms
 * switched on by definitions/1820 (rules text ../shared/rules/1820-rules.txt):
 *
 * - G11, §7.2.4 L632-643 and §16.2.3: a payout moves the price +1 / +2 / +3 when the total
 *   revenue reaches 1× / 2× / 4× the price, -1 below it and -1 more without a train
 *   (market.json movement.payoutThresholds); withholding does not move it (D8 #20,
 *   rounds.operating.dividend.withholdMovement "none"); at the end of a stock round, in operating
 *   order, -1 per 10% (or share, whichever gives fewer moves) in the pool (§16.2.2,
 *   rounds.stock.poolMovement) and +1 when players hold 100% (§6.7; the one-row market is a
 *   ladder, so "up" is right);
 * - G12, §7.2.4 L626-631: players' totals rounded up, the pool's down, the treasury takes the
 *   remainder (title.json dividends.rounding);
 * - G27, §7.1 L557-562: a marker is moved once, face down, at the end of its turn
 *   (rounds.operating.order "sharePriceFaceDown").
 *
 * Positions are set directly, to reach each case at once. The ladder's prices:
 * 10 40 43 47 51 55 60 65 71 78 86 95 105 116 128 142 ...
 */
import { publicState, apply, createGame, rulesSummary, type GameState, type MarketPosition } from '../../engine';
import { type Ctx, operatingSteps, startOperatingSet } from '../helpers/engine-internals';
import { titleOf, titleWithoutCousins } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
const title = titleWithoutCousins('1820');
const at = (price: number): MarketPosition => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
/** The share price the players see (publicState). */
const priceOf = (state: GameState, corp: string): number => publicState(title, state).corporations.find((c) => c.id === corp)!.sharePrice!;
const IDS = title.corporations.map((c) => c.id);

interface CorpSetup {
  price: number;
  certs: string[];
  trains?: number;
  cash?: number;
  seq?: number;
}

/** A 1820 game whose first corporations are floated as given (seat 0 directs them all). */
function game(corps: CorpSetup[]): { state: GameState; ids: string[] } {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  const ids = corps.map((s, i) => {
    const id = IDS[i]!;
    const c = state.corporations[id]!;
    c.floated = true;
    c.operated = true;
    c.par = s.price;
    c.market = at(s.price);
    c.marketSeq = s.seq ?? i + 1;
    c.president = 0;
    c.cash = s.cash ?? 0;
    c.certs = [...s.certs];
    for (let k = 0; k < (s.trains ?? 1); k++) {
      const t = { id: `2+-t${i}-${k}`, type: '2+', owner: `corp:${id}` };
      state.trains.push(t);
      c.trains.push(t.id);
    }
    return id;
  });
  state.marketSeq = 100;
  return { state, ids };
}

const TEN = (holders: Record<string, number>): string[] => Object.entries(holders).flatMap(([h, n]) => Array(n).fill(h) as string[]);

function payout(state: GameState, corp: string, revenue: number, kind = 'payout'): GameState {
  const ctx: Ctx = { title, state, log: [] };
  operatingTurn(state, corp, { step: operatingSteps(ctx).findIndex((s) => s.name === 'dividend'), revenue });
  const r = apply(title, state, { type: 'dividend', entityType: 'corporation', entity: corp, kind }, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

describe('1820 payout thresholds (§7.2.4 L632-643, market.json movement.payoutThresholds)', () => {
  const holders = TEN({ 'player:0': 6, ipo: 4 });
  test.each([
    // [revenue, trains, price after] from a price of 78
    [78, 1, 86], // = 1× the price: +1
    [155, 1, 86], // below 2×: still +1
    [156, 1, 95], // = 2×: +2
    [311, 1, 95], // below 4×: +2 (the old 3× step no longer applies)
    [312, 1, 105], // = 4×: +3
    [77, 1, 71], // below the price: -1
    [77, 0, 65], // below the price and no train: -2
  ])('revenue %i with %i train(s) moves 78 to %i', (revenue, trains, after) => {
    // Cash for a train: a trainless company with nothing to buy would end its buy-train step at once and
    // go into liquidation (G16, mustBuyTrain "neverThenLiquidate"); here the turn waits at that step.
    const { state, ids } = game([{ price: 78, certs: holders, trains, cash: 200 }]);
    expect(priceOf(payout(state, ids[0]!, revenue), ids[0]!)).toBe(after);
  });

  test('withholding leaves the price where it is (D8 #20) and puts the revenue in the treasury', () => {
    const { state, ids } = game([{ price: 78, certs: holders, cash: 5 }]);
    const next = payout(state, ids[0]!, 120, 'withhold');
    expect(priceOf(next, ids[0]!)).toBe(78);
    expect(next.corporations[ids[0]!]!.cash).toBe(125);
  });
});

describe('1820 dividend rounding (§7.2.4 L626-631, title.json dividends.rounding)', () => {
  test('players are rounded up, the pool down, the treasury takes the remainder', () => {
    // 10 shares: seat 0 holds 3, seat 1 holds 2, the pool 1, the treasury (unsold) 4. R = 77:
    // seat 0 ceil(23.1) = 24, seat 1 ceil(15.4) = 16, pool floor(7.7) = 7 to the bank,
    // treasury 77 - 24 - 16 - 7 = 30.
    const { state, ids } = game([{ price: 78, certs: TEN({ 'player:0': 3, 'player:1': 2, market: 1, ipo: 4 }) }]);
    const before = state.players.map((p) => p.cash);
    const next = payout(state, ids[0]!, 77);
    expect(next.players[0]!.cash - before[0]!).toBe(24);
    expect(next.players[1]!.cash - before[1]!).toBe(16);
    expect(next.players[2]!.cash - before[2]!).toBe(0);
    expect(next.corporations[ids[0]!]!.cash).toBe(30);
  });

  test('a remainder below zero is not taken from the treasury (D8 #19)', () => {
    // R = 5 over 10 shares: seat 0 (4) ceil(2) = 2, seat 1 (3) ceil(1.5) = 2, seat 2 (2) ceil(1) = 1,
    // treasury (1): 5 - 5 = 0. With R = 3: 2 + 1 + 1 = 4 > 3, so the treasury gets nothing.
    const { state, ids } = game([{ price: 40, certs: TEN({ 'player:0': 4, 'player:1': 3, 'player:2': 2, ipo: 1 }), cash: 50 }]);
    const before = state.players.map((p) => p.cash);
    const next = payout(state, ids[0]!, 3);
    expect(next.players.map((p, i) => p.cash - before[i]!)).toEqual([2, 1, 1]);
    expect(next.corporations[ids[0]!]!.cash).toBe(50);
  });
});

describe('1820 end of the stock round (§6.7, §16.2.2: rounds.stock.poolMovement, soldOutMovement)', () => {
  test('pool shares push the price down, 100% with players pushes it up', () => {
    const { state, ids } = game([
      { price: 78, certs: TEN({ 'player:0': 6, market: 2, ipo: 2 }) }, // 20% in the pool: -2
      { price: 78, certs: TEN({ 'player:0': 6, 'player:1': 4 }) }, // sold out: +1
      { price: 40, certs: TEN({ 'player:0': 5, market: 5 }) }, // 50% in the pool, stops at the bottom (10)
      { price: 60, certs: TEN({ 'player:0': 6, ipo: 4 }) }, // no pool share, not sold out: stays
    ]);
    // Everyone passes: the stock round ends.
    let s = state;
    for (let k = 0; k < 6; k++) {
      if (s.round.kind !== 'stock' || s.round.number !== 1) break;
      const seat = s.round.turn;
      const r = apply(title, s, { type: 'pass', entityType: 'player', entity: seat }, { seat });
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      s = r.state;
    }
    expect(s.round.kind).toBe('operating');
    expect(ids.map((id) => priceOf(s, id))).toEqual([65, 86, 10, 60]);
  });
});

describe('1820 operating order with face-down markers (§7.1 L557-562, order "sharePriceFaceDown")', () => {
  test('a marker back on its starting cell at the end of the turn keeps its place; one that moved arrives under the others', () => {
    // X, Y and Z on 78 (X on top), W on 71.
    const certs = TEN({ 'player:0': 6, ipo: 4 });
    const { state, ids } = game([
      { price: 78, certs, seq: 1 },
      { price: 78, certs, seq: 2 },
      { price: 78, certs, seq: 3 },
      { price: 71, certs, seq: 4 },
    ]);
    const [X, Y, Z] = ids as [string, string, string, string];
    const ctx: Ctx = { title, state, log: [] };
    startOperatingSet(ctx, 1);
    expect(state.round.kind === 'operating' && state.round.current).toBe(X);
    let s = state;
    const act = (action: Record<string, unknown>, corp: string): void => {
      const r = apply(title, s, { entityType: 'corporation', entity: corp, ...action } as never, { seat: 0 });
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      s = r.state;
    };
    const toDividend = (corp: string, revenue: number): void => {
      // The test skips track, stations and the run: it sets the run's revenue directly.
      if (s.round.kind !== 'operating') throw new Error('not an operating round');
      s.round.turn.step = operatingSteps({ title, state: s, log: [] }).findIndex((x) => x.name === 'dividend');
      s.round.turn.revenue = revenue;
    };
    // X pays 78 (up to 86), then takes a loan (down to 78, §16.2.1): it ends where it began and
    // keeps its place on top.
    toDividend(X, 78);
    act({ type: 'dividend', kind: 'payout' }, X);
    expect(priceOf(s, X)).toBe(86);
    act({ type: 'take_loan' }, X);
    expect(priceOf(s, X)).toBe(78);
    act({ type: 'pass' }, X); // discard no train
    act({ type: 'pass' }, X); // buy trains: none
    act({ type: 'pay_costs', kind: 'interest', pay: true }, X); // £20 interest
    act({ type: 'pass' }, X); // repay no loan
    expect(s.round.kind === 'operating' && s.round.current).toBe(Y);
    // Y pays 78: up to 86. Z withholds: stays on 78.
    toDividend(Y, 78);
    act({ type: 'dividend', kind: 'payout' }, Y);
    act({ type: 'pass' }, Y); // discard no train
    act({ type: 'pass' }, Y); // buy no train
    expect(s.round.kind === 'operating' && s.round.current).toBe(Z);
    toDividend(Z, 50);
    act({ type: 'dividend', kind: 'withhold' }, Z);
    act({ type: 'pass' }, Z);
    act({ type: 'pass' }, Z);
    // On 78: X (never moved, on top) before Z; plain arrival order would have put X last.
    const order = [X, Z].sort((a, b) => s.corporations[a]!.marketSeq - s.corporations[b]!.marketSeq);
    expect(order).toEqual([X, Z]);
    expect(priceOf(s, X)).toBe(78);
    expect(priceOf(s, Y)).toBe(86);
  });

  test('1843 uses the same operating order', () => {
    expect(titleOf('1843').rounds.operating.order).toBe('sharePriceFaceDown');
  });

  test('the rules summary says so, and that withholding does not move the price', () => {
    const text = rulesSummary(title).text.join('\n');
    expect(text).toContain('keeps its place if it ends where it began');
    expect(text).toContain('withholding does not move it');
    expect(text).toContain('pay train maintenance (Cost of Business)');
  });
});
