/**
 * 1862's three train kinds and its run rules, as data on the 1870 board (the
 * rules as summarised in ../shared/rules/digests/1862.md, "Run routes", from
 * the rulebook's section 7.8):
 *
 * - Local nL: up to n cities and any number of towns, every one paid; no
 *   off-board; £10 subsidy for each hex not on an earlier Local's route;
 * - Express nE: n cities or off-boards; towns passed and not paid;
 * - Freight nF: at most n hex-to-hex steps, towns passed; routes chain end to
 *   end, a chain paying its two ends plus £20 (£30 from a port) per hex
 *   between them as the crow flies; the non-permanent freights must all be in
 *   one chain, and a chain of only those must be the only chain;
 * - routes may share track; no route begins or ends at a town; every location
 *   pays once per run; no route from a red off-board to a red off-board.
 *
 * The board: row B of 1870 laid as Denver (A2, off-board 30) – B3 – B5 –
 * B7 (town 10) – B9 Topeka (20) – B11 Kansas City (20, MKT's home) – B13 (town)
 * – B15 (a city here, 20) – B17 – B19 Springfield (20).
 */
import { bestRoutes, compileTitle, mergePatch, type GameState, type Title } from '../../engine';
import {
  type Ctx, checkRun, payLocationsOnce, stopLocation, initialState, corpHolder,
} from '../helpers/engine-internals';
import { allRoutes, bruteForceRun } from '../helpers/route-brute-force';
import { randomPosition } from '../helpers/random-position';
import { definitionOf } from '../helpers/demo';
import { KC_TO_B15, KC_TO_DENVER, KC_TO_SPRINGFIELD, layRowB, refusal } from '../helpers/row-b-1870';

const CHAIN = { bonusPerHex: 20, portBonusPerHex: 30, portColors: ['blue'] };
const TRAINS = [
  { id: '2F', kind: 'freight', distance: { hexes: 2, measure: 'steps' }, ignores: ['town'], chain: { ...CHAIN, mustChain: true } },
  { id: '6F', kind: 'freight', distance: { hexes: 6, measure: 'steps' }, ignores: ['town'], chain: CHAIN },
  { id: '2L', kind: 'local', distance: [{ nodes: ['city'], pay: 2 }, { nodes: ['town'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10 },
  { id: '2E', kind: 'express', distance: [{ nodes: ['city', 'offboard'], pay: 2 }], ignores: ['town'] },
  { id: '2/3E', kind: 'express', distance: [{ nodes: ['city', 'offboard'], pay: 2, visit: 3 }], ignores: ['town'] },
].map((t) => ({ ...t, price: 100, count: 4 }));
const ROUTES_1862 = {
  sharedTrack: 'all',
  mayNotEndAt: ['town'],
  locationPaysOnce: true,
  mayNotJoin: [
    { kinds: ['offboard'], colors: ['red'] },
    { kinds: ['offboard'], colors: ['blue'] },
  ],
};

function title1862(routes: object = ROUTES_1862, denverColor = 'red'): Title {
  const def = structuredClone(definitionOf('1870'));
  def.trains = mergePatch(def.trains, { trains: [...TRAINS, ...def.trains.trains.slice(1)] }) as typeof def.trains;
  def.title = mergePatch(def.title, { routes }) as typeof def.title;
  def.map.hexes = def.map.hexes.map((h) => (h.id === 'A2' ? { ...h, tile: { ...h.tile!, color: denverColor } } : h)) as typeof def.map.hexes;
  return compileTitle(def);
}

/** MKT with stations in Kansas City (and `more`), the row laid, and one train of each listed type. */
function position(title: Title, trains: string[], more: string[] = []): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  const c = state.corporations.MKT!;
  layRowB(state, 'MKT', more);
  for (const type of trains) {
    const t = state.trains.find((x) => x.type === type && x.owner === 'depot')!;
    t.owner = 'corp:MKT';
    c.trains.push(t.id);
  }
  return { title, state, log: [] };
}

const trainOf = (ctx: Ctx, type: string, nth = 0): string => ctx.state.trains.filter((t) => t.type === type && t.owner === 'corp:MKT')[nth]!.id;
const run = (ctx: Ctx, routes: [string, string[], number?][]) =>
  checkRun(ctx, 'MKT', routes.map(([type, path, nth]) => ({ train: trainOf(ctx, type, nth ?? 0), path })));


/**
 * The optimiser's run on a position against every combination of routes (skipped, null, when there are too
 * many), and the run it offers validated again: the revenue and subsidy must agree.
 */
function optimumAgainstBruteForce(title: Title, state: GameState, corp: string, seed: number): ReturnType<typeof bestRoutes> | null {
  const per = state.corporations[corp]!.trains.map((t) => allRoutes(title, state, corp, t));
  if (per.reduce((a, r) => a * (r.length + 1), 1) > 200_000) return null;
  const brute = bruteForceRun(title, state, corp, per);
  const best = bestRoutes(title, state, corp);
  expect({ seed, revenue: best.revenue, subsidy: best.subsidy, proven: best.proven }).toEqual({ seed, revenue: brute.revenue, subsidy: brute.subsidy, proven: true });
  const again = checkRun({ title, state, log: [] }, corp, best.routes.map((r) => ({ train: r.train, path: r.path })));
  expect({ revenue: again.revenue, subsidy: again.subsidy }).toEqual({ revenue: best.revenue, subsidy: best.subsidy });
  return best;
}
describe('1862 Local trains', () => {
  test('n cities and every town paid; £10 subsidy for each hex touched', () => {
    const ctx = position(title1862(), ['2L']);
    expect(run(ctx, [['2L', KC_TO_B15]])).toMatchObject({ revenue: 50, subsidy: 30 });
    // Kansas City, B15 and Springfield: three cities for a 2L.
    expect(refusal(() => run(ctx, [['2L', KC_TO_SPRINGFIELD]]))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
  });

  test('a Local may not visit an off-board area', () => {
    const ctx = position(title1862(), ['2L']);
    expect(refusal(() => run(ctx, [['2L', ['B11.0', 'B9.0']]]))).toBe('accepted');
    expect(refusal(() => run(ctx, [['2L', KC_TO_DENVER]]))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
  });

  test('a hex already on an earlier Local route earns no second subsidy; a location pays once', () => {
    const ctx = position(title1862(), ['2L', '2L']);
    const res = run(ctx, [
      ['2L', ['B9.0', 'B11.0'], 0],
      ['2L', KC_TO_B15, 1],
    ]);
    // Kansas City pays for the first route only (40 + 30); B11 is subsidised once (20 + 20).
    expect(res).toMatchObject({ revenue: 70, subsidy: 40 });
    expect(res.checked[1]!.breakdown).toEqual([
      { stop: 'B11.0', revenue: 0 },
      { stop: 'B13.0', revenue: 10 },
      { stop: 'B15.0', revenue: 20 },
    ]);
  });
});

describe('1862 Express trains', () => {
  test('towns are passed and not paid', () => {
    const ctx = position(title1862(), ['2E']);
    expect(run(ctx, [['2E', KC_TO_B15]])).toMatchObject({ revenue: 40, subsidy: 0, checked: [{ breakdown: [{ revenue: 20 }, { revenue: 0 }, { revenue: 20 }] }] });
  });

  test('an m/n Express visits n cities or off-boards and pays the best m', () => {
    const ctx = position(title1862(), ['2E', '2/3E']);
    expect(refusal(() => run(ctx, [['2E', KC_TO_DENVER]]))).toMatch(/^ILLEGAL_ACTION/);
    // Kansas City 20, Topeka 20, Denver 30: the best two pay.
    expect(run(ctx, [['2/3E', KC_TO_DENVER]])).toMatchObject({ revenue: 50 });
  });

  test('an m/n train picks the stops it is paid for so that the run earns the most, each location paying once', () => {
    // Digest 1862.md L193 ("m/n" means visit n, pay the best m) with L37 (each revenue location pays at
    // most once across all of a company's trains): the director picks the m stops with the run in view,
    // as 18xx.games' global stop optimisation does (G1862 Game#global_optimize); 32 recorded runs pay so.
    const ctx = position(title1862(), ['2E', '2/3E']);
    // Alone, the 2/3E pays Denver 30 and Kansas City 20; beside the 2E (Kansas City, B15), Kansas City
    // would then pay once and the run earn 30 + 20 + 20 = 70. Paying Topeka instead earns 30 + 20 + 20 + 20.
    const res = run(ctx, [
      ['2/3E', KC_TO_DENVER],
      ['2E', KC_TO_B15],
    ]);
    expect(res.revenue).toBe(90);
    expect(res.checked.map((r) => r.breakdown.filter((b) => b.revenue > 0).map((b) => b.stop))).toEqual([['B9.0', 'A2.0'], ['B11.0', 'B15.0']]);
    // The optimiser values runs the same way.
    expect(bestRoutes(ctx.title, ctx.state, 'MKT')).toMatchObject({ revenue: 90, proven: true });
  });
});

describe('1862 Freight trains', () => {
  test('n hex-to-hex steps, towns passed, and the bonus per hex between the ends', () => {
    const ctx = position(title1862(), ['2F', '6F']);
    expect(run(ctx, [['2F', ['B11.0', 'B9.0']]])).toMatchObject({ revenue: 40 });
    // Two steps; one hex (B13) between the ends: 20 + 20 + 20.
    expect(run(ctx, [['2F', KC_TO_B15]])).toMatchObject({ revenue: 60 });
    expect(refusal(() => run(ctx, [['2F', KC_TO_SPRINGFIELD]]))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
    // Only the ends pay (B15 does not); three hexes between Kansas City and Springfield.
    expect(run(ctx, [['6F', KC_TO_SPRINGFIELD]])).toMatchObject({ revenue: 100, checked: [{ chainBonus: 60, breakdown: [{ revenue: 20 }, { revenue: 0 }, { revenue: 0 }, { revenue: 20 }] }] });
  });

  test('routes sharing an end stop form one chain paying its two ends', () => {
    const ctx = position(title1862(), ['2F', '6F']);
    const res = run(ctx, [
      ['2F', ['B9.0', 'B11.0']],
      ['6F', KC_TO_SPRINGFIELD],
    ]);
    // Topeka 20 + Springfield 20; Kansas City is inside the chain; four hexes between B9 and B19.
    expect(res.revenue).toBe(120);
    expect(res.checked.map((r) => r.chainBonus)).toEqual([80, 0]);
  });

  test('an off-board end: distance from the hex before it, plus one; a port pays £30 a hex', () => {
    // Denver (A2) is reached from B3; B3 to B11 is four steps: three hexes between, plus one.
    expect(run(position(title1862(), ['6F']), [['6F', KC_TO_DENVER]])).toMatchObject({ revenue: 20 + 30 + 4 * 20 });
    expect(run(position(title1862(ROUTES_1862, 'blue'), ['6F']), [['6F', KC_TO_DENVER]])).toMatchObject({ revenue: 20 + 30 + 4 * 30 });
  });

  test('the non-permanent freights must run as one chain, and a chain of only them must be the only one', () => {
    const ctx = position(title1862(), ['2F', '2F', '6F'], ['B19']);
    const a: [string, string[], number] = ['2F', ['B9.0', 'B11.0'], 0];
    const b: [string, string[], number] = ['2F', ['B15.0', 'B17', 'B19.0'], 1];
    expect(refusal(() => run(ctx, [a, b]))).toMatch(/^ILLEGAL_ACTION: the trains that must chain/);
    // Joined by the 6F from Kansas City to B15: one chain from Topeka to Springfield.
    expect(run(ctx, [a, b, ['6F', KC_TO_B15]])).toMatchObject({ revenue: 20 + 20 + 4 * 20 });
    // One 2F alone and the 6F elsewhere: the 2F's chain holds only must-chain trains and is not the only chain.
    expect(refusal(() => run(ctx, [a, ['6F', ['B15.0', 'B17', 'B19.0']]]))).toMatch(/^ILLEGAL_ACTION: a chain of only/);
  });
});

describe('1862 run rules', () => {
  test('routes of one run may share track (routes.sharedTrack "all"), each location still paying once', () => {
    const routes: [string, string[]][] = [
      ['2E', KC_TO_B15],
      ['2L', KC_TO_B15],
    ];
    // The Express takes both cities; the Local adds the town and its subsidy.
    expect(run(position(title1862(), ['2E', '2L']), routes)).toMatchObject({ revenue: 50, subsidy: 30 });
    expect(refusal(() => run(position(title1862({ ...ROUTES_1862, sharedTrack: undefined }), ['2E', '2L']), routes))).toMatch(/^ILLEGAL_ACTION: .*no unused track/);
  });

  test('no route begins or ends at a town (routes.mayNotEndAt)', () => {
    const ctx = position(title1862(), ['2L']);
    expect(refusal(() => run(ctx, [['2L', ['B11.0', 'B13.0']]]))).toMatch(/^ILLEGAL_ACTION: .*may not begin or end at B13.0/);
  });

  test('a route may not join two stops of one class (routes.mayNotJoin: 1862 red to red, port to port)', () => {
    const cities = title1862({ ...ROUTES_1862, mayNotJoin: [{ kinds: ['city'], colors: ['yellow'] }] });
    expect(refusal(() => run(position(cities, ['2E']), [['2E', ['B11.0', 'B9.0']]]))).toMatch(/^ILLEGAL_ACTION: .*both ends/);
    // Denver is red, Kansas City yellow: no class holds both.
    expect(run(position(title1862(), ['6F']), [['6F', KC_TO_DENVER]])).toMatchObject({ revenue: 130 });
  });
});

// 1860's trains turned into 1862 kinds (ids kept: the phases name them), on 1860's map with 1862's run rules.
const CHAIN_KINDS: Record<string, object> = {
  '2+1': { distance: { hexes: 2, measure: 'steps' }, ignores: ['town', 'halt'], chain: { ...CHAIN, mustChain: true } },
  '3+2': { distance: [{ nodes: ['city'], pay: 2 }, { nodes: ['town', 'halt'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10 },
  '4+2': { distance: [{ nodes: ['city', 'offboard'], pay: 3 }], ignores: ['town', 'halt'] },
  '5+3': { distance: { hexes: 6, measure: 'steps' }, ignores: ['town', 'halt'], chain: CHAIN },
  '6+3': { distance: [{ nodes: ['city', 'offboard'], pay: 2, visit: 3 }], ignores: ['town', 'halt'] },
};
function make1862Kinds(): Title {
  const def = structuredClone(definitionOf('1860'));
  def.trains.trains = def.trains.trains.map((t) => ({ ...t, ...(CHAIN_KINDS[t.id] ?? CHAIN_KINDS['5+3']) })) as typeof def.trains.trains;
  def.title.routes = { ...ROUTES_1862, mayNotEndAt: ['town', 'halt'], mustIncludeHome: true, mustInterlink: true } as typeof def.title.routes;
  return compileTitle(def);
}

describe('the optimiser under the 1862 rules', () => {
  test('a chain of freights: the best run equals the brute force, is proven and validates', () => {
    for (const color of ['red', 'blue']) {
      const ctx = position(title1862(ROUTES_1862, color), ['2F', '6F', '2L']);
      const per = ctx.state.corporations.MKT!.trains.map((t) => allRoutes(ctx.title, ctx.state, 'MKT', t));
      const brute = bruteForceRun(ctx.title, ctx.state, 'MKT', per);
      const best = bestRoutes(ctx.title, ctx.state, 'MKT');
      expect({ color, revenue: best.revenue, subsidy: best.subsidy, proven: best.proven }).toEqual({ color, revenue: brute.revenue, subsidy: brute.subsidy, proven: true });
      const again = checkRun(ctx, 'MKT', best.routes.map((r) => ({ train: r.train, path: r.path })));
      expect({ revenue: again.revenue, subsidy: again.subsidy }).toEqual({ revenue: best.revenue, subsidy: best.subsidy });
    }
  });

  test('on random positions of the 1860 map with 1862 trains and rules, the optimiser finds the brute-force optimum', () => {
    const base = make1862Kinds();
    let checked = 0;
    let chained = 0;
    let multi = 0;
    for (let seed = 1; checked < 60 && seed < 400; seed++) {
      const { title, state, corp } = randomPosition(seed, () => base);
      const best = optimumAgainstBruteForce(title, state, corp, seed);
      if (!best) continue;
      checked++;
      if (best.routes.some((r) => (r.chainBonus ?? 0) > 0)) chained++;
      if (best.routes.length > 1) multi++;
    }
    expect(checked).toBe(60);
    // The sample exercises what it claims to: chain bonuses and two-train runs.
    expect(chained).toBeGreaterThan(5);
    expect(multi).toBeGreaterThan(5);
  });

  test('with several chained trains, two of one type, and an m/n train or a Local, the optimiser finds the brute-force optimum', () => {
    // The search's bounds for such runs (optimize.ts chainBound, boundedAdd, leafBound, relaxTail; trains of
    // one type searched once) against every combination of routes.
    const base = make1862Kinds();
    const sets = [
      ['5+3', '5+3', '6+3'],
      ['2+1', '2+1', '5+3'],
      ['5+3', '5+3', '3+2'],
      ['5+3', '2+1', '6+3', '6+3'],
    ];
    let checked = 0;
    let chainedTwice = 0;
    for (let seed = 1; checked < 30 && seed < 400; seed++) {
      const { title, state, corp } = randomPosition(seed, () => base);
      for (const id of state.corporations[corp]!.trains) state.trains.find((t) => t.id === id)!.owner = 'depot';
      state.corporations[corp]!.trains = [];
      for (const type of sets[seed % sets.length]!) {
        const train = state.trains.find((t) => t.type === type && t.owner === 'depot')!;
        train.owner = corpHolder(corp);
        state.corporations[corp]!.trains.push(train.id);
      }
      const best = optimumAgainstBruteForce(title, state, corp, seed);
      if (!best) continue;
      checked++;
      if (best.routes.filter((r) => r.chainBonus !== undefined).length > 1) chainedTwice++;
    }
    expect(checked).toBe(30);
    // The sample exercises what it claims to: runs with two chained routes.
    expect(chainedTwice).toBeGreaterThan(3);
  });
});

describe('1862 revenue groups (map.json node group; 18xx.games groups)', () => {
  const t1862 = compileTitle(definitionOf('1862'));
  const state = initialState(t1862, { players: ['A', 'B', 'C'], seed: 46925 });

  test("an off-board area drawn over several hexes or split nodes is one location", () => {
    expect(stopLocation(t1862, state, 'A4', 0)).toBe('group:Midlands');
    expect(stopLocation(t1862, state, 'A6', 0)).toBe('group:Midlands');
    expect(stopLocation(t1862, state, 'A8', 0)).toBe('group:Midlands');
    expect(stopLocation(t1862, state, 'A8', 1)).toBe('group:West');
    expect(stopLocation(t1862, state, 'F1', 1)).toBe('group:North1');
    expect(stopLocation(t1862, state, 'B15', 0)).toBe('group:London');
    // The rail-link city beside London's node, and a land city, are their own locations.
    expect(stopLocation(t1862, state, 'B15', 1)).toBe('B15.1');
    expect(stopLocation(t1862, state, 'F11', 0)).toBe('F11.0');
  });

  test('a group pays once per run: two routes reaching the Midlands at A4 and at A6 collect it once', () => {
    const locationOf = (stop: string) => stopLocation(t1862, state, stop.split('.')[0]!, Number(stop.split('.')[1]));
    const a = { train: 'A-0', revenue: 60, breakdown: [{ stop: 'A4.0', revenue: 40 }, { stop: 'B5.0', revenue: 20 }] };
    const b = { train: 'A-1', revenue: 70, breakdown: [{ stop: 'A6.0', revenue: 40 }, { stop: 'B7.0', revenue: 30 }] };
    const paid = payLocationsOnce([a, b] as never[], locationOf) as unknown as { revenue: number }[];
    expect(paid.map((r) => r.revenue)).toEqual([60, 30]);
    // Node by node (no groups), both would be paid.
    expect((payLocationsOnce([a, b] as never[]) as unknown as { revenue: number }[]).map((r) => r.revenue)).toEqual([60, 70]);
  });
});
