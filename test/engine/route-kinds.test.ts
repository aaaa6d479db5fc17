/**
 * Train kinds and map gates, on the 1870 board with patched data (the kinds
 * come from other titles: n+m and express trains, hex trains, permits from
 * 1862, barriers that open with a phase from 1820). Kansas City (B11),
 * Topeka (B9) and the town B7 lie in a row; Denver (A2) is reached from B3.
 */
import { bestRoutes, compileTitle, mergePatch, type GameState, type Definition } from '../../engine';
import { type Ctx, checkLay, checkRoute, finishRoute, crossedEdges, initialState } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

function titleWith(patch: Partial<Record<keyof Definition, unknown>>) {
  const def = structuredClone(definitionOf('1870'));
  for (const [file, p] of Object.entries(patch)) (def as unknown as Record<string, unknown>)[file] = mergePatch((def as unknown as Record<string, unknown>)[file], p);
  return compileTitle(def);
}

/** MKT with a station in Kansas City, yellow track B11–B9–B7, and one train of type `train`. */
function run(title: ReturnType<typeof compileTitle>, train = '2-0', permits?: string[]): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  const c = state.corporations.MKT!;
  writableHex(state, 'B11').tokens.push({ corporation: 'MKT', city: 0, slot: 0 });
  c.tokens.push({ hex: 'B11', city: 0 });
  for (const [hex, tile] of [['B11', '57'], ['B9', '57'], ['B7', '4']] as const) {
    writableHex(state, hex).tile = tile;
    writableHex(state, hex).rotation = 1;
  }
  const t = state.trains.find((x) => x.id === train)!;
  t.owner = 'corp:MKT';
  c.trains.push(t.id);
  if (permits) c.permits = permits;
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: 'MKT', turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const route = (ctx: Ctx, path: string[], train = '2-0') => checkRoute(ctx, 'MKT', { train, path }, new Set());
const trains = (distance: unknown) => ({ trains: { trains: [{ id: '2', distance, price: 80, count: 7, rustsOn: '4' }, ...definitionOf('1870').trains.trains.slice(1)] } });

describe('train kinds (routes.ts revenue definition)', () => {
  test('an n-train counts every stop: a 2-train cannot run city–city–town', () => {
    const ctx = run(titleWith({}));
    expect(route(ctx, ['B11.0', 'B9.0'])).toMatchObject({ revenue: 40 });
    expect(route(ctx, ['B11.0', 'B9.0', 'B7.0'])).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });

  test('an n+m train: two cities and one town (1860 rules, X+Y trains)', () => {
    const ctx = run(titleWith(trains([{ nodes: ['city', 'offboard'], pay: 2 }, { nodes: ['town'], pay: 1 }])));
    expect(route(ctx, ['B11.0', 'B9.0', 'B7.0'])).toMatchObject({ revenue: 50 });
    expect(bestRoutes(ctx.title, ctx.state, 'MKT')).toMatchObject({ revenue: 50, proven: true });
  });

  test('an express train visits more stops than it pays and is paid its best ones', () => {
    const ctx = run(titleWith(trains([{ pay: 2, visit: 3 }])));
    const r = route(ctx, ['B11.0', 'B9.0', 'B7.0']);
    expect(r).toMatchObject({ revenue: 40, breakdown: [{ revenue: 20 }, { revenue: 20 }, { revenue: 0 }] });
  });

  test('a hex train counts hexes crossed, not stops', () => {
    const ctx = run(titleWith(trains({ hexes: 2 })));
    expect(route(ctx, ['B11.0', 'B9.0'])).toMatchObject({ revenue: 40 });
    expect(route(ctx, ['B11.0', 'B9.0', 'B7.0'])).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });

  test('permits: a corporation runs only the train kinds it holds a permit for (1862 rules, Permits)', () => {
    const title = titleWith({ trains: { trains: [{ id: '2', distance: 2, price: 80, count: 7, rustsOn: '4', kind: 'express' }, ...definitionOf('1870').trains.trains.slice(1)] } });
    expect(route(run(title, '2-0', ['express']), ['B11.0', 'B9.0'])).toMatchObject({ revenue: 40 });
    const refused = route(run(title, '2-0', ['freight']), ['B11.0', 'B9.0']);
    expect(refused).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: '1862 rules, Permits' });
    expect(bestRoutes(title, run(title, '2-0', ['freight']).state, 'MKT')).toMatchObject({ revenue: 0, routes: [] });
  });
});

describe('borders that open with a phase (1820 rules, blue barriers)', () => {
  test('no track across the barrier before its phase; from then on it is an ordinary edge', () => {
    // A barrier on B9's edge 1 (west, toward B7), opening in phase 3.
    const hexes = definitionOf('1870').map.hexes.map((h) => (h.id === 'B9' ? { ...h, borders: [{ edge: 1, kind: 'impassable', openFromPhase: '3' }] } : h));
    const title = titleWith({ map: { hexes } });
    const ctx = run(title);
    expect(route(ctx, ['B11.0', 'B9.0', 'B7.0'], '2-0')).toMatchObject({ code: 'ILLEGAL_ACTION' });
    writableHex(ctx.state, 'B7').tile = null;
    expect(checkLay(ctx, 'MKT', 'B7', '4', 1)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    ctx.state.phase = title.phases.findIndex((p) => p.id === '3');
    expect(checkLay(ctx, 'MKT', 'B7', '4', 1)).toMatchObject({ cost: 0 });
  });

  test('an opened barrier may cost money to build across (1820 rules §12.3.1.1: £80 per connection across a blue barrier)', () => {
    const hexes = definitionOf('1870').map.hexes.map((h) => (h.id === 'B9' ? { ...h, borders: [{ edge: 1, kind: 'impassable', openFromPhase: '3', cost: 80 }] } : h));
    const title = titleWith({ map: { hexes } });
    const ctx = run(title);
    writableHex(ctx.state, 'B7').tile = null;
    expect(checkLay(ctx, 'MKT', 'B7', '4', 1)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    ctx.state.phase = title.phases.findIndex((p) => p.id === '3');
    ctx.state.corporations.MKT!.cash = 500;
    expect(checkLay(ctx, 'MKT', 'B7', '4', 1)).toMatchObject({ cost: 80 });
  });
});

describe('hex edges are track too (1820 rules §15.2: a route may not cross an edge twice; 18xx.games counts an edge as track)', () => {
  test('crossedEdges names each edge between consecutive pieces in different hexes, the same from either side', () => {
    expect(crossedEdges(['B11#0', 'B11#1', 'B9#0', 'B7#2'])).toEqual(['edge:B11|B9', 'edge:B7|B9']);
    expect(crossedEdges(['B9#0', 'B11#0'])).toEqual(crossedEdges(['B11#3', 'B9#4']));
  });

  test('a route whose track crosses one edge twice (through forks on both sides) is refused', () => {
    const ctx = run(titleWith({}));
    // The pieces a walk would take over forks on both sides of the B11-B9 edge: the shared check
    // (finishRoute, which validation and the optimiser both call) refuses them.
    const stops = [{ hex: 'B11', node: 0 }, { hex: 'B9', node: 0 }];
    const twice = finishRoute(ctx, 'MKT', '2-0', '2', stops, ['B11#0', 'B9#0', 'B11#1', 'B9#1'], []);
    expect(twice).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('crosses a hex edge twice') });
    expect(finishRoute(ctx, 'MKT', '2-0', '2', stops, ['B11#0', 'B9#0'], [])).toMatchObject({ revenue: 40 });
  });
});
