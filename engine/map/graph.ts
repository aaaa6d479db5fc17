/**
 * The track graph as it stands in a game: each hex's current tile (laid, or
 * printed, or none), its paths turned to the map, and walks over it.
 *
 * Keys used throughout: a node is "<hex>.<nodeIndex>" (the same notation as
 * routes use), a hex edge is "<hex>:<edge>".
 */
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';
import { oppositeEdge } from './grid';
import { isEdge, rotated, type Endpoint, type Tile } from './tiles';

export interface PlacedTile {
  tile: Tile;
  rotation: number;
  /** Paths with their endpoints turned to the map. */
  paths: { a: Endpoint; b: Endpoint }[];
  /**
   * The same paths' endpoints as codes (edge e as e, node n as EDGES + n), two per path: path i joins
   * ends[2i] and ends[2i + 1]. The network walks read these instead of testing each endpoint's kind.
   */
  ends: readonly number[];
  /** For each endpoint code, the paths touching it, each once, in the tile's order (undefined: none). */
  atEndpoint: readonly (readonly number[] | undefined)[];
  /** For each endpoint code, the endpoints its paths lead to, in the same order (undefined: none). */
  adjacency: readonly (readonly number[] | undefined)[];
}

/**
 * The index, on the tile now on `hex`, of the city printed there as `city` (HexState.cities): a corporation's
 * home city (corporations.json home.city) names a printed city, which an upgrade may renumber or merge.
 */
export function printedCityNow(state: GameState, hex: string, city: number): number {
  return state.hexes[hex]?.cities?.[city] ?? city;
}

/**
 * A tile as placed at each rotation, made once per tile and rotation (tiles are the compiled title's, never
 * changed; a placed tile is a value of the two, and the route and lay checks ask for it many times a turn).
 * Shared, so never to be changed by a caller; not frozen, because frozen objects beside the plain ones the
 * route search also reads made its hot loops polymorphic (a random 1870 playout ran 57 s → 93 s).
 */
const placings = new WeakMap<Tile, PlacedTile[]>();

/** `tile` as placed at `rotation`, wherever it lies (shared: never to be changed by a caller). */
export function placedAt(tile: Tile, rotation: number): PlacedTile {
  let byRotation = placings.get(tile);
  if (!byRotation) placings.set(tile, (byRotation = []));
  return (byRotation[rotation] ??= placedAtRotation(tile, rotation));
}

/**
 * What placedTile finds of a title by name, made once per title: each hex's printed tile as placed (null
 * for a hex without one; absent for a hex not on the map), and each laid tile's placings by rotation.
 * placedTile is asked for nearly every hex a route or a lay check meets, so it looks up two names here
 * instead of the hex's info, the tile and its placings.
 */
interface PlacedIndex {
  printed: Map<string, PlacedTile | null>;
  laid: Map<string, PlacedTile[]>;
}

const placedIndexes = new WeakMap<Title, PlacedIndex>();
/** The title asked last and its index: a replay or a listing asks one title many times in a row. */
let lastTitle: Title | null = null;
let lastIndex: PlacedIndex | null = null;

function placedIndex(title: Title): PlacedIndex {
  if (title === lastTitle) return lastIndex!;
  let index = placedIndexes.get(title);
  if (!index) {
    const printed = new Map<string, PlacedTile | null>();
    for (const [hex, info] of title.hexes) printed.set(hex, info.printed ? placedAt(info.printed, 0) : null);
    placedIndexes.set(title, (index = { printed, laid: new Map() }));
  }
  lastTitle = title;
  lastIndex = index;
  return index;
}

export function placedTile(title: Title, state: GameState, hex: string): PlacedTile | null {
  const hs = state.hexes[hex];
  const index = placedIndex(title);
  const printed = index.printed.get(hex);
  if (!hs || printed === undefined) return null;
  // Each field read once: the run's search asks this for every stop it scores, on a view of the state
  // that records what it reads (state/reads.ts), where a read costs more.
  const id = hs.tile;
  if (id === null) return printed;
  const rotation = hs.rotation;
  let byRotation = index.laid.get(id);
  if (!byRotation) {
    if (!title.tiles.has(id)) return null;
    index.laid.set(id, (byRotation = []));
  }
  return (byRotation[rotation] ??= placedAt(title.tiles.get(id)!, rotation));
}

function placedAtRotation(tile: Tile, rotation: number): PlacedTile {
  const paths = tile.paths.map((p) => ({ a: rotated(p.a, rotation), b: rotated(p.b, rotation) }));
  const ends: number[] = [];
  const atEndpoint: number[][] = [];
  const adjacency: number[][] = [];
  paths.forEach((p, i) => {
    const a = endpointCode(p.a);
    const b = endpointCode(p.b);
    ends.push(a, b);
    (atEndpoint[a] ??= []).push(i);
    (adjacency[a] ??= []).push(b);
    if (b !== a) {
      (atEndpoint[b] ??= []).push(i);
      (adjacency[b] ??= []).push(a);
    }
  });
  return { tile, rotation, paths, ends, atEndpoint, adjacency };
}

export const nodeKey = (hex: string, node: number): string => `${hex}.${node}`;

/** The hex and node index a nodeKey names. */
export function parseNodeKey(key: string): { hex: string; node: number } {
  const dot = key.lastIndexOf('.');
  return { hex: key.slice(0, dot), node: Number(key.slice(dot + 1)) };
}

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
  // A city printed as a terminus (passThrough false: 18AL's Nashville and Mobile) ends every route, its own station's too.
  if (n.passThrough === false) return true;
  const city = cityIndexOfNode(tile, node);
  // The city's tokens counted in one pass (each walk of the network asks this of every city it meets).
  let held = 0;
  for (const t of state.hexes[hex]!.tokens) {
    if (t.city !== city) continue;
    // A blocked marker left by the corporation's own station move stops it too (1843 rules L3462-3466).
    if (t.corporation === corp && !t.blocked) return false;
    // A bankrupt corporation's flipped station stops nobody: trains run through its city (1860 rules L949-951).
    if (state.corporations[t.corporation]?.bankrupt) return false;
    held++;
  }
  // A destination marker on the hex is the corporation's station in an extra slot. (Loops, not some and filter:
  // each walk of the network asks this of every city it meets.)
  for (const m of state.markers) if (m.kind === 'doubleAtEnd' && m.corporation === corp && m.hex === hex) return false;
  return held + slotMarkers(state, hex, city, corp) >= n.slots;
}

/**
 * Other corporations' destination markers that hold a slot of the city (Station Marker Wars,
 * rounds.operating.destinationMarkerTakesSlot). A marker placed when the city was full sits in an
 * extra slot, and takes the next slot an upgrade opens: counting it against every free slot does both.
 */
export function slotMarkers(state: GameState, hex: string, city: number, except: string): number {
  if (city !== 0) return 0; // the marker goes in the hex's first city
  let n = 0;
  for (const m of state.markers) if (m.takesSlot && m.hex === hex && m.corporation !== except) n++;
  return n;
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
  // A home station waiting for its step (rounds.operating.homeToken afterStep) sits beside its home
  // city, connected: the network starts there too.
  const round = state.round;
  const home = round.kind === 'operating' && round.current === corp && round.turn.homeWaiting ? title.corporation.get(corp)?.home : undefined;
  if (home) {
    const node = placedTile(title, state, home.hex)?.tile.cities[printedCityNow(state, home.hex, home.city ?? 0)];
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
  /**
   * The edges at which the walk entered a hex from its neighbour ("<hex>:<edge>"): every path of the hex
   * ending there is walked. An edge only left by (a path that runs out of the hex there) is in `edges`
   * alone: another path of the same hex ending at that edge is not reached through it (track does not
   * turn back at a hex side).
   */
  entries: Set<string>;
}

/**
 * Everything reachable by track from the corporation's station tokens, not
 * passing through cities blocked by other corporations' tokens or through
 * off-board areas (common 18xx rules, "Laying track" and "Placing station markers").
 */
export function reach(title: Title, state: GameState, corp: string, from?: { hex: string; city: number }[]): Reach {
  const nodes = new Set<string>();
  const edgeCodes: number[] = [];
  const entryCodes: number[] = [];
  reachWalk(title, state, corp, from, (hex, node) => (nodes.add(nodeKey(hex, node)), false), edgeCodes, entryCodes);
  let edges: Set<string> | null = null;
  let entries: Set<string> | null = null;
  return {
    nodes,
    // In the order the walk reached them, as before.
    get edges(): Set<string> {
      return (edges ??= edgeKeys(title, edgeCodes));
    },
    get entries(): Set<string> {
      return (entries ??= edgeKeys(title, entryCodes));
    },
  };
}

/**
 * Whether reach's walk from the corporation's stations reaches a node `found` answers true for: the walk
 * stops there. Exact, since reach's nodes only grow during the walk: a node is in them once the walk reaches
 * it, and no sooner need it go on. For a check about a few cities (has the corporation a merger partner),
 * where walking the whole network and naming every node was most of its cost. `found` must not walk.
 */
export function reachFinds(title: Title, state: GameState, corp: string, found: (hex: string, node: number) => boolean): boolean {
  return reachWalk(title, state, corp, undefined, found, [], []);
}

/**
 * reach's walk: reports each node reached to `reached`, once, in the walk's order (an answer true stops the
 * walk; whether one did), and lists the edges and entries it reaches as codes (hex index × EDGES + edge).
 */
function reachWalk(
  title: Title,
  state: GameState,
  corp: string,
  from: { hex: string; city: number }[] | undefined,
  reached: (hex: string, node: number) => boolean,
  edgeCodes: number[],
  entryCodes: number[],
): boolean {
  // Hexes by their index in title.hexIds (hexLinks), so the walk looks nothing up by name. Each hex's tile
  // is read as adjacency lists (PlacedTile.adjacency), an endpoint's neighbours at once, once per walk: a hex
  // is entered at several edges, and each crossing looks at the neighbour's track first.
  const links = hexLinks(title);
  const { ids, index, neighbour, gate, tiles, adjacencies, read, nodeBits, entered } = links;
  // This walk's marks (see HexLinks): a hex's entries in the arrays count only under this stamp.
  const stamp = nextStamp(links);
  const tileOf = (i: number): Tile | null => {
    if (read[i] !== stamp) {
      read[i] = stamp;
      const placed = placedTile(title, state, ids[i]!);
      tiles[i] = placed?.tile ?? null;
      adjacencies[i] = placed?.adjacency ?? null;
      nodeBits[i] = 0;
    }
    return tiles[i] ?? null;
  };
  const adjacencyOf = (i: number): readonly (readonly number[] | undefined)[] | null => (tileOf(i), adjacencies[i] ?? null);
  // The nodes reached, as bits per hex (node n < 32), so a node met again makes no key string to look up;
  // the rare node beyond, by its key.
  let farNodes: Set<string> | null = null;
  const seenNode = (i: number, node: number): boolean =>
    node < 32 ? (tileOf(i), (nodeBits[i]! & (1 << node)) !== 0) : farNodes !== null && farNodes.has(nodeKey(ids[i]!, node));
  // Marks the node reached and reports it; true when the report stops the walk.
  const markNode = (i: number, node: number): boolean => {
    if (node < 32) {
      tileOf(i);
      nodeBits[i] = nodeBits[i]! | (1 << node);
    } else (farNodes ??= new Set()).add(nodeKey(ids[i]!, node));
    return reached(ids[i]!, node);
  };
  // A stack of (hex index, endpoint code) still to walk from; a blocked city is reached but not walked through.
  const stackHex: number[] = [];
  const stackFrom: number[] = [];
  const starts = from
    ? from.map((t) => ({ hex: t.hex, node: placedTile(title, state, t.hex)?.tile.cities[t.city] })).filter((s): s is { hex: string; node: number } => s.node !== undefined)
    : stationNodes(title, state, corp);
  for (const s of starts) {
    const i = index.get(s.hex)!;
    // Two starts in one city report it once.
    if (!seenNode(i, s.node) && markNode(i, s.node)) return true;
    stackHex.push(i);
    stackFrom.push(EDGES + s.node);
  }
  // Edges as numbers, hex index × EDGES + edge (the walk made two strings per edge crossed): the entries
  // seen in an array, the edges reached in lists that become reach's `edges`' strings only when a caller reads them.
  const phase = state.phase;
  while (stackHex.length > 0) {
    const i = stackHex.pop()!;
    const from = stackFrom.pop()!;
    const adjacency = adjacencyOf(i);
    if (!adjacency) continue;
    const others = adjacency[from];
    if (!others) continue;
    for (const other of others) {
      if (other < EDGES) {
        const edge = i * EDGES + other;
        edgeCodes.push(edge);
        // linkAt: the neighbour across the edge, none across a gate still closed.
        const next = neighbour[edge]!;
        if (next < 0 || phase < gate[edge]!) continue;
        const entry = oppositeEdge(other);
        const code = next * EDGES + entry;
        if (entered[code] === stamp) continue;
        entered[code] = stamp;
        // The neighbour's track must meet this edge for the walk to continue.
        if (!(adjacencyOf(next)?.[entry]?.length)) continue;
        edgeCodes.push(code);
        entryCodes.push(code);
        stackHex.push(next);
        stackFrom.push(entry);
      } else {
        const node = other - EDGES;
        if (seenNode(i, node)) continue;
        if (markNode(i, node)) return true;
        if (blocksPassage(state, ids[i]!, tileOf(i)!, node, corp)) continue;
        stackHex.push(i);
        stackFrom.push(other);
      }
    }
  }
  return false;
}

/** The "<hex>:<edge>" keys of edge codes (hex index × EDGES + edge), in order. */
function edgeKeys(title: Title, codes: readonly number[]): Set<string> {
  const out = new Set<string>();
  for (const code of codes) out.add(edgeKey(title.hexIds[Math.floor(code / EDGES)]!, code % EDGES));
  return out;
}

/** Each hex's index in title.hexIds, made once per title. */
const hexIndexes = new WeakMap<Title, Map<string, number>>();

function hexIndex(title: Title): Map<string, number> {
  let index = hexIndexes.get(title);
  if (!index) hexIndexes.set(title, (index = new Map(title.hexIds.map((h, i) => [h, i]))));
  return index;
}

/**
 * The map's links by hex index, made once per title: for hex i and edge e, the index of the hex across
 * (neighbour[i × EDGES + e], -1 off the map) and the phase from which a gate there opens (gate[…]; -Infinity
 * without one), as linkAt reads them from the title's HexInfo. And reach's working arrays, kept so that a
 * walk allocates none (a few thousand walks per replay): an entry of `tiles`, `adjacencies` and `nodeBits`
 * holds for the walk whose stamp `read` has, an entry of `entered` is set when it holds that walk's stamp.
 * A walk never starts inside another (reach's walk calls nothing that walks; reachFinds' `found` must not),
 * so one set per title serves.
 */
interface HexLinks {
  ids: readonly string[];
  index: Map<string, number>;
  neighbour: Int32Array;
  gate: Float64Array;
  stamp: number;
  read: Uint32Array;
  tiles: (Tile | null)[];
  adjacencies: (readonly (readonly number[] | undefined)[] | null)[];
  nodeBits: Uint32Array;
  entered: Uint32Array;
}

/** A new stamp for a walk over `links`; the marks are cleared when the stamps run out. */
function nextStamp(links: HexLinks): number {
  if (links.stamp === 0xffffffff) {
    links.read.fill(0);
    links.entered.fill(0);
    links.stamp = 0;
  }
  return ++links.stamp;
}

const hexLinksOf = new WeakMap<Title, HexLinks>();

function hexLinks(title: Title): HexLinks {
  let links = hexLinksOf.get(title);
  if (links) return links;
  const ids = title.hexIds;
  const index = hexIndex(title);
  const neighbour = new Int32Array(ids.length * EDGES).fill(-1);
  const gate = new Float64Array(ids.length * EDGES).fill(-Infinity);
  ids.forEach((hex, i) => {
    const info = title.hexes.get(hex);
    if (!info) return;
    for (let e = 0; e < EDGES; e++) {
      const next = info.links[e];
      if (next) neighbour[i * EDGES + e] = index.get(next) ?? -1;
      const g = info.gates.get(e);
      if (g !== undefined) gate[i * EDGES + e] = g;
    }
  });
  const n = ids.length;
  links = { ids, index, neighbour, gate, stamp: 0, read: new Uint32Array(n), tiles: new Array<Tile | null>(n).fill(null), adjacencies: new Array<null>(n).fill(null), nodeBits: new Uint32Array(n), entered: new Uint32Array(n * EDGES) };
  hexLinksOf.set(title, links);
  return links;
}

/** Endpoint codes (PlacedTile.ends, atEndpoint and adjacency): edges 0-5 as themselves, node n as EDGES + n. */
export const EDGES = 6;
export const endpointCode = (e: Endpoint): number => (isEdge(e) ? e.edge : EDGES + e.node);

export function sameEndpoint(a: Endpoint, b: Endpoint): boolean {
  return isEdge(a) ? isEdge(b) && a.edge === b.edge : !isEdge(b) && a.node === b.node;
}

/**
 * The corporation's network as 18xx.games traces it for a lay (Graph#compute, Node#walk, Path#walk): from each
 * station in turn, a depth-first walk along paths, each path walked once and each node entered once (the other
 * stations' cities are not entered), a city full of other stations reached but not passed, and no hex side
 * left twice on one branch. Where a path leaves its hex by a side that other paths of the tile share (a
 * converging exit), what lies beyond is walked on every branch, its paths and nodes free again once the
 * branch is done. Unlike `reach`, track is never walked back the way it came: a route entering a city by a
 * path does not leave it by that path, and a path walked one way is not walked the other (1830 fuzz seed 5
 * #920: B&O's track reached H14's edge 1 only by turning back at Pittsburgh). The lay and station checks ask
 * it, and the network upgrade restriction its `paths` (1870 fuzz seeds 9, 10: "Must use new track"): the
 * recorded games were played by this reading. Runs keep `reach`.
 */
export function traceReach(title: Title, state: GameState, corp: string): Reach & { paths: Set<string> } {
  const nodes = new Set<string>();
  // The paths walked, "<hex>#<index among the placed tile's paths>" (18xx.games Graph#connected_paths).
  const walked = new Set<string>();
  const edges = new Set<string>();
  const entries = new Set<string>();
  traceWalk(title, state, corp, {
    node: (hex, node) => (nodes.add(nodeKey(hex, node)), false),
    edge: (hex, edge) => (edges.add(edgeKey(hex, edge)), false),
    entry: (hex, edge) => (entries.add(edgeKey(hex, edge)), false),
    path: (hex, path) => (walked.add(`${hex}#${path}`), false),
  });
  return { nodes, edges, entries, paths: walked };
}

/**
 * Whether traceReach's walk reaches something `found` looks for: the walk stops at the first node, edge,
 * entry or path `found` answers true for. Exact, since traceReach's sets only grow during the walk: a key
 * is in them when the walk adds it at some point, and no sooner need the walk go on. For the checks that
 * ask about a few keys (is the lay connected, is this city reached, does the upgrade's new track get used),
 * where the whole walk and its strings were most of their cost.
 */
export function traceFinds(title: Title, state: GameState, corp: string, found: Partial<TraceSink>): boolean {
  // Every sink of one shape, so that the walk's calls to it stay monomorphic (measured: the optimising
  // compiler's work on the replay grew with sinks of several shapes).
  return traceWalk(title, state, corp, { node: found.node ?? none, edge: found.edge ?? none, entry: found.entry ?? none, path: found.path ?? none });
}

/** A sink's answer for what it does not look for. */
const none = (): boolean => false;

/**
 * What traceWalk reports, each node, edge, entry and path once, when first reached, in the walk's order;
 * an answer true stops the walk.
 */
export interface TraceSink {
  node(hex: string, node: number): boolean;
  edge(hex: string, edge: number): boolean;
  entry(hex: string, edge: number): boolean;
  path(hex: string, path: number): boolean;
}

/**
 * traceReach's walk, reporting to `sink`; true when the sink stopped it. A walk started inside another (a
 * sink's check that asks for the whole network: anyLegalToken's, through a mechanism's stationReach) works
 * on working arrays of its own.
 */
function traceWalk(title: Title, state: GameState, corp: string, sink: TraceSink): boolean {
  const shared = traceScratch(title);
  if (shared.walking) return walkFrom(title, state, corp, newTraceScratch(title), sink);
  const w = shared;
  w.walking = true;
  try {
    return walkFrom(title, state, corp, w, sink);
  } catch (e) {
    // A walk cut short by a throw leaves its marks of the sides being left: cleared for the next.
    w.leaving.fill(0);
    throw e;
  } finally {
    w.walking = false;
  }
}

function walkFrom(title: Title, state: GameState, corp: string, w: TraceScratch, sink: TraceSink): boolean {
  const index = hexIndex(title);
  const ids = title.hexIds;
  // The walk keys nodes and paths by number (hex index × span + node or path index), marks them in the
  // title's working arrays by stamp, and reports each once, when first met: the lay and station checks
  // ask for this walk on most actions of an operating round, and the strings and sets of every step were
  // most of its cost.
  const SPAN = w.span;
  const { nodeSeen, walkedSeen, edgeSeen, entrySeen, visitedNodes, visitedPaths, leaving, placedRead, placedTiles, blockRead, blockedCity } = w;
  const { neighbour, gate } = hexLinks(title);
  const phase = state.phase;
  // The stations in the order of their hexes, then nodes: their codes sorted (an insertion sort, as a
  // corporation has a few stations and sort() copies the list it sorts).
  const startCodes: number[] = [];
  for (const s of stationNodes(title, state, corp)) {
    const code = index.get(s.hex)! * SPAN + s.node;
    let j = startCodes.length;
    for (; j > 0 && startCodes[j - 1]! > code; j--) startCodes[j] = startCodes[j - 1]!;
    startCodes[j] = code;
  }
  // One stamp for the call's results, one for each station's walk.
  const seen = traceStamps(w, startCodes.length + 1);
  // Set once the sink has its answer: every walk step then returns at once.
  let stopped = false;
  // A sink that does not look for paths or entries (traceFinds' `none`) is not told of them.
  const reportPaths = sink.path !== none;
  const reportEntries = sink.entry !== none;
  for (const c of startCodes) if (!stopped && sink.node(ids[Math.floor(c / SPAN)]!, c % SPAN)) stopped = true;
  for (const c of startCodes) nodeSeen[c] = seen;
  // The state does not change during the walk: each hex's placed tile, and whether a city stops it, asked
  // once (marked with the call's stamp).
  const placed = (h: number): PlacedTile | null => {
    if (placedRead[h] !== seen) {
      placedRead[h] = seen;
      placedTiles[h] = placedTile(title, state, ids[h]!);
    }
    return placedTiles[h]!;
  };
  const blocked = (h: number, pt: PlacedTile, node: number): boolean => {
    const code = h * SPAN + node;
    if (blockRead[code] !== seen) {
      blockRead[code] = seen;
      blockedCity[code] = blocksPassage(state, ids[h]!, pt.tile, node, corp) ? 1 : 0;
    }
    return blockedCity[code] === 1;
  };
  // The stamp of the station's walk under way: the walk's steps are made once for all the stations.
  let visited = 0;
  const walkNode = (h: number, node: number, converging: boolean): void => {
    const code = h * SPAN + node;
    if (stopped || visitedNodes[code] === visited) return;
    visitedNodes[code] = visited;
    const paths = placed(h)?.atEndpoint[EDGES + node];
    if (paths) for (let k = 0; k < paths.length; k++) walkPath(h, paths[k]!, -1, converging, code, converging);
    if (converging) visitedNodes[code] = 0;
  };
  const walkPath = (h: number, i: number, skip: number, converging: boolean, origin: number, originConverging: boolean): void => {
    const pk = h * SPAN + i;
    if (stopped || visitedPaths[pk] === visited) return;
    const pt = placed(h)!;
    const a = pt.ends[2 * i]!;
    const b = pt.ends[2 * i + 1]!;
    const hexCode = h * EDGES;
    if ((a < EDGES && leaving[hexCode + a]! > 0) || (b < EDGES && leaving[hexCode + b]! > 0)) return;
    const hex = ids[h]!;
    visitedPaths[pk] = visited;
    if (reportPaths && walkedSeen[pk] !== seen) {
      walkedSeen[pk] = seen;
      if (sink.path(hex, i)) stopped = true;
    }
    if (reportEntries && skip >= 0 && entrySeen[hexCode + skip] !== seen) {
      entrySeen[hexCode + skip] = seen;
      if (sink.entry(hex, skip)) stopped = true;
    }
    for (let k = 0; k < 2; k++) {
      const e = k === 0 ? a : b;
      if (e < EDGES) {
        if (edgeSeen[hexCode + e] !== seen) {
          edgeSeen[hexCode + e] = seen;
          if (sink.edge(hex, e)) stopped = true;
        }
      } else if (nodeSeen[h * SPAN + e - EDGES] !== seen) {
        nodeSeen[h * SPAN + e - EDGES] = seen;
        if (sink.node(hex, e - EDGES)) stopped = true;
      }
    }
    if (stopped) return;
    // On to the path's nodes, not through a city full of other stations nor an off-board area.
    for (let k = 0; k < 2; k++) {
      const e = k === 0 ? a : b;
      if (e < EDGES || h * SPAN + e - EDGES === origin || blocked(h, pt, e - EDGES)) continue;
      walkNode(h, e - EDGES, originConverging || converging);
    }
    for (let k = 0; k < 2; k++) {
      const e = k === 0 ? a : b;
      if (e >= EDGES || e === skip) continue;
      const code = hexCode + e;
      // linkAt: the neighbour across the edge, none across a gate still closed.
      const nh = phase < gate[code]! ? -1 : neighbour[code]!;
      if (nh < 0) continue;
      const npt = placed(nh);
      if (!npt) continue;
      const entry = oppositeEdge(e);
      leaving[code]!++;
      // A converging exit: more than one of the tile's paths leaves it by this side (18xx.games Tile#exit_count).
      const onward = converging || pt.atEndpoint[e]!.length > 1;
      const paths = npt.atEndpoint[entry];
      if (paths) for (let j = 0; j < paths.length; j++) walkPath(nh, paths[j]!, entry, onward, origin, originConverging);
      leaving[code]!--;
    }
    if (converging) visitedPaths[pk] = 0;
  };
  for (let s = 0; s < startCodes.length && !stopped; s++) {
    const start = startCodes[s]!;
    // The other stations' cities are not entered.
    visited = seen + 1 + s;
    for (const c of startCodes) if (c !== start) visitedNodes[c] = visited;
    walkNode(Math.floor(start / SPAN), start % SPAN, false);
  }
  return stopped;
}

/**
 * traceReach's working arrays, one set per title, marked by stamp so that no walk clears them: `span` is room
 * for the nodes and paths of any of the title's tiles (a key is hex index × span + index on the tile).
 */
interface TraceScratch {
  span: number;
  stamp: number;
  /** A walk is under way (traceWalk). */
  walking: boolean;
  /**
   * Hex sides (hex index × 6 + edge) left on the branch being walked, counted: every walk step undoes its own
   * marks, so the counts are all 0 between walks (a walk stopped early returns from each step in turn).
   */
  leaving: Int32Array;
  nodeSeen: Uint32Array;
  walkedSeen: Uint32Array;
  edgeSeen: Uint32Array;
  entrySeen: Uint32Array;
  visitedNodes: Uint32Array;
  visitedPaths: Uint32Array;
  /** Each hex's placed tile (by hex index), read in the walk whose stamp placedRead holds. */
  placedRead: Uint32Array;
  placedTiles: (PlacedTile | null)[];
  /** Whether a city stops the walk (blocksPassage; 1 or 0, by node key), asked in the walk whose stamp blockRead holds. */
  blockRead: Uint32Array;
  blockedCity: Uint8Array;
}

const traceScratchOf = new WeakMap<Title, TraceScratch>();

function traceScratch(title: Title): TraceScratch {
  let w = traceScratchOf.get(title);
  if (!w) traceScratchOf.set(title, (w = newTraceScratch(title)));
  return w;
}

function newTraceScratch(title: Title): TraceScratch {
  let span = 1;
  const room = (t: Tile | null | undefined): void => {
    if (t) span = Math.max(span, t.paths.length, t.nodes.length);
  };
  for (const t of title.tiles.values()) room(t);
  for (const info of title.hexes.values()) room(info.printed);
  const n = title.hexIds.length;
  return {
    span,
    stamp: 0,
    walking: false,
    nodeSeen: new Uint32Array(n * span),
    walkedSeen: new Uint32Array(n * span),
    edgeSeen: new Uint32Array(n * EDGES),
    entrySeen: new Uint32Array(n * EDGES),
    visitedNodes: new Uint32Array(n * span),
    visitedPaths: new Uint32Array(n * span),
    leaving: new Int32Array(n * EDGES),
    placedRead: new Uint32Array(n),
    placedTiles: new Array<PlacedTile | null>(n).fill(null),
    blockRead: new Uint32Array(n * span),
    blockedCity: new Uint8Array(n * span),
  };
}

/** The first of `count` new stamps for traceReach's marks; the marks are cleared when the stamps run out. */
function traceStamps(w: TraceScratch, count: number): number {
  if (w.stamp > 0xffffffff - count) {
    for (const a of [w.nodeSeen, w.walkedSeen, w.edgeSeen, w.entrySeen, w.visitedNodes, w.visitedPaths, w.placedRead, w.blockRead]) a.fill(0);
    w.stamp = 0;
  }
  const first = w.stamp + 1;
  w.stamp += count;
  return first;
}
