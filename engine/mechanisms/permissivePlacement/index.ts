/**
 * Permissive placement of new cities and towns, switched on by title.json `permissivePlacement`
 * (1820 rules §12.3.1 to §12.3.4; docs/tiles.md, "Permissive placement"):
 * - the hex-type lock: a hex keeps the type of its first tile (plain track, town, small city,
 *   big city), and a hex printed with a city circle is a city before it has a tile (§12.3.1);
 *   other labelled types (OO, M) are left to the label rule;
 * - new towns and cities on blank rural hexes, with spacing rules given as data (§12.3.2 to
 *   §12.3.4): distance counted in hex steps that do not cross a barrier edge, some cities ignored
 *   for some placements (Chatham M15 for cities north of it);
 * - no track to the edge of a red, gray or blue printed hex that has no printed track there
 *   (§12.3.1.1, `printedEdgesOnly`).
 * The rest of §12.3.1.1 is what map/lay.ts already does for every title: the new tile must touch
 * the corporation's reach (map/graph.ts `reach`: not through a city full of other tokens, and a
 * walk found by the search never needs an edge twice), existing track is kept by topology
 * (tiles.ts `preservesTrack` compares edge pairs and node exits, not drawn shapes), and no track
 * may run off the map.
 */
import type { Ctx } from '../../context';
import type { HexInfo } from '../../definition/title';
import { illegal, type GameError } from '../../errors';
import type { TitleFile } from '../../generated/definition';
import { oppositeEdge, parseHexId } from '../../map/grid';
import { isEdge, type Tile } from '../../map/tiles';
import type { Mechanism } from '../../core/mechanism';

export type PlacementConfig = NonNullable<TitleFile['permissivePlacement']>;

const TYPE_REF = '1820 rules §12.3.1 (hex-type lock: only tiles of the type already there; a printed city circle is a city)';
const SMALL_REF = '1820 rules §12.3.3.1 (small cities: listed hexes, or not adjacent to any city)';
const BIG_REF = '1820 rules §12.3.3.2 (big cities: B hexes, one of the B? hexes, or far enough from any city)';
const TOWN_REF = '1820 rules §12.3.4 (towns: not adjacent to another town or to listed hexes)';
const EDGE_REF = '1820 rules §12.3.1.1 (no track to a red or gray hex edge without printed track)';

/** The four types the lock knows; "other" is a tile with another label (OO, M) or an off-board area. */
export type TileType = 'plain' | 'town' | 'smallCity' | 'bigCity' | 'other';

const TYPE_NAME: Record<TileType, string> = { plain: 'plain track', town: 'town', smallCity: 'small city', bigCity: 'big city', other: 'labelled' };

export function placementConfig(ctx: Ctx): PlacementConfig | null {
  return ctx.title.definition.title.permissivePlacement ?? null;
}

/** A tile's type; `hexLabel` stands in for a printed tile's missing label. */
export function tileType(tile: Tile, bigCityLabel: string, hexLabel: string | null = null): TileType {
  const label = tile.label ?? hexLabel;
  if (tile.nodes.some((n) => n.kind === 'offboard')) return 'other';
  if (label !== null && label !== bigCityLabel) return 'other';
  if (tile.nodes.some((n) => n.kind === 'city')) return label === bigCityLabel ? 'bigCity' : 'smallCity';
  if (tile.nodes.some((n) => n.kind === 'town' || n.kind === 'halt')) return 'town';
  return 'plain';
}

/** The tile that fixes the hex's type: the laid tile, else a printed tile with track, cities or towns; null on a blank rural hex. */
function typedTile(ctx: Ctx, hex: string): { tile: Tile; laid: boolean } | null {
  const id = ctx.state.hexes[hex]?.tile ?? null;
  if (id !== null) return { tile: ctx.title.tiles.get(id)!, laid: true };
  const printed = ctx.title.hexes.get(hex)?.printed ?? null;
  if (printed && (printed.nodes.length > 0 || printed.paths.length > 0)) return { tile: printed, laid: false };
  return null;
}

function hexType(ctx: Ctx, hex: string, big: string): TileType | null {
  const t = typedTile(ctx, hex);
  if (!t) return null;
  return tileType(t.tile, big, t.laid ? null : ctx.title.hexes.get(hex)!.label);
}

/** A city for spacing: a hex whose tile (laid or printed) has a city, or a hex labelled for big cities. */
function isCity(ctx: Ctx, hex: string, big: string): boolean {
  if (ctx.title.hexes.get(hex)!.label === big) return true;
  return typedTile(ctx, hex)?.tile.nodes.some((n) => n.kind === 'city') ?? false;
}

function isTown(ctx: Ctx, hex: string): boolean {
  return typedTile(ctx, hex)?.tile.nodes.some((n) => n.kind === 'town') ?? false;
}

/** Whether a border of a spacing kind lies on the edge, on either side (open or not: barriers block adjacency). */
function separated(ctx: Ctx, info: HexInfo, edge: number, nb: string, kinds: Set<string>): boolean {
  const b = info.borders.get(edge) ?? ctx.title.hexes.get(nb)!.borders.get(oppositeEdge(edge));
  return b !== undefined && kinds.has(b.kind);
}

/**
 * The nearest hex within `maxSteps` of `from` (not `from` itself) that `match` accepts, counting
 * steps between map hexes that do not cross a spacing border (1820 rules §12.3.3: "the blue
 * barriers block adjacency across that edge").
 */
function nearest(ctx: Ctx, cfg: PlacementConfig, from: string, maxSteps: number, match: (hex: string) => boolean): { hex: string; steps: number } | null {
  const kinds = new Set<string>(cfg.spacingBorders ?? ['impassable', 'cost']);
  const seen = new Set([from]);
  let frontier = [from];
  for (let steps = 1; steps <= maxSteps && frontier.length > 0; steps++) {
    const next: string[] = [];
    for (const hex of frontier) {
      const info = ctx.title.hexes.get(hex)!;
      for (let e = 0; e < 6; e++) {
        const nb = info.neighbours[e];
        if (!nb || seen.has(nb) || separated(ctx, info, e, nb, kinds)) continue;
        seen.add(nb);
        if (match(nb)) return { hex: nb, steps };
        next.push(nb);
      }
    }
    frontier = next;
  }
  return null;
}

/** Cities that do not count for a placement on `at` (1820 rules §12.3.3: Chatham M15 does not affect cities north of it). */
function ignoredCities(ctx: Ctx, cfg: PlacementConfig, at: string): Set<string> {
  const out = new Set<string>();
  const p = parseHexId(at, ctx.title.axes);
  for (const ig of cfg.spacingIgnores ?? []) {
    const q = parseHexId(ig.hex, ctx.title.axes);
    let applies = ig.direction === undefined && ig.hexes === undefined;
    if (ig.hexes?.includes(at)) applies = true;
    if (ig.direction && p && q) {
      const way = { north: p.y < q.y, south: p.y > q.y, west: p.x < q.x, east: p.x > q.x }[ig.direction];
      if (way) applies = true;
    }
    if (applies) out.add(ig.hex);
  }
  return out;
}

function cityTooClose(ctx: Ctx, cfg: PlacementConfig, hex: string, minDistance: number, big: string): { hex: string; steps: number } | null {
  const ignored = ignoredCities(ctx, cfg, hex);
  return nearest(ctx, cfg, hex, minDistance - 1, (h) => !ignored.has(h) && isCity(ctx, h, big));
}

/** The hexes of `hex`'s "B?" groups other than `hex` that hold a big city; null when `hex` is in no group. */
function groupBigCities(ctx: Ctx, cfg: PlacementConfig, hex: string, big: string): { group: string[]; taken: string | null } | null {
  const groups = (cfg.bigCity?.eitherOf ?? []).filter((g) => g.includes(hex));
  if (groups.length === 0) return null;
  for (const g of groups) {
    const taken = g.find((h) => h !== hex && hexType(ctx, h, big) === 'bigCity');
    if (taken) return { group: g, taken };
  }
  return { group: groups[0]!, taken: null };
}

/**
 * Whether `next` may go on `hex` as far as tile types and spacing go. null: the title does not
 * use permissive placement, or these rules leave the lay to the usual upgrade rule (colour,
 * label, numbers of cities and towns); "allowed": a lay the usual rule would refuse (a town or
 * city on a blank hex, a big city on a "B?" city); or the refusal.
 */
export function placementRefusal(ctx: Ctx, hex: string, next: Tile): GameError | 'allowed' | null {
  const cfg = placementConfig(ctx);
  if (!cfg) return null;
  const info = ctx.title.hexes.get(hex)!;
  const big = cfg.bigCityLabel ?? 'B';
  const nextType = tileType(next, big);
  const held = typedTile(ctx, hex);

  if (held) {
    // 1820 rules §12.3.1: only tiles of the type already there (a printed city circle is a city).
    const curType = tileType(held.tile, big, held.laid ? null : info.label);
    if (curType === 'other' || nextType === 'other' || curType === nextType) return null;
    // 1820 rules §12.3.3.2: a printed city marked "B?" takes a big city while no other hex of its group holds one.
    if (!held.laid && curType === 'smallCity' && nextType === 'bigCity' && next.rank === held.tile.rank + 1) {
      const g = groupBigCities(ctx, cfg, hex, big);
      if (g && !g.taken && countCities(next) === countCities(held.tile)) return 'allowed';
      if (g?.taken) return illegal(`only one of ${g.group.join(', ')} may hold a big city, and ${g.taken} does`, BIG_REF);
    }
    return illegal(`${hex} is a ${TYPE_NAME[curType]} hex: a ${TYPE_NAME[nextType]} tile may not be laid there`, TYPE_REF);
  }

  // A blank rural hex. 1820 rules §12.3.2: plain track anywhere, by the usual rule.
  if (next.rank !== 1 || nextType === 'plain' || nextType === 'other') return null;
  const label = info.futureLabels[next.color] ?? info.label;
  if (label !== null) {
    // 1820 rules §12.3.3.2: a hex marked "B" takes a big city.
    return label === big && nextType === 'bigCity' ? 'allowed' : null;
  }
  if (nextType === 'smallCity') {
    const rule = cfg.smallCity;
    if (!rule) return null;
    if (rule.hexes?.includes(hex)) return 'allowed';
    const d = rule.minCityDistance ?? 2;
    const near = cityTooClose(ctx, cfg, hex, d, big);
    if (near) return illegal(`a small city on ${hex} must be ${d} or more hexes from any other city; ${near.hex} is ${near.steps} away`, SMALL_REF);
    return 'allowed';
  }
  if (nextType === 'bigCity') {
    const rule = cfg.bigCity;
    if (!rule) return null;
    if (rule.hexes?.includes(hex)) return 'allowed';
    const g = groupBigCities(ctx, cfg, hex, big);
    if (g && !g.taken) return 'allowed';
    if (g?.taken) return illegal(`only one of ${g.group.join(', ')} may hold a big city, and ${g.taken} does`, BIG_REF);
    const d = rule.minCityDistance;
    if (d === undefined) return illegal(`a big city may not be laid on ${hex}: it is neither a B hex nor a listed one`, BIG_REF);
    const near = cityTooClose(ctx, cfg, hex, d, big);
    if (near) return illegal(`a big city on ${hex} must be ${d} or more hexes from any other city; ${near.hex} is ${near.steps} away`, BIG_REF);
    return 'allowed';
  }
  // nextType === 'town'
  const rule = cfg.town;
  if (!rule) return null;
  const d = rule.minTownDistance ?? 2;
  const near = nearest(ctx, cfg, hex, d - 1, (h) => isTown(ctx, h));
  if (near) return illegal(`a town on ${hex} must be ${d} or more hexes from any other town; ${near.hex} is ${near.steps} away`, TOWN_REF);
  const listed = new Set(rule.notAdjacentTo ?? []);
  const by = listed.size > 0 ? nearest(ctx, cfg, hex, 1, (h) => listed.has(h)) : null;
  if (by) return illegal(`a town on ${hex} may not be adjacent to ${by.hex}`, TOWN_REF);
  return 'allowed';
}

function countCities(tile: Tile): number {
  return tile.nodes.filter((n) => n.kind === 'city').length;
}

/**
 * 1820 rules §12.3.1.1: no new track may run to the edge of a red off-board, gray pre-built or
 * blue port hex unless that hex's printed track reaches the edge (`printedEdgesOnly`).
 */
export function closedEdgeRefusal(ctx: Ctx, info: HexInfo, newExits: Set<number>, oldExits: Set<number>): GameError | null {
  if (placementConfig(ctx)?.printedEdgesOnly !== true) return null;
  for (const e of newExits) {
    if (oldExits.has(e)) continue;
    const nb = info.neighbours[e];
    if (!nb || (ctx.state.hexes[nb]?.tile ?? null) !== null) continue;
    const printed = ctx.title.hexes.get(nb)!.printed;
    if (!printed || !['red', 'gray', 'blue'].includes(printed.color)) continue;
    const entry = oppositeEdge(e);
    const meets = printed.paths.some((p) => (isEdge(p.a) && p.a.edge === entry) || (isEdge(p.b) && p.b.edge === entry));
    if (!meets) return illegal(`track on ${info.id} would run to ${nb}'s edge ${entry}, which has no printed track`, EDGE_REF);
  }
  return null;
}

const BIG_CITY_SPECIAL_REF = '1820 rules §14.4.2 L1428, §12.3.5 L1188-1190 (Gas Light & Coke: a yellow big city spaced as a normal city, or a yellow small city tile upgraded to a green big city tile)';

/**
 * A lay by a cousin's bigCitySpecial ability (cousins.json; 1820 §14.4.2 Gas Light & Coke), as far as
 * tile types and spacing go: a first-rank big-city tile on a blank rural hex wherever a small city could
 * go (the smallCity rule: its listed hexes, or its minCityDistance from any other city), or a
 * first-rank small-city tile laid on the hex upgraded to a second-rank big-city tile with as many
 * cities. The "B?" pairs stay exclusive (§12.3.3.2 L1161). "allowed", or the refusal: a lay the ability
 * does not make.
 */
export function bigCitySpecialRefusal(ctx: Ctx, hex: string, next: Tile): GameError | 'allowed' {
  const cfg = placementConfig(ctx);
  if (!cfg) return illegal('this title has no big and small cities', BIG_CITY_SPECIAL_REF);
  const big = cfg.bigCityLabel ?? 'B';
  if (tileType(next, big) !== 'bigCity') return illegal(`tile ${next.id} is not a big city`, BIG_CITY_SPECIAL_REF);
  const held = typedTile(ctx, hex);
  const group = groupBigCities(ctx, cfg, hex, big);
  if (group?.taken) return illegal(`only one of ${group.group.join(', ')} may hold a big city, and ${group.taken} does`, BIG_REF);
  if (!held) {
    if (next.rank !== 1) return illegal(`the ability places a first big-city tile on ${hex}, not tile ${next.id}`, BIG_CITY_SPECIAL_REF);
    const rule = cfg.smallCity;
    if (rule?.hexes?.includes(hex) || (group && !group.taken)) return 'allowed';
    const d = rule?.minCityDistance ?? 2;
    const near = cityTooClose(ctx, cfg, hex, d, big);
    if (near) return illegal(`a big city spaced as a small city on ${hex} must be ${d} or more hexes from any other city; ${near.hex} is ${near.steps} away`, BIG_CITY_SPECIAL_REF);
    return 'allowed';
  }
  if (held.laid && held.tile.rank === 1 && tileType(held.tile, big) === 'smallCity' && next.rank === 2 && countCities(next) === countCities(held.tile)) return 'allowed';
  return illegal(`the ability upgrades a first small-city tile to a big city, or lays a big city on a blank hex; not ${next.id} on ${hex}`, BIG_CITY_SPECIAL_REF);
}

/** title.json permissivePlacement: hex-type locks, new towns and cities, printed edges only, the big-city special lay. */
export const mechanism: Mechanism = {
  id: 'permissivePlacement',
  block: 'title.permissivePlacement',
  // A cousin's bigCitySpecial lay asks these rules too, and is refused without them.
  appliesTo: (d) => d.title.permissivePlacement !== undefined || (d.cousins?.cousins ?? []).length > 0,
  hooks: {
    tileKind: (ctx, hex, _info, _current, next, bigCity) => (bigCity ? bigCitySpecialRefusal(ctx, hex, next) : placementRefusal(ctx, hex, next)),
    edgeRefusal: closedEdgeRefusal,
    bigCityTile: (title, tile) => tileType(tile, title.definition.title.permissivePlacement?.bigCityLabel ?? 'B') === 'bigCity',
  },
};
