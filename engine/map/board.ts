/**
 * The board of a compiled title as data a client can draw: each hex with its place on the
 * grid and what is printed on it, and the topology of every tile that can show on the map
 * (the title's tiles and the printed tiles of its hexes). It is read from the compiled Title,
 * so it never drifts from what the engine plays with. Pixel geometry stays with the client.
 */
import type { Title } from '../definition/title';
import { parseHexId } from './grid';
import { isEdge, type Endpoint, type Tile } from './tiles';

/** One end of a path: a hex edge 0–5 (at rotation 0) or a node index; exactly one is set. */
export interface BoardPathEnd {
  edge: number | null;
  node: number | null;
}

export interface BoardNode {
  kind: string;
  /** Fixed revenue; null when it depends on the phase colour (see revenueByColor). */
  revenue: number | null;
  /** Revenue by phase colour (off-board areas, some printed cities); empty for a fixed revenue. */
  revenueByColor: { color: string; revenue: number }[];
  slots: number;
  /** Index among the tile's station nodes, as hex tokens' `city` counts them; null for a node without slots. */
  city: number | null;
  /** The off-board area (over several nodes or hexes) the node belongs to. */
  group: string | null;
  passThrough: boolean;
}

export interface BoardTile {
  /** The tile id as hexes show it: a catalogue or title tile id, or "printed:<hex>" for a printed tile. */
  id: string;
  color: string;
  label: string | null;
  nodes: BoardNode[];
  paths: { a: BoardPathEnd; b: BoardPathEnd }[];
}

export interface BoardHex {
  id: string;
  /** Doubled grid coordinates (map.schema.json): neighbours differ by 2 along one axis or by 1 along both. */
  x: number;
  y: number;
  name: string | null;
  terrain: string | null;
  cost: number;
  label: string | null;
  /** The id of the printed tile in the board's tiles, null for a blank hex. */
  printedTile: string | null;
  borders: { edge: number; kind: string; cost: number; openFromPhase: string | null }[];
  /** Lines across the hex between two vertices (vertex 0 lies between edges 5 and 0, then clockwise). */
  partitions: { a: number; b: number; kind: string; restrict: string | null }[];
  icons: string[];
  /** Corporations whose home station goes here, with the city reserved for it. */
  homes: { corporation: string; city: number }[];
  noTiles: boolean;
}

export interface Board {
  layout: string;
  /** How the stock market is laid out: "grid" (2-D), "ladder" (one row) or "zigzag" (two rows, prices alternating between them). */
  market: 'grid' | 'ladder' | 'zigzag';
  hexes: BoardHex[];
  tiles: BoardTile[];
}

const end = (e: Endpoint): BoardPathEnd => (isEdge(e) ? { edge: e.edge, node: null } : { edge: null, node: e.node });

export function boardTile(tile: Tile): BoardTile {
  return {
    id: tile.id,
    color: tile.color,
    label: tile.label,
    nodes: tile.nodes.map((n, i) => ({
      kind: n.kind,
      revenue: typeof n.revenue === 'number' ? n.revenue : null,
      revenueByColor: typeof n.revenue === 'number' ? [] : Object.entries(n.revenue).map(([color, revenue]) => ({ color, revenue })),
      slots: n.slots,
      city: tile.cities.includes(i) ? tile.cities.indexOf(i) : null,
      group: n.group ?? null,
      passThrough: n.passThrough === true,
    })),
    paths: tile.paths.map((p) => ({ a: end(p.a), b: end(p.b) })),
  };
}

export function boardOf(title: Title): Board {
  const homes = new Map<string, { corporation: string; city: number }[]>();
  for (const c of title.corporations) {
    if (!c.home) continue;
    const list = homes.get(c.home.hex) ?? [];
    list.push({ corporation: c.id, city: c.home.city ?? 0 });
    homes.set(c.home.hex, list);
  }
  const hexes: BoardHex[] = [];
  const printed = new Map<string, BoardTile>();
  for (const id of title.hexIds) {
    const info = title.hexes.get(id)!;
    const at = parseHexId(id, title.axes)!;
    // A printed tile is "printed:<hex>" unless the map names it (compile.ts); a named one may be shared by hexes.
    if (info.printed && !title.tiles.has(info.printed.id) && !printed.has(info.printed.id)) printed.set(info.printed.id, boardTile(info.printed));
    hexes.push({
      id,
      x: at.x,
      y: at.y,
      name: info.name,
      terrain: info.def.terrain ?? null,
      cost: info.cost,
      label: info.label,
      printedTile: info.printed?.id ?? null,
      borders: [...info.borders].map(([edge, b]) => ({ edge, kind: b.kind, cost: b.cost, openFromPhase: b.openFromPhase })),
      partitions: info.partitions.map((p) => ({ a: p.a, b: p.b, kind: p.kind, restrict: p.restrict })),
      icons: [...info.icons],
      homes: homes.get(id) ?? [],
      noTiles: info.def.noTiles === true,
    });
  }
  const market = title.definition.market;
  const shape = market.movement?.zigzag ? 'zigzag' : market.rows.length === 1 ? 'ladder' : 'grid';
  return { layout: String(title.layout), market: shape, hexes, tiles: [...[...title.tiles.values()].map(boardTile), ...printed.values()] };
}

