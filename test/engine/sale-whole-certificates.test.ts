/**
 * A sale is made of whole certificates (common 18xx rules, Selling shares): a corporation of 20%
 * certificates sells 20% at a time, never 10% (engine/shares/rules/sellsWholeCertificates.ts).
 * Before the rule, the 10% sale was offered among the legal actions and the engine threw on it.
 */
import { compileTitle } from '../../engine';
import { definitionOf } from '../helpers/demo';
import { Driver } from '../helpers/driver';

/** The demo with five-share corporations (a 40% president's certificate and three of 20%), sales allowed at once. */
function fiveShareTitle() {
  const def = structuredClone(definitionOf('demo'));
  for (const c of def.corporations.corporations) {
    c.certificates = [40, 20, 20, 20];
    c.floatPercent = 60;
  }
  def.title.rounds.stock.sellAllowed = 'always';
  return compileTitle(def);
}

describe('sales of whole certificates', () => {
  test('with 20% certificates a 10% sale is refused and not offered; 20% is sold', () => {
    const d = new Driver(fiveShareTitle(), ['Ann', 'Bob'], 'stock-round');
    const ann = d.seat;
    d.do({ type: 'par', corporation: 'NR', price: 70 }); // Ann: 40%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Bob: 20%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Ann: 60%
    expect(d.seat).not.toBe(ann);
    d.pass(); // Bob
    expect(d.seat).toBe(ann);
    const part = d.refuse({ type: 'sell_shares', corporation: 'NR', percent: 10 });
    expect(part.code).toBe('ILLEGAL_ACTION');
    expect(part.message).toMatch(/whole certificates/);
    expect(part.ruleRef).toMatch(/Selling shares/);
    const sales = d.legal().filter((id) => id.startsWith('sell_shares'));
    expect(sales.length).toBeGreaterThan(0);
    for (const id of sales) expect(id).not.toMatch(/(^|\D)(10|30|50)(\D|$)/);
    const cash = d.state.players[ann]!.cash;
    d.do({ type: 'sell_shares', corporation: 'NR', percent: 20 });
    // A 20% certificate sells for two shares at the price (prices are per 10%).
    expect(d.state.players[ann]!.cash).toBe(cash + 140);
  });

  test('a president selling below the certificate takes the successor\'s 20% certificates and sells whole ones', () => {
    const d = new Driver(fiveShareTitle(), ['Ann', 'Bob'], 'stock-round');
    const ann = d.seat;
    const bob = 1 - ann;
    d.do({ type: 'par', corporation: 'NR', price: 70 }); // Ann: 40%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Bob: 20%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Ann: 60%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 20 }); // Bob: 40%
    expect(d.seat).toBe(ann);
    expect(d.refuse({ type: 'sell_shares', corporation: 'NR', percent: 30 }).message).toMatch(/whole certificates/);
    d.do({ type: 'sell_shares', corporation: 'NR', percent: 40 });
    expect(d.state.corporations.NR!.president).toBe(bob);
  });
});
