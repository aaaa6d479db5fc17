/**
 * 1820's cousins (G7; cousins.json, rules ../shared/rules/1820-rules.txt cited as L####): one cousin of each
 * colour in play (§4 L234), the cousin auction that opens stock round 1 (§6.3 L276-329), cousins trading in
 * their player's turns (§6.5.1-6.5.2), paid dividends (§7.2.4 L629), counting as holders (§6.5.2.3 L462,
 * §6.7 L551), closing at the start of red (§14.1 L1366-1371) and scoring nothing (§9.2 L919). Cousins
 * directing companies (§13.4, §14.1): test/engine/cousin-directors-1820.test.ts.
 *
 * Seed 1 with three players deals the blue cards C, B, A (seats 2, 1, 0 hold cards 1-3); with £10 × the
 * card number and the £800 income the cash is A 830, B 820, C 810.
 */
import { titleWithout } from '../helpers/demo';
import { summarize, checkInvariants, legalActions, type GameState, type Title, type StockRoundState } from '../../engine';
import {
  cousinDef, type Ctx, distribute, enterPhase, finishGame, chargeCousin, stopRevenue,
} from '../helpers/engine-internals';
import { Driver } from '../helpers/driver';

// These tests pass through operating rounds with trainless companies; with the title's mustBuyTrain
// "neverThenLiquidate" (G16, test/engine/trainless-1820.test.ts) they would go into liquidation there.
// The future-train auction (G8, test/engine/future-trains-1820.test.ts) that follows the cousin auction is left out.
const title: Title = titleWithout('1820', { futureTrains: false, mustBuyTrain: 'never' });
const A = 0;
const B = 1;
const C = 2;
const cash = (s: GameState) => s.players.map((p) => p.cash);
const priceOf = (id: string) => cousinDef(title, id)!.price;

describe('1820 G7 cousins in play', () => {
  it('draws one cousin of each colour from the seed, each offered with no owner and no money', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    const ids = Object.keys(d.state.cousins!);
    expect(ids.map((id) => cousinDef(title, id)!.colour).sort()).toEqual(['blue', 'brown', 'green', 'red']);
    for (const c of Object.values(d.state.cousins!)) expect(c).toMatchObject({ owner: null, cash: 0, status: 'offered' });
    // Another seed may draw another set, and the same seed always the same one.
    const sets = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => Object.keys(new Driver(title, ['A', 'B', 'C'], seed).state.cousins!).join()));
    expect(sets.size).toBeGreaterThan(1);
    expect(Object.keys(new Driver(title, ['A', 'B', 'C'], 1).state.cousins!)).toEqual(ids);
  });
});

describe('1820 G7 the cousin auction (§6.3)', () => {
  it('opens stock round 1 before the lobbies: card 1 bids or passes, and no stock action is offered', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(d.seat).toBe(C);
    const types = new Set(legalActions(title, d.state, C).map((l) => l.action.type));
    expect(types).toEqual(new Set(['pass', 'bid_cousin']));
    expect(d.refuse({ type: 'fund_lobby', amount: 20 }).code).toBe('ILLEGAL_ACTION');
  });

  it('takes bids of at least £20 in £10 steps above the standing bid, three lots at most, and refunds outbid money', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    const [k0, k1, k2, k3] = Object.keys(d.state.cousins!) as [string, string, string, string];
    expect(d.refuse({ type: 'bid_cousin', cousin: k0, price: 10 }).message).toMatch(/at least/);
    expect(d.refuse({ type: 'bid_cousin', cousin: k0, price: 25 }).message).toMatch(/multiple/);
    d.do({ type: 'bid_cousin', cousin: k0, price: 20 }); // C
    expect(cash(d.state)).toEqual([830, 820, 790]);
    expect(d.refuse({ type: 'bid_cousin', cousin: k0, price: 20 }).message).toMatch(/already/);
    d.do({ type: 'bid_cousin', cousin: k0, price: 30 }); // B outbids C, whose £20 comes back
    expect(cash(d.state)).toEqual([830, 790, 810]);
    d.do({ type: 'bid_cousin', cousin: k1, price: 20 }); // A
    d.do({ type: 'bid_cousin', cousin: k2, price: 40 }); // C: three cousins carry bids now
    // B may bid on a fourth cousin only above the smallest standing bid (A's £20), which then goes back.
    expect(d.refuse({ type: 'bid_cousin', cousin: k3, price: 20 }).message).toMatch(/smallest/);
    const offered = legalActions(title, d.state, B).find((l) => l.action.type === 'bid_cousin' && (l.action as { cousin: string }).cousin === k3)!;
    expect(offered.params!.price).toEqual({ min: 30, max: 790, multipleOf: 10 });
    d.do({ type: 'bid_cousin', cousin: k3, price: 30 }); // B
    expect(d.state.round.kind === 'stock' && d.state.round.cousinAuction!.bids).toEqual({
      [k0]: { seat: B, price: 30 },
      [k2]: { seat: C, price: 40 },
      [k3]: { seat: B, price: 30 },
    });
    expect(cash(d.state)).toEqual([830, 760, 770]);
  });

  it('ends when all pass in a row: winners take their cousins with |price - bid| from the bank, the rest go at the lowest winning bid by ascending cash', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    const [k0, k1, k2, k3] = Object.keys(d.state.cousins!) as [string, string, string, string];
    d.do({ type: 'bid_cousin', cousin: k0, price: 30 }); // C
    d.do({ type: 'bid_cousin', cousin: k2, price: 50 }); // B
    d.do({ type: 'bid_cousin', cousin: k3, price: 30 }); // A
    d.pass(); // C
    // A pass does not stop a later bid: B raises its own bid after C's pass, which starts the count again.
    d.do({ type: 'bid_cousin', cousin: k2, price: 60 }); // B: its £50 comes back
    d.pass().pass().pass(); // A, C, B: three passes in a row end the bidding
    const s = d.state;
    expect(s.cousins![k0]).toMatchObject({ owner: C, status: 'owned', cash: priceOf(k0) - 30 });
    expect(s.cousins![k2]).toMatchObject({ owner: B, status: 'owned', cash: priceOf(k2) - 60 });
    expect(s.cousins![k3]).toMatchObject({ owner: A, status: 'owned', cash: priceOf(k3) - 30 });
    expect(cash(s)).toEqual([800, 760, 780]);
    // k1 had no bid: offered at £30 (the lowest winning bid) to B (760), then C (780), then A (800).
    expect(s.round.kind === 'stock' && s.round.cousinAuction!.offer).toEqual({ queue: [B, C, A], price: 30 });
    expect(d.seat).toBe(B);
    expect(d.refuse({ type: 'buy_cousin', cousin: k1, price: 20 }).message).toMatch(/lowest winning bid/);
    d.pass(); // B declines
    d.do({ type: 'buy_cousin', cousin: k1, price: 30 }); // C
    expect(d.state.cousins![k1]).toMatchObject({ owner: C, status: 'owned', cash: priceOf(k1) - 30 });
    expect(cash(d.state)).toEqual([800, 760, 750]);
    // Nothing is left to offer: the stock actions begin with card 1 (C), lobbies open.
    expect(d.state.round.kind === 'stock' && d.state.round.cousinAuction).toBeUndefined();
    expect(d.seat).toBe(C);
    expect(legalActions(title, d.state, C).some((l) => l.action.type === 'fund_lobby')).toBe(true);
  });

  it('discards every cousin when nobody bids, and unbought cousins after the offer', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    d.pass().pass().pass();
    expect(Object.values(d.state.cousins!).map((c) => c.status)).toEqual(['discarded', 'discarded', 'discarded', 'discarded']);
    const e = new Driver(title, ['A', 'B', 'C'], 1);
    const [k0] = Object.keys(e.state.cousins!) as [string];
    e.do({ type: 'bid_cousin', cousin: k0, price: 20 }).pass().pass().pass();
    // The offer: everyone declines.
    e.pass().pass().pass();
    expect(Object.values(e.state.cousins!).filter((c) => c.status === 'discarded')).toHaveLength(3);
    expect(e.state.cousins![k0]).toMatchObject({ owner: C, status: 'owned' });
  });
});

/**
 * Stock round 1 with a cousin: C bids £20 on the first cousin drawn and everyone passes, so C owns it
 * (treasury = price - 20) and the other cousins, offered at £20, are declined and leave. C's lobby then
 * starts LSR at 55 with 5 shares (one station on Birmingham), and C buys the second share: LSR floats.
 * Part B begins with B.
 */
function withCousinAndLsr(): { d: Driver; k: string } {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  const k = Object.keys(d.state.cousins!)[0]!;
  d.do({ type: 'bid_cousin', cousin: k, price: 20 }).pass().pass().pass();
  d.pass().pass().pass(); // the offer: C, B, A decline
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  return { d, k };
}

describe('1820 G7 cousins trading in their player\'s turns (§6.5.1-6.5.2)', () => {
  it('lets C buy a share for the cousin from its own treasury; the company is paid, and the cousin holds it', () => {
    const { d, k } = withCousinAndLsr();
    const start = priceOf(k) - 20;
    expect(d.state.cousins![k]!.cash).toBe(start);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
    d.pass(); // A
    expect(d.seat).toBe(C);
    const ids = legalActions(title, d.state, C).map((l) => l.id);
    expect(ids).toContain(`buy_shares:LSR:ipo:${k}:20`);
    // Not for someone else's cousin, nor for a cousin not in play.
    expect(d.refuse({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'NOBODY' }).message).toMatch(/no cousin/);
    const lsrCash = d.state.corporations.LSR!.cash;
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k });
    expect(d.state.cousins![k]!.cash).toBe(start - 55);
    expect(d.state.corporations.LSR!.cash).toBe(lsrCash + 55);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === `cousin:${k}`)).toHaveLength(1);
    expect(d.state.corporations.LSR!.president).toBe(C);
  });

  it('counts the cousin as a holder for the sold-out rise at the end of the stock round (§6.7 L551)', () => {
    const { d, k } = withCousinAndLsr();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // A
    const at = () => title.market.rows[d.state.corporations.LSR!.market!.row]![d.state.corporations.LSR!.market!.col]!.price;
    expect(at()).toBe(55);
    // C buys the last share for the cousin: 100% is held by players and a cousin. Nobody has anything
    // left to do, so the round ends at once and LSR rises one space.
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k });
    expect(d.state.round.kind).not.toBe('stock');
    expect(d.log).toContain('LSR is sold out and rises to 60');
    expect(at()).toBe(60);
  });
});

/** withCousinAndLsr, then B buys a share and C buys one for the cousin: LSR is C 2, B 1, cousin 1, treasury 1. */
function cousinHoldsLsr(): { d: Driver; k: string } {
  const { d, k } = withCousinAndLsr();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
  d.pass(); // A
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k }); // C for the cousin
  return { d, k };
}

describe('1820 G7 cousins after the first stock round', () => {
  it('sells for the cousin in stock round 2, into its treasury; the turn then acts for the cousin only, and the cousin may not buy LSR back', () => {
    const { d, k } = cousinHoldsLsr();
    const stock = (): StockRoundState | null => (d.state.round.kind === 'stock' ? d.state.round : null);
    while (stock()) d.pass();
    while (!stock() && !d.state.finished) d.pass();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    // The cousin auction belongs to stock round 1 only.
    expect(stock()!.cousinAuction).toBeUndefined();
    while (d.seat !== C) d.pass();
    expect(d.legal()).toContain(`sell_shares:LSR:${k}:20`);
    // A turn that has acted for the cousin acts for it only (as if C had already sold something for it).
    const mid = new Driver(title, ['A', 'B', 'C'], 1);
    mid.state = structuredClone(d.state);
    if (mid.state.round.kind === 'stock') mid.state.round.turnState = { sold: [], acted: true, bought: [], cousin: k };
    expect(mid.refuse({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).message).toMatch(/one entity/);
    expect(mid.legal().every((id) => id === 'pass' || id.includes(k))).toBe(true);
    const before = d.state.cousins![k]!.cash;
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20, cousin: k });
    expect(d.state.cousins![k]!.cash).toBe(before + 55);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(stock()!.cousinSold).toEqual({ [k]: ['LSR'] });
    // The cousin has nothing left to do (it may not buy LSR back this round), so C's turn is over.
    expect(d.seat).not.toBe(C);
    const back = structuredClone(d.state);
    if (back.round.kind === 'stock') {
      back.round.turn = C;
      back.round.turnState = { sold: [], acted: false, bought: [] };
    }
    mid.state = back;
    expect(mid.refuse({ type: 'buy_shares', corporation: 'LSR', from: 'market', percent: 20, cousin: k }).message).toMatch(/sold LSR this round/);
  });

  it('pays the cousin its dividend, rounded up, into its treasury (§7.2.4 L629)', () => {
    const { d, k } = cousinHoldsLsr();
    const s = structuredClone(d.state);
    const ctx: Ctx = { title, state: s, log: [] };
    const cousinBefore = s.cousins![k]!.cash;
    const cBefore = s.players[C]!.cash;
    // £103 over 5 shares: each holder's total is rounded up: 1 share = 20.6 → 21; 2 shares = 41.2 → 42.
    distribute(ctx, 'LSR', 103, 'payout');
    expect(s.cousins![k]!.cash - cousinBefore).toBe(21);
    expect(s.players[C]!.cash - cBefore).toBe(42);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  it('closes every cousin at the start of red: its shares to the pool at the price, half the treasury (rounded up) to its player', () => {
    const { d, k } = cousinHoldsLsr();
    const s = structuredClone(d.state);
    const ctx: Ctx = { title, state: s, log: [] };
    const treasury = s.cousins![k]!.cash + 55; // its LSR share sold at 55
    const cBefore = s.players[C]!.cash;
    const bankBefore = s.bank;
    enterPhase(ctx, title.phases.findIndex((p) => p.id === 'red'));
    expect(s.cousins![k]).toMatchObject({ status: 'closed', cash: 0 });
    expect(s.corporations.LSR!.certs.filter((h) => h.startsWith('cousin:'))).toHaveLength(0);
    expect(s.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(s.players[C]!.cash - cBefore).toBe(Math.ceil(treasury / 2));
    // The bank paid 55 for the share and took back the other half of the treasury.
    expect(s.bank - bankBefore).toBe(-55 + (treasury - Math.ceil(treasury / 2)));
    expect(checkInvariants(title, s)).toEqual([]);
  });

  it('scores nothing for cousins: a score is the player\'s own cash and shares (§9.2 L919)', () => {
    const { d } = cousinHoldsLsr();
    const s = structuredClone(d.state);
    finishGame({ title, state: s, log: [] }, 'test');
    // C: cash plus two LSR shares at 55; the cousin's share and treasury do not count.
    expect(s.finished!.scores[String(C)]).toBe(s.players[C]!.cash + 2 * 55);
    expect(summarize(title, s).players[C]!.netWorth).toBe(s.players[C]!.cash + 2 * 55);
  });

  it('charges a cousin a liquidation fee from its treasury, and makes it bankrupt when it cannot pay', () => {
    const { d, k } = cousinHoldsLsr();
    const s = structuredClone(d.state);
    const ctx: Ctx = { title, state: s, log: [] };
    const cash = s.cousins![k]!.cash;
    chargeCousin(ctx, k, 10, 'OW&WR');
    expect(s.cousins![k]!.cash).toBe(cash - 10);
    // LSR has not operated: its share may not be sold, so a fee above the treasury makes the cousin bankrupt.
    chargeCousin(ctx, k, cash, 'OW&WR');
    expect(s.cousins![k]).toMatchObject({ status: 'bankrupt', cash: 0 });
    expect(s.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

describe('1820 G28 a cousin charged a fee sells no share of a company in liquidation (§10.3 L959 with §6.5.2.3 L456)', () => {
  it('goes bankrupt rather than sell it', () => {
    const { d, k } = cousinHoldsLsr();
    const s = structuredClone(d.state);
    const ctx: Ctx = { title, state: s, log: [] };
    s.corporations.LSR!.operated = true;
    const cash = s.cousins![k]!.cash;
    // Operated and priced, its share is sold to pay the fee.
    const sold = structuredClone(s);
    chargeCousin({ title, state: sold, log: [] }, k, cash + 10, 'OW&WR');
    expect(sold.cousins![k]!.status).toBe('owned');
    expect(sold.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(1);
    // In liquidation (the £10 box), it may not be sold: the cousin cannot pay and is bankrupt.
    s.corporations.LSR!.market = { row: 0, col: 0 };
    chargeCousin(ctx, k, cash + 10, 'OW&WR');
    expect(s.cousins![k]!.status).toBe('bankrupt');
    expect(ctx.log.some((l) => /sells a share of LSR/.test(l))).toBe(false);
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

/** The first seed (three players) whose draw puts `cousin` in play. */
function seedWith(cousin: string): number {
  for (let seed = 1; seed < 200; seed++) if (new Driver(title, ['A', 'B', 'C'], seed).state.cousins![cousin]) return seed;
  throw new Error(`no seed draws ${cousin}`);
}

/**
 * Card 1 (L) wins `cousin` for £20 (the other cousins are declined), starts LSR at 55 with 5 shares from
 * a lobby, its stations on `stations` (D6 then C11 costs £240, §6.6.2), and buys the second share.
 */
function lobbyistWith(cousin: string, stations: string[]): { d: Driver; L: number } {
  const d = new Driver(title, ['A', 'B', 'C'], seedWith(cousin));
  const L = d.seat;
  d.do({ type: 'bid_cousin', cousin, price: 20 }).pass().pass().pass();
  while (d.state.round.kind === 'stock' && d.state.round.cousinAuction) d.pass();
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  for (const hex of stations) d.do({ type: 'place_token', hex, city: 0 });
  if (d.who.entityType === 'corporation') d.pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  return { d, L };
}

describe('1820 G7 cousin abilities and kickbacks', () => {
  it('Vignoles halves the distance fee when it buys a share in the float round: half back to the payer, half to the cousin (§14.3.1)', () => {
    const { d, L } = lobbyistWith('VIGNOLES', ['D6', 'C11']);
    expect(d.state.round.kind === 'stock' && d.state.round.floatFees).toEqual({ LSR: { seat: L, fee: 240 } });
    d.pass().pass();
    expect(d.seat).toBe(L);
    const cash = d.state.players[L]!.cash;
    const treasury = d.state.cousins!.VIGNOLES!.cash;
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'VIGNOLES' });
    expect(d.state.players[L]!.cash).toBe(cash + 120);
    expect(d.state.cousins!.VIGNOLES!.cash).toBe(treasury - 55 + 120);
    expect(d.state.round.kind === 'stock' && d.state.round.floatFees!.LSR).toEqual({ seat: L, fee: 240, halved: true });
  });

  it('Joseph Locke halves an investment\'s terrain cost, and the bank pays the cousin the discount (§14.4.3)', () => {
    const { d, L } = lobbyistWith('LOCKE', ['G7']);
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'LOCKE' });
    while (d.state.round.kind === 'stock') d.pass();
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'LSR' });
    expect(d.seat).toBe(L);
    // LSR lays Birmingham (G7) pointing at F8, then F8, which costs £40 to lay on: LSR pays £20 and Locke receives £20.
    const onF8 = (s: GameState) => legalActions(title, s, L).find((l) => l.action.type === 'lay_tile' && (l.action as { hex: string }).hex === 'F8');
    const first = legalActions(title, d.state, L).find((l) => {
      if (l.action.type !== 'lay_tile') return false;
      const probe = new Driver(title, ['A', 'B', 'C'], 1);
      probe.state = structuredClone(d.state);
      probe.do({ ...(l.action as object) });
      return onF8(probe.state) !== undefined;
    })!;
    d.do({ ...(first.action as object) });
    const lay = onF8(d.state)!;
    expect(lay).toBeDefined();
    const lsr = d.state.corporations.LSR!.cash;
    const locke = d.state.cousins!.LOCKE!.cash;
    d.do({ ...(lay.action as object) });
    expect(d.state.corporations.LSR!.cash).toBe(lsr - 20);
    expect(d.state.cousins!.LOCKE!.cash).toBe(locke + 20);
  });
});

describe('1820 G7 Bedlington Ironworks (§14.4.1)', () => {
  it('gives an investment one more lay, an upgrade of a city tile, after its normal lays; the cousin receives half the city', () => {
    const { d, L } = lobbyistWith('BEDLINGTON', ['G7']);
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'BEDLINGTON' });
    // Operating round 1 (yellow): LSR lays Birmingham and one more tile; a yellow city cannot be upgraded yet.
    while (d.state.round.kind === 'stock') d.pass();
    const lays = () => legalActions(title, d.state, L).filter((l) => l.action.type === 'lay_tile');
    d.do({ ...(lays().find((l) => (l.action as { hex: string }).hex === 'G7')!.action as object) });
    d.do({ ...(lays()[0]!.action as object) });
    expect(lays()).toEqual([]);
    // On to the first green operating round (the Cost of Business marker reaches green at the second I&T).
    while (!(d.state.round.kind === 'operating' && title.phases[d.state.phase]!.id === 'green' && d.state.round.current === 'LSR')) d.pass();
    const free = () => lays().filter((l) => (l.action as { hex: string }).hex !== 'G7');
    d.do({ ...(free()[0]!.action as object) });
    d.do({ ...(free()[0]!.action as object) });
    // Two normal lays done: only an upgrade of a city tile is left, Birmingham.
    const extra = lays();
    expect(extra.length).toBeGreaterThan(0);
    expect(new Set(extra.map((l) => (l.action as { hex: string }).hex))).toEqual(new Set(['G7']));
    const before = d.state.cousins!.BEDLINGTON!.cash;
    d.do({ ...(extra[0]!.action as object) });
    const tile = title.tiles.get((extra[0]!.action as { tile: string }).tile)!;
    const revenue = Math.max(...tile.cities.map((n) => stopRevenue(title, d.state, { hex: 'G7', node: n })));
    expect(revenue).toBeGreaterThan(0);
    expect(d.state.cousins!.BEDLINGTON!.cash).toBe(before + Math.floor(revenue / 2));
    expect(d.state.round.kind === 'operating' && d.state.round.turn.tilesLaid.map((t) => t.investor ?? null)).toEqual([null, null, 'BEDLINGTON']);
    expect(lays()).toEqual([]);
  });
});
