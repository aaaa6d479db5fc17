/**
 * Which tiles a corporation may lay where. One function, `checkLay`, decides a
 * single (hex, tile, rotation); `legalLays` enumerates candidates through it,
 * so the offered choices and the accepted actions always agree.
 */
import type { HexInfo } from '../definition/title';
import { money, type Ctx } from '../context';
import { concat, each, every, first } from '../core/ask';
import { illegal, unknown, type GameError } from '../errors';
import { pay } from '../state/bank';
import { changeHex } from '../state/hexes';
import { checkEdges } from './borders';
import { corpHolder } from '../state/types';
import { oppositeEdge } from './grid';
import { EDGES, edgeKey, nodeKey, parseNodeKey, placedAt, placedTile, traceFinds, traceReach, type PlacedTile, type Reach } from './graph';
import { canUpgradeKind, exits, layoutSignature, matchNodes, preservesTrack, type Tile } from './tiles';
import { isShared, returnTile, takeTile, tileAvailable } from './supply';

const LAY = 'common 18xx rules, Laying track (connection to a station, tile colour by phase, existing track kept)';
const ABILITY_ONLY_REF = 'tiles.json abilityOnly: the tile is laid only by the company ability that names it (18xx.games blocks_lay)';

export const BLANK: Tile = { id: 'blank', color: 'white', rank: 0, nodes: [], paths: [], label: null, upgradesTo: null, cities: [] };

export interface LaySlot {
  lay: boolean;
  upgrade: boolean;
  cost: number;
  /** Whether the lay may place a tile with a city. */
  cities: boolean;
  /** The tile colours the lay may place; null: any the phase allows. */
  colors: string[] | null;
  /** A cousin's extra lay (cousins.json extraCityUpgrade): only an upgrade of a tile with a city. */
  cityUpgradeBy?: string;
}

interface SlotConfig {
  lay: boolean;
  upgrade: boolean;
  cost?: number;
  /** False when the slot is lost once an earlier lay this turn was an upgrade (1870: two yellow or one upgrade). */
  afterUpgrade?: boolean;
  /** False when the slot is lost once an earlier lay this turn placed a city tile (1860). */
  afterCity?: boolean;
  /** False when this slot may not place a tile with a city (1860: only the first lay may). */
  cities?: boolean;
  /** The colours this slot may lay (1843: the second lay is a yellow tile). */
  colors?: string[];
}

/**
 * The tile-lay slot the corporation would use next this turn, or null when it has used them all.
 * A corporation's own `tileLays` (corporations.json) replace the title's (1843 rules L2545-2552:
 * EST, MID, OU, PRO and SO may lay a second yellow tile for 20fr).
 */
export function nextLaySlot(ctx: Ctx, corp?: string): LaySlot | null {
  const round = ctx.state.round;
  if (round.kind !== 'operating') return null;
  // A tileAndToken ability was the whole track build (1843 L5164-5198, L5428-5474).
  if (round.turn.trackDone) return null;
  const id = corp ?? round.current ?? '';
  const own = ctx.title.corporation.get(id)?.tileLays;
  // rounds.operating.firstTurnTileLays: the lays of a corporation's first operating turn (18xx.games' double_yellow_first_or).
  const firstTurn = ctx.title.rounds.operating.firstTurnTileLays;
  const titleLays = firstTurn && ctx.state.corporations[id] && !ctx.state.corporations[id]!.operated ? firstTurn : ctx.title.rounds.operating.tileLays;
  // A mechanism may set the number of lays (a one-share private company's own; 1820 §13.2 L1233-1234).
  const privateLays = first(ctx.title, 'tileLayCount', ctx, id);
  // A mechanism's count of lays: as many plain slots (the slot past the count is never read).
  const slots = (privateLays !== null ? null : (own ?? titleLays ?? PLAIN_SLOTS)) as SlotConfig[] | null;
  const slotCount = slots === null ? privateLays! : slots.length;
  // Special lays of private companies that do not use a normal lay are not counted, nor an extra lay a shareholder
  // granted. Counted in one pass with what the slot rules ask of them (the turn's loop asks this after every action).
  let used = 0;
  let upgraded = false;
  let cityLaid = false;
  for (const t of round.turn.tilesLaid) {
    if (t.special || first(ctx.title, 'claimedGrantor', t) !== null) continue;
    used++;
    if (t.upgrade) upgraded = true;
    if (t.city) cityLaid = true;
  }
  if (used >= slotCount) {
    // A mechanism may grant one more lay, an upgrade of a city tile (1820 §14.4.1, Bedlington Ironworks).
    const by = first(ctx.title, 'extraCityUpgrade', ctx, id);
    return by ? { lay: false, upgrade: true, cost: 0, cities: true, colors: null, cityUpgradeBy: by } : null;
  }
  const slot = slots === null ? PLAIN_SLOTS[0]! : slots[used]!;
  if (slot.afterUpgrade === false && upgraded) return null;
  // 1860 rules, Laying track: two yellow tiles, but no large station when two are laid.
  if (slot.afterCity === false && cityLaid) return null;
  return { lay: slot.lay, upgrade: slot.upgrade, cost: slot.cost ?? 0, cities: slot.cities ?? true, colors: slot.colors ?? null };
}

/** One lay or upgrade at no cost: a title's slots when it names none, and each of a mechanism's count of lays. Shared: never changed. */
const PLAIN_SLOTS: readonly SlotConfig[] = [{ lay: true, upgrade: true, cost: 0 }];

/** A lay by a private company's ability (1870's Mississippi River Bridge Company). */
export interface SpecialLay {
  /** False when the lay is extra, beside the corporation's normal lays. */
  consumesLay: boolean;
  /** Money off the lay's cost. */
  discount?: number;
  /** No cost at all. */
  free?: boolean;
  hexes?: string[];
  colors?: string[];
  /** The only tiles the lay may use (abilities' tileLay params.tiles). */
  tiles?: string[];
  /** No connection to the corporation's network needed (1862's forced home upgrade, rounds.operating.homeStation; 1843's Paris-Saint-Germain). */
  anywhere?: boolean;
  /** Money paid to the bank on top of the lay's cost (1843's Toulouse à Barcelone: 20fr plus terrain). */
  fee?: number;
  /** The tile may bring towns or cities the hex does not show, whatever its label (abilities' tileLay params.anyStops; 18AL's Lumber Terminal). */
  anyStops?: boolean;
}

/** A discount on a lay: how much, and which holder of abilities (engine/definition/abilities.ts) grants it. */
export interface LayDiscount {
  grantor: string;
  /** The holder's kind: "company", or a shareholder's. */
  by: string;
  amount: number;
}

export interface LayCheck {
  upgrade: boolean;
  /** Terrain cost plus the slot's cost. */
  cost: number;
  /** Discounts on the lay that holders of abilities grant (hook layDiscounts); a grantor whose kickback is the discount is paid it by the bank (tileLaid). */
  discounts?: LayDiscount[];
  /** The lay is a cousin's extra city upgrade (cousins.json extraCityUpgrade). */
  cityUpgradeBy?: string;
  /** The lay is made by a cousin's bigCitySpecial ability (cousins.json; 1820 §14.4.2), a use of it. */
  bigCityBy?: string;
}

/**
 * Whether `corp` may lay `tileId` on `hex` at `rotation`, and what it costs. `r`: the corporation's network
 * (traceReach) when the caller has it; without it, the network is walked only if the connection is asked,
 * and only until it is found (layConnected). `bigCityBy` claims a
 * cousin's bigCitySpecial ability (lay_tile `investor`; the claim itself is checked by the caller): the
 * tile-type and spacing rules are then the ability's (permissivePlacement.ts bigCitySpecialRefusal).
 */
export function checkLay(
  ctx: Ctx,
  corp: string,
  hex: string,
  tileId: string,
  rotation: number,
  r?: Reach,
  special?: SpecialLay,
  bigCityBy?: string,
): GameError | LayCheck {
  const refused = layInputRefusal(ctx, hex, tileId, rotation);
  if (refused) return refused;
  const base = layBase(ctx, corp, hex, tileId, special, bigCityBy);
  return 'code' in base ? base : layAtRotation(ctx, corp, hex, base, rotation, r, special);
}

/**
 * checkLay's first rules, on the lay's own terms: the hex and tile exist, the rotation is one, and
 * tiles.json fixedRotation lays the tile only at rotation 0 (1860 rules L651-658).
 */
function layInputRefusal(ctx: Ctx, hex: string, tileId: string, rotation: number): GameError | null {
  const { title } = ctx;
  if (!title.hexes.has(hex)) return unknown(`no hex ${hex}`);
  if (!title.tiles.has(tileId) || title.manifest[tileId] === undefined) return unknown(`tile ${tileId} is not in this title`);
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) return illegal('rotation must be 0 to 5', LAY);
  if (rotation !== 0 && (title.definition.tiles as { fixedRotation?: string[] }).fixedRotation?.includes(tileId))
    return illegal(`tile ${tileId} is laid only in its printed orientation (rotation 0)`, '1860 rules L651-658 (tiles.json fixedRotation)');
  return null;
}

/** What checkLay finds of a lay before its rotation matters: the same at every rotation of the tile on the hex. */
interface LayBase {
  tileId: string;
  info: HexInfo;
  next: Tile;
  slot: LaySlot;
  current: PlacedTile | null;
  curTile: Tile;
  curRot: number;
  isUpgrade: boolean;
  countsAsUpgrade: boolean;
  bigCityBy: string | undefined;
}

/** What checkLay finds of a lay before the hex matters: whether the corporation may build, and the lay slot it uses. */
interface LayTurn {
  barred: GameError | null;
  slot: LaySlot | null;
}

function layTurn(ctx: Ctx, corp: string, special: SpecialLay | undefined): LayTurn {
  return {
    barred: first(ctx.title, 'trackRefusal', ctx, corp),
    slot: special && !special.consumesLay ? { lay: true, upgrade: true, cost: 0, cities: true, colors: null } : nextLaySlot(ctx, corp),
  };
}

/** checkLay's rules that do not depend on the rotation, in its order (hex and tile known to exist). */
function layBase(
  ctx: Ctx,
  corp: string,
  hex: string,
  tileId: string,
  special: SpecialLay | undefined,
  bigCityBy: string | undefined,
  turn: LayTurn = layTurn(ctx, corp, special),
): GameError | LayBase {
  const { title, state } = ctx;
  const info = title.hexes.get(hex)!;
  const next = title.tiles.get(tileId)!;
  // Building stopped, a company in receivership (mechanisms' trackRefusal).
  if (turn.barred) return turn.barred;
  // map.json noTiles (1862's London rail-link hexes).
  if (info.def.noTiles) return illegal(`no tile may ever be laid on ${hex}`, NO_TILES_REF);
  // A hex blocked by a company or frozen by the solo tableau (mechanisms' hexLayRefusal).
  const blocked = first(title, 'hexLayRefusal', ctx, corp, hex);
  if (blocked) return blocked;
  const slot = turn.slot;
  if (!slot) return illegal('no tile lays left this turn', LAY);
  if (special?.hexes && !special.hexes.includes(hex)) return illegal(`the ability may not lay on ${hex}`, LAY);
  if (special?.colors && !special.colors.includes(next.color)) return illegal(`the ability lays only ${special.colors.join(', ')} tiles`, LAY);
  if (special?.tiles && !special.tiles.includes(tileId)) return illegal(`the ability lays only tile ${special.tiles.join(', ')}`, LAY);
  if (!special?.tiles && (title.definition.tiles as { abilityOnly?: string[] }).abilityOnly?.includes(tileId))
    return illegal(`tile ${tileId} is laid only by a company's ability that names it`, ABILITY_ONLY_REF);
  if (!slot.cities && next.cities.length > 0) return illegal(`tile ${tileId} has a city: this lay may not place one`, LAY);
  if (slot.colors && !slot.colors.includes(next.color)) return illegal(`this lay places only ${slot.colors.join(', ')} tiles`, LAY);
  // tiles.json sharedSupply: a variant is laid from its base's copies, or reuses the copy on the hex.
  if (!tileAvailable(title, state, tileId, state.hexes[hex]?.tile ?? null)) return illegal(`no tile ${tileId} left`, LAY);
  const phase = title.phases[state.phase]!;
  if (!(phase.tiles as string[]).includes(next.color)) return illegal(`${next.color} tiles cannot be laid in phase ${phase.id}`, LAY);
  if ((ctx.state.round.kind === 'operating' ? ctx.state.round.turn.tilesLaid : []).some((t) => t.hex === hex))
    return illegal(`a tile was already laid on ${hex} this turn`, LAY);

  const current = placedTile(title, state, hex);
  const curTile = current?.tile ?? BLANK;
  const curRot = current?.rotation ?? 0;
  const isUpgrade = curTile.rank >= 1;
  if (isUpgrade ? !slot.upgrade : !slot.lay) return illegal(isUpgrade ? 'this lay may not be an upgrade' : 'this lay must be an upgrade', LAY);
  if (slot.cityUpgradeBy && curTile.cities.length === 0) return illegal(`the extra lay ${slot.cityUpgradeBy} gives upgrades a city tile only`, '1820 rules §14.4.1');
  // tiles.json countAsUpgrade (1862's yellow N tile): the lay needs an upgrade slot too, and is the turn's upgrade.
  // corporations.json skipUpgrade (1843 port hexes): a lay straight to brown is placed as an upgrade.
  const skip = first(title, 'upgradeBase', ctx, corp, hex, curTile, next);
  const countsAsUpgrade = !isUpgrade && (countAsUpgrade(ctx, tileId) || skip !== null);
  if (countsAsUpgrade && !slot.upgrade)
    return illegal(`tile ${tileId} counts as an upgrade: this lay may not be one`, skip ? skip.ref : COUNT_AS_UPGRADE_REF);
  const kind = kindCheck(ctx, hex, info, skip?.tile ?? curTile, next, bigCityBy !== undefined, special?.anyStops === true);
  if (kind !== true) return kind === false ? illegal(`tile ${tileId} cannot replace ${curTile.id} on ${hex}`, LAY) : kind;
  return { tileId, info, next, slot, current, curTile, curRot, isUpgrade, countsAsUpgrade, bigCityBy };
}

/** checkLay's rules for the rotation, once layBase allowed the tile on the hex. */
function layAtRotation(ctx: Ctx, corp: string, hex: string, base: LayBase, rotation: number, r: Reach | undefined, special: SpecialLay | undefined): GameError | LayCheck {
  const { title, state } = ctx;
  const { tileId, info, next, slot, current, curTile, curRot, isUpgrade, countsAsUpgrade, bigCityBy } = base;
  const haltsBecomeTowns = title.definition.title.tileUpgrades?.haltsBecomeTowns === true;
  // A mechanism's own track-keeping rule (tileUpgrades.addTown, 1862: one more town on a former plain path).
  const kept = first(title, 'trackKept', ctx, hex, curTile, curRot, next, rotation);
  if (kept) {
    if (!kept.kept) return illegal(`tile ${tileId} at rotation ${rotation} does not keep the track on ${hex} with the new town on one of its plain paths`, kept.ref);
  } else if (!preservesTrack(curTile, curRot, next, rotation, haltsBecomeTowns)) return illegal(`tile ${tileId} at rotation ${rotation} does not keep the existing track on ${hex}`, LAY);

  const newExits = exits(next, rotation);
  for (const e of newExits) if (!info.neighbours[e]) return illegal(`track on ${hex} would run off the map at edge ${e}`, LAY);
  // Nor where a mechanism closes the edge (1820 rules §12.3.1.1: a red or gray hex's edge without printed track).
  const closed = first(title, 'edgeRefusal', ctx, info, newExits, exits(curTile, curRot));
  if (closed) return closed;
  const edgeCost = checkEdges(ctx, info, next, rotation, exits(curTile, curRot));
  if (typeof edgeCost !== 'number') return edgeCost;

  // Connection: some track of the new tile must touch the corporation's network (asked last: it may walk the network).
  if (!(kept && !kept.needsConnection) && !special?.anywhere && !layConnected(ctx, corp, hex, info, next, rotation, isUpgrade, r))
    return illegal(`${hex} is not connected to a station of ${corp}`, LAY);
  // A mechanism's limits on upgrades (1860: in reach of a train, adding usable track or value).
  if (isUpgrade && current && !special) {
    const refused = first(title, 'upgradeRefusal', ctx, corp, hex, current, next, rotation);
    if (refused) return refused;
  }

  // map.json upgradeCost: an upgrade to a tile of this colour costs money (1820 §12.3.5 L1199, Manchester).
  const terrain = isUpgrade ? ((info.def as { upgradeCost?: Record<string, number> }).upgradeCost?.[next.color] ?? 0) : info.cost;
  // map.json layCost: paid on every lay and upgrade (1843 rules L3058, Paris 40fr).
  const full = terrain + (info.def.layCost ?? 0) + slot.cost + edgeCost;
  // Discounts on the terrain and border costs that holders of abilities grant (1889's Sumitomo Mines Railway,
  // 1820 §14.4.3 Joseph Locke), not on a free lay; the terrain of an upgrade is not discounted.
  const discounts = special?.free ? [] : concat(title, 'layDiscounts', ctx, corp, hex, { terrain: isUpgrade ? 0 : info.cost, edges: edgeCost });
  const off = discounts.reduce((total, d) => total + d.amount, 0);
  const cost = special?.free ? 0 : Math.max(0, full - (special?.discount ?? 0) - off) + (special?.fee ?? 0);
  const cash = state.corporations[corp]!.cash;
  if (cost > cash) return illegal(`laying on ${hex} costs ${cost}, ${corp} has ${cash}`, LAY);
  // A mechanism may refuse a lay that costs money (1860 rules, Insolvency L855-856).
  const costRefused = first(title, 'layCostRefusal', ctx, corp, cost);
  if (costRefused) return costRefused;
  return {
    upgrade: isUpgrade || countsAsUpgrade,
    cost,
    ...(discounts.length > 0 ? { discounts } : {}),
    ...(slot.cityUpgradeBy ? { cityUpgradeBy: slot.cityUpgradeBy } : {}),
    ...(bigCityBy !== undefined ? { bigCityBy } : {}),
  };
}

/**
 * Whether some track of `next` at `rotation` on `hex` touches `corp`'s network: an edge it runs to that the
 * network reaches on the neighbour's side (or, for an upgrade, on this hex's own track), or a node of the hex
 * the network reaches (a node reached before the lay, e.g. the home city, keeps its index on upgrade). With
 * `r` the answer is read from it; without, the network's walk looks for these few keys and stops at the first
 * (traceFinds): a lay is most often checked alone, when it is played.
 */
function layConnected(ctx: Ctx, corp: string, hex: string, info: HexInfo, next: Tile, rotation: number, isUpgrade: boolean, r: Reach | undefined): boolean {
  // The edges the new track meets, as hexes and edges side by side, and its nodes: the walk's sink compares
  // each edge it reaches with them.
  const edgeHexes: string[] = [];
  const edgeNumbers: number[] = [];
  const nodes: number[] = [];
  // The tile's paths turned by the rotation, as endpoint codes in path order.
  for (const end of placedAt(next, rotation).ends) {
    if (end < EDGES) {
      const nb = info.neighbours[end];
      if (nb) {
        edgeHexes.push(nb);
        edgeNumbers.push(oppositeEdge(end));
      }
      if (isUpgrade) {
        edgeHexes.push(hex);
        edgeNumbers.push(end);
      }
    } else nodes.push(end - EDGES);
  }
  if (r) return edgeHexes.some((h, k) => r.edges.has(edgeKey(h, edgeNumbers[k]!))) || nodes.some((n) => r.nodes.has(nodeKey(hex, n)));
  return traceFinds(ctx.title, ctx.state, corp, {
    edge: (h, edge) => {
      for (let k = 0; k < edgeHexes.length; k++) if (edgeNumbers[k] === edge && edgeHexes[k] === h) return true;
      return false;
    },
    node: (h, node) => h === hex && nodes.includes(node),
  });
}

const NO_TILES_REF = '1862 rules (digest §2.6 item 3): the London link hexes B15/D15 never take tiles (map.json noTiles)';
const COUNT_AS_UPGRADE_REF = '1862 rules (digest §2.6 item 3): laying the yellow N tile counts as an upgrade (tiles.json countAsUpgrade)';

function countAsUpgrade(ctx: Ctx, tileId: string): boolean {
  return (ctx.title.definition.tiles as { countAsUpgrade?: string[] }).countAsUpgrade?.includes(tileId) === true;
}

/**
 * Whether `next` may replace `current` on the hex, rotation aside: the mechanisms' placement rules
 * (tileKind: a town added, permissive placement's hex-type lock, new towns and cities on blank
 * hexes, the big-city lay's own rules) where they decide, then the usual rule (next colour, same
 * label, same numbers of cities and towns). false: the usual rule refuses.
 */
function kindCheck(ctx: Ctx, hex: string, info: HexInfo, current: Tile, next: Tile, bigCity = false, anyStops = false): GameError | boolean {
  // An ability's lay that may bring new stops checks only the colour's order, as 18xx.games' upgrades_to? for a
  // special lay skips the label and the count of cities and towns (18AL: the Lumber Terminal's town on an empty swamp).
  if (anyStops) return !current.upgradesTo && current.rank < 99 && next.rank === current.rank + 1;
  const placement = first(ctx.title, 'tileKind', ctx, hex, info, current, next, bigCity);
  if (placement === 'allowed') return true;
  if (placement) return placement;
  // A hex may take a new label with a colour (1870's P hexes become P when brown is laid).
  const label = info.futureLabels[next.color] ?? info.label;
  return canUpgradeKind(current, next, label, ctx.title.definition.title.tileUpgrades?.haltsBecomeTowns === true);
}

/**
 * Whether checkLay refuses `next` on `hex` (whose tile is `current`) at every rotation for the kind of
 * tile alone (kindCheck, as checkLay asks it): a cheap first test for callers trying every rotation.
 */
export function kindRefuses(ctx: Ctx, corp: string, hex: string, info: HexInfo, current: Tile, next: Tile, bigCity = false, anyStops = false): boolean {
  return kindCheck(ctx, hex, info, first(ctx.title, 'upgradeBase', ctx, corp, hex, current, next)?.tile ?? current, next, bigCity, anyStops) !== true;
}

/**
 * Every lay `spec` allows `corp` on `hexes`: hex by hex, tile by tile (the manifest's order), rotation by
 * rotation, each checked by checkLay against one walk of the corporation's network. Tiles checkLay refuses
 * at every rotation (the phase's colours, the kind of tile) are passed over before any rotation is tried.
 * Symmetric layouts are not merged: the offers of a company's lay ability.
 */
export function acceptedLays(ctx: Ctx, corp: string, hexes: readonly string[], network: Reach, spec: SpecialLay): { hex: string; tile: string; rotation: number }[] {
  const colours = ctx.title.phases[ctx.state.phase]!.tiles as string[];
  const out: { hex: string; tile: string; rotation: number }[] = [];
  for (const hex of hexes) {
    const info = ctx.title.hexes.get(hex);
    if (!info) continue;
    const current = placedTile(ctx.title, ctx.state, hex)?.tile ?? BLANK;
    for (const tile of Object.keys(ctx.title.manifest)) {
      const next = ctx.title.tiles.get(tile);
      if (!next || !colours.includes(next.color) || kindRefuses(ctx, corp, hex, info, current, next, false, spec.anyStops === true)) continue;
      for (let rotation = 0; rotation < 6; rotation++) {
        if (!('code' in checkLay(ctx, corp, hex, tile, rotation, network, spec))) out.push({ hex, tile, rotation });
      }
    }
  }
  return out;
}

/**
 * The lays `corp` may make now. With `bigCityBy`, the lays a cousin's bigCitySpecial ability makes
 * (big-city tiles only, checked by its rules; 1820 §14.4.2). With `onlyHexes`, the lays on those hexes alone.
 */
export function legalLays(ctx: Ctx, corp: string, bigCityBy?: string, onlyHexes?: readonly string[]): { hex: string; tile: string; rotation: number }[] {
  const { title, state } = ctx;
  if (!nextLaySlot(ctx, corp) || first(title, 'trackRefusal', ctx, corp) !== null) return [];
  const r = traceReach(title, state, corp);
  const phase = title.phases[state.phase]!;
  // A shared-supply variant with no copy left may still reuse the copy on its hex (checkLay decides).
  const candidates = title.manifestOrder
    .filter((id) => ((state.tileSupply[id] ?? 0) !== 0 || isShared(title, id)) && (phase.tiles as string[]).includes(title.tiles.get(id)!.color))
    .filter((id) => bigCityBy === undefined || every(title, 'bigCityTile', title, title.tiles.get(id)!));
  // Only hexes the network touches can take a connected tile: hexes with a reached node or
  // reached track, and the neighbours that reached track points at.
  const touched = new Set<string>();
  for (const key of r.nodes) touched.add(parseNodeKey(key).hex);
  for (const key of r.edges) {
    const [hex, edge] = key.split(':') as [string, string];
    touched.add(hex);
    const nb = title.hexes.get(hex)!.neighbours[Number(edge)];
    if (nb) touched.add(nb);
  }
  // Hexes a lay needs no connection to reach (tileUpgrades.addTown without a connection: every hex whose tile could take a small station).
  for (const hex of concat(title, 'extraLayHexes', ctx, corp)) touched.add(hex);
  return laysWhere(
    ctx,
    corp,
    (onlyHexes ?? title.hexIds).filter((hex) => touched.has(hex)),
    candidates,
    layChecker(ctx, corp, r, undefined, bigCityBy),
    bigCityBy !== undefined,
  );
}

/**
 * checkLay as laysWhere asks it, rotation after rotation of one tile on one hex, in one state: the corporation's
 * rules (layTurn) are asked once, those of the tile on the hex (layBase) once per tile and hex, the others
 * (layAtRotation) per rotation.
 */
export function layChecker(ctx: Ctx, corp: string, r: Reach, special?: SpecialLay, bigCityBy?: string): (hex: string, tileId: string, rotation: number) => boolean {
  let baseHex = '';
  let baseTile = '';
  let base: GameError | LayBase | null = null;
  const turn = layTurn(ctx, corp, special);
  return (hex, tileId, rotation) => {
    if (layInputRefusal(ctx, hex, tileId, rotation)) return false;
    if (base === null || hex !== baseHex || tileId !== baseTile) {
      base = layBase(ctx, corp, hex, tileId, special, bigCityBy, turn);
      baseHex = hex;
      baseTile = tileId;
    }
    return !('code' in base) && !('code' in layAtRotation(ctx, corp, hex, base, rotation, r, special));
  };
}

/**
 * The distinct lays of `candidates` on `hexes` that `accepts` (a full check such as checkLay) allows:
 * the rotation-independent kind test first, which most tiles fail, then each rotation, one per layout.
 * Shared by the operating lays and special lays offered in full (1820's free tile at a float).
 */
export function laysWhere(
  ctx: Ctx,
  corp: string,
  hexes: readonly string[],
  candidates: readonly string[],
  accepts: (hex: string, tile: string, rotation: number) => boolean,
  bigCity = false,
): { hex: string; tile: string; rotation: number }[] {
  const { title, state } = ctx;
  const out: { hex: string; tile: string; rotation: number }[] = [];
  for (const hex of hexes) {
    const info = title.hexes.get(hex)!;
    const current = placedTile(title, state, hex)?.tile ?? BLANK;
    for (const tileId of candidates) {
      const next = title.tiles.get(tileId)!;
      // Rotation-independent tests first: most tiles fail here.
      if (kindRefuses(ctx, corp, hex, info, current, next, bigCity)) continue;
      const seen = new Set<string>();
      for (let rotation = 0; rotation < 6; rotation++) {
        if (!accepts(hex, tileId, rotation)) continue;
        // Symmetric tiles look the same at several rotations; offer each distinct layout once.
        const sig = layoutSignature(next, rotation);
        if (seen.has(sig)) continue;
        seen.add(sig);
        out.push({ hex, tile: tileId, rotation });
      }
    }
  }
  return out;
}



export function layTile(ctx: Ctx, corp: string, hex: string, tileId: string, rotation: number, check: LayCheck, special = false): void {
  const { state } = ctx;
  const replaced = state.hexes[hex]!.tile;
  // The replaced tile goes back to the supply (common 18xx rules, Upgrading); with tiles.json
  // sharedSupply, to its whole pool, and the laid tile is taken from its pool.
  if (replaced !== null) returnTile(ctx.title, state, replaced);
  takeTile(ctx.title, state, tileId);
  const before = placedTile(ctx.title, state, hex);
  changeHex(state, hex, { tile: tileId, rotation });
  if (before) {
    followPrintedCities(ctx, hex, before, ctx.title.tiles.get(tileId)!, rotation);
    moveStations(ctx, hex, before, ctx.title.tiles.get(tileId)!, rotation);
  }
  pay(ctx, corpHolder(corp), 'bank', check.cost);
  const city = (ctx.title.tiles.get(tileId)?.cities.length ?? 0) > 0;
  if (state.round.kind === 'operating') {
    state.round.turn.tilesLaid.push({ hex, upgrade: check.upgrade, ...(city ? { city: true } : {}), ...(special ? { special: true } : {}), ...(check.cityUpgradeBy ? first(ctx.title, 'grantorClaim', check.cityUpgradeBy) : {}) });
  }
  // The mechanisms' consequences of the lay (a cousin's discount, extra upgrade or big city paid to it; 1820 §14.4).
  each(ctx.title, 'tileLaid', ctx, corp, hex, tileId, check, replaced);
  ctx.log.push(`${corp} lays tile ${tileId} on ${hex} (rotation ${rotation})${check.cost ? ` for ${money(ctx, check.cost)}` : ''}`);
}

/**
 * The printed cities follow their city onto the new tile (HexState.cities), as station tokens do
 * (moveStations): a home city reserved for a corporation not yet floated stays reserved where its
 * city went, merged cities included (18ChristmasEve's SRR at E12; 18xx.games moves a city's reservations
 * with it on an upgrade).
 */
function followPrintedCities(ctx: Ctx, hex: string, before: { tile: Tile; rotation: number }, next: Tile, rotation: number): void {
  if (before.tile.cities.length === 0) return;
  const map = matchNodes(before.tile, before.rotation, next, rotation, ctx.title.definition.title.tileUpgrades?.haltsBecomeTowns === true);
  if (!map) return;
  const hs = ctx.state.hexes[hex]!;
  const now = (old: number): number => {
    const node = map[before.tile.cities[old]!];
    const c = node === undefined ? -1 : next.cities.indexOf(node);
    return c < 0 ? old : c;
  };
  const cities = (hs.cities ?? before.tile.cities.map((_, i) => i)).map(now);
  const kept = cities.every((c, i) => c === i);
  if (kept && hs.cities === undefined) return;
  // Cleared to undefined, which the stored JSON leaves out, as it would a deleted field (state/clone.ts).
  changeHex(ctx.state, hex, { cities: kept ? undefined : cities });
}

/**
 * Station tokens follow their city onto the new tile (1820 rules §12.3.5: "station markers are
 * moved to their corresponding locations on the new tile"): each old city becomes the new node
 * tiles.ts matchNodes maps it to. Cities merged into one (an explicit upgrade with `merge`, 1820's
 * Manchester M02 → M03) pool their tokens in the new city's slots, in order.
 */
function moveStations(ctx: Ctx, hex: string, before: { tile: Tile; rotation: number }, next: Tile, rotation: number): void {
  const hs = ctx.state.hexes[hex]!;
  if (hs.tokens.length === 0 || before.tile.cities.length === 0) return;
  const haltsBecomeTowns = ctx.title.definition.title.tileUpgrades?.haltsBecomeTowns === true;
  const map = matchNodes(before.tile, before.rotation, next, rotation, haltsBecomeTowns);
  if (!map) return;
  const cityOf = (oldCity: number): number => {
    const node = map[before.tile.cities[oldCity]!];
    const c = node === undefined ? -1 : next.cities.indexOf(node);
    return c < 0 ? oldCity : c;
  };
  if (before.tile.cities.every((_, c) => cityOf(c) === c)) return;
  const sources = new Map<number, number>();
  before.tile.cities.forEach((_, c) => sources.set(cityOf(c), (sources.get(cityOf(c)) ?? 0) + 1));
  const moved = new Map<string, number>();
  const slotsUsed = new Map<number, number>();
  const tokens = hs.tokens.map((t) => ({ ...t }));
  for (const t of [...tokens].sort((a, b) => a.city - b.city || a.slot - b.slot)) {
    const city = cityOf(t.city);
    moved.set(`${t.corporation}/${t.city}`, city);
    t.city = city;
    // Only where cities merged are the slots numbered afresh.
    if ((sources.get(city) ?? 0) > 1) {
      t.slot = slotsUsed.get(city) ?? 0;
      slotsUsed.set(city, t.slot + 1);
    }
  }
  changeHex(ctx.state, hex, { tokens });
  for (const [id, c] of Object.entries(ctx.state.corporations)) {
    for (const tok of c.tokens) {
      if (tok.hex !== hex) continue;
      const city = moved.get(`${id}/${tok.city}`);
      if (city !== undefined) tok.city = city;
    }
  }
}
