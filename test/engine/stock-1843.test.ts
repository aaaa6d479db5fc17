/**
 * 1843's stock-side mechanisms, driven through the engine API on a four-player game
 * (definitions/1843; rules ../shared/rules/1843-rules-draft.lyx, cited as L####):
 * G1 player cards (L400-409, L1585-1594, L676-683, L1995-1998), G3 Lyon-Méditerranée's PLM par
 * (L1485-1496), G4 par tiers by phase (L1822-1934; also 1820 §16.1), G5 no sale of an unparred
 * company's shares (L1646-1663), G6 sell-buy-sell (L1529-1566), G14 the market's red barrier lines and
 * sales at the bottom of a column (L2092-2164), G15 several certificates from the pool and the IPO in the
 * brown zone (L1714-1717).
 *
 * Seed 1 deals the cards D, C, B, A (seats 3, 2, 1, 0 hold cards 1-4).
 */
import { apply, compileTitle, legalActions, publicState, whoActs, type GameState, type Title } from '../../engine';
import { closedParPrices, moveLeft } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

const title: Title = compileTitle(loadTitleDir(repoPath('definitions', '1843')).definition);
const A = 0;
const B = 1;
const C = 2;
const D = 3;

/** Buys every private at face value in turn order: D TB, C C, B PStG, A LH, D VdL, C BA, B LM. */
function afterAuction(): Driver {
  const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
  for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
    d.do({ type: 'bid', company, price });
  return d;
}

/**
 * Stock round 1 (turn order A, D, C, B from the card after the last buyer B):
 * A pars EST at 67 (134); D buys PLM 86; C buys EST 67; B buys EST 67;
 * A buys PLM 86; D passes; C buys PLM 86; then B, A, D and C pass.
 */
function toStockRound2(): Driver {
  const d = afterAuction();
  d.do({ type: 'par', corporation: 'PLM', price: 86 });
  d.do({ type: 'par', corporation: 'EST', price: 67 });
  d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
  d.do({ type: 'buy_shares', corporation: 'EST', from: 'ipo', percent: 10 });
  d.do({ type: 'buy_shares', corporation: 'EST', from: 'ipo', percent: 10 });
  d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
  d.pass();
  d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
  d.pass().pass().pass().pass();
  return d;
}

const cash = (s: GameState) => s.players.map((p) => p.cash);
const ids = (d: Driver) => d.legal();

describe('1843 G1 player cards', () => {
  it('deals the cards at random and plays the auction in card order, card 1 first', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    expect([...d.state.playerOrder!].sort()).toEqual([0, 1, 2, 3]);
    expect(d.state.playerOrder).toEqual([D, C, B, A]);
    const seats: number[] = [];
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110]] as const) {
      seats.push(d.seat);
      d.do({ type: 'bid', company, price });
    }
    // D, C, B, A then D again: card order, not seating order.
    expect(seats).toEqual([D, C, B, A, D]);
  });

  it('another seed deals another order', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(new Driver(title, ['A', 'B', 'C', 'D'], seed).state.playerOrder)));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('starts stock round 1 after the last buyer, in card order (L1447-1457)', () => {
    const d = afterAuction();
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    expect(d.state.round.kind).toBe('stock');
    // B bought last; after B (card 3) comes A (card 4).
    expect(d.seat).toBe(A);
  });

  it('deals the cards again by descending cash at the end of the stock round; card 1 starts the next', () => {
    const d = toStockRound2();
    // Cash at the end of SR1: A 600-60-134-86 = 320, B 600-40-210-67 = 283, C 600-20-150-67-86 = 277,
    // D 600-15-110-86 = 389 -> cards D, A, B, C. Then OR1 pays the privates.
    expect(d.state.playerOrder).toEqual([D, A, B, C]);
    expect(publicState(title, d.state).playerOrder).toEqual([D, A, B, C]);
    expect(cash(d.state)).toEqual([320 + 15, 283 + 10 + 30, 277 + 5 + 25, 389 + 20]);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(d.seat).toBe(D);
    d.pass();
    expect(d.seat).toBe(A);
    d.pass();
    expect(d.seat).toBe(B);
  });

  it('keeps the previous relative order of players with equal cash', () => {
    const d = toStockRound2();
    // Give B and C the same cash as D; D stays first, then B before C as their cards were (3, 4).
    const s = structuredClone(d.state);
    s.players[B]!.cash = s.players[D]!.cash;
    s.players[C]!.cash = s.players[D]!.cash;
    s.players[A]!.cash = 1;
    let state = s;
    for (let i = 0; i < 4; i++) {
      const seat = whoActs(title, state)!.seat;
      const r = apply(title, state, { type: 'pass', entityType: 'player', entity: seat }, { seat });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    // SR2 ended and OR2 ran (privates paid, nothing floated): the cards were dealt at the end of SR2.
    expect(state.round).toMatchObject({ kind: 'stock', number: 3 });
    expect(state.playerOrder).toEqual([D, B, C, A]);
  });

  it('gives a tied directorship to the next tied player in card order from the director (L1995-1998)', () => {
    const d = toStockRound2();
    // PLM: B holds the director's 20%; give A and D 20% each. Seating order after B would pick D;
    // with the cards B, A, C, D the next tied player after B is A.
    const s = structuredClone(d.state);
    const plm = s.corporations['PLM']!;
    const give = (seat: number) => {
      const i = plm.certs.findIndex((h, k) => k > 0 && h === 'ipo');
      plm.certs[i] = `player:${seat}`;
    };
    give(A);
    give(D);
    s.playerOrder = [B, A, C, D];
    s.round = { ...(s.round as Extract<GameState['round'], { kind: 'stock' }>), turn: B };
    const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: B, corporation: 'PLM', percent: 20 }, { seat: B });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations['PLM']!.president).toBe(A);
    // The same position in seating order goes to D.
    const t = structuredClone(s);
    t.playerOrder = [A, B, C, D];
    const r2 = apply(title, t, { type: 'sell_shares', entityType: 'player', entity: B, corporation: 'PLM', percent: 20 }, { seat: B });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.corporations['PLM']!.president).toBe(D);
  });
});

describe('1843 G3 Lyon-Méditerranée sets the PLM par', () => {
  it('offers the yellow and green pars in the yellow phase, and only those', () => {
    const d = afterAuction();
    expect(d.seat).toBe(B);
    expect(d.state.phase).toBe(0);
    const pars = legalActions(title, d.state, B).map((l) => (l.action as { price: number }).price);
    expect(pars.sort((x, y) => x - y)).toEqual([67, 73, 79, 86, 94]);
    const refused = d.refuse({ type: 'par', corporation: 'PLM', price: 105 });
    expect(refused.message).toMatch(/not a par price here/);
    // The grant's own list is cited, not the phase's par tiers (the companyBought answer carries the rule).
    expect(refused.ruleRef).toMatch(/grantsShare parPrices \(1843 rules L1485-1496/);
    expect(d.refuse({ type: 'par', corporation: 'PLM', price: 120 }).code).toBe('ILLEGAL_ACTION');
  });

  it('places the PLM marker on the green 94 par cell', () => {
    const d = afterAuction();
    d.do({ type: 'par', corporation: 'PLM', price: 94 });
    const plm = d.state.corporations['PLM']!;
    expect(plm.par).toBe(94);
    // 94p is row 6 (0-based 5), column 4 (0-based 3) of the board's market.
    expect(plm.market).toMatchObject({ row: 5, col: 3 });
    expect(plm.certs[0]).toBe(`player:${B}`);
  });
});

describe('1843 G4 par tiers by phase', () => {
  it('offers only the yellow pars 67, 73, 79 in the yellow phase', () => {
    const d = afterAuction();
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    const estPars = ids(d).filter((id) => id.startsWith('par:EST:'));
    expect(estPars.sort()).toEqual(['par:EST:67', 'par:EST:73', 'par:EST:79']);
    const e = d.refuse({ type: 'par', corporation: 'EST', price: 86 });
    expect(e.code).toBe('ILLEGAL_ACTION');
    expect(e.message).toMatch(/opens in the green phase/);
    expect(d.refuse({ type: 'par', corporation: 'EST', price: 120 }).message).toMatch(/brown/);
  });

  it('opens green pars in the green phase and every par from brown', () => {
    const d = afterAuction();
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    const green = structuredClone(d.state);
    green.phase = 1;
    const pars = (s: GameState) =>
      legalActions(title, s, whoActs(title, s)!.seat)
        .filter((l) => l.action.type === 'par' && (l.action as { corporation: string }).corporation === 'EST')
        .map((l) => (l.action as { price: number }).price)
        .sort((x, y) => x - y);
    expect(pars(green)).toEqual([67, 73, 79, 86, 94]);
    const brown = structuredClone(d.state);
    brown.phase = 3;
    expect(pars(brown)).toEqual([67, 73, 79, 86, 94, 105, 120]);
  });

  it('writes 1820\'s tiers: yellow 55-71, green 78-95, blue 105-116, brown 128', () => {
    const t1820 = compileTitle(loadTitleDir(repoPath('definitions', '1820')).definition);
    const at = (phase: number) => [...closedParPrices(t1820, { phase } as GameState)].sort((x, y) => x - y);
    expect(at(0)).toEqual([78, 86, 95, 105, 116, 128]);
    expect(at(1)).toEqual([105, 116, 128]);
    // 1820's "blue" phase is the third (its colour is green); brown is the fourth.
    expect(at(2)).toEqual([128]);
    expect(at(3)).toEqual([]);
  });
});

describe('1843 G5 and G6: selling', () => {
  it('never offers or accepts the sale of the unparred ETA share that came with Boulogne-Amiens', () => {
    const d = toStockRound2();
    expect(d.state.corporations['ETA']!.certs[1]).toBe(`player:${C}`);
    d.pass().pass().pass();
    expect(d.seat).toBe(C);
    expect(ids(d).some((id) => id.includes('ETA') && id.startsWith('sell'))).toBe(false);
    const e = d.refuse({ type: 'sell_shares', corporation: 'ETA', percent: 10 });
    expect(e.message).toMatch(/ETA has no par price yet/);
  });

  it('lets a player sell, buy one certificate and sell again in one turn', () => {
    const d = toStockRound2();
    d.pass().pass().pass();
    expect(d.seat).toBe(C);
    const before = d.state.players[C]!.cash;
    d.do({ type: 'sell_shares', corporation: 'EST', percent: 10 });
    expect(d.seat).toBe(C);
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
    // The purchase does not end the turn: C may still sell.
    expect(d.seat).toBe(C);
    expect(ids(d)).toContain('sell_shares:PLM:10');
    // ... but not buy again.
    expect(ids(d).some((id) => id.startsWith('buy_shares') || id.startsWith('par'))).toBe(false);
    expect(d.refuse({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }).message).toMatch(/already bought/);
    d.do({ type: 'sell_shares', corporation: 'PLM', percent: 10 });
    expect(d.seat).toBe(C);
    // EST sold at 67, PLM bought at 86 and sold at 86.
    expect(d.state.players[C]!.cash).toBe(before + 67 - 86 + 86);
    d.pass();
    expect(d.seat).toBe(D);
  });
});

describe('1843 G14 market barriers and edge rules', () => {
  const m = title.market;
  it('turns a withhold move left across a red line into a move down (rows 5-6 cols 1|2, rows 7-8 cols 2|3)', () => {
    // Row 5 (0-based 4): 92 -> 86 below, not 87y to its left.
    expect(moveLeft(m, { row: 4, col: 1 })).toEqual({ row: 5, col: 1 });
    expect(moveLeft(m, { row: 5, col: 1 })).toEqual({ row: 6, col: 1 });
    // Row 7: 84 -> 78 below; row 8: 78 -> 73y below.
    expect(moveLeft(m, { row: 6, col: 2 })).toEqual({ row: 7, col: 2 });
    expect(moveLeft(m, { row: 7, col: 2 })).toEqual({ row: 8, col: 2 });
    // No line: rows 4 and 9 move left, and so do row 7's 80y and 76y side of the line.
    expect(moveLeft(m, { row: 3, col: 1 })).toEqual({ row: 3, col: 0 });
    expect(moveLeft(m, { row: 8, col: 2 })).toEqual({ row: 8, col: 1 });
    expect(moveLeft(m, { row: 6, col: 1 })).toEqual({ row: 6, col: 0 });
    expect(moveLeft(m, { row: 4, col: 2 })).toEqual({ row: 4, col: 1 });
  });

  it('leaves a marker in a bottom-left corner where it is, and moves it down at the left end of a row', () => {
    expect(moveLeft(m, { row: 17, col: 2 })).toEqual({ row: 17, col: 2 });
    expect(moveLeft(m, { row: 13, col: 0 })).toEqual({ row: 13, col: 0 });
    expect(moveLeft(m, { row: 12, col: 0 })).toEqual({ row: 13, col: 0 });
  });

  it('sinks a marker already at the bottom of its column under one more marker per share sold', () => {
    const d = toStockRound2();
    d.pass().pass().pass();
    expect(d.seat).toBe(C);
    // EST at 67 (row 14, column 8 as printed) is at the bottom of its column. Put PLM there too, under EST.
    const s = structuredClone(d.state);
    const est = s.corporations['EST']!;
    expect(est.market).toEqual({ row: 13, col: 7 });
    expect(m.rows[14]![7]).toBeUndefined();
    s.corporations['PLM']!.market = { row: 13, col: 7 };
    s.corporations['PLM']!.marketSeq = est.marketSeq + 1;
    const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: C, corporation: 'EST', percent: 10 }, { seat: C });
    if (!r.ok) throw new Error(r.error.message);
    const after = r.state.corporations;
    expect(after['EST']!.market).toEqual({ row: 13, col: 7 });
    expect(after['EST']!.marketSeq).toBeGreaterThan(after['PLM']!.marketSeq);
    // The two markers swapped their arrival numbers: nothing else moved.
    expect([after['EST']!.marketSeq, after['PLM']!.marketSeq].sort()).toEqual([est.marketSeq, est.marketSeq + 1].sort());
  });
});

describe('1843 G15 buying several certificates in the brown zone', () => {
  /** SR2, D to act, with EST's marker moved to the brown 47 cell (row 14, column 1) and one EST share in the pool. */
  function brownEst(): GameState {
    const d = toStockRound2();
    expect(d.seat).toBe(D);
    const s = structuredClone(d.state);
    const est = s.corporations['EST']!;
    est.market = { row: 13, col: 0 };
    expect(title.market.rows[13]![0]).toMatchObject({ price: 47, multiBuy: true });
    est.certs[est.certs.findIndex((h, k) => k > 0 && h === 'ipo')] = 'market';
    return s;
  }
  const act = (s: GameState, fields: Record<string, unknown>) => apply(title, s, { type: 'buy_shares', entityType: 'player', entity: D, ...fields }, { seat: D });

  it('takes certificates from the IPO and the pool one after another, after a sale, in one turn', () => {
    let s = brownEst();
    const start = s.players[D]!.cash;
    const step = (fields: Record<string, unknown>) => {
      const r = fields['type'] === 'sell_shares' ? apply(title, s, { entityType: 'player', entity: D, ...fields } as never, { seat: D }) : act(s, fields);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    step({ type: 'sell_shares', corporation: 'PLM', percent: 10 });
    step({ corporation: 'EST', from: 'ipo', percent: 10 });
    step({ corporation: 'EST', from: 'market', percent: 10 });
    step({ corporation: 'EST', from: 'ipo', percent: 10 });
    expect(whoActs(title, s)!.seat).toBe(D);
    // Three EST certificates: two from the IPO at par 67, one from the pool at 47; PLM sold at 86.
    // D now holds 30% of EST, more than A's 20%, and takes the director's certificate (20% + one 10%).
    expect(s.corporations['EST']!.president).toBe(D);
    expect(s.corporations['EST']!.certs.map((h, i): number => (h === `player:${D}` ? (i === 0 ? 20 : 10) : 0)).reduce((x, y) => x + y, 0)).toBe(30);
    expect(s.players[D]!.cash).toBe(start + 86 - 67 - 47 - 67);
    // Another corporation is a second purchase.
    const other = act(s, { corporation: 'PLM', from: 'ipo', percent: 10 });
    expect(other.ok).toBe(false);
    // A sale after the purchases ends them.
    step({ type: 'sell_shares', corporation: 'EST', percent: 10 });
    const again = act(s, { corporation: 'EST', from: 'ipo', percent: 10 });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toMatch(/already bought/);
  });

  it('allows one certificate only outside the brown zone', () => {
    const d = toStockRound2();
    const first = act(d.state, { corporation: 'EST', from: 'ipo', percent: 10 });
    if (!first.ok) throw new Error(first.error.message);
    const second = act(first.state, { corporation: 'EST', from: 'ipo', percent: 10 });
    expect(second.ok).toBe(false);
  });
});
