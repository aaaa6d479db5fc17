/**
 * Best routes for a corporation: enumerate every legal route (as defined in
 * revenue.ts) up to the longest train's reach, then choose one route per train
 * by branch and bound over disjoint track. The bound is the sum of each
 * remaining train's best route ignoring conflicts, which can only overestimate,
 * so pruning on it never loses the optimum: when the search finishes inside its
 * step budget the result is proven optimal.
 *
 * The budget is counted in search steps, not milliseconds, so the engine stays
 * deterministic (the same state always gives the same answer). Callers that
 * want a wall-clock limit pass `shouldStop`.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/compile';
import { blocksPassage, nodeKey, reach } from '../map/graph';
import { isEdge, type Endpoint } from '../map/tiles';
import { corpHolder, type GameState } from '../state/types';
import { routeRevenue, trainDistance, type Stop } from './revenue';
import { finishRoute, type CheckedRoute } from './validate';
import { TrackView } from './walk';

export interface BestRoutes {
  routes: CheckedRoute[];
  revenue: number;
  /** True when the search ran to completion: no better set of routes exists. */
  proven: boolean;
  /** A revenue no set of routes can exceed. */
  upperBound: number;
}

export interface BestRoutesOptions {
  /** Maximum search steps (default 2,000,000). */
  maxSteps?: number;
  /** Polled now and then; returning true stops the search with the best found so far. */
  shouldStop?: () => boolean;
}

interface Candidate {
  stops: Stop[];
  tracks: string[];
  path: string[];
  revenue: number;
}

function enumerateRoutes(ctx: Ctx, corp: string, maxStops: number): Candidate[] {
  const { title, state } = ctx;
  const view = new TrackView(title, state);
  const found = new Map<string, Candidate>();
  const starts = [...reach(title, state, corp).nodes];
  const stationNodes = new Set<string>();
  for (const t of state.corporations[corp]!.tokens) {
    const pt = view.tile(t.hex);
    const node = pt?.tile.cities[t.city];
    if (node !== undefined) stationNodes.add(nodeKey(t.hex, node));
  }

  const stops: Stop[] = [];
  const tracks: string[] = [];
  const path: string[] = [];
  const visited = new Set<string>();
  const usedTrack = new Set<string>();

  const record = (): void => {
    if (stops.length < 2 || !stops.some((s) => stationNodes.has(nodeKey(s.hex, s.node)))) return;
    const key = [...tracks].sort().join('|');
    if (found.has(key)) return;
    found.set(key, { stops: [...stops], tracks: [...tracks], path: [...path], revenue: routeRevenue(title, state, stops) });
  };

  const fromNode = (hex: string, node: number): void => {
    record();
    if (stops.length >= maxStops) return;
    if (stops.length > 1 && blocksPassage(state, hex, view.tile(hex)!.tile, node, corp)) return;
    for (const m of view.moves(hex, { node })) {
      if (usedTrack.has(m.track)) continue;
      usedTrack.add(m.track);
      tracks.push(m.track);
      if (m.crossed) alongEdge(m.hex, m.at);
      else if (!isEdge(m.at)) arrive(hex, m.at.node);
      tracks.pop();
      usedTrack.delete(m.track);
    }
  };

  const arrive = (hex: string, node: number): void => {
    const key = nodeKey(hex, node);
    if (visited.has(key)) return;
    visited.add(key);
    stops.push({ hex, node });
    path.push(key);
    fromNode(hex, node);
    path.pop();
    stops.pop();
    visited.delete(key);
  };

  // Entered `hex` across an edge: run into one of its nodes, or straight through.
  const alongEdge = (hex: string, at: Endpoint): void => {
    for (const m of view.moves(hex, at)) {
      if (usedTrack.has(m.track)) continue;
      usedTrack.add(m.track);
      tracks.push(m.track);
      if (!m.crossed && !isEdge(m.at)) arrive(hex, m.at.node);
      else if (m.crossed) {
        path.push(hex);
        alongEdge(m.hex, m.at);
        path.pop();
      }
      tracks.pop();
      usedTrack.delete(m.track);
    }
  };

  for (const key of starts) {
    const dot = key.lastIndexOf('.');
    arrive(key.slice(0, dot), Number(key.slice(dot + 1)));
  }
  return [...found.values()];
}

export function bestRoutes(title: Title, state: GameState, corp: string, options: BestRoutesOptions = {}): BestRoutes {
  const ctx: Ctx = { title, state, log: [] };
  const trains = state.trains
    .filter((t) => t.owner === corpHolder(corp))
    .map((t) => ({ id: t.id, type: t.type, distance: trainDistance(title, t.type) }))
    .sort((a, b) => b.distance - a.distance || (a.id < b.id ? -1 : 1));
  if (trains.length === 0) return { routes: [], revenue: 0, proven: true, upperBound: 0 };
  const totalStops = Object.values(state.hexes).length * 3;
  const maxStops = Math.min(trains[0]!.distance, totalStops);
  const all = enumerateRoutes(ctx, corp, maxStops).sort((a, b) => b.revenue - a.revenue || a.path.join().localeCompare(b.path.join()));
  const perTrain = trains.map((t) => all.filter((c) => c.stops.length <= t.distance));
  const bestEach = perTrain.map((cands) => cands[0]?.revenue ?? 0);
  const suffix = bestEach.map((_, i) => bestEach.slice(i).reduce((a, b) => a + b, 0));
  const upperBound = suffix[0] ?? 0;

  let best = -1;
  let bestPick: (Candidate | null)[] = [];
  const pick: (Candidate | null)[] = [];
  const used = new Set<string>();
  let steps = 0;
  const maxSteps = options.maxSteps ?? 2_000_000;
  let stopped = false;

  const search = (t: number, total: number): void => {
    if (stopped) return;
    if (++steps > maxSteps || (steps % 4096 === 0 && options.shouldStop?.())) {
      stopped = true;
      return;
    }
    if (t === trains.length) {
      if (total > best) {
        best = total;
        bestPick = [...pick];
      }
      return;
    }
    if (total + suffix[t]! <= best) return;
    for (const c of perTrain[t]!) {
      if (total + c.revenue + (suffix[t + 1] ?? 0) <= best) break;
      if (c.tracks.some((k) => used.has(k))) continue;
      for (const k of c.tracks) used.add(k);
      pick.push(c);
      search(t + 1, total + c.revenue);
      pick.pop();
      for (const k of c.tracks) used.delete(k);
      if (stopped) return;
    }
    pick.push(null);
    search(t + 1, total);
    pick.pop();
  };
  search(0, 0);

  const routes: CheckedRoute[] = [];
  bestPick.forEach((c, i) => {
    if (!c) return;
    const t = trains[i]!;
    routes.push({
      train: t.id,
      stops: c.stops,
      breakdown: [],
      revenue: c.revenue,
      tracks: c.tracks,
      path: c.path,
    });
  });
  // Fill the per-stop breakdown from the same revenue definition the validator uses.
  for (const r of routes) {
    const checked = finishRoute(ctx, corp, r.train, state.trains.find((t) => t.id === r.train)!.type, r.stops, r.tracks, r.path);
    if (!('code' in checked)) r.breakdown = checked.breakdown;
  }
  return { routes, revenue: Math.max(best, 0), proven: !stopped, upperBound: stopped ? upperBound : Math.max(best, 0) };
}
