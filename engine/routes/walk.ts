/**
 * Stepping along track: from an endpoint of a hex's current tile, the paths
 * that leave it and where they lead. Both validation and the optimiser walk
 * the track with these, so they cannot disagree on what connects.
 */
import { linkAt } from '../definition/keys';
import type { HexInfo, Title } from '../definition/title';
import type { GameState } from '../state/types';
import { oppositeEdge } from '../map/grid';
import { placedTile, type PlacedTile } from '../map/graph';
import { isEdge, type Endpoint } from '../map/tiles';
import { crossingKey } from './revenue';

export interface Move {
  /** "<hex>#<pathIndex>": identifies the piece of track used. */
  track: string;
  /** Where the move arrives: a node of `hex`, or (after crossing an edge) an edge of the neighbouring hex. */
  hex: string;
  at: Endpoint;
  /** Whether the move crossed into a neighbouring hex. */
  crossed: boolean;
  /** The key of the hex edge a crossing move crosses (revenue.ts crossingKey), made once with the move; null within a hex. */
  edge: string | null;
}

export class TrackView {
  private cache = new Map<string, PlacedTile | null>();
  constructor(
    readonly title: Title,
    readonly state: GameState,
  ) {}

  tile(hex: string): PlacedTile | null {
    let pt = this.cache.get(hex);
    if (pt === undefined) {
      pt = placedTile(this.title, this.state, hex);
      this.cache.set(hex, pt);
    }
    return pt;
  }

  /** Moves along one tile path from `from` on `hex`; an edge exit continues into the neighbour if its track meets the edge. Shared: callers only read them. */
  moves(hex: string, from: Endpoint): readonly Move[] {
    const leaving = this.leaving(hex, from);
    if (!leaving) return NO_MOVES;
    // The moves that cross an edge stand when its gate is open and the neighbour's track meets the edge;
    // the list is copied only when one of them does not.
    const info = this.title.hexes.get(hex)!;
    const { moves, exits } = leaving;
    let out: Move[] | null = null;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      if (this.stands(info, m, exits[i]!)) out?.push(m);
      else if (!out) out = moves.slice(0, i);
    }
    return out ?? moves;
  }

  /**
   * The first of `moves(hex, from)` that `wanted` accepts, or undefined: what `moves(...).find(wanted)` gives,
   * without copying the list, and asking an edge's gate and the neighbour's track only of the moves wanted
   * (route validation takes one move per step, and most moves of a tile lead elsewhere).
   */
  firstMove(hex: string, from: Endpoint, wanted: (m: Move) => boolean): Move | undefined {
    const leaving = this.leaving(hex, from);
    if (!leaving) return undefined;
    const info = this.title.hexes.get(hex)!;
    const { moves, exits } = leaving;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      if (wanted(m) && this.stands(info, m, exits[i]!)) return m;
    }
    return undefined;
  }

  /** The current tile's moves from `from` on `hex`, as if every edge they leave by led on (movesOf); undefined when it has none. */
  private leaving(hex: string, from: Endpoint): Leaving | undefined {
    const pt = this.tile(hex);
    return pt ? movesOf(this.title, hex, pt.paths)[endpointCode(from)] : undefined;
  }

  /** Whether a move from the hex `info` leading on by `exit` (-1 within the hex) stands: its edge's gate is open and the neighbour's track meets the edge. */
  private stands(info: HexInfo, m: Move, exit: number): boolean {
    return exit < 0 || (linkAt(info, exit, this.state.phase) !== null && this.meets(m.hex, (m.at as { edge: number }).edge));
  }

  /** Whether the current tile of `hex` has track at `edge`. */
  private meets(hex: string, edge: number): boolean {
    const pt = this.tile(hex);
    return pt !== null && topologyOf(pt.paths).edges.has(edge);
  }
}

const NO_MOVES: readonly Move[] = [];

/** A tile's moves from one endpoint as if every edge it leaves by led on (`exits`: that edge, or -1 for a move within the hex). */
interface Leaving {
  moves: Move[];
  exits: number[];
}

/**
 * The moves along a placed tile's paths from each endpoint, per hex, worked out once per paths list
 * (a tile and rotation, map/graph.ts pathsTurned) and hex: they depend on the compiled title only, so
 * the walks of validation and of the optimiser stop making the same track keys and moves anew. Whether
 * an edge's move leads on (a gate, the neighbour's tile) is the game's, asked in TrackView.moves.
 */
const hexMoves = new WeakMap<readonly { a: Endpoint; b: Endpoint }[], Map<string, (Leaving | undefined)[]>>();

function movesOf(title: Title, hex: string, paths: readonly { a: Endpoint; b: Endpoint }[]): (Leaving | undefined)[] {
  let byHex = hexMoves.get(paths);
  if (!byHex) hexMoves.set(paths, (byHex = new Map()));
  let byCode = byHex.get(hex);
  if (!byCode) {
    byCode = [];
    const links = title.hexes.get(hex)!.links;
    const from = topologyOf(paths).from;
    for (let code = 0; code < from.length; code++) {
      const list = from[code];
      if (!list) continue;
      const leaving: Leaving = { moves: [], exits: [] };
      for (const { index, other } of list) {
        const track = `${hex}#${index}`;
        if (!isEdge(other)) {
          leaving.moves.push({ track, hex, at: other, crossed: false, edge: null });
          leaving.exits.push(-1);
          continue;
        }
        const next = links[other.edge];
        if (!next) continue;
        leaving.moves.push({ track, hex: next, at: { edge: oppositeEdge(other.edge) }, crossed: true, edge: crossingKey(hex, next) });
        leaving.exits.push(other.edge);
      }
      byCode[code] = leaving;
    }
    byHex.set(hex, byCode);
  }
  return byCode;
}

/** Endpoint codes: edges 0-5 as themselves, node n as EDGES + n. */
const EDGES = 6;
const endpointCode = (e: Endpoint): number => (isEdge(e) ? e.edge : EDGES + e.node);

interface Topology {
  /** Per endpoint code, the paths with an end there: the path's index and its other end, in path order. */
  from: { index: number; other: Endpoint }[][];
  /** The edges some path reaches. */
  edges: Set<number>;
}

/**
 * A placed tile's paths as lists per endpoint, worked out once per paths list: placed tiles share the
 * turned paths of their tile and rotation (map/graph.ts pathsTurned), which are never changed, so the
 * walks of validation and of the optimiser stop scanning every path for the endpoint they stand on.
 * A path with both ends at one endpoint is listed once, with that endpoint as its other end.
 */
const topologies = new WeakMap<readonly { a: Endpoint; b: Endpoint }[], Topology>();

function topologyOf(paths: readonly { a: Endpoint; b: Endpoint }[]): Topology {
  let t = topologies.get(paths);
  if (!t) {
    t = { from: [], edges: new Set() };
    paths.forEach((p, index) => {
      const a = endpointCode(p.a);
      const b = endpointCode(p.b);
      (t!.from[a] ??= []).push({ index, other: p.b });
      if (b !== a) (t!.from[b] ??= []).push({ index, other: p.a });
      if (isEdge(p.a)) t!.edges.add(p.a.edge);
      if (isEdge(p.b)) t!.edges.add(p.b.edge);
    });
    topologies.set(paths, t);
  }
  return t;
}
