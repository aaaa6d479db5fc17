/**
 * 1820's one-share private companies (G6; rules text ../shared/rules/1820-rules.txt, cited as L####;
 * engine/mechanisms/privateCompanies/index.ts, engine/steps/reduceShareCount.ts, engine/mechanisms/privateBuyTrain/index.ts,
 * engine/mechanisms/shareCounts/increaseShareCount.ts):
 *
 * - §8.2 step 3 L763-768: a company reduced to one share leaves the stock market for the private track;
 * - §13.2 L1229-1231: no treasury (it goes to the director), the director's cash is its treasury;
 * - L1232: it operates after the public companies, in its order on the private track;
 * - L1233-1234: 2 tiles in yellow, 4 later; L1235: no loans; L1236: trains before running as well as after;
 * - L1243-1247: it closes when it ends its turn without a train; §9.2: it scores nothing;
 * - §6.5.2.2 step 1 L431-435: it goes public again through a share-count increase at a chosen par.
 *
 * Ladder prices: 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { summarize, checkInvariants, legalActions, whoActs, type GameState } from '../../engine';
import {
  type Ctx, noControlledCompanyEnds, loanRefusal, privateTileLays, britishRailAppears, cellAt,
} from '../helpers/engine-internals';
import { act1820 as act, atIssueTakeover, passTakeovers, count, phaseIndex, priceOf, reduceAction as reduce, refuse1820 as refuse, shares, title1820 as title } from '../helpers/issue-takeover-1820';
import { writableHex } from '../helpers/hex-state';

const ctxOf = (state: GameState): Ctx => ({ title, state: structuredClone(state), log: [] });
const legalTypes = (state: GameState): string[] => {
  const actor = whoActs(title, state)!;
  return legalActions(title, state, actor.seat).map((l) => `${l.action.type}:${(l.action as { from?: string }).from ?? ''}`);
};
/** Passes for whoever acts. */
function pass(state: GameState): GameState {
  const actor = whoActs(title, state)!;
  return act(state, actor.seat, { type: 'pass', entityType: actor.entityType, entity: actor.entity });
}
const current = (state: GameState): string | null => (state.round.kind === 'operating' ? state.round.current : null);
const stepName = (state: GameState): string | undefined => (state.round.kind === 'operating' ? title.rounds.operating.steps[state.round.turn.step] : undefined);

/**
 * A (5 shares at 60: seat 0 holds 3, seat 1 one, the pool one; £300, one loan) and B (10 shares at 78, seat 1
 * holds 5, 5 in the treasury). A reduces to one share: it buys the pool's share, seat 1's and two of seat 0's
 * (4 x 60 = 240), repays its loan (60 left in the treasury, seat 0 adds 140) and becomes private.
 */
function reducedToPrivate(opts: { trainless?: boolean } = {}) {
  const { state, ids } = atIssueTakeover([
    { price: 60, certs: shares({ 'player:0': 3, 'player:1': 1, market: 1 }), president: 0, cash: 300, loans: 1, trainless: opts.trainless },
    { price: 78, certs: shares({ 'player:1': 5, ipo: 5 }), president: 1 },
  ]);
  const before = state;
  const after = act(state, 0, reduce(ids[0]!, 1));
  return { before, after, a: ids[0]!, b: ids[1]! };
}

describe('1820 a company reduced to one share becomes private (§8.2 step 3, §13.2)', () => {
  test('the buy-back, the loan repaid, the private track; the treasury goes to the director', () => {
    const { before, after, a } = reducedToPrivate();
    const c = after.corporations[a]!;
    expect(c.equalShares).toBe(1);
    expect(c.certs).toEqual(['player:0']);
    expect(c.market).toBeNull();
    expect(c.privateTrack).toMatchObject({ round: 3 });
    expect(c.loans).toBe(0);
    expect(c.cash).toBe(0);
    expect(c.president).toBe(0);
    expect(after.players[0]!.cash).toBe(before.players[0]!.cash + 2 * 60 - 140);
    expect(after.players[1]!.cash).toBe(before.players[1]!.cash + 60);
    expect(checkInvariants(title, after)).toEqual([]);
  });

  test('a private company takes no loans, cannot issue or be reduced, scores nothing and counts as directed', () => {
    const { after, a } = reducedToPrivate();
    const ctx = ctxOf(after);
    expect(loanRefusal(ctx, a)).toMatch(/private company/);
    expect(refuse(after, 1, reduce(a, 1))).toMatch(/direct|turn/);
    // Seat 0's turn comes back only if it has something to do: A can neither issue nor reduce.
    expect(after.round).toMatchObject({ kind: 'issueTakeover', turn: 1 });
    // Its certificate is worth nothing: seat 0's net worth is its cash.
    expect(summarize(title, after).players[0]!.netWorth).toBe(after.players[0]!.cash);
    // Only a private company directed by a player: the game goes on.
    ctx.state.corporations[Object.keys(ctx.state.corporations).find((id) => id !== a && ctx.state.corporations[id]!.president !== null)!]!.closed = true;
    expect(noControlledCompanyEnds(ctx)).toBe(false);
    expect(ctx.state.finished).toBeFalsy();
  });

  test('in the next operating round it operates after the public company, on its director\'s cash, with 2 tile lays in yellow', () => {
    const { after, a, b } = reducedToPrivate();
    let s = passTakeovers(pass(after)); // seat 1 passes (B could issue); no takeover offered: the I&T ends, an OR begins
    expect(s.round.kind).toBe('operating');
    expect(current(s)).toBe(b);
    while (current(s) === b) s = pass(s);
    expect(current(s)).toBe(a);
    const director = after.players[0]!.cash;
    expect(s.corporations[a]!.cash).toBe(director);
    expect(s.players[0]!.cash).toBe(0);
    expect(privateTileLays(ctxOf(s), a)).toBe(2);
    expect(privateTileLays(ctxOf(s), b)).toBeNull();
    // Before running it may buy a train from the supply.
    while (stepName(s) !== 'privateBuyTrain') s = pass(s);
    expect(legalTypes(s)).toContain('buy_train:depot');
    const offer = legalActions(title, s, 0).find((l) => l.action.type === 'buy_train')!.action as unknown as { price: number };
    s = act(s, 0, offer as unknown as Record<string, unknown>);
    expect(s.corporations[a]!.trains).toHaveLength(2);
    while (current(s) === a) s = pass(s);
    // The turn is over: what is left goes back to the director; A keeps its trains and stays open.
    expect(s.corporations[a]!.cash).toBe(0);
    expect(s.players[0]!.cash).toBe(director - offer.price);
    expect(s.corporations[a]!.closed).toBe(false);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('a public company passes the privateBuyTrain step at once', () => {
    const { after, b } = reducedToPrivate();
    let s = passTakeovers(pass(after));
    while (current(s) === b) {
      expect(stepName(s)).not.toBe('privateBuyTrain');
      s = pass(s);
    }
  });

  test('after yellow a private company lays 4 tiles', () => {
    const { after, a } = reducedToPrivate();
    const ctx = ctxOf(after);
    ctx.state.phase = phaseIndex('green');
    expect(privateTileLays(ctx, a)).toBe(4);
  });

  test('a private company that ends its turn without a train closes; its charter leaves the game', () => {
    const { after, a } = reducedToPrivate({ trainless: true });
    let s = passTakeovers(pass(after));
    while (s.round.kind === 'operating' && current(s) !== a) s = pass(s);
    const director = s.corporations[a]!.cash;
    while (s.round.kind === 'operating' && current(s) === a) s = pass(s);
    expect(s.corporations[a]!.closed).toBe(true);
    expect(s.players[0]!.cash).toBe(director);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('once British Rail has appeared, a closing private company\'s stations become British Rail\'s (§13.2 L1249, §7.2.7 L684)', () => {
    const { after, a } = reducedToPrivate({ trainless: true });
    let s = passTakeovers(pass(after));
    const placeStation = (state: GameState): void => {
      writableHex(state, 'G7').tokens.push({ corporation: a, city: 0, slot: 0 });
      state.corporations[a]!.tokens.push({ hex: 'G7', city: 0 });
    };
    const closeIt = (state: GameState): GameState => {
      let t = state;
      while (t.round.kind === 'operating' && current(t) !== a) t = pass(t);
      while (t.round.kind === 'operating' && current(t) === a) t = pass(t);
      return t;
    };
    // Before British Rail appears, the station leaves the map.
    const early = structuredClone(s);
    placeStation(early);
    const gone = closeIt(early);
    expect(gone.corporations[a]!.closed).toBe(true);
    expect(gone.hexes.G7!.tokens).toEqual([]);
    // After Queen Victoria's death, British Rail's marker takes its circle.
    s = structuredClone(s);
    placeStation(s);
    const ctx: Ctx = { title, state: s, log: [] };
    britishRailAppears(ctx);
    const left = s.britishRail!.markersLeft;
    const closed = closeIt(s);
    expect(closed.corporations[a]!.closed).toBe(true);
    expect(closed.corporations[a]!.tokens).toEqual([]);
    expect(closed.hexes.G7!.tokens).toEqual([{ corporation: 'BR', city: 0, slot: 0 }]);
    expect(closed.britishRail!.markersLeft).toBe(left - 1);
    expect(checkInvariants(title, closed)).toEqual([]);
  });

  test('two companies made private in one round keep their operating order on the private track', () => {
    const { state, ids } = atIssueTakeover([
      { price: 55, certs: shares({ 'player:0': 1, ipo: 4 }), president: 0 },
      { price: 71, certs: shares({ 'player:1': 1, ipo: 4 }), president: 1 },
      { price: 86, certs: shares({ 'player:2': 10 }), president: 2 },
    ]);
    // A (55) reduces first, then B (71): B operated before A, so it stays before A on the private track.
    let s = state;
    for (const [seat, corp] of [[0, ids[0]!], [1, ids[1]!]] as const) {
      while (whoActs(title, s)!.seat !== seat) s = pass(s);
      s = act(s, seat, reduce(corp, 1));
    }
    expect(s.corporations[ids[0]!]!.privateTrack).toBeDefined();
    expect(s.corporations[ids[1]!]!.privateTrack).toBeDefined();
    while (s.round.kind === 'issueTakeover') s = pass(s);
    expect(s.round.kind).toBe('operating');
    const order: string[] = [];
    while (s.round.kind === 'operating') {
      const c = current(s)!;
      if (order[order.length - 1] !== c) order.push(c);
      s = pass(s);
    }
    expect(order).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe('1820 a private company goes public again (§6.5.2.2 step 1)', () => {
  test('the director picks an open par price; one share becomes 40% held, the pool gets 10% twice (1 to 10 skips 5)', () => {
    const { after, a } = reducedToPrivate();
    // Put the game in a stock round, part A, seat 0 to act.
    let s = pass(after);
    while (s.round.kind !== 'stock' && !s.finished) s = pass(s);
    expect(s.round.kind).toBe('stock');
    while (whoActs(title, s)!.seat !== 0) s = pass(s);
    const offers = legalActions(title, s, 0)
      .map((l) => l.action as unknown as { type: string; corporation?: string; shares?: number; price?: number })
      .filter((x) => x.type === 'increase_shares' && x.corporation === a);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.price !== undefined)).toBe(true);
    const pick = offers.find((o) => o.shares === 10)!;
    const cash0 = s.players[0]!.cash;
    expect(refuse(s, 0, { ...pick, entityType: 'player', entity: 0, price: 1 })).toMatch(/open par price/);
    s = act(s, 0, { ...pick, entityType: 'player', entity: 0 });
    // Step 4: the director buys three treasury shares, one at a time, to hold 40% (§6.5.2.2 L439-440).
    for (let k = 0; k < 3; k++) s = act(s, 0, { type: 'buy_shares', entityType: 'player', entity: 0, corporation: a, from: 'ipo', percent: 10 });
    // Placed: the director finishes the increase (holders may sell until then, L442).
    s = act(s, 0, { type: 'pass', entityType: 'player', entity: 0 });
    const c = s.corporations[a]!;
    expect(c.privateTrack).toBeUndefined();
    expect(cellAt(title.market, c.market!).price).toBe(pick.price);
    expect(priceOf(s, a)).toBe(pick.price);
    expect(c.equalShares).toBe(10);
    expect(count(s, a, 'player:0')).toBe(4);
    expect(count(s, a, 'market')).toBe(2);
    expect(count(s, a, 'ipo')).toBe(4);
    expect(s.players[0]!.cash).toBe(cash0 - 3 * pick.price!);
    expect(c.cash).toBe(3 * pick.price!);
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

describe('1820 random legal play through reductions, private companies and takeovers', () => {
  test('picking at random from legalActions, reductions and privates happen, invariants hold and the rounds move on', () => {
    const all: string[] = [];
    for (const seed of [1, 2, 3]) {
      let rng = seed * 7919;
      const rand = (): number => ((rng = (rng * 1103515245 + 12345) % 2147483648) / 2147483648);
      const { state } = atIssueTakeover([
        { price: 55, certs: shares({ 'player:0': 3, 'player:1': 1, market: 1 }), president: 0, cash: 400 },
        { price: 71, certs: shares({ 'player:1': 4, 'player:2': 2, market: 2, ipo: 2 }), president: 1, cash: 900, loans: 2 },
        { price: 86, certs: shares({ 'player:2': 6, 'player:0': 2, ipo: 2 }), president: 2, cash: 300 },
      ]);
      let s = state;
      const seen = new Set<string>();
      const rounds0 = s.roundsStarted;
      for (let n = 0; n < 200 && !s.finished; n++) {
        const actor = whoActs(title, s)!;
        // Actions with params (takeover bids) are taken at their offered (lowest) price.
        const legal = legalActions(title, s, actor.seat);
        const nonPass = legal.filter((l) => l.action.type !== 'pass');
        const pool = nonPass.length > 0 && rand() < 0.6 ? nonPass : legal;
        const pick = pool[Math.floor(rand() * pool.length)]!.action;
        seen.add(pick.type);
        s = act(s, actor.seat, pick as unknown as Record<string, unknown>);
        expect(checkInvariants(title, s)).toEqual([]);
        for (const c of Object.values(s.corporations)) if (c.privateTrack) seen.add('private');
      }
      expect(s.roundsStarted).toBeGreaterThan(rounds0 + 2);
      if (seed === 1) expect([...seen]).toEqual(expect.arrayContaining(['reduce_shares', 'private']));
      all.push(...seen);
    }
    expect(all).toEqual(expect.arrayContaining(['offer_takeover', 'bid']));
  });
});
