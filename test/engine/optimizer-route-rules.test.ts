/**
 * The optimiser against an independent brute force (test/helpers/route-brute-force.ts)
 * under the route rules a title switches on in title.json `routes`:
 *
 * - random 1860 positions (random tiles on the 1860 map, random stations, one or
 *   two X+Y trains, any phase; the base rules and the variants re_enter_hexes and
 *   no_skip_towns): X+Y allowances, skippable towns and halts, halt subsidies,
 *   no route ending at a halt, no hex entered twice, interlinked runs through the
 *   home station, one blocked-station pass per run (1860 rules, Running Trains,
 *   L714-765);
 * - random demo games with `locationPaysOnce` (each revenue location pays once
 *   per corporation and run).
 *
 * The optimiser's best (revenue, then subsidy) must equal the brute force's, be
 * proven, and its routes must pass validation (checkRun) for the same totals.
 */
import {
  actingSeats, apply, bestRoutes, compileTitle, createGame, legalActions, mergePatch, type GameState, type Title,
} from '../../engine';
import { type Ctx, checkRun, checkRoute, initialState, corpHolder } from '../helpers/engine-internals';
import { allRoutes, bruteForceRun } from '../helpers/route-brute-force';
import { randomPosition } from '../helpers/random-position';
import { botRandom, definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

/** The optimiser's run, checked again through validation from the paths it offers. */
function validated(title: Title, state: GameState, corp: string, routes: { train: string; path: string[] }[]) {
  const ctx: Ctx = { title, state, log: [] };
  return checkRun(ctx, corp, routes);
}

test('on random 1860 positions the optimiser finds the brute-force optimum under the 1860 route rules', () => {
  let checked = 0;
  let withRoutes = 0;
  let multi = 0;
  let subsidised = 0;
  let passed = 0;
  for (let seed = 1; checked < 100 && seed < 600; seed++) {
    const { title, state, corp } = randomPosition(seed);
    const trains = state.corporations[corp]!.trains;
    const per = trains.map((t) => allRoutes(title, state, corp, t));
    const product = per.reduce((a, r) => a * (r.length + 1), 1);
    if (product > 400_000) continue;
    const brute = bruteForceRun(title, state, corp, per);
    const best = bestRoutes(title, state, corp);
    expect(best.proven).toBe(true);
    expect({ seed, revenue: best.revenue, subsidy: best.subsidy }).toEqual({ seed, revenue: brute.revenue, subsidy: brute.subsidy });
    const again = validated(title, state, corp, best.routes.map((r) => ({ train: r.train, path: r.path })));
    expect({ revenue: again.revenue, subsidy: again.subsidy }).toEqual({ revenue: best.revenue, subsidy: best.subsidy });
    checked++;
    if (best.revenue > 0) withRoutes++;
    if (best.routes.length > 1) multi++;
    if (best.subsidy > 0) subsidised++;
    if (best.routes.some((r) => r.blockedPasses > 0)) passed++;
  }
  expect(checked).toBe(100);
  // The sample exercises what it claims to: paying runs, two-train runs, subsidies, blocked passes.
  expect(withRoutes).toBeGreaterThan(50);
  expect(multi).toBeGreaterThan(8);
  expect(subsidised).toBeGreaterThan(15);
  expect(passed).toBeGreaterThan(0);
});

describe('each revenue location pays once per corporation (title routes.locationPaysOnce)', () => {
  // The 1860 west line: IWNJ stations at Merstone G7 and Shanklin I9, a town at H8 between them.
  const title = (once: boolean): Title => {
    const def = structuredClone(definitionOf('1860'));
    def.title = mergePatch(def.title, { routes: { locationPaysOnce: once, mustInterlink: false } }) as typeof def.title;
    return compileTitle(def);
  };
  const setup = (t: Title): Ctx => {
    const state = initialState(t, { players: ['A', 'B', 'C'], seed: 1 });
    writableHex(state, 'H8').tile = '749';
    writableHex(state, 'H8').rotation = 2;
    writableHex(state, 'I9').tile = '5';
    writableHex(state, 'I9').rotation = 1;
    for (const hex of ['G7', 'I9']) {
      writableHex(state, hex).tokens.push({ corporation: 'IWNJ', city: 0, slot: 0 });
      state.corporations.IWNJ!.tokens.push({ hex, city: 0 });
    }
    for (const type of ['2+1', '3+2']) {
      const tr = state.trains.find((x) => x.type === type)!;
      tr.owner = corpHolder('IWNJ');
      state.corporations.IWNJ!.trains.push(tr.id);
    }
    return { title: t, state, log: [] };
  };

  test('two trains through the town H8 are paid for it once; the optimiser knows', () => {
    const [a, b] = ['2+1-0', '3+2-0'];
    const routes = [
      { train: a, path: ['G7.0', 'H8.0'] },
      { train: b, path: ['H8.0', 'I9.0'] },
    ];
    const twice = setup(title(false));
    expect(checkRun(twice, 'IWNJ', routes)).toMatchObject({ revenue: 50 });
    const once = setup(title(true));
    const res = checkRun(once, 'IWNJ', routes);
    expect(res.revenue).toBe(40);
    expect(res.checked.map((c) => c.breakdown.map((x) => x.revenue))).toEqual([[10, 10], [0, 20]]);
    // Alone, each route still pays in full.
    expect(checkRoute(once, 'IWNJ', routes[1]!, new Set())).toMatchObject({ revenue: 30 });
    expect(bestRoutes(twice.title, twice.state, 'IWNJ')).toMatchObject({ revenue: 50, proven: true });
    expect(bestRoutes(once.title, once.state, 'IWNJ')).toMatchObject({ revenue: 40, proven: true });
  });

  test('on every run of random demo games the optimiser finds the brute-force optimum', () => {
    const def = structuredClone(definitionOf('demo'));
    def.title = mergePatch(def.title, { routes: { locationPaysOnce: true } }) as typeof def.title;
    const demo = compileTitle(def);
    let checked = 0;
    let shared = 0;
    for (const seed of [21, 22]) {
      const rand = botRandom(seed);
      let state = createGame(demo, { players: ['A', 'B', 'C'], seed });
      while (!state.finished) {
        const [seat] = actingSeats(demo, state);
        const choices = legalActions(demo, state, seat!);
        if (state.round.kind === 'operating' && choices.some((c) => c.action.type === 'run_routes')) {
          const corp = state.round.current!;
          const per = state.corporations[corp]!.trains.map((t) => allRoutes(demo, state, corp, t, 8));
          const best = bestRoutes(demo, state, corp);
          expect(best.proven).toBe(true);
          expect(best.revenue).toBe(bruteForceRun(demo, state, corp, per).revenue);
          const plain = best.routes.reduce((a, r) => a + r.breakdown.length, 0);
          if (new Set(best.routes.flatMap((r) => r.breakdown.map((x) => x.stop))).size < plain) shared++;
          checked++;
        }
        const nonPass = choices.filter((c) => c.id !== 'pass');
        const pool = nonPass.length > 0 && rand() < 0.85 ? nonPass : choices;
        const choice = pool[Math.floor(rand() * pool.length)]!;
        const r = apply(demo, state, choice.action, { seat });
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(shared).toBeGreaterThan(0);
  });
});
