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
import { actingSeats, apply, applyVariant, bestRoutes, compileTitle, createGame, legalActions, mergePatch, type GameState, type Title } from '../../engine';
import type { Ctx } from '../../engine/context';
import { placedTile } from '../../engine/map/graph';
import { exits } from '../../engine/map/tiles';
import { checkRun, checkRoute } from '../../engine/routes/validate';
import { initialState } from '../../engine/state/create';
import { corpHolder } from '../../engine/state/types';
import { allRoutes, bruteForceRun } from '../helpers/route-brute-force';
import { botRandom, definitionOf } from '../helpers/demo';

const CITY = ['5', '6', '57', '115', '12', '205', '206', '756', '759', '771', '772', '776', '777'];
const SMALL = ['741', '742', '743', '747', '748', '749', '750', '751', '752', '753', '764', '765', '766', '767', '768', '769'];
const DOUBLE = ['744', '745', '754', '755', '782', '783', '784', '785'];
const PLAIN = ['7', '8', '9', '16', '17', '18', '19', '20', '21', '22', '625', '626', '778', '779', '780', '781'];
const PRINTED: Record<string, string[]> = { G5: ['763', '773'], G7: ['761', '775'], I3: ['758', '786'], I11: ['760', '774'], F2: ['787', '788', '789'] };

/** The optimiser's run, checked again through validation from the paths it offers. */
function validated(title: Title, state: GameState, corp: string, routes: { train: string; path: string[] }[]) {
  const ctx: Ctx = { title, state, log: [] };
  return checkRun(ctx, corp, routes);
}

function randomPosition(seed: number): { title: Title; state: GameState; corp: string } {
  const rand = botRandom(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const variant = pick([null, null, 're_enter_hexes', 'no_skip_towns']);
  const title = compileTitle(applyVariant(definitionOf('1860'), variant));
  const state = initialState(title, { players: ['A', 'B', 'C'], seed });
  state.phase = Math.floor(rand() * title.phases.length);
  const poolOf = (hex: string): string[] | null => {
    const kinds = title.hexes.get(hex)!.printed?.nodes.map((n) => n.kind) ?? [];
    if (PRINTED[hex]) return PRINTED[hex]!;
    if (kinds.includes('offboard')) return null;
    if (kinds.length === 0) return PLAIN;
    if (kinds.length === 2) return DOUBLE;
    return kinds[0] === 'city' ? CITY : SMALL;
  };
  // A network grown from the runner's home: each new tile joins an edge some tile already reaches.
  const corp = pick(title.corporations.map((c) => c.id));
  const home = title.corporation.get(corp)!.home;
  const frontier: { hex: string; edge: number }[] = [];
  const lay = (hex: string, entry: number | null): void => {
    const pool = poolOf(hex);
    if (!pool) return;
    const tile = title.tiles.get(pick(pool))!;
    const rotations = [0, 1, 2, 3, 4, 5].filter((r) => entry === null || exits(tile, r).has(entry));
    if (rotations.length === 0) return;
    const rotation = pick(rotations);
    state.hexes[hex]!.tile = tile.id;
    state.hexes[hex]!.rotation = rotation;
    for (const e of exits(tile, rotation)) {
      const nb = title.hexes.get(hex)!.links[e];
      if (nb) frontier.push({ hex: nb, edge: (e + 3) % 6 });
    }
  };
  lay(home.hex, null);
  for (let k = 6 + Math.floor(rand() * 12); k > 0 && frontier.length > 0; k--) {
    const f = frontier.splice(Math.floor(rand() * frontier.length), 1)[0]!;
    if (state.hexes[f.hex]!.tile === null) lay(f.hex, f.edge);
  }
  // A few tiles anywhere.
  for (const hex of title.hexIds) if (state.hexes[hex]!.tile === null && rand() < 0.1) lay(hex, null);
  // Station tokens: the runner's home and up to two more, and other corporations' tokens (some cities full).
  const cities: { hex: string; city: number }[] = [];
  for (const hex of title.hexIds) {
    const pt = placedTile(title, state, hex);
    pt?.tile.cities.forEach((_n, city) => cities.push({ hex, city }));
  }
  const place = (corp: string, at: { hex: string; city: number }): void => {
    const pt = placedTile(title, state, at.hex)!;
    const taken = state.hexes[at.hex]!.tokens.filter((t) => t.city === at.city);
    if (taken.length >= pt.tile.nodes[pt.tile.cities[at.city]!]!.slots || taken.some((t) => t.corporation === corp)) return;
    state.hexes[at.hex]!.tokens.push({ corporation: corp, city: at.city, slot: taken.length });
    state.corporations[corp]!.tokens.push({ hex: at.hex, city: at.city });
  };
  place(corp, { hex: home.hex, city: 0 });
  for (let k = Math.floor(rand() * 3); k > 0; k--) place(corp, pick(cities));
  for (let k = Math.floor(rand() * 8); k > 0; k--) place(pick(title.corporations.map((c) => c.id).filter((c) => c !== corp)), pick(cities));
  const count = 1 + Math.floor(rand() * 2);
  for (let k = 0; k < count; k++) {
    const free = state.trains.filter((t) => t.owner === 'depot');
    const t = pick(free);
    t.owner = corpHolder(corp);
    state.corporations[corp]!.trains.push(t.id);
  }
  return { title, state, corp };
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
    state.hexes.H8!.tile = '749';
    state.hexes.H8!.rotation = 2;
    state.hexes.I9!.tile = '5';
    state.hexes.I9!.rotation = 1;
    for (const hex of ['G7', 'I9']) {
      state.hexes[hex]!.tokens.push({ corporation: 'IWNJ', city: 0, slot: 0 });
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
