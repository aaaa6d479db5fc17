/**
 * Best routes for a corporation, exactly.
 *
 * 1. Collapse the track reachable from the corporation's stations into a graph
 *    of revenue nodes joined by links (links.ts); number the nodes and give
 *    each piece of track a bit.
 * 2. Enumerate every simple route in that graph with at least two stops, a
 *    station of the corporation, no piece of track used twice and at most as
 *    many stops as the longest train can visit. Each route is kept once, from
 *    its smaller end. Revenue is kept up to date as the walk extends, so most
 *    routes are scored in constant time.
 * 3. Choose one route (or none) per train by branch and bound over
 *    track-disjoint sets. The bound for the trains not yet assigned is the sum
 *    of each one's best route ignoring conflicts: it never underestimates, so
 *    pruning on it never loses the optimum, and a search that finishes is a
 *    proof.
 *
 * With a single train the enumeration itself is bounded: a partial route whose
 * revenue plus the best values it could still add cannot beat the best route
 * found so far is not extended (the values it could add are bounded by the
 * largest node values on the map, which no extension can exceed).
 *
 * The budget is counted in search steps, not milliseconds, so the engine stays
 * deterministic (the same state always gives the same answer). Callers that
 * want a wall-clock limit pass `shouldStop`; the answer is then marked
 * unproven, with a sound upper bound.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/compile';
import { blocksPassage, placedTile, stationNodes } from '../map/graph';
import { corpHolder, type GameState } from '../state/types';
import { buildNodeGraph } from './links';
import { maxVisits, mayRun, scoreRoute, stopRevenue, trainRule, type Stop, type TrainRule } from './revenue';
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
  /** One train must run exactly between these two stops (1870's connection run), as "<hex>.<node>" keys. */
  mustConnect?: [string, string];
}

interface Candidate {
  nodes: Int32Array;
  links: Int32Array;
  bits: Uint32Array;
  /** Revenue for each distinct train type (index into `types`), -1 when that train cannot run it. */
  revenue: Int32Array;
}

const parseKey = (key: string): Stop => {
  const dot = key.lastIndexOf('.');
  return { hex: key.slice(0, dot), node: Number(key.slice(dot + 1)) };
};

/** A rule that pays every stop it visits, up to n: scored incrementally. */
const simplePay = (rule: TrainRule): number | null =>
  rule.kind === 'stops' && rule.buckets.length === 1 && rule.buckets[0]!.nodes === null && rule.buckets[0]!.pay >= rule.buckets[0]!.visit
    ? rule.buckets[0]!.visit
    : null;

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
    .filter((t) => t.owner === corpHolder(corp) && mayRun(title, state, corp, t.type))
    .map((t) => ({ id: t.id, type: t.type, rule: trainRule(title, t.type) }));
  if (trains.length === 0) return { routes: [], revenue: 0, proven: true, upperBound: 0, stats: { routes: 0, links: 0, steps: 0 } };
  const types = [...new Set(trains.map((t) => t.type))];
  const typeRules = types.map((t) => trainRule(title, t));

  // 1. The node graph, with integer ids.
  const view = new TrackView(title, state);
  const stationKeys = stationNodes(title, state, corp).map((s) => `${s.hex}.${s.node}`);
  const graph = buildNodeGraph(title, state, stationKeys, view);
  const keys = [...graph.adjacency.keys()].sort();
  const id = new Map(keys.map((k, i) => [k, i]));
  const n = keys.length;
  const stops = keys.map(parseKey);
  const base = new Int32Array(n);
  const value = new Int32Array(n); // base plus bonus markers for this corporation
  const doubleEnd = new Int32Array(n); // added when the node is a route end (destination marker)
  const passable = new Uint8Array(n);
  const station = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const s = stops[i]!;
    base[i] = stopRevenue(title, state, s);
    let bonus = 0;
    for (const m of state.markers) {
      if (m.hex !== s.hex) continue;
      if (m.kind === 'bonus') bonus += m.corporation === corp ? m.ownerBonus : m.otherBonus;
      else if (m.corporation === corp) doubleEnd[i] = base[i]!;
    }
    value[i] = base[i]! + bonus;
    passable[i] = blocksPassage(state, s.hex, placedTile(title, state, s.hex)!.tile, s.node, corp) ? 0 : 1;
  }
  for (const k of stationKeys) if (id.has(k)) station[id.get(k)!] = 1;
  const words = graph.words;
  const linkBits = graph.links.map((l) => {
    const bits = new Uint32Array(words);
    for (const t of l.tracks) {
      const b = graph.trackBit.get(t)!;
      bits[b >>> 5]! |= 1 << (b & 31);
    }
    return bits;
  });
  const adj: { to: number; link: number }[][] = keys.map((k) => graph.adjacency.get(k)!.map((s) => ({ to: id.get(s.to)!, link: s.link.id })));

  // 2. Enumerate routes.
  // A route visits each node at most once, which also bounds trains with unlimited stops (1870 Diesels).
  const limit = Math.min(n, Math.max(...trains.map((t) => maxVisits(t.rule))));
  const simple = typeRules.map(simplePay);
  const routes: Candidate[] = [];
  const nodeStack = new Int32Array(limit + 1);
  const linkStack = new Int32Array(limit + 1);
  let depth = 0; // nodes on the route
  const onRoute = new Uint8Array(n);
  const used = new Uint32Array(words);
  let stationsOn = 0;
  let sum = 0;

  // Single train: bound the walk by the best values still obtainable.
  const single = trains.length === 1 && simple[0] !== null && !options.mustConnect;
  const sortedValues = [...value].sort((a, b) => b - a);
  const topSum = new Int32Array(limit + 2);
  for (let k = 1; k <= limit + 1; k++) topSum[k] = topSum[k - 1]! + (sortedValues[k - 1] ?? 0);
  const maxDouble = Math.max(0, ...doubleEnd);
  let bestSingle = 0;

  const scoreFor = (t: number): number => {
    const visits = depth;
    const cap = simple[t];
    if (cap !== null && cap !== undefined) {
      if (visits > cap) return -1;
      return sum + doubleEnd[nodeStack[0]!]! + doubleEnd[nodeStack[depth - 1]!]!;
    }
    const routeStops: Stop[] = [];
    for (let k = 0; k < depth; k++) routeStops.push(stops[nodeStack[k]!]!);
    const hexes = new Set<string>();
    for (let k = 1; k < depth; k++) for (const tr of graph.links[linkStack[k]!]!.tracks) hexes.add(tr.slice(0, tr.indexOf('#')));
    const s = scoreRoute(title, state, typeRules[t]!, routeStops, hexes.size, corp);
    return s ? s.revenue : -1;
  };

  const record = (): void => {
    if (depth < 2 || stationsOn === 0 || nodeStack[0]! > nodeStack[depth - 1]!) return;
    const revenue = new Int32Array(types.length);
    let any = false;
    for (let t = 0; t < types.length; t++) {
      revenue[t] = scoreFor(t);
      if (revenue[t]! > 0) any = true;
    }
    if (!any) return;
    if (single) {
      if (revenue[0]! < bestSingle) return;
      bestSingle = revenue[0]!;
    }
    routes.push({ nodes: nodeStack.slice(0, depth), links: linkStack.slice(1, depth), bits: used.slice(), revenue });
  };

  const extend = (at: number): void => {
    if (tick()) return;
    record();
    if (depth >= limit) return;
    if (depth > 1 && !passable[at]) return;
    if (single && sum + topSum[limit - depth]! + 2 * maxDouble <= bestSingle && bestSingle > 0) return;
    for (const step of adj[at]!) {
      if (onRoute[step.to]) continue;
      const bits = linkBits[step.link]!;
      let clash = false;
      for (let w = 0; w < words; w++) if ((used[w]! & bits[w]!) !== 0) clash = true;
      if (clash) continue;
      for (let w = 0; w < words; w++) used[w]! |= bits[w]!;
      nodeStack[depth] = step.to;
      linkStack[depth] = step.link;
      depth++;
      onRoute[step.to] = 1;
      stationsOn += station[step.to]!;
      sum += value[step.to]!;
      extend(step.to);
      sum -= value[step.to]!;
      stationsOn -= station[step.to]!;
      onRoute[step.to] = 0;
      depth--;
      for (let w = 0; w < words; w++) used[w]! &= ~bits[w]!;
      if (stopped) return;
    }
  };

  for (let start = 0; start < n && !stopped; start++) {
    nodeStack[0] = start;
    depth = 1;
    onRoute[start] = 1;
    stationsOn = station[start]!;
    sum = value[start]!;
    extend(start);
    onRoute[start] = 0;
  }

  // 3. Branch and bound over trains.
  const lists = types.map((_, t) =>
    routes
      .filter((c) => c.revenue[t]! > 0)
      .sort((a, b) => b.revenue[t]! - a.revenue[t]! || compareNodes(a.nodes, b.nodes) || compareNodes(a.links, b.links)),
  );
  const typeIndex = (type: string): number => types.indexOf(type);
  const order = [...trains].sort(
    (a, b) => (lists[typeIndex(b.type)]![0]?.revenue[typeIndex(b.type)] ?? 0) - (lists[typeIndex(a.type)]![0]?.revenue[typeIndex(a.type)] ?? 0) || (a.id < b.id ? -1 : 1),
  );
  const bestEach = order.map((t) => lists[typeIndex(t.type)]![0]?.revenue[typeIndex(t.type)] ?? 0);
  const suffix = bestEach.map((_, i) => bestEach.slice(i).reduce((a, b) => a + b, 0));
  suffix.push(0);
  let upperBound = suffix[0]!;
  if (stopped) {
    // Enumeration was cut short, so unseen routes may be better: fall back to a bound that needs no
    // enumeration: each train paid its best possible stops anywhere in the graph, ends doubled.
    upperBound = trains.reduce((acc, t) => acc + topSum[Math.min(maxVisits(t.rule), limit + 1)]! + 2 * maxDouble, 0);
  }

  let best = -1;
  let bestPick: (Candidate | null)[] = [];
  const pick: (Candidate | null)[] = [];
  const taken = new Uint32Array(words);
  const ends = options.mustConnect ? options.mustConnect.map((k) => id.get(k) ?? -1) : null;
  const connects = (c: Candidate | null): boolean =>
    !!c && !!ends && ((c.nodes[0] === ends[0] && c.nodes[c.nodes.length - 1] === ends[1]) || (c.nodes[0] === ends[1] && c.nodes[c.nodes.length - 1] === ends[0]));
  const search = (i: number, total: number): void => {
    if (tick()) return;
    if (i === order.length) {
      if (ends && !pick.some(connects)) return;
      if (total > best) {
        best = total;
        bestPick = [...pick];
      }
      return;
    }
    if (total + suffix[i]! <= best) return;
    const t = typeIndex(order[i]!.type);
    for (const c of lists[t]!) {
      const r = c.revenue[t]!;
      if (total + r + suffix[i + 1]! <= best) break;
      let clash = false;
      for (let w = 0; w < words; w++) if ((taken[w]! & c.bits[w]!) !== 0) clash = true;
      if (clash) continue;
      for (let w = 0; w < words; w++) taken[w]! |= c.bits[w]!;
      pick.push(c);
      search(i + 1, total + r);
      pick.pop();
      for (let w = 0; w < words; w++) taken[w]! &= ~c.bits[w]!;
      if (stopped) return;
    }
    pick.push(null);
    search(i + 1, total);
    pick.pop();
  };
  if (!stopped) search(0, 0);

  const out: CheckedRoute[] = [];
  bestPick.forEach((c, i) => {
    if (!c) return;
    const t = order[i]!;
    const routeStops = [...c.nodes].map((x) => stops[x]!);
    const path: string[] = [keys[c.nodes[0]!]!];
    const tracks: string[] = [];
    for (let k = 0; k < c.links.length; k++) {
      const link = graph.links[c.links[k]!]!;
      const fromKey = keys[c.nodes[k]!]!;
      const via = link.from === fromKey ? link.via : [...link.via].reverse();
      path.push(...via, keys[c.nodes[k + 1]!]!);
      tracks.push(...link.tracks);
    }
    const checked = finishRoute(ctx, corp, t.id, t.type, routeStops, tracks, path, view);
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

function compareNodes(a: Int32Array, b: Int32Array): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
