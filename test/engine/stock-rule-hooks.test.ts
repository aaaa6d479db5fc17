/**
 * The named points where mechanisms take part in the stock round's legality (engine/core/mechanism.ts,
 * the block "the stock-round rules"): rules placed in the core's lists (stockRules), the share counts
 * a par chooses from (parCertificateCounts), a refusal at every par price (parRefusal) and who takes over
 * after a president's sale (presidencyAfterSale). Each is tried on the demo title with a mechanism of
 * the test's own listed before the title's.
 */
import { titleOf } from '../helpers/demo';
import {
  createGame, type GameState, type Title, type Action, type ParAction, type SellSharesAction,
} from '../../engine';
import {
  type Ctx, buildDispatcher, type Mechanism, MECHANISMS, stockRuleLists, corporationCanPar, parPriceOnParCell,
  buySellParShares, firstViolation, type Rule, illegal, playerHolder,
} from '../helpers/engine-internals';

const demo = titleOf('demo');
const withMechanisms = (...ms: Mechanism[]): Title => ({ ...demo, mechanisms: buildDispatcher([...ms, ...MECHANISMS], demo.definition) });
const mech = (id: string, hooks: Mechanism['hooks']): Mechanism => ({ id, block: null, appliesTo: () => true, hooks });
const ctxOf = (title: Title, state?: GameState): Ctx => ({ title, state: state ?? createGame(title, { players: ['Ann', 'Bob'], seed: 1 }), log: [] });
const actor = { entityType: 'player' as const, entity: 0, seat: 0 };
const parOf = (extra: object) => ({ type: 'par', entityType: 'player', entity: 0, corporation: 'NR', price: 100, ...extra }) as ParAction & Action;
const pars = (ctx: Ctx) => buySellParShares.legal(ctx, actor).filter((l) => l.action.type === 'par').map((l) => l.action as ParAction);

describe('stockRules: mechanisms\' rules at named points of the core\'s lists', () => {
  const refuse = (why: string): Rule<ParAction> => (_ctx, _a, a) => (a.corporation === 'NR' ? illegal(`${why}: NR`, 'test') : null);
  const opening = refuse('opening');
  const price = refuse('price');
  const later = refuse('later');

  it('places each rule at its point, several at one point in registry order', () => {
    const title = withMechanisms(
      mech('first', { stockRules: () => [{ action: 'par', at: 'price', rule: price }, { action: 'par', at: 'opening', rule: opening }] }),
      mech('second', { stockRules: () => [{ action: 'par', at: 'price', rule: later }] }),
    );
    const rules = stockRuleLists(title).par;
    expect(rules[0]).toBe(opening);
    expect(rules.indexOf(corporationCanPar)).toBeLessThan(rules.indexOf(parPriceOnParCell));
    expect(rules.indexOf(price)).toBe(rules.indexOf(parPriceOnParCell) + 2); // after the core's open-tier rule
    expect(rules.indexOf(later)).toBe(rules.indexOf(price) + 1);
    // The demo's own lists hold none of them.
    expect(stockRuleLists(demo).par).not.toContain(opening);
  });

  it('refuses in the order of the points, and the step offers only what passes', () => {
    const title = withMechanisms(mech('atPrice', { stockRules: () => [{ action: 'par', at: 'price', rule: price }] }));
    const ctx = ctxOf(title);
    // A price that is no par cell is refused by the core's rule before the mechanism's.
    expect(firstViolation(stockRuleLists(title).par, ctx, actor, parOf({ price: 7 }))?.message).toMatch(/is not a par price/);
    expect(firstViolation(stockRuleLists(title).par, ctx, actor, parOf({}))?.message).toBe('price: NR');
    expect(pars(ctxOf(demo)).some((p) => p.corporation === 'NR')).toBe(true);
    expect(pars(ctx).some((p) => p.corporation === 'NR')).toBe(false);
    expect(() => buySellParShares.process(ctx, actor, parOf({}))).toThrow('price: NR');
  });
});

describe('parCertificateCounts and parRefusal: what a par chooses, and who may not start at all', () => {
  it('offers one par per share count, and refuses a par without one', () => {
    const title = withMechanisms(mech('counts', { parCertificateCounts: () => ({ counts: [5, 10], ref: 'test counts' }) }));
    const ctx = ctxOf(title);
    const nr = pars(ctx).filter((p) => p.corporation === 'NR' && p.price === 100);
    expect(nr.map((p) => p.shares)).toEqual([5, 10]);
    expect(pars(ctxOf(demo)).find((p) => p.corporation === 'NR')!.shares).toBeUndefined();
    const rules = stockRuleLists(title).par;
    expect(firstViolation(rules, ctx, actor, parOf({}))?.message).toMatch(/par needs a share count/);
    expect(firstViolation(rules, ctx, actor, parOf({ shares: 4 }))?.ruleRef).toBe('test counts');
    expect(firstViolation(rules, ctx, actor, parOf({ shares: 5 }))).toBeNull();
    // Without the hook, a par naming a count is refused.
    expect(firstViolation(stockRuleLists(demo).par, ctxOf(demo), actor, parOf({ shares: 5 }))?.message).toMatch(/no share count/);
  });

  it('offers no par of a corporation refused at every price, and refuses its par', () => {
    const title = withMechanisms(mech('noRoom', { parRefusal: (_t, _s, corp) => (corp === 'NR' ? illegal('no room for NR', 'test') : null) }));
    const ctx = ctxOf(title);
    expect(pars(ctx).some((p) => p.corporation === 'NR')).toBe(false);
    expect(pars(ctx).some((p) => p.corporation === 'CR')).toBe(true);
    expect(firstViolation(stockRuleLists(title).par, ctx, actor, parOf({}))?.message).toBe('no room for NR');
  });
});

describe('presidencyAfterSale: who may take over after a president\'s sale', () => {
  // Ann (seat 0) directs NR with the president's certificate and one share; Bob holds two shares.
  function directed(title: Title): Ctx {
    const ctx = ctxOf(title);
    const nr = ctx.state.corporations.NR!;
    nr.par = 100;
    nr.market = { row: demo.market.parCells[0]!.row, col: demo.market.parCells[0]!.col };
    nr.operated = true;
    nr.certs = nr.certs.map((h, i) => (i <= 1 ? playerHolder(0) : i <= 3 ? playerHolder(1) : h));
    nr.president = 0;
    return ctx;
  }
  const sale = { type: 'sell_shares', entityType: 'player', entity: 0, corporation: 'NR', percent: 20 } as SellSharesAction & Action;

  it('lets the mechanism decide where it answers, else a player holding enough', () => {
    const ruleOf = (t: Title) => stockRuleLists(t).sell;
    expect(firstViolation(ruleOf(demo), directed(demo), actor, sale)).toBeNull();
    const nobody = withMechanisms(mech('nobody', { presidencyAfterSale: () => ({ passes: false }) }));
    expect(firstViolation(ruleOf(nobody), directed(nobody), actor, sale)?.message).toMatch(/to take over the presidency/);
    // Bob holding too little: refused by the core, allowed where the mechanism names a successor.
    const thin = (t: Title) => {
      const ctx = directed(t);
      ctx.state.corporations.NR!.certs[3] = 'ipo';
      return ctx;
    };
    expect(firstViolation(ruleOf(demo), thin(demo), actor, sale)?.message).toMatch(/to take over the presidency/);
    const someone = withMechanisms(mech('someone', { presidencyAfterSale: () => ({ passes: true }) }));
    expect(firstViolation(ruleOf(someone), thin(someone), actor, sale)).toBeNull();
  });
});
