/**
 * Tiles as topology: nodes (cities, towns, off-board areas, junctions) and the
 * paths joining hex edges and nodes. Drawing geometry is the client's business.
 */
import type { TileDefinition } from '../definition/types';
import { rotateEdge } from './grid';

export type Endpoint = { edge: number } | { node: number };

export interface TileNode {
  kind: 'city' | 'town' | 'offboard' | 'junction' | 'halt';
  /** Fixed revenue, or revenue by phase colour (off-board areas, printed gray cities). */
  revenue: number | Record<string, number>;
  slots: number;
  /** The revenue group (an off-board area over several nodes) this node belongs to: one location for routes.locationPaysOnce. */
  group?: string;
  /** An off-board area routes may pass through (true; 1843's Genève), or a city they may not pass through (false; 18AL's Nashville and Mobile); map.json passThrough. */
  passThrough?: boolean;
  /** The kind it counts as for train length (map.json countsAs; 1843's Genève counts as a town). */
  countsAs?: 'city' | 'town' | 'offboard' | 'halt';
  /** What it pays trains of the named types in place of `revenue` (tiles node trainRevenue; 1889's off-boards to a D train). */
  trainRevenue?: Record<string, number>;
  /** Paid once per station of the running corporation on the route (tiles node revenuePerStation; 1836Jr30's ports). */
  revenuePerStation?: boolean;
  /** The fewest stops of a route that stops here (tiles node minRouteStops; 1836Jr30's ports: 3). */
  minRouteStops?: number;
  /** A route stopping here earns this percent of its stops' revenue more, rounded down (tiles node routeBonus; 1850Jr's ports). */
  routeBonus?: { percent: number; roundDownTo: number };
}

/** The node changes the route's revenue beyond its own value (revenuePerStation, minRouteStops, routeBonus). */
export const routeWideNode = (n: TileNode): boolean => n.revenuePerStation === true || n.minRouteStops !== undefined || n.routeBonus !== undefined;

/** The kind of a node for a train's length: its `countsAs`, else its own kind. */
export const lengthKind = (node: TileNode): string => node.countsAs ?? node.kind;

export interface Tile {
  id: string;
  color: string;
  /** white 0, yellow 1, green 2, brown 3, gray 4; red and blue never upgrade. */
  rank: number;
  nodes: TileNode[];
  paths: { a: Endpoint; b: Endpoint }[];
  label: string | null;
  /** The tile's explicit upgrades (`upgradesTo`), each with the node changes it allows; null: the usual rule. */
  upgradesTo: ExplicitUpgrade[] | null;
  /** Node index of each station node (cities, and off-board areas with slots), in order: "city 1" of a tile is nodes[cities[1]]. */
  cities: number[];
}

/**
 * One entry of a tile's `upgradesTo`. A plain id in the JSON is `{ to, merge: false, kindChange: false }`.
 * - `merge`: several old nodes may become one new node (1820 Manchester M02 → M03, three cities
 *   become one; 1843's yellow double towns → the single town X12).
 * - `kindChange`: an old town may become a city (1820 Manchester M01 → M02).
 */
export interface ExplicitUpgrade {
  to: string;
  merge: boolean;
  kindChange: boolean;
}

export const COLOR_RANK: Record<string, number> = { white: 0, yellow: 1, green: 2, brown: 3, gray: 4, red: 99, blue: 99 };

function endpoint(raw: number | string): Endpoint {
  if (typeof raw === 'number') return { edge: raw };
  return { node: Number(raw.slice(1)) };
}

export function normaliseTile(def: TileDefinition, fallbackId: string): Tile {
  const nodes: TileNode[] = (def.nodes ?? []).map((n) => ({
    kind: n.kind,
    revenue: n.revenue ?? 0,
    // Cities hold station tokens; so may an off-board area that is a home (1870's Southwest).
    slots: n.kind === 'city' ? (n.slots ?? 1) : n.kind === 'offboard' ? (n.slots ?? 0) : 0,
    ...(n.group !== undefined ? { group: n.group } : {}),
    ...(n.passThrough !== undefined ? { passThrough: n.passThrough } : {}),
    ...(n.countsAs ? { countsAs: n.countsAs } : {}),
    ...(n.trainRevenue ? { trainRevenue: n.trainRevenue } : {}),
    ...(n.revenuePerStation ? { revenuePerStation: true } : {}),
    ...(n.minRouteStops !== undefined ? { minRouteStops: n.minRouteStops } : {}),
    ...(n.routeBonus ? { routeBonus: { percent: n.routeBonus.percent, roundDownTo: n.routeBonus.roundDownTo ?? 1 } } : {}),
  }));
  const cities: number[] = [];
  nodes.forEach((n, i) => {
    if (n.slots > 0) cities.push(i);
  });
  return {
    id: def.id ?? fallbackId,
    color: def.color,
    rank: COLOR_RANK[def.color] ?? 99,
    nodes,
    paths: (def.paths ?? []).map(([a, b]) => ({ a: endpoint(a), b: endpoint(b) })),
    label: def.label ?? null,
    upgradesTo: def.upgradesTo
      ? def.upgradesTo.map((u) => (typeof u === 'string' ? { to: u, merge: false, kindChange: false } : { to: u.to, merge: u.merge === true, kindChange: u.kindChange === true }))
      : null,
    cities,
  };
}

export const isEdge = (e: Endpoint): e is { edge: number } => 'edge' in e;

/** The endpoint as placed on the map with `rotation`. */
export function rotated(e: Endpoint, rotation: number): Endpoint {
  return isEdge(e) ? { edge: rotateEdge(e.edge, rotation) } : e;
}

/** All hex edges a tile's track reaches when laid with `rotation`. */
export function exits(tile: Tile, rotation: number): Set<number> {
  const out = new Set<number>();
  for (const p of tile.paths) {
    if (isEdge(p.a)) out.add(rotateEdge(p.a.edge, rotation));
    if (isEdge(p.b)) out.add(rotateEdge(p.b.edge, rotation));
  }
  return out;
}

/**
 * A figure of a tile at a rotation, worked out once per tile and rotation: tiles are the compiled
 * title's and never change, and the lay checks ask the same ones for every candidate tile and hex.
 * The values are shared: callers must not change them.
 */
function perRotation<T>(of: (tile: Tile, rotation: number) => T): (tile: Tile, rotation: number) => T {
  const memo = new WeakMap<Tile, T[]>();
  return (tile, rotation) => {
    let byRotation = memo.get(tile);
    if (!byRotation) memo.set(tile, (byRotation = []));
    if (!(rotation in byRotation)) byRotation[rotation] = of(tile, rotation);
    return byRotation[rotation]!;
  };
}

/**
 * The tile's layout at `rotation` as a string: equal for the rotations at which a symmetric tile looks the
 * same (the lay listing offers each layout once, map/lay.ts laysWhere).
 */
export const layoutSignature = perRotation((tile: Tile, rotation: number): string =>
  tile.paths
    .map((p) => [rotated(p.a, rotation), rotated(p.b, rotation)].map((e) => (isEdge(e) ? `e${e.edge}` : `n${e.node}`)).sort().join('-'))
    .sort()
    .join(','),
);

/** Edges reaching each node when laid with `rotation` (shared: do not change). */
export const nodeExits = perRotation((tile: Tile, rotation: number): ReadonlySet<number>[] => {
  const out = tile.nodes.map(() => new Set<number>());
  for (const p of tile.paths) {
    const a = rotated(p.a, rotation);
    const b = rotated(p.b, rotation);
    if (isEdge(a) && !isEdge(b)) out[b.node]!.add(a.edge);
    if (isEdge(b) && !isEdge(a)) out[a.node]!.add(b.edge);
  }
  return out;
});

/** Edge-to-edge track (no node on it) as sorted "a-b" keys (shared: do not change). */
const edgePairs = perRotation((tile: Tile, rotation: number): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const p of tile.paths) {
    if (isEdge(p.a) && isEdge(p.b)) {
      const a = rotateEdge(p.a.edge, rotation);
      const b = rotateEdge(p.b.edge, rotation);
      out.add(a < b ? `${a}-${b}` : `${b}-${a}`);
    }
  }
  return out;
});

function subset(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * Whether `next` (at `nextRotation`) may replace `current` (at `currentRotation`)
 * by the usual 18xx rule: the next colour, the same label, the same number of
 * cities and of towns, and every piece of existing track kept (each old node's
 * exits are a subset of some new node's exits of the same kind).
 * An explicit `upgradesTo` list on the current tile overrides the colour and
 * node-count tests but not track preservation. Its entry for `next` may relax the
 * node matching: with `merge`, several old nodes may map to the same new node;
 * with `kindChange`, an old town may map to a new city. Edge-to-edge track is
 * always kept.
 */
export function preservesTrack(current: Tile, currentRotation: number, next: Tile, nextRotation: number, haltsBecomeTowns = false): boolean {
  const oldPairs = edgePairs(current, currentRotation);
  const newPairs = edgePairs(next, nextRotation);
  for (const k of oldPairs) if (!newPairs.has(k)) return false;
  return matchNodes(current, currentRotation, next, nextRotation, haltsBecomeTowns) !== null;
}

/**
 * Which node of `next` each node of `current` becomes (by index), or null when some old node has
 * no new node of its kind whose exits include its own (see preservesTrack). Station tokens move
 * along this map on upgrade (1820 rules §12.3.5: "station markers are moved to their corresponding
 * locations on the new tile").
 */
export function matchNodes(current: Tile, currentRotation: number, next: Tile, nextRotation: number, haltsBecomeTowns = false): number[] | null {
  const explicit = current.upgradesTo?.find((u) => u.to === next.id);
  const merge = explicit?.merge === true;
  const kindChange = explicit?.kindChange === true;
  const oldNodes = nodeExits(current, currentRotation);
  const newNodes = nodeExits(next, nextRotation);
  const used = new Set<number>();
  const map: number[] = [];
  for (let i = 0; i < current.nodes.length; i++) {
    const kind = current.nodes[i]!.kind;
    let found = -1;
    for (let j = 0; j < next.nodes.length; j++) {
      const nextKind = next.nodes[j]!.kind;
      // A halt may become a small station on upgrade (1860 rules, Upgrading: villages).
      const sameKind =
        nextKind === kind || (haltsBecomeTowns && kind === 'halt' && nextKind === 'town') || (kindChange && kind === 'town' && nextKind === 'city');
      if ((used.has(j) && !merge) || !sameKind) continue;
      if (subset(oldNodes[i]!, newNodes[j]!)) {
        found = j;
        break;
      }
    }
    if (found < 0) return null;
    used.add(found);
    map.push(found);
  }
  return map;
}

function countKind(tile: Tile, kind: string): number {
  // A loop, not filter: the lay listing asks this of every candidate tile on every hex it tries.
  let n = 0;
  for (const node of tile.nodes) if (node.kind === kind) n++;
  return n;
}

/** Colour, label and node-count compatibility, independent of rotation. */
export function canUpgradeKind(current: Tile, next: Tile, hexLabel: string | null, haltsBecomeTowns = false): boolean {
  if (current.upgradesTo) return current.upgradesTo.some((u) => u.to === next.id);
  if (current.rank >= 99 || next.rank >= 99) return false;
  if (next.rank !== current.rank + 1) return false;
  const label = next.label ?? null;
  if (label !== (hexLabel ?? current.label ?? null)) return false;
  if (countKind(current, 'city') !== countKind(next, 'city')) return false;
  if (haltsBecomeTowns) {
    // Halts and small stations together keep their number; no small station turns back into a halt.
    if (countKind(current, 'town') + countKind(current, 'halt') !== countKind(next, 'town') + countKind(next, 'halt')) return false;
    if (countKind(next, 'town') < countKind(current, 'town')) return false;
    return true;
  }
  if (countKind(current, 'town') !== countKind(next, 'town')) return false;
  return true;
}

/** Revenue of a node in the given phase colour. */
export function nodeRevenue(node: TileNode, phaseColor: string): number {
  if (typeof node.revenue === 'number') return node.revenue;
  const byColor = node.revenue;
  if (byColor[phaseColor] !== undefined) return byColor[phaseColor]!;
  // A colour missing from the table falls back to the highest earlier colour; blue and red are
  // 1843's phases between green and brown and between brown and gray (rules L3793-3802).
  const order = ['yellow', 'green', 'blue', 'brown', 'red', 'gray'];
  let best = 0;
  for (const c of order) {
    if (byColor[c] !== undefined) best = byColor[c]!;
    if (c === phaseColor) break;
  }
  return best;
}
