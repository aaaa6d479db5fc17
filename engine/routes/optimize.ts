/**
 * Best routes for a corporation, exactly.
 *
 * 1. Collapse the track reachable from the corporation's stations into a graph
 *    of revenue nodes joined by links (links.ts); number the nodes and give
 *    each piece of track a bit (and, when the title forbids re-entering a hex,
 *    each hex a bit).
 * 2. Enumerate every simple route in that graph with at least two stops, a
 *    station of the corporation, no piece of track used twice, no hex entered
 *    twice (routes.noHexReentry), no end at a forbidden kind (routes.mayNotEndAt),
 *    blocked cities passed at most routes.blockedPassesPerRun times, and at most
 *    as many stops as the longest train can visit. Each route is kept once,
 *    from its smaller end. Revenue is kept up to date as the walk extends, so
 *    n-trains are scored in constant time; other trains by the shared
 *    definition (revenue.ts).
 * 3. Choose one route (or none) per train by branch and bound over
 *    track-disjoint sets. A set is scored by revenue first, then halt subsidy
 *    (one number: revenue × W + subsidy, W above any run's subsidy). The bound
 *    for the trains not yet assigned is the sum of each one's best route
 *    ignoring conflicts and the run rules (interlinking, the home station,
 *    blocked passes, locations paying once). Every one of those rules only
 *    removes sets or lowers a set's total, so the bound never underestimates,
 *    pruning on it never loses the optimum, and a search that finishes is a
 *    proof. The run rules themselves are checked on each complete set.
 *
 * With a single n-train the enumeration itself is bounded: a partial route whose
 * revenue plus the best values it could still add cannot beat the best route
 * found so far is not extended (the values it could add are bounded by the
 * largest node values on the map, which no extension can exceed).
 *
 * The budget is counted in search steps, not milliseconds, so the engine stays
 * deterministic (the same state always gives the same answer). Callers that
 * want a wall-clock limit pass `shouldStop`; the answer is then marked
 * unproven, with a sound upper bound.
 */
import { newCtx, type Ctx } from '../context';
import type { Title } from '../definition/title';
import { blocksPassage, parseNodeKey, placedTile, stationNodes, stopLocation } from '../map/graph';
import { corpHolder, type GameState } from '../state/types';
import { buildNodeGraph, type NodeGraph } from './links';
import { crossedEdges, crossingKey, leaseScoring, markerAt, markerRevenue, maxPaid, maxVisits, mayRun, plainKind, routeRules, runForms, runRule, runType, type RunningTrain, scoreStops, stopRevenue, bucketMultipliers, stopTerms, type Stop, type TrainRule, portStationRefusal, isPortStop, sharedTrackKeys, routeWideExtras } from './revenue';
import { hasRouteBonuses, withRouteBonuses } from './routeBonuses';
import { chainOf, chainSpan, CHOICE_COMBINATIONS, choiceAmounts, loneChainBonus, routeChainEnds, scoreRun, type ChainEnd } from './runScore';
import { concat, first, sum } from '../core/ask';
import { limitNow } from '../state/trainLimit';
import { finishRoute, homeStation, reentersHex, runRefusal, tokenedOut, type CheckedRoute } from './validate';
import { TrackView } from './walk';
import { networkPlanner, networkRule } from './flood';
import { lengthKind, routeWideNode } from '../map/tiles';
import { coordSteps, parseHexId } from '../map/grid';
import { additionalCity, claimLimitRefusal, extraCityRule, offboardToDouble, type RouteAbility } from './routeAbilities';
import type { BestRoutes } from './route-types';

export type { BestRoutes } from './route-types';

export interface BestRoutesOptions {
  /** Maximum search steps (default 20,000,000). */
  maxSteps?: number;
  /** Stop at the first set of routes that earns anything: for callers asking only whether one exists. */
  firstFound?: boolean;
  /** Polled every few thousand steps; returning true stops the search with the best found so far. */
  shouldStop?: () => boolean;
  /** One train must run exactly between these two stops (1870's connection run), as "<hex>.<node>" keys. */
  mustConnect?: [string, string];
  /**
   * Consider the route abilities the corporation has from cousins (cousins.json; the routeAbilities hook):
   * each route may claim them within their limits, and the answer's routes say which they claim. Off by
   * default: the director need not use them (1820 §7.2.3 L615), so the plain optimum is the reference run.
   */
  abilities?: boolean;
  /**
   * Look only for runs that earn more than this revenue (checkBestRun's question: is there a better run
   * than the one submitted?). The search prunes everything that cannot beat it, so it finishes sooner;
   * when no run earns more, the answer has no routes and revenue 0, and `proven` says whether that is
   * certain. A better run found is the best run, as without the option.
   */
  above?: number;
}

interface Candidate {
  nodes: Int32Array;
  links: Int32Array;
  bits: Uint32Array;
  /**
   * Per distinct train type (index into `types`) and set of claimed route abilities (a mask over
   * `abilities`), at t × masks + mask: revenue × W + subsidy, -1 when that train cannot run it so.
   */
  key: Float64Array;
  /** Per train type and mask: the halt subsidy part of `key`. */
  sub: Int32Array;
  /** Blocked cities passed. */
  passes: number;
  /** Whether the route includes the home station. */
  home: boolean;
  /** Nodes on the route as a bitset (routes.mustInterlink only). */
  nodeBits: Uint32Array | null;
  /** Per train type, what each stop pays (routes.locationPaysOnce only). */
  amounts: (Int32Array | null)[] | null;
  /** Per train type, revenue tied to no stop, which paying locations once leaves alone (a chain's bonus, or its bound). */
  extra: Float64Array | null;
  /**
   * Per train type that picks its paid stops with the run in view (an m/n train when locations pay once), the
   * amounts of each pick, one after another (runScore.ts choiceAmounts), and per stop the least any pick pays;
   * null where the route is paid one way only.
   */
  choices: (Int32Array | null)[] | null;
  leastPaid: (Int32Array | null)[] | null;
  /** Per such train type, per stop the most any pick pays (an m/n route's bound on every pick at once). */
  mostPaid: (Int32Array | null)[] | null;
  /** A chained train's view of the route (chainType): its ends as a chain's ends and its span (runScore.ts chainSpan). */
  chainEnds: [ChainEnd, ChainEnd] | null;
  span: number;
  /** Per end (0 and 1): an id of the hex a chain's distance is measured from (`fromIds`), filled in before the search. */
  endFrom: Int32Array | null;
  /** The shared pieces and edges it uses (routes.sharedTrack), as indices into the optimiser's list of them. */
  shared: Int32Array | null;
}

/** A rule that pays every stop it visits, up to n: scored incrementally. */
const simplePay = (rule: TrainRule): number | null =>
  rule.kind === 'stops' && !rule.multiplier && !rule.forbidden && !rule.ignored && !rule.subsidyPerHex && rule.buckets.length === 1 && rule.buckets[0]!.nodes === null && rule.buckets[0]!.pay >= rule.buckets[0]!.visit
    ? rule.buckets[0]!.visit
    : null;

/** Per stop, the least (Math.min) or most (Math.max) any pick pays there: `picks` holds the picks one after another, `depth` amounts each. */
function perStopOfPicks(picks: Int32Array, depth: number, pick: (a: number, b: number) => number): Int32Array {
  const out = picks.slice(0, depth);
  for (let k = depth; k < picks.length; k++) out[k % depth] = pick(out[k % depth]!, picks[k]!);
  return out;
}

/** The seeding passes of the search with exact leaves: routes tried per train and set in each (bestRoutesOf). */
const SEED_WIDTHS = [1, 3];

/** Search steps one exact scoring of a complete run is counted as (see exactValue). */
const EXACT_LEAF_STEPS = 256;
/** How many routes, of those that fit, each train tries in the greedy seed (bestRoutesOf greedySeed). */
const GREEDY_ROUTES = 24;
/** The share of the step budget the first relaxed search of the tail may take (bestRoutesOf relaxTail). */
const RELAX_SHARE = 0.25;

/**
 * A chained route's record for chainBound (bestRoutesOf chainFlat, chainPicked): its end nodes, their locations,
 * what they pay, the hexes chain distances are measured from (two each, first end first), its span, flags
 * (CHAIN_MUST, an off-board end: bit e, a port end: CHAIN_PORT << e), its type's largest bonus per hex, and its
 * rule's bonus per hex without and with a port end.
 */
const CHAIN_END = 0;
const CHAIN_LOC = 2;
const CHAIN_AMOUNT = 4;
const CHAIN_FROM = 6;
const CHAIN_SPAN = 8;
const CHAIN_FLAGS = 9;
const CHAIN_BONUS = 10;
const CHAIN_HEX = 11;
const CHAIN_PORT_HEX = 12;
const CHAIN_RECORD = 13;
const CHAIN_FIELDS = CHAIN_RECORD;
const CHAIN_PORT = 4;
const CHAIN_MUST = 16;

/**
 * The best run of `corp`'s trains. A certificate side that runs in one of several forms (trains.json
 * TrainVariant `runs`; 1843's yellow "2×2 or 3+1", rules L4268-4304) is searched in each form, every
 * combination of forms within the phase's train limit (checked when trains run, L4250-4265), and the
 * best run wins.
 */
export function bestRoutes(title: Title, state: GameState, corp: string, options: BestRoutesOptions = {}): BestRoutes {
  const found = bestRoutesWithoutBonuses(title, state, corp, options);
  if (!hasRouteBonuses(title)) return found;
  // Route bonuses (routes/routeBonuses.ts) are added to the best run found without them; the search does not
  // weigh them, so the answer proves nothing, unless no bonus can be earned (a corporation with no bonus).
  const trains = state.trains.filter((t) => t.owner === corpHolder(corp)).length;
  const ceiling = sum(title, 'routeBonusCeiling', title, state, corp, Math.max(trains, found.routes.length));
  if (ceiling === 0) return found;
  const routes = withRouteBonuses(title, state, corp, found.routes);
  const revenue = routes.reduce((a, r) => a + r.revenue, 0);
  const upperBound = Math.max(found.upperBound + ceiling, revenue);
  return { ...found, routes, revenue, proven: false, upperBound };
}

function bestRoutesWithoutBonuses(title: Title, state: GameState, corp: string, options: BestRoutesOptions): BestRoutes {
  const owned = first(title, 'leasedTrain', title, state, corp) ? [] : state.trains.filter((t) => t.owner === corpHolder(corp) && !networkRule(title, t.type));
  const forms = owned.map((t) => runForms(title, t));
  if (!forms.some((f) => f.length > 1 || f[0]!.length > 1)) return bestRoutesOf(title, state, corp, options, null);
  const limit = limitNow(title, state);
  let combos: RunningTrain[][] = [[]];
  for (const f of forms) combos = combos.flatMap((c) => f.map((form) => [...c, ...form]));
  const fitting = combos.filter((c) => c.length <= limit);
  const runs = (fitting.length ? fitting : [combos.reduce((a, b) => (b.length < a.length ? b : a))]).map((units) => bestRoutesOf(title, state, corp, options, units));
  const found = options.firstFound ? runs.find((r) => r.routes.length > 0) : undefined;
  if (found) return found;
  const best = runs.reduce((a, b) => (b.revenue > a.revenue || (b.revenue === a.revenue && b.subsidy > a.subsidy) ? b : a));
  return { ...best, proven: runs.every((r) => r.proven), upperBound: Math.max(...runs.map((r) => r.upperBound)) };
}

/**
 * How many links from its stations the first look for a route (firstFound) walks: a route found so near
 * is a route of the whole network, and in recorded games one nearly always is; only when none is found
 * there is the whole network built and walked. Building the whole network's graph was most of the run
 * step's "can it run at all" question (docs/performance.md).
 */
const NEAR_HOPS = 1;

/** Answers of a near look (hops) whose graph turned out to be the whole network (every node walked). */
const wholeNetwork = new WeakSet<BestRoutes>();

/**
 * The best run of `corp`'s trains, or of the running trains `units` (one form of each certificate) when given.
 * `hops`: build only the part of the network that many links from the stations (a subgraph; firstFound only).
 */
function bestRoutesOf(title: Title, state: GameState, corp: string, options: BestRoutesOptions, units: RunningTrain[] | null, fullWalk = false, hops = Infinity): BestRoutes {
  if (options.firstFound && !options.mustConnect && !fullWalk && hops === Infinity) {
    const near = bestRoutesOf(title, state, corp, options, units, false, NEAR_HOPS);
    // A near graph that is the whole network has given the whole network's answer: nothing to build again.
    if (near.routes.length > 0 || wholeNetwork.has(near)) return near;
  }
  const ctx: Ctx = newCtx(title, state);
  const maxSteps = options.maxSteps ?? 20_000_000;
  let steps = 0;
  let stopped = false;
  /** Where tick stops: maxSteps, or less for a part of the search with a budget of its own (the tail's first relaxTail). */
  let stepLimit = maxSteps;
  /** Whether the caller asked to stop (shouldStop): unlike a part's own budget, that stops the whole search. */
  let halted = false;
  const tick = (): boolean => {
    steps++;
    if (steps > stepLimit) stopped = true;
    else if (steps % 8192 === 0 && options.shouldStop?.()) stopped = halted = true;
    return stopped;
  };

  // An insolvent corporation without a train runs the bank's train it leases, scored by the lease.
  const lease = first(title, 'leasedTrain', title, state, corp);
  const leasing = lease ? leaseScoring(title, state, runType(lease.train), lease.revenue) : null;
  const trains = lease
    ? [{ id: lease.train.id, type: runType(lease.train), rule: leasing!.rule }]
    : units
      ? units.filter((u) => mayRun(title, state, corp, u.type)).map((u) => ({ id: u.id, type: u.type, rule: runRule(title, state, u.type) }))
      : state.trains
        .filter((t) => t.owner === corpHolder(corp) && mayRun(title, state, corp, runType(t)) && !networkRule(title, t.type))
        // `type` is the running type (a variant is its own type): the search shares work between trains of one.
        .map((t) => ({ id: t.id, type: runType(t), rule: runRule(title, state, runType(t)) }));
  // Network (FLOOD) trains run the network the chosen routes leave, valued at each leaf of the search (flood.ts).
  const flood = leasing ? null : networkPlanner(title, state, corp);
  if (trains.length === 0 && flood) return flood.alone();
  // Network trains value the whole network, and a connection run may need any part of it: no near look.
  const none: BestRoutes = { routes: [], revenue: 0, subsidy: 0, proven: true, upperBound: 0, stats: { routes: 0, links: 0, steps: 0 } };
  if (hops !== Infinity && flood) return { ...none, proven: false };
  if (trains.length === 0) return none;
  const types = [...new Set(trains.map((t) => t.type))];
  const typeRules = leasing ? [leasing.rule] : types.map((t) => runRule(title, state, t));
  const rules = routeRules(title);
  const terms = leasing ? leasing.terms : stopTerms(title, state);
  const leaseTotal = leasing ? leasing.total : (r: number): number => r;
  // Cousins' route abilities (options.abilities; the routeAbilities hook, asked once here): a route claims a set of
  // them, a mask over `abilities`, and each train type has a key per mask. No claims with a lease or chains.
  const abilities: RouteAbility[] =
    options.abilities && !leasing && !trains.some((t) => chainOf(title, state, t.id)) ? concat(title, 'routeAbilities', ctx, corp) : [];
  const masks = 1 << abilities.length;
  const bitsOf = (kind: RouteAbility['kind']): number => abilities.reduce((acc, a, i) => (a.kind === kind ? acc | (1 << i) : acc), 0);
  const portBothBits = bitsOf('portBothEnds');
  const doubleBits = bitsOf('doubleOffboardOnPortRoute');
  const extraBits = bitsOf('extraCityOnRoute');
  // A route claims each kind once at most (validation refuses a kind twice, routeAbilities.ts routeClaims).
  const validMask = Uint8Array.from({ length: masks }, (_, m) => {
    const kinds = abilities.filter((_a, i) => (m & (1 << i)) !== 0).map((a) => a.kind);
    return new Set(kinds).size === kinds.length ? 1 : 0;
  });
  // The counting rule of each type under each mask: one more city with an extraCityOnRoute claim (null: none applies).
  const maskRules = typeRules.map((r) => Array.from({ length: masks }, (_, m) => ((m & extraBits) !== 0 ? extraCityRule(r) : r)));
  // The kinds the city allowance of each type takes, and what it pays without a claim (extraCityOnRoute's pre-check).
  const cityAllowance = typeRules.map((r) => {
    const b = r.kind === 'stops' ? r.buckets.find((x) => x.nodes === null || x.nodes.has('city')) : undefined;
    return b ? { kinds: b.nodes, pays: Math.min(b.pay, b.visit) } : null;
  });
  const claimsOf = (m: number): string[] => abilities.filter((_a, i) => (m & (1 << i)) !== 0).map((a) => a.grantor);
  const claimsUsed = new Int32Array(abilities.length);

  // 1. The node graph, with integer ids.
  const view = new TrackView(title, state);
  const stationKeys = stationNodes(title, state, corp).map((s) => `${s.hex}.${s.node}`);
  const graph = buildNodeGraph(title, state, stationKeys, view, hops);
  // A run that must connect two stops, one of which the network does not reach, cannot be made: no route is
  // walked (most of the connection-run checks after each turn are of corporations not yet connected).
  if (options.mustConnect && !options.mustConnect.every((k) => graph.adjacency.has(k))) return none;
  const keys = [...graph.adjacency.keys()].sort();
  const id = new Map(keys.map((k, i) => [k, i]));
  const n = keys.length;
  const stops: Stop[] = keys.map(parseNodeKey);
  const base = new Int32Array(n);
  const value = new Int32Array(n); // base plus bonus markers for this corporation
  const doubleEnd = new Int32Array(n); // added when the node is a route end (destination marker)
  const passable = new Uint8Array(n);
  const passWithPass = new Uint8Array(n); // a city blocked by other corporations' tokens: passable with a blocked pass
  const station = new Uint8Array(n);
  const noEnd = new Uint8Array(n);
  // Asked once per optimisation: the stops this corporation's routes may not end at (the routeLinks hook).
  const links = first(title, 'routeLinks', title, state, corp);
  let plainGraph = true; // every node is always counted and paid its value, without subsidy
  let unboundedVisits = false; // some node may be passed uncounted, so a route may visit any number
  let halts = 0;
  const kindOf: string[] = [];
  const markers = !leasing && state.markers.length > 0;
  // Some node pays some train type a value of its own (tiles node trainRevenue), or a train type multiplies some kinds (trains.json bucket multiplier).
  let trainValued = types.some((tp) => bucketMultipliers(title, tp) !== null);
  for (let i = 0; i < n; i++) {
    const s = stops[i]!;
    base[i] = leasing ? leasing.value(stopRevenue(title, state, s)) : stopRevenue(title, state, s);
    let bonus = 0;
    for (const m of markers ? state.markers : []) {
      if (m.hex !== s.hex) continue;
      if (m.kind === 'bonus') bonus += m.corporation === corp ? m.ownerBonus : m.otherBonus;
      else if (m.corporation === corp) doubleEnd[i] = base[i]!;
    }
    value[i] = base[i]! + bonus;
    const tile = placedTile(title, state, s.hex)!.tile;
    if (tile.nodes[s.node]!.trainRevenue) trainValued = true;
    passable[i] = blocksPassage(state, s.hex, tile, s.node, corp) ? 0 : 1;
    passWithPass[i] = !passable[i] && rules.blockedPassesPerRun > 0 && tokenedOut(state, s.hex, tile, s.node, corp) ? 1 : 0;
    const kind = lengthKind(tile.nodes[s.node]!);
    kindOf.push(kind);
    if (rules.mayNotEndAt.has(kind)) noEnd[i] = 1;
    // routes.endsNeedLink (1862 §2.6 item 5): without the link, no route ends at a London node (routeLinks).
    if (links?.barred(s.hex, s.node)) noEnd[i] = 1;
    if (!plainKind(terms, kind)) plainGraph = false;
    if (terms.skippable.has(kind) || terms.ignored.has(kind)) unboundedVisits = true;
    if (kind === 'halt') halts++;
  }
  for (const k of stationKeys) if (id.has(k)) station[id.get(k)!] = 1;
  // tiles node revenuePerStation, minRouteStops (1836Jr30's ports), routeBonus (1850Jr's ports): scored
  // exactly in scoreFor, never incrementally; a per-station node is bounded by its value once for each
  // station the corporation has, and with a route bonus every node by its value plus the largest bonus.
  const stopNodes = stops.map((s) => placedTile(title, state, s.hex)!.tile.nodes[s.node]!);
  const perStation = stopNodes.some(routeWideNode);
  if (perStation) {
    plainGraph = false;
    stopNodes.forEach((nd, i) => {
      if (nd.revenuePerStation) value[i] = value[i]! + base[i]! * Math.max(0, stationKeys.length - 1);
    });
    const percent = Math.max(0, ...stopNodes.map((nd) => nd.routeBonus?.percent ?? 0));
    if (percent > 0) value.forEach((v, i) => (value[i] = v + Math.max(0, Math.ceil((v * percent) / 100))));
  }
  // Train types some node pays a value of its own (1889's off-boards to a D train): their stops' values, scored
  // per type; such a type is never scored incrementally, and `bound` holds the best value of a node to any type.
  const typeBase = types.map((tp) => {
    if (leasing || !trainValued) return null;
    const own = Int32Array.from(stops, (s) => stopRevenue(title, state, s, tp));
    return own.some((v, i) => v !== base[i]) ? own : null;
  });
  const bound = typeBase.some((tb) => tb !== null) ? Int32Array.from(value, (v, i) => typeBase.reduce((best, tb) => Math.max(best, tb ? v - base[i]! + tb[i]! : best), v)) : value;
  // Revenue groups (tiles node `group`: an off-board area over several hexes): a route visits one node of each at most.
  const groupIds = new Map<string, number>();
  const nodeGroup = Int32Array.from(stops, (s) => {
    const g = placedTile(title, state, s.hex)!.tile.nodes[s.node]!.group;
    if (g === undefined) return -1;
    if (!groupIds.has(g)) groupIds.set(g, groupIds.size);
    return groupIds.get(g)!;
  });
  const groupOn = new Uint8Array(groupIds.size);
  // Route abilities: ports (routes.ports) and, for each doubleOffboardOnPortRoute, the off-board areas it doubles.
  const portNode = abilities.length > 0 ? Uint8Array.from(stops, (s) => (isPortStop(title, s) ? 1 : 0)) : new Uint8Array(n);
  const offNode = abilities.map((a) =>
    a.kind === 'doubleOffboardOnPortRoute'
      ? Uint8Array.from(stops, (s, i) => (!portNode[i] && !a.excludeHexes.has(s.hex) && placedTile(title, state, s.hex)!.tile.nodes[s.node]!.kind === 'offboard' ? 1 : 0))
      : null,
  );
  // routes.stopNeedsOwnStation (1820's London): a node there without the corporation's station is no
  // stop at all; routes.ports: each recorded route is checked by the rule validation uses.
  const portStations = rules.ports !== null || rules.stopNeedsOwnStation.size > 0;
  if (portStations)
    for (let i = 0; i < n; i++)
      if (rules.stopNeedsOwnStation.has(stops[i]!.hex) && !station[i]) {
        noEnd[i] = 1;
        passable[i] = 0;
        passWithPass[i] = 0;
      }
  const homeKey = rules.mustIncludeHome ? homeStation(title, state, corp) : null;
  const homeNode = homeKey !== null && id.has(homeKey) ? id.get(homeKey)! : -1;
  // 1862 freight: chained trains (trains.json chain). A chained route's key is an upper bound on what
  // it can add to any run: its two end stops plus the larger bonus for every hex step it takes (a
  // chain's crow-flies distance never exceeds the steps of its routes together, off-board ends
  // included). The exact pay of a complete set is then computed by scoreRun (runScore.ts).
  const chainRules = types.map((_, t) => (leasing ? null : chainOf(title, state, trains.find((x) => x.type === types[t])!.id)));
  // The port bonus only where the graph has a port (an off-board on a hex of a port colour).
  const offboardColors = new Set<string>();
  for (const s of stops) {
    const tile = placedTile(title, state, s.hex)!.tile;
    if (tile.nodes[s.node]!.kind === 'offboard') offboardColors.add(tile.color);
  }
  const chainBonus = chainRules.map((c) =>
    c ? Math.max(c.bonusPerHex, c.portBonusPerHex !== undefined && (c.portColors ?? []).some((col) => offboardColors.has(col)) ? c.portBonusPerHex : 0) : -1,
  );
  // A chained route's bound counts the largest bonus per hex of any chained train (chainBound merges chains).
  const chainBonusMax = Math.max(0, ...chainBonus);
  // With one chained train the chain is its route alone: its key is exact (ends plus its own bonus).
  const loneChain = trains.filter((t) => chainRules[types.indexOf(t.type)]).length === 1;
  // 1862 Locals: a subsidy per hex touched, which the run pays once per hex.
  const hexSubsidy = typeRules.map((r) => r.subsidyPerHex ?? 0);
  const hexSubsidised = trains.filter((t) => (t.rule.subsidyPerHex ?? 0) > 0).length;
  // An m/n train (a bucket paying fewer stops than it visits) picks its paid stops with the run's other
  // routes in view when each location pays once (runScore.ts payLocationsOnce).
  const picksStops = rules.locationPaysOnce && trains.length > 1 && trains.some((t) => t.rule.kind === 'stops' && t.rule.buckets.some((b) => b.pay < b.visit));
  // Sets whose pay is not the sum of their routes' keys are valued exactly at the leaves of the search.
  const exactRuns = (chainBonus.some((b) => b >= 0) && !loneChain) || hexSubsidised > 1 || picksStops;
  // Before a leaf values a set exactly, the search bounds what each route adds to it with each location paying
  // once (see `search`): an m/n train's picks (picksType) and a chained route's ends (chainType) only as far as
  // every way the run's scoring may pay them allows.
  const boundPicks = rules.locationPaysOnce && trains.length > 1 && exactRuns && masks === 1;
  const picksType = typeRules.map((r) => picksStops && r.kind === 'stops' && r.buckets.some((b) => b.pay < b.visit));
  const chainType = chainRules.map((c) => c !== null && !loneChain);
  // The hexes of the graph, counted only when a train is paid per hex (W and the chained trains' bound).
  const graphHexes = new Set<string>();
  if (exactRuns || hexSubsidised > 0) {
    for (const s of stops) graphHexes.add(s.hex);
    for (const l of graph.links) for (const t of l.tracks) graphHexes.add(t.slice(0, t.indexOf('#')));
  }
  // Revenue first, then subsidy: W exceeds any run's total subsidy (each train counts a halt, or a hex, once).
  const maxSubsidy = (terms.haltSubsidy > 0 ? terms.haltSubsidy * halts : 0) + Math.max(0, ...hexSubsidy) * graphHexes.size;
  const W = maxSubsidy > 0 ? maxSubsidy * trains.length + 1 : 1;
  // routes.mayNotJoin: the classes each node is in, as a bit mask; a route's ends may share none.
  const joinClasses = rules.mayNotJoin;
  const classMask = new Int32Array(n);
  if (joinClasses.length > 0)
    for (let i = 0; i < n; i++) {
      const tile = placedTile(title, state, stops[i]!.hex)!.tile;
      joinClasses.forEach((c, ci) => {
        if ((!c.kinds || c.kinds.has(tile.nodes[stops[i]!.node]!.kind)) && (!c.colors || c.colors.has(tile.color)) && (!c.hexes || c.hexes.has(stops[i]!.hex))) classMask[i]! |= 1 << ci;
      });
    }
  // Each piece of track gets a bit, and so does each hex edge a link crosses, after them: a route
  // may not use either twice, and routes that may not share track may not share an edge
  // (revenue.ts crossedEdges). Links meet at nodes, inside a hex, so a route's edges are its links'
  // (linkTables).
  // routes.sharedTrack (1820's M17 white track, L617): pieces and edges several routes may use get no bit;
  // each is counted instead (a route uses it once, a run at most `routes` times).
  const sharedCap = rules.shareTrack ? new Map<string, number>() : sharedTrackKeys(title, state);
  const sharedKeys = [...sharedCap.keys()].sort();
  const sharedIdx = new Map(sharedKeys.map((k, i) => [k, i]));
  const sharedLimit = Int32Array.from(sharedKeys, (k) => sharedCap.get(k)!);
  const { words, linkWordStart, linkWord, linkMask, linkCrossesTwice, linkShared } = linkTables(graph, sharedIdx);
  const routeShared = new Int32Array(sharedKeys.length);
  // Most titles share no track: the walk's hot loop then skips the counting.
  const hasShared = sharedKeys.length > 0;
  const adj: { to: number; link: number }[][] = keys.map((k) => graph.adjacency.get(k)!.map((s) => ({ to: id.get(s.to)!, link: s.link.id })));

  // Hexes, for routes.noHexReentry: each link's hexes as a bitset; a link that itself re-enters a hex is unusable.
  const reentry = rules.noHexReentry;
  const hexId = new Map<string, number>();
  const hexOf = (track: string): string => track.slice(0, track.indexOf('#'));
  if (reentry) {
    for (const s of stops) if (!hexId.has(s.hex)) hexId.set(s.hex, hexId.size);
    for (const l of graph.links) for (const t of l.tracks) if (!hexId.has(hexOf(t))) hexId.set(hexOf(t), hexId.size);
  }
  const hexWords = Math.max(1, Math.ceil(hexId.size / 32));
  const nodeHex = stops.map((s) => (reentry ? hexId.get(s.hex)! : 0));
  const linkHex = reentry
    ? graph.links.map((l) => {
        const bits = new Uint32Array(hexWords);
        for (const t of l.tracks) {
          const h = hexId.get(hexOf(t))!;
          bits[h >>> 5]! |= 1 << (h & 31);
        }
        return bits;
      })
    : [];
  const linkReenters = reentry ? graph.links.map((l) => reentersHex(l.tracks)) : [];
  const visitedHex = new Uint32Array(hexWords);
  const setHex = (h: number): void => {
    visitedHex[h >>> 5]! |= 1 << (h & 31);
  };
  const clearHex = (h: number): void => {
    visitedHex[h >>> 5]! &= ~(1 << (h & 31));
  };

  // 2. Enumerate routes.
  // A route visits each node at most once, which also bounds trains with unlimited stops (1870 Diesels)
  // and trains that may pass stops uncounted (1860's skippable towns and halts).
  const limit = Math.min(
    n,
    Math.max(...trains.map((t) => maxVisits(t.rule, unboundedVisits)), ...(extraBits ? trains.map((t) => maxVisits(extraCityRule(t.rule) ?? t.rule, unboundedVisits)) : [])),
  );
  // The walk's depth (earlyExit deepens it step by step).
  let depthCap = limit;
  const simple = typeRules.map((r, t) => (plainGraph && !typeBase[t] ? simplePay(r) : null));
  // Locations paying once only matters between two routes.
  const dedupe = rules.locationPaysOnce && trains.length > 1;
  const routes: Candidate[] = [];
  const nodeStack = new Int32Array(limit + 1);
  const linkStack = new Int32Array(limit + 1);
  let depth = 0; // nodes on the route
  const onRoute = new Uint8Array(n);
  const used = new Uint32Array(words);
  let stationsOn = 0;
  let passesOn = 0;
  let sum = 0;
  // When every train counts hex-to-hex steps (1862 freight), no route may take more steps than the
  // longest of them: the walk stops there. A link's steps are the hex changes along its track.
  const stepCap = trains.every((t) => t.rule.kind === 'hexes' && t.rule.steps) ? Math.max(...trains.map((t) => (t.rule.kind === 'hexes' ? t.rule.hexes : 0))) : Infinity;
  // A route's length in hexes, kept up to date as the walk extends when some train counts hexes
  // (hex trains, 1862 freight steps and Local subsidies): the hexes each link's track runs through,
  // a count per hex on the route, the distinct hexes touched and the steps taken (the hex changes
  // along each link; links meet at a node, inside one hex, so a route's steps are its links' sum).
  const countHexes = typeRules.some((r) => r.kind === 'hexes' || (r.subsidyPerHex ?? 0) > 0);
  const trackHexId = new Map<string, number>();
  const linkHexIds = countHexes
    ? graph.links.map((l) =>
        Int32Array.from(l.tracks, (t) => {
          const h = hexOf(t);
          if (!trackHexId.has(h)) trackHexId.set(h, trackHexId.size);
          return trackHexId.get(h)!;
        }),
      )
    : [];
  const linkSteps = countHexes
    ? linkHexIds.map((ids) => {
        let k = 0;
        for (let j = 1; j < ids.length; j++) if (ids[j] !== ids[j - 1]) k++;
        return k;
      })
    : [];
  const onHex = new Int32Array(trackHexId.size);
  let stepsOn = 0;
  let hexesOn = 0;
  const passLimit = rules.blockedPassesPerRun;

  // Single train: bound the walk by the best values still obtainable.
  const single = trains.length === 1 && simple[0] !== null && !options.mustConnect && !leasing && !flood && abilities.length === 0;
  const sortedValues = bound.slice().sort().reverse();
  const topSum = new Int32Array(limit + 2);
  for (let k = 1; k <= limit + 1; k++) topSum[k] = topSum[k - 1]! + (sortedValues[k - 1] ?? 0);
  const maxDouble = Math.max(0, ...doubleEnd);
  // A floor (options.above): routes that cannot beat it are pruned as if a route that good had been found.
  let bestSingle = options.above ?? 0;

  /** The current route's track, in order. */
  const routeTracks = (): string[] => {
    const out: string[] = [];
    for (let k = 1; k < depth; k++) {
      const link = graph.links[linkStack[k]!]!;
      if (link.from === keys[nodeStack[k - 1]!]) out.push(...link.tracks);
      else for (let j = link.tracks.length - 1; j >= 0; j--) out.push(link.tracks[j]!);
    }
    return out;
  };

  const routeStops = (): Stop[] => {
    const out: Stop[] = [];
    for (let k = 0; k < depth; k++) out.push(stops[nodeStack[k]!]!);
    return out;
  };

  // What scoreFor found (kept in variables: the walk scores millions of routes and must not allocate per call).
  let scoredRev = 0;
  let scoredSub = 0;
  let scoredExtra = 0;
  let scoredChoices: Int32Array | null = null;
  // The current route's ends as a chain's (the same for every train type: found once per route).
  let scoredEnds: [ChainEnd, ChainEnd] | null = null;
  let scoredSpan = 0;
  const noSub = new Int32Array(types.length * masks);
  // The current route's kinds, base values and stops, built by the first scoreFor of the route (record clears them).
  let routeKinds: string[] | null = null;
  let routeValues: number[] | null = null;
  let routeStopList: Stop[] | null = null;

  /**
   * Scores the current route for train type t with the route abilities of mask m into scoredRev and
   * scoredSub; false when that train cannot run it, or the route does not use a claimed ability.
   */
  const scoreFor = (t: number, m: number, amountsOut: Int32Array[] | null): boolean => {
    const cap = simple[t];
    if (m === 0 && cap !== null && cap !== undefined && !amountsOut) {
      if (depth > cap) return false;
      scoredRev = leaseTotal(sum + doubleEnd[nodeStack[0]!]! + doubleEnd[nodeStack[depth - 1]!]!);
      scoredSub = 0;
      return true;
    }
    // A route too long for this type (more hexes or steps, or more stops it must count than its buckets visit): the
    // walk's counts say so (unrunnable), and scoreStops would refuse it after building its lists. Most routes of a
    // late 1862 map are too long for one of its types (an express train's five stops beside a freight's nine hexes).
    const refusal = refusals === null ? undefined : refusals[t];
    if (refusal !== undefined && tooLong(refusal)) return false;
    // The shared counting rule (revenue.ts scoreStops) on this graph's tables; markers as scoreRoute adds them.
    // The route's kinds and values are the same for every type (and mask) sharing a value table: built once per route.
    const own = typeBase[t] ?? base;
    if (!routeKinds) {
      routeKinds = [];
      for (let k = 0; k < depth; k++) routeKinds.push(kindOf[nodeStack[k]!]!);
    }
    const kinds = routeKinds;
    let values = own === base ? routeValues : null;
    if (!values) {
      values = [];
      for (let k = 0; k < depth; k++) values.push(own[nodeStack[k]!]!);
      if (own === base) routeValues = values;
    }
    const rule = maskRules[t]![m]!;
    // As routeLength counts them (revenue.ts), from the walk's running counts.
    const hexCount = rule.kind === 'hexes' && rule.steps ? stepsOn : hexesOn;
    const s = scoreStops(rule, terms, values, kinds, hexCount);
    if (!s) return false;
    // Claimed route abilities, as validation scores them (routeAbilities.ts, validate.ts finishRoute).
    let again = 0;
    let doubled = -1;
    if ((m & extraBits) !== 0 && additionalCity(typeRules[t]!, kinds, values, s.paid) === null) return false;
    if ((m & doubleBits) !== 0) {
      const off = offNode[31 - Math.clz32(m & doubleBits)]!;
      const onPort: boolean[] = [];
      const onOff: boolean[] = [];
      for (let k = 0; k < depth; k++) {
        onPort.push(portNode[nodeStack[k]!] === 1);
        onOff.push(off[nodeStack[k]!] === 1);
      }
      doubled = offboardToDouble(onPort, onOff, s.paid);
      if (doubled < 0) return false;
      again = values[doubled]! * (rule.multiplier ?? 1);
    }
    let perStationExtra: number[] | null = null;
    if (perStation) {
      const onRoute = Array.from(nodeStack.subarray(0, depth));
      const extras = routeWideExtras(onRoute.map((k) => stopNodes[k]!), values.map((v) => v * (rule.multiplier ?? 1)), s.paid, (k) => station[onRoute[k]!] === 1 && kindOf[onRoute[k]!] === 'city');
      if (!Array.isArray(extras)) return false;
      perStationExtra = extras;
      for (const x of perStationExtra) again += x;
    }
    const rs = markers || amountsOut || chainRules[t] ? (routeStopList ??= routeStops()) : null;
    scoredExtra = 0;
    if (chainRules[t]) {
      // A chain pays its ends only (runScore.ts); markers count on them as validation counts them.
      for (let k = 1; k < depth - 1; k++) s.paid[k] = false;
    }
    scoredRev = leaseTotal(s.revenue) + (markers ? markerRevenue(title, state, rs!, s.paid, corp) : 0) + again;
    scoredSub = s.subsidy;
    if (chainRules[t]) {
      const ends = (s.paid[0] ? own[nodeStack[0]!]! : 0) + (s.paid[depth - 1] ? own[nodeStack[depth - 1]!]! : 0);
      // Alone, the exact chain bonus; else an upper bound on the route's part in a chain (see chainBonus above).
      if (loneChain) scoredExtra = loneChainBonus(title, state, chainRules[t]!, rs!, routeTracks());
      else {
        // A route's ends and span are the same for every chained type: found once (record clears them).
        if (scoredEnds === null) {
          scoredEnds = routeChainEnds(title, state, rs!, routeTracks());
          scoredSpan = chainSpan(title, scoredEnds[0], scoredEnds[1]);
        }
        scoredExtra = chainBonusMax * scoredSpan;
      }
      scoredRev = ends + (markers ? markerRevenue(title, state, rs!, s.paid, corp) : 0) + scoredExtra;
    }
    if (amountsOut) {
      const a = new Int32Array(depth);
      for (let k = 0; k < depth; k++) a[k] = (s.paid[k] ? own[nodeStack[k]!]! * (rule.multiplier ?? 1) : 0) + (markers ? markerAt(title, state, rs!, s.paid, corp, k) : 0) + (k === doubled ? values[doubled]! * (rule.multiplier ?? 1) : 0) + (perStationExtra ? perStationExtra[k]! : 0);
      amountsOut[t * masks + m] = a;
      scoredChoices = null;
      if (picksType[t] && m === 0) {
        // The picks start from this scoring, unless a chain has taken its middle stops' pay away above.
        const picks = choiceAmounts(rule, terms, values, kinds, hexCount, Array.from(a), chainRules[t] ? undefined : s);
        if (picks.length > 1) scoredChoices = Int32Array.from(picks.flat());
      }
    }
    return true;
  };

  const noBits = new Uint32Array(words);
  const push = (key: Float64Array, sub: Int32Array, home: boolean, amounts: Int32Array[] | null, extra: Float64Array | null = null, choices: (Int32Array | null)[] | null = null): void => {
    let nodeBits: Uint32Array | null = null;
    if (rules.mustInterlink) {
      nodeBits = new Uint32Array(Math.max(1, Math.ceil(n / 32)));
      for (let k = 0; k < depth; k++) nodeBits[nodeStack[k]! >>> 5]! |= 1 << (nodeStack[k]! & 31);
    }
    // Per slot, its amounts (scoreFor leaves a slot it did not score empty).
    let perSlot: (Int32Array | null)[] | null = null;
    if (amounts) {
      perSlot = new Array<Int32Array | null>(types.length * masks);
      for (let slot = 0; slot < perSlot.length; slot++) perSlot[slot] = amounts[slot] ?? null;
    }
    routes.push({
      nodes: nodeStack.slice(0, depth),
      links: linkStack.slice(1, depth),
      // Routes that share track are never tested for clashes: one empty bitset serves them all (network trains read
      // a route's bits, so they keep theirs).
      bits: rules.shareTrack && !flood ? noBits : used.slice(),
      key,
      sub,
      passes: passesOn,
      home,
      nodeBits,
      amounts: perSlot,
      extra,
      choices,
      leastPaid: choices ? choices.map((ch) => ch && perStopOfPicks(ch, depth, Math.min)) : null,
      mostPaid: choices ? choices.map((ch) => ch && perStopOfPicks(ch, depth, Math.max)) : null,
      chainEnds: scoredEnds,
      span: scoredSpan,
      endFrom: null,
      shared: sharedKeys.length > 0 ? Int32Array.from(sharedKeys.flatMap((_, k) => (routeShared[k]! > 0 ? [k] : []))) : null,
    });
  };

  const earlyExit = options.firstFound === true && !fullWalk && !flood && !options.mustConnect;
  let walkedEarly = false;
  const record = (): void => {
    // Each route is recorded once, from its smaller end; a walk stopping at the first route (earlyExit)
    // starts from the stations and takes a route from either end.
    if (depth < 2 || stationsOn === 0 || (!earlyExit && nodeStack[0]! > nodeStack[depth - 1]!)) return;
    if (noEnd[nodeStack[0]!] || noEnd[nodeStack[depth - 1]!]) return;
    const joined = (classMask[nodeStack[0]!]! & classMask[nodeStack[depth - 1]!]!) !== 0;
    // A port at each end (1820 §14.2.1): with a cousin's portBothEnds only, and then the route needs the claim.
    const bothPorts = portBothBits !== 0 && portNode[nodeStack[0]!] === 1 && portNode[nodeStack[depth - 1]!] === 1;
    if (joined && !bothPorts) return;
    if (portStations && portStationRefusal(title, Array.from(nodeStack.subarray(0, depth), (x) => stops[x]!), (k) => station[nodeStack[k]!] === 1) !== null) return;
    const home = homeNode >= 0 && onRoute[homeNode] === 1;
    // One train: its route is the whole run, so it must include the home station itself.
    if (rules.mustIncludeHome && trains.length === 1 && !home) return;
    routeKinds = null;
    routeValues = null;
    routeStopList = null;
    if (single) {
      // One n-train (W = 1, no subsidy): keep only routes at least as good as the best so far.
      if (!scoreFor(0, 0, null) || scoredRev <= 0 || scoredRev < bestSingle) return;
      bestSingle = scoredRev;
      push(Float64Array.of(scoredRev), noSub, home, null);
      // firstFound: as below, the first route that earns anything answers (the home station is already on it when a run needs it).
      if (earlyExit) {
        walkedEarly = true;
        stopped = true;
      }
      return;
    }
    scoredEnds = null;
    scoredSpan = 0;
    const key = new Float64Array(types.length * masks);
    const sub = W > 1 ? new Int32Array(types.length * masks) : noSub;
    const amounts: Int32Array[] | null = dedupe ? [] : null;
    const extra = dedupe && (loneChain || boundPicks) ? new Float64Array(types.length * masks) : null;
    const choices: (Int32Array | null)[] | null = boundPicks && picksType.some((p) => p) ? new Array<Int32Array | null>(types.length * masks).fill(null) : null;
    let any = false;
    // Which claims the route can use at all (the scoring then decides): each ability's own condition.
    let hasPort = false;
    for (let k = 0; k < depth && masks > 1; k++) if (portNode[nodeStack[k]!]) hasPort = true;
    for (let t = 0; t < types.length; t++) {
      let cities = 0;
      const allowance = cityAllowance[t];
      if (extraBits !== 0 && allowance)
        for (let k = 0; k < depth; k++) if (allowance.kinds === null || allowance.kinds.has(kindOf[nodeStack[k]!]!)) cities++;
      for (let m = 0; m < masks; m++) {
        const slot = t * masks + m;
        const usable =
          validMask[m] === 1 &&
          ((m & portBothBits) !== 0 ? bothPorts : !joined) &&
          ((m & doubleBits) === 0 || hasPort) &&
          ((m & extraBits) === 0 || (maskRules[t]![m] !== null && allowance !== null && cities > allowance.pays));
        if (!usable || !scoreFor(t, m, amounts)) {
          key[slot] = -1;
          continue;
        }
        key[slot] = scoredRev * W + scoredSub;
        if (W > 1) sub[slot] = scoredSub;
        if (extra) extra[slot] = scoredExtra;
        if (choices) choices[slot] = scoredChoices;
        if (key[slot]! > 0) any = true;
      }
    }
    if (any) push(key, sub, home, amounts, extra, choices);
    // firstFound: the walk stops at the first route that earns something; the search below then tries it
    // alone, and only when that does not make a run is the whole map walked (fullWalk). Late 1860 maps
    // took some 60 ms a call to walk every route, for the run step's "is there any route" question.
    if (any && earlyExit && (home || !rules.mustIncludeHome)) {
      walkedEarly = true;
      stopped = true;
    }
  };

  // A route that no train type can run, and so none of the routes extending it (an extension only adds stops,
  // hexes and steps): per type, more hexes (or steps) than it may run, or more stops it must count than its
  // buckets visit (revenue.ts scoreStops refuses both). The walk goes no further from it. Without route
  // abilities only (a claim can change a type's rule).
  const refusals =
    masks === 1 && countHexes
      ? typeRules.map((r) =>
          r.kind === 'hexes'
            ? { hexes: r.hexes, steps: r.steps === true, visits: Infinity, must: null }
            : {
                hexes: Infinity,
                steps: false,
                visits: r.buckets.reduce((a, b) => a + b.visit, 0),
                must: Uint8Array.from(kindOf, (k) => (terms.ignored.has(k) || r.ignored?.has(k) || terms.skippable.has(k) ? 0 : 1)),
              },
        )
      : null;
  /** Whether the current route breaks refusal r (one type's): more hexes or steps, or more stops it must count, than it may. */
  function tooLong(r: NonNullable<typeof refusals>[number]): boolean {
    if (r.must === null) return (r.steps ? stepsOn : hexesOn) > r.hexes;
    let count = 0;
    for (let k = 0; k < depth; k++) count += r.must[nodeStack[k]!]!;
    return count > r.visits;
  }
  const unrunnable = (): boolean => {
    if (!refusals) return false;
    for (let r = 0; r < refusals.length; r++) if (!tooLong(refusals[r]!)) return false;
    return true;
  };

  const extend = (at: number): void => {
    if (tick()) return;
    record();
    if (depth >= depthCap || unrunnable()) return;
    if (single && sum + topSum[limit - depth]! + 2 * maxDouble <= bestSingle && bestSingle > 0) return;
    let passing = 0;
    if (depth > 1 && !passable[at]) {
      // Only a city blocked by other corporations' stations may be passed, and only with a pass left.
      if (!passWithPass[at] || passesOn >= passLimit) return;
      passing = 1;
    }
    passesOn += passing;
    const atHex = nodeHex[at]!;
    // Indexed loops here and below: the walk runs before it is compiled, where an array's iterator is an object per step.
    const moves = adj[at]!;
    for (let mi = 0; mi < moves.length; mi++) {
      const step = moves[mi]!;
      if (onRoute[step.to] || linkCrossesTwice[step.link]) continue;
      // One n-train: a step whose route cannot reach the best so far, nor any extension of it beat it, is not
      // taken (the walk would record nothing there and prune at once, as the bound above does).
      if (single && bestSingle > 0) {
        const reached = sum + value[step.to]! + 2 * maxDouble;
        if (reached < bestSingle && reached + topSum[limit - depth - 1]! <= bestSingle) continue;
      }
      const group = nodeGroup[step.to]!;
      if (group >= 0 && groupOn[group]) continue;
      if (reentry) {
        if (linkReenters[step.link]) continue;
        // The link may touch the hex it leaves from, and no other hex the route has been in.
        const hexBits = linkHex[step.link]!;
        clearHex(atHex);
        let again = false;
        for (let w = 0; w < hexWords; w++) if ((visitedHex[w]! & hexBits[w]!) !== 0) again = true;
        setHex(atHex);
        if (again) continue;
      }
      const linkStepCount = countHexes ? linkSteps[step.link]! : 0;
      if (stepsOn + linkStepCount > stepCap) continue;
      // The link's bits, word by word: only the few words it has bits in (linkTables).
      const from = linkWordStart[step.link]!;
      const to = linkWordStart[step.link + 1]!;
      let clash = false;
      for (let k = from; k < to; k++) if ((used[linkWord[k]!]! & linkMask[k]!) !== 0) clash = true;
      if (hasShared) for (const k of linkShared[step.link]!) if (routeShared[k]! > 0) clash = true;
      if (clash) continue;
      for (let k = from; k < to; k++) used[linkWord[k]!]! |= linkMask[k]!;
      if (hasShared) for (const k of linkShared[step.link]!) routeShared[k]!++;
      if (reentry) for (let w = 0; w < hexWords; w++) visitedHex[w]! |= linkHex[step.link]![w]!;
      nodeStack[depth] = step.to;
      linkStack[depth] = step.link;
      depth++;
      onRoute[step.to] = 1;
      if (group >= 0) groupOn[group] = 1;
      stationsOn += station[step.to]!;
      sum += value[step.to]!;
      stepsOn += linkStepCount;
      const hexIds = countHexes ? linkHexIds[step.link]! : NO_SHARED;
      for (let h = 0; h < hexIds.length; h++) if (onHex[hexIds[h]!]!++ === 0) hexesOn++;
      extend(step.to);
      for (let h = 0; h < hexIds.length; h++) if (--onHex[hexIds[h]!]! === 0) hexesOn--;
      stepsOn -= linkStepCount;
      sum -= value[step.to]!;
      stationsOn -= station[step.to]!;
      onRoute[step.to] = 0;
      if (group >= 0) groupOn[group] = 0;
      depth--;
      if (reentry) {
        for (let w = 0; w < hexWords; w++) visitedHex[w]! &= ~linkHex[step.link]![w]!;
        setHex(atHex);
      }
      for (let k = from; k < to; k++) used[linkWord[k]!]! &= ~linkMask[k]!;
      if (hasShared) for (const k of linkShared[step.link]!) routeShared[k]!--;
      if (stopped) break;
    }
    passesOn -= passing;
  };

  // Every route contains one of the corporation's stations (its home where the run must include it): a
  // walk that stops at the first route (earlyExit) starts from them, home first, and looks at short routes first (depthCap 2, 3, ...), since a long
  // first branch can hold a hundred thousand routes of which none runs (a late 1860 map).
  const starts = Array.from({ length: n }, (_, i) => i);
  if (earlyExit) starts.sort((a, b) => Number(b === homeNode) - Number(a === homeNode) || station[b]! - station[a]! || a - b);
  for (depthCap = earlyExit ? 2 : limit; depthCap <= limit && !stopped; depthCap++) walkFrom(starts);

  function walkFrom(starts: number[]): void {
  for (const start of starts) {
    if (stopped) break;
    // Every route is recorded from its first node, which may not be a kind routes may not end at.
    if (noEnd[start]) continue;
    nodeStack[0] = start;
    depth = 1;
    onRoute[start] = 1;
    stationsOn = station[start]!;
    sum = value[start]!;
    if (reentry) {
      visitedHex.fill(0);
      setHex(nodeHex[start]!);
    }
    const startGroup = nodeGroup[start]!;
    if (startGroup >= 0) groupOn[startGroup] = 1;
    extend(start);
    if (startGroup >= 0) groupOn[startGroup] = 0;
    onRoute[start] = 0;
  }
  }

  const enumerated = !stopped;

  // 3. Branch and bound over trains.
  // Each train type's choices that earn something, best first: its routes, or with route abilities each
  // (route, mask) pair, listMasks giving the mask (the claim-free choice first on ties).
  // options.above: only sets earning more than it count, whatever their subsidy (revenue × W + subsidy).
  const floor = options.above !== undefined ? (options.above + 1) * W - 1 : -1;
  // A route is tried only while its key, with the best keys of the other trains (and the network trains'
  // bound), can beat the floor: the search's own bound (`value + k + rest <= best`, below) stops each list
  // at the first route that cannot, so the routes below a type's `least` are never reached. Leaving them
  // out before sorting keeps every list's head and the order of what is left; for checkBestRun's question
  // (options.above, a late 1870 position enumerates thousands of routes) most lists are then short or
  // empty. Only the search below reads the lists this way; the bounds of exact leaves scan whole lists.
  const least = new Float64Array(types.length);
  if (masks === 1 && floor >= 0 && enumerated && !boundPicks) {
    const head = headKeys(routes, types.length);
    let all = flood ? flood.bound * W : 0;
    for (const tr of trains) all += head[types.indexOf(tr.type)]!;
    for (let t = 0; t < types.length; t++) least[t] = Math.max(0, floor - (all - head[t]!));
  }
  const lists: Candidate[][] = [];
  const listMasks: (Int32Array | null)[] = [];
  for (let t = 0; t < types.length; t++) {
    if (masks === 1) {
      lists.push(routes.filter((c) => c.key[t]! > least[t]!).sort((a, b) => b.key[t]! - a.key[t]! || compareNodes(a.nodes, b.nodes) || compareNodes(a.links, b.links)));
      listMasks.push(null);
      continue;
    }
    const pairs: { c: Candidate; m: number; k: number }[] = [];
    for (const c of routes) for (let m = 0; m < masks; m++) if (c.key[t * masks + m]! > 0) pairs.push({ c, m, k: c.key[t * masks + m]! });
    pairs.sort((a, b) => b.k - a.k || a.m - b.m || compareNodes(a.c.nodes, b.c.nodes) || compareNodes(a.c.links, b.c.links));
    lists.push(pairs.map((p) => p.c));
    listMasks.push(Int32Array.from(pairs, (p) => p.m));
  }
  const maskAt = (t: number, j: number): number => listMasks[t]?.[j] ?? 0;
  const headKey = (t: number): number => (lists[t]!.length > 0 ? lists[t]![0]!.key[t * masks + maskAt(t, 0)]! : 0);
  // Each list's keys in list order, in one array: the scans of the search read them one after another.
  const listKeys = lists.map((list, t) => Float64Array.from(list, (c, j) => c.key[t * masks + maskAt(t, j)]!));
  const typeIndex = (type: string): number => types.indexOf(type);
  // Chained trains first (chainSearch): the others then all come after them, bounded together (relaxedTail).
  // The m/n trains last: they claim only what all their picks pay, the trains before them claim what they pay.
  const chainFirst = (tr: { type: string }): number => (!boundPicks ? 0 : chainType[typeIndex(tr.type)] ? 0 : picksType[typeIndex(tr.type)] ? 2 : 1);
  const order = [...trains].sort((a, b) => chainFirst(a) - chainFirst(b) || headKey(typeIndex(b.type)) - headKey(typeIndex(a.type)) || (a.id < b.id ? -1 : 1));
  const bestEach = order.map((t) => headKey(typeIndex(t.type)));
  const suffix = bestEach.map((_, i) => bestEach.slice(i).reduce((a, b) => a + b, 0));
  suffix.push(0);
  // The network trains' bound (flood.ts: no set of routes lets them earn more), on every suffix.
  if (flood) for (let i = 0; i < suffix.length; i++) suffix[i]! += flood.bound * W;
  let atNetwork = false;

  let best = floor;
  let bestPick: (Candidate | null)[] = [];
  let bestMasks: number[] = [];
  const pick: (Candidate | null)[] = [];
  /** The route abilities each pick claims (a mask over `abilities`). */
  const pickMasks: number[] = [];
  /** Whether the claims of mask m fit the abilities' numbers of routes, with the claims taken so far. */
  const claimsFit = (m: number): boolean => {
    for (let a = 0; a < abilities.length; a++) if ((m & (1 << a)) !== 0 && claimsUsed[a]! >= abilities[a]!.routes) return false;
    return true;
  };
  const takeClaims = (m: number, by: number): void => {
    for (let a = 0; a < abilities.length; a++) if ((m & (1 << a)) !== 0) claimsUsed[a]! += by;
  };
  const taken = new Uint32Array(words);
  const sharedTaken = new Int32Array(sharedKeys.length);
  /**
   * The track a network train may not use after the chosen routes: theirs, with the shared pieces that as many
   * routes as allowed have taken (validate.ts checkRun counts them the same way).
   */
  const networkBits = (bits: Uint32Array, counts: Int32Array): Uint32Array => {
    if (sharedKeys.length === 0) return bits;
    const out = bits.slice();
    sharedKeys.forEach((k, s) => {
      const b = graph.trackBit.get(k);
      if (b !== undefined && counts[s]! >= sharedLimit[s]!) out[b >>> 5]! |= 1 << (b & 31);
    });
    return out;
  };
  let passesTaken = 0;
  // routes.locationPaysOnce: the most any chosen route pays at each location, a node or the revenue
  // group (TileNode group) several nodes share.
  // Only built when locations pay once: the search reads them nowhere else.
  const locIndex = new Map<string, number>();
  const locOf = dedupe
    ? Int32Array.from(stops, (s) => {
        const loc = stopLocation(title, state, s.hex, s.node);
        if (!locIndex.has(loc)) locIndex.set(loc, locIndex.size);
        return locIndex.get(loc)!;
      })
    : new Int32Array(0);
  const paidAt = new Int32Array(locIndex.size);
  const paidUndo: number[] = [];
  const ends = options.mustConnect ? options.mustConnect.map((k) => id.get(k) ?? -1) : null;
  const connects = (c: Candidate | null): boolean =>
    !!c && !!ends && ((c.nodes[0] === ends[0] && c.nodes[c.nodes.length - 1] === ends[1]) || (c.nodes[0] === ends[1] && c.nodes[c.nodes.length - 1] === ends[0]));
  const interlinked = (chosen: Candidate[]): boolean => {
    const linked = new Uint8Array(chosen.length);
    linked[0] = 1;
    const queue = [0];
    let count = 1;
    while (queue.length > 0) {
      const a = chosen[queue.pop()!]!.nodeBits!;
      for (let j = 0; j < chosen.length; j++) {
        if (linked[j]) continue;
        const b = chosen[j]!.nodeBits!;
        let shared = false;
        for (let w = 0; w < a.length; w++) if ((a[w]! & b[w]!) !== 0) shared = true;
        if (!shared) continue;
        linked[j] = 1;
        count++;
        queue.push(j);
      }
    }
    return count === chosen.length;
  };
  const runOk = (): boolean => {
    if (ends && !pick.some(connects)) return false;
    const chosen = pick.filter((c): c is Candidate => c !== null);
    if (chosen.length === 0) return true;
    if (rules.mustIncludeHome && !chosen.some((c) => c.home)) return false;
    if (rules.mustInterlink && chosen.length > 1 && !interlinked(chosen)) return false;
    return true;
  };
  const shareTrack = rules.shareTrack;
  /** Checked routes of a candidate for a train, built once (the same finishRoute validation uses). */
  const materialized = new Map<Candidate, Map<string, CheckedRoute>>();
  const materialize = (c: Candidate, t: { id: string; type: string }, m: number): CheckedRoute => {
    let byTrain = materialized.get(c);
    if (!byTrain) materialized.set(c, (byTrain = new Map()));
    const hit = byTrain.get(`${t.id}|${m}`);
    if (hit) return hit;
    const rs = [...c.nodes].map((x) => stops[x]!);
    const path: string[] = [keys[c.nodes[0]!]!];
    const tracks: string[] = [];
    for (let k = 0; k < c.links.length; k++) {
      const link = graph.links[c.links[k]!]!;
      const fromKey = keys[c.nodes[k]!]!;
      const forward = link.from === fromKey;
      path.push(...(forward ? link.via : [...link.via].reverse()), keys[c.nodes[k + 1]!]!);
      tracks.push(...(forward ? link.tracks : [...link.tracks].reverse()));
    }
    const checked = finishRoute(ctx, corp, t.id, t.type, rs, tracks, path, view, undefined, m === 0 ? undefined : claimsOf(m));
    if ('code' in checked) throw new Error(`optimiser produced an invalid route: ${checked.message} (${path.join(' ')}; ${tracks.join(' ')})`);
    byTrain.set(`${t.id}|${m}`, checked);
    return checked;
  };
  // The set is scored in train id order, as the answer's routes are (a loop of chained routes pays its first stop).
  const byId = order.map((_, i) => i).sort((a, b) => (order[a]!.id < order[b]!.id ? -1 : 1));
  /** The exact value (revenue × W + subsidy) of the complete set `picks`, -1 when the run is refused. */
  const exactValue = (picks: (Candidate | null)[] = pick): number => {
    // Scoring a whole run costs about as much as a few hundred search steps: the budget counts it so
    // (1862 runs of several chained and subsidised trains otherwise ran for minutes within it).
    steps += EXACT_LEAF_STEPS;
    const chosen: CheckedRoute[] = [];
    for (const i of byId) {
      const c = picks[i];
      if (c) chosen.push(materialize(c, order[i]!, pickMasks[i] ?? 0));
    }
    const run = scoreRun(title, state, chosen);
    if (!Array.isArray(run)) return -1;
    return run.reduce((a, r) => a + r.revenue * W + r.subsidy, 0);
  };
  const undoClaims = (mark: number): void => {
    while (paidUndo.length > mark) {
      const old = paidUndo.pop()!;
      paidAt[paidUndo.pop()!] = old;
    }
  };
  /** Raises the most paid at each stop of c to what it pays there (a location's pay is its highest). */
  const claim = (c: Candidate, amounts: Int32Array): void => {
    for (let j = 0; j < c.nodes.length; j++) {
      const loc = locOf[c.nodes[j]!]!;
      if (amounts[j]! <= paidAt[loc]!) continue;
      paidUndo.push(loc, paidAt[loc]!);
      paidAt[loc] = amounts[j]!;
    }
  };
  /**
   * With exact leaves and each location paying once (boundPicks): a bound on what route c, not chained, adds to
   * the set chosen so far (the search then claims its amounts, `claim`). paidAt holds, per location, an amount the chosen routes that are
   * not chained pay there in any case, so a route adds at most what it pays above it: the sum over the routes, in
   * any order, of what each pays above the amounts before it is what they pay together. A route paid one way
   * claims its amounts. An m/n train may be paid the stops of any of its picks (runScore.ts pickStops): it adds
   * its best pick's excess and claims at each stop the least any pick pays there. Subsidies: each route's own,
   * which paying a hex once only lowers. The chained routes are bounded together (chainBound). The callers only
   * compare the result with `need`: when a looser bound is already at most `need`, that bound is returned instead
   * (the comparison comes out the same), and the exact one only when it can exceed `need`.
   */
  const paidHere = new Int32Array(n);
  /**
   * Each train type's list laid out flat for boundedAdd (boundPicks, one mask): per route in list order, where its
   * stops start in `locs` and `most`, their locations, and per stop what it pays there (with picks: the most any
   * pick pays), and its extra and subsidy as one number. The search scans these lists hundreds of thousands of
   * times (1862's late runs); read in order from a few arrays, not from each route's own objects, they stay in cache.
   * They are filled as far as the search reads them (fillFlat): it reads each list from its head, and rarely to its
   * end, and filling all of a few thousand routes' lists cost about a tenth of a late ECR search.
   */
  const flat = lists.map((list) => {
    if (!boundPicks) return null;
    const start = new Int32Array(list.length + 1);
    for (let j = 0; j < list.length; j++) start[j + 1] = start[j]! + list[j]!.nodes.length;
    return { start, locs: new Int32Array(start[list.length]!), most: new Int32Array(start[list.length]!), fixed: new Float64Array(list.length), picks: new Uint8Array(list.length), filled: 0 };
  });
  /** Fills type t's flat list up to route j at least (flat). */
  const fillFlat = (t: number, j: number): void => {
    const f = flat[t]!;
    const list = lists[t]!;
    const to = Math.min(list.length, Math.max(j + 1, 2 * f.filled, 32));
    for (let q = f.filled; q < to; q++) {
      const c = list[q]!;
      const at = f.start[q]!;
      const pays = c.choices?.[t] ? c.mostPaid![t]! : c.amounts![t]!;
      for (let k = 0; k < c.nodes.length; k++) {
        f.locs[at + k] = locOf[c.nodes[k]!]!;
        f.most[at + k] = pays[k]!;
      }
      f.fixed[q] = c.extra![t]! * W + c.sub[t]!;
      f.picks[q] = c.choices?.[t] ? 1 : 0;
    }
    f.filled = to;
  };
  const boundedAdd = (t: number, j: number, need = Infinity): number => {
    const f = flat[t]!;
    if (j >= f.filled) fillFlat(t, j);
    const from = f.start[j]!;
    const to = f.start[j + 1]!;
    const locs = f.locs;
    const most = f.most;
    // Paid one way: what it pays above paidAt. With picks: each stop at the most any pick pays there bounds
    // every pick; when even that adds no more than `need`, which is all the caller asks, the picks are not
    // tried one by one.
    let upper = 0;
    for (let k = from; k < to; k++) {
      const d = most[k]! - paidAt[locs[k]!]!;
      if (d > 0) upper += d;
    }
    const bound = upper * W + f.fixed[j]!;
    if (f.picks[j] === 0 || bound <= need) return bound;
    const c = lists[t]![j]!;
    const picks = c.choices![t]!;
    const len = to - from;
    let rev = 0;
    for (let k = 0; k < len; k++) paidHere[k] = paidAt[locs[from + k]!]!;
    for (let p = 0; p < picks.length; p += len) {
      let gain = 0;
      for (let k = 0; k < len; k++) {
        const d = picks[p + k]! - paidHere[k]!;
        if (d > 0) gain += d;
      }
      if (gain > rev) rev = gain;
    }
    return rev * W + f.fixed[j]!;
  };

  // Chained routes (boundPicks with chainType trains): the chosen ones, bounded together by chainBound.
  const chainSearch = boundPicks && chainType.some((x) => x);
  /**
   * The chosen chained routes, CHAIN_FIELDS numbers each (see CHAIN_*): copied from their list's chainFlat record as
   * they are chosen, so chainBound, which the search calls for most routes of the last chained train it tries, reads
   * one small array and not each route's own objects (most of its time was spent waiting for those to be read).
   */
  const chainPicked = new Int32Array(order.length * CHAIN_FIELDS);
  let chainN = 0;
  /** The last train in search order that runs chained: once it is decided, the chains are known. */
  const lastChained = order.reduce((last, tr, i) => (chainType[typeIndex(tr.type)] ? i : last), -1);
  // The hexes chain distances are measured from, as ids, with their grid distances (filled as asked).
  const fromIds = new Map<string, number>();
  const endCases = new Map<string, { from: number; off: number }>();
  if (chainSearch)
    for (const c of routes)
      if (c.chainEnds) {
        c.endFrom = Int32Array.from(c.chainEnds, (e) => {
          if (!fromIds.has(e.from)) fromIds.set(e.from, fromIds.size);
          endCases.set(`${e.from}|${e.offboard}`, { from: fromIds.get(e.from)!, off: e.offboard ? 1 : 0 });
          return fromIds.get(e.from)!;
        });
      }
  const fromHexes = [...fromIds.keys()];
  const fromDist = new Int32Array(fromHexes.length * fromHexes.length).fill(-1);
  // Each hex parsed once: the farthest two chain ends (crowMax) measure every pair of them, which parsing each
  // pair's hex ids made a tenth of a cold late ECR search.
  const fromXY = fromHexes.map((h) => parseHexId(h, title.axes));
  const distance = (a: number, b: number): number => {
    const at = a * fromHexes.length + b;
    if (fromDist[at]! < 0) {
      const pa = fromXY[a];
      const pb = fromXY[b];
      fromDist[at] = pa && pb ? coordSteps(pa, pb, title.layout) : 0;
    }
    return fromDist[at]!;
  };
  /** Hexes between two chain ends as the crow flies (runScore.ts crowHexes, on the ids above). */
  const crow = (fa: number, offA: number, fb: number, offB: number): number => Math.max(0, (fa === fb ? -1 : distance(fa, fb) - 1) + offA + offB);
  // The most hexes any chain's ends can be apart: every chain end is an end of a listed chained route.
  let crowMax = 0;
  const cases = [...endCases.values()];
  for (const a of cases) for (const b of cases) crowMax = Math.max(crowMax, crow(a.from, a.off, b.from, b.off));
  /** Whether a chain end of type t's rule earns the port bonus (runScore.ts scoreChains). */
  const portEnd = (t: number, e: ChainEnd): boolean => {
    const rule = chainRules[t]!;
    return rule.portBonusPerHex !== undefined && e.offboard && (rule.portColors ?? []).includes(e.color);
  };
  // The trains after the chained ones (tailStart on), searched alone (relaxTail).
  const tailStart = chainSearch ? lastChained + 1 : order.length;
  let relaxedTail = -1;
  let relaxing = false;
  /** Locations and amounts (pairs) a relaxed search counts as paid already: the chains' ends. */
  let preset: number[] = [];
  /**
   * Relaxed searches already made, by their preset: a bound on the tail's best over it, and whether it is that best
   * (else the best is at most the bound, all a search with that floor was asked).
   */
  const relaxedByEnds = new Map<string, { bound: number; exact: boolean }>();
  /**
   * A tail of one train (after the chained ones): the most it adds over the chains' ends (trainBest), by those ends, and
   * the ends of the set being searched (search sets it as the chains are decided). The tail's relaxed search does this
   * for a longer tail (tailOverEnds); with one train its best is its own bound, found once for each set of ends: in
   * 1862's ECR runs (4/5E, 8F, 9F) thousands of sets of freight routes share a few hundred sets of ends.
   */
  const tailOneByEnds = new Map<string, number>();
  let tailEndsKey: string | null = null;
  const leafPaid = new Int32Array(locIndex.size);
  const leafTouched: number[] = [];
  const leafChoices: Candidate[] = [];
  const leafChoiceSlots: number[] = [];
  const raise = (loc: number, a: number): void => {
    if (a <= leafPaid[loc]!) return;
    if (leafPaid[loc] === 0) leafTouched.push(loc);
    leafPaid[loc] = a;
  };
  const endCount = new Int32Array(n);
  /** How many chosen chained routes (chainPicked) end at each node. */
  const chainEndAt = new Int32Array(n);
  /** chainBound's pay per location of the chains' ends (the most any end there gains), and the locations set. */
  // These lists are typed arrays with a count beside them: the search empties them at every bound, and setting a
  // plain array's length is a call into the runtime (about a tenth of the CPU of a late 1862 ECR search).
  const endPaid = new Int32Array(locIndex.size);
  /** With `keep`, chainBound leaves each location's end pay here (apartPay), the locations in apartAt. */
  const apartGain = new Int32Array(locIndex.size);
  const apartAt = new Int32Array(locIndex.size);
  let apartN = 0;
  const endTouched = new Int32Array(locIndex.size);
  let endTouchedN = 0;
  /** The loops of the last leaf chainBound: their end stops' locations and amounts, and where each loop's list ends. */
  const loopLoc = new Int32Array(order.length);
  const loopAmount = new Int32Array(order.length);
  let loopN = 0;
  const loopEnd = new Int32Array(order.length);
  let loopEndN = 0;
  const chainLabel = new Int32Array(order.length);
  /** Whether the last chainBound found a loop (the only chains whose pay depends on the routes' order). */
  let chainLoop = false;
  /**
   * Whether the chains of the last chainBound that refused nothing include one chain of trains that must chain only,
   * and no other chain of such trains: a chain added apart from it is then refused (runScore.ts scoreChains).
   */
  let soleMustChain = false;
  /** Labels each chosen chained route with the least index of a route of its chain (routes sharing an end). */
  const labelChains = (): void => {
    const k = chainN;
    const pd = chainPicked;
    for (let p = 0; p < k; p++) chainLabel[p] = p;
    if (k === 2) {
      // Two routes (the usual case): one chain when they share an end, as the loop below would find.
      const a0 = pd[CHAIN_END]!;
      const a1 = pd[CHAIN_END + 1]!;
      const b0 = pd[CHAIN_FIELDS + CHAIN_END]!;
      const b1 = pd[CHAIN_FIELDS + CHAIN_END + 1]!;
      if (a0 === b0 || a0 === b1 || a1 === b0 || a1 === b1) chainLabel[1] = 0;
      return;
    }
    // Few routes: relabel until nothing changes.
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < k; p++)
        for (let q = p + 1; q < k; q++) {
          if (chainLabel[p] === chainLabel[q]) continue;
          const a0 = pd[p * CHAIN_FIELDS + CHAIN_END]!;
          const a1 = pd[p * CHAIN_FIELDS + CHAIN_END + 1]!;
          const b0 = pd[q * CHAIN_FIELDS + CHAIN_END]!;
          const b1 = pd[q * CHAIN_FIELDS + CHAIN_END + 1]!;
          if (a0 !== b0 && a0 !== b1 && a1 !== b0 && a1 !== b1) continue;
          const from = chainLabel[q]!;
          const to = Math.min(chainLabel[p]!, from);
          const other = Math.max(chainLabel[p]!, from);
          for (let r = 0; r < k; r++) if (chainLabel[r] === other) chainLabel[r] = to;
          changed = true;
        }
    }
  };
  /**
   * A bound on what the chained routes chosen so far pay (revenue; -1 when the chaining rules refuse them
   * whatever is added). They form chains by their shared ends (runScore.ts scoreChains): a chain pays its two
   * ends, as far as what the routes that are not chained pay there in any case (paidAt) leaves, plus its bonus.
   * Before the last chained train is decided, the bonus is bounded by the largest bonus per hex times the
   * sum of its routes' spans (chainSpan) or the farthest two chain ends can be apart: a chained route added
   * later adds at most its key, which counts its ends and its span; and since a route closing a chain into a
   * loop may make one of its junctions the stop the loop pays, each open chain counts its best junction too.
   * Once the chains are known (`final`) the
   * bonus is exact, and the rules on trains that must chain are checked. A loop (a chain with no ends, which no
   * route can join again: three routes may not meet at a stop) pays one of its stops and at most one hex.
   */
  const chainBound = (final: boolean, leaf = false, keep = false): number => {
    // Bounding the chains costs about as much as a search step.
    steps++;
    chainLoop = false;
    if (leaf) {
      loopN = 0;
      loopEndN = 0;
    }
    const k = chainN;
    if (k === 0) return 0;
    const pd = chainPicked;
    let refused = false;
    for (let p = 0; p < k; p++) {
      if (++endCount[pd[p * CHAIN_FIELDS + CHAIN_END]!]! > 2) refused = true;
      if (++endCount[pd[p * CHAIN_FIELDS + CHAIN_END + 1]!]! > 2) refused = true;
    }
    labelChains();
    let total = 0;
    let chains = 0;
    let mustChains = 0;
    let onlyMust = false;
    for (let label = 0; label < k && !refused; label++) {
      let members = 0;
      let span = 0;
      let loopPay = 0;
      let junctionPay = 0;
      let ends = 0;
      let fa = -1;
      let offA = 0;
      let fb = -1;
      let offB = 0;
      let port = false;
      let bonus = 0;
      let offboard = false;
      let must = false;
      let all = true;
      const loopStart = loopN;
      for (let p = 0; p < k; p++) {
        if (chainLabel[p] !== label) continue;
        const b = p * CHAIN_FIELDS;
        const flags = pd[b + CHAIN_FLAGS]!;
        members++;
        span += pd[b + CHAIN_SPAN]!;
        bonus = Math.max(bonus, pd[b + CHAIN_BONUS]!);
        if ((flags & CHAIN_MUST) !== 0) must = true;
        else all = false;
        for (let e = 0; e < 2; e++) {
          const node = pd[b + CHAIN_END + e]!;
          const loc = pd[b + CHAIN_LOC + e]!;
          const amount = pd[b + CHAIN_AMOUNT + e]!;
          const gain = leaf ? amount : Math.max(0, amount - paidAt[loc]!);
          const off = (flags >> e) & 1;
          if (off !== 0) offboard = true;
          // A loop pays the first stop of its first route (runScore.ts scoreChains): some route's first stop.
          if (e === 0) {
            loopPay = Math.max(loopPay, gain);
            if (leaf) {
              loopLoc[loopN] = loc;
              loopAmount[loopN++] = amount;
            }
          }
          if (endCount[node] === 2) junctionPay = Math.max(junctionPay, gain);
          if (endCount[node] !== 1) continue;
          // Chains' ends on one location (two ends in one revenue group: London) pay it once, at its highest.
          if (leaf) raise(loc, amount);
          else if (gain > endPaid[loc]!) {
            if (endPaid[loc] === 0) endTouched[endTouchedN++] = loc;
            endPaid[loc] = gain;
          }
          if ((flags & (CHAIN_PORT << e)) !== 0) port = true;
          if (ends++ === 0) {
            fa = pd[b + CHAIN_FROM + e]!;
            offA = off;
          } else {
            fb = pd[b + CHAIN_FROM + e]!;
            offB = off;
          }
        }
      }
      if (members === 0) continue;
      chains++;
      if (must) {
        mustChains++;
        onlyMust = all;
      }
      if (leaf && ends !== 0) loopN = loopStart;
      if (ends === 0) {
        chainLoop = true;
        // At a leaf the stop a loop pays is counted with the set's other routes in view (loopsGain).
        if (leaf) loopEnd[loopEndN++] = loopN;
        total += (leaf ? 0 : loopPay) + (offboard ? bonus : 0);
      } else if (final) {
        let perHex = 0;
        for (let p = 0; p < k; p++) {
          if (chainLabel[p] !== label) continue;
          perHex = Math.max(perHex, pd[p * CHAIN_FIELDS + (port ? CHAIN_PORT_HEX : CHAIN_HEX)]!);
        }
        total += perHex * crow(fa, offA, fb, offB);
      } else total += chainBonusMax * Math.min(crowMax, span) + junctionPay;
    }
    if (keep) {
      for (let q = 0; q < apartN; q++) apartGain[apartAt[q]!] = 0;
      apartN = 0;
    }
    for (let q = 0; q < endTouchedN; q++) {
      total += endPaid[endTouched[q]!]!;
      if (keep) {
        apartGain[endTouched[q]!] = endPaid[endTouched[q]!]!;
        apartAt[apartN++] = endTouched[q]!;
      }
      endPaid[endTouched[q]!] = 0;
    }
    endTouchedN = 0;
    for (let p = 0; p < k; p++) {
      endCount[pd[p * CHAIN_FIELDS + CHAIN_END]!]!--;
      endCount[pd[p * CHAIN_FIELDS + CHAIN_END + 1]!]!--;
    }
    // The trains that must chain run as one chain, the only one when it has only them (runScore.ts scoreChains).
    if (final && (mustChains > 1 || (mustChains === 1 && onlyMust && chains > 1))) refused = true;
    soleMustChain = mustChains === 1 && onlyMust;
    return refused ? -1 : total;
  };

  /**
   * A complete set's value from above, on the search's own tables (boundPicks): what scoreRun makes of it
   * (runScore.ts), but for the hex subsidies, counted in full, and a loop, which pays its best stop. Each
   * location pays its highest amount: a route paid one way its amounts, a chained route its chain's ends
   * (chainEndsPay), each bonus exactly; the m/n trains' picks are tried in every combination as
   * runScore.ts pickStops tries them (when there are too many, each train takes its best pick alone).
   * Sets it cannot beat `best` with are not scored exactly.
   */
  const leafBound = (): number => {
    steps++;
    let rev = 0;
    let sub = 0;
    leafChoices.length = 0;
    leafChoiceSlots.length = 0;
    // The loops are those of this set's chainBound below (none in a relaxed search).
    loopEndN = 0;
    for (let p = 0; p < preset.length; p += 2) raise(preset[p]!, preset[p + 1]!);
    for (let q = 0; q < leafTouched.length; q++) rev -= leafPaid[leafTouched[q]!]!;
    for (let i = 0; i < pick.length; i++) {
      const c = pick[i];
      if (!c) continue;
      const slot = typeIndex(order[i]!.type) * masks + pickMasks[i]!;
      if (chainSearch && chainType[slot] && relaxing) continue;
      sub += c.sub[slot]!;
      if (chainSearch && chainType[slot]) continue;
      rev += c.extra![slot]!;
      if (c.choices?.[slot]) {
        leafChoices.push(c);
        leafChoiceSlots.push(slot);
        continue;
      }
      const amounts = c.amounts![slot]!;
      for (let j = 0; j < c.nodes.length; j++) raise(locOf[c.nodes[j]!]!, amounts[j]!);
    }
    // The search has already refused chains that break the rules; here only their pay counts. A relaxed
    // search (relaxedTail) counts what the tail adds over the chains' ends, which it is given in `preset`.
    if (chainSearch && !relaxing) rev += Math.max(0, chainBound(true, true));
    let combinations = 1;
    for (let r = 0; r < leafChoices.length; r++) combinations *= leafChoices[r]!.choices![leafChoiceSlots[r]!]!.length / leafChoices[r]!.nodes.length;
    let paid = 0;
    for (let q = 0; q < leafTouched.length; q++) paid += leafPaid[leafTouched[q]!]!;
    if (leafChoices.length > 0) {
      // Each m/n train's best pick on its own bounds every combination of them (bestPicks): when even that
      // cannot beat `best`, the combinations (the most of a search with a dozen 1862 trains) are not tried.
      const each = eachBestPick() + loopsGain();
      paid += combinations <= CHOICE_COMBINATIONS && (rev + paid + each) * W + sub > best ? bestPicks(0) : each;
    } else paid += loopsGain();
    for (let q = 0; q < leafTouched.length; q++) leafPaid[leafTouched[q]!] = 0;
    leafTouched.length = 0;
    return (rev + paid) * W + sub;
  };
  /**
   * What the loops of the last leaf chainBound add over leafPaid: a loop pays one of its stops (its first route's
   * first, runScore.ts), a location that pays once at its highest, so at most its best stop's excess over the rest.
   */
  const loopsGain = (): number => {
    let sum = 0;
    let from = 0;
    for (let e = 0; e < loopEndN; e++) {
      const end = loopEnd[e]!;
      let most = 0;
      for (let q = from; q < end; q++) most = Math.max(most, loopAmount[q]! - leafPaid[loopLoc[q]!]!);
      sum += most;
      from = end;
    }
    return sum;
  };
  /** The most the m/n trains from the r-th on add over leafPaid, every combination of their picks (and the loops, loopsGain). */
  const bestPicks = (r: number): number => {
    if (r === leafChoices.length) return loopsGain();
    const c = leafChoices[r]!;
    const picks = c.choices![leafChoiceSlots[r]!]!;
    const len = c.nodes.length;
    // Each pick tried counts as a step: a leaf's combinations (up to CHOICE_COMBINATIONS) cost far more than the
    // one step the leaf counts, and a dozen 1862 trains' search spent most of its CPU here unbudgeted.
    steps += picks.length / len;
    let best = 0;
    const old = new Int32Array(len);
    for (let p = 0; p < picks.length; p += len) {
      let gain = 0;
      for (let j = 0; j < len; j++) {
        const loc = locOf[c.nodes[j]!]!;
        old[j] = leafPaid[loc]!;
        if (picks[p + j]! > old[j]!) {
          gain += picks[p + j]! - old[j]!;
          leafPaid[loc] = picks[p + j]!;
        }
      }
      gain += bestPicks(r + 1);
      for (let j = len - 1; j >= 0; j--) leafPaid[locOf[c.nodes[j]!]!] = old[j]!;
      if (gain > best) best = gain;
    }
    return best;
  };
  /** Each m/n train's best pick over leafPaid, on its own (a bound when the combinations are too many). */
  const eachBestPick = (): number => {
    let sum = 0;
    for (let r = 0; r < leafChoices.length; r++) {
      const c = leafChoices[r]!;
      const picks = c.choices![leafChoiceSlots[r]!]!;
      const len = c.nodes.length;
      let best = 0;
      for (let p = 0; p < picks.length; p += len) {
        let gain = 0;
        for (let j = 0; j < len; j++) gain += Math.max(0, picks[p + j]! - leafPaid[locOf[c.nodes[j]!]!]!);
        best = Math.max(best, gain);
      }
      sum += best;
    }
    return sum;
  };

  /**
   * The most train i can add to the set chosen so far (boundPicks): a chained train its best key, another its
   * best route's bound over what the set pays already (boundedAdd); found in key order, which bounds it.
   */
  const trainBest = (i: number): number => {
    const t = typeIndex(order[i]!.type);
    const chained = chainSearch && chainType[t];
    const list = lists[t]!;
    let most = 0;
    const keys = listKeys[t]!;
    for (let j = 0; j < list.length; j++) {
      if (keys[j]! <= most) break;
      const add = chained ? chainedAdd(list[j]!, t) : boundedAdd(t, j, most);
      if (add > most) most = add;
    }
    return most;
  };
  /**
   * A bound on what chained route c adds to chainBound: its ends over what the set pays already, and the largest
   * bonus per hex for its span (a stop where chained routes meet pays nothing, which only lowers it).
   */
  const chainedAdd = (c: Candidate, slot: number): number => {
    const amounts = c.amounts![slot]!;
    const last = c.nodes.length - 1;
    const rev = Math.max(0, amounts[0]! - paidAt[locOf[c.nodes[0]!]!]!) + Math.max(0, amounts[last]! - paidAt[locOf[c.nodes[last]!]!]!);
    return (rev + chainBonusMax * c.span) * W + c.sub[slot]!;
  };
  /** A bound on what trains i and after add to the set chosen so far (suffix, tightened by trainBest). */
  const restBound = (i: number): number => {
    let sum = flood ? flood.bound * W : 0;
    let most = 0;
    let tail = 0;
    for (let r = i; r < order.length; r++) {
      // Trains of one type have the same bound.
      if (r === i || !sameAsPrev[r]) most = trainBest(r);
      if (r >= tailStart) tail += most;
      else sum += most;
    }
    // Before the first train of the tail nothing claims a location: the tail's relaxed best holds.
    return sum + (i <= tailStart && relaxedTail >= 0 ? Math.min(tail, relaxedTail) : tail);
  };

  // Trains of one type are interchangeable: the search gives them routes in list order only (each set once).
  const sameAsPrev = order.map((tr, i) => i > 0 && order[i - 1]!.type === tr.type);
  /**
   * Each chained type's list laid out flat for the last chained train's scan (search): per route in list order its end
   * nodes, and what it pays as a chain of its own with nothing paid yet (apartPay over an empty paidAt and no chain, which
   * bounds it over any) times W, plus its subsidy. That scan reads most of a long list for each set of chained routes
   * before it (1862's ECR with a 4/5E, an 8F and a 9F: 122,000 routes for 1,400 sets), and most routes meet no chosen
   * chain and cannot beat the best as a chain of their own: read from these arrays, they are passed over without
   * touching each route's own objects. Filled as far as the search reads them (fillChain), as `flat` is.
   */
  const chainFlat = lists.map((list, t) =>
    !chainSearch || !chainType[t] || masks !== 1
      ? null
      : {
          end0: new Int32Array(list.length),
          end1: new Int32Array(list.length),
          own: new Float64Array(list.length),
          bonus: new Int32Array(list.length),
          sub: new Float64Array(list.length),
          rec: new Int32Array(list.length * CHAIN_RECORD),
          filled: 0,
        },
  );
  /** Fills chained type t's flat list up to route j at least (chainFlat). */
  const fillChain = (t: number, j: number): void => {
    const f = chainFlat[t]!;
    const list = lists[t]!;
    const rule = chainRules[t]!;
    const rec = f.rec;
    const to = Math.min(list.length, Math.max(j + 1, 2 * f.filled, 32));
    for (let q = f.filled; q < to; q++) {
      const c = list[q]!;
      // Each route's record for chainBound (chainPicked): what it reads of a chosen chained route, in one place.
      const r = q * CHAIN_RECORD;
      let flags = rule.mustChain === true ? CHAIN_MUST : 0;
      for (let e = 0; e < 2; e++) {
        const at = e === 0 ? 0 : c.nodes.length - 1;
        rec[r + CHAIN_END + e] = c.nodes[at]!;
        rec[r + CHAIN_LOC + e] = locOf[c.nodes[at]!]!;
        rec[r + CHAIN_AMOUNT + e] = c.amounts![t]![at]!;
        rec[r + CHAIN_FROM + e] = c.endFrom![e]!;
        if (c.chainEnds![e]!.offboard) flags |= 1 << e;
        if (portEnd(t, c.chainEnds![e]!)) flags |= CHAIN_PORT << e;
      }
      rec[r + CHAIN_SPAN] = c.span;
      rec[r + CHAIN_FLAGS] = flags;
      rec[r + CHAIN_BONUS] = chainBonus[t]!;
      rec[r + CHAIN_HEX] = rule.bonusPerHex;
      rec[r + CHAIN_PORT_HEX] = rule.portBonusPerHex ?? rule.bonusPerHex;
      f.end0[q] = rec[r + CHAIN_END]!;
      f.end1[q] = rec[r + CHAIN_END + 1]!;
      // apartPay with nothing paid and no chain: each end its whole amount, one location once.
      const a0 = rec[r + CHAIN_AMOUNT]!;
      const a1 = rec[r + CHAIN_AMOUNT + 1]!;
      const ends = rec[r + CHAIN_LOC] === rec[r + CHAIN_LOC + 1] ? Math.max(a0, a1) : a0 + a1;
      const perHex = (flags & (CHAIN_PORT | (CHAIN_PORT << 1))) !== 0 ? rec[r + CHAIN_PORT_HEX]! : rule.bonusPerHex;
      f.bonus[q] = perHex * crow(rec[r + CHAIN_FROM]!, flags & 1, rec[r + CHAIN_FROM + 1]!, (flags >> 1) & 1);
      f.sub[q] = c.sub[t]!;
      f.own[q] = (ends + f.bonus[q]!) * W + f.sub[q]!;
    }
    f.filled = to;
  };
  /**
   * What chained route j of type t adds to the chains chosen as a chain of its own, exactly (chainBound's count): its
   * bonus, and each end location's gain above what the chains' ends pay there already (apartGain, left by the
   * chainBound that found sFinal). Only for a route meeting no chosen chain at an end, and only where the rules on
   * trains that must chain do not refuse it apart.
   */
  const apartPay = (t: number, j: number): number => {
    const f = chainFlat[t]!;
    const r = j * CHAIN_RECORD;
    const l0 = f.rec[r + CHAIN_LOC]!;
    const l1 = f.rec[r + CHAIN_LOC + 1]!;
    const g0 = Math.max(0, f.rec[r + CHAIN_AMOUNT]! - paidAt[l0]!);
    const g1 = Math.max(0, f.rec[r + CHAIN_AMOUNT + 1]! - paidAt[l1]!);
    const ends = l0 === l1 ? Math.max(0, Math.max(g0, g1) - apartGain[l0]!) : Math.max(0, g0 - apartGain[l0]!) + Math.max(0, g1 - apartGain[l1]!);
    return ends + f.bonus[j]!;
  };
  /**
   * What the chains pay, exactly as chainBound counts them once they are decided, when chained route j of type t joins
   * the one chosen chained route at one end (and does not close a loop with it): one chain, paying its two outer ends
   * (one location once) and the larger bonus per hex of its two routes' rules (with a port end, their port bonus) for
   * the hexes between those ends. -1 in any other case. One chain refuses nothing (runScore.ts scoreChains).
   */
  const joinPay = (t: number, j: number): number => {
    const rec = chainFlat[t]!.rec;
    const r = j * CHAIN_RECORD;
    const pd = chainPicked;
    const x0 = pd[CHAIN_END]!;
    const x1 = pd[CHAIN_END + 1]!;
    const c0 = rec[r + CHAIN_END]!;
    const c1 = rec[r + CHAIN_END + 1]!;
    // e: the end of the new route that stays an end; xe: the end of the chosen one that does.
    let e: number;
    let xe: number;
    if ((c0 === x0 || c0 === x1) && c1 !== x0 && c1 !== x1) {
      e = 1;
      xe = c0 === x0 ? 1 : 0;
    } else if ((c1 === x0 || c1 === x1) && c0 !== x0 && c0 !== x1) {
      e = 0;
      xe = c1 === x0 ? 1 : 0;
    } else return -1;
    const xFlags = pd[CHAIN_FLAGS]!;
    const cFlags = rec[r + CHAIN_FLAGS]!;
    const lx = pd[CHAIN_LOC + xe]!;
    const lc = rec[r + CHAIN_LOC + e]!;
    const gx = Math.max(0, pd[CHAIN_AMOUNT + xe]! - paidAt[lx]!);
    const gc = Math.max(0, rec[r + CHAIN_AMOUNT + e]! - paidAt[lc]!);
    const port = (xFlags & (CHAIN_PORT << xe)) !== 0 || (cFlags & (CHAIN_PORT << e)) !== 0;
    const perHex = Math.max(pd[port ? CHAIN_PORT_HEX : CHAIN_HEX]!, rec[r + (port ? CHAIN_PORT_HEX : CHAIN_HEX)]!);
    const ends = lx === lc ? Math.max(gx, gc) : gx + gc;
    return ends + perHex * crow(pd[CHAIN_FROM + xe]!, (xFlags >> xe) & 1, rec[r + CHAIN_FROM + e]!, (cFlags >> e) & 1);
  };
  const pickIndex: number[] = [];
  /**
   * A loop's pay depends on which of its routes comes first, that is on which train runs which route: with
   * trains of one type in a loop, the leaf tries each way of giving the routes to those trains.
   */
  const bestOrdering = (): { value: number; picks: (Candidate | null)[] } => {
    let out = { value: exactValue(), picks: [...pick] };
    if (!chainLoop || !sameAsPrev.some((x) => x)) return out;
    const groups: number[][] = [];
    order.forEach((_, i) => (sameAsPrev[i] ? groups[groups.length - 1]!.push(i) : groups.push([i])));
    const permute = (g: number, picks: (Candidate | null)[]): void => {
      if (g === groups.length) {
        const v = exactValue(picks);
        if (v > out.value) out = { value: v, picks: [...picks] };
        return;
      }
      const idx = groups[g]!;
      const items = idx.map((i) => pick[i]!);
      const perms = (rest: (Candidate | null)[], at: number): void => {
        if (rest.length === 0) return permute(g + 1, picks);
        const seen = new Set<Candidate | null>();
        for (let r = 0; r < rest.length; r++) {
          if (seen.has(rest[r]!)) continue;
          seen.add(rest[r]!);
          picks[idx[at]!] = rest[r]!;
          perms([...rest.slice(0, r), ...rest.slice(r + 1)], at + 1);
        }
      };
      perms(items, 0);
    };
    permute(0, [...pick]);
    return out;
  };

  /**
   * What the trains of the tail (after the chained ones) can add over `preset`, at most: the best over their
   * sets of leafBound, less the preset (no run rules: a relaxation). The search values a set of chained routes
   * with its chains' ends in preset: what the tail adds to it is then below this. Infinity when cut short.
   * With a `floor` the search prunes every set that cannot beat it, and returns the floor when none does: the
   * larger of the best and the floor, still a bound, found much sooner when the caller only asks whether the
   * tail can add more than the floor.
   */
  const relaxTail = (floor = 0): number => {
    const saved = best;
    const mark = paidUndo.length;
    for (let p = 0; p < preset.length; p += 2) {
      paidUndo.push(preset[p]!, paidAt[preset[p]!]!);
      paidAt[preset[p]!] = Math.max(paidAt[preset[p]!]!, preset[p + 1]!);
    }
    relaxing = true;
    best = floor;
    search(tailStart, 0);
    const out = stopped ? Infinity : best;
    relaxing = false;
    best = saved;
    undoClaims(mark);
    return out;
  };
  /**
   * At the first train of the tail: a bound on the tail's relaxed best over these chains' ends (remembered per
   * ends), which is that best when the best exceeds `need`: the caller only asks whether it does. A bound
   * remembered that is not the best and exceeds `need` is searched again, with the lower floor.
   */
  const tailOverEnds = (need: number): number => {
    chainBound(true, true);
    const ends = [...leafTouched].sort((a, b) => a - b);
    const presetHere: number[] = [];
    for (const loc of ends) presetHere.push(loc, leafPaid[loc]!);
    for (const loc of leafTouched) leafPaid[loc] = 0;
    leafTouched.length = 0;
    const key = presetHere.join(',');
    let r = relaxedByEnds.get(key);
    if (r === undefined || (!r.exact && r.bound > need)) {
      const floor = Math.max(0, need);
      preset = presetHere;
      const bound = relaxTail(floor);
      preset = [];
      relaxedByEnds.set(key, (r = { bound, exact: bound > floor || floor === 0 }));
    }
    return r.bound;
  };
  /** The chains' value once their ends are in paidAt (search, after the last chained train), else -1. */
  let chainFixed = -1;
  /** The seeding passes (see below): at most this many routes are tried per train and set (0: all). */
  let width = 0;
  /** chainBound of the chains chosen, found by the caller just before (it tries each chained route so): -1 when not. */
  let chainKnown = -1;
  const search = (i: number, total: number): void => {
    const known = chainKnown;
    chainKnown = -1;
    if (tick()) return;
    if (i === order.length && flood && !atNetwork) {
      // A complete set of routes: the network trains take their best on the track it leaves (flood.ts).
      atNetwork = true;
      search(i, total + (total + flood.bound * W > best ? flood.givenBits(networkBits(taken, sharedTaken), graph.trackBit).revenue * W : 0));
      atNetwork = false;
      return;
    }
    // `total` holds what the routes not chained add; the chained ones are bounded together.
    let chained = 0;
    if (chainSearch && !relaxing) {
      if (chainFixed >= 0) chained = chainFixed;
      else {
        const bound = known >= 0 ? known : chainBound(i > lastChained);
        if (bound < 0) return;
        chained = bound * W;
        if (i === lastChained + 1 && i < order.length && !chainLoop) {
          // The chains are decided: each chain end pays its amount (a location pays once, its highest), so the
          // ends join paidAt and the trains after add only what they pay above them; the chains' value stays
          // what it is now. Summed, that is what each location pays at its highest, as before, but the bounds
          // of the trains still to choose (trainBest, boundedAdd) no longer count a chain's end a second time.
          chainBound(true, true);
          const mark = paidUndo.length;
          // Nothing else paid yet (no claims to undo): the ends alone say what the tail can add.
          const endsKey =
            tailStart === order.length - 1 && mark === 0
              ? leafTouched
                  .slice()
                  .sort((a, b) => a - b)
                  .map((loc) => `${loc}:${leafPaid[loc]!}`)
                  .join(',')
              : null;
          for (let q = 0; q < leafTouched.length; q++) {
            const loc = leafTouched[q]!;
            if (leafPaid[loc]! > paidAt[loc]!) {
              paidUndo.push(loc, paidAt[loc]!);
              paidAt[loc] = leafPaid[loc]!;
            }
            leafPaid[loc] = 0;
          }
          leafTouched.length = 0;
          chainFixed = chained;
          tailEndsKey = endsKey;
          search(i, total);
          tailEndsKey = null;
          chainFixed = -1;
          undoClaims(mark);
          return;
        }
      }
    }
    const value = total + chained;
    if (i === order.length) {
      if (relaxing) {
        const bound = leafBound();
        if (bound > best) best = bound;
        return;
      }
      if (value > best && runOk() && (!boundPicks || leafBound() > best)) {
        const exact = exactRuns ? bestOrdering() : { value, picks: pick };
        if (exact.value > best) {
          best = exact.value;
          bestPick = [...exact.picks];
          bestMasks = [...pickMasks];
          if (options.firstFound && best > 0) stopped = true;
        }
      }
      return;
    }
    if (value + suffix[i]! <= best) return;
    if (!relaxing && i === tailStart && chainN > 0 && tailStart < order.length - 1 && value + tailOverEnds(best - value) <= best) return;
    if (!relaxing && i === tailStart && tailEndsKey !== null && chainFixed >= 0) {
      let most = tailOneByEnds.get(tailEndsKey);
      if (most === undefined) tailOneByEnds.set(tailEndsKey, (most = trainBest(i)));
      if (value + most + (flood ? flood.bound * W : 0) <= best) return;
    }
    // What the trains after this one can add: with boundPicks, over what the set pays already.
    const rest = boundPicks ? restBound(i + 1) : suffix[i + 1]!;
    const t = typeIndex(order[i]!.type);
    // A chained train is bounded before its routes are tried (each try bounds the chains anew). For another the
    // loop below is that bound: it stops where a route's key, which bounds what it adds, no longer can beat `best`,
    // and tries no more routes than trainBest would scan (1862's m/n trains, last, were scanned twice per set).
    if (boundPicks && chainSearch && chainType[t] && value + trainBest(i) + rest <= best) return;
    const list = lists[t]!;
    const keys = listKeys[t]!;
    const lm = listMasks[t]!;
    const from = sameAsPrev[i] ? pickIndex[i - 1]! : 0;
    /** The chosen chained routes' exact pay (-2: refused), found when a route of the last chained train needs it. */
    let sFinal = -1;
    /** Whether a chain apart from the chosen ones is refused whatever train runs it (one chain of trains that must chain only). */
    let apartRefused = false;
    let tried = 0;
    // The last chained train's routes, read flat (chainFlat) where the checks below need only that: a route that
    // meets no chosen chain, once the chains' pay without it is known (sFinal), is skipped where they would skip it.
    const cf = i === lastChained && !relaxing ? chainFlat[t]! : null;
    const mustChainHere = cf !== null && chainRules[t]!.mustChain === true;
    const chainedList = chainSearch && chainType[t] ? chainFlat[t]! : null;
    for (let j = from; j < list.length; j++) {
      if (width > 0 && !relaxing && tried >= width) break;
      if (chainedList !== null && j >= chainedList.filled) fillChain(t, j);
      if (cf !== null) {
        if (value + keys[j]! + rest <= best) break;
        if (chainEndAt[cf.end0[j]!] === 0 && chainEndAt[cf.end1[j]!] === 0) {
          if (
            sFinal !== -1 &&
            (sFinal === -2 ||
              (chainN > 0 && (apartRefused || mustChainHere)) ||
              total + cf.own[j]! + sFinal * W + rest <= best ||
              total + cf.sub[j]! + (sFinal + apartPay(t, j)) * W + rest <= best)
          )
            continue;
        } else if (chainN === 1) {
          // Joining the one chosen route: the chain it makes is valued exactly (joinPay), as chainBound would value it.
          const joined = joinPay(t, j);
          if (joined >= 0 && total + cf.sub[j]! + joined * W + rest <= best) continue;
        }
      }
      const c = list[j]!;
      const m = lm === null ? 0 : lm[j]!;
      const slot = t * masks + m;
      const k = keys[j]!;
      // The route's own value never falls short of what it adds to this set: the bound stays sound.
      if (value + k + rest <= best) break;
      if (passesTaken + c.passes > passLimit) continue;
      if (m !== 0 && !claimsFit(m)) continue;
      let clash = false;
      if (!shareTrack) for (let w = 0; w < words; w++) if ((taken[w]! & c.bits[w]!) !== 0) clash = true;
      if (c.shared) for (const s of c.shared) if (sharedTaken[s]! >= sharedLimit[s]!) clash = true;
      if (clash) continue;
      let add = k;
      const mark = paidUndo.length;
      const chainedPick = chainSearch && chainType[t]!;
      // With exact leaves the key itself bounds what the route adds (paying once only lowers it).
      if (dedupe && !exactRuns) {
        // Each location pays once: the route adds only what it pays above the most paid there so far.
        const amounts = c.amounts![slot]!;
        let rev = 0;
        for (let j = 0; j < c.nodes.length; j++) {
          const loc = locOf[c.nodes[j]!]!;
          const a = amounts[j]!;
          if (a <= paidAt[loc]!) continue;
          rev += a - paidAt[loc]!;
          paidUndo.push(loc, paidAt[loc]!);
          paidAt[loc] = a;
        }
        add = (rev + (c.extra?.[slot] ?? 0)) * W + c.sub[slot]!;
      } else if (chainedPick) {
        // The last chained train's route meeting no chosen route at an end makes a chain of its own: the chains
        // pay what they paid without it (exact now, sFinal) and its own chain above their ends (apartPay): skip it cheaply.
        // The rules on trains that must chain (runScore.ts scoreChains) refuse such a chain beside other chains when
        // its train must chain (it would be a second chain, or a chain of such trains only beside another), or when
        // the chosen ones hold a chain of such trains only: chainBound would refuse it, so it is skipped here (1862's
        // 5F* beside a 7F, 49,000 of the 69,000 steps of 1862_game_end_stock_market 676).
        const rec = chainFlat[t]!.rec;
        const r = j * CHAIN_RECORD;
        if (i === lastChained && chainEndAt[rec[r + CHAIN_END]!] === 0 && chainEndAt[rec[r + CHAIN_END + 1]!] === 0) {
          if (sFinal < 0) {
            if (chainN === 0) {
              sFinal = 0;
              for (let q = 0; q < apartN; q++) apartGain[apartAt[q]!] = 0;
              apartN = 0;
            } else {
              const b = chainBound(true, false, true);
              sFinal = b >= 0 ? b : -2;
            }
            apartRefused = chainN > 0 && soleMustChain;
          }
          if (sFinal === -2 || (chainN > 0 && (apartRefused || chainRules[t]!.mustChain === true))) continue;
          // Exactly what chainBound would find with the route added (apartPay): a route it would refuse is not added.
          if (total + c.sub[slot]! + (sFinal + apartPay(t, j)) * W + rest <= best) continue;
        }
        // Copied by hand: a subarray to copy from is an object made per route tried.
        for (let f = 0, to = chainN * CHAIN_FIELDS; f < CHAIN_RECORD; f++) chainPicked[to + f] = rec[r + f]!;
        chainN++;
        add = c.sub[slot]!;
        const bound = chainBound(i + 1 > lastChained);
        if (bound < 0 || total + add + bound * W + rest <= best) {
          chainN--;
          continue;
        }
        chainKnown = bound;
      } else if (boundPicks) {
        // Most routes tried add too little: their claims are made only for those searched on, and not at all by
        // the last train (a complete set is valued on the leaf's own tables).
        add = boundedAdd(t, j, best - value - rest);
        if (value + add + rest <= best) continue;
        if (i + 1 < order.length) claim(c, c.choices?.[slot] ? c.leastPaid![slot]! : c.amounts![slot]!);
      }
      if (chainedPick) {
        chainEndAt[chainPicked[(chainN - 1) * CHAIN_FIELDS + CHAIN_END]!]!++;
        chainEndAt[chainPicked[(chainN - 1) * CHAIN_FIELDS + CHAIN_END + 1]!]!++;
      }
      if (!shareTrack) for (let w = 0; w < words; w++) taken[w]! |= c.bits[w]!;
      if (c.shared) for (const s of c.shared) sharedTaken[s]!++;
      passesTaken += c.passes;
      if (m !== 0) takeClaims(m, 1);
      pick.push(c);
      pickMasks.push(m);
      pickIndex.push(j);
      tried++;
      search(i + 1, total + add);
      pick.pop();
      pickMasks.pop();
      pickIndex.pop();
      if (m !== 0) takeClaims(m, -1);
      passesTaken -= c.passes;
      if (!shareTrack) for (let w = 0; w < words; w++) taken[w]! &= ~c.bits[w]!;
      if (c.shared) for (const s of c.shared) sharedTaken[s]!--;
      undoClaims(mark);
      if (chainedPick) {
        chainN--;
        chainEndAt[chainPicked[chainN * CHAIN_FIELDS + CHAIN_END]!]!--;
        chainEndAt[chainPicked[chainN * CHAIN_FIELDS + CHAIN_END + 1]!]!--;
      }
      if (stopped) return;
    }
    // The train runs nothing: the trains after it add at most `rest`.
    if (value + rest <= best) return;
    pick.push(null);
    pickMasks.push(0);
    pickIndex.push(list.length);
    search(i + 1, total);
    pick.pop();
    pickMasks.pop();
    pickIndex.pop();
  };
  // firstFound: one train's route alone is a run, so a route of any train that earns something
  // answers at once (1862 runs must interlink, and a search from full sets would try every
  // combination of trains first). Network trains and runs that must connect take the search.
  if (options.firstFound && !flood && !ends) {
    const alone: (Candidate | null)[] = order.map(() => null);
    const aloneMasks: number[] = order.map(() => 0);
    for (let i = 0; i < order.length && best <= 0; i++) {
      const t = typeIndex(order[i]!.type);
      const list = lists[t]!;
      for (let j = 0; j < list.length; j++) {
        const c = list[j]!;
        alone[i] = c;
        aloneMasks[i] = maskAt(t, j);
        pick.splice(0, pick.length, ...alone);
        pickMasks.splice(0, pickMasks.length, ...aloneMasks);
        const value = runOk() ? (exactRuns ? exactValue() : c.key[t * masks + aloneMasks[i]!]!) : -1;
        if (value > best) {
          best = value;
          bestPick = [...alone];
          bestMasks = [...aloneMasks];
        }
        if (best > 0) break;
      }
      alone[i] = null;
      aloneMasks[i] = 0;
    }
    pick.length = 0;
    pickMasks.length = 0;
    if (best > 0) stopped = true;
    else if (walkedEarly) return bestRoutesOf(title, state, corp, options, units, true, hops);
  }
  if (!stopped && tailStart < order.length - 1) {
    for (let i = 0; i < tailStart; i++) {
      pick.push(null);
      pickMasks.push(0);
      pickIndex.push(lists[typeIndex(order[i]!.type)]!.length);
    }
    // The tail's relaxed best only sharpens the search's bounds. A dozen trains' tail (1862) took the whole
    // budget here, leaving nothing for the search: past its share the bound is dropped and the search goes on.
    stepLimit = Math.min(maxSteps, steps + Math.floor(maxSteps * RELAX_SHARE));
    relaxedTail = relaxTail();
    stepLimit = maxSteps;
    if (stopped && !halted && steps <= maxSteps) {
      stopped = false;
      relaxedTail = -1;
    }
    pick.length = 0;
    pickMasks.length = 0;
    pickIndex.length = 0;
  }
  /**
   * A greedy set before the seeding passes: each train in turn takes, of the first GREEDY_ROUTES routes of its list
   * that fit the routes taken before it, the one that raises the set's exact value most. With many trains (1862's
   * corporations of a dozen B, C and D trains) the width-1 pass alone found no set within the budget: its trains
   * each try one route, and a set whose routes do not interlink is refused at its leaf. Like the passes, it only
   * gives the search a floor to start from (see below), so a search that ends gives the same answer without it.
   */
  const greedySeed = (): void => {
    const picks: (Candidate | null)[] = order.map(() => null);
    const own = new Uint32Array(words);
    const shared = new Int32Array(sharedKeys.length);
    let passes = 0;
    let value = -1;
    pickMasks.splice(0, pickMasks.length, ...order.map(() => 0));
    for (let i = 0; i < order.length && !stopped; i++) {
      const list = lists[typeIndex(order[i]!.type)]!;
      let chosen: Candidate | null = null;
      let tried = 0;
      for (let j = 0; j < list.length && tried < GREEDY_ROUTES && !tick(); j++) {
        const c = list[j]!;
        if (passes + c.passes > passLimit) continue;
        let clash = false;
        if (!shareTrack) for (let w = 0; w < words; w++) if ((own[w]! & c.bits[w]!) !== 0) clash = true;
        if (c.shared) for (const s of c.shared) if (shared[s]! >= sharedLimit[s]!) clash = true;
        if (clash) continue;
        picks[i] = c;
        pick.splice(0, pick.length, ...picks);
        if (!runOk()) continue;
        tried++;
        const v = exactValue(picks);
        if (v > value) {
          value = v;
          chosen = c;
        }
      }
      picks[i] = chosen;
      if (!chosen) continue;
      if (!shareTrack) for (let w = 0; w < words; w++) own[w]! |= chosen.bits[w]!;
      if (chosen.shared) for (const s of chosen.shared) shared[s]!++;
      passes += chosen.passes;
    }
    pick.length = 0;
    if (value > best) {
      best = value;
      bestPick = picks;
      bestMasks = [...pickMasks];
    }
    pickMasks.length = 0;
  };
  // Seeding (exact runs with locations paying once, 1862): the full search prunes on the best set found so far,
  // and in late 1862 runs its first sets are poor (the best run of 631 came after 85 % of the search). Two cheap
  // passes of the same search that try only the first one, then three, routes of each train per set give it a
  // good set to start from. The full search then starts just below that set's value: it prunes almost as much,
  // stays exact, and keeps the set it would have found without the seed (the first best set in its order, which
  // the seed's value cannot prune), so the answer does not depend on the seeding. Cut short, it keeps the seed.
  const seedFloor = best;
  if (boundPicks && !options.firstFound) {
    let greedy = false;
    for (let k = 0; k < SEED_WIDTHS.length && !stopped; k++) {
      // The width-1 pass first, within the steps the greedy seed would take (GREEDY_ROUTES exact scorings a train):
      // on the recorded 1862 runs (a few trains) it finds a set within a few thousand steps, where the greedy cost
      // 18,000-31,000 steps and its set was never better than the passes'. With a dozen trains it finds none in
      // them: only then does the greedy give the passes their first set, and the width-1 pass starts again from it.
      const capped = k === 0 && !greedy;
      if (capped) stepLimit = Math.min(maxSteps, steps + order.length * GREEDY_ROUTES * EXACT_LEAF_STEPS);
      width = SEED_WIDTHS[k]!;
      search(0, 0);
      width = 0;
      if (!capped) continue;
      stepLimit = maxSteps;
      if (stopped && !halted && steps <= maxSteps) stopped = false;
      if (best <= seedFloor && !flood && !ends && !stopped) {
        greedySeed();
        greedy = true;
        k--;
      }
    }
  }
  const seed = { value: best, picks: bestPick, masks: bestMasks };
  if (best > seedFloor) best--;
  if (!stopped) search(0, 0);
  if (best < seed.value) {
    best = seed.value;
    bestPick = seed.picks;
    bestMasks = seed.masks;
  }

  let out: CheckedRoute[] = [];
  bestPick.forEach((c, i) => {
    if (c) out.push(materialize(c, order[i]!, bestMasks[i] ?? 0));
  });
  // The network trains of the best set, as its leaf found them (flood.ts remembers each bitset's answer).
  if (flood && best >= 0) {
    const counts = new Int32Array(sharedKeys.length);
    for (const c of bestPick) if (c?.shared) for (const s of c.shared) counts[s]!++;
    out.push(...flood.givenBits(networkBits(bestPick.reduce((b, c) => (c ? b.map((w, j) => w | c.bits[j]!) : b), new Uint32Array(words)), counts), graph.trackBit).routes);
  }
  out.sort((a, b) => (a.train < b.train ? -1 : 1));
  const refusal = runRefusal(title, state, corp, out) ?? (abilities.length > 0 ? claimLimitRefusal(abilities, corp, out) : null);
  if (refusal) throw new Error(`optimiser produced an invalid run: ${refusal.message}`);
  if (dedupe || exactRuns || chainRules.some((c) => c !== null)) {
    const run = scoreRun(title, state, out);
    if (!Array.isArray(run)) throw new Error(`optimiser produced an invalid run: ${run.message}`);
    out = run;
  }
  const revenue = out.reduce((a, c) => a + c.revenue, 0);
  const subsidy = out.reduce((a, c) => a + c.subsidy, 0);
  // A search stopped at the first set found (firstFound) may hold a bound rather than the set's value.
  if (best > floor && !options.firstFound && revenue * W + subsidy !== best) throw new Error(`optimiser total ${best} disagrees with its routes (${revenue} revenue, ${subsidy} subsidy)`);
  // With a floor and no run above it, the floor is all the search can say of the best run.
  let upperBound = best > floor ? revenue : Math.max(revenue, options.above ?? 0);
  /** The most a chained train's bonus can add: its bonus for every hex step it may take. */
  const chainCeiling = (i: number): number => {
    const t = types.indexOf(trains[i]!.type);
    const rule = trains[i]!.rule;
    return chainBonus[t]! >= 0 ? chainBonus[t]! * (rule.kind === 'hexes' ? rule.hexes : graphHexes.size) : 0;
  };
  if (stopped) {
    // Cut short. With every route enumerated, each train's best route ignoring the others bounds
    // the run (revenue part of the keys: the subsidies of a set stay below W). Otherwise unseen
    // routes may be better: a bound that needs no enumeration, each train paid its best possible
    // stops anywhere in the graph, ends doubled.
    const bound = enumerated
      ? Math.floor(suffix[0]! / W)
      : trains.reduce(
          (acc, t, i) =>
            acc +
            // A claimed additional city pays one more stop, a doubled off-board area its value again.
            topSum[Math.min(maxPaid(t.rule) + (extraBits ? 1 : 0), limit + 1)]! * (t.rule.multiplier ?? 1) +
            (doubleBits ? (sortedValues[0] ?? 0) * (t.rule.multiplier ?? 1) : 0) +
            2 * maxDouble +
            chainCeiling(i),
          0,
        ) + (leasing?.extra ?? 0);
    upperBound = Math.max(bound, revenue);
    if (flood && !enumerated) upperBound += flood.bound; // the network trains' bound (flood.ts)
  }
  const answer: BestRoutes = {
    routes: out,
    revenue,
    subsidy,
    proven: !stopped,
    upperBound,
    stats: { routes: routes.length, links: graph.links.length, steps },
  };
  if (hops !== Infinity && graph.whole) wholeNetwork.add(answer);
  return answer;
}

/** The hex of a piece of track ("<hex>#<path>"). */
const trackHex = (track: string): string => track.slice(0, track.indexOf('#'));

const NO_SHARED = new Int32Array(0);

/**
 * Each link's bits (its pieces' and the bits of the hex edges it crosses that need one), whether it crosses
 * an edge twice, and the shared pieces and edges it uses (routes.sharedTrack, indices into `sharedIdx`).
 * An edge (revenue.ts crossedEdges) needs a bit of its own only where two different pairs of pieces cross
 * it (forks on both sides); elsewhere its pieces' bits already forbid crossing it twice. Edge bits follow
 * the pieces' bits, in the order the links first cross them. Apart from bestRoutesOf, which is too large
 * to be optimised, as its loops would then run unoptimised once per link and crossing.
 */
function linkTables(
  graph: NodeGraph,
  sharedIdx: ReadonlyMap<string, number>,
): { words: number; linkWordStart: Int32Array; linkWord: Int32Array; linkMask: Uint32Array; linkCrossesTwice: boolean[]; linkShared: Int32Array[] } {
  const { links, trackBit } = graph;
  // Per link, the edges it crosses that are not shared, and the pair of pieces (their bits) crossing each.
  const linkEdgeKeys: string[][] = [];
  // Per edge, in the order first crossed: the pair crossing it, or -1 once two different pairs do.
  const pairAt = new Map<string, number>();
  for (const l of links) {
    const edges: string[] = [];
    for (let i = 1; i < l.tracks.length; i++) {
      const a = l.tracks[i - 1]!;
      const b = l.tracks[i]!;
      const ha = trackHex(a);
      const hb = trackHex(b);
      if (ha === hb) continue;
      const edge = crossingKey(ha, hb);
      if (sharedIdx.has(edge)) continue;
      edges.push(edge);
      const x = trackBit.get(a)!;
      const y = trackBit.get(b)!;
      const pair = x < y ? x * 0x100000 + y : y * 0x100000 + x;
      const seen = pairAt.get(edge);
      if (seen === undefined) pairAt.set(edge, pair);
      else if (seen !== pair) pairAt.set(edge, -1);
    }
    linkEdgeKeys.push(edges);
  }
  const edgeBit = new Map<string, number>();
  for (const [edge, pair] of pairAt) if (pair === -1) edgeBit.set(edge, trackBit.size + edgeBit.size);
  const words = Math.max(1, Math.ceil((trackBit.size + edgeBit.size) / 32));
  // Each link's bits as the words it has bits in (a link holds a few pieces of a map's hundreds): link l's
  // words are linkWord[linkWordStart[l] .. linkWordStart[l + 1]), with their bits in linkMask.
  const linkWordStart = new Int32Array(links.length + 1);
  const wordOf: number[] = [];
  const masks: number[] = [];
  const linkCrossesTwice: boolean[] = [];
  const linkShared: Int32Array[] = [];
  // One link's bits at a time, in one array (a typed array per link made garbage that cost more than the rest).
  const bits = new Uint32Array(words);
  links.forEach((l, li) => {
    bits.fill(0);
    for (const t of l.tracks) {
      if (sharedIdx.has(t)) continue;
      const b = trackBit.get(t)!;
      bits[b >>> 5]! |= 1 << (b & 31);
    }
    const edges: number[] = [];
    for (const e of linkEdgeKeys[li]!) {
      const b = edgeBit.get(e);
      if (b === undefined) continue;
      if (edges.includes(b)) linkCrossesTwice[li] = true;
      edges.push(b);
      bits[b >>> 5]! |= 1 << (b & 31);
    }
    linkCrossesTwice[li] ??= false;
    for (let w = 0; w < words; w++)
      if (bits[w] !== 0) {
        wordOf.push(w);
        masks.push(bits[w]!);
      }
    linkWordStart[li + 1] = wordOf.length;
    linkShared.push(sharedIdx.size === 0 ? NO_SHARED : Int32Array.from(new Set([...l.tracks, ...crossedEdges(l.tracks)].filter((k) => sharedIdx.has(k)).map((k) => sharedIdx.get(k)!))));
  });
  return { words, linkWordStart, linkWord: Int32Array.from(wordOf), linkMask: Uint32Array.from(masks), linkCrossesTwice, linkShared };
}

/**
 * Each train type's best key over `routes` (one mask). Apart from bestRoutesOf: a function that large
 * runs unoptimised, and its own loops over thousands of routes cost far more than a small function's.
 */
function headKeys(routes: readonly Candidate[], types: number): Float64Array {
  const head = new Float64Array(types);
  for (let i = 0; i < routes.length; i++) {
    const key = routes[i]!.key;
    for (let t = 0; t < types; t++) if (key[t]! > head[t]!) head[t] = key[t]!;
  }
  return head;
}

function compareNodes(a: Int32Array, b: Int32Array): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
