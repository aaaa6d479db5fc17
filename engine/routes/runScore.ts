/**
 * What a corporation's whole run pays once its routes are known one by one: the rules that look
 * at several routes together and change what each pays. Validation (checkRun) and the optimiser
 * (for each complete set it considers) both call `scoreRun`, so they cannot disagree.
 *
 * In order:
 * 1. chained scoring (trains.json `chain`; 1862 freight trains): routes that share an end stop
 *    form a chain; a chain pays only its two ends plus a bonus per hex between them as the crow
 *    flies, and the trains that must chain must all be in one chain;
 * 2. each location paying once (title routes.locationPaysOnce), the m/n trains' paid stops picked so
 *    that the run earns the most;
 * 3. per-hex subsidies (trains.json `subsidyPerHex`; 1862 Locals): a hex already subsidised for an
 *    earlier route of the run earns nothing again.
 */
import type { Title } from '../definition/title';
import type { ChainScoring } from '../generated/definition';
import { illegal, type GameError } from '../errors';
import { gridSteps } from '../map/grid';
import { nodeKey, parseNodeKey, placedTile, stopLocation } from '../map/graph';
import type { GameState } from '../state/types';
import { paidChoices, routeHexes, routeLength, routeRules, runningTrain, runRule, runTerms, stopKind, stopRevenue, stopTerms, trainRule, type Scored, type Stop, type StopTerms, type TrainRule } from './revenue';

export const CHAIN_REF = '1862 rules 7.8, Freight trains (non-permanent freight trains run end to end as one chain; a chain pays its ends and a bonus per hex between them)';

/** The parts of a checked route the run's scoring reads and restates. */
export interface RunRoute {
  train: string;
  stops: Stop[];
  breakdown: { stop: string; revenue: number }[];
  revenue: number;
  subsidy: number;
  tracks: string[];
  /** The chain bonus this route carries for its chain (the first route of each chain). */
  chainBonus?: number;
}

const typeCache = new WeakMap<GameState['trains'], Map<string, string | null>>();

/**
 * A train's running type (revenue.ts runType): the run's trains are the corporation's own or the
 * one it leases, all in state.trains, or one of the trains of a certificate side that runs as several
 * ("<train>#<n>", revenue.ts runningTrain). A train's id never changes its type, and its variant
 * changes only between runs (when it is bought, or flipped to its single side, in another action than
 * a run, on another trains list), so the lookup is kept per trains list.
 */
function typeOf(title: Title, state: GameState, train: string): string | null {
  let byId = typeCache.get(state.trains);
  if (!byId) typeCache.set(state.trains, (byId = new Map()));
  let type = byId.get(train);
  if (type === undefined) {
    byId.set(train, (type = runningTrain(title, state.trains, train)?.type ?? null));
  }
  return type;
}

export function chainOf(title: Title, state: GameState, train: string): ChainScoring | null {
  const type = typeOf(title, state, train);
  return type === null ? null : (runTerms(title, type)?.chain ?? null);
}

/** Whether any rule here applies to a run of these trains (when none does, `scoreRun` returns its input). */
export function runScoringNeeded(title: Title, state: GameState, trains: string[]): boolean {
  if (trains.length < 2 && !trains.some((t) => chainOf(title, state, t))) return false;
  if (routeRules(title).locationPaysOnce) return true;
  return trains.some((t) => chainOf(title, state, t) || subsidyPerHex(title, state, t) > 0);
}

function subsidyPerHex(title: Title, state: GameState, train: string): number {
  const type = typeOf(title, state, train);
  return type === null ? 0 : (trainRule(title, type).subsidyPerHex ?? 0);
}

/** Restates each route's pay for the run; a refusal when the run breaks a chaining rule. */
export function scoreRun<R extends RunRoute>(title: Title, state: GameState, routes: R[]): GameError | R[] {
  // Each step returns new route objects where it changes one; the input is never changed.
  let out: R[] = routes;
  const chained = scoreChains(title, state, out);
  if (!Array.isArray(chained)) return chained;
  out = chained;
  if (routeRules(title).locationPaysOnce) {
    // Without revenue groups in the title, a stop is its own location (stopLocation gives its key back).
    const locationOf = hasRevenueGroups(title) ? (stop: string): string => locationOfKey(title, state, stop) : undefined;
    out = payLocationsOnce(out, locationOf, out.length > 1 ? out.map((r) => stopChoices(title, state, r)) : undefined);
  }
  return dedupeHexSubsidies(title, state, out);
}

/** The most combinations of stop choices a run's scoring tries before it improves one route at a time. */
export const CHOICE_COMBINATIONS = 4096;

/**
 * The amounts (per stop, in route order) a route may be paid, its own best first: one list per way
 * its train may pick the stops it is paid for (revenue.ts paidChoices; an m/n train's m of n). Only
 * its own best when the breakdown is not plain stop values (a chain's ends, markers, a multiplier,
 * a lease), so nothing else changes how a route is paid.
 */
function stopChoices(title: Title, state: GameState, route: RunRoute): number[][] {
  // A checked route belongs to one state and is never changed: the optimiser scores it in many runs.
  let hit = choiceCache.get(route);
  if (!hit) choiceCache.set(route, (hit = routeChoices(title, state, route)));
  return hit;
}

const choiceCache = new WeakMap<RunRoute, number[][]>();

function routeChoices(title: Title, state: GameState, route: RunRoute): number[][] {
  const own = route.breakdown.map((b) => b.revenue);
  if (route.chainBonus !== undefined) return [own];
  const type = typeOf(title, state, route.train);
  if (type === null) return [own];
  const rule = runRule(title, state, type);
  // choiceAmounts gives these their own pay alone: no stop need be looked up.
  if (!mayChoose(rule)) return [own];
  // What validation looked up of this very route, for this running type (finishRoute), else looked up here.
  const known = stopsLookedUp.get(route);
  const seen = known?.type === type ? known : undefined;
  const values = seen ? seen.values : route.stops.map((s) => stopRevenue(title, state, s, type));
  const kinds = seen ? seen.kinds : route.stops.map((s) => stopKind(title, state, s));
  return choiceAmounts(rule, stopTerms(title, state), values, kinds, routeLength(rule, route.tracks), own, seen?.counted);
}

/**
 * What the check of a route (validate.ts finishRoute) looked up of its stops, for the running type `type`:
 * each stop's value for it (stopRevenue) and kind (stopKind), and, where the route ran by that type's own
 * rule without halts asked for, that rule's pick (scoreStops on those values, as paidChoices would score them).
 */
export interface StopsLookedUp {
  type: string;
  values: number[];
  kinds: string[];
  counted?: Scored;
}

/** Per checked route (a route belongs to one state and is never changed), what its check looked up. */
const stopsLookedUp = new WeakMap<RunRoute, StopsLookedUp>();

/** Keeps what the check of `route` looked up of its stops, for the run's scoring to read instead of looking it up again. */
export function noteStopsLookedUp(route: RunRoute, seen: StopsLookedUp): void {
  stopsLookedUp.set(route, seen);
}

/**
 * The amounts a route of a train with `rule` may be paid, `own` (its breakdown) first: one list per pick of
 * the stops it is paid for (revenue.ts paidChoices), or `own` alone when its breakdown is not plain stop
 * values (markers, a multiplier). The optimiser asks the same of every route it lists (optimize.ts), so
 * the choices it bounds are those the run's scoring picks from.
 */
export function choiceAmounts(rule: TrainRule, terms: StopTerms, values: number[], kinds: string[], hexCount: number, own: number[], scored?: Scored | null): number[][] {
  if (!mayChoose(rule)) return [own];
  const choices = paidChoices(rule, terms, values, kinds, hexCount, CHOICE_COMBINATIONS, scored);
  const amounts = choices.map((paid) => paid.map((p, i) => (p ? values[i]! : 0)));
  // The route as checked must be its own best pick of plain values; otherwise it keeps its pay.
  if (amounts.length < 2 || amounts[0]!.some((a, i) => a !== own[i])) return [own];
  return amounts;
}

/**
 * Whether a train with `rule` may be paid for other stops than its best pick, with its breakdown plain stop
 * values: it counts stops, with no multiplier, and one of its buckets counts more stops than it pays (an "m/n"
 * train). Otherwise each bucket pays all it counts, so paidChoices has the best pick alone and choiceAmounts
 * gives `own` alone: most runs' trains, whose routes need no stop looked up for choices.
 */
function mayChoose(rule: TrainRule): boolean {
  return rule.kind === 'stops' && !rule.multiplier && rule.buckets.some((b) => b.visit > b.pay);
}

/**
 * Each revenue location pays once per run (title routes.locationPaysOnce): a stop that several
 * routes visit keeps, in the first route paying the most there, the highest amount any of them
 * earns there, and counts 0 in the others. Route revenues are restated; the input is not changed.
 *
 * `choices` gives, per route, the amounts it may be paid by the stops its train picks (its
 * breakdown first): the routes are paid by the picks whose run, each location paying once, earns
 * the most (18xx.games' global stop optimisation for 1862's m/n trains; the director chooses the
 * stops, 1862.md §2.6.5), the earlier pick on a tie.
 */
export function payLocationsOnce<R extends RunRoute>(checked: R[], locationOf: (stop: string) => string = (stop) => stop, choices?: number[][][]): R[] {
  // A stop's location: itself, or the revenue group it belongs to (TileNode group). Within one
  // route the group's first stop paying the most is the one paid.
  const locs = checked.map((c) => c.breakdown.map((b) => locationOf(b.stop)));
  // Most runs have no m/n train, or none with a choice: nothing to pick then.
  const picked = choices && choices.some((c) => c.length > 1) ? pickStops(choices, locs) : null;
  const amount = (ri: number, si: number): number => (picked ? picked[ri]![si]! : checked[ri]!.breakdown[si]!.revenue);
  const best = new Map<string, { route: number; stop: number; amount: number }>();
  checked.forEach((c, ri) =>
    c.breakdown.forEach((_, si) => {
      const loc = locs[ri]![si]!;
      const cur = best.get(loc);
      const a = amount(ri, si);
      if (!cur || a > cur.amount) best.set(loc, { route: ri, stop: si, amount: a });
    }),
  );
  return checked.map((c, ri) => {
    const breakdown = c.breakdown.map((b, si) => {
      const win = best.get(locs[ri]![si]!)!;
      return { stop: b.stop, revenue: win.route === ri && win.stop === si ? amount(ri, si) : 0 };
    });
    return { ...c, breakdown, revenue: breakdown.reduce((a, b) => a + b.revenue, 0) + (c.chainBonus ?? 0) };
  });
}

/**
 * The amounts each route is paid by: one of its choices, so that the sum over locations of the
 * most paid there is the greatest. Only a route with a choice at a location another route visits
 * can gain by a pick other than its own best; those are tried in every combination (up to
 * CHOICE_COMBINATIONS, else one route at a time until nothing improves).
 */
function pickStops(choices: number[][][], locs: string[][]): number[][] {
  const index = new Map<string, number>();
  const loc = locs.map((l) => l.map((x) => (index.has(x) ? index.get(x)! : (index.set(x, index.size), index.size - 1))));
  const routesAt = new Map<number, Set<number>>();
  loc.forEach((l, ri) => l.forEach((x) => routesAt.set(x, (routesAt.get(x) ?? new Set()).add(ri))));
  const open = choices
    .map((c, ri) => ri)
    .filter((ri) => choices[ri]!.length > 1 && loc[ri]!.some((x, si) => routesAt.get(x)!.size > 1 && choices[ri]!.some((a) => a[si]! > 0)));
  const pick = choices.map(() => 0);
  if (open.length === 0) return pick.map((p, ri) => choices[ri]![p]!);
  const top = new Int32Array(index.size);
  const total = (): number => {
    top.fill(0);
    let sum = 0;
    pick.forEach((p, ri) =>
      choices[ri]![p]!.forEach((a, si) => {
        const x = loc[ri]![si]!;
        if (a > top[x]!) {
          sum += a - top[x]!;
          top[x] = a;
        }
      }),
    );
    return sum;
  };
  let best = total();
  let bestPick = [...pick];
  const combinations = open.reduce((a, ri) => a * choices[ri]!.length, 1);
  if (combinations <= CHOICE_COMBINATIONS) {
    const walk = (k: number): void => {
      if (k === open.length) {
        const t = total();
        if (t > best) {
          best = t;
          bestPick = [...pick];
        }
        return;
      }
      const ri = open[k]!;
      for (let p = 0; p < choices[ri]!.length; p++) {
        pick[ri] = p;
        walk(k + 1);
      }
      pick[ri] = 0;
    };
    walk(0);
  } else {
    for (let improved = true; improved; ) {
      improved = false;
      for (const ri of open) {
        for (let p = 0; p < choices[ri]!.length; p++) {
          pick[ri] = p;
          const t = total();
          if (t > best) {
            best = t;
            bestPick = [...pick];
            improved = true;
          }
        }
        pick[ri] = bestPick[ri]!;
      }
    }
  }
  return bestPick.map((p, ri) => choices[ri]![p]!);
}

/** A breakdown's stop key ("hex.node") as its location (map/graph.ts stopLocation). */
function locationOfKey(title: Title, state: GameState, stop: string): string {
  const at = parseNodeKey(stop);
  // The map's own string for the hex, not the one cut from the key: state.hexes is then read by a property name V8 knows.
  return stopLocation(title, state, title.hexes.get(at.hex)?.id ?? at.hex, at.node);
}

const groupsIn = new WeakMap<Title, boolean>();

/** Whether a node of any of the title's tiles, laid or printed, belongs to a revenue group (tiles node `group`). */
function hasRevenueGroups(title: Title): boolean {
  let has = groupsIn.get(title);
  if (has === undefined) {
    const grouped = (tile: { nodes: readonly { group?: string }[] } | null | undefined): boolean => !!tile && tile.nodes.some((n) => n.group !== undefined);
    has = [...title.tiles.values()].some(grouped) || [...title.hexes.values()].some((h) => grouped(h.printed));
    groupsIn.set(title, has);
  }
  return has;
}

/** 1862 Locals: a hex pays its subsidy to the first route of the run with a per-hex subsidy that touches it. */
function dedupeHexSubsidies<R extends RunRoute>(title: Title, state: GameState, routes: R[]): R[] {
  // Most runs have no train with a per-hex subsidy: nothing to restate.
  if (!routes.some((r) => subsidyPerHex(title, state, r.train) !== 0)) return routes;
  const covered = new Set<string>();
  return routes.map((r) => {
    const perHex = subsidyPerHex(title, state, r.train);
    if (perHex === 0) return r;
    const hexes = new Set(routeHexes(r.tracks));
    let fresh = 0;
    for (const h of hexes) if (!covered.has(h)) fresh++;
    for (const h of hexes) covered.add(h);
    return { ...r, subsidy: r.subsidy - perHex * hexes.size + perHex * fresh };
  });
}

/** Chained scoring (see the module comment); routes without a `chain` rule pass unchanged. */
function scoreChains<R extends RunRoute>(title: Title, state: GameState, routes: R[]): GameError | R[] {
  // Each route's chain rule, looked up once; most runs have no chained train: nothing to restate.
  const rules: (ChainScoring | null)[] = routes.map((r) => chainOf(title, state, r.train));
  if (rules.every((c) => c === null)) return routes;
  const members: number[] = [];
  rules.forEach((c, i) => {
    if (c !== null) members.push(i);
  });
  const endKeys = (r: RunRoute): [string, string] => {
    const a = r.stops[0]!;
    const b = r.stops[r.stops.length - 1]!;
    return [nodeKey(a.hex, a.node), nodeKey(b.hex, b.node)];
  };
  // Routes meeting at an end stop join one chain (union-find over the chained routes, by route index).
  const parent = routes.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x]!;
    return x;
  };
  // The chained routes ending at each stop, in route order (a route ending twice at one stop counted once).
  const atEnd = new Map<string, number[]>();
  for (const i of members) {
    const [a, b] = endKeys(routes[i]!);
    addTo(atEnd, a, i);
    if (b !== a) addTo(atEnd, b, i);
  }
  for (const [stop, rs] of atEnd) {
    // A decision where the rules are silent: a chain is a line, so three routes may not meet at one stop.
    if (rs.length > 2) return illegal(`three chained routes end at ${stop}: a chain runs end to end`, CHAIN_REF);
    if (rs.length === 2) parent[find(rs[0]!)] = find(rs[1]!);
  }
  const chains = new Map<number, number[]>();
  for (const i of members) addTo(chains, find(i), i);
  // Members are listed in route order, so each chain's routes already are.
  const list = [...chains.values()];
  const must = (i: number): boolean => rules[i]!.mustChain === true;
  const withMust = list.filter((c) => c.some(must));
  if (withMust.length > 1) return illegal('the trains that must chain do not run end to end as one chain', CHAIN_REF);
  if (withMust.length === 1 && withMust[0]!.every(must) && list.length > 1)
    return illegal('a chain of only the trains that must chain must be the only chain', CHAIN_REF);

  const out = [...routes];
  for (const chain of list) {
    // The chain's ends: end stops that only one of its routes reaches. A loop has none: it starts
    // and ends at the first route's first stop.
    const count = new Map<string, number>();
    for (const i of chain) for (const k of endKeys(routes[i]!)) count.set(k, (count.get(k) ?? 0) + 1);
    let ends = [...count.entries()].filter(([, c]) => c === 1).map(([k]) => k);
    if (ends.length === 0) ends = [endKeys(routes[chain[0]!]!)[0], endKeys(routes[chain[0]!]!)[0]];
    const paidEnds = new Set(ends);
    const rule = rules[chain[0]!]!;
    const ports = new Set(rule.portColors ?? []);
    const endInfo = ends.map((k) => chainEnd(title, state, chain.map((i) => routes[i]!), k));
    const port = rule.portBonusPerHex !== undefined && endInfo.some((e) => e.offboard && ports.has(e.color));
    const perHex = port ? rule.portBonusPerHex! : rule.bonusPerHex;
    const bonus = perHex * crowHexes(title, endInfo[0]!, endInfo[1]!);
    // Each route of the chain pays only the chain's ends it reaches; the first carries the chain's bonus.
    for (const i of chain) {
      const r = routes[i]!;
      const last = r.stops.length - 1;
      const breakdown = r.breakdown.map((b, j) => ({ stop: b.stop, revenue: (j === 0 || j === last) && paidEnds.has(b.stop) ? b.revenue : 0 }));
      const own = breakdown.reduce((a, b) => a + b.revenue, 0);
      out[i] = i === chain[0] ? { ...r, breakdown, revenue: own + bonus, chainBonus: bonus } : { ...r, breakdown, revenue: own, chainBonus: 0 };
    }
  }
  return out;
}

/** Adds `item` to the list `map` holds at `key`, making the list at its first item. */
function addTo<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

export interface ChainEnd {
  hex: string;
  /** For an off-board end, the hex before it on its route (the distance is measured from there, plus one). */
  from: string;
  offboard: boolean;
  color: string;
}

function chainEnd(title: Title, state: GameState, routes: RunRoute[], key: string): ChainEnd {
  const { hex, node } = parseNodeKey(key);
  const tile = placedTile(title, state, hex)!.tile;
  const offboard = tile.nodes[node]!.kind === 'offboard';
  let from = hex;
  if (offboard) {
    const r = routes.find((x) => [x.stops[0]!, x.stops[x.stops.length - 1]!].some((s) => nodeKey(s.hex, s.node) === key))!;
    const hexes = routeHexes(r.tracks);
    const atStart = nodeKey(r.stops[0]!.hex, r.stops[0]!.node) === key;
    from = (atStart ? hexes[1] : hexes[hexes.length - 2]) ?? hex;
  }
  return { hex, from, offboard, color: tile.color };
}

/**
 * Hexes between a chain's ends as the crow flies: the grid distance less one (none for one hex),
 * measured from the hex before an off-board end, plus one for each off-board end.
 */
export function crowHexes(title: Title, a: ChainEnd, b: ChainEnd): number {
  let d = a.from === b.from ? -1 : gridSteps(a.from, b.from, title.layout, title.axes) - 1;
  if (a.from !== a.hex) d++;
  if (b.from !== b.hex) d++;
  return Math.max(0, d);
}

/**
 * A bound on a route's part in its chain's crow-flies distance: the grid distance between its ends (from the
 * hex before an off-board end) plus one for each off-board end. A chain's ends are joined by its routes end
 * to end, and the hex before an off-board end is next to it, so by the triangle inequality the chain's
 * distance (crowHexes) is below the sum of its routes' spans (the optimiser's bound on a chain bonus).
 */
export function chainSpan(title: Title, a: ChainEnd, b: ChainEnd): number {
  return (a.from === b.from ? 0 : gridSteps(a.from, b.from, title.layout, title.axes)) + (a.offboard ? 1 : 0) + (b.offboard ? 1 : 0);
}

/** The two ends of a route as ends of a chain (the hex a distance is measured from, whether off-board, colour). */
export function routeChainEnds(title: Title, state: GameState, stops: Stop[], tracks: string[]): [ChainEnd, ChainEnd] {
  const route: RunRoute = { train: '', stops, breakdown: [], revenue: 0, subsidy: 0, tracks };
  const end = (s: Stop): ChainEnd => chainEnd(title, state, [route], nodeKey(s.hex, s.node));
  return [end(stops[0]!), end(stops[stops.length - 1]!)];
}

/** The bonus of a chain made of one route (the optimiser's exact key when a run has one chained train). */
export function loneChainBonus(title: Title, state: GameState, rule: ChainScoring, stops: Stop[], tracks: string[]): number {
  const route: RunRoute = { train: '', stops, breakdown: [], revenue: 0, subsidy: 0, tracks };
  const ends = [stops[0]!, stops[stops.length - 1]!].map((s) => chainEnd(title, state, [route], nodeKey(s.hex, s.node)));
  const ports = new Set(rule.portColors ?? []);
  const port = rule.portBonusPerHex !== undefined && ends.some((e) => e.offboard && ports.has(e.color));
  return (port ? rule.portBonusPerHex! : rule.bonusPerHex) * crowHexes(title, ends[0]!, ends[1]!);
}
