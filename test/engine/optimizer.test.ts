/**
 * The optimiser against an independent brute force: on positions from random
 * demo games, every combination of each train's legal routes (found by a plain
 * walk over tile paths, no link graph, no bound) is tried, and the best total
 * must equal the optimiser's proven revenue. 1830 rules, "Running trains".
 */
import { bestRoutes, type GameState } from '../../engine';
import { type Ctx, blocksPassage, nodeKey, isEdge, finishRoute, TrackView } from '../helpers/engine-internals';
import { playRandomGame, titleOf } from '../helpers/demo';

const title = titleOf('demo');

/** Every legal route for one train, by exhaustive walk over tile paths. */
function allRoutes(state: GameState, corp: string, trainId: string): { revenue: number; tracks: string[] }[] {
  const ctx: Ctx = { title, state, log: [] };
  const view = new TrackView(title, state);
  const type = state.trains.find((t) => t.id === trainId)!.type;
  const out = new Map<string, { revenue: number; tracks: string[] }>();
  const walk = (hex: string, at: { node: number } | { edge: number }, stops: { hex: string; node: number }[], tracks: string[]): void => {
    if (!isEdge(at)) {
      const key = nodeKey(hex, at.node);
      if (stops.some((s) => nodeKey(s.hex, s.node) === key)) return;
      stops = [...stops, { hex, node: at.node }];
      const r = finishRoute(ctx, corp, trainId, type, stops, tracks, []);
      if (!('code' in r)) out.set([...tracks].sort().join('|'), { revenue: r.revenue, tracks });
      if (stops.length > 1 && blocksPassage(state, hex, view.tile(hex)!.tile, at.node, corp)) return;
      if (stops.length >= 8) return;
    }
    for (const m of view.moves(hex, at)) {
      if (tracks.includes(m.track)) continue;
      walk(m.hex, m.at, stops, [...tracks, m.track]);
    }
  };
  for (const hex of Object.keys(state.hexes)) {
    const pt = view.tile(hex);
    pt?.tile.nodes.forEach((_n, node) => walk(hex, { node }, [], []));
  }
  return [...out.values()];
}

function bruteForce(state: GameState, corp: string): number {
  const trains = state.corporations[corp]!.trains;
  const per = trains.map((t) => allRoutes(state, corp, t));
  let best = 0;
  const go = (i: number, used: Set<string>, total: number): void => {
    if (i === per.length) {
      best = Math.max(best, total);
      return;
    }
    go(i + 1, used, total);
    for (const r of per[i]!) {
      if (r.tracks.some((t) => used.has(t))) continue;
      go(i + 1, new Set([...used, ...r.tracks]), total + r.revenue);
    }
  };
  go(0, new Set(), 0);
  return best;
}

test('the optimiser finds the brute-force optimum on every run of random demo games', () => {
  let checked = 0;
  for (const seed of [11, 12, 13]) {
    playRandomGame(title, { players: ['A', 'B', 'C'], seed }, (state, _seat, choices) => {
      if (state.round.kind === 'operating' && choices.some((c) => c.action.type === 'run_routes')) {
        const corp = state.round.current!;
        const best = bestRoutes(title, state, corp);
        expect(best.proven).toBe(true);
        expect(best.revenue).toBe(bruteForce(state, corp));
        checked++;
      }
    });
  }
  expect(checked).toBeGreaterThan(20);
});

test('the run check (firstFound) finds a route exactly when the brute force finds one that earns, single trains included', () => {
  let withRoute = 0;
  let single = 0;
  for (const seed of [21, 22]) {
    playRandomGame(title, { players: ['A', 'B'], seed }, (state, _seat, choices) => {
      if (state.round.kind === 'operating' && choices.some((c) => c.action.type === 'run_routes')) {
        const corp = state.round.current!;
        const found = bestRoutes(title, state, corp, { firstFound: true });
        const best = bruteForce(state, corp);
        expect(found.routes.length > 0).toBe(best > 0);
        if (found.routes.length > 0) {
          expect(found.revenue).toBeGreaterThan(0);
          expect(found.revenue).toBeLessThanOrEqual(best);
          withRoute++;
        }
        if (state.corporations[corp]!.trains.length === 1) single++;
      }
    });
  }
  expect(withRoute).toBeGreaterThan(5);
  expect(single).toBeGreaterThan(0);
});
