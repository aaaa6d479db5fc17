import { Driver } from '../helpers/driver';
import { titleOf } from '../helpers/demo';

const title = titleOf('demo');

/** Two players; returns the driver with the seat that acts first as `a`. */
function start() {
  const d = new Driver(title, ['Ann', 'Bob'], 'stock-round');
  const a = d.seat;
  const b = 1 - a;
  return { d, a, b };
}

describe('stock round (1830 rules as the demo title configures them)', () => {
  test('par, buy to 50% and float with full capitalisation', () => {
    const { d, a, b } = start();
    const bank0 = d.state.bank;
    d.do({ type: 'par', corporation: 'NR', price: 100 });
    expect(d.state.players[a]!.cash).toBe(300);
    expect(d.state.corporations.NR!.president).toBe(a);
    expect(d.seat).toBe(b); // a purchase ends the turn
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    expect(d.state.corporations.NR!.floated).toBe(false);
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    // 20% + 3 × 10% = 50%: floated, the bank pays ten times par to the treasury.
    expect(d.state.corporations.NR!.floated).toBe(true);
    expect(d.state.corporations.NR!.cash).toBe(1000);
    expect(d.state.bank).toBe(bank0 + 500 - 1000);
    expect(d.state.corporations.NR!.tokens).toEqual([{ hex: 'B2', city: 0 }]);
    expect(d.log).toContain('NR floats and receives $1000');
  });

  test('refusals carry their code and rule reference', () => {
    const { d, a, b } = start();
    d.do({ type: 'par', corporation: 'NR', price: 100 });
    // Bob tries to act for Ann, or out of turn.
    expect(d.refuse({ type: 'pass' }, a).code).toBe('NOT_YOUR_TURN');
    expect(d.refuse({ type: 'pass', entityType: 'player', entity: a }).code).toBe('NOT_YOUR_TURN');
    expect(d.refuse({ type: 'buy_shares', corporation: 'NR', from: 'ipo' }).code).toBe('INVALID_INPUT');
    expect(d.refuse({ type: 'teleport' }).code).toBe('INVALID_INPUT');
    expect(d.refuse({ type: 'buy_shares', corporation: 'XX', from: 'ipo', percent: 10 }).code).toBe('UNKNOWN_ENTITY');
    const notParred = d.refuse({ type: 'buy_shares', corporation: 'CR', from: 'ipo', percent: 10 });
    expect(notParred.code).toBe('ILLEGAL_ACTION');
    const badPar = d.refuse({ type: 'par', corporation: 'CR', price: 110 });
    expect(badPar.code).toBe('ILLEGAL_ACTION');
    expect(badPar.ruleRef).toMatch(/Starting a corporation/);
    const noMarketShare = d.refuse({ type: 'buy_shares', corporation: 'NR', from: 'market', percent: 10 });
    expect(noMarketShare.ruleRef).toMatch(/Buying shares/);
    // Not yet operated: no sales (title.json rounds.stock.sellAllowed = afterOperated).
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    expect(d.seat).toBe(a);
    const sell = d.refuse({ type: 'sell_shares', corporation: 'NR', percent: 10 });
    expect(sell.ruleRef).toMatch(/Selling shares/);
    expect(d.seat).toBe(a);
    void b;
  });

  test('the holding limit stops a player at 60%', () => {
    const { d } = start();
    d.do({ type: 'par', corporation: 'NR', price: 70 }); // a: 20%
    for (let i = 0; i < 4; i++) {
      d.do({ type: 'pass' }); // b
      d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 }); // a: 30..60%
    }
    d.do({ type: 'pass' });
    const over = d.refuse({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    expect(over.ruleRef).toMatch(/60% holding limit/);
    expect(d.legal().filter((id) => id.startsWith('buy_shares:NR'))).toEqual([]);
  });

  test('all players passing in succession ends the round; priority goes to the player after the last to act', () => {
    const { d, a, b } = start();
    d.do({ type: 'par', corporation: 'NR', price: 100 }); // a acts last... until b buys
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 }); // b
    d.pass(); // a
    d.pass(); // b: both passed in succession
    // Nothing floated, so the operating round has no one to run and stock round 2 follows at once.
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(d.state.priority).toBe(a); // the player after b, the last to act
    expect(d.seat).toBe(a);
    void b;
  });

  test('a private company is bought at face value and pays its revenue each operating round', () => {
    const { d, a } = start();
    d.do({ type: 'buy_company', company: 'FFC', price: 80 });
    expect(d.state.companies.FFC!.owner).toBe(`player:${a}`);
    expect(d.state.players[a]!.cash).toBe(420);
    d.pass();
    d.pass();
    d.pass(); // both pass: no corporation floated, the operating round has nobody to run
    expect(d.state.players[a]!.cash).toBe(440);
    expect(d.state.round.kind).toBe('stock');
  });

  test('selling below the president\'s certificate hands the presidency to the largest other holder', () => {
    const { d, a, b } = start();
    d.do({ type: 'par', corporation: 'NR', price: 100 }); // a 20%
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 }); // b 10
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 }); // a 30
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 }); // b 20 -> floats
    // Finish the stock round, let NR operate once (it owns no train: nothing to run), and come back.
    d.pass().pass();
    while (d.state.round.kind === 'operating') d.pass();
    expect(d.state.corporations.NR!.operated).toBe(true);
    if (d.seat !== a) d.pass();
    expect(d.seat).toBe(a);
    d.do({ type: 'sell_shares', corporation: 'NR', percent: 20 }); // a keeps 10%, b has 20%
    const nr = d.state.corporations.NR!;
    expect(nr.president).toBe(b);
    expect(nr.certs[0]).toBe(`player:${b}`);
    expect(nr.certs.filter((h) => h === 'market').length).toBe(2);
    expect(d.log).toContain('Bob becomes president of NR'.replace('Bob', d.state.players[b]!.name));
  });
});
