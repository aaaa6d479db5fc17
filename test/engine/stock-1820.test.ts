/**
 * 1820's stock-round mechanisms, driven through the engine API (definitions/1820; rules
 * ../shared/rules/1820-rules.txt, cited as L####): G2 player cards, starting cash and income
 * (L228-233, §6.2 L247-249), pass-order cards (§6.5.1 L403-420), G3 stations at the start (§6.6.2
 * L516-531), G4 lobbies and the two-part stock round (§6.5.1 L384-424, §6.6 L488-540), G5 share counts
 * (Table 5.1), and G28 trading rules (§6.5.2.3 L452-462, §6.5.2.4 L464-476, §6.5.3.1 L478-486).
 *
 * Seed 1 with three players deals the blue cards C, B, A (seats 2, 1, 0 hold cards 1-3).
 * The rounds are the cycle SR, OR, I&T, OR, I&T from the start (§5 L237-244; title.json rounds.initial
 * [] and rounds.cycle, G1): an operating round with no floated company passes at once, and an Issue &
 * Takeover round, which has no player action yet, runs its automatic steps (the Cost of Business marker
 * +1, a supply train discarded) and goes straight on. With the marker starting on column 1, the second
 * I&T moves it to column 3, the first green one: stock round 2 is played in the green phase.
 * Every stock round has a part A (lobbies) and a part B (G4): with nobody funding a lobby, a stock round
 * ends after two rotations of passes. When no player directs a company at the end of a stock round or an
 * I&T, the game ends (endConditions noControlledCompany, §9.1 L902-903), so the tests that go past stock
 * round 1 float a company first.
 */
import { titleWithout } from '../helpers/demo';
import { apply, legalActions, publicState, replay, type GameState, type Title } from '../../engine';
import { shareCountsAtFloat, finishGame, placeMarker } from '../helpers/engine-internals';
import { Driver } from '../helpers/driver';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions. They also pass
// through operating rounds with a trainless LSR; with the title's mustBuyTrain "neverThenLiquidate" (G16,
// test/engine/trainless-1820.test.ts) it would go into liquidation there. The stock round is what is
// tested here, so trains are simply never forced nor their lack punished.
const title: Title = titleWithout('1820', { cousins: false, mustBuyTrain: 'never' });
const A = 0;
const B = 1;
const C = 2;
const cash = (s: GameState) => s.players.map((p) => p.cash);
/** LSR's share price as the players see it (publicState). */
const lsrPrice = (s: GameState): number | null => publicState(title, s).corporations.find((c) => c.id === 'LSR')!.sharePrice;
const passOrder = (s: GameState) => (s.round.kind === 'stock' ? s.round.passOrder : undefined);

/**
 * Passes until the stock round ends: a rotation of passes ends part A with no lobby, a second one ends
 * part B (a player with nothing to do is passed by the engine).
 */
function passRound(d: Driver): Driver {
  const r = d.state.round;
  while (!d.state.finished && d.state.round.kind === 'stock' && d.state.round.number === (r.kind === 'stock' ? r.number : -1)) d.pass();
  return d;
}

/**
 * Passes through the rest of this stock round and the rounds after it up to the next stock round: two
 * operating rounds, whose companies do nothing, and two I&T rounds (each director passes the issue step, engine/rounds/issueTakeover.ts).
 */
function toNextStockRound(d: Driver): Driver {
  passRound(d);
  while (d.state.round.kind === 'operating' || d.state.round.kind === 'issueTakeover') d.pass();
  return d;
}

/**
 * Stock round 1, part A (cards C, B, A): C funds a £20 lobby; B, A and C pass, which ends part A. C's lobby
 * is resolved: C is to start a company.
 */
function toResolution(): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  return d;
}

describe('1820 G2 player cards, starting cash and income', () => {
  it('deals the cards at random and gives £10 × the card number plus the first £800 income', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(d.state.playerOrder).toEqual([C, B, A]);
    // C card 1: 10 + 800; B card 2: 20 + 800; A card 3: 30 + 800.
    expect(cash(d.state)).toEqual([830, 820, 810]);
    // The bank paid 60 of starting cash and 3 × 800 of income out of £100,000.
    expect(d.state.bank).toBe(100000 - 60 - 2400);
    expect(d.seat).toBe(C);
  });

  it('gives five players £10-£50 by card', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D', 'E'], 7);
    const order = d.state.playerOrder!;
    order.forEach((seat, i) => expect(d.state.players[seat]!.cash).toBe(10 * (i + 1) + 800));
    expect(d.state.bank).toBe(100000 - 150 - 4000);
  });

  it('pays £800 at every stock round until the one after the queenVictoria event, then stops', () => {
    // Stock round 1: C's lobby (20) starts LSR (2 × 55); everybody then passes.
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    d.pass().pass().pass();
    // Operating round 1 follows (LSR operates), then I&T 1, operating round 2, I&T 2 and stock round 2.
    expect(d.state.round).toMatchObject({ kind: 'operating' });
    toNextStockRound(d);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    // LSR has no train: it earns nothing and pays no maintenance, so cash moves only by the income.
    expect(cash(d.state)).toEqual([830 + 800, 820 + 800, 810 - 130 + 800]);
    // Queen Victoria dies in the operating round after stock round 2 (the operating helper's BR work
    // records the event; here it is recorded by hand as mechanisms/gameEvents/index.ts would).
    d.state = { ...d.state, gameEvents: { queenVictoria: 2 } };
    toNextStockRound(d);
    // Stock round 3 is the one immediately after the death: it still pays (L247-249 "until (and including)").
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 3 });
    expect(cash(d.state)).toEqual([2430, 2420, 2280]);
    toNextStockRound(d);
    // Stock round 4: no more income.
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 4 });
    expect(cash(d.state)).toEqual([2430, 2420, 2280]);
  });
});

describe('1820 G24 game ends at the end of a stock round', () => {
  it('ends the game at once when no player directs a company after a stock round (also after SR1)', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    passRound(d);
    expect(d.state.finished).toMatchObject({ reason: 'noControlledCompany' });
    // Net worth is cash alone: 830, 820, 810 (A wins).
    expect(d.state.finished!.scores).toEqual({ 0: 830, 1: 820, 2: 810 });
    expect(d.state.finished!.ranking).toEqual([A, B, C]);
  });
});

describe('1820 G24 £500 reached at the end of a stock round', () => {
  // endConditions marketEndCell soldOutTiming "immediate" (1820 §9.1 L904-909, the same field as 1843's):
  // the end-of-stock-round sold-out rise (rounds.stock.poolMovement) that reaches £500 ends the game when
  // the stock round ends, not at the end of the next operating round as a dividend's would.
  const END = title.market.rows[0]!.findIndex((cell) => cell?.endsGame);

  /** Stock round 1 with LSR started by C at 55 with 5 shares and floated (C holds 2). */
  function floated(): Driver {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    return d;
  }

  it('the sold-out rise onto the end cell leaves an immediate end for the stock round to finish', () => {
    const d = floated();
    const state = structuredClone(d.state);
    const ctx = { title, state, log: [] as string[] };
    placeMarker(ctx, state.corporations.LSR!, { row: 0, col: END }, 'soldOut');
    expect(state.endPending).toEqual({ reason: 'market', timing: 'immediate' });
    expect(state.finished).toBeNull();
  });

  it('ends the game when the stock round ends with a sold-out company risen from 477 to 500', () => {
    const d = floated();
    // Part B: B and A buy a share each; LSR is put one cell below the end by hand (the title is in
    // development: no game reaches 477 yet), then C buys the last share at 477.
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // A
    d.state = structuredClone(d.state);
    d.state.corporations.LSR!.market = { row: 0, col: END - 1 };
    expect(lsrPrice(d.state)).toBe(477);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // C, 60%
    // Nobody can do anything more: B, A and C are passed, the stock round ends, LSR (100% with players)
    // rises to 500 and the game ends at once, before any operating round.
    expect(d.state.finished).toMatchObject({ reason: 'market' });
    expect(d.state.round.kind).toBe('stock');
    expect(lsrPrice(d.state)).toBe(500);
    // Net worth at 500 a share: C 810 - 20 - 2 × 55 - 477 + 3 × 500; B 820 - 55 + 500; A 830 - 55 + 500.
    expect(d.state.finished!.scores).toEqual({ 0: 1275, 1: 1265, 2: 1703 });
    expect(d.state.finished!.ranking).toEqual([C, A, B]);
  });

  it('a dividend onto the end cell ends the game at the end of the operating round', () => {
    const d = floated();
    const state = structuredClone(d.state);
    const ctx = { title, state, log: [] as string[] };
    placeMarker(ctx, state.corporations.LSR!, { row: 0, col: END });
    expect(state.endPending).toMatchObject({ reason: 'market', timing: 'endOfOperatingRound' });
    expect(state.finished).toBeNull();
  });
});

describe('1820 G25 scoring', () => {
  it('scores cash plus shares at their price, and a bankrupt player £0 (L915-922, L955)', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
    const state = structuredClone(d.state);
    state.players[A]!.bankrupt = true;
    const ctx = { title, state, log: [] as string[] };
    finishGame(ctx, 'bankruptcy');
    // C: 810 - 20 lobby - 110 + 2 shares × 55; B: 820 - 55 + 55; A: bankrupt, 0 (not 830).
    expect(state.finished!.scores).toEqual({ 0: 0, 1: 820, 2: 790 });
    expect(state.finished!.ranking).toEqual([B, C, A]);
  });
});

describe('1820 G2 pass-order cards', () => {
  it('makes the order of final passes in part B the next stock round\'s order', () => {
    const d = toResolution();
    // Part A's passes took no card.
    expect(passOrder(d.state)).toEqual([]);
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // LSR floats
    expect(d.state.round).toMatchObject({ part: 'B' });
    // Part B goes on after C, whose turn ended part A.
    expect(d.seat).toBe(B);
    d.pass(); // B passes: red card 1
    expect(passOrder(d.state)).toEqual([B]);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // A acts
    d.pass(); // C passes: card 2
    expect(passOrder(d.state)).toEqual([B, C]);
    // B acts and returns card 1; C moves down to card 1.
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    expect(passOrder(d.state)).toEqual([C]);
    d.pass(); // A passes: card 2
    d.pass(); // C passes again and keeps card 1
    expect(passOrder(d.state)).toEqual([C, A]);
    d.pass(); // B passes: card 3; all have passed in rotation
    // Stock round 1 is over: the red cards are the order at once (turnOrder reassignAt endOfStockRound).
    expect(d.state.round).toMatchObject({ kind: 'operating' });
    expect(d.state.playerOrder).toEqual([C, A, B]);
    // Operating round 1, I&T 1, operating round 2 and I&T 2 (LSR does nothing), then stock round 2.
    toNextStockRound(d);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    // C paid the lobby (20) and two shares (110); A and B one share each (55).
    // By cash the order would be A (1575), B (1565), C (1480); by passes it is C, A, B.
    expect(cash(d.state)).toEqual([830 - 55 + 800, 820 - 55 + 800, 810 - 20 - 110 + 800]);
    expect(d.state.playerOrder).toEqual([C, A, B]);
    expect(d.seat).toBe(C);
    expect(passOrder(d.state)).toEqual([]);
  });
});

describe('1820 G4 lobbies and the two-part stock round', () => {
  it('takes unique amounts of at least £20 in £10 steps, raises of any lobby, and pays the bank at once', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(d.legal()).toContain('fund_lobby:20');
    expect(d.refuse({ type: 'fund_lobby', amount: 10 }).message).toMatch(/at least £20/);
    expect(d.refuse({ type: 'fund_lobby', amount: 25 }).message).toMatch(/multiple of £10/);
    const bank = d.state.bank;
    d.do({ type: 'fund_lobby', amount: 20 }); // C; that is C's one action
    expect(d.state.bank).toBe(bank + 20);
    expect(d.seat).toBe(B);
    expect(d.refuse({ type: 'fund_lobby', amount: 20 }).message).toMatch(/already funded with £20/);
    // B raises C's lobby to 40, paying the 20 more; the lobby stays C's.
    d.do({ type: 'fund_lobby', lobby: 20, amount: 40 });
    expect(d.state.players[B]!.cash).toBe(820 - 20);
    expect(d.state.round).toMatchObject({ lobbies: [{ owner: C, amount: 40 }] });
    // 20 is free again (L408-409); A funds it.
    d.do({ type: 'fund_lobby', amount: 20 });
    expect(d.state.round).toMatchObject({ lobbies: [{ owner: C, amount: 40 }, { owner: A, amount: 20 }] });
    // No par outside a lobby's resolution.
    expect(d.refuse({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }).message).toMatch(/only from lobbies/);
    // A rotation without funding ends part A: C, B and A pass; the largest lobby (C's 40) resolves first.
    d.pass().pass();
    expect(d.state.round).toMatchObject({ part: 'A' });
    d.pass();
    expect(d.who).toEqual({ entityType: 'player', entity: C });
    expect(d.state.round).toMatchObject({ lobbyResolution: { queue: [{ owner: C, amount: 40 }, { owner: A, amount: 20 }] } });
    // C passes: no company; then A's lobby: A starts LSR.
    d.pass();
    expect(d.seat).toBe(A);
    d.do({ type: 'par', corporation: 'LSR', price: 65, shares: 5 });
    d.do({ type: 'place_token', hex: 'O17', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    expect(d.state.corporations.LSR).toMatchObject({ floated: true, president: A, cash: 130 });
    // Part B: no lobbies; play goes on after A, whose pass ended part A.
    expect(d.state.round).toMatchObject({ part: 'B' });
    expect(d.seat).toBe(C);
    expect(d.legal().some((id) => id.startsWith('fund_lobby'))).toBe(false);
  });
});

describe('1820 G5 share counts chosen at par', () => {
  it('offers only the yellow phase\'s 5 shares and refuses another count or none', () => {
    const d = toResolution();
    const pars = d.legal().filter((id) => id.startsWith('par:LSR:'));
    // Four yellow pars (55, 60, 65, 71), each with 5 shares only.
    expect(pars).toHaveLength(4);
    expect(legalActionsOf(d).filter((a) => a.type === 'par').every((a) => a.shares === 5)).toBe(true);
    expect(d.refuse({ type: 'par', corporation: 'LSR', price: 55, shares: 10 }).message).toMatch(/5 shares now, not 10/);
    expect(d.refuse({ type: 'par', corporation: 'LSR', price: 55 }).code).toBe('INVALID_INPUT');
  });

  it('reads Table 5.1 by phase without a Cost of Business column: 5; 10; 10 or 20; 10 or 20; 20 or 50; 50', () => {
    const at = (phase: number) => shareCountsAtFloat(title, { phase } as GameState);
    expect([0, 1, 2, 3, 4, 5].map(at)).toEqual([[5], [10], [10, 20], [10, 20], [20, 50], [50]]);
  });

  it('reads the Cost of Business column (atFloatFrom, §6.6.2 L503, §10.5 L991, D8 #5): 5 or 10 in the green columns', () => {
    const at = (column: number, phase: number) => shareCountsAtFloat(title, { phase, costOfBusiness: column - 1 } as GameState);
    expect([at(1, 0), at(3, 1), at(5, 1), at(6, 2), at(9, 3), at(12, 4), at(15, 5)]).toEqual([[5], [5, 10], [5, 10], [10, 20], [10, 20], [20, 50], [50]]);
  });

  it('offers 5 or 10 shares in stock round 2, on the first green column', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'fund_lobby', amount: 30 }).pass(); // B
    d.pass().pass().pass(); // A, C, B: a quiet rotation; B's lobby resolves
    expect(d.state.costOfBusiness).toBe(2);
    const counts = new Set(legalActionsOf(d).filter((a) => a.type === 'par' && a.corporation === 'OW&WR').map((a) => a.shares));
    expect(counts).toEqual(new Set([5, 10]));
  });

  it('makes a 5-share company: five 20% certificates, one share per price, floating at two shares', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 60, shares: 5 }); // C
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    const lsr = () => d.state.corporations.LSR!;
    expect(lsr().certs).toEqual(['player:2', 'ipo', 'ipo', 'ipo', 'ipo']);
    // The director's certificate is one share at the par price, paid to the company (incremental).
    expect(d.state.players[C]!.cash).toBe(810 - 20 - 60);
    expect(lsr().cash).toBe(60);
    expect(lsr().floated).toBe(false);
    // The funder buys from the treasury until 40% is sold: one more share, or proposes it to A or B (title.json negotiation placeShare).
    expect(d.legal()).toEqual(['buy_shares:LSR:ipo:20', 'propose_trade:LSR:placeShare:0', 'propose_trade:LSR:placeShare:1']);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    expect(d.state.players[C]!.cash).toBe(810 - 20 - 120);
    expect(lsr()).toMatchObject({ cash: 120, floated: true, equalShares: 5 });
    const view = publicState(title, d.state).corporations.find((c) => c.id === 'LSR')!;
    expect(JSON.stringify(view)).toContain('"percent":40');
  });
});

describe('1820 G3 stations placed at the start, anywhere but London', () => {
  it('has the director place one or two stations, the second paying £80 per hex edge from the first', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }); // C
    // LSR, through C, must place a station before play goes on: no pass yet, never London.
    expect(d.who).toEqual({ entityType: 'corporation', entity: 'LSR' });
    expect(d.seat).toBe(C);
    expect(d.legal()).not.toContain('pass');
    const first = legalActionsOf(d).map((a) => a.hex);
    expect(first).toEqual(expect.arrayContaining(['B6', 'C5', 'D6', 'G7', 'O17']));
    expect(first).not.toContain('M13');
    expect(d.refuse({ type: 'place_token', hex: 'M13', city: 0 }).message).toMatch(/M13/);
    // The first station is free (terrain and all).
    d.do({ type: 'place_token', hex: 'D6', city: 0 });
    expect(d.state.players[C]!.cash).toBe(810 - 20 - 55);
    // Second station: not in Manchester again (its second city), fees by grid distance from D6:
    // C7 is next to D6 (1 edge, £80); C11 is one row up and five columns right (1 + (5 - 1) / 2 = 3 edges, £240).
    expect(d.refuse({ type: 'place_token', hex: 'D6', city: 1 }).message).toMatch(/different hexes/);
    const costs = Object.fromEntries(legalActions(title, d.state, d.seat).filter((l) => l.action.type === 'place_token').map((l) => [(l.action as unknown as { hex: string }).hex, l.cost]));
    expect(costs.C7).toBe(80);
    expect(costs.C11).toBe(240);
    expect(d.legal()).toContain('pass');
    d.do({ type: 'place_token', hex: 'C11', city: 0 });
    // The director pays the fee to the bank; both markers are on the map; C goes on buying to float.
    expect(d.state.players[C]!.cash).toBe(810 - 20 - 55 - 240);
    expect(d.state.corporations.LSR!.tokens).toEqual([{ hex: 'D6', city: 0 }, { hex: 'C11', city: 0 }]);
    expect(d.state.hexes.C11!.tokens).toEqual([{ corporation: 'LSR', city: 0, slot: 0 }]);
    expect(d.who).toEqual({ entityType: 'player', entity: C });
    expect(d.legal()).toEqual(['buy_shares:LSR:ipo:20', 'propose_trade:LSR:placeShare:0', 'propose_trade:LSR:placeShare:1']);
  });

  it('lets a later company start on a city only while it has an open circle', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    d.do({ type: 'fund_lobby', amount: 20 }); // C
    d.do({ type: 'fund_lobby', amount: 30 }); // B
    d.pass().pass().pass(); // A, C, B: part A ends; B's 30 resolves before C's 20
    expect(d.seat).toBe(B);
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    expect(d.seat).toBe(C);
    d.do({ type: 'par', corporation: 'OW&WR', price: 55, shares: 5 });
    // Birmingham's one circle is LSR's.
    expect(legalActionsOf(d).map((a) => a.hex)).not.toContain('G7');
    expect(d.refuse({ type: 'place_token', hex: 'G7', city: 0 }).message).toMatch(/no open station circle/);
  });
});

/**
 * Stock round 1: C's lobby starts LSR at 55 with 5 shares, one station on Birmingham, and C buys the
 * second share (40%): it floats. Part B: B and A each buy a share (LSR has 4 × 55 = 220); C, B and A
 * pass, so the cards are C, B, A again. Operating round 1, I&T 1, operating round 2, I&T 2: LSR has no
 * train, earns nothing and withholds it, which leaves the price at 55 (rounds.operating.dividend
 * withholdMovement "none", D8 #20 and §7.2.4 L634-643: only a payout moves the price; the old cycle's
 * tests had it fall to 51, then 47), and pays no maintenance; no pool share, not sold out, so the end of
 * stock round 1 moved nothing either. Stock round 2 starts with C, then B, then A, in the green phase.
 */
function toStockRound2(): Driver {
  const d = toResolution();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // A
  d.pass().pass().pass();
  // LSR passes each operating step it is offered (no track, no station, no train).
  return toNextStockRound(d);
}

describe('1820 G5 share-count increase and G28 no sale after it', () => {
  it('raises LSR from 5 to 20 shares: new shares to the treasury, the director buys to 40%, two pool placements', () => {
    const d = toStockRound2(); // LSR: C 2, B 1, A 1, treasury 1 of 5; price 55; treasury cash 220
    expect(d.seat).toBe(C);
    expect(d.legal()).toEqual(expect.arrayContaining(['increase_shares:LSR:10', 'increase_shares:LSR:20', 'increase_shares:LSR:50']));
    expect(d.refuse({ type: 'increase_shares', corporation: 'LSR', shares: 5 }).message).toMatch(/not 5/);
    const cCash = d.state.players[C]!.cash;
    d.do({ type: 'increase_shares', corporation: 'LSR', shares: 20 });
    // 40% of 20 is 8 shares with players: they held 4, so 4 must be bought from the treasury at 55 (step 4):
    // the increase waits for them, C on turn with treasury shares (or proposals to others) and no pass.
    expect(d.state.round).toMatchObject({ increase: { corporation: 'LSR', need: 4, pool: 4 } });
    expect(d.seat).toBe(C);
    expect(d.legal()).toContain('buy_shares:LSR:ipo:5');
    expect(d.legal()).not.toContain('pass');
    for (let k = 0; k < 4; k++) d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 5 });
    // Placed: no more treasury purchases; C finishes the increase (the holders' moment to sell, L442, is before it).
    expect(d.legal()).not.toContain('buy_shares:LSR:ipo:5');
    d.pass();
    const lsr = d.state.corporations.LSR!;
    const count = (h: string) => lsr.certs.filter((x) => x === h).length;
    // C bought 4 at 55 (220, to LSR). Pool: 10% of 20 = 2 shares, twice because 5 → 20 skips 10: 4 shares, free.
    expect(d.state.round).not.toHaveProperty('increase');
    expect(lsr.equalShares).toBe(20);
    expect([count('player:2'), count('player:1'), count('player:0'), count('market'), count('ipo')]).toEqual([6, 1, 1, 4, 8]);
    expect(d.state.players[C]!.cash).toBe(cCash - 220);
    expect(lsr.cash).toBe(220 + 220);
    // The increase is C's one action; LSR may not be sold for the rest of the round, by anyone.
    expect(d.seat).toBe(B);
    expect(d.legal().some((id) => id.startsWith('sell_shares:LSR'))).toBe(false);
    expect(d.refuse({ type: 'sell_shares', corporation: 'LSR', percent: 5 }).message).toMatch(/increased its share count/);
    // It kept part A open: B and A pass and part A goes on (a rotation of three quiet turns is needed).
    d.pass().pass();
    expect(d.state.round).toMatchObject({ part: 'A', quietTurns: 2 });
  });

  // 1820 rules L442: "Players currently holding shares of the company may sell them at this point, before the
  // company finishes increasing its share count" (title.json shareCounts.increase.holdersMaySell).
  it('lets the holders sell, out of turn, while the increase is under way; a sale below 40% is bought again', () => {
    const d = toStockRound2(); // LSR: C 2, B 1, A 1, treasury 1 of 5; price 55
    const outOfTurn = (seat: number, fields: Record<string, unknown>) => {
      const r = apply(title, d.state, { type: 'sell_shares', entityType: 'player', entity: seat, ...fields }, { seat });
      if (!r.ok) return r.error.message;
      d.state = r.state;
      return null;
    };
    // Before any increase B may not sell out of turn.
    expect(outOfTurn(B, { corporation: 'LSR', percent: 20 })).toMatch(/turn/);
    d.do({ type: 'increase_shares', corporation: 'LSR', shares: 20 });
    expect(d.state.round).toMatchObject({ increase: { corporation: 'LSR', need: 4 } });
    // B, not on turn, is offered the sale of the one share it held as the increase began (5% of 20 shares).
    expect(legalActions(title, d.state, B).map((l) => l.id)).toContain('sell_shares:LSR:5');
    expect(legalActions(title, d.state, B).map((l) => l.id)).not.toContain('sell_shares:LSR:10');
    const bCash = d.state.players[B]!.cash;
    expect(outOfTurn(B, { corporation: 'LSR', percent: 5 })).toBeNull();
    // Sold at the current price (no drop at sale, L456-459) into the pool; 40% of 20 is now 5 shares to buy.
    expect(d.state.players[B]!.cash).toBe(bCash + 55);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(d.state.round).toMatchObject({ increase: { need: 5 } });
    expect(outOfTurn(B, { corporation: 'LSR', percent: 5 })).toMatch(/held as the increase began|no .*LSR|hold/);
    // C buys the five; the shares bought in the placement are not sold back in it.
    for (let k = 0; k < 5; k++) d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 5 });
    expect(outOfTurn(C, { corporation: 'LSR', percent: 15 })).toMatch(/held as the increase began/);
    // A still may sell its share; then one more must be bought, and C buys it.
    expect(outOfTurn(A, { corporation: 'LSR', percent: 5 })).toBeNull();
    expect(d.state.round).toMatchObject({ increase: { need: 1 } });
    expect(d.legal()).not.toContain('pass');
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 5 });
    d.pass();
    // Over: LSR held 8 (all C's), 2 sold + 4 placed in the pool, and no one may sell it for the rest of the round (L456).
    const lsr = d.state.corporations.LSR!;
    expect([lsr.certs.filter((h) => h === 'player:2').length, lsr.certs.filter((h) => h === 'market').length]).toEqual([8, 6]);
    expect(d.state.round).not.toHaveProperty('increase');
    expect(outOfTurn(C, { corporation: 'LSR', percent: 5 })).toMatch(/turn|increased its share count/);
  });

  it('needs no purchase from 5 to 10 when players already hold 40%, and places one pool share', () => {
    const d = toStockRound2();
    d.do({ type: 'increase_shares', corporation: 'LSR', shares: 10 }).pass();
    const lsr = d.state.corporations.LSR!;
    expect(lsr.certs.filter((h) => h.startsWith('player:'))).toHaveLength(4);
    expect(lsr.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(lsr.certs.filter((h) => h === 'ipo')).toHaveLength(5);
    expect(lsr.cash).toBe(220);
  });
});

describe('1820 G28 stock-round trading rules', () => {
  it('reaches stock round 2 with LSR floated, operated and still at 55, in the green phase', () => {
    const d = toStockRound2();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(d.state.corporations.LSR).toMatchObject({ floated: true, operated: true, cash: 220, president: C });
    expect(lsrPrice(d.state)).toBe(55);
    expect(title.phases[d.state.phase]!.id).toBe('green');
    expect(d.state.playerOrder).toEqual([C, B, A]);
    expect(d.seat).toBe(C);
  });

  it('bars buying back a company sold this round, and a sale leaving no share with the players', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }); // B sells one share at 55
    // B: 820 (card 2 and SR1 income) - 55 + 800 (SR2 income) + 55.
    expect(d.state.players[B]!.cash).toBe(820 - 55 + 800 + 55);
    expect(d.legal()).not.toContain('buy_shares:LSR:ipo:20');
    expect(d.legal()).not.toContain('buy_shares:LSR:market:20');
    d.pass();
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }); // A sells
    d.pass();
    expect(d.seat).toBe(C);
    // C holds the only shares still with players (40%): one may go, not both.
    expect(d.legal()).toContain('sell_shares:LSR:20');
    expect(d.legal()).not.toContain('sell_shares:LSR:40');
    const e = d.refuse({ type: 'sell_shares', corporation: 'LSR', percent: 40 });
    expect(e.message).toMatch(/no player or cousin would hold a share of LSR/);
  });

  it('lets the director have the company buy any number of its shares from the pool, as the whole turn', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // B
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // A
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(2);
    expect(d.seat).toBe(C);
    const pool = legalActionsOf(d).filter((a) => a.type === 'redeem_share');
    expect(pool).toEqual([
      { type: 'redeem_share', entityType: 'corporation', entity: 'LSR', corporation: 'LSR', from: 'market', count: 1 },
      { type: 'redeem_share', entityType: 'corporation', entity: 'LSR', corporation: 'LSR', from: 'market', count: 2 },
    ]);
    const lsr = { entityType: 'corporation', entity: 'LSR' };
    expect(d.refuse({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: 'market', count: 3 }).message).toMatch(/pool holds 2/);
    expect(d.refuse({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: B }).message).toMatch(/only from the market pool/);
    const bank = d.state.bank;
    d.do({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: 'market', count: 2 });
    // 2 × 55 from LSR's treasury to the bank; both shares in its treasury; the turn is over.
    expect(d.state.corporations.LSR!.cash).toBe(220 - 110);
    expect(d.state.bank).toBe(bank + 110);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'corp:LSR')).toHaveLength(2);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'market')).toHaveLength(0);
    // B and A sold LSR this round and hold nothing else: the engine passes them, and C plays again.
    expect(d.log.slice(-3)).toEqual(expect.arrayContaining(['B has nothing to do and passes', 'A has nothing to do and passes']));
    expect(d.seat).toBe(C);
  });

  // 1820 rules L1650: "Loans may be taken ... as needed in any other round for any expense".
  it('lets a company short of the price take the loans it needs for its pool purchase, and no more', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // B
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // A
    // LSR (4 in play: C 2, pool 2; price 55; no loan) has £30 of its £220, the rest back in the bank.
    d.state.bank += 190;
    d.state.corporations.LSR!.cash = 30;
    const lsr = { entityType: 'corporation', entity: 'LSR' };
    expect(d.refuse({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1 }).message).toMatch(/has £30, not £55/);
    // One loan (£200, the price down a cell to 51) pays for one share or two.
    expect(legalActionsOf(d).filter((a) => a.type === 'redeem_share')).toEqual([
      { type: 'redeem_share', entityType: 'corporation', entity: 'LSR', corporation: 'LSR', from: 'market', count: 1, loans: 1 },
      { type: 'redeem_share', entityType: 'corporation', entity: 'LSR', corporation: 'LSR', from: 'market', count: 2, loans: 1 },
    ]);
    expect(d.refuse({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1, loans: 2 }).message).toMatch(/needs 1 loan for this, not 2/);
    d.do({ ...lsr, type: 'redeem_share', corporation: 'LSR', from: 'market', count: 2, loans: 1 });
    expect(d.state.corporations.LSR!).toMatchObject({ cash: 30 + 200 - 2 * 51, loans: 1 });
    expect(lsrPrice(d.state)).toBe(51);
    expect(d.state.corporations.LSR!.certs.filter((h) => h === 'corp:LSR')).toHaveLength(2);
  });

  it('refuses a company purchase after the director acted for themselves in the same turn', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // B
    d.pass(); // A
    expect(d.seat).toBe(C);
    expect(legalActionsOf(d).some((a) => a.type === 'redeem_share')).toBe(true);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'market', percent: 20 }); // C acts for themselves
    // C may still sell (a purchase then sales), but LSR's purchase would be a second action of the turn.
    expect(d.seat).toBe(C);
    expect(d.legal()).toContain('sell_shares:LSR:20');
    expect(legalActionsOf(d).some((a) => a.type === 'redeem_share')).toBe(false);
    const e = d.refuse({ entityType: 'corporation', entity: 'LSR', type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1 });
    expect(e.message).toMatch(/whole of a stock turn/);
  });
});

describe('1820 G13 loans above the shares in play after a pool purchase (§6.5.3.1 L486-488, §17.3)', () => {
  /** Stock round 2, C on turn: LSR (C 2, A 1, one share in the pool, one in its treasury; 4 in play) with 4 loans and `cash`. */
  function withLoans(cash: number): Driver {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // B
    d.pass(); // A
    const lsr = d.state.corporations.LSR!;
    d.state.bank -= cash - lsr.cash;
    lsr.cash = cash;
    lsr.loans = 4;
    expect(d.seat).toBe(C);
    return d;
  }
  const poolBuy = { entityType: 'corporation', entity: 'LSR', type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1 };
  const price = (d: Driver): number => lsrPrice(d.state)!;

  it('repays the loan the purchase puts above the cap from the treasury, the price +1', () => {
    const d = withLoans(400).do(poolBuy);
    // 55 for the share, then 200 for the fourth loan: 3 shares are left in play.
    expect(d.state.corporations.LSR).toMatchObject({ cash: 400 - 55 - 200, loans: 3 });
    expect(price(d)).toBe(60);
    expect(d.log).toContain('LSR repays 1 loan above its 3 shares in play (3 left)');
  });

  it('has the director contribute what the treasury lacks, the price then -1 (§17.3 L1671-1675)', () => {
    const d = withLoans(220);
    const cash = d.state.players[C]!.cash;
    d.do(poolBuy);
    // 220 - 55 leaves 165 of the 200: C adds 35; +1 for the repayment, -1 for the contribution.
    expect(d.state.players[C]!.cash).toBe(cash - 35);
    expect(d.state.corporations.LSR).toMatchObject({ cash: 0, loans: 3 });
    expect(price(d)).toBe(55);
  });

  it('is not offered when the director cannot make up the repayment', () => {
    const d = withLoans(220);
    d.state.bank += d.state.players[C]!.cash - 30;
    d.state.players[C]!.cash = 30;
    expect(legalActionsOf(d).some((a) => a.type === 'redeem_share')).toBe(false);
    expect(d.refuse(poolBuy).message).toMatch(/repay 1 loan above its shares in play, £35 more/);
    // Without loans above the cap afterwards, the same purchase goes through.
    d.state.corporations.LSR!.loans = 3;
    expect(legalActionsOf(d).some((a) => a.type === 'redeem_share')).toBe(true);
  });
});

describe('1820 G28 a company in liquidation (§10.7 L1017)', () => {
  it('bars every trade of its shares: no sale, no purchase from the treasury or the pool, no pool purchase by the company, no increase', () => {
    const d = toStockRound2(); // LSR: C 2, B 1, A 1, treasury 1 of 5; price 55
    const lsr = d.state.corporations.LSR!;
    lsr.certs[lsr.certs.indexOf('ipo')] = 'market'; // a pool share, so that every kind of trade has a share to trade
    const legalLsr = (): string[] => legalActionsOf(d).filter((a) => a.corporation === 'LSR').map((a) => `${String(a.type)}:${String(a.from ?? a.shares ?? a.percent)}`);
    // Out of liquidation, C (LSR's director, in part A) may sell LSR, buy its pool share, increase it and have it buy its pool share.
    expect(legalLsr()).toEqual(expect.arrayContaining(['sell_shares:20', 'buy_shares:market', 'redeem_share:market', 'increase_shares:10']));
    // Its maintenance, interest or a trainless turn puts it into liquidation: the £10 box.
    placeMarker({ title, state: d.state, log: [] }, lsr, { row: 0, col: 0 });
    expect(legalLsr()).toEqual([]);
    expect(d.refuse({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).message).toMatch(/LSR is in liquidation/);
    expect(d.refuse({ type: 'buy_shares', corporation: 'LSR', from: 'market', percent: 20 }).message).toMatch(/LSR is in liquidation/);
    expect(d.refuse({ entityType: 'corporation', entity: 'LSR', type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1 }).message).toMatch(/LSR is in liquidation/);
    expect(d.refuse({ type: 'increase_shares', corporation: 'LSR', shares: 10 }).message).toMatch(/LSR is in liquidation/);
    d.pass(); // C
    expect(d.seat).toBe(B);
    expect(d.refuse({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).message).toMatch(/LSR is in liquidation/);
    // A title without the switch trades such a company as any other.
    const plain = titleWithout('1820', { cousins: false, mustBuyTrain: 'never' });
    plain.rounds.stock.liquidationBarsTrading = false;
    expect(legalActions(plain, d.state, B).some((l) => l.id === 'sell_shares:LSR:20')).toBe(true);
  });
});

function legalActionsOf(d: Driver): Record<string, unknown>[] {
  return legalActions(title, d.state, d.seat).map((l) => l.action as unknown as Record<string, unknown>);
}

describe('1820 stock round replays', () => {
  it('gives the same state when the log of lobbies, a float with two stations and a pool purchase is replayed', () => {
    const d = toStockRound2();
    d.pass(); // C
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 }).pass(); // B
    d.do({ type: 'fund_lobby', amount: 30 }).pass(); // A (who could still sell): part A stays open
    d.pass().pass().pass(); // C, B, A: a quiet rotation; A's lobby resolves
    // Stock round 2 is in the green phase: a new company has 10 shares (Table 5.1), and the yellow par
    // 60 is still open; A buys three more 10% shares to float at 40%.
    d.do({ type: 'par', corporation: 'OW&WR', price: 60, shares: 10 });
    d.do({ type: 'place_token', hex: 'D6', city: 0 });
    d.do({ type: 'place_token', hex: 'C7', city: 0 }); // £80, the second and last station
    d.do({ type: 'buy_shares', corporation: 'OW&WR', from: 'ipo', percent: 10 });
    d.do({ type: 'buy_shares', corporation: 'OW&WR', from: 'ipo', percent: 10 });
    d.do({ type: 'buy_shares', corporation: 'OW&WR', from: 'ipo', percent: 10 });
    d.do({ entityType: 'corporation', entity: 'LSR', type: 'redeem_share', corporation: 'LSR', from: 'market', count: 1 }); // C
    const r = replay(title, { players: ['A', 'B', 'C'], seed: 1 }, d.actions);
    expect(r.ok).toBe(true);
    expect(r.state).toEqual(d.state);
    expect(d.state.corporations['OW&WR']).toMatchObject({ floated: true, president: A, equalShares: 10, cash: 240, tokens: [{ hex: 'D6', city: 0 }, { hex: 'C7', city: 0 }] });
  });
});
