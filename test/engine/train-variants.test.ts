/**
 * Train cards bought as one of their variants, warranties, per-kind train limits and fixed-price
 * trading between companies: generic mechanisms switched on by data (trains.json `variants` and
 * `warranties`, phases.json `trainLimitPerKind`, rounds.operating.trainTrading.fixedPrice), as
 * 1862 uses them (../shared/rules/digests/1862.md §1 items 4 and 6, §2.6 items 6-7, §2.11.1-2).
 *
 * Purchases are driven on the demo title with its first train type turned into a card of three
 * variants; running is checked on the 1870 board of route-kinds-1862.test.ts.
 */
import { bestRoutes, compileTitle, legalActions, mergePatch, type GameState, type Title } from '../../engine';
import { type Ctx, checkRun, initialState, warrantiesAllowed, warrantyTerms } from '../helpers/engine-internals';
import { Driver } from '../helpers/driver';
import { mapAction } from '../../tools/import/map-action';
import { allRoutes, bruteForceRun } from '../helpers/route-brute-force';
import { definitionOf } from '../helpers/demo';
import { KC_TO_B15, KC_TO_DENVER, layRowB, refusal } from '../helpers/row-b-1870';

// ---------------------------------------------------------------- purchases (demo title)

/** Card "2" (£80): 2F* (freight, one warranty built in), 2L (local), 3E (express). */
const CARD_2 = {
  id: '2',
  kind: 'freight',
  distance: 2,
  price: 80,
  count: 8,
  rustsOn: '4',
  variants: [
    { id: '2F*', kind: 'freight', distance: 2, warranty: true },
    { id: '2L', kind: 'local', distance: 2 },
    { id: '3E', kind: 'express', distance: 3 },
  ],
};
/** Phases 2 and 3 limit each kind (3, then 2); from phase 4 the limit is 3 in total (1862's A-F and G-H). */
const PHASE_LIMITS: Record<string, object> = { '2': { trainLimit: 3, trainLimitPerKind: true }, '3': { trainLimit: 2, trainLimitPerKind: true }, '4': { trainLimit: 3 } };

function demoTitle(opts: { warranties?: boolean; fixedTrades?: boolean } = {}): Title {
  const def = structuredClone(definitionOf('demo'));
  def.trains = mergePatch(def.trains, {
    trains: [CARD_2, ...def.trains.trains.slice(1)],
    ...(opts.warranties === false ? {} : { warranties: { price: 50, max: 3 } }),
  }) as typeof def.trains;
  def.phases.phases = def.phases.phases.map((p) => ({ ...p, ...PHASE_LIMITS[p.id] })) as typeof def.phases.phases;
  def.title = mergePatch(def.title, {
    rounds: { operating: { trainsFromCorporations: 'any', ...(opts.fixedTrades === false ? {} : { trainTrading: { fixedPrice: 'fullInOwnPhase' } }) } },
  }) as typeof def.title;
  return compileTitle(def);
}

/** NR floated at par 100 with $1000, its first operating turn at the buy-train step. */
function nrAtBuyTrain(title = demoTitle()): Driver {
  const d = new Driver(title, ['Ann', 'Bob'], 'operating-round');
  d.do({ type: 'par', corporation: 'NR', price: 100 });
  for (let i = 0; i < 3; i++) d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  d.pass().pass();
  d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
  expect(d.legal().some((id) => id.startsWith('buy_train'))).toBe(true);
  return d;
}

/** Hands the next depot train of `type` to `corp` as `variant`, with `warranties` marks. */
function give(d: Driver, corp: string, type: string, variant?: string, warranties?: number): string {
  const t = d.state.trains.find((x) => x.type === type && x.owner === 'depot')!;
  t.owner = `corp:${corp}`;
  if (variant !== undefined) t.variant = variant;
  if (warranties !== undefined) t.warranties = warranties;
  d.state.corporations[corp]!.trains.push(t.id);
  return t.id;
}

const buys = (d: Driver): string[] => d.legal().filter((id) => id.startsWith('buy_train'));
const buy = (train: string, variant?: string, warranties?: number, price = 80) => ({
  type: 'buy_train',
  train,
  price,
  from: 'depot',
  ...(variant !== undefined ? { variant } : {}),
  ...(warranties !== undefined ? { warranties } : {}),
});

describe('a train card is bought as one of its variants (1862.md §2.6 item 7, §2.11.1)', () => {
  test('one choice per variant; the bought train keeps the one chosen', () => {
    const d = nrAtBuyTrain();
    expect(buys(d)).toEqual(['buy_train:depot:80:2-0:2F*', 'buy_train:depot:80:2-0:2L', 'buy_train:depot:80:2-0:3E']);
    expect(d.refuse(buy('2-0')).message).toMatch(/choose the variant/);
    expect(d.refuse(buy('2-0', '4E')).message).toMatch(/no variant 4E/);
    d.do(buy('2-0', '3E'));
    expect(d.state.trains.find((t) => t.id === '2-0')).toMatchObject({ owner: 'corp:NR', variant: '3E' });
    expect(d.state.corporations.NR!.cash).toBe(920);
  });

  test('a train type without variants takes no variant', () => {
    const d = nrAtBuyTrain();
    for (const t of d.state.trains) if (t.type === '2' && t.owner === 'depot') t.owner = 'scrap';
    expect(buys(d)).toEqual(['buy_train:depot:180:3-0']);
    expect(d.refuse(buy('3-0', '3E', undefined, 180)).message).toMatch(/not bought as variant 3E/);
  });
});

describe('train limits per kind (1862.md §2.6 item 7, §2.11.2)', () => {
  test('three freights: no fourth freight, but a Local or an Express may be bought', () => {
    const d = nrAtBuyTrain();
    for (let i = 0; i < 3; i++) give(d, 'NR', '2', '2F*');
    expect(buys(d).map((id) => id.split(':').pop())).toEqual(['2L', '3E']);
    expect(d.refuse(buy('2-3', '2F*')).message).toMatch(/at its train limit for freight trains/);
    d.do(buy('2-3', '2L'));
    expect(d.state.corporations.NR!.trains).toHaveLength(4);
  });

  test('a company with no train may buy any variant, whatever its permits (only running is permit-gated)', () => {
    const d = nrAtBuyTrain();
    d.state.corporations.NR!.permits = ['local'];
    expect(buys(d).map((id) => id.split(':').pop())).toEqual(['2F*', '2L', '3E']);
    d.do(buy('2-0', '3E'));
  });

  test('in phase 3 the limit is 2 of each kind', () => {
    const d = nrAtBuyTrain();
    d.state.phase = 1;
    give(d, 'NR', '2', '2L');
    give(d, 'NR', '2', '2L');
    give(d, 'NR', '2', '3E');
    expect(buys(d).map((id) => id.split(':').pop())).toEqual(['2F*', '3E']);
  });

  test('from a phase without trainLimitPerKind the limit is a total again (1862 phase G: 3 in total)', () => {
    const d = nrAtBuyTrain();
    d.state.phase = 2;
    give(d, 'NR', '2', '2F*');
    give(d, 'NR', '2', '2L');
    expect(buys(d).map((id) => id.split(':').pop())).toEqual(['2F*', '2L', '3E']);
    give(d, 'NR', '2', '3E');
    expect(buys(d)).toEqual([]);
    expect(d.refuse(buy('2-3', '2L')).message).toMatch(/at its train limit$/);
  });
});

describe('warranties (1862.md §2.6 items 6-7, §2.11.1)', () => {
  test('priced per warranty on top of the train, at most 3, a built-in one counting toward them', () => {
    const d = nrAtBuyTrain();
    const offers = legalActions(d.title, d.state, d.seat).filter((l) => l.id.startsWith('buy_train'));
    const params = Object.fromEntries(offers.map((l) => [l.id.split(':').pop(), l.params]));
    expect(params).toEqual({ '2F*': { warranties: { min: 0, max: 2 } }, '2L': { warranties: { min: 0, max: 3 } }, '3E': { warranties: { min: 0, max: 3 } } });
    expect(d.refuse(buy('2-0', '2F*', 3)).message).toMatch(/at most 2 more warranties/);
    d.do(buy('2-0', '2F*', 2));
    expect(d.state.corporations.NR!.cash).toBe(1000 - 80 - 2 * 50);
    expect(d.state.trains.find((t) => t.id === '2-0')!.warranties).toBe(3);
  });

  test('a Local takes three; the treasury must pay for them', () => {
    const d = nrAtBuyTrain();
    // $190 in the treasury (the rest back to the bank).
    d.state.bank += d.state.corporations.NR!.cash - 190;
    d.state.corporations.NR!.cash = 190;
    expect(d.refuse(buy('2-0', '2L', 3)).message).toMatch(/cannot pay 230/);
    d.do(buy('2-0', '2L', 2));
    expect(d.state.trains.find((t) => t.id === '2-0')!.warranties).toBe(2);
    expect(d.state.corporations.NR!.cash).toBe(10);
  });

  test('a built-in warranty is a mark too; none without the title’s warranty terms', () => {
    const d = nrAtBuyTrain();
    d.do(buy('2-0', '2F*'));
    expect(d.state.trains.find((t) => t.id === '2-0')!.warranties).toBe(1);
    const plain = nrAtBuyTrain(demoTitle({ warranties: false }));
    expect(plain.refuse(buy('2-0', '2L', 1)).message).toMatch(/warranties are bought only/);
    plain.do(buy('2-0', '2F*'));
    expect(plain.state.trains.find((t) => t.id === '2-0')!.warranties).toBeUndefined();
  });
});

/** Ends NR's turn and plays to its next dividend step (no run: revenue 0, withheld). */
function toNextDividend(d: Driver): void {
  d.pass(); // end of NR's turn
  while (d.state.round.kind !== 'operating') d.pass();
  d.pass(); // no tile
  d.do({ type: 'run_routes', routes: [] });
}

describe('warranty marks wear off at each dividend step; deferred rust (1862.md §2.6 items 6-7)', () => {
  test('every train of the company loses one mark each time its dividend step runs', () => {
    const d = nrAtBuyTrain();
    d.do(buy('2-0', '2F*'));
    d.do(buy('2-1', '2L', 2));
    toNextDividend(d);
    expect(d.state.trains.find((t) => t.id === '2-0')!.warranties).toBeUndefined();
    expect(d.state.trains.find((t) => t.id === '2-1')!.warranties).toBe(1);
  });

  test('a train that would rust while it has marks is marked to rust, and rusts when its last mark goes', () => {
    const d = nrAtBuyTrain();
    const kept = give(d, 'NR', '2', '2L', 2);
    const bare = give(d, 'NR', '2', '3E');
    const cr = give(d, 'CR', '2', '2F*');
    for (const t of d.state.trains) if ((t.type === '2' || t.type === '3') && t.owner === 'depot') t.owner = 'scrap';
    d.do(buy('4-0', undefined, undefined, 300));
    const train = (id: string) => d.state.trains.find((t) => t.id === id)!;
    expect([train(bare).owner, train(cr).owner]).toEqual(['scrap', 'scrap']);
    expect(train(kept)).toMatchObject({ owner: 'corp:NR', warranties: 2, rustPending: true });
    expect(d.state.corporations.NR!.trains).toEqual([kept, '4-0']);
    toNextDividend(d);
    expect(train(kept)).toMatchObject({ owner: 'corp:NR', warranties: 1, rustPending: true });
    toNextDividend(d);
    expect(train(kept).owner).toBe('scrap');
    expect(d.state.corporations.NR!.trains).toEqual(['4-0']);
  });
});

describe('trains between companies at a fixed price (1862.md §2.6 item 7)', () => {
  test('full price when the card is the current phase’s, otherwise half, rounded down; no other price', () => {
    const d = nrAtBuyTrain();
    const t = give(d, 'CR', '3');
    // Phase 2: a 3 train (£180) costs half.
    expect(buys(d)).toContain(`buy_train:CR:90:${t}`);
    expect(d.refuse({ type: 'buy_train', train: t, price: 100, from: 'CR' }).message).toMatch(/costs 90 from CR/);
    d.state.phase = 1; // phase 3, started by the 3 train: full price
    expect(buys(d)).toContain(`buy_train:CR:180:${t}`);
    d.do({ type: 'buy_train', train: t, price: 180, from: 'CR' });
    expect(d.state.corporations.NR!.cash).toBe(820);
  });

  test('the half price rounds down, and a traded train keeps its variant and counts by its kind', () => {
    const d = nrAtBuyTrain(demoTitle());
    d.state.phase = 1;
    for (let i = 0; i < 2; i++) give(d, 'NR', '2', '2L');
    const local = give(d, 'CR', '2', '2L');
    const express = give(d, 'CR', '2', '3E');
    // $80 in phase 3: $40; NR holds two Locals, the phase 3 limit.
    expect(buys(d).filter((id) => id.startsWith('buy_train:CR'))).toEqual([`buy_train:CR:40:${express}`]);
    d.do({ type: 'buy_train', train: express, price: 40, from: 'CR' });
    expect(d.state.trains.find((x) => x.id === express)!.variant).toBe('3E');
    expect(local).toBeDefined();
  });

  test('without fixedPrice the price is agreed', () => {
    const d = nrAtBuyTrain(demoTitle({ fixedTrades: false }));
    const t = give(d, 'CR', '3');
    expect(buys(d)).toContain(`buy_train:${t}:CR`);
  });
});

// ---------------------------------------------------------------- running (1870 board)

const CARD_V = {
  id: 'V',
  kind: 'freight',
  distance: 2,
  price: 100,
  count: 4,
  variants: [
    { id: '2L', kind: 'local', distance: [{ nodes: ['city'], pay: 2 }, { nodes: ['town'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10 },
    { id: '3E', kind: 'express', distance: [{ nodes: ['city', 'offboard'], pay: 3 }], ignores: ['town'] },
  ],
};

function boardTitle(): Title {
  const def = structuredClone(definitionOf('1870'));
  def.trains = mergePatch(def.trains, { trains: [CARD_V, ...def.trains.trains.slice(1)] }) as typeof def.trains;
  return compileTitle(def);
}


/** MKT with a station in Kansas City (B11), the row laid, and one V train per listed variant. */
function position(variants: (string | undefined)[]): Ctx {
  const title = boardTitle();
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  const c = state.corporations.MKT!;
  layRowB(state, 'MKT');
  for (const variant of variants) {
    const t = state.trains.find((x) => x.type === 'V' && x.owner === 'depot')!;
    t.owner = 'corp:MKT';
    if (variant !== undefined) t.variant = variant;
    c.trains.push(t.id);
  }
  return { title, state, log: [] };
}

const runOne = (ctx: Ctx, path: string[], nth = 0) => checkRun(ctx, 'MKT', [{ train: ctx.state.corporations.MKT!.trains[nth]!, path }]);

describe('a train runs by its variant (1862.md §1 item 4, §2.6 item 5, §2.11.1)', () => {
  test("validation uses the variant's distance and stop rules, not the card's", () => {
    // 3E: Kansas City 20, Topeka 20, Denver 30; the town B7 is passed.
    expect(runOne(position(['3E']), KC_TO_DENVER)).toMatchObject({ revenue: 70 });
    // The card's own terms (a 2-train) cannot count three stops; a 2L may not visit the off-board.
    expect(refusal(() => runOne(position([undefined]), KC_TO_DENVER))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
    expect(refusal(() => runOne(position(['2L']), KC_TO_DENVER))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
    // 2L: two cities and the town, plus £10 a hex.
    expect(runOne(position(['2L']), KC_TO_B15)).toMatchObject({ revenue: 50, subsidy: 30 });
  });

  test("permits use the variant's kind", () => {
    const ctx = position(['3E', '2L']);
    ctx.state.corporations.MKT!.permits = ['local'];
    expect(refusal(() => runOne(ctx, KC_TO_DENVER))).toMatch(/^ILLEGAL_ACTION: MKT's permits do not allow it to run a 3E train/);
    expect(runOne(ctx, KC_TO_B15, 1)).toMatchObject({ revenue: 50 });
    // The optimiser runs only the Local.
    const best = bestRoutes(ctx.title, ctx.state, 'MKT');
    expect(best.routes.map((r) => r.train)).toEqual([ctx.state.corporations.MKT!.trains[1]]);
  });

  test('bestRoutes: two trains of one card bought as different variants run by their own terms', () => {
    const ctx = position(['3E', '2L']);
    const per = ctx.state.corporations.MKT!.trains.map((t) => allRoutes(ctx.title, ctx.state, 'MKT', t));
    const brute = bruteForceRun(ctx.title, ctx.state, 'MKT', per);
    const best = bestRoutes(ctx.title, ctx.state, 'MKT');
    expect({ revenue: best.revenue, subsidy: best.subsidy, proven: best.proven }).toEqual({ revenue: brute.revenue, subsidy: brute.subsidy, proven: true });
    // The Express reaches Denver, which the Local may not.
    const express = best.routes.find((r) => r.train === ctx.state.corporations.MKT!.trains[0])!;
    expect(express.path).toContain('A2.0');
    expect(best.subsidy).toBeGreaterThan(0);
    const again = checkRun(ctx, 'MKT', best.routes.map((r) => ({ train: r.train, path: r.path })));
    expect({ revenue: again.revenue, subsidy: again.subsidy }).toEqual({ revenue: best.revenue, subsidy: best.subsidy });
  });
});

describe('definitions/1862 switches the mechanisms on (1862.md §2.6 item 7, §2.11.1-2)', () => {
  const title = compileTitle(definitionOf('1862'));

  test('each card runs as its variants; A and D variants carry a warranty; £50 each, 3 at most', () => {
    expect(title.runTerms.get('A:2L*')).toMatchObject({ kind: 'local', price: 100, rustsOn: 'C', subsidyPerHex: 10 });
    expect(title.runTerms.get('A:2L*')!.chain).toBeUndefined();
    expect(title.runTerms.get('E:4/5E')).toMatchObject({ kind: 'express', distance: [{ nodes: ['city', 'offboard'], pay: 4, visit: 5 }] });
    expect(warrantyTerms(title)).toEqual({ price: 50, max: 3 });
    expect(['A:1F*', 'A:2E*', 'B:2F', 'D:4L*', 'E:6F'].map((k) => warrantiesAllowed(title, k.split(':')[0]!, k.slice(2)))).toEqual([2, 2, 3, 2, 3]);
  });

  test('limits per kind in A-F (3, 3, 3, 3, 2, 2), 3 in total in G-H; trades at a fixed price', () => {
    expect(title.phases.map((p) => `${p.trainLimit}${(p as { trainLimitPerKind?: boolean }).trainLimitPerKind ? '/kind' : ''}`)).toEqual(['3/kind', '3/kind', '3/kind', '3/kind', '2/kind', '2/kind', '3', '3']);
    expect(title.rounds.operating.trainTrading).toEqual({ fixedPrice: 'fullInOwnPhase' });
  });
});

describe('importing 18xx.games buy_train (1862.md §2.10: buy_train {train, price, variant, warranties})', () => {
  const ic = (title: Title) => ({ title, seats: new Map<string, number>(), instances: new Map<string, string>(), names: new Map<string, number>() });
  const exported = { type: 'buy_train', entity: 'NR', entity_type: 'corporation' as const, id: 1, train: '2-0', price: 80 };

  test('variant and warranties pass through for a type with variants', () => {
    const title = demoTitle();
    const state = initialState(title, { players: ['A', 'B'], seed: 1 });
    expect(mapAction(ic(title), state, { ...exported, variant: '2F*', warranties: 2 })).toMatchObject({ type: 'buy_train', train: '2-0', price: 80, from: 'depot', variant: '2F*', warranties: 2 });
    expect(mapAction(ic(title), state, { ...exported, variant: '2L', warranties: 0 })).not.toHaveProperty('warranties');
  });

  test("a type without variants drops 18xx.games' variant (its type's name)", () => {
    const title = compileTitle(definitionOf('demo'));
    const state = initialState(title, { players: ['A', 'B'], seed: 1 });
    expect(mapAction(ic(title), state, { ...exported, variant: '2' })).not.toHaveProperty('variant');
  });
});
