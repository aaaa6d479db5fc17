/**
 * Network trains (1820's FLOOD, rules §15.3.4; docs/routes.md, "Network (FLOOD) trains").
 *
 * A network train runs a network, not a route. The director selects one of the corporation's
 * stations; the network is
 * - every revenue location (city, town, halt, off-board area) connected by track to that station,
 *   without passing through a city that has no open slot and no token of the corporation (such a
 *   city, and an off-board area, is reached but not passed), over any track the corporation's
 *   other trains do not use this run (the network may use its own track again);
 * - plus every port (a revenue node on a hex carrying the train type's `portIcon`) in a hex
 *   immediately adjacent to a station of the corporation that is in the network, joined to that
 *   station by track running between the two hexes without passing another node.
 * Ports are counted only by the second rule, and they are never passed.
 *
 * Revenue = every location in the network once, each port's value multiplied by max(1, k), where
 * k is the number of off-board spikes that can simultaneously trace track to the corporation's
 * stations in the network without sharing any track (§15.3.4 L1575-1581). k is one number per
 * network, the same for every port (the rules do not tie the count to a port: digest item 46):
 * a unit-capacity max-flow over the network's track segments, from a super-source joined to every
 * off-board area of the network (each of its spikes is a track segment of capacity 1) to a
 * super-sink joined to every station of the corporation in the network. A path may pass through
 * cities and towns (only track may not be shared), not through a blocked city, an off-board area
 * or a port.
 *
 * Everything here is pure and deterministic: walks follow the tile's path order, the max-flow
 * augments along breadth-first paths in a fixed vertex order.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import { linkAt } from '../definition/keys';
import { illegal, invalid, type GameError } from '../errors';
import { blocksPassage, nodeKey, stationNodes } from '../map/graph';
import { oppositeEdge } from '../map/grid';
import { isEdge, type Endpoint } from '../map/tiles';
import { first } from '../core/ask';
import { corpHolder, type GameState } from '../state/types';
import { mayRun, routeRules, runType, stopRevenue, type Stop } from './revenue';
import type { BestRoutes, CheckedRoute, RouteInput } from './route-types';
import { TrackView } from './walk';

export const NETWORK_REF = '1820 rules §15.3.4 (FLOOD trains run the network connected to a selected station)';

/** The train type's network rule (trains.json `network`), or null for a route train. */
export function networkRule(title: Title, type: string): { portIcon: string } | null {
  if (!hasNetworkTrains(title)) return null;
  const n = title.trainType.get(type)?.network;
  return n ? { portIcon: n.portIcon ?? 'port' } : null;
}

const titlesWithNetworks = new WeakMap<Title, boolean>();

/** Whether any train type of the title is a network train (every other title skips this file's work). */
export function hasNetworkTrains(title: Title): boolean {
  let has = titlesWithNetworks.get(title);
  if (has === undefined) titlesWithNetworks.set(title, (has = title.trainTypes.some((t) => t.network !== undefined)));
  return has;
}

/** One stop of a network's breakdown; a port also shows its own value and the multiplier. */
export interface NetworkStop {
  stop: string;
  revenue: number;
  value?: number;
  multiplier?: number;
}

export interface Network {
  /** The selected station, "<hex>.<node>". */
  station: string;
  /** Revenue locations in the order found (the station first), ports last. */
  stops: Stop[];
  breakdown: NetworkStop[];
  /** Tile paths the network uses, sorted. */
  tracks: string[];
  /** Off-board spikes reaching the network's stations over track-disjoint paths (the max-flow). */
  spikes: number;
  /** What each port's value is multiplied by: max(1, spikes). */
  multiplier: number;
  revenue: number;
}

/** A network train's checked run: a route whose path is the selected station. */
export interface NetworkRoute extends CheckedRoute {
  breakdown: NetworkStop[];
  network: { station: string; spikes: number; multiplier: number };
}

const endpointKey = (hex: string, at: Endpoint): string => (isEdge(at) ? `${hex}:${at.edge}` : nodeKey(hex, at.node));

/**
 * The network of `station` for `corp`, not using any track in `excluded`. Pure: reads the map,
 * the tokens and the phase only.
 */
export function floodNetwork(title: Title, state: GameState, corp: string, station: Stop, excluded: ReadonlySet<string>, portIcon: string, view = new TrackView(title, state)): Network {
  const isPortHex = (hex: string): boolean => title.hexes.get(hex)?.icons.includes(portIcon) ?? false;
  const start = nodeKey(station.hex, station.node);
  const found: Stop[] = [station];
  const inNetwork = new Set<string>([start]);
  const tracks = new Set<string>();
  const seen = new Set<string>([start]);
  const queue: { hex: string; at: Endpoint }[] = [{ hex: station.hex, at: { node: station.node } }];
  // 1. Everything connected to the station, passing no blocked city, off-board area or port.
  for (let q = 0; q < queue.length; q++) {
    const { hex, at } = queue[q]!;
    if (q > 0 && !isEdge(at) && blocksPassage(state, hex, view.tile(hex)!.tile, at.node, corp)) continue;
    for (const m of view.moves(hex, at)) {
      if (excluded.has(m.track) || isPortHex(m.hex)) continue;
      tracks.add(m.track);
      const key = endpointKey(m.hex, m.at);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ hex: m.hex, at: m.at });
      if (isEdge(m.at)) continue;
      inNetwork.add(key);
      if (view.tile(m.hex)!.tile.nodes[m.at.node]!.kind !== 'junction') found.push({ hex: m.hex, node: m.at.node });
    }
  }
  // 2. Ports next to a station of the corporation in the network, joined to it by track between the two hexes alone.
  const stations = stationNodes(title, state, corp).filter((s) => inNetwork.has(nodeKey(s.hex, s.node)));
  const ports: Stop[] = [];
  const portKeys = new Set<string>();
  for (const s of stations) {
    const near = new Set(title.hexes.get(s.hex)!.neighbours.filter((h): h is string => h !== null && isPortHex(h)));
    if (near.size === 0) continue;
    const from = new Map<string, { prev: string; track: string } | null>([[nodeKey(s.hex, s.node), null]]);
    const walk: { hex: string; at: Endpoint }[] = [{ hex: s.hex, at: { node: s.node } }];
    for (let q = 0; q < walk.length; q++) {
      const { hex, at } = walk[q]!;
      const here = endpointKey(hex, at);
      if (q > 0 && !isEdge(at)) {
        // A node ends the walk: a port on an adjacent hex is reached, anything else is not "immediately" so.
        if (!near.has(hex) || portKeys.has(here)) continue;
        portKeys.add(here);
        ports.push({ hex, node: at.node });
        for (let k: string | undefined = here; from.get(k); k = from.get(k)!.prev) tracks.add(from.get(k)!.track);
        continue;
      }
      for (const m of view.moves(hex, at)) {
        if (excluded.has(m.track) || (m.hex !== s.hex && !near.has(m.hex))) continue;
        const key = endpointKey(m.hex, m.at);
        if (from.has(key)) continue;
        from.set(key, { prev: here, track: m.track });
        walk.push({ hex: m.hex, at: m.at });
      }
    }
  }
  // 3. The port multiplier: off-board spikes reaching the network's stations over disjoint track.
  const stationKeys = new Set(stations.map((s) => nodeKey(s.hex, s.node)));
  const spikes = ports.length === 0 ? 0 : disjointSpikes(title, state, corp, [...tracks].sort(), stationKeys, isPortHex, view);
  const multiplier = Math.max(1, spikes);
  const breakdown: NetworkStop[] = found.map((s) => ({ stop: nodeKey(s.hex, s.node), revenue: stopRevenue(title, state, s) }));
  for (const p of ports) {
    const value = stopRevenue(title, state, p);
    breakdown.push({ stop: nodeKey(p.hex, p.node), revenue: value * multiplier, value, multiplier });
  }
  return {
    station: start,
    stops: [...found, ...ports],
    breakdown,
    tracks: [...tracks].sort(),
    spikes,
    multiplier,
    revenue: breakdown.reduce((a, b) => a + b.revenue, 0),
  };
}

/**
 * The most off-board spikes that can reach a station in `sinks` at once without two of them
 * sharing a tile path: a unit-capacity max-flow (Edmonds-Karp) on the graph whose vertices are
 * nodes and the points where track crosses a hex edge, and whose edges are the tile paths in
 * `tracks`, each usable once in either direction. A super-source feeds every off-board area that
 * is not itself a station; flow may not enter an off-board area or a port, nor leave a city that
 * blocks passage.
 */
export function disjointSpikes(
  title: Title,
  state: GameState,
  corp: string,
  tracks: string[],
  sinks: ReadonlySet<string>,
  isPortHex: (hex: string) => boolean,
  view = new TrackView(title, state),
): number {
  // A hex-edge point is named from the side whose hex id sorts first, so both hexes agree.
  const point = (hex: string, at: Endpoint): string => {
    if (!isEdge(at)) return nodeKey(hex, at.node);
    const next = linkAt(title.hexes.get(hex)!, at.edge, state.phase);
    const mine = `${hex}:${at.edge}`;
    if (!next) return mine;
    const theirs = `${next}:${oppositeEdge(at.edge)}`;
    return theirs < mine ? theirs : mine;
  };
  const index = new Map<string, number>();
  const SOURCE = 0;
  const SINK = 1;
  const vertex = (key: string): number => {
    let v = index.get(key);
    if (v === undefined) index.set(key, (v = index.size + 2));
    return v;
  };
  // Arcs in pairs (arc ^ 1 is the reverse), as flat arrays.
  const to: number[] = [];
  const cap: number[] = [];
  const out: number[][] = [[], []];
  const arc = (a: number, b: number, ab: number, ba: number): void => {
    while (out.length <= Math.max(a, b)) out.push([]);
    out[a]!.push(to.length);
    to.push(b);
    cap.push(ab);
    out[b]!.push(to.length);
    to.push(a);
    cap.push(ba);
  };
  const INF = 1 << 30;
  // What a node may do: 'source' (an off-board area), 'sink' (a station), 'end' (entered, never left), 'closed' (never entered), 'pass'.
  const role = new Map<string, 'source' | 'sink' | 'end' | 'closed' | 'pass'>();
  const roleOf = (hex: string, node: number): 'source' | 'sink' | 'end' | 'closed' | 'pass' => {
    const key = nodeKey(hex, node);
    let r = role.get(key);
    if (r) return r;
    const tile = view.tile(hex)!.tile;
    if (sinks.has(key)) r = 'sink';
    else if (isPortHex(hex)) r = 'closed';
    else if (tile.nodes[node]!.kind === 'offboard') r = 'source';
    else r = blocksPassage(state, hex, tile, node, corp) ? 'end' : 'pass';
    role.set(key, r);
    const v = vertex(key);
    if (r === 'sink') arc(v, SINK, INF, 0);
    if (r === 'source') arc(SOURCE, v, INF, 0);
    return r;
  };
  for (const t of tracks) {
    const hash = t.indexOf('#');
    const hex = t.slice(0, hash);
    const p = view.tile(hex)!.paths[Number(t.slice(hash + 1))]!;
    const ends = [p.a, p.b].map((e) => ({ v: vertex(point(hex, e)), role: isEdge(e) ? ('pass' as const) : roleOf(hex, e.node) }));
    // Flow may leave a source, a station or a passable point, and enter anything but a source or a closed node.
    const may = (from: (typeof ends)[number], into: (typeof ends)[number]): number => (from.role !== 'end' && from.role !== 'closed' && into.role !== 'source' && into.role !== 'closed' ? 1 : 0);
    arc(ends[0]!.v, ends[1]!.v, may(ends[0]!, ends[1]!), may(ends[1]!, ends[0]!));
  }
  while (out.length < index.size + 2) out.push([]);
  let flow = 0;
  for (;;) {
    const via = new Int32Array(out.length).fill(-1);
    via[SOURCE] = -2;
    const queue = [SOURCE];
    for (let q = 0; q < queue.length && via[SINK] === -1; q++) {
      const u = queue[q]!;
      for (const a of out[u]!) {
        if (cap[a]! <= 0 || via[to[a]!] !== -1) continue;
        via[to[a]!] = a;
        queue.push(to[a]!);
      }
    }
    if (via[SINK] === -1) return flow;
    // Every path carries one unit: a track segment's capacity is 1.
    for (let v = SINK; v !== SOURCE; v = to[via[v]! ^ 1]!) {
      cap[via[v]!]! -= 1;
      cap[via[v]! ^ 1]! += 1;
    }
    flow++;
  }
}

/**
 * Checks a submitted run of a network train (validate.ts checkRoute calls this first): null when
 * `input.train` is not a network train. The path is the selected station alone; `usedTrack` is the
 * track of the corporation's other trains this run, which the network may not use.
 */
export function checkNetworkRoute(ctx: Ctx, corp: string, input: RouteInput, usedTrack: ReadonlySet<string>, view = new TrackView(ctx.title, ctx.state)): GameError | NetworkRoute | null {
  const { title, state } = ctx;
  if (!hasNetworkTrains(title)) return null;
  const train = state.trains.find((t) => t.id === input.train);
  const rule = train ? networkRule(title, train.type) : null;
  if (!train || !rule) return null;
  const leased = first(title, 'leasedTrain', title, state, corp);
  if (leased && input.train !== leased.train.id) return illegal(`${leased.why} and may run only the leased ${leased.train.type} train ${leased.train.id}`, leased.ref);
  if (!leased && train.owner !== corpHolder(corp)) return illegal(`${corp} does not own train ${input.train}`, NETWORK_REF);
  if (!mayRun(title, state, corp, runType(train))) return illegal(`${corp}'s permits do not allow it to run a ${train.variant ?? train.type} train`, '1862 rules, Permits');
  const m = input.path.length === 1 ? /^([A-Z]+[0-9]+)\.([0-9]+)$/.exec(input.path[0]!) : null;
  if (!m) return invalid(`network train ${input.train}: its path is the selected station alone, "<hex>.<node>"`);
  const station = { hex: m[1]!, node: Number(m[2]) };
  if (!stationNodes(title, state, corp).some((s) => s.hex === station.hex && s.node === station.node))
    return illegal(`network train ${input.train}: ${input.path[0]} is not a station of ${corp}`, NETWORK_REF);
  return networkRoute(train.id, floodNetwork(title, state, corp, station, usedTrack, rule.portIcon, view));
}

function networkRoute(train: string, n: Network): NetworkRoute {
  return {
    train,
    stops: n.stops,
    breakdown: n.breakdown,
    revenue: n.revenue,
    subsidy: 0,
    blockedPasses: 0,
    tracks: n.tracks,
    path: [n.station],
    network: { station: n.station, spikes: n.spikes, multiplier: n.multiplier },
  };
}

/**
 * The submitted routes with the network trains' moved last (validate.ts checkRun): a network is
 * what the corporation's other trains leave, whatever order the routes are listed in. Network
 * trains keep their order among themselves: each later one also leaves out the earlier ones' track.
 */
export function networksLast<R extends { train: string }>(ctx: Ctx, routes: R[]): R[] {
  if (!hasNetworkTrains(ctx.title)) return routes;
  const isNetwork = (r: R): boolean => {
    const t = ctx.state.trains.find((x) => x.id === r.train);
    return !!t && networkRule(ctx.title, t.type) !== null;
  };
  return [...routes.filter((r) => !isNetwork(r)), ...routes.filter(isNetwork)];
}

/** The network trains a corporation runs, by train id (the order validation runs them in). */
function networkTrains(title: Title, state: GameState, corp: string): { id: string; portIcon: string }[] {
  const out: { id: string; portIcon: string }[] = [];
  for (const t of state.trains) {
    const rule = t.owner === corpHolder(corp) ? networkRule(title, t.type) : null;
    if (rule && mayRun(title, state, corp, runType(t))) out.push({ id: t.id, portIcon: rule.portIcon });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The optimiser's side of network trains (optimize.ts bestRoutes). Given the track the chosen
 * routes of the other trains take, `given` returns the best stations for the network trains, in
 * train id order, each network leaving out the track of the routes and of the earlier networks
 * (exactly what validation computes). `bound` is each network train's best network on the whole
 * track, summed: removing track only shrinks a network (fewer locations, fewer ports, a smaller
 * max-flow), so no choice of routes lets the network trains earn more.
 */
export interface NetworkPlanner {
  bound: number;
  given(excluded: ReadonlySet<string>): { revenue: number; routes: NetworkRoute[] };
  /** `given` for the track whose bits are set in `bits` (bit numbers from `trackBit`), remembered per bitset. */
  givenBits(bits: Uint32Array, trackBit: Map<string, number>): { revenue: number; routes: NetworkRoute[] };
  /** The optimiser's answer when the corporation has network trains only: exact, so proven. */
  alone(): BestRoutes;
}

export function networkPlanner(title: Title, state: GameState, corp: string, view = new TrackView(title, state)): NetworkPlanner | null {
  if (!hasNetworkTrains(title)) return null;
  const trains = networkTrains(title, state, corp);
  if (trains.length === 0) return null;
  const rules = routeRules(title);
  // These run rules read each route's stops; networks are not part of the optimiser's sets for them.
  if (rules.mustIncludeHome || rules.mustInterlink || rules.locationPaysOnce)
    throw new Error(`network trains do not combine with the route rules mustIncludeHome, mustInterlink or locationPaysOnce (${title.id})`);
  const stations = stationNodes(title, state, corp);
  const cache = new Map<string, Network>();
  const network = (s: Stop, excluded: ReadonlySet<string>, exKey: string, portIcon: string): Network => {
    const key = `${nodeKey(s.hex, s.node)}|${portIcon}|${exKey}`;
    let n = cache.get(key);
    if (!n) cache.set(key, (n = floodNetwork(title, state, corp, s, excluded, portIcon, view)));
    return n;
  };
  const given = (excluded: ReadonlySet<string>): { revenue: number; routes: NetworkRoute[] } => {
    let best = { revenue: 0, routes: [] as NetworkRoute[] };
    const chosen: NetworkRoute[] = [];
    const pick = (i: number, ex: ReadonlySet<string>, exKey: string, revenue: number): void => {
      if (i === trains.length) {
        if (revenue > best.revenue) best = { revenue, routes: [...chosen] };
        return;
      }
      for (const s of stations) {
        const n = network(s, ex, exKey, trains[i]!.portIcon);
        if (n.revenue <= 0) continue;
        chosen.push(networkRoute(trains[i]!.id, n));
        const next = new Set([...ex, ...n.tracks]);
        pick(i + 1, next, [...next].sort().join(','), revenue + n.revenue);
        chosen.pop();
      }
      pick(i + 1, ex, exKey, revenue); // this train does not run
    };
    pick(0, excluded, [...excluded].sort().join(','), 0);
    return best;
  };
  const bound = trains.reduce((acc, t) => acc + Math.max(0, ...stations.map((s) => network(s, new Set(), '', t.portIcon).revenue)), 0);
  const byBits = new Map<string, { revenue: number; routes: NetworkRoute[] }>();
  let trackOf: string[] | null = null;
  const givenBits = (bits: Uint32Array, trackBit: Map<string, number>): { revenue: number; routes: NetworkRoute[] } => {
    const key = bits.join(',');
    let hit = byBits.get(key);
    if (hit) return hit;
    if (!trackOf) {
      trackOf = [];
      for (const [t, b] of trackBit) trackOf[b] = t;
    }
    const excluded = new Set<string>();
    for (let b = 0; b < trackOf.length; b++) if ((bits[b >>> 5]! >>> (b & 31)) & 1) excluded.add(trackOf[b]!);
    byBits.set(key, (hit = given(excluded)));
    return hit;
  };
  const alone = (): BestRoutes => {
    const net = given(new Set());
    return { routes: net.routes, revenue: net.revenue, subsidy: 0, proven: true, upperBound: net.revenue, stats: { routes: net.routes.length, links: 0, steps: 0 } };
  };
  return { bound, given, givenBits, alone };
}
