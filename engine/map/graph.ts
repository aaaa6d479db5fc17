/**
 * The track graph as it stands in a game: each hex's current tile (laid, or
 * printed, or none), its paths turned to the map, and walks over it.
 *
 * Keys used throughout: a node is "<hex>.<nodeIndex>" (the same notation as
 * routes use), a hex edge is "<hex>:<edge>".
 */
import { linkAt } from '../definition/keys';
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';
import { oppositeEdge } from './grid';
import { isEdge, rotated, type Endpoint, type Tile } from './tiles';

export interface PlacedTile {
  tile: Tile;
  rotation: number;
  /** Paths with their endpoints turned to the map. */
  paths: { a: Endpoint; b: Endpoint }[];
}

/**
 * A tile's paths turned by each rotation, worked out once per tile (tiles are the compiled title's, never
 * changed): the route search and the lay checks ask for the placed tiles of the same hexes many times.
 * Shared, so never to be changed by a caller; not frozen, because frozen objects beside the plain ones
 * the route search also reads made its hot loops polymorphic (a random 1870 playout ran 57 s → 93 s).
 */
const turnedPaths = new WeakMap<Tile, (readonly { a: Endpoint; b: Endpoint }[])[]>();

function pathsTurned(tile: Tile, rotation: number): { a: Endpoint; b: Endpoint }[] {
  let byRotation = turnedPaths.get(tile);
  if (!byRotation) turnedPaths.set(tile, (byRotation = []));
  let paths = byRotation[rotation];
  if (!paths) {
    paths = tile.paths.map((p) => ({ a: rotated(p.a, rotation), b: rotated(p.b, rotation) }));
    byRotation[rotation] = paths;
  }
  return paths as { a: Endpoint; b: Endpoint }[];
}

export function placedTile(title: Title, state: GameState, hex: string): PlacedTile | null {
  const hs = state.hexes[hex];
  const info = title.hexes.get(hex);
  if (!hs || !info) return null;
  const tile = hs.tile !== null ? title.tiles.get(hs.tile)! : info.printed;
  if (!tile) return null;
  const rotation = hs.tile !== null ? hs.rotation : 0;
  return { tile, rotation, paths: pathsTurned(tile, rotation) };
}

export const nodeKey = (hex: string, node: number): string => `${hex}.${node}`;

/**
 * The location a stop is for routes.locationPaysOnce: its revenue group (tiles' node `group`, an
 * off-board area over several hexes) or, without one, the stop itself.
 */
export function stopLocation(title: Title, state: GameState, hex: string, node: number): string {
  const group = placedTile(title, state, hex)?.tile.nodes[node]?.group;
  return group !== undefined ? `group:${group}` : nodeKey(hex, node);
}
export const edgeKey = (hex: string, edge: number): string => `${hex}:${edge}`;

/** Index among the tile's cities of a node, or -1 when the node is not a city. */
export function cityIndexOfNode(tile: Tile, node: number): number {
  return tile.cities.indexOf(node);
}

/** A city whose every slot holds another corporation's token cannot be run through by `corp`. */
export function blocksPassage(state: GameState, hex: string, tile: Tile, node: number, corp: string): boolean {
  const n = tile.nodes[node]!;
  // Off-board areas are termini, unless printed as a pass-through (1843 rules L3589-3590, Genève).
  if (n.kind === 'offboard') return !n.passThrough;
  if (n.kind !== 'city') return false;
  const city = cityIndexOfNode(tile, node);
  const tokens = state.hexes[hex]!.tokens.filter((t) => t.city === city);
  // A blocked marker left by the corporation's own station move stops it too (1843 rules L3462-3466).
  if (tokens.some((t) => t.corporation === corp && !t.blocked)) return false;
  // A bankrupt corporation's flipped station stops nobody: trains run through its city (1860 rules L949-951).
  if (tokens.some((t) => state.corporations[t.corporation]?.bankrupt)) return false;
  // A destination marker on the hex is the corporation's station in an extra slot.
  if (state.markers.some((m) => m.kind === 'doubleAtEnd' && m.corporation === corp && m.hex === hex)) return false;
  return tokens.length + slotMarkers(state, hex, city, corp) >= n.slots;
}

/**
 * Other corporations' destination markers that hold a slot of the city (Station Marker Wars,
 * rounds.operating.destinationMarkerTakesSlot). A marker placed when the city was full sits in an
 * extra slot, and takes the next slot an upgrade opens: counting it against every free slot does both.
 */
export function slotMarkers(state: GameState, hex: string, city: number, except: string): number {
  if (city !== 0) return 0; // the marker goes in the hex's first city
  return state.markers.filter((m) => m.takesSlot && m.hex === hex && m.corporation !== except).length;
}

/**
 * The nodes a corporation's trains may start from: its station tokens, and a
 * destination marker on the map, which 18xx.games treats as a station in an
 * extra slot (1870 rules, "Connection run": the marker placed on the map).
 */
export function stationNodes(title: Title, state: GameState, corp: string): { hex: string; node: number }[] {
  const out: { hex: string; node: number }[] = [];
  for (const t of state.corporations[corp]!.tokens) {
    const pt = placedTile(title, state, t.hex);
    const node = pt?.tile.cities[t.city];
    if (node !== undefined) out.push({ hex: t.hex, node });
  }
  // A home station waiting for its step (rounds.operating.homeTokenAfterStep) sits beside its home
  // city, connected: the network starts there too.
  const round = state.round;
  const home = round.kind === 'operating' && round.current === corp && round.turn.homeWaiting ? title.corporation.get(corp)?.home : undefined;
  if (home) {
    const node = placedTile(title, state, home.hex)?.tile.cities[home.city ?? 0];
    if (node !== undefined && !out.some((o) => o.hex === home.hex && o.node === node)) out.push({ hex: home.hex, node });
  }
  for (const m of state.markers) {
    if (m.kind !== 'doubleAtEnd' || m.corporation !== corp) continue;
    const pt = placedTile(title, state, m.hex);
    const node = pt?.tile.nodes.findIndex((n) => n.kind === 'city' || n.kind === 'offboard') ?? -1;
    if (node >= 0 && !out.some((o) => o.hex === m.hex && o.node === node)) out.push({ hex: m.hex, node });
  }
  return out;
}

export interface Reach {
  /** Nodes the corporation's trains can reach from its stations. */
  nodes: Set<string>;
  /** Hex edges its track reaches: "<hex>:<edge>" on the hex whose track runs to that edge. */
  edges: Set<string>;
}

/**
 * Everything reachable by track from the corporation's station tokens, not
 * passing through cities blocked by other corporations' tokens or through
 * off-board areas (common 18xx rules, "Laying track" and "Placing station markers").
 */
export function reach(title: Title, state: GameState, corp: string, from?: { hex: string; city: number }[]): Reach {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  const tiles = new Map<string, PlacedTile | null>();
  const tileOf = (hex: string): PlacedTile | null => {
    if (!tiles.has(hex)) tiles.set(hex, placedTile(title, state, hex));
    return tiles.get(hex)!;
  };
  const queue: { hex: string; from: Endpoint; passable: boolean }[] = [];
  const starts = from
    ? from.map((t) => ({ hex: t.hex, node: tileOf(t.hex)?.tile.cities[t.city] })).filter((s): s is { hex: string; node: number } => s.node !== undefined)
    : stationNodes(title, state, corp);
  for (const s of starts) {
    nodes.add(nodeKey(s.hex, s.node));
    queue.push({ hex: s.hex, from: { node: s.node }, passable: true });
  }
  const seenEntry = new Set<string>();
  while (queue.length > 0) {
    const { hex, from, passable } = queue.pop()!;
    if (!passable) continue;
    const pt = tileOf(hex);
    if (!pt) continue;
    for (const p of pt.paths) {
      let other: Endpoint | null = null;
      if (sameEndpoint(p.a, from)) other = p.b;
      else if (sameEndpoint(p.b, from)) other = p.a;
      if (!other) continue;
      if (isEdge(other)) {
        edges.add(edgeKey(hex, other.edge));
        const next = linkAt(title.hexes.get(hex)!, other.edge, state.phase);
        if (!next) continue;
        const entry = oppositeEdge(other.edge);
        const key = edgeKey(next, entry);
        if (seenEntry.has(key)) continue;
        seenEntry.add(key);
        const npt = tileOf(next);
        if (!npt) continue;
        // The neighbour's track must meet this edge for the walk to continue.
        if (!npt.paths.some((q) => (isEdge(q.a) && q.a.edge === entry) || (isEdge(q.b) && q.b.edge === entry))) continue;
        edges.add(key);
        queue.push({ hex: next, from: { edge: entry }, passable: true });
      } else {
        const key = nodeKey(hex, other.node);
        if (nodes.has(key)) continue;
        nodes.add(key);
        queue.push({ hex, from: other, passable: !blocksPassage(state, hex, pt.tile, other.node, corp) });
      }
    }
  }
  return { nodes, edges };
}

export function sameEndpoint(a: Endpoint, b: Endpoint): boolean {
  return isEdge(a) ? isEdge(b) && a.edge === b.edge : !isEdge(b) && a.node === b.node;
}
