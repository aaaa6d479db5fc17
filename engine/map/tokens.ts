/**
 * Station tokens: the home token placed when a corporation floats, and the
 * tokens it buys later in its operating turns.
 */
import { money, type Ctx } from '../context';
import { answers, each, every, first } from '../core/ask';
import type { Title } from '../definition/title';
import { illegal, unknown, type GameError } from '../errors';
import { pay } from '../state/bank';
import { addHexToken, keepHexTokens } from '../state/hexes';
import { corpHolder, type CorporationState } from '../state/types';
import { cityIndexOfNode, nodeKey, parseNodeKey, placedTile, printedCityNow, traceFinds, traceReach, slotMarkers, type Reach } from './graph';
import { hexDistance } from './hexDistance';

const TOKEN = 'common 18xx rules, Placing station markers (reachable city with a free slot, one per city)';
const ONE_PER_HEX = '1843 rules L3351: not more than one station marker of a company on a hexagon (rounds.operating.stationInSameHex "refused")';
const DISTANCE_FEE = '1820 rules §6.6.2, distance fees (title.json tokenCost: a fee per hex edge from the nearest station, no path across barriers, gray edges without track or off the board)';

/** Slots of a city held back for corporations whose home it is and that have not floated yet. */
function reservedSlots(ctx: Ctx, hex: string, city: number, except: string): number {
  // A mechanism may leave home cities unreserved (rounds.operating.homeStation.reserved false, 1862 §2.2 step 2).
  if (!every(ctx.title, 'homesReserved', ctx)) return 0;
  let n = 0;
  for (const def of ctx.title.corporations) {
    if (def.id === except) continue;
    const c = ctx.state.corporations[def.id]!;
    if (c.tokens.length > 0 || c.closed) continue;
    if (def.home && def.home.hex === hex && printedCityNow(ctx.state, hex, def.home.city ?? 0) === city) n++;
  }
  return n;
}

export function freeSlot(ctx: Ctx, hex: string, city: number, corp: string): number | null {
  const pt = placedTile(ctx.title, ctx.state, hex);
  if (!pt) return null;
  const node = pt.tile.cities[city];
  if (node === undefined) return null;
  const slots = pt.tile.nodes[node]!.slots;
  const taken = ctx.state.hexes[hex]!.tokens.filter((t) => t.city === city).map((t) => t.slot);
  if (taken.length + reservedSlots(ctx, hex, city, corp) + slotMarkers(ctx.state, hex, city, corp) >= slots) return null;
  for (let s = 0; s < slots; s++) if (!taken.includes(s)) return s;
  return null;
}

const HOME_CHOICE = '1843 rules L3368-3373: the Midi places its home station on either city of Albi/Montauban (corporations.json home.cityChoice)';

/** The cities of `corp`'s home hex with a free slot for its home station. */
export function homeCities(ctx: Ctx, corp: string): number[] {
  const home = ctx.title.corporation.get(corp)!.home;
  if (!home) return [];
  const pt = placedTile(ctx.title, ctx.state, home.hex);
  return (pt?.tile.cities ?? []).map((_n, city) => city).filter((city) => freeSlot(ctx, home.hex, city, corp) !== null);
}

/** The home station on the city the director chose (turn.homeChoice pending). */
export function placeChosenHome(ctx: Ctx, corp: string, hex: string, city: number): void {
  const home = ctx.title.corporation.get(corp)!.home;
  if (!home || hex !== home.hex || !homeCities(ctx, corp).includes(city)) throw illegal(`${corp} must place its home station on a city of ${home?.hex ?? 'its home'} with a free slot`, HOME_CHOICE);
  const slot = freeSlot(ctx, hex, city, corp)!;
  addHexToken(ctx.state, hex, { corporation: corp, city, slot });
  ctx.state.corporations[corp]!.tokens.push({ hex, city });
  if (ctx.state.round.kind === 'operating') delete ctx.state.round.turn.homeChoice;
  ctx.log.push(`${corp} places its home station on ${hex} (city ${city})`);
}

export function placeHomeToken(ctx: Ctx, c: CorporationState): void {
  // No station, home included, once building has stopped (1860's Southern Railway; 18xx.games does the same).
  if (c.tokens.length > 0 || !every(ctx.title, 'permits', ctx.title, ctx.state, 'building')) return;
  const home = ctx.title.corporation.get(c.id)!.home;
  // No fixed home: the director places the stations when the corporation starts (title.json floatStations).
  if (!home) return;
  // corporations.json home.cityChoice: at the start of its turn, with more than one city free, the director chooses.
  const round = ctx.state.round;
  if (home.cityChoice && round.kind === 'operating' && round.current === c.id && homeCities(ctx, c.id).length > 1) {
    round.turn.homeChoice = true;
    ctx.log.push(`${c.id} chooses the city of its home station on ${home.hex}`);
    return;
  }
  const city = home.cityChoice ? (homeCities(ctx, c.id)[0] ?? home.city ?? 0) : printedCityNow(ctx.state, home.hex, home.city ?? 0);
  const slot = freeSlot(ctx, home.hex, city, c.id);
  // A mechanism's fallback when the home city is full (rounds.operating.homeStation, 1862 §2.6 item 1).
  if (slot === null && first(ctx.title, 'homeFallback', ctx, c.id)) return;
  if (slot === null) throw new Error(`no slot for ${c.id}'s home token on ${home.hex}`);
  addHexToken(ctx.state, home.hex, { corporation: c.id, city, slot });
  c.tokens.push({ hex: home.hex, city });
  ctx.log.push(`${c.id} places its home station on ${home.hex}`);
}

/** The home station after the pending home upgrade (rounds.operating.homeStation fallback upgradeForSlot). */
export function placeHomeAfterUpgrade(ctx: Ctx, corp: string): void {
  each(ctx.title, 'homeAfterUpgrade', ctx, corp, (hex, city) => freeSlot(ctx, hex, city, corp));
}

/**
 * The prices of every station token a corporation owns, on the map or not, in placing order: the
 * charter's, then any extra ones (1870: a destination marker kept on the charter); or those a
 * mechanism fixes (stationTokens: tokens bought at float or gathered in a merger).
 */
export function tokenPrices(title: Title, c: CorporationState): number[] {
  const fixed = first(title, 'stationTokens', title, c);
  if (fixed) return fixed;
  return [...title.corporation.get(c.id)!.tokens, ...(c.extraTokens ?? [])];
}

export function nextTokenCost(ctx: Ctx, corp: string): number | null {
  const c = ctx.state.corporations[corp]!;
  const costs = tokenPrices(ctx.title, c);
  if (c.tokens.length >= costs.length) return null;
  // title.json stationPrices: the price by phase (1820 §7.2.2 L601, £40 in yellow and £100 later).
  const prices = ctx.title.definition.title.stationPrices;
  if (prices) return prices.byPhase?.[ctx.title.phases[ctx.state.phase]!.id] ?? prices.default;
  return costs[c.tokens.length]!;
}

/** title.json `tokenCost`: stations cost more the farther they lie from the corporation's other stations. */
function tokenCostRule(ctx: Ctx): { perEdge: number; from: 'nearestStation' } | null {
  return ctx.title.definition.title.tokenCost ?? null;
}

/**
 * The distance fee for a station on `hex` (title.json tokenCost): perEdge × hex edges from the
 * nearest of the corporation's stations on the map (engine/map/hexDistance.ts). 0 without the rule
 * or without a station on the map; null when no allowed path reaches `hex`.
 */
export function tokenDistanceFee(ctx: Ctx, corp: string, hex: string): number | null {
  const rule = tokenCostRule(ctx);
  const stations = ctx.state.corporations[corp]!.tokens;
  if (!rule || stations.length === 0) return 0;
  const edges = hexDistance(ctx.title, stations.map((t) => t.hex), hex);
  return edges === null ? null : edges * rule.perEdge;
}

/**
 * Whether `corp` may place a station in `city` of `hex`, and what it costs. With `free` (a cousin's
 * freeStation ability, 1820 §14.3.2) the station costs nothing, so the treasury need not cover it.
 * `r`: the corporation's network (traceReach) when the caller has it; without it, the network is walked
 * only until it reaches the city (traceFinds).
 */
export function checkToken(ctx: Ctx, corp: string, hex: string, city: number, r?: Reach, free = false): GameError | { cost: number; slot: number } {
  const network = (): Reach => r ?? traceReach(ctx.title, ctx.state, corp);
  const reaches = (node: number): boolean => (r ? r.nodes.has(nodeKey(hex, node)) : traceFinds(ctx.title, ctx.state, corp, { node: (h, n) => h === hex && n === node }));
  return tokenCheck(ctx, corp, hex, city, free, network, reaches);
}

/**
 * checkToken, given how to learn reach: `reaches(node)`, whether the network reaches the city's node, and
 * `network`, the whole network for a mechanism that decides reach itself (stationReach).
 */
function tokenCheck(ctx: Ctx, corp: string, hex: string, city: number, free: boolean, network: () => Reach, reaches: (node: number) => boolean): GameError | { cost: number; slot: number } {
  const c = ctx.state.corporations[corp]!;
  if (!ctx.title.hexes.has(hex)) return unknown(`no hex ${hex}`);
  const cost = nextTokenCost(ctx, corp);
  if (cost === null) return illegal(`${corp} has no station tokens left`, TOKEN);
  // Building stopped, receivership, insolvency (mechanisms' stationRefusal).
  const barred = first(ctx.title, 'stationRefusal', ctx, corp);
  if (barred) return barred;
  // A frozen hex of the solo tableau, another's locked home hex (mechanisms' hexStationRefusal).
  const outHex = first(ctx.title, 'hexStationRefusal', ctx, corp, hex);
  if (outHex) return outHex;
  if (cost > c.cash && !free) return illegal(`the next station costs ${cost}, ${corp} has ${c.cash}`, TOKEN);
  const pt = placedTile(ctx.title, ctx.state, hex);
  const node = pt?.tile.cities[city];
  if (!pt || node === undefined) return unknown(`no city ${city} on ${hex}`);
  if (c.tokens.some((t) => t.hex === hex && t.city === city)) return illegal(`${corp} already has a station in that city`, TOKEN);
  // rounds.operating.stationInSameHex "refused" (1843 rules L3351).
  if (ctx.title.rounds.operating.stationInSameHex === 'refused' && c.tokens.some((t) => t.hex === hex)) return illegal(`${corp} already has a station on ${hex}`, ONE_PER_HEX);
  // A destination marker on the map is a station in an extra slot (1870).
  if (ctx.state.markers.some((m) => m.kind === 'doubleAtEnd' && m.corporation === corp && m.hex === hex))
    return illegal(`${corp}'s destination marker is already on ${hex}`, TOKEN);
  // A mechanism may decide reach itself (routes.endsNeedLink linkHexes take only rail-link stations, 1862 §2.6 item 4).
  const claim = first(ctx.title, 'stationReach', ctx, corp, hex, network);
  if (claim !== null && claim !== 'reached') return claim;
  const reached = claim === 'reached' || reaches(node);
  if (!reached) return illegal(`${hex} is not reachable from a station of ${corp}`, TOKEN);
  const slot = freeSlot(ctx, hex, city, corp);
  if (slot === null) return illegal(`the city on ${hex} has no free slot`, TOKEN);
  const fee = tokenDistanceFee(ctx, corp, hex);
  if (fee === null) return illegal(`no path over the map joins a station of ${corp} to ${hex}, so no distance fee can be reckoned`, DISTANCE_FEE);
  if (free) return { cost: 0, slot };
  if (cost + fee > c.cash) return illegal(`the station on ${hex} costs ${cost} + ${fee} distance fee, ${corp} has ${c.cash}`, DISTANCE_FEE);
  return { cost: cost + fee, slot };
}

/** Where `corp` may place a station now; with `free`, as checkToken counts a free one. */
export function legalTokens(ctx: Ctx, corp: string, free = false): { hex: string; city: number }[] {
  return [...tokenPlaces(ctx, corp, free)];
}

/**
 * Whether `corp` may place a station anywhere now: whether legalTokens has an answer. The network is walked
 * only until it reaches a city checkToken accepts; a mechanism deciding reach itself (stationReach) may then
 * accept a city the walk did not reach, so those are asked after a walk that found none.
 */
export function anyLegalToken(ctx: Ctx, corp: string, free = false): boolean {
  if (!stationAffordable(ctx, corp, free)) return false;
  const { title, state } = ctx;
  // The whole network, traced only if a mechanism's stationReach asks for it.
  let whole: Reach | null = null;
  const network = (): Reach => (whole ??= traceReach(title, state, corp));
  const accepts = (hex: string, city: number, reached: boolean): boolean => !('code' in tokenCheck(ctx, corp, hex, city, free, network, () => reached));
  const decidesReach = answers(title, 'stationReach');
  const reachedNodes = new Set<string>();
  // The walk reports each node once, when first reached.
  const found = traceFinds(title, state, corp, {
    node: (hex, node) => {
      const pt = placedTile(title, state, hex);
      const city = pt ? cityIndexOfNode(pt.tile, node) : -1;
      if (city < 0) return false;
      if (decidesReach) reachedNodes.add(nodeKey(hex, node));
      return accepts(hex, city, true);
    },
  });
  if (found || !decidesReach) return found;
  for (const hex of title.hexIds) {
    const cities = placedTile(title, state, hex)?.tile.cities ?? [];
    for (let city = 0; city < cities.length; city++) if (!reachedNodes.has(nodeKey(hex, cities[city]!)) && accepts(hex, city, false)) return true;
  }
  return false;
}

/**
 * Whether checkToken may accept some city, before the map is looked at: a station left, none refused
 * (stationRefusal), and its price within the treasury unless free (a corporation short of cash asks this
 * after every lay: the network is not traced for nothing).
 */
function stationAffordable(ctx: Ctx, corp: string, free: boolean): boolean {
  const cost = nextTokenCost(ctx, corp);
  if (cost === null || first(ctx.title, 'stationRefusal', ctx, corp) !== null) return false;
  return free || cost <= ctx.state.corporations[corp]!.cash;
}

/** legalTokens one at a time, in its order (the map's hexes, each hex's cities). */
function* tokenPlaces(ctx: Ctx, corp: string, free: boolean): Generator<{ hex: string; city: number }> {
  if (!stationAffordable(ctx, corp, free)) return;
  // The network as 18xx.games traces it for a station (Graph#connected_nodes): track never walked back (traceReach).
  const r = traceReach(ctx.title, ctx.state, corp);
  // checkToken refuses a city its network does not reach, unless a mechanism decides reach itself
  // (stationReach): without one, only the hexes of reached nodes are asked.
  let reachedHexes: Set<string> | null = null;
  if (!answers(ctx.title, 'stationReach')) {
    reachedHexes = new Set();
    for (const key of r.nodes) reachedHexes.add(parseNodeKey(key).hex);
  }
  for (const hex of ctx.title.hexIds) {
    if (reachedHexes && !reachedHexes.has(hex)) continue;
    const pt = placedTile(ctx.title, ctx.state, hex);
    if (!pt) continue;
    for (let city = 0; city < pt.tile.cities.length; city++) {
      if (!('code' in checkToken(ctx, corp, hex, city, r, free))) yield { hex, city };
    }
  }
}

/** Places `corp`'s next station in a free slot and pays for it; `company`: the private company whose power placed it (log line). */
export function placeToken(ctx: Ctx, corp: string, hex: string, city: number, cost: number, slot: number, company?: string): void {
  const c = ctx.state.corporations[corp]!;
  addHexToken(ctx.state, hex, { corporation: corp, city, slot });
  c.tokens.push({ hex, city });
  pay(ctx, corpHolder(corp), 'bank', cost);
  ctx.log.push(`${corp} places a station on ${hex}${company ? ` with ${company}` : ''} for ${money(ctx, cost)}`);
  if (ctx.title.rounds.operating.stationInSameHex === 'replaceEarlier') replaceEarlierStation(ctx, c, hex, city);
}

/**
 * rounds.operating.stationInSameHex "replaceEarlier" (1820 §7.2.2 L608-609): a station placed in a hex where the
 * company already has one (another city of an OO hex or of Manchester, another edge of London) replaces it: the
 * earlier marker becomes British Rail's (the stationsRemoved hook: mechanisms/britishRail/index.ts, §13.5 L1289-1291;
 * [DECISION] before British Rail appears it leaves the map, as the markers of liquidated companies do) and goes
 * back to the company's charter, to be placed again.
 */
function replaceEarlierStation(ctx: Ctx, c: CorporationState, hex: string, city: number): void {
  const earlier = c.tokens.filter((t) => t.hex === hex && t.city !== city);
  if (earlier.length === 0) return;
  each(ctx.title, 'stationsRemoved', ctx, c.id, earlier);
  keepHexTokens(ctx.state, hex, (x) => x.corporation !== c.id || x.city === city);
  c.tokens = c.tokens.filter((t) => t.hex !== hex || t.city === city);
  ctx.log.push(`${c.id}'s earlier station on ${hex} returns to its charter`);
}
