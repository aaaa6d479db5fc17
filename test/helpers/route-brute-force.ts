/**
 * An independent brute force for a corporation's best run, used to check the
 * optimiser: every route of every train is found by a plain walk over tile
 * paths (no link graph, no bound, no pruning by value), each judged by the
 * shared revenue definition (finishRoute); then every combination of one
 * route or none per train is tried, judged by the shared run rules
 * (runRefusal, and scoreRun for chains, locations paying once and per-hex
 * subsidies; routes may share track when the title's routes.sharedTrack is "all"). The best is the highest revenue, then the
 * highest halt subsidy, as the optimiser scores a run.
 */
import type { GameState, Title } from '../../engine';
import {
  type Ctx, blocksPassage, nodeKey, isEdge, crossedEdges, routeRules, runType, finishRoute, runRefusal, tokenedOut,
  type CheckedRoute, scoreRun, TrackView, routeClaimLimitRefusal,
} from './engine-internals';

/**
 * Every legal route for one train, by exhaustive walk over tile paths (one per set of track used); with
 * `claims`, the routes that use those cousins' route abilities (cousins.json; finishRoute judges them).
 */
export function allRoutes(title: Title, state: GameState, corp: string, trainId: string, maxStops = Infinity, claims?: string[]): CheckedRoute[] {
  const ctx: Ctx = { title, state, log: [] };
  const view = new TrackView(title, state);
  const type = runType(state.trains.find((t) => t.id === trainId)!);
  const passLimit = routeRules(title).blockedPassesPerRun;
  const out = new Map<string, CheckedRoute>();
  const walk = (hex: string, at: { node: number } | { edge: number }, stops: { hex: string; node: number }[], tracks: string[], passes: number): void => {
    if (!isEdge(at)) {
      const key = nodeKey(hex, at.node);
      if (stops.some((s) => nodeKey(s.hex, s.node) === key)) return;
      stops = [...stops, { hex, node: at.node }];
      const r = finishRoute(ctx, corp, trainId, type, stops, tracks, [], undefined, undefined, claims);
      if (!('code' in r)) {
        const k = [...tracks].sort().join('|');
        if (!out.has(k)) out.set(k, r);
      }
      const tile = view.tile(hex)!.tile;
      if (stops.length > 1 && blocksPassage(state, hex, tile, at.node, corp)) {
        if (!tokenedOut(state, hex, tile, at.node, corp) || passes >= passLimit) return;
        passes++;
      }
      if (stops.length >= maxStops) return;
    }
    for (const m of view.moves(hex, at)) {
      if (tracks.includes(m.track)) continue;
      walk(m.hex, m.at, stops, [...tracks, m.track], passes);
    }
  };
  for (const hex of Object.keys(state.hexes)) {
    const pt = view.tile(hex);
    pt?.tile.nodes.forEach((_n, node) => walk(hex, { node }, [], [], 0));
  }
  return [...out.values()];
}

export interface BruteBest {
  revenue: number;
  subsidy: number;
  /** How many route combinations were judged. */
  sets: number;
}

/** The best run over every combination of the trains' routes (track-disjoint, passing the run rules). */
export function bruteForceRun(title: Title, state: GameState, corp: string, perTrain: CheckedRoute[][]): BruteBest {
  const share = routeRules(title).shareTrack;
  let best = { revenue: 0, subsidy: 0 };
  let sets = 0;
  const chosen: CheckedRoute[] = [];
  const go = (i: number, used: Set<string>): void => {
    if (i === perTrain.length) {
      sets++;
      if (chosen.length === 0 || runRefusal(title, state, corp, chosen)) return;
      // Cousins' route abilities: no more routes claim one than it allows.
      if (chosen.some((c) => c.grants) && routeClaimLimitRefusal({ title, state, log: [] }, corp, chosen)) return;
      const run = scoreRun(title, state, chosen);
      if (!Array.isArray(run)) return;
      const revenue = run.reduce((a, c) => a + c.revenue, 0);
      const subsidy = run.reduce((a, c) => a + c.subsidy, 0);
      if (revenue > best.revenue || (revenue === best.revenue && subsidy > best.subsidy)) best = { revenue, subsidy };
      return;
    }
    go(i + 1, used);
    for (const r of perTrain[i]!) {
      const pieces = [...r.tracks, ...crossedEdges(r.tracks)];
      if (!share && pieces.some((t) => used.has(t))) continue;
      chosen.push(r);
      go(i + 1, share ? used : new Set([...used, ...pieces]));
      chosen.pop();
    }
  };
  go(0, new Set());
  return { ...best, sets };
}
