/**
 * 1860: trainless companies' shares are worth half, when sold and when scored (1860
 * rules, Selling shares ~L432 and Winning the game ~L410), unless the optional rule
 * keeps full value for a company that has not operated (18xx.games option
 * non_operated_full_value); and a company floats on shares sold from the IPO only,
 * not counting shares in the bank pool (rules, Floating ~L548).
 */
import { summarize, createGame } from '../../engine';
import {
  type Ctx, certificateValue, halfValue, salePricePerShare, soldPercent,
} from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

function game(variant: string | null = null) {
  const title = titleOf('1860', variant);
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  const c = state.corporations['IOW']!;
  c.par = 100;
  c.market = title.market.parCells.find((p) => p.price === 100)!;
  c.president = 0;
  return { title, state, c };
}

describe('1860 share value', () => {
  it('halves a trainless company\'s share price for sales, per share rounded down', () => {
    const { title, c } = game();
    c.operated = true;
    expect(halfValue(title, c)).toBe(true);
    expect(salePricePerShare(title, c, 95)).toBe(47);
    c.trains = ['2+1-0'];
    expect(halfValue(title, c)).toBe(false);
    expect(salePricePerShare(title, c, 95)).toBe(95);
  });

  it('counts trainless certificates at half in net worth', () => {
    const { title, state, c } = game();
    c.operated = true;
    c.certs[0] = 'player:0'; // the 20% director's certificate
    c.certs[1] = 'player:0';
    const cash = state.players[0]!.cash;
    expect(summarize(title, state).players[0]!.netWorth).toBe(cash + 100 + 50);
    c.trains = ['2+1-0'];
    expect(summarize(title, state).players[0]!.netWorth).toBe(cash + 200 + 100);
    expect(certificateValue(title, c, 95, 10)).toBe(95);
  });

  it('keeps full value before the first run only with the optional rule', () => {
    const plain = game();
    expect(halfValue(plain.title, plain.c)).toBe(true);
    const optional = game('non_operated_full_value');
    expect(halfValue(optional.title, optional.c)).toBe(false);
    optional.c.operated = true;
    expect(halfValue(optional.title, optional.c)).toBe(true);
  });

  it('floats on shares sold from the IPO: pool shares do not count', () => {
    const { title, state, c } = game();
    const ctx: Ctx = { title, state, log: [] };
    c.certs[0] = 'player:0';
    c.certs[1] = 'player:1';
    c.certs[2] = 'market';
    c.certs[3] = 'market';
    expect(soldPercent(ctx, c)).toBe(30);
    // 1870 counts the open market (its rules float on shares sold, wherever they are now).
    const t1870 = titleOf('1870');
    const s1870 = createGame(t1870, { players: ['A', 'B', 'C'], seed: 1 });
    const any = Object.values(s1870.corporations)[0]!;
    any.certs[0] = 'player:0';
    any.certs[1] = 'market';
    expect(soldPercent({ title: t1870, state: s1870, log: [] }, any)).toBe(30);
  });
});
