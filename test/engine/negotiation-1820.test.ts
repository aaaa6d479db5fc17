/**
 * Deals by consent (title.json negotiation; engine/mechanisms/negotiation/; 1820 rules
 * ../shared/rules/1820-rules.txt §10.1 L940-949): the acting seat proposes (propose_trade), the counterpart
 * accepts or declines out of turn, an accepted deal runs every ordinary rule, a declined, withdrawn or lapsed
 * one changes nothing. The deals of 1820's data:
 * - buyShare / sellShare: a share between players and cousins at the stock price (§6.5.2.4 L464-476);
 * - placeShare: another player buys a treasury share of a lobby's company being floated or of an increase
 *   (§6.6.2 step 5 L533-535, §6.5.2.2 step 4 L439-440);
 * - assignFutureTrain: another player's future train to the operating company (§6.4.3 L355-361);
 * - buyTrain: a train of another player's company at a price both directors agree (§7.2.7 L665).
 *
 * Seed 1 with three players deals the cards C, B, A (seats 2, 1, 0): C acts first.
 */
import {
  actingSeats, createGame, legalActions, publicState, replay, type GameState, type Title, type StockRoundState,
} from '../../engine';
import { titleWithout } from '../helpers/demo';
import { Driver } from '../helpers/driver';
import { Table } from '../helpers/table';

const A = 0;
const B = 1;
const C = 2;

// Cousins in play, no future-train auction: the state is set up directly at part B of stock round 1.
const title: Title = titleWithout('1820', { futureTrains: false, mustBuyTrain: 'never' });
const IDS = title.corporations.map((c) => c.id);
const X = IDS[0]!;
const Y = IDS[1]!;
const Z = IDS[2]!;
const at = (price: number) => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
const count = (s: GameState, corp: string, holder: string) => s.corporations[corp]!.certs.filter((h) => h === holder).length;
const propose = (fields: Record<string, unknown>) => ({ type: 'propose_trade', ...fields });
const ACCEPT = { type: 'accept_proposal' };
const DECLINE = { type: 'decline_proposal' };

/**
 * Part B of stock round 1, C (card 1) on turn. B owns cousin KB (£200), C owns cousin KC (£200).
 * X (£60, operated): C 2 (director), B 2, KB 1. Y (£86): A 3 (director), C 1, pool 1. Z (£71): B 2 (director), C 1, A 1, KB 1.
 */
function partB(): { t: Table; kb: string; kc: string } {
  const s = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  const [kb, kc] = Object.keys(s.cousins!);
  for (const [id, owner] of [[kb!, B], [kc!, C]] as const) {
    Object.assign(s.cousins![id]!, { owner, status: 'owned', cash: 200 });
    s.bank -= 200;
  }
  for (const k of Object.values(s.cousins!)) if (k.status === 'offered') k.status = 'discarded';
  const round = s.round as StockRoundState;
  delete round.cousinAuction;
  Object.assign(round, { part: 'B', lobbies: [], quietTurns: 0 });
  const place = (id: string, price: number, president: number, certs: string[], seq: number) => {
    Object.assign(s.corporations[id]!, { floated: true, operated: true, par: price, market: at(price), marketSeq: seq, president, certs, equalShares: certs.length });
  };
  place(X, 60, C, ['player:2', 'player:2', 'player:1', 'player:1', `cousin:${kb}`], 1);
  place(Y, 86, A, ['player:0', 'player:0', 'player:0', 'player:2', 'market'], 2);
  place(Z, 71, B, ['player:1', 'player:1', 'player:2', 'player:0', `cousin:${kb}`], 3);
  s.marketSeq = 10;
  return { t: new Table(title, s), kb: kb!, kc: kc! };
}

describe('1820 buying and selling shares between players and cousins by consent (§6.5.2.4)', () => {
  it('C proposes to buy a share of X from B: B may answer out of turn, A may not; accepted, the share and the price change hands', () => {
    const { t } = partB();
    const terms = { deal: 'buyShare', to: B, corporation: X };
    expect(t.legal(C).map((l) => l.action)).toContainEqual({ type: 'propose_trade', entityType: 'player', entity: C, ...terms });
    t.act(C, propose(terms));
    expect(t.state.proposal).toEqual({ ...terms, from: C, by: { entityType: 'player', entity: C } });
    // The turn stays with C; B may answer; A has nothing to do.
    expect(actingSeats(title, t.state)).toEqual([C, B]);
    expect(t.types(B)).toEqual(['accept_proposal', 'decline_proposal']);
    expect(t.types(A)).toEqual([]);
    expect(t.types(C)).toContain('withdraw_proposal');
    expect(t.types(C)).not.toContain('propose_trade');
    // A third seat may not answer, for itself or for B.
    expect(t.refuse(A, ACCEPT).code).toBe('NOT_YOUR_TURN');
    expect(t.refuse(A, ACCEPT, { entityType: 'player', entity: B }).code).toBe('NOT_YOUR_TURN');
    expect(t.refuse(C, propose({ deal: 'buyShare', to: A, corporation: Y })).message).toMatch(/already open/);
    const cash = t.state.players.map((p) => p.cash);
    t.act(B, ACCEPT);
    expect(t.state.proposal).toBeUndefined();
    expect([count(t.state, X, 'player:2'), count(t.state, X, 'player:1')]).toEqual([3, 1]);
    expect(t.state.players[C]!.cash).toBe(cash[C]! - 60);
    expect(t.state.players[B]!.cash).toBe(cash[B]! + 60);
    // Not a sale to the pool: X's price stays; the trade is C's one action of the turn (no more purchases).
    expect(publicState(title, t.state).corporations.find((c) => c.id === X)!.sharePrice).toBe(60);
    expect((t.state.round as StockRoundState).turnState.bought).toEqual([X]);
    expect(t.types(C)).not.toContain('propose_trade');
    expect(t.types(C)).not.toContain('buy_shares');
    expect(t.log.join('\n')).toMatch(/proposes to B: C buys a share of .* from B for £60[\s\S]*B agrees[\s\S]*C buys a share of .* from B for £60/);
  });

  it('hands the directorship to the largest holder after the trade (§13.4)', () => {
    const { t } = partB();
    // Z: B 2 (director), C 1. C buys one of B's: C 2, B 1.
    t.act(C, propose({ deal: 'buyShare', to: B, corporation: Z })).act(B, ACCEPT);
    expect(t.state.corporations[Z]!.president).toBe(C);
    expect(t.state.corporations[Z]!.certs[0]).toBe('player:2');
  });

  it("a share the director sells by consent that leaves cousins alone tied: the seller names the new director (§13.4 L1279)", () => {
    const { t, kb, kc } = partB();
    // Y: C 2 (director), KC 2 (C's cousin, tied: C keeps it), KB 1 (B's cousin). C sells one to KB: C 1, KB 2, KC 2.
    Object.assign(t.state.corporations[Y]!, { president: C, certs: ['player:2', 'player:2', `cousin:${kc}`, `cousin:${kc}`, `cousin:${kb}`] });
    t.act(C, propose({ deal: 'sellShare', to: B, corporation: Y, toCousin: kb })).act(B, ACCEPT);
    // A purchase from the director is the director's sale (L1275): the choice among the tied cousins is the seller's.
    expect(t.state.cousinSuccession).toEqual([{ corporation: Y, seat: C, cousins: expect.arrayContaining([kb, kc]) }]);
    expect(actingSeats(title, t.state)).toEqual([C]);
    expect(t.legal(C).map((l) => l.action)).toEqual(expect.arrayContaining([kb, kc].map((choice) => ({ type: 'choose', entityType: 'player', entity: C, choice }))));
    expect(t.legal(C)).toHaveLength(2);
    const other = t.state.corporations[Y]!.cousinDirector === kc ? kb : kc;
    t.act(C, { type: 'choose', choice: other });
    expect(t.state.corporations[Y]!.cousinDirector).toBe(other);
    expect(t.state.corporations[Y]!.certs[0]).toBe(`cousin:${other}`);
    expect(t.state.cousinSuccession).toBeUndefined();
  });

  it('a declined proposal changes nothing and is not offered again this turn; a withdrawn one changes nothing', () => {
    const { t } = partB();
    const before = structuredClone(t.state);
    const terms = { deal: 'buyShare', to: B, corporation: X };
    t.act(C, propose(terms)).act(B, DECLINE);
    expect(t.state.corporations).toEqual(before.corporations);
    expect(t.state.players).toEqual(before.players);
    const same = (l: { action: unknown }) => JSON.stringify(l.action) === JSON.stringify({ type: 'propose_trade', entityType: 'player', entity: C, ...terms });
    expect(t.legal(C).some(same)).toBe(false);
    expect(t.refuse(C, propose(terms)).message).toMatch(/declined or withdrawn this turn/);
    // Other terms may still be proposed, and withdrawn.
    t.act(C, propose({ deal: 'buyShare', to: A, corporation: Y }));
    t.act(C, { type: 'withdraw_proposal' });
    expect(t.state.proposal).toBeUndefined();
    // Withdrawn terms are not proposed again this turn either (no offer-and-withdraw loop).
    expect(t.refuse(C, propose({ deal: 'buyShare', to: A, corporation: Y })).message).toMatch(/declined or withdrawn this turn/);
    expect(t.refuse(B, ACCEPT).message).toMatch(/no open proposal/);
    expect(t.state.corporations).toEqual(before.corporations);
  });

  it('lapses when the proposer\'s turn ends, or when the proposer\'s own action makes the deal impossible', () => {
    const { t } = partB();
    t.act(C, propose({ deal: 'buyShare', to: B, corporation: X })).pass(C);
    expect(t.state.proposal).toBeUndefined();
    expect(t.log.join('\n')).toMatch(/proposal to B lapses \(the turn is over\)/);
    expect(t.refuse(B, ACCEPT).message).toMatch(/no open proposal/);
    // B's turn now; the declined list of C's turn is gone with it.
    expect(actingSeats(title, t.state)).toEqual([B]);
    t.act(B, propose({ deal: 'buyShare', to: A, corporation: Y }));
    // B buys Y's pool share instead: the trade would be a second purchase this turn, so the proposal lapses.
    t.act(B, { type: 'buy_shares', corporation: Y, from: 'market', percent: 20 });
    expect(t.state.proposal).toBeUndefined();
    expect(t.log.join('\n')).toMatch(/lapses \(no longer possible: you have already taken your one action this turn\)/);
  });

  it('trades with cousins: a cousin seller is paid into its treasury, a cousin buyer pays from it', () => {
    const { t, kb, kc } = partB();
    // C buys B's cousin's share of X: the cousin is paid, and B must agree.
    t.act(C, propose({ deal: 'buyShare', to: B, corporation: X, toCousin: kb })).act(B, ACCEPT);
    expect(count(t.state, X, `cousin:${kb}`)).toBe(0);
    expect(t.state.cousins![kb]!.cash).toBe(260);
    // Next turn of C's (B and A pass): C's cousin buys a share of Y from A, paying from its treasury.
    t.pass(C).pass(B).pass(A);
    expect(actingSeats(title, t.state)[0]).toBe(C);
    t.act(C, propose({ deal: 'buyShare', to: A, corporation: Y, cousin: kc })).act(A, ACCEPT);
    expect(count(t.state, Y, `cousin:${kc}`)).toBe(1);
    expect(t.state.cousins![kc]!.cash).toBe(200 - 86);
    // The turn acts for the cousin alone (§6.5.1 L371-374).
    expect((t.state.round as StockRoundState).turnState.cousin).toBe(kc);
  });

  it('sells to another player or cousin with consent, the buyer\'s limits checked', () => {
    const { t, kb } = partB();
    // C sells a share of X to A: A pays C.
    const cash = t.state.players.map((p) => p.cash);
    t.act(C, propose({ deal: 'sellShare', to: A, corporation: X })).act(A, ACCEPT);
    expect(count(t.state, X, 'player:0')).toBe(1);
    expect(t.state.players[A]!.cash).toBe(cash[A]! - 60);
    expect(t.state.players[C]!.cash).toBe(cash[C]! + 60);
    // Next rotation: C sells its share of Z to B's cousin, which then holds 2 of Z, as many as B, its director.
    t.pass(C).pass(B).pass(A);
    t.act(C, propose({ deal: 'sellShare', to: B, corporation: Z, toCousin: kb })).act(B, ACCEPT);
    expect(count(t.state, Z, `cousin:${kb}`)).toBe(2);
    expect(t.state.cousins![kb]!.cash).toBe(200 - 71);
    // On A's turn, A's share of Z goes to that cousin, which then holds more of Z than B and directs it (§13.4,
    // NOTES G7 cousin directors).
    t.pass(C).pass(B);
    expect(actingSeats(title, t.state)[0]).toBe(A);
    const toKb = (l: { action: unknown }) => {
      const a = l.action as { deal?: string; toInvestor?: string; corporation?: string };
      return a.deal === 'sellShare' && a.toInvestor === kb && a.corporation === Z;
    };
    expect(t.legal(A).some(toKb)).toBe(true);
    t.act(A, propose({ deal: 'sellShare', to: B, corporation: Z, toCousin: kb })).act(B, ACCEPT);
    expect(count(t.state, Z, `cousin:${kb}`)).toBe(3);
    expect(t.state.corporations[Z]!.cousinDirector).toBe(kb);
    expect(t.state.corporations[Z]!.president).toBeNull();
    expect(t.state.corporations[Z]!.certs[0]).toBe(`cousin:${kb}`);
  });

  it('refuses proposals the buyer could not carry out: the 60% limit, cash, a company without a price', () => {
    const { t, kb } = partB();
    // A holds 60% of Y: C may not sell A another share.
    expect(t.refuse(C, propose({ deal: 'sellShare', to: A, corporation: Y })).message).toMatch(/60%/);
    // B's cousin with £10 cannot buy a £60 share.
    t.state.bank += 190;
    t.state.cousins![kb]!.cash = 10;
    expect(t.refuse(C, propose({ deal: 'sellShare', to: B, corporation: X, toCousin: kb })).message).toMatch(/costs/);
    // Not to oneself; not to a bankrupt player; not a deal of another kind here.
    expect(t.refuse(C, propose({ deal: 'buyShare', to: C, corporation: X })).message).toMatch(/another player/);
    expect(t.refuse(C, propose({ deal: 'placeShare', to: B, corporation: X })).message).toMatch(/float a company or increase/);
  });
});

/** Stock round 1 of a game without cousins and future trains, C's £20 lobby resolving (cards C, B, A). */
const plain: Title = titleWithout('1820', { cousins: false, mustBuyTrain: 'never' });
function toResolution(): Driver {
  const d = new Driver(plain, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  return d;
}

describe('1820 other players buy the 40% with consent (§6.6.2 step 5, §6.5.2.2 step 4)', () => {
  it('C floats LSR with the share the float still needs bought by B, after A declined; then part B begins', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }).do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    // LSR has 5 shares; 40% is 2: C's director's certificate and one more.
    const t = new Table(plain, d.state);
    expect(t.legal(C).map((l) => l.id)).toEqual(['buy_shares:LSR:ipo:20', 'propose_trade:LSR:placeShare:0', 'propose_trade:LSR:placeShare:1']);
    t.act(C, propose({ deal: 'placeShare', to: A, corporation: 'LSR' }));
    expect(actingSeats(plain, t.state)).toEqual([C, A]);
    t.act(A, DECLINE);
    expect(t.legal(C).map((l) => l.id)).toEqual(['buy_shares:LSR:ipo:20', 'propose_trade:LSR:placeShare:1']);
    t.act(C, propose({ deal: 'placeShare', to: B, corporation: 'LSR' }));
    const bCash = t.state.players[B]!.cash;
    t.act(B, ACCEPT);
    // B bought a treasury share at 55, paid to LSR; C still directs it; LSR has floated and the lobby is over.
    expect(count(t.state, 'LSR', 'player:1')).toBe(1);
    expect(t.state.players[B]!.cash).toBe(bCash - 55);
    expect(t.state.corporations.LSR).toMatchObject({ cash: 110, floated: true, president: C });
    expect(t.state.round).toMatchObject({ kind: 'stock', part: 'B' });
    expect((t.state.round as StockRoundState).lobbyResolution).toBeUndefined();
  });

  it('a placement the buyer could not pay for is not offered', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }).do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    const t = new Table(plain, d.state);
    t.state.bank += t.state.players[A]!.cash - 50;
    t.state.players[A]!.cash = 50;
    expect(t.legal(C).map((l) => l.id)).toEqual(['buy_shares:LSR:ipo:20', 'propose_trade:LSR:placeShare:1']);
    expect(t.refuse(C, propose({ deal: 'placeShare', to: A, corporation: 'LSR' })).message).toMatch(/costs 55/);
  });

  it('an increase\'s 40% is placed partly with another player; the increase ends with the pool placement', () => {
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }).do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // B
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 }); // A
    d.pass().pass().pass();
    while (d.state.round.kind !== 'stock') d.pass();
    // Stock round 2: C, B, A; LSR: C 2, B 1, A 1, treasury 1; price 55.
    const t = new Table(plain, d.state);
    t.act(C, { type: 'increase_shares', corporation: 'LSR', shares: 10 });
    // 40% of 10 = 4, held already: no purchase; C finishes it (L442: holders may sell until then), one pool share.
    expect((t.state.round as StockRoundState).increase).toMatchObject({ need: 0 });
    t.act(C, { type: 'pass' });
    expect((t.state.round as StockRoundState).increase).toBeUndefined();
    expect(count(t.state, 'LSR', 'market')).toBe(1);
    const t2 = new Table(plain, d.state);
    t2.act(C, { type: 'increase_shares', corporation: 'LSR', shares: 20 });
    expect((t2.state.round as StockRoundState).increase).toMatchObject({ corporation: 'LSR', need: 4 });
    t2.act(C, propose({ deal: 'placeShare', to: B, corporation: 'LSR' })).act(B, ACCEPT);
    expect((t2.state.round as StockRoundState).increase!.need).toBe(3);
    expect(count(t2.state, 'LSR', 'player:1')).toBe(2);
    for (let k = 0; k < 3; k++) t2.act(C, { type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 5 });
    t2.act(C, { type: 'pass' });
    expect((t2.state.round as StockRoundState).increase).toBeUndefined();
    expect([count(t2.state, 'LSR', 'player:2'), count(t2.state, 'LSR', 'player:1'), count(t2.state, 'LSR', 'player:0'), count(t2.state, 'LSR', 'market')]).toEqual([5, 2, 1, 4]);
    // The increase was C's action: the turn is over, B is on.
    expect(actingSeats(plain, t2.state)[0]).toBe(B);
  });
});

describe('1820 assigning another player\'s future train with its holder\'s consent (§6.4.3)', () => {
  const futures: Title = titleWithout('1820', { cousins: false, futureTrains: true, mustBuyTrain: 'never', seatOrderAuctions: true });

  /** Stock round 1: B wins the 2+ at £50, C the 3+ at £20; C's lobby floats LSR (C director); operating round 1. */
  function toOperatingRound1(): Driver {
    const d = new Driver(futures, ['A', 'B', 'C'], 1);
    d.do({ type: 'bid_future_train', price: 20 }).do({ type: 'bid_future_train', price: 50 }).pass().pass();
    d.do({ type: 'take_future_train', train: '2+' }).pass();
    d.do({ type: 'bid_future_train', price: 20 }).pass().pass();
    d.do({ type: 'take_future_train', train: '3+' });
    d.do({ type: 'fund_lobby', amount: 20 });
    d.pass().pass().pass();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    d.pass().pass().pass();
    return d;
  }

  it('LSR (C) proposes; B, who holds the 2+, accepts: the train joins LSR', () => {
    const d = toOperatingRound1();
    expect(d.state.round.kind).toBe('operating');
    expect(d.state.futureTrains!.held).toEqual([{ seat: B, type: '2+' }, { seat: C, type: '3+', train: '3+-15' }]);
    const t = new Table(futures, d.state);
    const lsr = { entityType: 'corporation', entity: 'LSR' };
    // C's own 3+ is not on sale yet; B's 2+ is: offered as a proposal to B.
    const offers = legalActions(futures, t.state, C).filter((l) => l.action.type === 'propose_trade' || l.action.type === 'assign_future_train').map((l) => l.action);
    expect(offers).toEqual([{ type: 'propose_trade', entityType: 'corporation', entity: 'LSR', deal: 'assignFutureTrain', to: B, train: '2+' }]);
    expect(t.refuse(C, { type: 'assign_future_train', train: '2+' }, lsr).message).toMatch(/hold no future 2\+/);
    t.act(C, propose({ deal: 'assignFutureTrain', to: B, train: '2+' }), lsr);
    expect(t.types(B)).toEqual(['accept_proposal', 'decline_proposal']);
    expect(t.refuse(A, ACCEPT, { entityType: 'player', entity: B }).code).toBe('NOT_YOUR_TURN');
    t.act(B, ACCEPT);
    expect(t.state.futureTrains!.held).toEqual([{ seat: C, type: '3+', train: '3+-15' }]);
    expect(t.state.corporations.LSR!.trains).toHaveLength(1);
    expect(t.state.trains.find((x) => x.id === t.state.corporations.LSR!.trains[0])).toMatchObject({ type: '2+', owner: 'corp:LSR' });
    // The operating turn goes on with LSR.
    expect(t.state.round).toMatchObject({ kind: 'operating', current: 'LSR' });
    // The public view showed the proposal while it was open, and shows none now.
    expect(publicState(futures, t.state).proposal).toBeNull();
  });
});

describe('1820 buying a train from another director\'s company at an agreed price (§7.2.7 L665)', () => {
  /** X (A's, £300, no train) at its buy-train step; Y (B's) owns a 3+, Z (A's) a 2+. */
  function atBuyTrain(): Table {
    const s = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    delete (s.round as StockRoundState).cousinAuction;
    for (const [id, president, type] of [[X, A, null], [Y, B, '3+'], [Z, A, '2+']] as const) {
      Object.assign(s.corporations[id]!, { floated: true, operated: true, par: 78, market: at(78), president, certs: Array(5).fill(`player:${president}`), equalShares: 5 });
      if (type) {
        const tr = { id: `${type}-${id}`, type, owner: `corp:${id}` };
        s.trains.push(tr);
        s.corporations[id]!.trains.push(tr.id);
      }
    }
    s.corporations[X]!.cash = 300;
    s.bank -= 300;
    const steps = title.rounds.operating.steps;
    s.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: X, turn: { step: steps.indexOf('buyTrain'), tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } } as GameState['round'];
    return new Table(title, s);
  }
  const x = { entityType: 'corporation', entity: X };

  it('is offered with a price range; the other director accepts; the price goes to the selling company', () => {
    const t = atBuyTrain();
    const offer = t.legal(A).find((l) => l.action.type === 'propose_trade')!;
    expect(offer).toMatchObject({ id: `propose_trade:buyTrain:${Y}:3+-${Y}`, action: { deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}` }, params: { price: { min: 1, max: 300 } } });
    // The director's own company (Z) sells by plain buy_train, with no proposal.
    expect(t.legal(A).some((l) => l.action.type === 'buy_train' && (l.action as { from: string }).from === Z)).toBe(true);
    expect(t.legal(A).some((l) => l.action.type === 'buy_train' && (l.action as { from: string }).from === Y)).toBe(false);
    expect(t.refuse(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 301 }), x).message).toMatch(/cannot pay 301/);
    t.act(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 150 }), x);
    expect(publicState(title, t.state).proposal).toMatchObject({ deal: 'buyTrain', corporation: Y, train: `3+-${Y}`, price: 150 });
    expect(t.refuse(C, ACCEPT, { entityType: 'player', entity: C }).code).toBe('NOT_YOUR_TURN');
    t.act(B, ACCEPT);
    expect(t.state.corporations[X]).toMatchObject({ cash: 150, trains: [`3+-${Y}`] });
    expect(t.state.corporations[Y]).toMatchObject({ cash: 150, trains: [] });
    expect(t.state.round).toMatchObject({ kind: 'operating', current: X });
  });

  it('a declined purchase changes nothing, and that train is not proposed again that turn at any price', () => {
    const t = atBuyTrain();
    t.act(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 10 }), x);
    t.act(B, DECLINE);
    expect(t.state.corporations[Y]!.trains).toEqual([`3+-${Y}`]);
    expect(t.refuse(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 10 }), x).message).toMatch(/declined or withdrawn/);
    expect(t.refuse(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 20 }), x).message).toMatch(/declined or withdrawn/);
    expect(t.legal(A).some((l) => l.action.type === 'propose_trade')).toBe(false);
  });

  it('is only proposed at the buy-train step', () => {
    const t = atBuyTrain();
    const r = t.state.round as { turn: { step: number } };
    r.turn.step = title.rounds.operating.steps.indexOf('runRoutes');
    expect(t.legal(A).some((l) => l.action.type === 'propose_trade' && (l.action as { deal: string }).deal === 'buyTrain')).toBe(false);
    expect(t.refuse(A, propose({ deal: 'buyTrain', to: B, corporation: Y, train: `3+-${Y}`, price: 50 }), x).message).toMatch(/buy-train step/);
  });
});

describe('deals by consent are data', () => {
  it('a title without negotiation lists no proposal and refuses one', () => {
    const off = titleWithout('1820', { futureTrains: false, mustBuyTrain: 'never', negotiation: false });
    const { t } = partB();
    const t2 = new Table(off, t.state);
    expect(t2.types(C)).not.toContain('propose_trade');
    expect(t2.refuse(C, propose({ deal: 'buyShare', to: B, corporation: X })).message).toMatch(/no deals by consent/);
  });

  it('the public view shows the open proposal; the stored log replays', () => {
    const s = createGame(plain, { players: ['A', 'B', 'C'], seed: 1 });
    const d = toResolution();
    d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 }).do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
    const t = new Table(plain, d.state);
    t.act(C, propose({ deal: 'placeShare', to: B, corporation: 'LSR' }));
    expect(publicState(plain, t.state).proposal).toEqual({ from: C, to: B, deal: 'placeShare', corporation: 'LSR', investor: null, toInvestor: null, train: null, price: null });
    t.act(B, ACCEPT);
    const r = replay(plain, { players: ['A', 'B', 'C'], seed: 1 }, JSON.parse(JSON.stringify([...d.actions, ...t.actions])) as unknown[]);
    expect(r.ok && r.state).toEqual(t.state);
    void s;
  });
});
