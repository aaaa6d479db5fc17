/**
 * 1820's cousin directors (NOTES G7, G24, G28; rules ../shared/rules/1820-rules.txt cited as L####;
 * engine/mechanisms/cousins/cousinDirectors.ts, engine/mechanisms/cousins/automaticTurn.ts):
 * - §13.4 L1265-1279: whoever, player or cousin, holds the most directs; a buyer with more than the director
 *   takes over; after a director's sale the holder with the most does (tied players: the next in card
 *   order from the seller; tied cousins: the seller's choice, `successorInvestor`);
 * - §14.1 L1345-1357 and §6.5.1 L378: in a stock round the cousin's player sells it out of the directorship
 *   and may not pass while it can; in an operating round the company plays itself (maximum run, withheld,
 *   no costs); in an Issue & Takeover round it offers itself for takeover and bids for nothing;
 * - §10.3 L957-968 with §8.1 L738: a bankrupt cousin's companies are liquidated in the same round, in the
 *   order its player chooses;
 * - §9.1 L902-903 (G24): a cousin's company is not a player's.
 *
 * Seed 1 with three players deals the cards C, B, A (seats 2, 1, 0 hold cards 1-3). Ladder prices:
 * 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { titleWithout } from '../helpers/demo';
import { apply, checkInvariants, legalActions, type GameState, summarize } from '../../engine';
import {
  cousinDef, type Ctx, enterPhase, chargeCousin, noControlledCompanyEnds, startOperatingSet, initialState,
} from '../helpers/engine-internals';
import { act1820 as act, at, atIssueTakeover, passTakeovers, phaseIndex, refuse1820 as refuse, shares, title1820 } from '../helpers/issue-takeover-1820';
import { Driver } from '../helpers/driver';
import { writableHex } from '../helpers/hex-state';

// Trainless companies pass through operating rounds here: mustBuyTrain "never" keeps them out of
// liquidation (G16), and the future-train auction (G8) is left out.
const title = titleWithout('1820', { futureTrains: false, mustBuyTrain: 'never' });
const A = 0;
const B = 1;
const C = 2;

/**
 * Stock round 1, part B, B on turn: C won the first cousin drawn (k) for £20 (the others were declined),
 * started LSR at 55 with 5 shares and holds two; the cousin's treasury gets £300 more from the bank, enough
 * for three shares.
 */
function partB(): { d: Driver; k: string } {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  const k = Object.keys(d.state.cousins!)[0]!;
  d.do({ type: 'bid_cousin', cousin: k, price: 20 }).pass().pass().pass();
  d.pass().pass().pass();
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  d.state.cousins![k]!.cash += 300;
  d.state.bank -= 300;
  return { d, k };
}

/**
 * LSR's certificates set by hand (`holders[0]` directs; a 10-share LSR takes shares of 10%), and whether it
 * has operated (its shares may then be sold). The players' and cousins' cash is untouched: only who holds
 * which certificate changes.
 */
function holdings(d: Driver, holders: string[], operated: boolean): void {
  const c = d.state.corporations.LSR!;
  c.equalShares = holders.length;
  c.certs = [...holders];
  c.operated = operated;
  const first = holders[0]!;
  c.president = first.startsWith('player:') ? Number(first.slice(7)) : null;
  if (first.startsWith('cousin:')) c.cousinDirector = first.slice(7);
  else delete c.cousinDirector;
  expect(checkInvariants(title, d.state)).toEqual([]);
}

/** A second cousin, drawn but discarded at the auction, now owned by `seat` (for ties among cousins). */
function secondCousin(d: Driver, seat: number): string {
  const k2 = Object.keys(d.state.cousins!)[1]!;
  d.state.cousins![k2] = { id: k2, owner: seat, cash: 0, status: 'owned' };
  return k2;
}

const ids = (d: Driver): string[] => d.legal();

describe('1820 §13.4: a cousin comes to direct a company', () => {
  it('takes over when it buys more than the director holds, not on a tie; its company then has no president', () => {
    const { d, k } = partB();
    d.pass().pass(); // B, A
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k }); // C for the cousin: 1 against C's 2
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k }); // 2 against 2: C stays director
    expect(d.state.corporations.LSR).toMatchObject({ president: C });
    expect(d.state.corporations.LSR!.cousinDirector).toBeUndefined();
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k }); // 3 against 2
    const lsr = d.state.corporations.LSR!;
    expect(lsr).toMatchObject({ president: null, cousinDirector: k });
    // The game summary names the director too (the corporationSummary hook; the API's cousinDirector).
    expect(summarize(title, d.state).corporations.find((c) => c.id === 'LSR')).toMatchObject({ president: null, cousinDirector: k });
    expect(summarize(title, d.state).corporations.find((c) => c.id !== 'LSR')).not.toHaveProperty('cousinDirector');
    expect(lsr.certs[0]).toBe(`cousin:${k}`);
    expect(lsr.certs.filter((h) => h === `cousin:${k}`)).toHaveLength(3);
    expect(lsr.certs.filter((h) => h === `player:${C}`)).toHaveLength(2);
    expect(d.log).toContain(`${cousinDef(title, k)!.name} becomes director of LSR (a cousin: the company now plays itself)`);
  });

  it('loses it to a player who buys more than it holds (L1273-1274)', () => {
    const { d, k } = partB();
    // LSR of 10 shares: the cousin 3 (director), C 2, B 2, three in the treasury; B is on turn.
    holdings(d, [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:2', 'player:2', 'player:1', 'player:1', 'ipo', 'ipo', 'ipo'], false);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 10 }); // B: 3 against 3, the cousin keeps it
    expect(d.state.corporations.LSR!.cousinDirector).toBe(k);
    d.pass().pass(); // A, C
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 10 }); // B: 4 against 3
    expect(d.state.corporations.LSR).toMatchObject({ president: B, certs: expect.arrayContaining([`cousin:${k}`]) });
    expect(d.state.corporations.LSR!.cousinDirector).toBeUndefined();
    expect(d.state.corporations.LSR!.certs[0]).toBe(`player:${B}`);
  });

  it('goes to a player tied with a cousin after a director\'s sale ([DECISION] D8 #44), and the seller keeps it on a tie', () => {
    const { d, k } = partB();
    d.pass().pass(); // B, A: C on turn
    // A 10-share LSR that has operated: C 4 (director), B 2, the cousin 2, two in the pool.
    holdings(d, ['player:2', 'player:2', 'player:2', 'player:2', 'player:1', 'player:1', `cousin:${k}`, `cousin:${k}`, 'market', 'market'], true);
    // Selling two leaves C level with B and the cousin: C stays director.
    const keep = new Driver(title, ['A', 'B', 'C'], 1);
    keep.state = structuredClone(d.state);
    keep.do({ type: 'sell_shares', corporation: 'LSR', percent: 20 });
    expect(keep.state.corporations.LSR!.president).toBe(C);
    // Selling three: B and the cousin hold 2 against C's 1; B, the player, takes it.
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 30 });
    expect(d.state.corporations.LSR).toMatchObject({ president: B });
    expect(d.state.corporations.LSR!.cousinDirector).toBeUndefined();
  });

  it('among tied cousins, goes to the one the seller names: one sale offered per tied cousin (L1279)', () => {
    const { d, k } = partB();
    const k2 = secondCousin(d, B);
    d.pass().pass(); // C on turn
    holdings(d, ['player:2', 'player:2', 'player:2', 'player:2', `cousin:${k}`, `cousin:${k}`, `cousin:${k2}`, `cousin:${k2}`, 'market', 'market'], true);
    // Three sold: both cousins hold 2 against C's 1, no player as many.
    expect(ids(d)).toEqual(expect.arrayContaining([`sell_shares:LSR:30:${k}`, `sell_shares:LSR:30:${k2}`]));
    expect(ids(d)).not.toContain('sell_shares:LSR:30');
    // Two sold: C keeps 2, level with them; no choice.
    expect(ids(d)).toContain('sell_shares:LSR:20');
    expect(ids(d).filter((id) => id.startsWith('sell_shares:LSR:20:'))).toEqual([]);
    expect(refuse(d.state, C, { type: 'sell_shares', entityType: 'player', entity: C, corporation: 'LSR', percent: 30 })).toMatch(/name the one to direct it/);
    expect(refuse(d.state, C, { type: 'sell_shares', entityType: 'player', entity: C, corporation: 'LSR', percent: 20, successorInvestor: k })).toMatch(/successorInvestor is not taken/);
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 30, successorInvestor: k2 });
    expect(d.state.corporations.LSR).toMatchObject({ president: null, cousinDirector: k2 });
    expect(d.state.corporations.LSR!.certs[0]).toBe(`cousin:${k2}`);
  });
});

describe('1820 §14.1 L1346-1347, §6.5.1 L378: the cousin sells out of the directorship', () => {
  it('refuses its player\'s pass while the cousin can sell, until a sale hands the company to the next player in card order', () => {
    const { d, k } = partB();
    d.pass().pass(); // C on turn
    // The cousin 3 (director), C 2, B 2, three in the pool; LSR has operated.
    holdings(d, [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:2', 'player:2', 'player:1', 'player:1', 'market', 'market', 'market'], true);
    expect(ids(d)).not.toContain('pass');
    expect(ids(d)).toContain(`sell_shares:LSR:${k}:10`);
    expect(d.refuse({ type: 'pass' }).message).toMatch(/cousins directs a company/);
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 10, cousin: k }); // 2 against 2 and 2: the seller keeps it
    expect(d.state.corporations.LSR!.cousinDirector).toBe(k);
    expect(d.refuse({ type: 'pass' }).message).toMatch(/cousins directs a company/);
    d.do({ type: 'sell_shares', corporation: 'LSR', percent: 10, cousin: k }); // 1: C and B tied at 2
    // The next tied player in card order from the seller's player (C, card 1) is B (card 2).
    expect(d.state.corporations.LSR).toMatchObject({ president: B });
    expect(d.state.corporations.LSR!.cousinDirector).toBeUndefined();
    expect(d.state.cousins![k]!.cash).toBeGreaterThan(300);
    // Nothing binds C any more: the turn may end.
    expect(ids(d)).toContain('pass');
  });

  it('lets the player pass when the cousin cannot sell (the company has not operated, L454)', () => {
    const { d, k } = partB();
    holdings(d, [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:2', 'player:2', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo'], false);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 10 }); // B
    d.pass(); // A
    expect(d.seat).toBe(C);
    expect(ids(d)).toContain('pass');
    d.pass();
    expect(d.seat).toBe(B);
  });
});

describe('1820 §9.1 L902-903 (G24): a cousin\'s company is not controlled by a player', () => {
  it('ends the game after a stock round in which only a cousin directs a company', () => {
    const { d, k } = partB();
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k });
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k });
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20, cousin: k });
    expect(d.state.corporations.LSR!.cousinDirector).toBe(k);
    // LSR has not operated: the cousin cannot sell, so everyone may pass, and the round ends.
    while (!d.state.finished && d.state.round.kind === 'stock') d.pass();
    expect(d.state.finished).toMatchObject({ reason: 'noControlledCompany' });
    expect(d.log).toContain('No player directs any company');
  });

  it('counts a player\'s company and not a cousin\'s', () => {
    const { d, k } = partB();
    const s = structuredClone(d.state);
    expect(noControlledCompanyEnds({ title, state: s, log: [] })).toBe(false);
    const lsr = s.corporations.LSR!;
    lsr.certs = [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:2', 'player:2'];
    lsr.president = null;
    lsr.cousinDirector = k;
    expect(noControlledCompanyEnds({ title, state: s, log: [] })).toBe(true);
    expect(s.finished).toMatchObject({ reason: 'noControlledCompany' });
  });
});

describe('1820 §14.1 L1366-1371: a closing cousin hands its companies over', () => {
  it('to the largest holder; a company nobody else holds is left without a director and goes into liquidation', () => {
    const { d, k } = partB();
    const s = structuredClone(d.state);
    const lsr = s.corporations.LSR!;
    lsr.certs = [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:1', 'player:2'];
    lsr.president = null;
    lsr.cousinDirector = k;
    lsr.operated = true;
    // A second company, with the cousin its only holder.
    const other = s.corporations['L&GR']!;
    Object.assign(other, { par: 60, market: at(60), floated: true, operated: true, equalShares: 5, president: null, cousinDirector: k, certs: [`cousin:${k}`, 'ipo', 'ipo', 'ipo', 'ipo'] });
    expect(checkInvariants(title, s)).toEqual([]);
    const ctx: Ctx = { title, state: s, log: [] };
    enterPhase(ctx, title.phases.findIndex((p) => p.id === 'red'));
    // B and C tie at one share: B is next after the cousin's player (C) in card order.
    expect(lsr).toMatchObject({ president: B });
    expect(lsr.cousinDirector).toBeUndefined();
    expect(other).toMatchObject({ president: null, market: at(10) });
    expect(other.cousinDirector).toBeUndefined();
    expect(ctx.log).toContain('L&GR is left without a director and goes into liquidation');
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

describe('1820 §14.1 L1351-1353: a cousin\'s company plays its operating turn itself', () => {
  it('runs its train for the most and withholds it, lays no track, pays no maintenance nor interest; the next company is asked', () => {
    const state: GameState = initialState(title, { players: ['A', 'B', 'C'], seed: 1 });
    state.phase = phaseIndex('green');
    state.costOfBusiness = 4; // green: a 2+ costs £50 a turn to maintain, loans 10%
    // Preston B6 and B8 carry tile 57 (test/engine/routes-1820.test.ts): a 2+ from a station on B6 earns
    // the Preston port (40) + B6 (20) + B8 (20) = 80.
    for (const hex of ['B6', 'B8']) {
      writableHex(state, hex).tile = '57';
      writableHex(state, hex).rotation = 1;
    }
    const k = Object.keys(state.cousins!)[0]!;
    state.cousins![k] = { id: k, owner: C, cash: 0, status: 'owned' };
    const lsr = state.corporations.LSR!;
    Object.assign(lsr, { par: 95, market: at(95), marketSeq: 1, floated: true, operated: true, equalShares: 5, president: null, cousinDirector: k, certs: [`cousin:${k}`, `cousin:${k}`, 'player:2', 'ipo', 'ipo'], cash: 30, loans: 1 });
    state.bank -= 30;
    writableHex(state, 'B6').tokens.push({ corporation: 'LSR', city: 0, slot: 0 });
    lsr.tokens.push({ hex: 'B6', city: 0 });
    const train = state.trains.find((t) => t.type === '2+' && t.owner === 'depot')!;
    train.owner = 'corp:LSR';
    lsr.trains.push(train.id);
    // A player's company, lower on the market, operates next.
    const other = state.corporations['L&GR']!;
    Object.assign(other, { par: 60, market: at(60), marketSeq: 2, floated: true, operated: true, equalShares: 5, president: A, certs: ['player:0', 'player:0', 'ipo', 'ipo', 'ipo'] });
    expect(checkInvariants(title, state)).toEqual([]);
    const bank = state.bank;
    const tiles = JSON.stringify(state.hexes);
    const ctx: Ctx = { title, state, log: [] };
    startOperatingSet(ctx, 1);
    expect(state.round).toMatchObject({ kind: 'operating', done: ['LSR'], current: 'L&GR' });
    // £30 + the £80 run withheld; no maintenance (£50) and no interest (£20) paid.
    expect(lsr.cash).toBe(110);
    expect(state.bank).toBe(bank - 80);
    expect(lsr.market).toEqual(at(95));
    expect(lsr.loans).toBe(1);
    expect(JSON.stringify(state.hexes)).toBe(tiles);
    expect(ctx.log).toContain('LSR earns 80');
    expect(ctx.log).toContain('LSR withholds £80');
    expect(ctx.log.some((l) => /maintenance|interest/.test(l) && l.startsWith('LSR'))).toBe(false);
    expect(checkInvariants(title, state)).toEqual([]);
    // Only the player's company is on turn: nobody is asked to act for LSR.
    expect(legalActions(title, state, A).every((l) => l.action.entity === 'L&GR')).toBe(true);
  });
});

/** The cousin drawn first for the I&T set-ups (seed 1), owned by C with `cash`. */
function cousinOf(state: GameState, cash = 0): string {
  const k = Object.keys(state.cousins!)[0]!;
  state.cousins![k] = { id: k, owner: C, cash, status: 'owned' };
  state.bank -= cash;
  return k;
}

describe('1820 §14.1 L1354-1357: a cousin\'s company in the Issue & Takeover round', () => {
  it('offers itself at its turn; the bank\'s bid wins when nobody outbids it, and the cousin takes its shares\' part and the rest of the treasury', () => {
    let k = '';
    // X (A's, 95) offers last; Y (60) is the cousin's: 3 shares, C 1, the pool 1; £300 in its treasury.
    const { state, ids } = atIssueTakeover(
      [
        { price: 95, certs: shares({ 'player:0': 5 }), president: A, cash: 0 },
        { price: 60, certs: [], president: A, cash: 300 },
      ],
      (s, all) => {
        s.phase = phaseIndex('brown');
        k = cousinOf(s);
        const y = s.corporations[all[1]!]!;
        y.certs = [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:2', 'market'];
        y.equalShares = 5;
        y.president = null;
        y.cousinDirector = k;
      },
    );
    const [x, y] = ids as [string, string];
    // Y, last in operating order, offers first, by itself: the bank bids half of 60 x 5.
    const r = state.round;
    expect(r.kind === 'issueTakeover' && r.takeover?.auction).toMatchObject({ target: y, offeredBy: y, high: { seat: null, amount: 150 }, forcing: 150 });
    // Nobody outbids the bank (X could borrow for it, but A passes).
    const done = passTakeovers(state);
    expect(done.corporations[y]).toMatchObject({ floated: false, par: null, president: null });
    expect(done.corporations[y]!.cousinDirector).toBeUndefined();
    // £150 + £300 = £450 over 5 shares in play: £90 a share; the cousin's 3 → £270, C £90, the pool's to the bank.
    expect(done.cousins![k]!.cash).toBe(270);
    expect(done.corporations[x]!.floated).toBe(true);
    expect(checkInvariants(title1820, done)).toEqual([]);
  });

  it('pays the cousin its shares\' part of a winning company\'s bid, and never bids itself', () => {
    let k = '';
    const { state, ids } = atIssueTakeover(
      [
        { price: 95, certs: shares({ 'player:1': 5 }), president: B, cash: 3000 },
        { price: 60, certs: [], president: A, cash: 0 },
      ],
      (s, all) => {
        s.phase = phaseIndex('brown');
        k = cousinOf(s);
        const y = s.corporations[all[1]!]!;
        y.certs = [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:0', 'player:0'];
        y.equalShares = 5;
        y.president = null;
        y.cousinDirector = k;
      },
    );
    const [x, y] = ids as [string, string];
    // The cousin's player (C) bids first, from the offering director's seat, and has no company to bid with.
    const r = state.round;
    expect(r.kind === 'issueTakeover' && r.takeover?.auction?.turn).toBe(B);
    expect(legalActions(title1820, state, B).map((l) => l.id)).toContain(`bid:${y}:300:${x}`);
    const s1 = act(state, B, { type: 'bid', entityType: 'corporation', entity: x, corporation: y, price: 300 });
    const done = passTakeovers(s1);
    // £300 over 5 shares: the cousin's three bring it £180, A's two £120.
    expect(done.cousins![k]!.cash).toBe(180);
    expect(done.corporations[y]!.floated).toBe(false);
    expect(done.corporations[x]!.cash).toBe(2700);
    expect(checkInvariants(title1820, done)).toEqual([]);
  });

  it('accepts a winning bid below the forcing bid when another company offers it', () => {
    let k = '';
    // X (51, B's, £3000) offers first; Y (95) is the cousin's.
    const { state, ids } = atIssueTakeover(
      [
        { price: 51, certs: shares({ 'player:1': 5 }), president: B, cash: 3000 },
        { price: 95, certs: [], president: A, cash: 0 },
      ],
      (s, all) => {
        s.phase = phaseIndex('brown');
        k = cousinOf(s);
        const y = s.corporations[all[1]!]!;
        y.certs = [`cousin:${k}`, `cousin:${k}`, `cousin:${k}`, 'player:0', 'player:0'];
        y.equalShares = 5;
        y.president = null;
        y.cousinDirector = k;
      },
    );
    const [x, y] = ids as [string, string];
    let s = act(state, B, { type: 'offer_takeover', entityType: 'corporation', entity: x, corporation: y });
    s = act(s, B, { type: 'bid', entityType: 'corporation', entity: x, corporation: y, price: 480 });
    const r = s.round;
    // 480 is the minimum, far below the forcing bid: the cousin director takes it, nobody is asked.
    expect(r.kind === 'issueTakeover' && r.takeover?.auction).toBeFalsy();
    expect(s.corporations[y]!.floated).toBe(false);
    expect(s.corporations[x]!.cash).toBe(3000 - 480);
    expect(s.cousins![k]!.cash).toBe(3 * 96);
    expect(checkInvariants(title1820, passTakeovers(s))).toEqual([]);
  });
});

describe('1820 §10.3 L957-968: a bankrupt cousin\'s companies are liquidated in the same round', () => {
  /**
   * Z (10, in liquidation: A 2, the cousin 1, the pool 2; two loans, nothing in its treasury) is liquidated
   * first; the cousin owes £70 a share of the £350 shortfall, has no money and nothing it may sell, and
   * goes bankrupt. It directs Y and W (its single shares; nobody else holds any).
   */
  function bankruptcy() {
    let k = '';
    const set = atIssueTakeover(
      [
        { price: 10, certs: [], president: A, cash: 0, loans: 2 },
        { price: 60, certs: [], president: A, cash: 0 },
        { price: 65, certs: [], president: A, cash: 0 },
      ],
      (s, all) => {
        s.phase = phaseIndex('brown');
        k = cousinOf(s);
        const [z, y, w] = all.map((id) => s.corporations[id]!);
        z!.certs = ['player:0', 'player:0', `cousin:${k}`, 'market', 'market'];
        z!.equalShares = 5;
        for (const c of [y!, w!]) {
          c.certs = [`cousin:${k}`, 'market', 'market', 'market', 'market'];
          c.equalShares = 5;
          c.president = null;
          c.cousinDirector = k;
        }
      },
    );
    return { ...set, k };
  }

  it('leaves them without a director and asks the cousin\'s player the order, then liquidates them in that order', () => {
    const { state, ids, k } = bankruptcy();
    const [z, y, w] = ids as [string, string, string];
    expect(state.cousins![k]!.status).toBe('bankrupt');
    expect(state.corporations[z]!.floated).toBe(false);
    for (const id of [y, w]) {
      expect(state.corporations[id]).toMatchObject({ president: null, market: at(10) });
      expect(state.corporations[id]!.cousinDirector).toBeUndefined();
    }
    const r = state.round;
    expect(r.kind === 'issueTakeover' && r.takeover?.liquidationOrder).toEqual([{ seat: C, companies: [y, w] }]);
    expect(legalActions(title1820, state, C).map((l) => l.id).sort()).toEqual([`choose:${w}`, `choose:${y}`]);
    expect(summarize(title1820, state).round.description).toContain(`seat ${C} chooses which of ${y}, ${w} is liquidated next`);
    expect(refuse(state, A, { type: 'choose', entityType: 'player', entity: A, choice: w })).toMatch(/turn/i);
    expect(refuse(state, C, { type: 'pass', entityType: 'player', entity: C })).toMatch(/liquidated next/);
    const r2 = apply(title1820, state, { type: 'choose', entityType: 'player', entity: C, choice: w }, { seat: C });
    if (!r2.ok) throw new Error(r2.error.message);
    const s = r2.state;
    // Nobody can outbid the bank: both are liquidated at once, W first.
    for (const id of [y, w]) expect(s.corporations[id]).toMatchObject({ floated: false, par: null });
    const first = (id: string): number => r2.log.findIndex((l) => l.startsWith(`${id} is in liquidation`));
    expect(first(w)).toBeGreaterThanOrEqual(0);
    expect(first(w)).toBeLessThan(first(y));
    expect(checkInvariants(title1820, s)).toEqual([]);
  });

  it('queues a single company with no choice, and outside an Issue & Takeover round leaves it in liquidation', () => {
    const { state: s0, k } = bankruptcy();
    // chargeCousin on its own: a cousin with one directed company, L&GR, and no money.
    const s = structuredClone(s0);
    s.cousins![k] = { id: k, owner: C, cash: 0, status: 'owned' };
    const lgr = s.corporations['L&GR']!;
    // It has not operated, so the cousin may not sell its share; B holds one too, yet the company is
    // left without a director: its director left the game (L738).
    Object.assign(lgr, { par: 60, market: at(60), floated: true, operated: false, equalShares: 5, president: null, cousinDirector: k, certs: [`cousin:${k}`, 'player:1', 'ipo', 'ipo', 'ipo'] });
    const ctx: Ctx = { title: title1820, state: s, log: [] };
    expect(chargeCousin(ctx, k, 50, 'X')).toEqual(['L&GR']);
    expect(s.cousins![k]!.status).toBe('bankrupt');
    expect(lgr).toMatchObject({ president: null, market: at(10), certs: ['market', 'player:1', 'ipo', 'ipo', 'ipo'] });
    expect(checkInvariants(title1820, s)).toEqual([]);
  });
});

describe('1820 §8.2 L757-761: a share-count reduction keeps the director in control', () => {
  it('buys back the cousins\' shares after the other players\' and before the director\'s', () => {
    let k = '';
    // X: 10 shares, A 3 (director), the cousin 3, B 2, the pool 2; £400; green, so it may reduce.
    const { state, ids } = atIssueTakeover([{ price: 60, certs: [], president: A, cash: 400 }], (s, all) => {
      s.phase = phaseIndex('green');
      k = cousinOf(s);
      const x = s.corporations[all[0]!]!;
      x.certs = [...shares({ 'player:0': 3 }), ...shares({ [`cousin:${k}`]: 3, 'player:1': 2, market: 2 })];
      x.equalShares = 10;
    });
    const [x] = ids as [string];
    const s = act(state, A, { type: 'reduce_shares', entityType: 'corporation', entity: x, corporation: x, shares: 5 });
    // Five bought back: the pool's 2, B's 2, then one of the cousin's; A keeps 3 against the cousin's 2.
    const held = (h: string): number => s.corporations[x]!.certs.filter((c) => c === h).length;
    expect([held('player:0'), held(`cousin:${k}`), held('player:1'), held('market')]).toEqual([3, 2, 0, 0]);
    expect(s.corporations[x]).toMatchObject({ president: A, equalShares: 5 });
    expect(s.cousins![k]!.cash).toBe(60);
    expect(checkInvariants(title1820, s)).toEqual([]);
  });
});
