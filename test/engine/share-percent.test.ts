/**
 * A corporation priced per its own share (corporations.json `sharePercent`; engine/shares/holdings.ts
 * sharePercent): a five-share corporation of 20% shares, as 18xx.games prices every corporation
 * (its share_percent). Its market price is the price of one 20% share: the 40% president's
 * certificate costs twice the par, a 20% share once the price, a full capitalisation is five shares
 * at par, a dividend is paid per 20% share, a sale of one share moves the price once, net worth
 * counts each share at the price, and loans are limited by the five shares in play. Without the
 * setting (the default 10) the same certificates cost twice as much, as the last test shows.
 * Asked for by the authored titles (test/fixtures/authored/18Moor).
 */
import { compileTitle } from '../../engine';
import { distribute, netWorth, sharesInPlay, type Ctx } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { Driver } from '../helpers/driver';

/** The demo with five-share corporations (a 40% president's certificate and three of 20%), sales allowed at once. */
function fiveShareTitle(sharePercent: 20 | undefined) {
  const def = structuredClone(definitionOf('demo'));
  for (const c of def.corporations.corporations) {
    c.certificates = [40, 20, 20, 20];
    c.floatPercent = 60;
    if (sharePercent !== undefined) c.sharePercent = sharePercent;
  }
  def.title.rounds.stock.sellAllowed = 'always';
  return compileTitle(def);
}

/** Ann pars NR at 70 and buys a 20% share; Bob buys one: 80% sold, NR floats. */
function floated(sharePercent: 20 | undefined) {
  const d = new Driver(fiveShareTitle(sharePercent), ['Ann', 'Bob'], 'stock-round');
  const ann = d.seat;
  const bob = 1 - ann;
  const start = d.state.players[ann]!.cash;
  d.do({ type: 'par', corporation: 'NR', price: 70 });
  const parCost = start - d.state.players[ann]!.cash;
  d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Bob
  d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Ann: 60%, floats
  return { d, ann, bob, start, parCost };
}

describe('corporations.json sharePercent: a five-share corporation priced per 20% share', () => {
  test('the president\'s certificate costs two shares at par, a share one, the capital five', () => {
    const { d, ann, start, parCost } = floated(20);
    expect(parCost).toBe(140);
    expect(d.state.players[ann]!.cash).toBe(start - 210);
    expect(d.state.corporations.NR!.floated).toBe(true);
    expect(d.state.corporations.NR!.cash).toBe(350);
    expect(d.log.join('\n')).toMatch(/NR floats and receives \$?350/);
  });

  test('a dividend is paid per 20% share; net worth counts each share at the price; loans count shares', () => {
    const { d, ann, bob } = floated(20);
    const s = structuredClone(d.state);
    const ctx: Ctx = { title: d.title, state: s, log: [] };
    const [a, b] = [s.players[ann]!.cash, s.players[bob]!.cash];
    distribute(ctx, 'NR', 100, 'payout');
    // 100 for five shares: 20 a share; Ann holds three, Bob one.
    expect(s.players[ann]!.cash - a).toBe(60);
    expect(s.players[bob]!.cash - b).toBe(20);
    expect(ctx.log.join('\n')).toMatch(/pays \$?20 per share/);
    const price = 70;
    expect(netWorth(d.title, d.state, bob)).toBe(d.state.players[bob]!.cash + price);
    // Ann's 40% president's certificate is two shares: four in play with Bob's.
    expect(sharesInPlay(d.title, d.state.corporations.NR!)).toBe(4);
  });

  test('a sale of one 20% share fetches the price and moves it down once (downPerShare)', () => {
    const { d, bob } = floated(20);
    expect(d.seat).toBe(bob);
    const before = { ...d.state.corporations.NR!.market! };
    const cash = d.state.players[bob]!.cash;
    d.do({ type: 'sell_shares', corporation: 'NR', percent: 20 });
    expect(d.state.players[bob]!.cash).toBe(cash + 70);
    const after = d.state.corporations.NR!.market!;
    expect(Math.abs(after.row - before.row) + Math.abs(after.col - before.col)).toBe(1);
  });

  test('without it the same certificates are priced per 10%: twice as much', () => {
    const { d, ann, start, parCost } = floated(undefined);
    expect(parCost).toBe(280);
    expect(d.state.players[ann]!.cash).toBe(start - 420);
    expect(d.state.corporations.NR!.cash).toBe(700);
  });
});
