/**
 * Best routes for a corporation, exactly.
 *
 * 1. Collapse the track reachable from the corporation's stations into a graph
 *    of revenue nodes joined by links (links.ts).
 * 2. Enumerate every simple route in that graph with at least two stops, a
 *    station of the corporation, no piece of track used twice and at most as
 *    many stops as the longest train can visit. Each route is kept once, from
 *    its lexically smaller end.
 * 3. Score every route for every train type (revenue.ts), then choose one route
 *    (or none) per train by branch and bound over track-disjoint sets. The
 *    bound for the trains not yet assigned is the sum of each one's best route
 *    ignoring conflicts: it never underestimates, so pruning on it never loses
 *    the optimum, and a search that finishes is a proof.
 *
 * The budget is counted in search steps, not milliseconds, so the engine stays
 * deterministic (the same state always gives the same answer). Callers that
 * want a wall-clock limit pass `shouldStop`; the answer is then marked
 * unproven, with an upper bound.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/compile';
import { blocksPassage, placedTile, stationNodes } from '../map/graph';
import { corpHolder, type GameState } from '../state/types';
import { buildNodeGraph, type Step } from './links';
import { maxVisits, scoreRoute, stopRevenue, trainRule, type Stop } from './revenue';
import { finishRoute, type CheckedRoute } from './validate';
import { TrackView } from './walk';

export interface BestRoutes {
  routes: CheckedRoute[];
  revenue: number;
  /** True when the search ran to completion: no better set of routes exists. */
  proven: boolean;
  /** A revenue no set of routes can exceed. */
  upperBound: number;
  /** Search effort, for benchmarks. */
  stats: { routes: number; links: number; steps: number };
}

export interface BestRoutesOptions {
  /** Maximum search steps (default 20,000,000). */
  maxSteps?: number;
  /** Polled every few thousand steps; returning true stops the search with the best found so far. */
  shouldStop?: () => boolean;
}

interface Candidate {
  nodes: string[];
  path: string[];
  tracks: string[];
  bits: Uint32Array;
}

const parseKey = (key: string): Stop => {
  const dot = key.lastIndexOf('.');
  return { hex: key.slice(0, dot), node: Number(key.slice(dot + 1)) };
};

export function bestRoutes(title: Title, state: GameState, corp: string, options: BestRoutesOptions = {}): BestRoutes {
  const ctx: Ctx = { title, state, log: [] };
  const maxSteps = options.maxSteps ?? 20_000_000;
  let steps = 0;
  let stopped = false;
  const tick = (): boolean => {
    steps++;
    if (steps > maxSteps || (steps % 8192 === 0 && options.shouldStop?.())) stopped = true;
    return stopped;
  };

  const trains = state.trains
    .filter((t) => t.owner === corpHolder(corp))
    .map((t) => ({ id: t.id, type: t.type, rule: trainRule(title, t.type) }));
  if (trains.length === 0) return { routes: [], revenue: 0, proven: true, upperBound: 0, stats: { routes: 0, links: 0, steps: 0 } };

  const view = new TrackView(title, state);
  const stations = new Set<string>();
  for (const s of stationNodes(title, state, corp)) stations.add(`${s.hex}.${s.node}`);
  const graph = buildNodeGraph(title, state, [...stations], view);
  const words = graph.words;
  const linkBits = graph.links.map((l) => {
    const bits = new Uint32Array(words);
    for (const t of l.tracks) {
      const b = graph.trackBit.get(t)!;
      bits[b >>> 5]! |= 1 << (b & 31);
    }
    return bits;
  });
  const passable = new Map<string, boolean>();
  for (const key of graph.adjacency.keys()) {
    const s = parseKey(key);
    passable.set(key, !blocksPassage(state, s.hex, placedTile(title, state, s.hex)!.tile, s.node, corp));
  }

  // 2. Enumerate routes.
  const limit = Math.max(...trains.map((t) => maxVisits(t.rule)));
  const routes: Candidate[] = [];
  const nodes: string[] = [];
  const path: string[] = [];
  const linkStack: number[] = [];
  const onRoute = new Set<string>();
  const used = new Uint32Array(words);
  let stationsOn = 0;

  const record = (): void => {
    if (nodes.length < 2 || stationsOn === 0 || nodes[0]! > nodes[nodes.length - 1]!) return;
    const tracks = linkStack.flatMap((id) => graph.links[id]!.tracks);
    routes.push({ nodes: [...nodes], path: [...path], tracks, bits: used.slice() });
  };

  const extend = (at: string): void => {
    if (tick()) return;
    record();
    if (nodes.length >= limit) return;
    if (nodes.length > 1 && !passable.get(at)) return;
    for (const step of graph.adjacency.get(at) ?? []) {
      if (onRoute.has(step.to)) continue;
      const bits = linkBits[step.link.id]!;
      let clash = false;
      for (let w = 0; w < words; w++) if ((used[w]! & bits[w]!) !== 0) clash = true;
      if (clash) continue;
      push(step, bits);
      extend(step.to);
      pop(step, bits);
      if (stopped) return;
    }
  };
  const push = (step: Step, bits: Uint32Array): void => {
    for (let w = 0; w < words; w++) used[w]! |= bits[w]!;
    nodes.push(step.to);
    path.push(...step.via, step.to);
    linkStack.push(step.link.id);
    onRoute.add(step.to);
    if (stations.has(step.to)) stationsOn++;
  };
  const pop = (step: Step, bits: Uint32Array): void => {
    for (let w = 0; w < words; w++) used[w]! &= ~bits[w]!;
    nodes.pop();
    path.length -= step.via.length + 1;
    linkStack.pop();
    onRoute.delete(step.to);
    if (stations.has(step.to)) stationsOn--;
  };

  for (const start of [...graph.adjacency.keys()].sort()) {
    nodes.push(start);
    path.push(start);
    onRoute.add(start);
    if (stations.has(start)) stationsOn++;
    extend(start);
    if (stations.has(start)) stationsOn--;
    onRoute.delete(start);
    path.pop();
    nodes.pop();
    if (stopped) break;
  }

  // 3. Score per train type, then branch and bound.
  const value = new Map<string, number>();
  for (const key of graph.adjacency.keys()) value.set(key, stopRevenue(title, state, parseKey(key)));
  const hexCount = (c: Candidate): number => new Set(c.tracks.map((t) => t.slice(0, t.indexOf('#')))).size;
  const scoredByType = new Map<string, { c: Candidate; revenue: number }[]>();
  for (const t of trains) {
    if (scoredByType.has(t.type)) continue;
    const list: { c: Candidate; revenue: number }[] = [];
    for (const c of routes) {
      const s = scoreRoute(title, state, t.rule, c.nodes.map(parseKey), hexCount(c), corp);
      if (s && s.revenue > 0) list.push({ c, revenue: s.revenue });
    }
    list.sort((a, b) => b.revenue - a.revenue || (a.c.path.join() < b.c.path.join() ? -1 : 1));
    scoredByType.set(t.type, list);
  }
  // Trains with the best single route first: the bound tightens fastest.
  const order = [...trains].sort((a, b) => (scoredByType.get(b.type)![0]?.revenue ?? 0) - (scoredByType.get(a.type)![0]?.revenue ?? 0) || (a.id < b.id ? -1 : 1));
  const bestEach = order.map((t) => scoredByType.get(t.type)![0]?.revenue ?? 0);
  const suffix = bestEach.map((_, i) => bestEach.slice(i).reduce((a, b) => a + b, 0));
  suffix.push(0);
  let upperBound = suffix[0]!;
  if (stopped) {
    // Enumeration was cut short, so unseen routes may be better: fall back to a bound that needs no
    // enumeration: each train paid its best possible stops anywhere in the graph.
    const values = [...value.values()].sort((a, b) => b - a);
    const top = (n: number): number => values.slice(0, Math.min(n, values.length)).reduce((a, b) => a + b, 0);
    upperBound = trains.reduce((sum, t) => sum + top(t.rule.kind === 'hexes' ? t.rule.hexes + 1 : t.rule.buckets.reduce((a, b) => a + b.pay, 0)), 0);
  }

  let best = -1;
  let bestPick: ({ c: Candidate; revenue: number } | null)[] = [];
  const pick: ({ c: Candidate; revenue: number } | null)[] = [];
  const taken = new Uint32Array(words);
  const search = (i: number, total: number): void => {
    if (tick()) return;
    if (i === order.length) {
      if (total > best) {
        best = total;
        bestPick = [...pick];
      }
      return;
    }
    if (total + suffix[i]! <= best) return;
    for (const s of scoredByType.get(order[i]!.type)!) {
      if (total + s.revenue + suffix[i + 1]! <= best) break;
      let clash = false;
      for (let w = 0; w < words; w++) if ((taken[w]! & s.c.bits[w]!) !== 0) clash = true;
      if (clash) continue;
      for (let w = 0; w < words; w++) taken[w]! |= s.c.bits[w]!;
      pick.push(s);
      search(i + 1, total + s.revenue);
      pick.pop();
      for (let w = 0; w < words; w++) taken[w]! &= ~s.c.bits[w]!;
      if (stopped) return;
    }
    pick.push(null);
    search(i + 1, total);
    pick.pop();
  };
  if (!stopped) search(0, 0);

  const out: CheckedRoute[] = [];
  bestPick.forEach((s, i) => {
    if (!s) return;
    const t = order[i]!;
    const checked = finishRoute(ctx, corp, t.id, t.type, s.c.nodes.map(parseKey), s.c.tracks, s.c.path, view);
    if ('code' in checked) throw new Error(`optimiser produced an invalid route: ${checked.message}`);
    out.push(checked);
  });
  out.sort((a, b) => (a.train < b.train ? -1 : 1));
  const revenue = Math.max(best, 0);
  return {
    routes: out,
    revenue,
    proven: !stopped,
    upperBound: stopped ? Math.max(upperBound, revenue) : revenue,
    stats: { routes: routes.length, links: graph.links.length, steps },
  };
}
