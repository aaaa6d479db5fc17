/**
 * Checking routes a corporation submits, against the revenue definition in
 * revenue.ts. Returns a per-stop breakdown so clients can show why a route
 * pays what it pays.
 */
import type { Ctx } from '../context';
import { illegal, invalid, type GameError } from '../errors';
import { blocksPassage, nodeKey, placedTile, stationNodes } from '../map/graph';
import { isEdge, lengthKind, routeWideNode, type Endpoint, type Tile } from '../map/tiles';
import { corpHolder, type GameState } from '../state/types';
import type { Title } from '../definition/title';
import { edgesBetween, isPortStop, joinRefused, lengthOverHexes, leaseScoring, markerAt, mayRun, routeHexes, routeRules, runningTrain, runRule, scoreLeased, variantOf, scoreStops, stopTerms, nodeValue, withMarkers, type Stop, crossedEdges, portStationRefusal, PORT_REF, OWN_STATION_STOP_REF, sharedTrackKeys, routeWideExtras, PER_STATION_REF, ROUTE_BONUS_REF } from './revenue';
import { concat, first as firstAnswer } from '../core/ask';
import { limitNow } from '../state/trainLimit';
import { TrackView, type Move } from './walk';
import { checkNetworkRoute, networksLast } from './flood';
import { noteStopsLookedUp, scoreRun } from './runScore';
import { withRouteBonuses } from './routeBonuses';
import { additionalCity, claimLimitRefusal, extraCityRule, offboardToDouble, routeClaims, ROUTE_ABILITY_REF } from './routeAbilities';
import type { CheckedRoute, RouteInput } from './route-types';

export const ROUTES_REF = 'common 18xx rules, Running trains (distinct track, a station of the corporation, n stops for an n-train)';
/** The rules of title.json `routes` come from 1860 (rules, Running Trains; line numbers in the rules OCR). */
export const HALT_END_REF = '1860 rules, Running Trains L720 (routes may not begin or end at a halt)';
export const REENTRY_REF = '1860 rules, Running Trains L726-728, L756 (a route may not enter the same hex twice)';
export const HOME_REF = '1860 rules, Running Trains L723 (one run must include the home base)';
export const INTERLINK_REF = '1860 rules, Running Trains L723-725 (each run must intersect another at a station)';
export const JOIN_REF = '1862 rules 7.8 (a route may not run from red off-board to red off-board, nor from port to port)';
export const EDGE_REF = '1820 rules §15.2 (a route may not cross a hex edge twice); 18xx.games counts a hex edge as track';
export const BLOCKED_REF = '1860 rules, Running Trains L732-736 (one train may pass through one tokened-out station per turn)';
/** 18xx.games Route#revenue: "Cannot use group X more than once" (an off-board printed across two hexes, or several off-board areas of one region). */
export const GROUP_REF = 'An off-board area drawn over several hexes is one location: a route visits at most one node of a revenue group (tiles node `group`; 18xx.games Route#revenue)';

/** The first revenue group (tiles node `group`) two of the stops share, or null: a route may visit a group once. */
export function repeatedGroup(stops: readonly Stop[], groupOf: (s: Stop, i: number) => string | undefined): string | null {
  // Made at the first group met: most stops belong to none.
  let seen: Set<string> | null = null;
  for (let i = 0; i < stops.length; i++) {
    const g = groupOf(stops[i]!, i);
    if (g === undefined) continue;
    if (seen?.has(g)) return g;
    (seen ??= new Set()).add(g);
  }
  return null;
}

/** A route as submitted; it may carry other fields, such as the claim of route abilities its shareholders grant (the routeGrantors hook). */
export type { CheckedRoute, RouteInput } from './route-types';

/** Whether a city is blocked for `corp` by other corporations' tokens only (not an off-board area), so a pass may cross it. */
export function tokenedOut(state: GameState, hex: string, tile: Tile, node: number, corp: string): boolean {
  return tile.nodes[node]!.kind === 'city' && tile.nodes[node]!.passThrough !== false && blocksPassage(state, hex, tile, node, corp);
}

/**
 * How many cities blocked by other corporations' stations a corporation's run may pass through: the
 * title's routes.blockedPassesPerRun, or any number in a game imported from the oldest 18xx.games
 * exports (GameSetup.passBlockedCities), whose recorded routes were never checked for blocked cities.
 */
export function blockedPassLimit(title: Title, state: GameState): number {
  return state.passBlockedCities ? Infinity : routeRules(title).blockedPassesPerRun;
}

/** The corporation's home station: the city holding its token on its home hex, or null when it has none there. */
export function homeStation(title: Title, state: GameState, corp: string): string | null {
  const home = title.corporation.get(corp)?.home;
  if (!home) return null;
  const token = state.corporations[corp]?.tokens.find((t) => t.hex === home.hex);
  if (!token) return null;
  const node = placedTile(title, state, token.hex)?.tile.cities[token.city];
  return node === undefined ? null : nodeKey(token.hex, node);
}

/** The hexes a route's track runs through, in order: true when one is entered again after being left. */
export function reentersHex(tracks: readonly string[]): boolean {
  // routeHexes lists each visit of a hex once: a hex listed twice is entered again.
  return hasRepeat(routeHexes(tracks));
}

/**
 * Whether a string is listed twice. A route's hexes and edges are a handful, so comparing each with
 * those before it is cheaper than a set per route; hexes and crossing keys come from one string each
 * (trackHex, crossingKey), so most comparisons are of the same or of short strings.
 */
function hasRepeat(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i] === list[j]) return true;
  return false;
}

/**
 * A path element, "<hex>" or "<hex>.<node>" (a hex is capital letters then digits, a node digits), or null.
 * Read by hand rather than by a regular expression: every submitted route is parsed, element by element.
 */
function parseElement(s: string): { hex: string; node: number | null } | null {
  let i = 0;
  while (i < s.length && isCapital(s.charCodeAt(i))) i++;
  if (i === 0) return null;
  const digits = i;
  while (i < s.length && isDigit(s.charCodeAt(i))) i++;
  if (i === digits) return null;
  if (i === s.length) return { hex: s, node: null };
  if (s.charCodeAt(i) !== DOT) return null;
  const dot = i;
  for (i = dot + 1; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return null;
  if (i === dot + 1) return null;
  return { hex: s.slice(0, dot), node: Number(s.slice(dot + 1)) };
}

const DOT = 46;
const isCapital = (c: number): boolean => c >= 65 && c <= 90;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * What each route of one corporation's run at one position reads alike, looked up once for the run
 * (checkRun) rather than once per route: its stations (stationNodes), the train it leases (the
 * leasedTrain hook), how many blocked cities it may pass (blockedPassLimit).
 */
export interface RunLookups {
  stations: { hex: string; node: number }[];
  lease: ReturnType<typeof leasedTrain>;
  passLimit: number;
  /** Each running train id's certificate, running type and form (revenue.ts runningTrain), as asked (runningOf). */
  running: Map<string, ReturnType<typeof runningTrain<GameState['trains'][number]>>>;
  /** The hex edges (crossedEdges) of the route finishRoute last passed for the run, as it cut them; checkRun takes them as each route is checked. */
  crossed: string[] | null;
}

export function runLookups(title: Title, state: GameState, corp: string): RunLookups {
  return { stations: stationNodes(title, state, corp), lease: leasedTrain(title, state, corp), passLimit: blockedPassLimit(title, state), running: new Map(), crossed: null };
}

/** runningTrain of a train of the run, asked once per run: the route's check and the run's forms both ask it. */
function runningOf(title: Title, state: GameState, run: RunLookups, id: string): ReturnType<typeof runningTrain<GameState['trains'][number]>> {
  if (run.running.has(id)) return run.running.get(id);
  const r = runningTrain(title, state.trains, id);
  run.running.set(id, r);
  return r;
}

/** The train the corporation leases and must run alone (leasedTrain: 1860's insolvency), or null. */
function leasedTrain(title: Title, state: GameState, corp: string) {
  return firstAnswer(title, 'leasedTrain', title, state, corp);
}

/** Validates one route's walk; `usedTrack` collects track across the corporation's routes. */
export function checkRoute(ctx: Ctx, corp: string, input: RouteInput, usedTrack: ReadonlySet<string>, view = new TrackView(ctx.title, ctx.state), run = runLookups(ctx.title, ctx.state, corp)): GameError | CheckedRoute {
  const { title, state } = ctx;
  // A network train (1820's FLOOD) runs the network of a selected station, not a route: flood.ts.
  const network = checkNetworkRoute(ctx, corp, input, usedTrack, view);
  // The grantors whose route abilities the route claims, as it names them (the routeGrantors hook).
  const claims = firstAnswer(title, 'routeGrantors', input) ?? undefined;
  if (network && !('code' in network) && claims?.length) return illegal(`${input.train} runs a network, not a route: no route ability a shareholder grants applies`, ROUTE_ABILITY_REF);
  if (network) return network;
  // A certificate side that runs as several trains runs them as "<train>#<n>" (revenue.ts runForms; 1843 ×2 sides).
  const running = runningOf(title, state, run, input.train);
  const train = running?.train;
  const leased = run.lease;
  // A corporation leasing a train runs only that train (leasedTrain: 1860's insolvency).
  if (leased && input.train !== leased.train.id) return illegal(`${leased.why} and may run only the leased ${leased.train.type} train ${leased.train.id}`, leased.ref);
  if (!train || (!leased && train.owner !== corpHolder(corp))) return illegal(`${corp} does not own train ${input.train}`, ROUTES_REF);
  const type = running!.type;
  if (!mayRun(title, state, corp, type)) return illegal(`${corp}'s permits do not allow it to run a ${train.variant ?? train.type} train`, '1862 rules, Permits');
  const elements = input.path.map(parseElement);
  if (elements.some((e) => e === null)) return invalid(`route of ${input.train}: path elements are "<hex>" or "<hex>.<node>"`);
  const els = elements as { hex: string; node: number | null }[];
  if (els.length < 2) return illegal(`route of ${input.train} needs at least two stops`, ROUTES_REF);
  const first = els[0]!;
  const last = els[els.length - 1]!;
  if (first.node === null || last.node === null) return illegal(`route of ${input.train} must start and end at a stop`, ROUTES_REF);
  for (const e of els) {
    const info = title.hexes.get(e.hex);
    if (!info) return invalid(`route of ${input.train}: no hex ${e.hex}`);
    // The map's own string for the hex, not the one cut from the path: looking it up in the state
    // (state.hexes[hex]) is then a known property name, not a search of V8's string table per lookup.
    e.hex = info.id;
  }

  const stops: Stop[] = [{ hex: first.hex, node: first.node }];
  const visited = new Set<string>([nodeKey(first.hex, first.node)]);
  const tracks: string[] = [];
  // No piece of track twice, and no hex edge twice: the track meets at the edge (crossedEdges).
  const edges = new Set<string>();
  const free = (m: Move): boolean => {
    if (usedTrack.has(m.track) || tracks.includes(m.track)) return false;
    if (!m.crossed) return true;
    return !usedTrack.has(m.edge!) && !edges.has(m.edge!);
  };
  /** Takes a move that crosses into the neighbouring hex: its track, and the edge it crosses. */
  const crossTo = (m: Move): void => {
    tracks.push(m.track);
    edges.add(m.edge!);
    hex = m.hex;
    at = m.at;
  };
  const fail = (why: string): GameError => illegal(`route of ${input.train}: ${why}`, ROUTES_REF);
  const passes = run.passLimit;
  // The stops run through that are cities blocked by other corporations' stations, counted as the walk leaves them (finishRoute's count).
  let blockedPasses = 0;
  let hex = first.hex;
  let at: Endpoint = { node: first.node };
  const arriveAt = (node: number): GameError | null => {
    const key = nodeKey(hex, node);
    if (visited.has(key)) return fail(`visits ${key} twice`);
    visited.add(key);
    stops.push({ hex, node });
    at = { node };
    return null;
  };
  let i = 1;
  while (i < els.length) {
    const target = els[i]!;
    // Only the first stop may be left when it is an off-board area or a blocked city, unless the
    // title lets a run pass blocked cities (counted in finishRoute and checkRun).
    if (i > 1 && !isEdge(at) && blocksPassage(state, hex, view.tile(hex)!.tile, at.node, corp)) {
      if (!(passes > 0 && tokenedOut(state, hex, view.tile(hex)!.tile, at.node, corp))) return fail(`cannot run through ${nodeKey(hex, at.node)}`);
      blockedPasses++;
    }
    // The first free move of each kind, as a scan of the free moves would find it.
    if (target.hex === hex && target.node !== null) {
      const m = view.firstMove(hex, at, (n) => !n.crossed && !isEdge(n.at) && n.at.node === target.node && free(n));
      if (!m) return fail(`no unused track from ${input.path[i - 1]} to ${input.path[i]}`);
      tracks.push(m.track);
      const err = arriveAt(target.node);
      if (err) return err;
      i++;
      continue;
    }
    const cross: Move | undefined = view.firstMove(hex, at, (n) => n.crossed && n.hex === target.hex && free(n));
    if (!cross) return fail(`no unused track from ${input.path[i - 1]} to ${input.path[i]}`);
    crossTo(cross);
    // Now on the border of `hex`: run to the element's stop, or straight through toward the next element.
    for (;;) {
      const cur = els[i]!;
      if (cur.node !== null) {
        const m = view.firstMove(hex, at, (n) => !n.crossed && !isEdge(n.at) && n.at.node === cur.node && free(n));
        if (!m) return fail(`no unused track into ${input.path[i]}`);
        tracks.push(m.track);
        const err = arriveAt(cur.node);
        if (err) return err;
        i++;
        break;
      }
      const next = els[i + 1];
      if (!next) return fail('must end at a stop');
      const m = view.firstMove(hex, at, (n) => n.crossed && n.hex === next.hex && free(n));
      if (!m) return fail(`no unused track through ${cur.hex} toward ${next.hex}`);
      crossTo(m);
      i++;
    }
  }
  // Every stop but the ends was left above, and checked there as finishRoute would check it.
  return finishRoute(ctx, corp, input.train, type, stops, tracks, input.path, view, input.halts, claims, run, blockedPasses);
}

export function finishRoute(
  ctx: Ctx,
  corp: string,
  trainId: string,
  type: string,
  stops: Stop[],
  tracks: string[],
  path: string[],
  view?: TrackView,
  halts?: number,
  claims?: readonly string[],
  run?: RunLookups,
  /** The stops between the ends that are blocked cities, when the caller counted them already (checkRoute's walk). */
  blockedPassed?: number,
): GameError | CheckedRoute {
  const { title, state } = ctx;
  const rules = routeRules(title);
  if (stops.length < 2) return illegal(`route of ${trainId} needs at least two stops`, ROUTES_REF);
  const tv = view ?? new TrackView(title, state);
  // Each stop's tile node and its kind as a train counts it (stopKind), looked up once for all the checks below.
  const nodes = stops.map((s) => tv.tile(s.hex)!.tile.nodes[s.node]!);
  const kinds = nodes.map(lengthKind);
  for (const end of [0, stops.length - 1])
    if (rules.mayNotEndAt.has(kinds[end]!)) return illegal(`route of ${trainId} may not begin or end at ${nodeKey(stops[end]!.hex, stops[end]!.node)} (a ${kinds[end]!})`, HALT_END_REF);
  // Route abilities the route claims, among those its shareholders grant (the routeAbilities hook; routes/routeAbilities.ts).
  const claimed = claims && claims.length > 0 ? routeClaims(concat(title, 'routeAbilities', ctx, corp), corp, trainId, claims, (id) => firstAnswer(title, 'grantorName', title, id) ?? undefined) : [];
  if (!Array.isArray(claimed)) return claimed;
  const nameOf = (grantor: string): string => claimed.find((a) => a.grantor === grantor)!.name;
  const portBoth = claimed.find((a) => a.kind === 'portBothEnds');
  const bothPorts = isPortStop(title, stops[0]!) && isPortStop(title, stops[stops.length - 1]!);
  // 1820 §14.2.1 L1372: a port at both ends, which §15.2 L1524-1526 otherwise forbids.
  if (portBoth && !bothPorts) return illegal(`route of ${trainId} does not begin and end at a port: it does not use ${nameOf(portBoth.grantor)}'s ability`, ROUTE_ABILITY_REF);
  if (joinRefused(title, state, stops[0]!, stops[stops.length - 1]!) && !portBoth)
    return illegal(`route of ${trainId} may not run from ${nodeKey(stops[0]!.hex, stops[0]!.node)} to ${nodeKey(stops[stops.length - 1]!.hex, stops[stops.length - 1]!.node)}: both ends are of one kind the title forbids joining`, JOIN_REF);
  // routes.endsNeedLink (1862 §2.6 item 5): a London end needs the corporation's rail link (the routeLinks hook).
  const links = firstAnswer(title, 'routeLinks', title, state, corp);
  if (links && (links.barred(stops[0]!.hex, stops[0]!.node) || links.barred(stops[stops.length - 1]!.hex, stops[stops.length - 1]!.node)))
    return illegal(`route of ${trainId} may not begin or end at ${nodeKey(stops[0]!.hex, stops[0]!.node)} or ${nodeKey(stops[stops.length - 1]!.hex, stops[stops.length - 1]!.node)} without ${links.lacking}`, links.ref);
  // The hexes the track runs through, cut once for the edge, re-entry and length checks below.
  const hexes = routeHexes(tracks);
  const edges = edgesBetween(hexes);
  if (hasRepeat(edges)) return illegal(`route of ${trainId} crosses a hex edge twice`, EDGE_REF);
  const group = repeatedGroup(stops, (_, i) => nodes[i]!.group);
  if (group !== null) return illegal(`route of ${trainId} visits two stops of the area ${group}, which counts once`, GROUP_REF);
  if (rules.noHexReentry && hasRepeat(hexes)) return illegal(`route of ${trainId} enters a hex twice`, REENTRY_REF);
  let blockedPasses = blockedPassed ?? 0;
  for (let i = 1; blockedPassed === undefined && i < stops.length - 1; i++) {
    const s = stops[i]!;
    const tile = tv.tile(s.hex)!.tile;
    if (!blocksPassage(state, s.hex, tile, s.node, corp)) continue;
    if (!tokenedOut(state, s.hex, tile, s.node, corp)) return illegal(`route of ${trainId} cannot run through ${nodeKey(s.hex, s.node)}`, ROUTES_REF);
    blockedPasses++;
  }
  // What every route of the run reads alike: the caller's (checkRun), else looked up for this route alone.
  const look = run ?? runLookups(title, state, corp);
  const passLimit = look.passLimit;
  if (blockedPasses > passLimit)
    return illegal(`route of ${trainId} runs through ${blockedPasses} cities blocked by other corporations' stations`, passLimit > 0 ? BLOCKED_REF : ROUTES_REF);
  const stations = look.stations;
  const hasStation = stops.some((s) => stations.some((t) => t.hex === s.hex && t.node === s.node));
  if (!hasStation) return illegal(`route of ${trainId} must include a station of ${corp}`, ROUTES_REF);
  // routes.ports and routes.stopNeedsOwnStation (1820 §15.2): ports at an end next to a station, London through a station.
  if (rules.ports || rules.stopNeedsOwnStation.size > 0) {
    const why = portStationRefusal(title, stops, (i) => stations.some((t) => t.hex === stops[i]!.hex && t.node === stops[i]!.node));
    if (why) return illegal(`route of ${trainId}: ${why}`, rules.stopNeedsOwnStation.has(stops.find((s) => why.startsWith(`${s.hex}.`))?.hex ?? '') ? OWN_STATION_STOP_REF : PORT_REF);
  }
  const lease = look.lease;
  const leasing = lease && lease.train.id === trainId ? leaseScoring(title, state, type, lease.revenue) : null;
  if (leasing && claimed.length > 0) return illegal(`a leased train uses no route ability a shareholder grants`, ROUTE_ABILITY_REF);
  const own = leasing ? leasing.rule : runRule(title, state, type);
  // 1820 §14.5.2 L1462 (Vulcan Foundry): one more city counted (routeAbilities.ts extraCityRule).
  const extra = claimed.find((a) => a.kind === 'extraCityOnRoute');
  const rule = extra ? extraCityRule(own) : own;
  if (!rule) return illegal(`a ${type} train counts no cities: ${nameOf(extra!.grantor)}'s ability does not apply`, ROUTE_ABILITY_REF);
  const hexCount = lengthOverHexes(rule, hexes);
  const values = stops.map((s, i) => nodeValue(title, state, s.hex, nodes[i]!, type));
  // The counting rule on the stops (revenue.ts scoreRoute, on the values and kinds looked up here).
  const counted = leasing ? null : scoreStops(rule, stopTerms(title, state), values, kinds, hexCount, halts);
  // A leased train: stops are worth what the lease pays for them, and the lease's fixed part is in the revenue only.
  const scored = leasing ? scoreLeased(title, state, leasing, stops, hexCount) : withMarkers(title, state, counted, stops, corp);
  if (!scored) return illegal(`a ${type} train cannot run this route (${stops.length} stops, ${hexCount} hexes)${extra ? ` even with ${nameOf(extra.grantor)}'s additional city` : ''}`, ROUTES_REF);
  const breakdown = stops.map((s, i) => ({
    stop: nodeKey(s.hex, s.node),
    revenue: leasing
      ? scored.paid[i] ? leasing.value(values[i]!) : 0
      : (scored.paid[i] ? values[i]! * (rule.multiplier ?? 1) : 0) + markerAt(title, state, stops, scored.paid, corp, i),
  }));
  let revenue = scored.revenue;
  // tiles node revenuePerStation, minRouteStops (1836Jr30's ports), routeBonus (1850Jr's ports).
  if (nodes.some(routeWideNode)) {
    const isStation = (i: number): boolean => nodes[i]!.kind === 'city' && stations.some((t) => t.hex === stops[i]!.hex && t.node === stops[i]!.node);
    const extras = routeWideExtras(nodes, values.map((v) => v * (rule.multiplier ?? 1)), scored.paid, isStation);
    if (!Array.isArray(extras)) return illegal(`route of ${trainId} needs at least ${extras.needs} stops`, nodes.some((n) => n.routeBonus) ? ROUTE_BONUS_REF : PER_STATION_REF);
    extras.forEach((x, i) => {
      breakdown[i]!.revenue += x;
      revenue += x;
    });
  }
  const uses = new Map<string, number>();
  if (extra) {
    const city = additionalCity(own, kinds, values, scored.paid);
    if (city === null) return illegal(`route of ${trainId} counts no more cities than its train allows: it does not use ${nameOf(extra.grantor)}'s additional city`, ROUTE_ABILITY_REF);
    uses.set(extra.grantor, extra.kickback({ city }));
  }
  // 1820 §14.2.2 L1382 (Sassoon): the off-board area of a route with a port pays twice.
  const double = claimed.find((a) => a.kind === 'doubleOffboardOnPortRoute');
  // The route's ports and what they pay, read by the two abilities that pay by ports.
  const ports = double || portBoth ? stops.map((s) => isPortStop(title, s)) : [];
  const portValues = values.filter((_, i) => ports[i]);
  if (double) {
    const offboard = stops.map((s, i) => !ports[i] && !double.excludeHexes.has(s.hex) && nodes[i]!.kind === 'offboard');
    const i = offboardToDouble(ports, offboard, scored.paid);
    if (i < 0) return illegal(`route of ${trainId} has no port and off-board area: it does not use ${nameOf(double.grantor)}'s ability`, ROUTE_ABILITY_REF);
    const again = values[i]! * (rule.multiplier ?? 1);
    breakdown[i]!.revenue += again;
    revenue += again;
    uses.set(double.grantor, double.kickback({ ports: portValues }));
  }
  if (portBoth) uses.set(portBoth.grantor, portBoth.kickback({ ports: portValues }));
  const grants = claimed.map((a) => ({ grantor: a.grantor, kickback: uses.get(a.grantor)! }));
  const checked: CheckedRoute = { train: trainId, stops, breakdown, revenue, subsidy: scored.subsidy, blockedPasses, tracks, path, ...(grants.length > 0 ? { grants } : {}) };
  // The run's scoring, where each location pays once, asks the same of the route's stops (runScore.ts routeChoices); the counting rule's pick is
  // its own only for the train's own rule (no lease, no additional city) and no halts asked for.
  if (run) run.crossed = edges;
  if (rules.locationPaysOnce) noteStopsLookedUp(checked, { type, values, kinds, counted: !extra && halts === undefined ? (counted ?? undefined) : undefined });
  return checked;
}

/**
 * The rules on a corporation's whole run (title.json `routes`), shared by checkRun and the
 * optimiser: blocked cities passed at most `blockedPassesPerRun` times in all; one route through
 * the home station; the routes one connected set by shared stops. Returns the first refusal.
 */
export function runRefusal(title: Title, state: GameState, corp: string, routes: { stops: Stop[]; blockedPasses: number }[]): GameError | null {
  const rules = routeRules(title);
  if (routes.length === 0) return null;
  const passes = routes.reduce((a, r) => a + r.blockedPasses, 0);
  const passLimit = blockedPassLimit(title, state);
  if (passes > passLimit) return illegal(`the run passes ${passes} blocked cities; at most ${passLimit} may be passed`, BLOCKED_REF);
  const interlink = rules.mustInterlink && routes.length > 1;
  // The rules below compare the routes' stops: none to check without them.
  if (!rules.mustIncludeHome && !interlink) return null;
  const keys = routes.map((r) => new Set(r.stops.map((s) => nodeKey(s.hex, s.node))));
  if (rules.mustIncludeHome) {
    const home = homeStation(title, state, corp);
    if (home === null || !keys.some((k) => k.has(home))) return illegal(`one of ${corp}'s routes must include its home station`, HOME_REF);
  }
  if (interlink) {
    const linked = new Set([0]);
    const queue = [0];
    while (queue.length > 0) {
      const i = queue.pop()!;
      for (let j = 0; j < keys.length; j++) {
        if (linked.has(j) || !sharesStop(keys[i]!, keys[j]!)) continue;
        linked.add(j);
        queue.push(j);
      }
    }
    if (linked.size < routes.length) return illegal(`${corp}'s routes must interlink: each must share a stop with another`, INTERLINK_REF);
  }
  return null;
}

/** Whether two routes' stops (node keys) have one in common. */
function sharesStop(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const k of a) if (b.has(k)) return true;
  return false;
}

export { payLocationsOnce } from './runScore';

export const FORM_REF = '1843 rules L4268-4304 (a yellow "2×2 or 3+1" runs as two 2-trains or one 3+1, as limited by the train limit when it runs)';

/**
 * A run's certificates that run as several trains (trains.json TrainVariant `runs`) run in one form
 * each, and, where any does, the run's trains are within the phase's train limit (1843 rules
 * L4250-4265: the limit is checked when trains run).
 */
function runFormRefusal(ctx: Ctx, ids: string[], run: RunLookups): GameError | null {
  const forms = new Map<string, number>();
  let multi = false;
  for (const id of ids) {
    const r = runningOf(ctx.title, ctx.state, run, id);
    if (!r || !variantOf(ctx.title, r.train)?.runs) continue;
    multi = true;
    const f = forms.get(r.train.id);
    if (f !== undefined && f !== r.form) return illegal(`train ${r.train.id} runs in one form at a time`, FORM_REF);
    forms.set(r.train.id, r.form);
  }
  if (!multi) return null;
  const limit = limitNow(ctx.title, ctx.state);
  if (ids.length > limit) return illegal(`${ids.length} trains run, over the train limit of ${limit}`, FORM_REF);
  return null;
}

/** The track used by other routes, for a run whose routes may share track (checkRoute's usedTrack): none. */
const noTrack: ReadonlySet<string> = new Set();

/**
 * Checks a corporation's whole run: each train at most once, no piece of track
 * shared between its routes. Throws the first refusal; returns each route checked. `view` is a
 * TrackView of ctx.state, to share between several checks of one position.
 */
export function checkRun(ctx: Ctx, corp: string, routes: RouteInput[], view = new TrackView(ctx.title, ctx.state)): { revenue: number; subsidy: number; checked: CheckedRoute[] } {
  const used = new Set<string>();
  const trains = new Set<string>();
  const rules = routeRules(ctx.title);
  // routes.sharedTrack (1820's M17 white track, L617): a piece or edge that several routes may use is "used" only
  // once that many routes have used it.
  const shared = sharedTrackKeys(ctx.title, ctx.state);
  const uses = new Map<string, number>();
  const take = (key: string): void => {
    const cap = shared.get(key);
    if (cap === undefined) {
      used.add(key);
      return;
    }
    uses.set(key, (uses.get(key) ?? 0) + 1);
    if (uses.get(key)! >= cap) used.add(key);
  };
  let checked: CheckedRoute[] = [];
  const lookups = runLookups(ctx.title, ctx.state, corp);
  // Network trains run last, on the track the routes leave (flood.ts).
  for (const r of networksLast(ctx, routes)) {
    if (trains.has(r.train)) throw illegal(`train ${r.train} runs twice`, ROUTES_REF);
    trains.add(r.train);
    // 1862: routes of one run may share track, but a route still may not use a piece twice.
    lookups.crossed = null;
    const res = checkRoute(ctx, corp, r, rules.shareTrack ? noTrack : used, view, lookups);
    if ('code' in res) throw res;
    checked.push(res);
    // The track a route used is only the next routes' concern where routes may not share it.
    if (rules.shareTrack) continue;
    // The hex edges its track crosses: as its check cut them, else cut from its track (a network train's).
    const edges = lookups.crossed ?? crossedEdges(res.tracks);
    if (shared.size === 0) {
      for (const t of res.tracks) used.add(t);
      for (const e of edges) used.add(e);
      continue;
    }
    // A capped piece counts once per route (hence the sets).
    for (const t of new Set(res.tracks)) take(t);
    for (const e of new Set(edges)) take(e);
  }
  const formRefusal = runFormRefusal(ctx, routes.map((r) => r.train), lookups);
  if (formRefusal) throw formRefusal;
  // Granted route abilities: no more routes claim one than it allows (routeAbilities.ts claimLimitRefusal).
  const claimRefusal = claimLimitRefusal(concat(ctx.title, 'routeAbilities', ctx, corp), corp, checked);
  if (claimRefusal) throw claimRefusal;
  const refusal = runRefusal(ctx.title, ctx.state, corp, checked);
  if (refusal) throw refusal;
  const scored = scoreRun(ctx.title, ctx.state, checked);
  if (!Array.isArray(scored)) throw scored;
  // Bonuses a mechanism grants some routes besides their stops (companies.json routeBonuses).
  checked = withRouteBonuses(ctx.title, ctx.state, corp, scored);
  return { revenue: checked.reduce((a, c) => a + c.revenue, 0), subsidy: checked.reduce((a, c) => a + c.subsidy, 0), checked };
}
