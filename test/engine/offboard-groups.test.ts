/**
 * Revenue groups (tiles node `group`): an off-board area drawn over several hexes is one place, so a
 * route visits at most one of its hexes (18xx.games Route#revenue, "Cannot use group X more than
 * once"; 1830's Canada A9/A11 and Gulf I1/J2, definitions/1830/map.json). Validation refuses such a
 * route (engine/routes/validate.ts) and the optimiser never proposes one (engine/routes/optimize.ts).
 *
 * The position: a corporation's station on Barrie (B10) under tile 15, whose city reaches both hexes
 * of Canada (edges 2 and 3), and one 3-train. A9 - B10 - A11 would pay 30 + 30 + 30.
 */
import { bestRoutes, compileTitle, type Title, type Definition } from '../../engine';
import { type Ctx, checkRoute, checkRun, GROUP_REF, initialState, corpHolder } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { writableHex } from '../helpers/hex-state';

const base = loadTitleDir(repoPath('definitions', '1830')).definition;

/** 1830, or 1830 with the map's revenue groups taken off (the control). */
function title(groups: boolean): Title {
  const def: Definition = structuredClone(base);
  if (!groups) for (const h of def.map.hexes) for (const n of h.tile?.nodes ?? []) delete n.group;
  return compileTitle(def);
}

function position(t: Title): Ctx {
  const state = initialState(t, { players: ['A', 'B', 'C'], seed: 1 });
  // Tile 15 (city, edges 0 to 3): edge 2 faces A9, edge 3 faces A11.
  writableHex(state, 'B10').tile = '15';
  writableHex(state, 'B10').rotation = 0;
  writableHex(state, 'B10').tokens.push({ corporation: 'CPR', city: 0, slot: 0 });
  state.corporations.CPR!.tokens.push({ hex: 'B10', city: 0 });
  const train = state.trains.find((x) => x.type === '3')!;
  train.owner = corpHolder('CPR');
  state.corporations.CPR!.trains.push(train.id);
  return { title: t, state, log: [] };
}

const both = (ctx: Ctx) => ({ train: ctx.state.corporations.CPR!.trains[0]!, path: ['A9.0', 'B10.0', 'A11.0'] });

test('the map puts A9/A11 into Canada and I1/J2 into the Gulf', () => {
  const t = title(true);
  const group = (hex: string) => t.hexes.get(hex)!.printed!.nodes[0]!.group;
  expect([group('A9'), group('A11'), group('I1'), group('J2')]).toEqual(['Canada', 'Canada', 'Gulf', 'Gulf']);
});

test('a route through both hexes of Canada is refused with a typed error', () => {
  const ctx = position(title(true));
  const res = checkRoute(ctx, 'CPR', both(ctx), new Set());
  expect(res).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: GROUP_REF });
  expect(() => checkRun(ctx, 'CPR', [both(ctx)])).toThrow(/Canada/);
  // One hex of the group is fine.
  expect(checkRoute(ctx, 'CPR', { train: both(ctx).train, path: ['A9.0', 'B10.0'] }, new Set())).toMatchObject({ revenue: 60 });
  // Without the group the same route is legal and pays both hexes: the refusal is the group's doing.
  const free = position(title(false));
  expect(checkRoute(free, 'CPR', both(free), new Set())).toMatchObject({ revenue: 90 });
});

test('the optimiser respects the group: its best route visits one hex of Canada', () => {
  const free = position(title(false));
  expect(bestRoutes(free.title, free.state, 'CPR')).toMatchObject({ revenue: 90, proven: true });
  const ctx = position(title(true));
  const best = bestRoutes(ctx.title, ctx.state, 'CPR');
  expect(best).toMatchObject({ revenue: 60, proven: true });
  expect(best.routes).toHaveLength(1);
  const hexes = best.routes[0]!.stops.map((s) => s.hex);
  expect(hexes.filter((h) => h === 'A9' || h === 'A11')).toHaveLength(1);
  // And what it proposes passes validation.
  expect(checkRun(ctx, 'CPR', best.routes.map((r) => ({ train: r.train, path: r.path }))).revenue).toBe(60);
});
