/**
 * The 1860 route rules as data (title.json routes, trains.json X+Y distances,
 * phases.json haltsCount), on small positions of the 1860 board. References are
 * to the rules OCR (../shared/rules/1860-rules-ocr.txt, "Running Trains",
 * lines 714-765) and the digest (../shared/rules/digests/1860.md §4.7, §5.1).
 *
 * The west line (IWNJ's home Merstone G7): G7 (large 10) – H8 – I9 Shanklin
 * (large 20) – H10 – I11 Ventnor (large 30), with H8 and H10 towns (small
 * stations, 10) or halts. The east line: L6 Bembridge (20) – K7 – J6 Brading
 * (20) – J4 Ryde (20).
 */
import {
  applyVariant, bestRoutes, compileTitle, mergePatch, type GameState, type Title, type Definition,
  type RunRoutesAction,
} from '../../engine';
import {
  type Ctx, checkRoute, checkRun, initialState, corpHolder, runRoutes, distribute,
} from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

/** The 1860 title with a variant and/or a merge patch on its files. */
function title1860(variant: string | null = null, patch: Partial<Record<keyof Definition, unknown>> = {}): Title {
  const def = structuredClone(applyVariant(definitionOf('1860'), variant));
  for (const [file, p] of Object.entries(patch)) (def as unknown as Record<string, unknown>)[file] = mergePatch((def as unknown as Record<string, unknown>)[file], p);
  return compileTitle(def);
}

type Tiles = Record<string, [string, number]>;
const TOWNS: Tiles = { H8: ['749', 2], I9: ['5', 1], H10: ['747', 4] };
const HALTS: Tiles = { H8: ['743', 2], I9: ['5', 1], H10: ['741', 4] };
const HALT_TOWN: Tiles = { H8: ['743', 2], I9: ['5', 1], H10: ['747', 4] };
const EAST: Tiles = { L6: ['115', 1], K7: ['8', 2], J6: ['762', 2], J4: ['115', 0] };

interface Setup {
  tiles: Tiles;
  /** [corporation, hex] station tokens (city 0). */
  tokens: [string, string][];
  /** Train types the running corporation owns. */
  trains: string[];
  corp?: string;
  phase?: string;
}

function position(title: Title, s: Setup): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B', 'C'], seed: 1 });
  for (const [hex, [tile, rotation]] of Object.entries(s.tiles)) {
    writableHex(state, hex).tile = tile;
    writableHex(state, hex).rotation = rotation;
  }
  for (const [corp, hex] of s.tokens) {
    const slot = state.hexes[hex]!.tokens.length;
    writableHex(state, hex).tokens.push({ corporation: corp, city: 0, slot });
    state.corporations[corp]!.tokens.push({ hex, city: 0 });
  }
  const corp = s.corp ?? 'IWNJ';
  for (const type of s.trains) {
    const t = state.trains.find((x) => x.type === type && x.owner === 'depot')!;
    t.owner = corpHolder(corp);
    state.corporations[corp]!.trains.push(t.id);
  }
  if (s.phase) state.phase = title.phases.findIndex((p) => p.id === s.phase);
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: corp, turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const trainOf = (ctx: Ctx, type: string, corp = 'IWNJ'): string => ctx.state.trains.find((t) => t.type === type && t.owner === corpHolder(corp))!.id;
const route = (ctx: Ctx, type: string, path: string[], corp = 'IWNJ') => checkRoute(ctx, corp, { train: trainOf(ctx, type, corp), path }, new Set());
const run = (ctx: Ctx, routes: [string, string[]][], corp = 'IWNJ') => checkRun(ctx, corp, routes.map(([type, path]) => ({ train: trainOf(ctx, type, corp), path })));
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return (e as { ruleRef?: string; message: string }).ruleRef ?? (e as Error).message;
  }
  return 'accepted';
};

const WEST = ['G7.0', 'H8.0', 'I9.0', 'H10.0', 'I11.0'];

describe('X+Y trains (rules L741-753, digest §4.7, §5.1)', () => {
  const title = title1860();

  test('a 2+1 counts two large stations and one small one', () => {
    const ctx = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    expect(route(ctx, '2+1', WEST.slice(0, 3))).toMatchObject({ revenue: 40, subsidy: 0 });
  });

  test('large stations may not be skipped: three of them are too many for a 2+1 (L741-744)', () => {
    const ctx = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    expect(route(ctx, '2+1', WEST)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    // A 3+2 counts all five: 10 + 10 + 20 + 10 + 30.
    const ctx3 = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    expect(route(ctx3, '3+2', WEST)).toMatchObject({ revenue: 80 });
  });

  test('an unused large slot counts a small station: 1 large + 2 small on a 2+1 (L745-750)', () => {
    const ctx = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7'], ['IWNJ', 'I9']], trains: ['2+1'] });
    expect(route(ctx, '2+1', ['H8.0', 'I9.0', 'H10.0'])).toMatchObject({ revenue: 40, breakdown: [{ revenue: 10 }, { revenue: 20 }, { revenue: 10 }] });
    // Without minorMayUseMajor the second small station is passed uncounted.
    const strict = title1860(null, { trains: { trains: definitionOf('1860').trains.trains.map((t) => ({ ...t, distance: { ...(t.distance as object), minorMayUseMajor: false } })) } });
    const ctx2 = position(strict, { tiles: TOWNS, tokens: [['IWNJ', 'G7'], ['IWNJ', 'I9']], trains: ['2+1'] });
    expect(route(ctx2, '2+1', ['H8.0', 'I9.0', 'H10.0'])).toMatchObject({ revenue: 30 });
  });

  test('small stations beyond the allowance are skipped (L737), unless the variant no_skip_towns forbids it', () => {
    const ctx = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    // Two large and two small: one small station is counted, the other passed.
    expect(route(ctx, '2+1', WEST.slice(0, 4))).toMatchObject({ revenue: 40, breakdown: [{ revenue: 10 }, { revenue: 10 }, { revenue: 20 }, { revenue: 0 }] });
    const strict = position(title1860('no_skip_towns'), { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    expect(route(strict, '2+1', WEST.slice(0, 4))).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(route(strict, '2+1', WEST.slice(0, 3))).toMatchObject({ revenue: 40 });
  });

  test('the optimiser uses the same allowance', () => {
    const ctx = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    // G7–H8–I9–H10 (40, H10 passed) ties G7–H8–I9 at 40; nothing pays more without a third large station.
    expect(bestRoutes(title, ctx.state, 'IWNJ')).toMatchObject({ revenue: 40, proven: true });
    const ctx3 = position(title, { tiles: TOWNS, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    expect(bestRoutes(title, ctx3.state, 'IWNJ')).toMatchObject({ revenue: 80, proven: true });
  });
});

describe('halts (rules L720, L737-740, L757-762; digest §4.7)', () => {
  const title = title1860();

  test('a route may not begin or end at a halt (L720)', () => {
    const ctx = position(title, { tiles: HALTS, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    expect(route(ctx, '3+2', ['G7.0', 'H8.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('L720') });
    expect(route(ctx, '3+2', ['G7.0', 'H8.0', 'I9.0', 'H10.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('L720') });
  });

  test('a counted halt pays no revenue but a subsidy of 10, reported apart (L737-740)', () => {
    const ctx = position(title, { tiles: HALTS, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    expect(route(ctx, '3+2', WEST)).toMatchObject({ revenue: 60, subsidy: 20 });
    expect(bestRoutes(title, ctx.state, 'IWNJ')).toMatchObject({ revenue: 60, subsidy: 20, proven: true });
  });

  test('1 large + 1 halt + 1 small on a 2+1; with a second small station the halt loses its slot: revenue first (L750-753)', () => {
    // G7 (large 10) – H8 halt – I9 and H10 as small stations (10 each).
    const tiles: Tiles = { H8: ['743', 2], I9: ['747', 1], H10: ['747', 4] };
    const ctx = position(title, { tiles, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    expect(route(ctx, '2+1', WEST.slice(0, 3))).toMatchObject({ revenue: 20, subsidy: 10 });
    expect(route(ctx, '2+1', WEST.slice(0, 4))).toMatchObject({ revenue: 30, subsidy: 0 });
    // Best: on to Ventnor, 10 + 30 and one small station.
    expect(bestRoutes(title, ctx.state, 'IWNJ')).toMatchObject({ revenue: 50, subsidy: 0, proven: true });
    // With a 3+2 there is room for all three.
    const ctx3 = position(title, { tiles, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    expect(route(ctx3, '3+2', WEST.slice(0, 4))).toMatchObject({ revenue: 30, subsidy: 10 });
    // Two large stations fill X; of H8 (halt) and H10 (town) the town takes the one Y slot.
    const ctx2 = position(title, { tiles: HALT_TOWN, tokens: [['IWNJ', 'G7']], trains: ['2+1'] });
    expect(route(ctx2, '2+1', WEST.slice(0, 4))).toMatchObject({ revenue: 40, subsidy: 0 });
  });

  test('from the stock round after the first 9+5 (Southern Railway) halts count for nothing, and still may not end a route (L895-898)', () => {
    const ctx = position(title, { tiles: HALTS, tokens: [['IWNJ', 'G7']], trains: ['3+2'], phase: '9' });
    // In the operating rounds that remain of the set in which the Southern formed, halts still count.
    expect(route(ctx, '3+2', WEST)).toMatchObject({ subsidy: 20 });
    ctx.state.stockRoundPhase = ctx.state.phase;
    expect(route(ctx, '3+2', WEST)).toMatchObject({ revenue: 60, subsidy: 0, breakdown: [{ revenue: 10 }, { revenue: 0 }, { revenue: 20 }, { revenue: 0 }, { revenue: 30 }] });
    expect(route(ctx, '3+2', ['G7.0', 'H8.0'])).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(bestRoutes(title, ctx.state, 'IWNJ')).toMatchObject({ revenue: 60, subsidy: 0, proven: true });
  });

  test('the run pays the subsidy to the treasury at once; the dividend pays out the revenue only (L739-740)', () => {
    const ctx = position(title, { tiles: HALTS, tokens: [['IWNJ', 'G7']], trains: ['3+2'] });
    ctx.state.corporations.IWNJ!.president = 0;
    ctx.state.corporations.IWNJ!.market = { row: 0, col: 20 };
    const holder = ctx.state.corporations.IWNJ!.certs;
    holder[0] = 'player:0';
    const cash = ctx.state.corporations.IWNJ!.cash;
    const bank = ctx.state.bank;
    const action: RunRoutesAction = { type: 'run_routes', entityType: 'corporation', entity: 'IWNJ', routes: [{ train: trainOf(ctx, '3+2'), path: WEST }] };
    runRoutes.process(ctx, { entityType: 'corporation', entity: 'IWNJ', seat: 0 }, action);
    const turn = (ctx.state.round as { turn: { revenue: number | null; subsidy?: number } }).turn;
    expect(turn).toMatchObject({ revenue: 60, subsidy: 20 });
    expect(ctx.state.corporations.IWNJ!.cash).toBe(cash + 20);
    expect(ctx.state.bank).toBe(bank - 20);
    // Paying out 60: the director's 20% gets 12, the treasury nothing more.
    const player = ctx.state.players[0]!.cash;
    distribute(ctx, 'IWNJ', turn.revenue!, 'payout');
    expect(ctx.state.players[0]!.cash).toBe(player + 12);
    expect(ctx.state.corporations.IWNJ!.cash).toBe(cash + 20);
  });
});

describe('no hex entered twice (rules L726-728, L756; variant re_enter_hexes)', () => {
  // BHI&R's home Bembridge L6; K7 carries two separate tracks (tile 16): J8–K5 and J6–L6.
  const tiles: Tiles = { J6: ['746', 2], K7: ['16', 1], L6: ['5', 1], K5: ['747', 5], J8: ['115', 4] };
  const loop = ['J6.0', 'K7', 'L6.0', 'K5.0', 'K7', 'J8.0'];

  test('a route that leaves K7 and comes back into it is refused', () => {
    const title = title1860();
    const ctx = position(title, { tiles, tokens: [['BHI&R', 'L6']], trains: ['3+2'], corp: 'BHI&R' });
    expect(route(ctx, '3+2', loop, 'BHI&R')).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('L726') });
    // The best route that keeps out: J8 – K5 – L6 (20 + 10 + 20).
    expect(bestRoutes(title, ctx.state, 'BHI&R')).toMatchObject({ revenue: 50, proven: true });
  });

  test('with re_enter_hexes it is legal and best: 10 + 20 + 10 + 20', () => {
    const title = title1860('re_enter_hexes');
    const ctx = position(title, { tiles, tokens: [['BHI&R', 'L6']], trains: ['3+2'], corp: 'BHI&R' });
    expect(route(ctx, '3+2', loop, 'BHI&R')).toMatchObject({ revenue: 60 });
    expect(bestRoutes(title, ctx.state, 'BHI&R')).toMatchObject({ revenue: 60, proven: true });
  });
});

describe('interlinked runs through the home station (rules L722-725)', () => {
  // IWNJ: home G7 and a station at I9 on the west line (G7 – H8 town – I9), a station at Bembridge on the east line.
  const tiles: Tiles = { H8: ['749', 2], I9: ['5', 1], ...EAST };
  const setup = (title: Title) => position(title, { tiles, tokens: [['IWNJ', 'G7'], ['IWNJ', 'I9'], ['IWNJ', 'L6']], trains: ['2+1', '3+2'] });
  const flags = (mustIncludeHome: boolean, mustInterlink: boolean) => title1860(null, { title: { routes: { mustIncludeHome, mustInterlink } } });

  test('validation: one run must include the home station, and the runs must share a stop', () => {
    const ctx = setup(title1860());
    expect(refusal(() => run(ctx, [['3+2', ['L6.0', 'K7', 'J6.0', 'J4.0']]]))).toContain('L723');
    expect(refusal(() => run(ctx, [['2+1', ['G7.0', 'H8.0', 'I9.0']], ['3+2', ['L6.0', 'K7', 'J6.0', 'J4.0']]]))).toContain('L723-725');
    expect(run(ctx, [['2+1', ['G7.0', 'H8.0']], ['3+2', ['H8.0', 'I9.0']]])).toMatchObject({ revenue: 50 }); // they share H8
    expect(run(ctx, [['2+1', ['G7.0', 'H8.0', 'I9.0']]])).toMatchObject({ revenue: 40 });
  });

  test('the optimiser keeps to interlinked sets through home; each flag on its own', () => {
    // Unconstrained: west 40 (G7 – H8 – I9) + east 60 (L6 – J6 – J4).
    expect(bestRoutes(flags(false, false), setup(flags(false, false)).state, 'IWNJ')).toMatchObject({ revenue: 100, proven: true });
    // Home only: the west route runs, the east one beside it.
    expect(bestRoutes(flags(true, false), setup(flags(true, false)).state, 'IWNJ')).toMatchObject({ revenue: 100, proven: true });
    // Interlinked only: the lines share no stop, so one line: the east 60.
    expect(bestRoutes(flags(false, true), setup(flags(false, true)).state, 'IWNJ')).toMatchObject({ revenue: 60, proven: true });
    // Both (1860): the west line, split at H8 into two interlinked runs, 10 + 10 and 10 + 20.
    const best = bestRoutes(title1860(), setup(title1860()).state, 'IWNJ');
    expect(best).toMatchObject({ revenue: 50, proven: true });
    expect(best.routes.map((r) => r.path).sort()).toEqual([['G7.0', 'H8.0'], ['H8.0', 'I9.0']]);
  });
});

describe('one pass through one tokened-out station per run (rules L732-736)', () => {
  // I9 Shanklin holds S&C's token in its only slot; on the east line Brading J6 holds FYN's.
  const tiles: Tiles = { ...TOWNS, ...EAST };
  const only = title1860(null, { title: { routes: { mustIncludeHome: false, mustInterlink: false } } });

  test('one train may pass one blocked station; a blocked station may always end a route', () => {
    const ctx = position(title1860(), { tiles, tokens: [['IWNJ', 'G7'], ['S&C', 'I9']], trains: ['3+2'] });
    expect(route(ctx, '3+2', WEST)).toMatchObject({ revenue: 80, blockedPasses: 1 });
    expect(route(ctx, '3+2', WEST.slice(0, 3))).toMatchObject({ revenue: 40, blockedPasses: 0 });
    expect(bestRoutes(ctx.title, ctx.state, 'IWNJ')).toMatchObject({ revenue: 80, proven: true });
  });

  test('without the rule (blockedPassesPerRun 0) the blocked station ends the route', () => {
    const none = title1860(null, { title: { routes: { blockedPassesPerRun: 0 } } });
    const ctx = position(none, { tiles, tokens: [['IWNJ', 'G7'], ['S&C', 'I9']], trains: ['3+2'] });
    expect(route(ctx, '3+2', WEST)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(bestRoutes(none, ctx.state, 'IWNJ')).toMatchObject({ revenue: 40, proven: true });
  });

  test('only one train of the run may pass one: two passes are refused, and the optimiser chooses', () => {
    const ctx = position(only, { tiles, tokens: [['IWNJ', 'G7'], ['IWNJ', 'L6'], ['S&C', 'I9'], ['FYN', 'J6']], trains: ['3+2', '3+2'] });
    const [a, b] = ctx.state.corporations.IWNJ!.trains;
    const routes = [
      { train: a!, path: WEST },
      { train: b!, path: ['L6.0', 'K7', 'J6.0', 'J4.0'] },
    ];
    expect(refusal(() => checkRun(ctx, 'IWNJ', routes))).toContain('L732-736');
    expect(checkRun(ctx, 'IWNJ', [routes[0]!])).toMatchObject({ revenue: 80 });
    // West through I9 (80) and east stopping at J6 (40) beat west to I9 (40) and east through J6 (60).
    expect(bestRoutes(only, ctx.state, 'IWNJ')).toMatchObject({ revenue: 120, proven: true });
  });
});
