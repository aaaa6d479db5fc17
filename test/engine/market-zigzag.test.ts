/**
 * 1860's two-tier zig-zag stock market (1860 rules, "Share Price Movement" and
 * "Dividends and the Share Price"; OCR lines ~466-520 and ~776-800), as the generic
 * market mechanisms market.json switches on: movement.zigzag, the red-letter flag f,
 * payoutSteps "revenueMultiple", and the stock-round and phase settings that stop
 * sales moving the price.
 */
import { createGame, rulesSummary, type MarketPosition } from '../../engine';
import {
  type Ctx, cellAt, moveDownForSale, moveLeft, moveRight, moveUp, payoutSteps, type Market, dropAfterSale,
} from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const title = titleOf('1860');
const market: Market = title.market;
const at = (price: number, row = 0): MarketPosition => {
  const col = market.rows[row]!.findIndex((c) => c?.price === price);
  if (col < 0) throw new Error(`no ${price} on row ${row}`);
  return { row, col };
};
const price = (pos: MarketPosition) => cellAt(market, pos).price;

describe('1860 zig-zag market', () => {
  it('is read as a folded track with the red-letter, re-par, closing and end cells flagged', () => {
    expect(market.zigzag).toBe(true);
    expect(market.parCells.map((p) => p.price).sort((a, b) => a - b)).toEqual([54, 58, 62, 68, 74, 82, 90, 100]);
    // Red-letter zones: below 40 and above 150 (rules: "Shares worth less than 40, or more than 150").
    for (const row of market.rows) for (const cell of row) if (cell) expect(cell.firstShareFree).toBe((cell.price < 40 || cell.price > 150) && cell.price !== 340 && cell.price !== 0);
    expect(cellAt(market, at(0)).closes).toBe(true);
    expect(cellAt(market, at(340)).endsGame).toBe(true);
  });

  it('moves a token down-left along the zig-zag, one place per share sold', () => {
    // Top tier: down onto the bottom tier below; bottom tier: up and to the left.
    expect(price(moveDownForSale(market, at(100), 1))).toBe(95);
    expect(moveDownForSale(market, at(100), 1).row).toBe(1);
    expect(price(moveDownForSale(market, at(95, 1), 1))).toBe(90);
    expect(price(moveDownForSale(market, at(100), 4))).toBe(82);
  });

  it('ignores the first share of a block sold in a red-letter zone (the rules\' example: 3 at 182 fall to 166)', () => {
    expect(price(moveDownForSale(market, at(182), 3))).toBe(166);
    expect(price(moveDownForSale(market, at(182), 1))).toBe(182);
    // Outside the zones every share counts.
    expect(price(moveDownForSale(market, at(134), 2))).toBe(122);
  });

  it('moves one place along the same tier for a dividend, and clamps at the ends of the track', () => {
    expect(price(moveRight(market, at(100)))).toBe(110);
    expect(price(moveRight(market, at(95, 1)))).toBe(105);
    expect(price(moveLeft(market, at(100)))).toBe(90);
    // Withholding at 14 or at 7 reaches 0: bankrupt (rules, Bankruptcy).
    expect(price(moveLeft(market, at(14)))).toBe(0);
    expect(price(moveLeft(market, at(7, 1)))).toBe(0);
    // Paying out at the bottom-right 330 reaches 340, the end of the track.
    expect(price(moveRight(market, at(330, 1)))).toBe(340);
    expect(price(moveRight(market, at(340)))).toBe(340);
    expect(price(moveUp(market, at(95, 1)))).toBe(100);
  });

  it('moves a payout one place per whole multiple of the price the revenue reaches, at most four', () => {
    expect(payoutSteps(market, 99, 100)).toBe(0);
    expect(payoutSteps(market, 100, 100)).toBe(1);
    expect(payoutSteps(market, 299, 100)).toBe(2);
    expect(payoutSteps(market, 300, 100)).toBe(3);
    expect(payoutSteps(market, 1000, 100)).toBe(4);
  });
});

describe('1860: when sales move the price', () => {
  function corporationAt(p: number, operated: boolean, phaseId = '2') {
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    state.phase = title.phases.findIndex((ph) => ph.id === phaseId);
    const c = Object.values(state.corporations)[0]!;
    c.market = at(p);
    c.operated = operated;
    const ctx: Ctx = { title, state, log: [] };
    return { ctx, c };
  }

  it('does not move the price of a corporation that has not operated', () => {
    const { ctx, c } = corporationAt(100, false);
    dropAfterSale(ctx, c, 3);
    expect(price(c.market!)).toBe(100);
  });

  it('moves it once the corporation has operated', () => {
    const { ctx, c } = corporationAt(100, true);
    dropAfterSale(ctx, c, 3);
    expect(price(c.market!)).toBe(86);
  });

  it('no longer moves it from the first 8+4 (phase 8) on', () => {
    const { ctx, c } = corporationAt(100, true, '8');
    dropAfterSale(ctx, c, 3);
    expect(price(c.market!)).toBe(100);
  });

  it('one setting says all of it (rounds.stock.sellMovement), and the rules summary says it', () => {
    expect(title.rounds.stock.sellMovement).toEqual({ move: 'downPerShare', notBefore: 'operated', notFromPhase: '8', directorSalesAlwaysMove: false });
    expect(rulesSummary(title).text).toContain('The share price drops one row for each share sold (not before the corporation has operated); from phase 8 on, sales do not move it.');
  });
});
