/**
 * The formal revenue definition, shared by route validation and the optimiser.
 *
 * A route is a walk over tile paths: no path used twice (by this route or any
 * other route of the same corporation this run), no node visited twice, at
 * least two stops, one of them a city holding the corporation's token. Every
 * node the walk reaches is a stop; only the two ends may be off-board areas or
 * cities blocked by other corporations' tokens. common 18xx rules, "Running trains".
 *
 * What a train may count is its type's `distance` (trains.json):
 * - a number n: at most n stops of any kind, all paid ("n-train");
 * - "unlimited": any number of stops ("D" trains);
 * - a list of buckets [{nodes, pay, visit}]: each stop goes to a bucket that
 *   lists its kind; a bucket holds at most `visit` stops and pays its best `pay`
 *   ("n+m" trains such as 1860's 2+1; express trains that skip stops);
 * - {hexes: n}: the route may cross at most n hexes and every stop pays;
 * - {major: X, minor: Y}: an X+Y train (1860 rules, Running Trains, L741-753):
 *   at most X large stops and Y small stops counted, and with
 *   `minorMayUseMajor` each unused large slot may count one more small stop.
 *   It is compiled to two buckets: [large + (small), pay X] and [small, pay Y].
 * Stops of a kind the title's `routes.skippable` lists may be passed without
 * being counted (1860: towns and halts, L737); halts count for nothing in a
 * phase with `haltsCount: false` (1860's Southern Railway, L897).
 * Revenue is the sum of the paid stops' values in the current phase colour.
 * Counted halts also earn `routes.haltSubsidy` each (1860, L737-740): a
 * subsidy to the treasury, reported apart from the revenue. A route's best
 * scoring maximises revenue first and subsidy second.
 */
import { unitKey, variantKey } from '../definition/keys';
import type { Title } from '../definition/title';
import type { TrainType, TrainVariant } from '../generated/definition';
import type { GameState } from '../state/types';
import { isEdge, lengthKind, nodeRevenue, type Endpoint, type TileNode } from '../map/tiles';
import { placedTile, sameEndpoint } from '../map/graph';
import { gridSteps } from '../map/grid';
import { every, first } from '../core/ask';
import type { LeaseRevenue } from '../core/hook-types';

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

export type TrainRule = ({ kind: 'stops'; buckets: Bucket[] } | { kind: 'hexes'; hexes: number; steps?: boolean }) & {
  /** Kinds the route may not visit at all (trains.json mayNotVisit; 1862 Locals and off-boards). */
  forbidden?: Set<string>;
  /** Kinds passed, never counted nor paid (trains.json ignores; 1862 Express trains and towns). */
  ignored?: Set<string>;
  /** Subsidy per hex touched (trains.json subsidyPerHex; 1862 Locals), before the run's deduplication. */
  subsidyPerHex?: number;
  /** The paid stops' revenue is multiplied by this (trains.json multiplier; 1820 N+D trains). Absent: 1. */
  multiplier?: number;
};

type RawDistance =
  | number
  | 'unlimited'
  | { hexes: number; measure?: 'touched' | 'steps' }
  | { nodes?: string[]; pay: number; visit?: number }[]
  | { major: number; minor: number; majorKinds?: string[]; minorKinds?: string[]; minorMayUseMajor?: boolean };

const cache = new WeakMap<Title, Map<string, TrainRule>>();

/**
 * A train instance's running type: its type, or "<type>:<variant>" for a train bought as a variant
 * (trains.json `variants`; 1862.md §2.6 item 7). Every rule below that takes a `type` takes a
 * running type, so a variant runs by its own distance, kind, chain and subsidy.
 */
export function runType(train: { type: string; variant?: string }): string {
  return train.variant === undefined ? train.type : variantKey(train.type, train.variant);
}

/** The variant a train was bought as (trains.json TrainVariant), if any. */
export function variantOf(title: Title, train: { type: string; variant?: string }): TrainVariant | undefined {
  return train.variant === undefined ? undefined : title.trainType.get(train.type)?.variants?.find((v) => v.id === train.variant);
}

/** A running train: the id it runs under in run_routes and its running type. */
export interface RunningTrain {
  id: string;
  type: string;
}

/**
 * The forms a train certificate runs in, each a list of running trains: one form of one train (its
 * own id and runType) unless it is on a side with `runs` (1843's ×2 sides, rules L6701-6715): then
 * each form's trains are "<id>#<n>", n counting the side's trains from 1 across its forms (1843
 * yellow "2×2 or 3+1": [[#1, #2], [#3]], the director choosing the form when it runs, L4268-4304).
 */
export function runForms(title: Title, train: { id: string; type: string; variant?: string }): RunningTrain[][] {
  const runs = variantOf(title, train)?.runs;
  if (!runs) return [[{ id: train.id, type: runType(train) }]];
  let n = 0;
  return runs.map((form) => form.map(() => ++n).map((k) => ({ id: `${train.id}#${k}`, type: unitKey(runType(train), k) })));
}

/** How many trains a certificate counts as for the train limit: the trains of its smallest form (1843 L4224-4245). */
export function trainUnits(title: Title, train: { id: string; type: string; variant?: string }): number {
  return Math.min(...runForms(title, train).map((f) => f.length));
}

/** Resolves a running train id ("<train id>" or "<train id>#<n>") to its certificate, running type and form. */
export function runningTrain<T extends { id: string; type: string; variant?: string }>(title: Title, trains: T[], id: string): { train: T; type: string; form: number } | undefined {
  const hash = id.indexOf('#');
  const own = hash < 0 ? id : id.slice(0, hash);
  const train = trains.find((t) => t.id === own);
  if (!train) return undefined;
  // A train that runs in one form runs as itself (runForms), under its own id only.
  if (!variantOf(title, train)?.runs) return hash < 0 ? { train, type: runType(train), form: 0 } : undefined;
  const forms = runForms(title, train);
  for (let f = 0; f < forms.length; f++) {
    const unit = forms[f]!.find((u) => u.id === id);
    if (unit) return { train, type: unit.type, form: f };
  }
  return undefined;
}

/** The fields a running type runs by (Title.runTerms). */
export function runTerms(title: Title, type: string): TrainType | undefined {
  return title.runTerms.get(type) ?? title.trainType.get(type);
}

export function trainRule(title: Title, type: string): TrainRule {
  let byType = cache.get(title);
  if (!byType) cache.set(title, (byType = new Map()));
  const hit = byType.get(type);
  if (hit) return hit;
  const def = runTerms(title, type)!;
  const raw = def.distance as RawDistance;
  let rule: TrainRule;
  if (raw === 'unlimited') rule = { kind: 'stops', buckets: [{ nodes: null, pay: Infinity, visit: Infinity }] };
  else if (typeof raw === 'number') rule = { kind: 'stops', buckets: [{ nodes: null, pay: raw, visit: raw }] };
  else if (Array.isArray(raw))
    rule = { kind: 'stops', buckets: raw.map((b) => ({ nodes: b.nodes ? new Set(b.nodes) : null, pay: b.pay, visit: b.visit ?? b.pay })) };
  else if ('major' in raw) {
    const major = raw.majorKinds ?? ['city', 'offboard'];
    const minor = raw.minorKinds ?? ['town', 'halt'];
    // Unused large slots counting small stops = a first bucket that takes both kinds. Large stops
    // fit only there, so they are placed first and small stops take what is left, then bucket two.
    rule = {
      kind: 'stops',
      buckets: [
        { nodes: new Set(raw.minorMayUseMajor ? [...major, ...minor] : major), pay: raw.major, visit: raw.major },
        { nodes: new Set(minor), pay: raw.minor, visit: raw.minor },
      ],
    };
  } else rule = { kind: 'hexes', hexes: raw.hexes, ...(raw.measure === 'steps' ? { steps: true } : {}) };
  if (def.mayNotVisit?.length) rule.forbidden = new Set(def.mayNotVisit);
  if (def.ignores?.length) rule.ignored = new Set(def.ignores);
  if (def.subsidyPerHex) rule.subsidyPerHex = def.subsidyPerHex;
  const multiplier = (def as { multiplier?: number }).multiplier;
  if (multiplier && multiplier !== 1) rule.multiplier = multiplier;
  byType.set(type, rule);
  return rule;
}

/**
 * The most stops a route of this train type can visit (bounds the optimiser's search); with
 * skippable stops (`skippable` true) a route may visit any number.
 */
export function maxVisits(rule: TrainRule, skippable = false): number {
  // n steps touch n + 1 hexes, and a hex may hold two stops (an OO tile).
  if (rule.kind === 'hexes') return rule.steps ? 2 * (rule.hexes + 1) : rule.hexes + 1;
  if (skippable || rule.ignored) return Infinity;
  return rule.buckets.reduce((a, b) => a + b.visit, 0);
}

/** The most stops a route of this train type can be paid for (an X+Y train: X + Y). */
export function maxPaid(rule: TrainRule): number {
  if (rule.kind === 'hexes') return Infinity;
  return rule.buckets.reduce((a, b) => a + Math.min(b.pay, b.visit), 0);
}

const firstNumberCache = new WeakMap<Title, Map<string, TrainRule>>();

/**
 * The counting rule a train runs by now: its own, or where a mechanism says so (firstNumberOnly:
 * 1860's nationalisation, rules L915-916) its first number only, as total stops of any kind.
 */
export function runRule(title: Title, state: GameState, type: string): TrainRule {
  if (!first(title, 'firstNumberOnly', title, state)) return trainRule(title, type);
  let byType = firstNumberCache.get(title);
  if (!byType) firstNumberCache.set(title, (byType = new Map()));
  let rule = byType.get(type);
  if (!rule) {
    const x = firstAllowance(title, type);
    rule = { kind: 'stops', buckets: [{ nodes: null, pay: x, visit: x }] };
    byType.set(type, rule);
  }
  return rule;
}

/** The title's route rules (title.json `routes`), every one off when absent. */
export interface RouteRules {
  noHexReentry: boolean;
  mayNotEndAt: Set<string>;
  skippable: Set<string>;
  haltSubsidy: number;
  mustIncludeHome: boolean;
  mustInterlink: boolean;
  blockedPassesPerRun: number;
  locationPaysOnce: boolean;
  /** Routes of one run may use the same track, any piece (routes.sharedTrack "all"; 1862). */
  shareTrack: boolean;
  /** Classes of stops a route may not both begin and end at (1862: red to red, port to port). */
  mayNotJoin: { kinds: Set<string> | null; colors: Set<string> | null; hexes: Set<string> | null }[];
  /** Hexes whose stops need the corporation's station on that very node (1820's London). */
  stopNeedsOwnStation: Set<string>;
  /** Port stops: ends only, next to a station of the corporation, not revenue centres (1820); `aloneWith`: hexes whose station stop and the port make a route (1820's London and the Docks). */
  ports: { icon: string; adjacency: Record<string, string[]>; aloneWith: Set<string> } | null;
  /** Printed track several routes of a run may use (routes.sharedTrack; 1820's M17 white track): how many, and which pieces. */
  sharedTrack: { routes: number; tracks: { hex: string; a: Endpoint; b: Endpoint }[] } | null;
}

const rulesCache = new WeakMap<Title, RouteRules>();

/** A map.json path end: an edge number, or "n<k>" for node k. */
const endpointOf = (e: number | string): Endpoint => (typeof e === 'number' ? { edge: e } : { node: Number(e.slice(1)) });

/**
 * routes.sharedTrack (1820 L617, L1531): the keys of the track pieces ("<hex>#<path>", as routes/walk.ts names
 * them) and of the hex edges at their ends (crossingKey) that that many routes of one run may use, with that
 * number; empty without the rule. Everything else is used by one route at most.
 */
export function sharedTrackKeys(title: Title, state: GameState): Map<string, number> {
  const rule = routeRules(title).sharedTrack;
  const out = new Map<string, number>();
  if (!rule) return out;
  for (const t of rule.tracks) {
    const pt = placedTile(title, state, t.hex);
    if (!pt) continue;
    const i = pt.paths.findIndex((p) => (sameEndpoint(p.a, t.a) && sameEndpoint(p.b, t.b)) || (sameEndpoint(p.a, t.b) && sameEndpoint(p.b, t.a)));
    if (i < 0) continue;
    out.set(`${t.hex}#${i}`, rule.routes);
    for (const end of [t.a, t.b]) {
      if (!isEdge(end)) continue;
      const next = title.hexes.get(t.hex)?.links[end.edge];
      if (next) out.set(crossingKey(t.hex, next), rule.routes);
    }
  }
  return out;
}

export function routeRules(title: Title): RouteRules {
  const hit = rulesCache.get(title);
  if (hit) return hit;
  const r = title.definition.title.routes ?? {};
  const out: RouteRules = {
    noHexReentry: r.noHexReentry ?? false,
    mayNotEndAt: new Set(r.mayNotEndAt ?? []),
    skippable: new Set(r.skippable ?? []),
    haltSubsidy: r.haltSubsidy ?? 0,
    mustIncludeHome: r.mustIncludeHome ?? false,
    mustInterlink: r.mustInterlink ?? false,
    blockedPassesPerRun: r.blockedPassesPerRun ?? 0,
    locationPaysOnce: r.locationPaysOnce ?? false,
    shareTrack: r.sharedTrack === 'all',
    mayNotJoin: (r.mayNotJoin ?? []).map((c) => ({ kinds: c.kinds ? new Set<string>(c.kinds) : null, colors: c.colors ? new Set(c.colors) : null, hexes: c.hexes ? new Set<string>(c.hexes) : null })),
    stopNeedsOwnStation: new Set((r.stopNeedsOwnStation ?? []).map((x) => x.hex)),
    ports: r.ports ? { icon: r.ports.icon, adjacency: r.ports.adjacency ?? {}, aloneWith: new Set<string>(r.ports.aloneWith ?? []) } : null,
    sharedTrack: r.sharedTrack && r.sharedTrack !== 'all'
      ? { routes: r.sharedTrack.routes, tracks: r.sharedTrack.tracks.map((t) => ({ hex: t.hex, a: endpointOf(t.path[0]!), b: endpointOf(t.path[1]!) })) }
      : null,
  };
  rulesCache.set(title, out);
  return out;
}

/** How the stops of one route are counted in the current state. */
export interface StopTerms {
  /** Kinds a train may pass without counting them. */
  skippable: Set<string>;
  /** Kinds that count for nothing now: passed, never counted (halts in a `haltsCount: false` phase). */
  ignored: Set<string>;
  /** Subsidy for each counted halt. */
  haltSubsidy: number;
}

export function stopTerms(title: Title, state: GameState): StopTerms {
  // A mechanism may stop halts counting (phases.json haltsCount false).
  const haltsCount = every(title, 'haltsCount', title, state);
  // One object per title and answer, never changed: the bucket choices of each kind (kindOptions) are kept per terms object.
  let both = termsCache.get(title);
  if (!both) {
    const rules = routeRules(title);
    both = [
      { skippable: rules.skippable, ignored: HALTS, haltSubsidy: 0 },
      { skippable: rules.skippable, ignored: NONE, haltSubsidy: rules.haltSubsidy },
    ];
    termsCache.set(title, both);
  }
  return both[haltsCount ? 1 : 0];
}

const termsCache = new WeakMap<Title, [StopTerms, StopTerms]>();

const NONE = new Set<string>();
const HALTS = new Set(['halt']);

/** Whether a stop of this kind is always counted and paid its value, without subsidy (the n-train fast path). */
export function plainKind(terms: StopTerms, kind: string): boolean {
  return !terms.skippable.has(kind) && !terms.ignored.has(kind) && !(kind === 'halt' && terms.haltSubsidy > 0);
}

/**
 * A distance as one number, for summaries and views: the stops an n-train counts, X + Y for an
 * X+Y train, the sum of a bucketed train's paid stops, the hexes of a hex train; null when unlimited.
 */
export function distanceStops(raw: TrainType['distance']): number | null {
  if (raw === 'unlimited') return null;
  if (typeof raw === 'number') return raw;
  if (Array.isArray(raw)) return raw.reduce((a, b) => a + b.pay, 0);
  if ('major' in raw) return raw.major + raw.minor;
  return raw.hexes;
}

/** Kept for callers that only need the n of an n-train. */
export function trainDistance(title: Title, type: string): number {
  return maxVisits(trainRule(title, type));
}

export function stopKind(title: Title, state: GameState, stop: Stop): string {
  // A node's countsAs (1843's Genève, a town for length) stands in for its kind.
  return lengthKind(placedTile(title, state, stop.hex)!.tile.nodes[stop.node]!);
}

const kindMultipliers = new WeakMap<Title, Map<string, Map<string, number> | null>>();

/**
 * trains.json stop buckets with a `multiplier`: the multiplier of a train type (or a running type "type:variant")
 * for each node kind, from the first bucket taking that kind (18xx.games' distance row multiplier; 18AL's 4D
 * doubles cities and off-boards, not towns). Null for a type without one.
 */
export function bucketMultipliers(title: Title, train: string): Map<string, number> | null {
  let byType = kindMultipliers.get(title);
  if (!byType) kindMultipliers.set(title, (byType = new Map()));
  const known = byType.get(train);
  if (known !== undefined) return known;
  // A running type "type:variant" multiplies as its type.
  const def = title.trainType.get(train.split(':')[0]!);
  const buckets = Array.isArray(def?.distance) ? (def.distance as { nodes?: string[]; multiplier?: number }[]) : [];
  let out: Map<string, number> | null = null;
  if (buckets.some((b) => b.multiplier !== undefined)) {
    out = new Map();
    for (const kind of ['city', 'town', 'offboard', 'halt', 'junction']) {
      const b = buckets.find((x) => !x.nodes || x.nodes.includes(kind));
      if (b?.multiplier !== undefined) out.set(kind, b.multiplier);
    }
  }
  byType.set(train, out);
  return out;
}

export function stopRevenue(title: Title, state: GameState, stop: Stop, train?: string): number {
  return nodeValue(title, state, stop.hex, placedTile(title, state, stop.hex)!.tile.nodes[stop.node]!, train);
}

/** stopRevenue of a stop on `hex` whose node of the current tile the caller has looked up already (a route's check looks up each stop's once). */
export function nodeValue(title: Title, state: GameState, hex: string, node: TileNode, train?: string): number {
  const multipliers = train === undefined ? null : bucketMultipliers(title, train);
  const value = baseNodeValue(title, state, hex, node, train);
  return multipliers ? value * (multipliers.get(node.kind) ?? 1) : value;
}

function baseNodeValue(title: Title, state: GameState, hex: string, node: TileNode, train?: string): number {
  // tiles node trainRevenue: a value of its own for the train's running type, else its train type (1889's D trains).
  const byTrain = node.trainRevenue;
  if (byTrain && train !== undefined) {
    const own = byTrain[train] ?? byTrain[train.split(':')[0]!];
    if (own !== undefined) return own;
  }
  const color = title.phases[state.phase]!.color;
  // map.json revenueFrom: the value follows another hex's city (1820's Liverpool port, "Liverpool+20").
  const from = (title.hexes.get(hex)?.def as { revenueFrom?: { hex: string; plus: number } } | undefined)?.revenueFrom;
  if (from) {
    const source = placedTile(title, state, from.hex);
    const cities = (source?.tile.nodes ?? []).filter((n) => n.kind === 'city').map((n) => nodeRevenue(n, color));
    return Math.max(0, ...cities) + from.plus;
  }
  return nodeRevenue(node, color);
}

/** 18xx.games G1836Jr30 revenue_for: a port pays once per station of the running corporation on the route. */
export const PER_STATION_REF = '1836Jr30 ports (tiles node revenuePerStation, minRouteStops; 18xx.games G1836Jr30 revenue_for: a port needs two other stops and pays per station of the corporation on the route)';

/** 18xx.games G1850Jr revenue_for: a port adds half the route's revenue, rounded down to ten. */
export const ROUTE_BONUS_REF = '1850Jr ports (tiles node routeBonus; 18xx.games G1850Jr revenue_for: a route through a port needs two other stops and earns half its revenue more, rounded down to ten)';

/**
 * What the route's revenuePerStation and routeBonus nodes add, per stop (in route order), above their
 * value counted once: a paid revenuePerStation node is worth its value for each stop that is a
 * station of the running corporation (`stationAt`), so it adds value × (stations - 1), a negative
 * amount without any; then the first routeBonus node adds its percent of the route's paid values
 * (per-station extras included), rounded down to its multiple. `values` are the stops' values as paid
 * (multiplier included). When a stop's minRouteStops is not met: `{ needs }`, the fewest stops the route
 * must have.
 */
export function routeWideExtras(nodes: readonly TileNode[], values: readonly number[], paid: readonly boolean[], stationAt: (i: number) => boolean): number[] | { needs: number } {
  let need = 0;
  let any = false;
  let bonusAt = -1;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    need = Math.max(need, n.minRouteStops ?? 0);
    if (n.revenuePerStation) any = true;
    if (n.routeBonus && bonusAt < 0) bonusAt = i;
  }
  if (nodes.length < need) return { needs: need };
  const extras = nodes.map(() => 0);
  if (any) {
    let stations = 0;
    for (let i = 0; i < nodes.length; i++) if (stationAt(i)) stations++;
    for (let i = 0; i < nodes.length; i++) if (nodes[i]!.revenuePerStation && paid[i]) extras[i] = values[i]! * (stations - 1);
  }
  if (bonusAt >= 0) {
    const { percent, roundDownTo } = nodes[bonusAt]!.routeBonus!;
    let total = 0;
    for (let i = 0; i < nodes.length; i++) total += (paid[i] ? values[i]! : 0) + extras[i]!;
    const bonus = Math.floor((total * percent) / 100);
    extras[bonusAt]! += Math.max(0, bonus - (bonus % roundDownTo));
  }
  return extras;
}

export interface Scored {
  revenue: number;
  /** Whether each stop (in route order) is counted and paid. */
  paid: boolean[];
  /** Halt subsidy earned (routes.haltSubsidy for each counted halt): not revenue. */
  subsidy: number;
}

/**
 * Scores a route for a train: null when the train cannot run it, else the
 * revenue and which stops are paid. `hexCount` is the number of hexes the route
 * touches (used by hex-distance trains).
 */
export function scoreRoute(title: Title, state: GameState, rule: TrainRule, stops: Stop[], hexCount: number, corp: string | null = null, halts?: number, train?: string): Scored | null {
  const values = stops.map((s) => stopRevenue(title, state, s, train));
  const kinds = stops.map((s) => stopKind(title, state, s));
  return withMarkers(title, state, scoreStops(rule, stopTerms(title, state), values, kinds, hexCount, halts), stops, corp);
}

/** A route's score (scoreStops) with what map markers add to its revenue (markerRevenue), for `corp`; as is without one. */
export function withMarkers(title: Title, state: GameState, base: Scored | null, stops: Stop[], corp: string | null): Scored | null {
  if (!base || corp === null || state.markers.length === 0) return base;
  return { revenue: base.revenue + markerRevenue(title, state, stops, base.paid, corp), paid: base.paid, subsidy: base.subsidy };
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

/**
 * The number of halts a route asks to count (run_routes `halts`; 1860 rules L764-765), when the
 * route can take it: halts are skippable and count now, and the route has that many halts and that
 * much allowance left after its stops that must be counted. Otherwise undefined (revenue first),
 * as 18xx.games drops a request above its maximum (G1860 Game#compute_stops).
 */
function haltRequest(rule: TrainRule, terms: StopTerms, kinds: string[], halts: number | undefined): number | undefined {
  if (halts === undefined || rule.kind !== 'stops' || !terms.skippable.has('halt') || terms.ignored.has('halt')) return undefined;
  const onRoute = kinds.filter((k) => k === 'halt').length;
  const mustCount = kinds.filter((k) => !terms.ignored.has(k) && !terms.skippable.has(k)).length;
  const room = rule.buckets.reduce((a, b) => a + b.visit, 0) - mustCount;
  return halts <= Math.min(onRoute, room) ? halts : undefined;
}

/**
 * The counting rule itself, on stops already looked up (their values in the current phase and
 * their kinds, in route order): which stops are counted and paid, the revenue and the subsidy;
 * null when the train cannot run them. The optimiser calls it with its own tables.
 */
export function scoreStops(rule: TrainRule, terms: StopTerms, values: number[], kinds: string[], hexCount: number, halts?: number): Scored | null {
  const n = values.length;
  if (rule.forbidden && kinds.some((k) => rule.forbidden!.has(k))) return null;
  const ignored = rule.ignored;
  const finish = (paid: boolean[]): Scored => {
    let revenue = 0;
    // 1862 Locals: a subsidy for every hex the route touches (the run deduplicates, runScore.ts).
    let subsidy = rule.subsidyPerHex ? rule.subsidyPerHex * hexCount : 0;
    for (let i = 0; i < n; i++) {
      if (!paid[i]) continue;
      revenue += values[i]!;
      if (kinds[i] === 'halt') subsidy += terms.haltSubsidy;
    }
    // 1820 §15.3.3: an N+D train's revenue is "all doubled" (trains.json multiplier).
    if (rule.multiplier) revenue *= rule.multiplier;
    return { revenue, paid, subsidy };
  };
  if (rule.kind === 'hexes') {
    if (hexCount > rule.hexes) return null;
    return finish(kinds.map((k) => !terms.ignored.has(k) && !ignored?.has(k)));
  }
  // An n-train on plain stops (bucketMembers' first case) within what it pays: every stop is paid.
  if (onePlainBucket(rule, terms, kinds)) {
    const bucket = rule.buckets[0]!;
    if (n > bucket.visit) return null;
    if (n <= bucket.pay) return finish(kinds.map(() => true));
  }
  const members = bucketMembers(rule, terms, values, kinds, halts);
  if (!members) return null;
  const subsidies = kinds.map((k) => (k === 'halt' ? terms.haltSubsidy : 0));
  const paid = kinds.map(() => false);
  members.forEach((m, bi) => {
    const chosen = payBest(values, subsidies, m, rule.buckets[bi]!.pay, n);
    m.forEach((i) => (paid[i] = chosen[i]!));
  });
  return finish(paid);
}

/**
 * The stops (indices in route order) each bucket of a stop-counting train counts, null when the
 * train cannot run them. Each counted stop goes to a bucket that takes its kind, or a skippable one
 * stays uncounted. Stops with the fewest choices go first, the most valuable (then the best
 * subsidised) first: large stops take their slots, small ones fill what is left.
 */
function bucketMembers(rule: TrainRule & { kind: 'stops' }, terms: StopTerms, values: number[], kinds: string[], halts?: number): number[][] | null {
  const n = values.length;
  const buckets = rule.buckets;
  if (onePlainBucket(rule, terms, kinds)) {
    if (n > buckets[0]!.visit) return null;
    return [kinds.map((_, i) => i)];
  }
  const ignored = rule.ignored;
  const skip = buckets.length;
  // Asked-for halts are counted first and no other halt is (1860 rules L764-765).
  const asked = haltRequest(rule, terms, kinds, halts);
  let haltsLeft = asked ?? 0;
  // A kind's choices depend only on the rule and the terms: found once (the optimiser scores every route it walks).
  const known = asked === undefined ? kindOptions(rule, terms) : null;
  const options: number[][] = new Array<number[]>(n);
  const order: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const k = kinds[i]!;
    order[i] = i;
    let o = known?.get(k);
    if (o === undefined) {
      if (terms.ignored.has(k) || ignored?.has(k)) o = [skip];
      else {
        o = buckets.map((b, bi) => (b.nodes === null || b.nodes.has(k) ? bi : -1)).filter((bi) => bi >= 0);
        if (asked !== undefined && k === 'halt') o = haltsLeft-- > 0 ? o : [skip];
        else if (terms.skippable.has(k)) o.push(skip);
      }
      if (known) known.set(k, o);
    }
    options[i] = o;
  }
  const subsidy = (i: number): number => (kinds[i] === 'halt' ? terms.haltSubsidy : 0);
  // Fewest choices first, then the most valuable, the best subsidised, the earliest: a total order, so this
  // insertion sort (the lists are a route's stops, a handful) gives what any sort gives.
  const before = (a: number, b: number): boolean =>
    options[a]!.length - options[b]!.length < 0 ||
    (options[a]!.length === options[b]!.length && (values[a]! > values[b]! || (values[a] === values[b] && (subsidy(a) > subsidy(b) || (subsidy(a) === subsidy(b) && a < b)))));
  for (let x = 1; x < n; x++) {
    const i = order[x]!;
    let y = x - 1;
    while (y >= 0 && before(i, order[y]!)) {
      order[y + 1] = order[y]!;
      y--;
    }
    order[y + 1] = i;
  }
  const used = new Array<number>(skip).fill(0);
  const members: number[][] = buckets.map(() => []);
  for (const i of order) {
    const choice = options[i]!.find((bi) => bi === skip || used[bi]! < buckets[bi]!.visit);
    if (choice === undefined) return null;
    if (choice === skip) continue;
    used[choice]! += 1;
    members[choice]!.push(i);
  }
  return members;
}

/** Whether a stop-counting train has one bucket of every kind and no ignored kind, and the stops are all plain (plainKind): each counts in that bucket. */
function onePlainBucket(rule: TrainRule & { kind: 'stops' }, terms: StopTerms, kinds: readonly string[]): boolean {
  return rule.buckets.length === 1 && rule.buckets[0]!.nodes === null && !rule.ignored && kinds.every((k) => plainKind(terms, k));
}

/** Each kind's bucket choices under a rule and terms, when no halts are asked for (bucketMembers). */
const kindOptionsCache = new WeakMap<StopTerms, WeakMap<TrainRule, Map<string, number[]>>>();
function kindOptions(rule: TrainRule, terms: StopTerms): Map<string, number[]> {
  let byRule = kindOptionsCache.get(terms);
  if (!byRule) kindOptionsCache.set(terms, (byRule = new WeakMap()));
  let out = byRule.get(rule);
  if (!out) byRule.set(rule, (out = new Map()));
  return out;
}

/**
 * Every way the train may pick the stops it is paid for on this route, as `paid` vectors (in route
 * order), the best alone first: where a bucket counts more stops than it pays (an "m/n" train visits
 * n and pays m, 1862.md §2.6.5), any m of them. The choice matters only when another route of the run
 * pays at the same location, each location paying once (title routes.locationPaysOnce): the director
 * picks the stops that make the run's total the greatest (runScore.ts payLocationsOnce). At most
 * `limit` vectors (the best alone only when there are more); an empty list when the train cannot run.
 */
export function paidChoices(rule: TrainRule, terms: StopTerms, values: number[], kinds: string[], hexCount: number, limit: number, scored?: Scored | null): boolean[][] {
  // `scored`: scoreStops of these same arguments, when the caller has it already (the optimiser, for every route).
  const best = scored !== undefined ? scored : scoreStops(rule, terms, values, kinds, hexCount);
  if (!best) return [];
  if (rule.kind !== 'stops') return [best.paid];
  const members = bucketMembers(rule, terms, values, kinds);
  if (!members) return [best.paid];
  // The subsets each bucket may pay: all of its members when it pays them all, else every pick of `pay`.
  const picks = members.map((m, bi) => subsets(m, Math.min(rule.buckets[bi]!.pay, m.length), limit + 1));
  if (picks.reduce((a, p) => a * p.length, 1) > limit) return [best.paid];
  let out: boolean[][] = [values.map(() => false)];
  for (const p of picks) out = out.flatMap((paid) => p.map((sub) => paid.map((x, i) => x || sub.includes(i))));
  const same = (a: boolean[]): boolean => a.every((x, i) => x === best.paid[i]);
  return [best.paid, ...out.filter((p) => !same(p))];
}

/** The subsets of `items` with exactly `k` members, in lexicographic order; at most `cap` of them. */
function subsets(items: number[], k: number, cap: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (out.length >= cap) return;
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = from; i <= items.length - (k - chosen.length); i++) pick(i + 1, [...chosen, items[i]!]);
  };
  pick(0, []);
  return out;
}

/** Which of `members` are paid when only the best `pay` of them are (value first, then subsidy). */
function payBest(values: number[], subsidies: number[], members: number[], pay: number, length: number): boolean[] {
  const paid = new Array<boolean>(length).fill(false);
  if (members.length <= pay) {
    for (const i of members) paid[i] = true;
    return paid;
  }
  const ranked = [...members].sort((a, b) => values[b]! - values[a]! || subsidies[b]! - subsidies[a]! || a - b).slice(0, pay);
  for (const i of ranked) paid[i] = true;
  return paid;
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
  const kind = (runTerms(title, type) as { kind?: string } | undefined)?.kind;
  if (!kind) return true;
  const permits = state.corporations[corp]?.permits ?? (title.corporation.get(corp) as { permits?: string[] } | undefined)?.permits;
  return !permits || permits.includes(kind);
}

/**
 * How a leased train is scored (title rounds.operating.insolvency.leaseRevenue; 1860 rules,
 * Insolvency L858-866 and the two insolvency variants L1007-1018): the counting rule and stop
 * terms it runs with, what each stop is worth before `total`, and the run's revenue from the
 * counted stops' sum. `extra` bounds what `total` adds to that sum (for the optimiser's bound).
 */
export interface LeaseScoring {
  rule: TrainRule;
  terms: StopTerms;
  value: (stopValue: number) => number;
  total: (counted: number) => number;
  extra: number;
}

/** The first number of a train's distance: its large-station allowance (an n-train's n). */
export function firstAllowance(title: Title, type: string): number {
  const raw = runTerms(title, type)!.distance as RawDistance;
  if (typeof raw === 'number') return raw;
  if (raw !== 'unlimited' && !Array.isArray(raw) && 'major' in raw) return raw.major;
  return maxPaid(trainRule(title, type));
}

export function leaseScoring(title: Title, state: GameState, type: string, lease: LeaseRevenue): LeaseScoring {
  const terms = stopTerms(title, state);
  if (lease.kind === 'half') {
    // Half the normal revenue, rounded up to 10; halt subsidies in full.
    const total = lease.halfRounding === 'down' ? (r: number): number => Math.floor(r / 2) : (r: number): number => Math.ceil(r / 20) * 10;
    return { rule: trainRule(title, type), terms, value: (v) => v, total, extra: 0 };
  }
  const x = firstAllowance(title, type);
  const base = lease.base ?? 0;
  const perStop = lease.perStop ?? 0;
  // Only the first number counts, over stops of every kind; no halt subsidy.
  const rule: TrainRule = { kind: 'stops', buckets: [{ nodes: null, pay: x, visit: x }] };
  const leaseTerms: StopTerms = { skippable: terms.skippable, ignored: terms.ignored, haltSubsidy: 0 };
  if (lease.kind === 'fixed') return { rule, terms: leaseTerms, value: () => 0, total: () => base + perStop * x, extra: base + perStop * x };
  return { rule, terms: leaseTerms, value: () => perStop, total: (r) => base + r, extra: base };
}

/** Scores a leased train's route (see leaseScoring); null when it cannot run it. */
export function scoreLeased(title: Title, state: GameState, scoring: LeaseScoring, stops: Stop[], hexCount: number): Scored | null {
  const values = stops.map((s) => scoring.value(stopRevenue(title, state, s)));
  const kinds = stops.map((s) => stopKind(title, state, s));
  const s = scoreStops(scoring.rule, scoring.terms, values, kinds, hexCount);
  return s && { revenue: scoring.total(s.revenue), paid: s.paid, subsidy: s.subsidy };
}

/** The hexes a route's track runs through, in order, each once per visit ("<hex>#<path>" pieces). */
export function routeHexes(tracks: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tracks) {
    const hex = trackHex(t);
    if (out[out.length - 1] !== hex) out.push(hex);
  }
  return out;
}

const hexOfTrack = new Map<string, string>();

/**
 * The hex of a piece of track ("<hex>#<path>"), one string per hex: every route checked and scored reads the
 * hexes of its pieces, and the pieces are few (a title's hexes times their paths), so each is cut once.
 */
export function trackHex(track: string): string {
  let hex = hexOfTrack.get(track);
  if (hex === undefined) hexOfTrack.set(track, (hex = track.slice(0, track.indexOf('#'))));
  return hex;
}

const crossings = new Map<string, Map<string, string>>();

/** The key of the hex edge between two neighbouring hexes (the same from either side); made once per pair of hexes. */
export function crossingKey(a: string, b: string): string {
  let from = crossings.get(a);
  if (!from) crossings.set(a, (from = new Map()));
  let key = from.get(b);
  if (key === undefined) from.set(b, (key = a < b ? `edge:${a}|${b}` : `edge:${b}|${a}`));
  return key;
}

/**
 * The hex edges a route's track crosses, in order: one wherever two consecutive pieces lie in
 * different hexes. A route may cross an edge once, and routes that may not share track may not
 * share an edge either: the track meets at the edge (1820 rules §15.2, "crossing an edge twice";
 * 18xx.games counts a hex edge as track).
 */
export function crossedEdges(tracks: readonly string[]): string[] {
  return edgesBetween(routeHexes(tracks));
}

/** The hex edges crossed between consecutive hexes of a route (routeHexes): crossedEdges on hexes already cut. */
export function edgesBetween(hexes: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < hexes.length; i++) out.push(crossingKey(hexes[i - 1]!, hexes[i]!));
  return out;
}

/**
 * A route's length in the unit its train counts: hex-to-hex steps for a train measured in steps
 * (1862 freight), else the hexes it touches (hex trains, and the per-hex subsidy of 1862 Locals).
 */
export function routeLength(rule: TrainRule, tracks: readonly string[]): number {
  return lengthOverHexes(rule, routeHexes(tracks));
}

/** routeLength on the route's hexes (routeHexes) already cut. */
export function lengthOverHexes(rule: TrainRule, hexes: readonly string[]): number {
  if (rule.kind === 'hexes' && rule.steps) return Math.max(0, hexes.length - 1);
  return new Set(hexes).size;
}

/** Whether a route from `a` to `b` joins two stops of one class of routes.mayNotJoin (1862: red to red, port to port). */
export function joinRefused(title: Title, state: GameState, a: Stop, b: Stop): boolean {
  const classes = routeRules(title).mayNotJoin;
  if (classes.length === 0) return false;
  const tileA = placedTile(title, state, a.hex)!.tile;
  const tileB = placedTile(title, state, b.hex)!.tile;
  const inClass = (c: RouteRules['mayNotJoin'][number], tile: typeof tileA, stop: Stop): boolean =>
    (!c.kinds || c.kinds.has(tile.nodes[stop.node]!.kind)) && (!c.colors || c.colors.has(tile.color)) && (!c.hexes || c.hexes.has(stop.hex));
  return classes.some((c) => inClass(c, tileA, a) && inClass(c, tileB, b));
}

export const PORT_REF = '1820 rules §15.2 L1505-1527, L1533, §15.3.1 L1543 (a port only at one end, next to a connected station of the company in the adjacent hex; not one of the two revenue centres a route needs)';
export const OWN_STATION_STOP_REF = '1820 rules §15.2 L1513-1514 (London counts only through the company\'s station on that edge; no route both begins and ends in London)';

/** Whether a stop is a port under routes.ports (its hex carries the port icon). */
export function isPortStop(title: Title, stop: Stop): boolean {
  const ports = routeRules(title).ports;
  return ports !== null && (title.hexes.get(stop.hex)?.icons ?? []).includes(ports.icon);
}

/** Whether `hex` is next to the port hex for routes.ports: its adjacency list when given, else a grid neighbour. */
export function portNeighbour(title: Title, port: string, hex: string): boolean {
  const listed = routeRules(title).ports?.adjacency[port];
  if (listed) return listed.includes(hex);
  return gridSteps(port, hex, title.layout, title.axes) === 1;
}

/**
 * routes.ports and routes.stopNeedsOwnStation on one route (1820): the reason it is refused, or null.
 * `isStation(i)` says whether the i-th stop is a station of the corporation.
 */
export function portStationRefusal(title: Title, stops: Stop[], isStation: (i: number) => boolean): string | null {
  const rules = routeRules(title);
  for (let i = 0; i < stops.length; i++) {
    const s = stops[i]!;
    if (rules.stopNeedsOwnStation.has(s.hex) && !isStation(i)) return `${s.hex}.${s.node} counts only through a station of the corporation on it`;
  }
  if (!rules.ports) return null;
  let ports = 0;
  for (let i = 0; i < stops.length; i++) {
    if (!isPortStop(title, stops[i]!)) continue;
    ports++;
    if (i !== 0 && i !== stops.length - 1) return `the port ${stops[i]!.hex} may only be at an end of the route`;
    const j = i === 0 ? 1 : stops.length - 2;
    if (!isStation(j) || !portNeighbour(title, stops[i]!.hex, stops[j]!.hex)) return `the port ${stops[i]!.hex} counts only next to a station of the corporation in the adjacent hex`;
  }
  // routes.ports.aloneWith (1820 L617, L1531): a station there and its adjacent port make a route by themselves.
  const alone = stops.length === 2 && ports === 1 && rules.ports.aloneWith.has(stops[isPortStop(title, stops[0]!) ? 1 : 0]!.hex);
  if (stops.length - ports < 2 && !alone) return 'a route needs two revenue centres besides ports';
  return null;
}
