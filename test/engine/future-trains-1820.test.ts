/**
 * 1820 future trains (G8; trains.json futureTrains; rules ../shared/rules/1820-rules.txt §6.4 L330-366):
 * the auction that opens stock rounds 1-3, the winner taking one or both trains of the lot, the lot left
 * going up again, the first stock round's bids deducted from the second's income, and the assignment of
 * a held train to a company in its operating turn, which counts as a purchase of its type.
 *
 * Seed 1 with three players deals the cards C, B, A (seats 2, 1, 0): C has priority. Cash after the
 * first income: A 830, B 820, C 810. The cousins are left out (their auction comes first, G7).
 */
import { titleWithout } from '../helpers/demo';
import { legalActions, publicState, type GameState, type Title } from '../../engine';
import { Driver } from '../helpers/driver';

const title: Title = titleWithout('1820', { cousins: false, futureTrains: true, mustBuyTrain: 'never', seatOrderAuctions: true });
const B = 1;
const C = 2;
const cash = (s: GameState) => s.players.map((p) => p.cash);
const auction = (s: GameState) => (s.round.kind === 'stock' ? s.round.futureAuction : undefined);
const depot = (s: GameState, type: string) => s.trains.filter((t) => t.type === type && t.owner === 'depot').length;
const types = (d: Driver) => legalActions(title, d.state, d.seat).map((l) => l.action.type);

/** Stock round 1's auction: C 20, B 50, A and C pass; B takes the 3+ and passes; C wins the 2+ at 20 alone. */
function auctionRound1(): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'bid_future_train', price: 20 }); // C
  d.do({ type: 'bid_future_train', price: 50 }); // B
  d.pass(); // A
  d.pass(); // C: only B is left
  d.do({ type: 'take_future_train', train: '3+' }); // B
  d.pass(); // B takes no more: the 2+ goes up again
  d.do({ type: 'bid_future_train', price: 20 }); // C
  d.pass().pass(); // B, A
  d.do({ type: 'take_future_train', train: '2+' }); // C
  return d;
}

/** Then C's lobby starts and floats LSR (C director), everyone passes: operating round 1 begins. */
function toOperatingRound1(): Driver {
  const d = auctionRound1();
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  d.pass().pass().pass();
  return d;
}

describe('1820 G8 future-train auction', () => {
  it('opens stock round 1 with the 2+ and 3+ lot, from priority, bids at least £20 in £10 steps', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(auction(d.state)).toMatchObject({ lot: ['2+', '3+'], deferred: true, bid: null, winner: null });
    expect(d.seat).toBe(C);
    expect(types(d).sort()).toEqual(['bid_future_train', 'pass']);
    expect(d.refuse({ type: 'bid_future_train', price: 10 }).message).toMatch(/at least/);
    expect(d.refuse({ type: 'bid_future_train', price: 25 }).message).toMatch(/multiple/);
    expect(d.refuse({ type: 'fund_lobby', amount: 20 }).message).toMatch(/future-train auction/);
    d.do({ type: 'bid_future_train', price: 20 });
    expect(d.seat).toBe(B);
    expect(d.refuse({ type: 'bid_future_train', price: 20 }).message).toMatch(/already/);
  });

  it('lets the winner take one train, puts the other up again, and defers stock round 1 payments', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    d.do({ type: 'bid_future_train', price: 20 }).do({ type: 'bid_future_train', price: 50 }).pass().pass();
    // B won: must take a train (no pass until one is taken), either type.
    expect(d.seat).toBe(B);
    expect(auction(d.state)!.winner).toEqual({ seat: B, price: 50, took: 0 });
    expect(types(d).sort()).toEqual(['take_future_train', 'take_future_train']);
    d.do({ type: 'take_future_train', train: '3+' });
    expect(types(d).sort()).toEqual(['pass', 'take_future_train']);
    d.pass();
    expect(auction(d.state)).toMatchObject({ lot: ['2+'], bid: null, out: [], winner: null });
    expect(d.seat).toBe(C);
    d.do({ type: 'bid_future_train', price: 20 }).pass().pass();
    d.do({ type: 'take_future_train', train: '2+' });
    // The auction is over: the stock actions begin with priority.
    expect(auction(d.state)).toBeUndefined();
    expect(d.seat).toBe(C);
    expect(types(d)).toContain('fund_lobby');
    // L354: stock round 1's bids come out of stock round 2's income, so nobody has paid yet.
    expect(cash(d.state)).toEqual([830, 820, 810]);
    // The 3+ card left the supply (Table 5.1's 16 include it, NOTES.md Trains); the 2+ is unlimited.
    expect(d.state.futureTrains).toEqual({ held: [{ seat: B, type: '3+', train: '3+-15' }, { seat: C, type: '2+' }], debts: { [B]: 50, [C]: 20 } });
    expect(depot(d.state, '3+')).toBe(15);
    expect(d.state.trains.some((t) => t.id === '3+-15')).toBe(false);
    const view = publicState(title, d.state);
    expect(view.futureTrains).toEqual([{ seat: B, train: '3+' }, { seat: C, train: '2+' }]);
    expect(view.futureTrainDebts).toEqual([{ seat: B, amount: 50 }, { seat: C, amount: 20 }]);
  });

  it('the winner may take both trains at the winning bid each', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    d.do({ type: 'bid_future_train', price: 30 }).pass().pass();
    d.do({ type: 'take_future_train', train: '2+' }).do({ type: 'take_future_train', train: '3+' });
    expect(auction(d.state)).toBeUndefined();
    expect(d.state.futureTrains!.debts).toEqual({ [C]: 60 });
  });

  it('discards the lot when nobody bids', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    d.pass().pass().pass();
    expect(auction(d.state)).toBeUndefined();
    expect(d.state.futureTrains).toBeUndefined();
    expect(d.log.join('\n')).toMatch(/Nobody bids: 2\+, 3\+ leave the game/);
    // The discarded 3+ leaves the supply; the unlimited 2+ keeps one on offer.
    expect(depot(d.state, '3+')).toBe(15);
    expect(depot(d.state, '2+')).toBe(1);
  });

  it('deducts the deferred bids from stock round 2 income, and stock round 2 auctions the 5+ and 8+', () => {
    const d = toOperatingRound1();
    expect(d.state.round).toMatchObject({ kind: 'operating' });
    while (d.state.round.kind !== 'stock') d.pass();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    // A: 830 + 800; B: 820 + 800 - 50; C: 810 - 20 (lobby) - 110 (par, 2 shares) + 800 - 20.
    expect(cash(d.state)).toEqual([1630, 1570, 1460]);
    expect(d.state.futureTrains!.debts).toEqual({});
    expect(auction(d.state)).toMatchObject({ lot: ['5+', '8+'], deferred: false });
    // Stock round 2's bids are paid at once. B has priority (B and A passed first in stock round 1).
    expect(d.seat).toBe(B);
    d.do({ type: 'bid_future_train', price: 100 }).pass().pass();
    d.do({ type: 'take_future_train', train: '8+' });
    expect(cash(d.state)).toEqual([1630, 1470, 1460]);
  });
});

describe('1820 G8 future-train assignment', () => {
  it('lets the director assign a held train to the operating company once its type is on sale', () => {
    const d = toOperatingRound1();
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'LSR' });
    // C directs LSR and holds the 2+ (on sale from the start); B's 3+ is not C's to give.
    expect(legalActions(title, d.state, d.seat).filter((l) => l.action.type === 'assign_future_train').map((l) => (l.action as { train: string }).train)).toEqual(['2+']);
    expect(d.refuse({ type: 'assign_future_train', train: '3+' }).message).toMatch(/hold no future 3\+/);
    const depot2 = depot(d.state, '2+');
    d.do({ type: 'assign_future_train', train: '2+' });
    expect(d.state.corporations.LSR!.trains).toEqual(['2+-F0']);
    expect(d.state.trains.find((t) => t.id === '2+-F0')).toMatchObject({ type: '2+', owner: 'corp:LSR' });
    expect(d.state.futureTrains!.held).toEqual([{ seat: B, type: '3+', train: '3+-15' }]);
    // The 2+ is unlimited: its future card is a new one and the supply keeps its trains.
    expect(depot(d.state, '2+')).toBe(depot2);
    expect(cash(d.state)[C]).toBe(810 - 130);
  });

  it('refuses a type not yet on sale, and an assignment of a colour not yet bought starts its phase', () => {
    const d = toOperatingRound1();
    const held = d.state.futureTrains!.held;
    held.push({ seat: C, type: '5+' });
    expect(d.refuse({ type: 'assign_future_train', train: '5+' }).message).toMatch(/not on sale yet/);
    // Empty the supply of 2+ and 3+ trains: the 5+ is on sale from the depot, none bought yet.
    for (const t of d.state.trains) if ((t.type === '2+' || t.type === '3+') && t.owner === 'depot') t.owner = 'scrap';
    const blue = title.phases.findIndex((p) => p.id === 'blue');
    expect(d.state.phase).toBeLessThan(blue);
    d.do({ type: 'assign_future_train', train: '5+' });
    // §6.4.3 L364-365: the assignment counts as the first 5+ purchase and the game moves to the blue phase.
    expect(d.state.phase).toBe(blue);
    expect(d.state.corporations.LSR!.trains).toEqual(['5+-F0']);
  });
});
