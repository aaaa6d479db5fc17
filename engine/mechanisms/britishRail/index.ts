/**
 * A national railway that appears at a game event (title.json `britishRail`; 1820 §13.5 L1281-1311,
 * §10.8 L1033-1036): no charter, treasury, director or trains. When the event named by `appearsAt`
 * happens it is parred at `par` with all its `shareUnits` in the bank pool, and its markers fill every
 * empty station circle of the `fillHexes` ("All empty station marker locations in London (M13) and
 * Chatham (M15) are filled with British Rail station markers").
 * Its state is `GameState.britishRail` (absent before it appears); its markers on the map are hex
 * tokens of the corporation id `id`, which has no entry in `state.corporations`.
 * In each operating round after that it operates in price order (engine/rounds/operating.ts): it
 * places markers, earns the revenue of its stations, adjacent ports and connected off-boards, and
 * pays it all out, moving its price as a public company's (§13.5 L1300-1311).
 * Its stock price marker stacks with the companies' (§7.1 L557-563: "Public companies and British Rail operate
 * in descending order of stock price", the face-down arrival rule): `marketSeq` numbers its arrival on a cell
 * with theirs (GameState.marketSeq), so on a shared price the marker that arrived first operates first; it
 * appears under the markers already at its par (as a company floated, §6.6.2 L510), and each move puts it
 * under those already there. It is on the market's positions in the public view, and a move onto the end
 * cell (£500) ends the game as a company's does (§9.1 L906-911, §16.1 L1600).
 */
import { playerName, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { nodeKey, placedTile, reach } from '../../map/graph';
import { hexDistance } from '../../map/hexDistance';
import { parseHexId } from '../../map/grid';
import { cellAt, moveLeft, moveRight, moveUp, payoutSteps, thresholdMove } from '../../market/grid';
import { endCellReached } from '../../market/moves';
import { isPortStop, portNeighbour, stopRevenue } from '../../routes/revenue';
import { playerHolder, type GameState, type MarketPosition, type OperatingRoundState, type TokenState } from '../../state/types';
import { compareMarkers } from '../../market/order';
import { pay } from '../../state/bank';
import { addHexToken, changeHexToken } from '../../state/hexes';

export const BRITISH_RAIL_REF = '1820 rules §13.5 L1281-1311, British Rail';

export function britishRailRule(title: Title) {
  return title.definition.title.britishRail ?? null;
}

/** Effects of a game event just recorded (engine/mechanisms/gameEvents/index.ts). */
export function afterGameEvent(ctx: Ctx, name: string): void {
  const rule = britishRailRule(ctx.title);
  if (rule && rule.appearsAt === name) britishRailAppears(ctx);
}

/** 1820 §13.5 L1293-1297: parred at £95, every share in the pool, London's and Chatham's empty circles filled. */
export function britishRailAppears(ctx: Ctx): void {
  const rule = britishRailRule(ctx.title);
  if (!rule || ctx.state.britishRail) return;
  ctx.state.marketSeq += 1;
  ctx.state.britishRail = {
    price: rule.par,
    market: parPosition(ctx.title, rule.par),
    marketSeq: ctx.state.marketSeq,
    poolShareUnits: rule.shareUnits,
    holdings: ctx.state.players.map(() => 0),
    markersLeft: rule.stationMarkers,
    lastRevenue: null,
  };
  ctx.log.push(`${rule.id} appears: par ${rule.par}, all ${rule.shareUnits} shares in the bank pool`);
  for (const hex of rule.fillHexes) {
    const placed = fillEmptyCircles(ctx, hex);
    if (placed) ctx.log.push(`${rule.id} fills ${placed} empty station circle${placed === 1 ? '' : 's'} in ${hex}`);
  }
}

/** Puts a British Rail marker on every empty slot of every station node of `hex`, while markers last; returns how many. */
function fillEmptyCircles(ctx: Ctx, hex: string): number {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  const pt = placedTile(ctx.title, ctx.state, hex);
  if (!pt || !ctx.state.hexes[hex]) return 0;
  let placed = 0;
  pt.tile.cities.forEach((node, city) => {
    const slots = pt.tile.nodes[node]!.slots;
    for (let slot = 0; slot < slots && br.markersLeft > 0; slot++) {
      if (ctx.state.hexes[hex]!.tokens.some((t) => t.city === city && t.slot === slot)) continue;
      addHexToken(ctx.state, hex, { corporation: rule.id, city, slot });
      br.markersLeft -= 1;
      placed += 1;
    }
  });
  return placed;
}

/** The market cell it is parred on: a par cell at the price, else any cell at it. */
function parPosition(title: Title, par: number): { row: number; col: number } {
  const cell = title.market.parCells.find((c) => c.price === par);
  if (cell) return { row: cell.row, col: cell.col };
  for (let row = 0; row < title.market.rows.length; row++)
    for (let col = 0; col < (title.market.rows[row]?.length ?? 0); col++) if (title.market.rows[row]?.[col]?.price === par) return { row, col };
  throw new Error(`britishRail.par ${par} is not a market price`);
}

/** Its price once it has appeared, for the operating order; null before. */
export function britishRailPrice(state: GameState): number | null {
  return state.britishRail?.price ?? null;
}

/** Its markers on the map, as station tokens. */
export function britishRailTokens(title: Title, state: GameState): TokenState[] {
  const rule = britishRailRule(title);
  if (!rule) return [];
  const out: TokenState[] = [];
  for (const [hex, hs] of Object.entries(state.hexes)) for (const t of hs.tokens) if (t.corporation === rule.id) out.push({ hex, city: t.city });
  return out;
}

/** Its turn in an operating round: markers, revenue, payout and price (§13.5 L1300-1311). */
export function operateBritishRail(ctx: Ctx): void {
  const rule = britishRailRule(ctx.title);
  const br = ctx.state.britishRail;
  if (!rule || !br) return;
  ctx.log.push(`${rule.id} operates`);
  placeOperatingMarkers(ctx);
  const revenue = britishRailRevenue(ctx.title, ctx.state);
  br.lastRevenue = revenue;
  payOut(ctx, revenue);
}

/**
 * §13.5 L1300-1303: "The first three track tiles with unoccupied station marker locations are filled with
 * British Rail station markers in order of their distance from London (M13) if possible: starting clockwise
 * around London from Margate (N18)". [DECISION] distance is hexes crossed (map/hexDistance.ts, the float-fee
 * metric); a track tile is a hex whose tile has track and a city with an empty circle; one marker per tile
 * per operating round; ties go by the clockwise angle around `distanceFrom` measured from `clockwiseFrom`.
 */
export function britishRailPlacements(title: Title, state: GameState): { hex: string; city: number; slot: number }[] {
  const rule = britishRailRule(title);
  const br = state.britishRail;
  if (!rule || !br) return [];
  const candidates: { hex: string; city: number; slot: number; distance: number; angle: number }[] = [];
  for (const [hex, hs] of Object.entries(state.hexes)) {
    const pt = placedTile(title, state, hex);
    if (!pt || pt.paths.length === 0) continue;
    let free: { city: number; slot: number } | null = null;
    pt.tile.cities.forEach((node, city) => {
      const n = pt.tile.nodes[node]!;
      if (free || n.kind !== 'city') return;
      for (let slot = 0; slot < n.slots && !free; slot++) if (!hs.tokens.some((t) => t.city === city && t.slot === slot)) free = { city, slot };
    });
    if (!free) continue;
    const distance = hexDistance(title, [rule.distanceFrom], hex);
    if (distance === null) continue;
    const { city, slot } = free as { city: number; slot: number };
    candidates.push({ hex, city, slot, distance, angle: clockwiseAngle(title, rule.distanceFrom, rule.clockwiseFrom, hex) });
  }
  candidates.sort((a, b) => a.distance - b.distance || a.angle - b.angle || (a.hex < b.hex ? -1 : 1));
  return candidates.slice(0, Math.min(rule.stationsPerOperatingRound, br.markersLeft)).map(({ hex, city, slot }) => ({ hex, city, slot }));
}

function placeOperatingMarkers(ctx: Ctx): void {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  for (const p of britishRailPlacements(ctx.title, ctx.state)) {
    addHexToken(ctx.state, p.hex, { corporation: rule.id, city: p.city, slot: p.slot });
    br.markersLeft -= 1;
    ctx.log.push(`${rule.id} places a station marker in ${p.hex}`);
  }
}

/** Centre of a hex on the board, y downwards, in units of the hex's inner radius. */
function centre(title: Title, hex: string): { x: number; y: number } {
  const p = parseHexId(hex, title.axes)!;
  // Doubled coordinates: pointy hexes step 2 along x per hex width (√3), 1 along y per 1.5; flat the other way.
  return title.layout === 'pointy' ? { x: (p.x * Math.sqrt(3)) / 2, y: p.y * 1.5 } : { x: p.x * 1.5, y: (p.y * Math.sqrt(3)) / 2 };
}

/** The clockwise angle around `origin` from the direction of `start` to that of `hex`, in [0, 2π). */
function clockwiseAngle(title: Title, origin: string, start: string, hex: string): number {
  const o = centre(title, origin);
  const s = centre(title, start);
  const h = centre(title, hex);
  // With y pointing down, atan2 grows clockwise.
  const a = Math.atan2(h.y - o.y, h.x - o.x) - Math.atan2(s.y - o.y, s.x - o.x);
  return ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
}

/**
 * §13.5 L1304-1309: the revenue of each station location it holds (several in London or an OO city
 * each count), plus each port next to and connected with one of its stations (counted once, the London
 * Docks too), plus each off-board with an unblocked track connection to one of its stations (once each;
 * [DECISION] an off-board holding its own marker is already counted as a station).
 */
export function britishRailRevenue(title: Title, state: GameState): number {
  const rule = britishRailRule(title);
  if (!rule || !state.britishRail) return 0;
  const tokens = britishRailTokens(title, state);
  let revenue = 0;
  const ownNodes = new Set<string>();
  for (const t of tokens) {
    const node = placedTile(title, state, t.hex)!.tile.cities[t.city]!;
    ownNodes.add(nodeKey(t.hex, node));
    revenue += stopRevenue(title, state, { hex: t.hex, node });
  }
  const ports = new Set<string>();
  const offboards = new Map<string, number>();
  for (const t of tokens) {
    // Reach from this station alone: a port counts only next to the station it is connected with.
    for (const key of reach(title, state, rule.id, [t]).nodes) {
      const [hex, nodeText] = key.split('.') as [string, string];
      const node = Number(nodeText);
      const n = placedTile(title, state, hex)?.tile.nodes[node];
      if (!n || ownNodes.has(key)) continue;
      const stop = { hex, node };
      if (isPortStop(title, stop)) {
        if (portNeighbour(title, hex, t.hex) && !ports.has(hex)) {
          ports.add(hex);
          revenue += stopRevenue(title, state, stop);
        }
      } else if (n.kind === 'offboard' && !offboards.has(hex)) {
        offboards.set(hex, stopRevenue(title, state, stop));
      }
    }
  }
  for (const v of offboards.values()) revenue += v;
  return revenue;
}

/**
 * §13.5 L1310-1311: dividends are paid and the price moves as a public company's (§7.2.4). Every share
 * unit not held by a player is in the bank pool, whose dividends stay in the bank; holders are paid by
 * payHolders. [DECISION] it is not "trainless" for the price move: it cannot own trains.
 */
function payOut(ctx: Ctx, revenue: number): void {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  const market = ctx.title.market;
  ctx.log.push(`${rule.id} earns ${revenue} and pays it out (${br.poolShareUnits} of ${rule.shareUnits} share units in the bank pool)`);
  payHolders(ctx, revenue);
  const before = br.price;
  let pos = br.market;
  const steps = thresholdMove(market, revenue, before, false) ?? (revenue > 0 ? payoutSteps(market, revenue, before) : -1);
  for (let k = steps; k > 0; k--) pos = moveRight(market, pos);
  for (let k = steps; k < 0; k++) pos = moveLeft(market, pos);
  moveBritishRail(ctx, pos);
  if (br.price !== before) ctx.log.push(`${rule.id}'s share price moves from ${before} to ${br.price}`);
}

/**
 * Puts its marker on `pos`: a marker that moves arrives under those already on the cell (its turn is one move,
 * so this is the face-down rule's arrival at the end of the turn, engine/mechanisms/operatingOrder/index.ts); the end
 * cell ends the game as for a company (market/moves.ts endCellReached; `cause` "soldOut" for the end-of-SR rise).
 */
function moveBritishRail(ctx: Ctx, pos: { row: number; col: number }, cause?: 'soldOut'): void {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  if (br.market.row === pos.row && br.market.col === pos.col) return;
  br.market = { row: pos.row, col: pos.col };
  ctx.state.marketSeq += 1;
  br.marketSeq = ctx.state.marketSeq;
  const cell = cellAt(ctx.title.market, pos);
  br.price = cell.price;
  if (cell.endsGame) endCellReached(ctx, rule.id, cell.price, cause);
}

/**
 * §13.5 L1310-1311 with §7.2.4 L626-631: a holder of k of the units is owed revenue × k / units, the total
 * rounded as title.json dividends.rounding.player says (1820: up; down without a rounding rule). The bank
 * pool's part stays in the bank: it has no treasury to take it (L1284).
 */
function payHolders(ctx: Ctx, revenue: number): void {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  const way = ctx.title.definition.title.dividends?.rounding?.player ?? 'down';
  br.holdings.forEach((units, seat) => {
    if (units <= 0 || revenue <= 0) return;
    const exact = (revenue * units) / rule.shareUnits;
    const amount = way === 'up' ? Math.ceil(exact) : Math.floor(exact);
    pay(ctx, 'bank', playerHolder(seat), amount);
    ctx.log.push(`${playerName(ctx, seat)} receives ${amount} for ${units} ${rule.id} share unit${units === 1 ? '' : 's'}`);
  });
}

/**
 * End of a stock round (§6.7 L549-551): its pool units do not push its price down (L549; pool movement reads
 * only `state.corporations`, so nothing is needed), and when players hold all its units it rises one space
 * as a sold-out company does. [DECISION] L551 says "(public) company"; the L549 exception shows §6.7 is meant
 * to cover British Rail, so the rise applies to it too. It takes its place in the operating order of the
 * end-of-round moves (§6.7 L544; engine/mechanisms/poolMovement/index.ts calls this at its turn).
 */
export function britishRailEndOfStockRound(ctx: Ctx): void {
  const rule = britishRailRule(ctx.title);
  const br = ctx.state.britishRail;
  if (!rule || !br || br.poolShareUnits > 0) return;
  const before = br.price;
  moveBritishRail(ctx, moveUp(ctx.title.market, br.market), 'soldOut');
  if (br.price !== before) ctx.log.push(`${rule.id} is sold out and rises to ${br.price}`);
}

/**
 * A company's station markers leaving the map become British Rail's, in the same circles, while its
 * markers last (§13.5 L1284-1288: BR markers replace those discarded in takeovers, §8.4.3, and those of
 * liquidated companies, §8.5). [DECISION] before BR appears they simply leave the map. The caller then
 * drops the company's own markers from its charter; this turns the map's tokens over. Returns how many.
 */
export function britishRailTakesMarkers(ctx: Ctx, corp: string, tokens: readonly TokenState[]): number {
  const rule = britishRailRule(ctx.title);
  const br = ctx.state.britishRail;
  if (!rule || !br) return 0;
  let taken = 0;
  for (const t of tokens) {
    if (br.markersLeft <= 0) break;
    const mark = ctx.state.hexes[t.hex]?.tokens.find((x) => x.corporation === corp && x.city === t.city && !x.blocked);
    if (!mark) continue;
    changeHexToken(ctx.state, t.hex, mark, { corporation: rule.id });
    br.markersLeft -= 1;
    taken += 1;
    ctx.log.push(`${rule.id}'s marker replaces ${corp}'s station in ${t.hex}`);
  }
  return taken;
}

/**
 * Whether the national railway operates before `next` (null: everyone else has operated). Its marker is in the
 * market's order with the public companies' (1820 §7.1 L557-560: price, then the stack on a cell, by arrival);
 * private companies, which have no price, come after it (L561).
 */
export function britishRailTurnComes(ctx: Ctx, next: string | null): boolean {
  const br = ctx.state.britishRail;
  const round = ctx.state.round as OperatingRoundState;
  if (!br || britishRailPrice(ctx.state) === null || round.britishRailOperated) return false;
  if (next === null) return true;
  const c = ctx.state.corporations[next]!;
  return !c.market || compareMarkers(ctx, br, { market: c.market, marketSeq: c.marketSeq }) < 0;
}

/** The national railway operates before `next` when its price comes first (1820 §13.5 L1299, "in the normal order"). */
export function britishRailOperatesBefore(ctx: Ctx, next: string | null): boolean {
  if (!britishRailTurnComes(ctx, next)) return false;
  (ctx.state.round as OperatingRoundState).britishRailOperated = true;
  operateBritishRail(ctx);
  return true;
}

/** Every marker is either on the map or left, and the pool holds whole share units. */
export function britishRailInvariants(title: Title, state: GameState): string[] {
  const errors: string[] = [];
  const national = title.definition.title.britishRail;
  if (national) {
    const onMap = Object.values(state.hexes).reduce((n, hs) => n + hs.tokens.filter((t) => t.corporation === national.id).length, 0);
    const br = state.britishRail;
    if (!br && onMap > 0) errors.push(`${national.id} has markers on the map before it appears`);
    if (br && onMap + br.markersLeft !== national.stationMarkers) errors.push(`${national.id} has ${onMap} markers on the map and ${br.markersLeft} left, not ${national.stationMarkers}`);
    if (br && (br.poolShareUnits < 0 || br.poolShareUnits > national.shareUnits)) errors.push(`${national.id} has ${br.poolShareUnits} share units in the pool`);
    // Every share unit is in exactly one place: the bank pool or one player's holding (GameState.britishRail).
    if (br) {
      if (br.holdings.length !== state.players.length || br.holdings.some((k) => !Number.isInteger(k) || k < 0)) errors.push(`${national.id} holdings ${JSON.stringify(br.holdings)} are not one whole count per player`);
      const held = br.holdings.reduce((n, k) => n + k, 0);
      if (held + br.poolShareUnits !== national.shareUnits) errors.push(`${national.id} has ${held} share units held and ${br.poolShareUnits} in the pool, not ${national.shareUnits}`);
    }
  }
  return errors;
}

declare module '../../state/slices' {
  interface GameSlices {
    /**
     * The national railway once it has appeared (title.json britishRail; engine/mechanisms/britishRail/index.ts;
     * 1820 §13.5): its share price, the share units in the bank pool, each seat's share units (`holdings[seat]`;
     * pool + holdings = title.json britishRail.shareUnits, engine/invariants.ts) and the markers not yet on the map.
     * Its 5-share certificates only make change for single shares (§13.5 L1299), so units are what is held.
     * Absent: it has not appeared.
     */
    britishRail?: {
      price: number;
      market: MarketPosition;
      /** Arrival order on its market cell, numbered with the corporations' markers (GameState.marketSeq): it stacks with them (1820 §7.1). */
      marketSeq: number;
      poolShareUnits: number;
      holdings: number[];
      markersLeft: number;
      lastRevenue: number | null;
    };
  }
  interface OperatingRoundSlices {
    /** The national railway (title.json britishRail) has taken its turn this round. */
    britishRailOperated?: true;
  }
}
