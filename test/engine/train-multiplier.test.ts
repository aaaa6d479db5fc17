/**
 * trains.json `multiplier` (1820 §15.3.3, N+D trains: "the sum of all the towns, possible port and
 * the best N cities or off-boards on the route, all doubled"; 1820 G22), on the 1870 board with a
 * patched roster as test/engine/route-kinds.test.ts does: Kansas City (B11) and Topeka (B9) are
 * cities of 20 on tile 57, B7 a town of 10 on tile 4, in a row; MKT has a station in Kansas City.
 */
import { bestRoutes, compileTitle, mergePatch, type GameState, type Definition } from '../../engine';
import { type Ctx, checkRoute, initialState } from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

function titleWithTrain(train: Record<string, unknown>) {
  const def = structuredClone(definitionOf('1870'));
  const patch = { trains: [{ id: '2', price: 80, count: 7, rustsOn: '4', ...train }, ...definitionOf('1870').trains.trains.slice(1)] };
  (def as unknown as Record<string, unknown>).trains = mergePatch(def.trains, patch);
  return compileTitle(def as Definition);
}

function run(title: ReturnType<typeof compileTitle>): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  const c = state.corporations.MKT!;
  writableHex(state, 'B11').tokens.push({ corporation: 'MKT', city: 0, slot: 0 });
  c.tokens.push({ hex: 'B11', city: 0 });
  for (const [hex, tile] of [['B11', '57'], ['B9', '57'], ['B7', '4']] as const) {
    writableHex(state, hex).tile = tile;
    writableHex(state, hex).rotation = 1;
  }
  const t = state.trains.find((x) => x.id === '2-0')!;
  t.owner = 'corp:MKT';
  c.trains.push(t.id);
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: 'MKT', turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const ND = [{ nodes: ['city', 'offboard'], pay: 1, visit: 99 }, { nodes: ['town'], pay: 99 }];

describe('train multiplier (1820 §15.3.3 N+D trains, trains.json multiplier)', () => {
  test('a 1D+ pays the town and its best city, doubled: (20 + 10) × 2', () => {
    const ctx = run(titleWithTrain({ distance: ND, multiplier: 2 }));
    const r = checkRoute(ctx, 'MKT', { train: '2-0', path: ['B11.0', 'B9.0', 'B7.0'] }, new Set());
    expect(r).toMatchObject({ revenue: 60, breakdown: [{ revenue: 40 }, { revenue: 0 }, { revenue: 20 }] });
  });

  test('the optimiser finds the doubled revenue, and the same route undoubled pays half', () => {
    const doubled = run(titleWithTrain({ distance: ND, multiplier: 2 }));
    expect(bestRoutes(doubled.title, doubled.state, 'MKT')).toMatchObject({ revenue: 60, proven: true });
    const plain = run(titleWithTrain({ distance: ND }));
    expect(bestRoutes(plain.title, plain.state, 'MKT')).toMatchObject({ revenue: 30, proven: true });
  });

  test('1820: the 5D+ doubles, the other trains do not', () => {
    const t = titleOf('1820');
    expect(t.trainTypes.filter((x) => (x as { multiplier?: number }).multiplier === 2).map((x) => x.id)).toEqual(['5D+']);
  });
});
