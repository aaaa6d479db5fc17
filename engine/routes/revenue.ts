/**
 * The formal revenue definition, shared by route validation and the optimiser.
 *
 * A route is a walk over tile paths: no path used twice (by this route or any
 * other route of the same corporation this run), no node visited twice, at
 * least two stops, one of them a city holding the corporation's token. Every
 * node the walk reaches is a stop; only the two ends may be off-board areas or
 * cities blocked by other corporations' tokens. 1830 rules, "Running trains".
 *
 * What a train may count is its type's `distance` (trains.json):
 * - a number n: at most n stops of any kind, all paid ("n-train");
 * - "unlimited": any number of stops ("D" trains);
 * - a list of buckets [{nodes, pay, visit}]: each stop goes to a bucket that
 *   lists its kind; a bucket holds at most `visit` stops and pays its best `pay`
 *   ("n+m" trains such as 1860's 2+1; express trains that skip stops);
 * - {hexes: n}: the route may cross at most n hexes and every stop pays.
 * Revenue is the sum of the paid stops' values in the current phase colour.
 */
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';
import { nodeRevenue } from '../map/tiles';
import { placedTile } from '../map/graph';

export interface Stop {
  hex: string;
  node: number;
}

export interface Bucket {
  /** Node kinds the bucket takes (null: any). */
  nodes: Set<string> | null;
  pay: number;
  visit: number;
}

export type TrainRule = { kind: 'stops'; buckets: Bucket[] } | { kind: 'hexes'; hexes: number };

type RawDistance = number | 'unlimited' | { hexes: number } | { nodes?: string[]; pay: number; visit?: number }[];

const cache = new WeakMap<Title, Map<string, TrainRule>>();

export function trainRule(title: Title, type: string): TrainRule {
  let byType = cache.get(title);
  if (!byType) cache.set(title, (byType = new Map()));
  const hit = byType.get(type);
  if (hit) return hit;
  const raw = title.trainType.get(type)!.distance as RawDistance;
  let rule: TrainRule;
  if (raw === 'unlimited') rule = { kind: 'stops', buckets: [{ nodes: null, pay: Infinity, visit: Infinity }] };
  else if (typeof raw === 'number') rule = { kind: 'stops', buckets: [{ nodes: null, pay: raw, visit: raw }] };
  else if (Array.isArray(raw))
    rule = { kind: 'stops', buckets: raw.map((b) => ({ nodes: b.nodes ? new Set(b.nodes) : null, pay: b.pay, visit: b.visit ?? b.pay })) };
  else rule = { kind: 'hexes', hexes: raw.hexes };
  byType.set(type, rule);
  return rule;
}

/** The most stops a route of this train type can visit (bounds the optimiser's search). */
export function maxVisits(rule: TrainRule): number {
  if (rule.kind === 'hexes') return rule.hexes + 1;
  return rule.buckets.reduce((a, b) => a + b.visit, 0);
}

/** Kept for callers that only need the n of an n-train. */
export function trainDistance(title: Title, type: string): number {
  return maxVisits(trainRule(title, type));
}

export function stopKind(title: Title, state: GameState, stop: Stop): string {
  return placedTile(title, state, stop.hex)!.tile.nodes[stop.node]!.kind;
}

export function stopRevenue(title: Title, state: GameState, stop: Stop): number {
  const pt = placedTile(title, state, stop.hex)!;
  const color = title.phases[state.phase]!.color;
  return nodeRevenue(pt.tile.nodes[stop.node]!, color);
}

export interface Scored {
  revenue: number;
  /** Whether each stop (in route order) is paid. */
  paid: boolean[];
}

/**
 * Scores a route for a train: null when the train cannot run it, else the
 * revenue and which stops are paid. `hexCount` is the number of hexes the route
 * touches (used by hex-distance trains).
 */
export function scoreRoute(title: Title, state: GameState, rule: TrainRule, stops: Stop[], hexCount: number, corp: string | null = null): Scored | null {
  const base = scoreBase(title, state, rule, stops, hexCount);
  if (!base || corp === null || state.markers.length === 0) return base;
  return { revenue: base.revenue + markerRevenue(title, state, stops, base.paid, corp), paid: base.paid };
}

/**
 * What map markers add to a route: bonus markers on any stop the train makes
 * (1870 rules, cattle and port tokens), and a destination marker doubling the
 * base value of the destination when it is the first or last stop (1870 rules,
 * "Connection run": the marker doubles the city's value at the end of a run).
 */
export function markerRevenue(title: Title, state: GameState, stops: Stop[], paid: boolean[], corp: string): number {
  let extra = 0;
  for (let i = 0; i < stops.length; i++) extra += markerAt(title, state, stops, paid, corp, i);
  return extra;
}

/** What markers add at the i-th stop of a route. */
export function markerAt(title: Title, state: GameState, stops: Stop[], paid: boolean[], corp: string, i: number): number {
  const s = stops[i]!;
  let extra = 0;
  for (const m of state.markers) {
    if (m.hex !== s.hex) continue;
    if (m.kind === 'bonus') extra += m.corporation === corp ? m.ownerBonus : m.otherBonus;
    else if (m.corporation === corp && paid[i] && (i === 0 || i === stops.length - 1)) extra += stopRevenue(title, state, s);
  }
  return extra;
}

function scoreBase(title: Title, state: GameState, rule: TrainRule, stops: Stop[], hexCount: number): Scored | null {
  const values = stops.map((s) => stopRevenue(title, state, s));
  if (rule.kind === 'hexes') {
    if (hexCount > rule.hexes) return null;
    return { revenue: values.reduce((a, b) => a + b, 0), paid: stops.map(() => true) };
  }
  const buckets = rule.buckets;
  if (buckets.length === 1 && buckets[0]!.nodes === null) {
    const b = buckets[0]!;
    if (stops.length > b.visit) return null;
    if (stops.length <= b.pay) return { revenue: values.reduce((a, c) => a + c, 0), paid: stops.map(() => true) };
    return payBest(values, stops.map((_, i) => i), b.pay);
  }
  // Several buckets: place the stops with the fewest possible buckets first, the most valuable first.
  const kinds = stops.map((s) => stopKind(title, state, s));
  const options = kinds.map((k) => buckets.map((b, i) => (b.nodes === null || b.nodes.has(k) ? i : -1)).filter((i) => i >= 0));
  const order = stops.map((_, i) => i).sort((a, b) => options[a]!.length - options[b]!.length || values[b]! - values[a]!);
  const used = buckets.map(() => 0);
  const members: number[][] = buckets.map(() => []);
  for (const i of order) {
    const choice = options[i]!.find((bi) => used[bi]! < buckets[bi]!.visit);
    if (choice === undefined) return null;
    used[choice]! += 1;
    members[choice]!.push(i);
  }
  const paid = stops.map(() => false);
  let revenue = 0;
  members.forEach((m, bi) => {
    const r = payBest(values, m, buckets[bi]!.pay);
    revenue += r.revenue;
    m.forEach((i) => (paid[i] = r.paid[m.indexOf(i)] ?? false));
  });
  return { revenue, paid };
}

function payBest(values: number[], members: number[], pay: number): Scored {
  const ranked = [...members].sort((a, b) => values[b]! - values[a]! || a - b).slice(0, pay);
  const chosen = new Set(ranked);
  return { revenue: ranked.reduce((a, i) => a + values[i]!, 0), paid: members.map((i) => chosen.has(i)) };
}

export function routeRevenue(title: Title, state: GameState, stops: Stop[]): number {
  let sum = 0;
  for (const s of stops) sum += stopRevenue(title, state, s);
  return sum;
}

/**
 * Whether the corporation may run a train of this type: a train with a `kind`
 * runs only for a corporation whose permits include it (1862 rules, Permits).
 */
export function mayRun(title: Title, state: GameState, corp: string, type: string): boolean {
  const kind = (title.trainType.get(type) as { kind?: string } | undefined)?.kind;
  if (!kind) return true;
  const permits = state.corporations[corp]?.permits ?? (title.corporation.get(corp) as { permits?: string[] } | undefined)?.permits;
  return !permits || permits.includes(kind);
}
