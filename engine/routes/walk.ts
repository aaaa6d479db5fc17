/**
 * Stepping along track: from an endpoint of a hex's current tile, the paths
 * that leave it and where they lead. Both validation and the optimiser walk
 * the track with these, so they cannot disagree on what connects.
 */
import { linkAt } from '../definition/keys';
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';
import { oppositeEdge } from '../map/grid';
import { placedTile, sameEndpoint, type PlacedTile } from '../map/graph';
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
    pt.paths.forEach((p, i) => {
      let other: Endpoint | null = null;
      if (sameEndpoint(p.a, from)) other = p.b;
      else if (sameEndpoint(p.b, from)) other = p.a;
      if (!other) return;
      const track = `${hex}#${i}`;
      if (!isEdge(other)) {
        out.push({ track, hex, at: other, crossed: false });
        return;
      }
      const next = linkAt(this.title.hexes.get(hex)!, other.edge, this.state.phase);
      if (!next) return;
      const entry = oppositeEdge(other.edge);
      const npt = this.tile(next);
      if (!npt || !npt.paths.some((q) => sameEndpoint(q.a, { edge: entry }) || sameEndpoint(q.b, { edge: entry }))) return;
      out.push({ track, hex: next, at: { edge: entry }, crossed: true });
    });
    return out;
  }
}
