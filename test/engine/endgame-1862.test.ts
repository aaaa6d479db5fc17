/**
 * 1862's receivership, company bankruptcy and reset, trainless half value and the LNER ending, as
 * generic mechanisms switched on by definitions/1862 (digest ../shared/rules/digests/1862.md):
 *
 * - §2.8 receivership: title.json rounds.operating.receivership `operator: "majorityHolder"`,
 *   `autoBuyTrain: {kindOrder: [express, freight, local]}`, `trainlessThen: "bankruptcy"`;
 * - §2.8 company bankruptcy: title.json `corporationBankruptcy: {kind: "reset", payHolders:
 *   "effectivePrice"}` (the 0 cell, a forced purchase declared unpayable with
 *   `emergencyBuy.bankruptcy: "corporationBankruptcy"`, a trainless company in receivership);
 * - §2.9 the LNER: title.json `finalEra` and the end condition of kind "finalEra";
 * - §2.5 / §2.9 trainless shares at half (rounds.stock.trainlessShareValue).
 *
 * The title is in development, so positions are set directly.
 */
import {
  summarize, apply, compileTitle, createGame, mergePatch, type GameState, type Title, type ParAction, type CorporationState,
  type MarketPosition,
} from '../../engine';
import {
  type Ctx, placeMarker, pay, noteTrainBought, buildingAllowed, salePricePerShare, operatingActor,
  operatingSteps, roundFinished, startNextRound, stockRuleLists, certificateLimit, dropAfterSale, buyTrain,
  trainOffers, startsAllowed,
} from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

const title = titleOf('1862');

function at(t: Title, price: number): MarketPosition {
  for (let row = 0; row < t.market.rows.length; row++) {
    const col = t.market.rows[row]!.findIndex((c) => c?.price === price);
    if (col >= 0) return { row, col };
  }
  throw new Error(`no cell ${price}`);
}

/** A 3-player 1862 game with the first two companies in play started at `price`; seat 0 directs both. */
function game(t: Title = title, price = 100) {
  const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
  const [a, b] = Object.values(state.corporations).filter((x) => !x.removed);
  for (const c of [a!, b!]) {
    c.floated = true;
    c.operated = true;
    c.par = price;
    c.market = at(t, price);
    c.president = 0;
    c.startMode = 'nonChartered';
    c.certs = ['player:0', 'player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo'];
  }
  const ctx: Ctx = { title: t, state, log: [] };
  return { state, ctx, a: a!, b: b! };
}

/** Puts `c` into receivership: its director's certificate in the pool, no director. */
function receiver(c: CorporationState, certs: string[]): void {
  c.president = null;
  c.certs = ['market', ...certs];
}

/** Gives `c` the first depot train. */
function giveTrain(state: GameState, c: CorporationState): string {
  const t = state.trains.find((x) => x.owner === 'depot')!;
  t.owner = `corp:${c.id}`;
  c.trains.push(t.id);
  return t.id;
}

const atBuyTrain = (ctx: Ctx, corp: string) => operatingTurn(ctx.state, corp, { step: operatingSteps(ctx).findIndex((s) => s.name === 'buyTrain') });

describe('1862 receivership (§2.8)', () => {
  test('§2.8: the majority shareholder, not the priority deal, runs a company in receivership (operator "majorityHolder")', () => {
    const { ctx, state, a } = game();
    receiver(a, ['player:1', 'player:2', 'player:2', 'player:2', 'ipo', 'ipo', 'ipo']);
    state.priority = 0;
    operatingTurn(state, a.id);
    expect(operatingActor(ctx)!.seat).toBe(2);
    // Without the option the priority deal acts (the 1860 rule).
    const plain = compileTitle(mergePatch(definitionOf('1862'), { title: { rounds: { operating: { receivership: { operator: 'priorityDeal' } } } } } as never));
    expect(operatingActor({ ...ctx, title: plain })!.seat).toBe(0);
  });

  test('§2.8: a company in receivership auto-buys the first depot train, as the first permitted kind in the order express, freight, local', () => {
    const { ctx, state, a } = game();
    receiver(a, ['player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo']);
    a.cash = 500;
    a.permits = ['local', 'freight'];
    atBuyTrain(ctx, a.id);
    const first = state.trains.find((t) => t.owner === 'depot')!;
    const price = title.trainType.get(first.type)!.price;
    expect(buyTrain.done(ctx, a.id)).toBe(true);
    expect(first.owner).toBe(`corp:${a.id}`);
    expect(first.variant).toBe('1F*'); // freight before local; no express permit
    expect(a.cash).toBe(500 - price);
    // Only one train per turn.
    expect(buyTrain.done(ctx, a.id)).toBe(true);
    expect(a.trains).toHaveLength(1);
  });

  test('§2.8: with an express permit the express variant is bought first', () => {
    const { ctx, state, a } = game();
    receiver(a, ['player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo']);
    a.cash = 500;
    a.permits = ['local', 'freight', 'express'];
    atBuyTrain(ctx, a.id);
    buyTrain.done(ctx, a.id);
    expect(state.trains.find((t) => t.owner === `corp:${a.id}`)!.variant).toBe('2E*');
  });

  test('§2.8: other companies may not buy the trains of a company in receivership', () => {
    const { ctx, state, a, b } = game();
    b.cash = 1000;
    const id = giveTrain(state, a);
    giveTrain(state, a);
    expect(trainOffers(ctx, b.id).some((o) => o.train === id)).toBe(true);
    receiver(a, ['player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo']);
    expect(trainOffers(ctx, b.id).some((o) => o.train === id)).toBe(false);
  });

  test('§2.8: a trainless company in receivership that cannot buy goes bankrupt; holders get the half (trainless) price', () => {
    const { ctx, state, a } = game();
    receiver(a, ['player:1', 'player:1', 'player:2', 'ipo', 'ipo', 'ipo', 'ipo']);
    a.cash = 40; // below the cheapest depot train
    a.tokens = [];
    const before = state.players.map((p) => p.cash);
    atBuyTrain(ctx, a.id);
    expect(buyTrain.done(ctx, a.id)).toBe(true);
    // §2.8 item 1 with §2.5: price 100, trainless → 50 a share.
    expect(state.players.map((p, i) => p.cash - before[i]!)).toEqual([0, 100, 50]);
    expect(a).toMatchObject({ floated: false, par: null, market: null, president: null, cash: 0, trains: [] });
    expect(a.certs.every((h) => h === 'ipo')).toBe(true);
    expect(a.startMode).toBeUndefined();
  });
});

describe('1862 company bankruptcy and reset (§2.8)', () => {
  test('§2.8: at the 0 cell the company is reset: holders get nothing, treasury to the bank, tokens off the map, trains to the open market, original permits back', () => {
    const { ctx, state, a } = game(title, 14);
    a.cash = 123;
    a.permits = ['express'];
    a.originalPermits = ['freight'];
    const train = giveTrain(state, a);
    const before = state.players.map((p) => p.cash);
    const bank = state.bank;
    placeMarker(ctx, a, at(title, 0));
    expect(state.players.map((p) => p.cash)).toEqual(before);
    expect(state.bank).toBe(bank + 123);
    expect(a).toMatchObject({ closed: false, floated: false, market: null, cash: 0, trains: [], tokens: [], permits: ['freight'] });
    expect(state.trains.find((t) => t.id === train)!.owner).toBe('pool');
  });

  test('§2.8: a forced train purchase declared unpayable bankrupts the company, never the player', () => {
    const { ctx, state, a, b } = game();
    a.cash = 0;
    state.players[0]!.cash = 0;
    a.certs = ['player:0', 'player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo'];
    state.corporations[b.id]!.certs = state.corporations[b.id]!.certs.map(() => 'ipo'); // nothing to sell
    atBuyTrain(ctx, a.id);
    const r = apply(title, state, { type: 'bankrupt', entityType: 'corporation', entity: a.id }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0]!.bankrupt).toBe(false);
    expect(r.state.finished).toBeNull();
    expect(r.state.corporations[a.id]).toMatchObject({ floated: false, president: null });
    // Seat 1's two shares at the trainless half price of 100.
    expect(r.state.players[1]!.cash).toBe(state.players[1]!.cash + 100);
  });
});

describe('1862 trainless half value (§2.5, §2.9)', () => {
  test('§2.5 and §2.9: a trainless company sells and scores its shares at half, rounded down', () => {
    const { state, a } = game(title, 95);
    expect(salePricePerShare(title, a, 95)).toBe(47);
    const cash = state.players[1]!.cash;
    // Seat 1 holds two shares of each company.
    expect(summarize(title, state).players[1]!.netWorth).toBe(cash + 2 * 47 + 2 * 47);
    giveTrain(state, a);
    expect(summarize(title, state).players[1]!.netWorth).toBe(cash + 2 * 95 + 2 * 47);
  });
});

describe('1862 LNER (§2.9)', () => {
  function formed() {
    const g = game();
    const { ctx, state, a } = g;
    a.startMode = 'chartered';
    a.certs = ['player:0', 'player:0', 'player:0', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo'];
    operatingTurn(state, a.id);
    noteTrainBought(ctx, 'G');
    expect(state.finalEra).toBeUndefined();
    noteTrainBought(ctx, 'H');
    expect(state.finalEra).toBe('triggered');
    // Not before the end of the operating set.
    expect(roundFinished(ctx, false)).toBe(false);
    expect(state.finalEra).toBe('triggered');
    expect(roundFinished(ctx, true)).toBe(false);
    return g;
  }

  test('§2.9: the first H train triggers it; at the end of that OR set it forms (certificate limit, chartered IPO to the pool, unstarted companies removed)', () => {
    const { state, a, b } = formed();
    expect(state.finalEra).toBe('formed');
    // Seat 0: 30 + 20 (director + 2 of a) + 30 (director of b) = 80% → limit 8.
    expect(certificateLimit(title, state)).toBe(8);
    expect(a.certs.filter((h) => h === 'ipo')).toHaveLength(0);
    expect(a.certs.filter((h) => h === 'market')).toHaveLength(4);
    expect(b.certs.filter((h) => h === 'ipo')).toHaveLength(5); // non-chartered: kept
    const others = Object.values(state.corporations).filter((c) => !c.removed && c !== a && c !== b);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((c) => c.closed)).toBe(true);
  });

  test('§2.9: the game ends at the end of the next OR set', () => {
    const { ctx, state } = formed();
    expect(state.endPending).toMatchObject({ reason: 'finalEra', timing: 'endOfOperatingSet' });
    expect(roundFinished(ctx, false)).toBe(false);
    expect(state.finished).toBeNull();
    expect(roundFinished(ctx, true)).toBe(true);
    expect(state.finished!.reason).toBe('finalEra');
  });

  test('§2.9: after it no track or tokens, no starts, sales move no price, no train trades, no Parliament rounds', () => {
    const { ctx, state, a, b } = formed();
    expect(buildingAllowed(title, state)).toBe(false);
    const par = { type: 'par', entityType: 'player', entity: 1, corporation: a.id, price: 100 } as unknown as ParAction;
    expect(startsAllowed(ctx, { entityType: 'player', entity: 1, seat: 1 }, par)?.message).toMatch(/final era/);
    expect(stockRuleLists(title).par).toContain(startsAllowed);
    const pos = { ...a.market! };
    dropAfterSale(ctx, a, 3);
    expect(a.market).toEqual(pos);
    b.cash = 1000;
    giveTrain(state, a);
    giveTrain(state, a);
    expect(trainOffers(ctx, b.id).some((o) => o.from === a.id)).toBe(false);
    // The cycle is parliament, stock, operating: with roundsStarted 1 the next is a parliament round, skipped.
    state.roundsStarted = 1;
    startNextRound(ctx);
    expect(state.round.kind).toBe('stock');
    expect(state.roundsStarted).toBe(3);
  });

  test('§2.9: the bank breaking ends the game before the LNER, not after it', () => {
    const before = game();
    pay(before.ctx, 'bank', 'player:0', before.state.bank);
    expect(before.state.endPending?.reason).toBe('bank');
    const { ctx, state } = formed();
    state.endPending = null;
    pay(ctx, 'bank', 'player:0', state.bank);
    expect(state.bankBroken).toBe(true);
    expect(state.endPending).toBeNull();
  });
});
