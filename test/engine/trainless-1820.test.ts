/**
 * 1820 G16: a public company that owns no train at the end of its train-buying step is put into
 * liquidation (rules §7.2.7 L679-680; title.json rounds.operating.mustBuyTrain "neverThenLiquidate"):
 * nothing forces a purchase, but its price marker goes to the £10 box (§10.7), and the next Issue &
 * Takeover round's liquidate step liquidates it (§8.1 step 4 L736; engine/mechanisms/liquidation/index.ts).
 */
import {
  publicState, apply, checkInvariants, compileTitle, createGame, legalActions, type GameState, type Title, type MarketPosition,
} from '../../engine';
import { type Ctx, inLiquidation, operatingSteps } from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

const title = titleOf('1820');
const CORP = title.corporations[0]!.id;

function atBuyTrain(t: Title, cash: number, trains: string[]): GameState {
  const s = createGame(t, { players: ['A', 'B', 'C'], seed: 7 });
  const at: MarketPosition = { row: 0, col: t.market.rows[0]!.findIndex((c) => c?.price === 78) };
  const c = s.corporations[CORP]!;
  Object.assign(c, { floated: true, operated: true, par: 78, market: at, president: 0, cash });
  c.certs = [...Array(6).fill('player:0'), ...Array(4).fill('ipo')] as string[];
  trains.forEach((type, k) => {
    const tr = { id: `${type}-x${k}`, type, owner: `corp:${CORP}` };
    s.trains.push(tr);
    c.trains.push(tr.id);
  });
  const ctx: Ctx = { title: t, state: s, log: [] };
  operatingTurn(s, CORP, { step: operatingSteps(ctx).findIndex((x) => x.name === 'buyTrain') });
  return s;
}

function act(t: Title, s: GameState, fields: Record<string, unknown>): { state: GameState; log: string[] } {
  const r = apply(t, s, { entityType: 'corporation', entity: CORP, ...fields }, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, log: r.log };
}

/** The share price the players see (publicState). */
const priceOf = (t: Title, s: GameState): number => publicState(t, s).corporations.find((c) => c.id === CORP)!.sharePrice!;

describe('1820 G16 a trainless company after buying trains (§7.2.7 L679-680)', () => {
  it('may pass without buying, and then goes into liquidation at £10', () => {
    const s = atBuyTrain(title, 500, []);
    // Passing is offered: no forced purchase.
    expect(legalActions(title, s, 0).some((c) => c.action.type === 'pass')).toBe(true);
    const { state, log } = act(title, s, { type: 'pass' });
    expect(priceOf(title, state)).toBe(10);
    expect(inLiquidation({ title, state, log: [] }, state.corporations[CORP]!)).toBe(true);
    expect(log.some((l) => /owns no train after its train-buying step and goes into liquidation/.test(l))).toBe(true);
    // Its treasury is untouched until the liquidation itself.
    expect(state.corporations[CORP]!.cash).toBe(500);
  });

  it('a company that buys a train keeps its price', () => {
    const s = atBuyTrain(title, 500, []);
    const two = s.trains.find((t) => t.owner === 'depot' && t.type === '2+')!;
    const bought = act(title, s, { type: 'buy_train', train: two.id, price: 80, from: 'depot' }).state;
    const after = bought.round.kind === 'operating' && bought.round.current === CORP ? act(title, bought, { type: 'pass' }).state : bought;
    expect(after.corporations[CORP]!.trains).toHaveLength(1);
    expect(priceOf(title, after)).toBe(78);
  });

  it('a company that already owns a train keeps its price when it passes', () => {
    const s = atBuyTrain(title, 500, ['2+']);
    const { state } = act(title, s, { type: 'pass' });
    expect(priceOf(title, state)).toBe(78);
  });

  it('also when the step ends by itself (nothing it could buy)', () => {
    // No cash, nor with its director, and no train anywhere to buy from another company: the step has no choice and ends.
    const s = atBuyTrain(title, 0, []);
    s.bank += s.players[0]!.cash;
    s.players[0]!.cash = 0;
    const ctx: Ctx = { title, state: s, log: [] };
    const payMaintenance = operatingSteps(ctx).findIndex((x) => x.name === 'payMaintenance');
    const r = s.round as { turn: { step: number } };
    r.turn.step = payMaintenance;
    // The pass from the step before buyTrain moves on through buyTrain, which has nothing to offer.
    const { state } = act(title, s, { type: 'pass' });
    expect(priceOf(title, state)).toBe(10);
  });

  it('with mustBuyTrain "never" nothing happens', () => {
    const def = structuredClone(definitionOf('1820'));
    def.title.rounds.operating.mustBuyTrain = 'never';
    const never = compileTitle(def);
    const s = atBuyTrain(never, 500, []);
    const { state } = act(never, s, { type: 'pass' });
    expect(priceOf(never, state)).toBe(78);
  });
});

describe('1820 trains from another company (§7.2.7 L665: at a price both directors agree)', () => {
  it('are offered only from a company of the same director, who agrees with themself', () => {
    const s = atBuyTrain(title, 500, []);
    const [own, other] = [title.corporations[1]!.id, title.corporations[2]!.id];
    for (const [id, seat, type] of [[own, 0, '3+'], [other, 1, '5+']] as const) {
      const c = s.corporations[id]!;
      Object.assign(c, { floated: true, operated: true, par: 78, market: { row: 0, col: 9 }, president: seat });
      c.certs = [...Array(6).fill(`player:${seat}`), ...Array(4).fill('ipo')] as string[];
      const tr = { id: `${type}-${id}`, type, owner: `corp:${id}` };
      s.trains.push(tr);
      c.trains.push(tr.id);
    }
    const from = legalActions(title, s, 0).filter((l) => l.action.type === 'buy_train').map((l) => (l.action as { from: string }).from);
    expect(from).toContain(own);
    expect(from).not.toContain(other);
    const r = apply(title, s, { entityType: 'corporation', entity: CORP, type: 'buy_train', train: `5+-${other}`, price: 1, from: other }, { seat: 0 });
    expect(r.ok).toBe(false);
  });
});

describe('1820 the director may add to a trainless company\'s train purchase (§7.2.7 L671-676)', () => {
  /** CORP (seat 0) with `cash` and `trains`; seat 0 with `director`. */
  function at(cash: number, trains: string[], director: number): GameState {
    const s = atBuyTrain(title, cash, trains);
    s.players[0]!.cash = director;
    return s;
  }
  const depotTwo = (s: GameState) => s.trains.find((t) => t.owner === 'depot' && t.type === '2+')!;
  const offered = (s: GameState) => legalActions(title, s, 0).filter((l) => l.action.type === 'buy_train');

  it('from the supply: offered when the treasury and the director together pay, the director adding the rest', () => {
    const s = at(50, [], 100);
    expect(offered(s).some((l) => (l.action as { from: string }).from === 'depot')).toBe(true);
    const { state } = act(title, s, { type: 'buy_train', train: depotTwo(s).id, price: 80, from: 'depot' });
    expect(state.corporations[CORP]!.trains).toHaveLength(1);
    expect(state.players[0]!.cash).toBe(100 - 30);
    expect(priceOf(title, state)).toBe(78);
  });

  it('is not asked for: the company may still pass (and go into liquidation)', () => {
    const s = at(50, [], 100);
    expect(legalActions(title, s, 0).some((l) => l.action.type === 'pass')).toBe(true);
  });

  it('not for a company that owns a train', () => {
    const s = at(50, ['2+'], 100);
    expect(offered(s).some((l) => (l.action as { from: string }).from === 'depot')).toBe(false);
    const r = apply(title, s, { entityType: 'corporation', entity: CORP, type: 'buy_train', train: depotTwo(s).id, price: 80, from: 'depot' }, { seat: 0 });
    expect(r.ok).toBe(false);
  });

  it('from another company of the director: the price then at most the supply price less its maintenance', () => {
    const s = at(50, [], 500);
    const other = title.corporations[1]!.id;
    const c = s.corporations[other]!;
    Object.assign(c, { floated: true, operated: true, par: 78, market: { row: 0, col: 9 }, president: 0 });
    c.certs = [...Array(6).fill('player:0'), ...Array(4).fill('ipo')] as string[];
    const tr = { id: '3+-other', type: '3+', owner: `corp:${other}` };
    s.trains.push(tr);
    c.trains.push(tr.id);
    s.costOfBusiness = 3; // column 4: a 3+ costs 10 in maintenance, so at most 200 - 10 = 190 with the director's money
    const trade = offered(s).find((l) => (l.action as { from: string }).from === other)!;
    expect(trade.params).toMatchObject({ price: { min: 1, max: 190 } });
    expect(apply(title, s, { entityType: 'corporation', entity: CORP, type: 'buy_train', train: tr.id, price: 200, from: other }, { seat: 0 }).ok).toBe(false);
    const { state } = act(title, s, { type: 'buy_train', train: tr.id, price: 190, from: other });
    expect(state.players[0]!.cash).toBe(500 - 140);
    expect(state.corporations[other]!.cash).toBe(190);
  });
});

describe('1820 the director sells shares to raise a contribution to a train (§7.2.7 L673-677)', () => {
  const sales = (s: GameState) => legalActions(title, s, 0).filter((l) => l.action.type === 'sell_shares').map((l) => l.action as { entity: unknown; corporation: string; percent: number });

  it('"The director may sell shares in order to raise the cash": offered to the director of a trainless company, in its buy-train step', () => {
    const s = atBuyTrain(title, 0, []);
    expect(sales(s)).toContainEqual(expect.objectContaining({ entity: 0, corporation: CORP, percent: 10 }));
    const cash = s.players[0]!.cash;
    const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: CORP, percent: 10 }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0]!.cash).toBe(cash + 78);
    expect(r.state.corporations[CORP]!.certs.filter((h) => h === 'market')).toHaveLength(1);
    expect(r.state.corporations[CORP]!.president).toBe(0);
  });

  it('a private company\'s director sells too, and the proceeds join the treasury it spends this turn (L1231)', () => {
    const s = atBuyTrain(title, 0, []);
    // CORP becomes private; the director holds shares of a second, public company.
    const c = s.corporations[CORP]!;
    Object.assign(c, { market: null, privateTrack: { round: 1, row: 0, col: 0, seq: 1 }, equalShares: 1, certs: ['player:0'] });
    const other = title.corporations[1]!.id;
    const o = s.corporations[other]!;
    Object.assign(o, { floated: true, operated: true, par: 78, market: { row: 0, col: title.market.rows[0]!.findIndex((x) => x?.price === 78) }, president: 1 });
    o.certs = [...Array(6).fill('player:1'), ...Array(2).fill('player:0'), ...Array(2).fill('ipo')] as string[];
    o.equalShares = 10;
    expect(sales(s)).toContainEqual(expect.objectContaining({ corporation: other, percent: 10 }));
    const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: other, percent: 10 }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations[CORP]!.cash).toBe(s.corporations[CORP]!.cash + s.players[0]!.cash + 78);
    expect(r.state.players[0]!.cash).toBe(0);
  });

  // L677: "If the director proposes to sell shares of a company in order to purchase a train from that same company,
  // the player who would direct the company after the shares are sold must agree or the share sale may not occur".
  it('a sale passing the control of another company goes by the usual rules, unless that company owns a train (L677)', () => {
    const withOther = (trains: string[]) => {
      const s = atBuyTrain(title, 0, []);
      const other = title.corporations[1]!.id;
      const o = s.corporations[other]!;
      Object.assign(o, { floated: true, operated: true, par: 78, market: { row: 0, col: title.market.rows[0]!.findIndex((x) => x?.price === 78) }, president: 0, equalShares: 10 });
      o.certs = [...Array(3).fill('player:0'), ...Array(2).fill('player:1'), ...Array(5).fill('ipo')] as string[];
      trains.forEach((type, k) => {
        const tr = { id: `${type}-o${k}`, type, owner: `corp:${other}` };
        s.trains.push(tr);
        o.trains.push(tr.id);
      });
      return { s, other };
    };
    // No train: the other company cannot be the train's seller; seat 1 then holds more and directs it (§13.4).
    const free = withOther([]);
    expect(sales(free.s)).toContainEqual(expect.objectContaining({ corporation: free.other, percent: 20 }));
    const r = apply(title, free.s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: free.other, percent: 20 }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations[free.other]!.president).toBe(1);
    // With a train: it may be the seller, so seat 1, who would then direct it, must agree: no plain sale.
    const held = withOther(['2+']);
    expect(sales(held.s)).not.toContainEqual(expect.objectContaining({ corporation: held.other, percent: 20 }));
    expect(sales(held.s)).toContainEqual(expect.objectContaining({ corporation: held.other, percent: 10 }));
    const no = apply(title, held.s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: held.other, percent: 20 }, { seat: 0 });
    expect(no.ok ? '' : no.error.message).toMatch(/must agree \(L677/);
  });

  // L677 again: the sale is proposed to the player who would direct the company after it (title.json negotiation deal
  // "contributionSale", engine/mechanisms/negotiation/), who accepts or declines out of turn.
  describe('a sale that needs the next director\'s agreement is proposed to them (L677)', () => {
    const other = title.corporations[1]!.id;
    /** The other company (78, a 2+): seat 0 three shares (its director), seat 1 two; seat 0 has sold one already. */
    function proposed(): GameState {
      const s = atBuyTrain(title, 0, []);
      const o = s.corporations[other]!;
      Object.assign(o, { floated: true, operated: true, par: 78, market: { row: 0, col: title.market.rows[0]!.findIndex((x) => x?.price === 78) }, president: 0, equalShares: 10 });
      o.certs = [...Array(3).fill('player:0'), ...Array(2).fill('player:1'), ...Array(5).fill('ipo')] as string[];
      s.trains.push({ id: '2+-o0', type: '2+', owner: `corp:${other}` });
      o.trains.push('2+-o0');
      const proposals = (t: GameState) => legalActions(title, t, 0).filter((l) => l.action.type === 'propose_trade' && (l.action as { deal: string }).deal === 'contributionSale');
      // Selling one share leaves seat 0 tied with seat 1 (it keeps the company): a plain sale, and nothing to propose.
      expect(proposals(s)).toEqual([]);
      const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: other, percent: 10 }, { seat: 0 });
      if (!r.ok) throw new Error(r.error.message);
      // The next share would pass the company to seat 1: it is offered only as a proposal to seat 1.
      expect(sales(r.state)).not.toContainEqual(expect.objectContaining({ corporation: other }));
      const plain = apply(title, r.state, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: other, percent: 10 }, { seat: 0 });
      expect(plain.ok ? '' : plain.error.message).toMatch(/must agree \(L677/);
      const terms = { type: 'propose_trade', entityType: 'corporation', entity: CORP, deal: 'contributionSale', to: 1, corporation: other };
      expect(proposals(r.state).map((l) => l.action)).toEqual([terms]);
      expect(apply(title, r.state, { ...terms, to: 2 }, { seat: 0 }).ok).toBe(false);
      const p = apply(title, r.state, terms, { seat: 0 });
      if (!p.ok) throw new Error(p.error.message);
      expect(legalActions(title, p.state, 1).map((l) => l.action.type).sort()).toEqual(['accept_proposal', 'decline_proposal']);
      return p.state;
    }

    it('accepted: the share is sold, the company passes to the player who agreed, and the turn goes on', () => {
      const s = proposed();
      const cash = s.players[0]!.cash;
      const r = apply(title, s, { type: 'accept_proposal', entityType: 'player', entity: 1 }, { seat: 1 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.corporations[other]!.president).toBe(1);
      expect(r.state.players[0]!.cash).toBe(cash + 78);
      expect(r.state.corporations[other]!.certs.filter((h) => h === 'market')).toHaveLength(2);
      expect(r.state.round).toMatchObject({ kind: 'operating', current: CORP });
      expect(r.state.proposal).toBeUndefined();
    });

    it("a cousin that would direct the company: its player agrees (§6.5.2.4 L466, §13.4 L1271)", () => {
      const s = atBuyTrain(title, 0, []);
      const k = Object.keys(s.cousins!)[0]!;
      Object.assign(s.cousins![k]!, { owner: 2, status: 'owned', cash: 0 });
      const o = s.corporations[other]!;
      Object.assign(o, { floated: true, operated: true, par: 78, market: { row: 0, col: title.market.rows[0]!.findIndex((x) => x?.price === 78) }, president: 0, equalShares: 10 });
      o.certs = [...Array(2).fill('player:0'), ...Array(2).fill(`cousin:${k}`), ...Array(6).fill('ipo')] as string[];
      s.trains.push({ id: '2+-o0', type: '2+', owner: `corp:${other}` });
      o.trains.push('2+-o0');
      expect(sales(s)).not.toContainEqual(expect.objectContaining({ corporation: other }));
      const terms = { type: 'propose_trade', entityType: 'corporation', entity: CORP, deal: 'contributionSale', to: 2, corporation: other };
      expect(legalActions(title, s, 0).map((l) => l.action)).toContainEqual(terms);
      const p = apply(title, s, terms, { seat: 0 });
      if (!p.ok) throw new Error(p.error.message);
      const r = apply(title, p.state, { type: 'accept_proposal', entityType: 'player', entity: 2 }, { seat: 2 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.corporations[other]!).toMatchObject({ president: null, cousinDirector: k });
      expect(checkInvariants(title, r.state)).toEqual([]);
    });

    it('declined: nothing is sold, and the sale is not proposed again this turn', () => {
      const s = proposed();
      const r = apply(title, s, { type: 'decline_proposal', entityType: 'player', entity: 1 }, { seat: 1 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.corporations[other]!).toMatchObject({ president: 0 });
      expect(r.state.corporations[other]!.certs).toEqual(s.corporations[other]!.certs);
      expect(legalActions(title, r.state, 0).some((l) => (l.action as { deal?: string }).deal === 'contributionSale')).toBe(false);
    });
  });

  // A plain contribution sale (the other company owns no train, so L677 asks nobody) that leaves two cousins tied for
  // the most: the seller names the one to direct it (§13.4 L1277-1279), one sale offered per tied cousin.
  it('a plain sale leaving cousins tied: one offer per cousin, and the seller\'s choice directs (§13.4 L1277-1279)', () => {
    const s = atBuyTrain(title, 0, []);
    const other = title.corporations[1]!.id;
    const [k1, k2] = Object.keys(s.cousins!);
    Object.assign(s.cousins![k1!]!, { owner: 1, status: 'owned', cash: 0 });
    Object.assign(s.cousins![k2!]!, { owner: 2, status: 'owned', cash: 0 });
    const o = s.corporations[other]!;
    Object.assign(o, { floated: true, operated: true, par: 78, market: { row: 0, col: title.market.rows[0]!.findIndex((x) => x?.price === 78) }, president: 0, equalShares: 10 });
    o.certs = [...Array(3).fill('player:0'), ...Array(2).fill(`cousin:${k1}`), ...Array(2).fill(`cousin:${k2}`), ...Array(3).fill('ipo')] as string[];
    const twenty = legalActions(title, s, 0).map((l) => l.action as { type: string; corporation?: string; percent?: number; successorInvestor?: string })
      .filter((a) => a.type === 'sell_shares' && a.corporation === other && a.percent === 20);
    expect(twenty.map((a) => a.successorInvestor).sort()).toEqual([k1, k2].sort());
    const sale = { type: 'sell_shares', entityType: 'player', entity: 0, corporation: other, percent: 20 };
    const unnamed = apply(title, s, sale, { seat: 0 });
    expect(unnamed.ok ? '' : unnamed.error.message).toMatch(/name the one to direct it/);
    for (const k of [k1!, k2!]) {
      const r = apply(title, s, { ...sale, successorCousin: k }, { seat: 0 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.corporations[other]!).toMatchObject({ president: null, cousinDirector: k });
      expect(checkInvariants(title, r.state)).toEqual([]);
    }
    // Ten percent leaves seat 0 ahead: no tie, so no cousin is named.
    const ten = apply(title, s, { ...sale, percent: 10, successorCousin: k1 }, { seat: 0 });
    expect(ten.ok ? '' : ten.error.message).toMatch(/successorInvestor is not taken/);
  });

  it('"Control of the current company may not be transferred", and a company with a train has no contribution to raise', () => {
    const s = atBuyTrain(title, 0, []);
    const all = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: CORP, percent: 60 }, { seat: 0 });
    expect(all.ok).toBe(false);
    expect(sales(s).every((a) => a.percent < 60)).toBe(true);
    expect(sales(atBuyTrain(title, 0, ['2+']))).toEqual([]);
  });
});
