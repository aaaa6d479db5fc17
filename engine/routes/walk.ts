/**
 * Stepping along track: from an endpoint of a hex's current tile, the paths
 * that leave it and where they lead. Both validation and the optimiser walk
 * the track with these, so they cannot disagree on what connects.
 */
import { linkAt } from '../definition/keys';
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';
import { oppositeEdge } from '../map/grid';
import { placedTile, type PlacedTile } from '../map/graph';
import { isEdge, type Endpoint } from '../map/tiles';

export interface Move {
  /** "<hex>#<pathIndex>": identifies the piece of track used. */
  track: string;
  /** Where the move arrives: a node of `hex`, or (after crossing an edge) an edge of the neighbouring hex. */
  hex: string;
  at: Endpoint;
  /** Whether the move crossed into a neighbouring hex. */
  crossed: boolean;
}

export class TrackView {
  private cache = new Map<string, PlacedTile | null>();
  constructor(
    readonly title: Title,
    readonly state: GameState,
  ) {}

  tile(hex: string): PlacedTile | null {
    if (!this.cache.has(hex)) this.cache.set(hex, placedTile(this.title, this.state, hex));
    return this.cache.get(hex)!;
  }

  /** Moves along one tile path from `from` on `hex`; an edge exit continues into the neighbour if its track meets the edge. */
  moves(hex: string, from: Endpoint): Move[] {
    const pt = this.tile(hex);
    if (!pt) return [];
    const out: Move[] = [];
    // The tile's paths from this endpoint, in the order of its paths (topologyOf).
    const leaving = topologyOf(pt.paths).from[endpointCode(from)];
    if (!leaving) return out;
    for (const { index, other } of leaving) {
      const track = `${hex}#${index}`;
      if (!isEdge(other)) {
        out.push({ track, hex, at: other, crossed: false });
        continue;
      }
      const next = linkAt(this.title.hexes.get(hex)!, other.edge, this.state.phase);
      if (!next) continue;
      const entry = oppositeEdge(other.edge);
      const npt = this.tile(next);
      if (!npt || !topologyOf(npt.paths).edges.has(entry)) continue;
      out.push({ track, hex: next, at: { edge: entry }, crossed: true });
    }
    return out;
  }
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
