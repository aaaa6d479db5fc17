/**
 * Stepping along track: from an endpoint of a hex's current tile, the paths
 * that leave it and where they lead. Both validation and the optimiser walk
 * the track with these, so they cannot disagree on what connects.
 */
import { linkAt } from '../definition/keys';
import type { HexInfo, Title } from '../definition/title';
import type { GameState } from '../state/types';
import { oppositeEdge } from '../map/grid';
import { endpointCode, placedTile, type PlacedTile } from '../map/graph';
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
    return pt ? movesOf(this.title, hex, pt)[endpointCode(from)] : undefined;
  }

  /** Whether a move from the hex `info` leading on by `exit` (-1 within the hex) stands: its edge's gate is open and the neighbour's track meets the edge. */
  private stands(info: HexInfo, m: Move, exit: number): boolean {
    return exit < 0 || (linkAt(info, exit, this.state.phase) !== null && this.meets(m.hex, (m.at as { edge: number }).edge));
  }

  /** Whether the current tile of `hex` has track at `edge`. */
  private meets(hex: string, edge: number): boolean {
    const pt = this.tile(hex);
    return pt !== null && pt.atEndpoint[edge] !== undefined;
  }
}

const NO_MOVES: readonly Move[] = [];

/** A tile's moves from one endpoint as if every edge it leaves by led on (`exits`: that edge, or -1 for a move within the hex). */
interface Leaving {
  moves: Move[];
  exits: number[];
}

/**
 * The moves along a placed tile's paths from each endpoint, per hex, worked out once per placed tile (a tile
 * and rotation, map/graph.ts placedAt) and hex: they depend on the compiled title only, so the walks of
 * validation and of the optimiser stop making the same track keys and moves anew. From each endpoint they
 * follow the paths touching it (PlacedTile.atEndpoint), in path order, to each path's other end (a path with
 * both ends at one endpoint leads back to it). Whether an edge's move leads on (a gate, the neighbour's tile)
 * is the game's, asked in TrackView.moves.
 */
const hexMoves = new WeakMap<PlacedTile, Map<string, (Leaving | undefined)[]>>();

function movesOf(title: Title, hex: string, pt: PlacedTile): (Leaving | undefined)[] {
  let byHex = hexMoves.get(pt);
  if (!byHex) hexMoves.set(pt, (byHex = new Map()));
  let byCode = byHex.get(hex);
  if (!byCode) {
    byCode = [];
    const links = title.hexes.get(hex)!.links;
    for (let code = 0; code < pt.atEndpoint.length; code++) {
      const list = pt.atEndpoint[code];
      if (!list) continue;
      const leaving: Leaving = { moves: [], exits: [] };
      for (const index of list) {
        const path = pt.paths[index]!;
        const other = pt.ends[2 * index] === code ? path.b : path.a;
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
