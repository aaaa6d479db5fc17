/**
 * What a corporation's biggest train could reach: the track positions (hexes, nodes, edges)
 * within a walk from one of its stations that counts at most `maxCities` large stops (cities
 * and off-board areas, the start station included); small stops and halts are not counted.
 * Blocked cities stop the walk as they do for connectivity (map/graph.ts reach). Used by the
 * upgrade restriction (1860 rules L682-691; mechanisms/upgradeRestriction/index.ts).
 */
import { linkAt } from '../definition/keys';
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';
import { blocksPassage, edgeKey, nodeKey, placedTile, sameEndpoint, stationNodes, type PlacedTile } from './graph';
import { oppositeEdge } from './grid';
import { isEdge, lengthKind, type Endpoint } from './tiles';

export interface TrainReach {
  hexes: Set<string>;
  nodes: Set<string>;
  /** "<hex>:<edge>" of both sides of every edge crossed. */
  edges: Set<string>;
}

const LARGE = new Set(['city', 'offboard']);

export function trainReach(title: Title, state: GameState, corp: string, maxCities: number): TrainReach {
  const out: TrainReach = { hexes: new Set(), nodes: new Set(), edges: new Set() };
  if (maxCities < 1) return out;
  const tiles = new Map<string, PlacedTile | null>();
  const tileOf = (hex: string): PlacedTile | null => {
    if (!tiles.has(hex)) tiles.set(hex, placedTile(title, state, hex));
    return tiles.get(hex)!;
  };
  // Fewest large stops counted on arrival at each position; a position is walked on again only
  // when reached with fewer (so a later, cheaper arrival can go further).
  const best = new Map<string, number>();
  const queue: { hex: string; at: Endpoint; used: number; passable: boolean }[] = [];
  const visit = (hex: string, at: Endpoint, used: number, passable: boolean): void => {
    const key = isEdge(at) ? edgeKey(hex, at.edge) : nodeKey(hex, at.node);
    const seen = best.get(key);
    if (seen !== undefined && seen <= used) return;
    best.set(key, used);
    out.hexes.add(hex);
    if (isEdge(at)) out.edges.add(key);
    else out.nodes.add(key);
    queue.push({ hex, at, used, passable });
  };
  for (const s of stationNodes(title, state, corp)) visit(s.hex, { node: s.node }, 1, true);
  for (let head = 0; head < queue.length; head++) {
    const { hex, at, used, passable } = queue[head]!;
    if (!passable) continue;
    const pt = tileOf(hex);
    if (!pt) continue;
    for (const p of pt.paths) {
      let other: Endpoint | null = null;
      if (sameEndpoint(p.a, at)) other = p.b;
      else if (sameEndpoint(p.b, at)) other = p.a;
      if (!other) continue;
      if (isEdge(other)) {
        out.edges.add(edgeKey(hex, other.edge));
        const next = linkAt(title.hexes.get(hex)!, other.edge, state.phase);
        if (!next) continue;
        const entry = oppositeEdge(other.edge);
        const npt = tileOf(next);
        if (!npt || !npt.paths.some((q) => sameEndpoint(q.a, { edge: entry }) || sameEndpoint(q.b, { edge: entry }))) continue;
        visit(next, { edge: entry }, used, true);
      } else {
        const node = pt.tile.nodes[other.node]!;
        const cost = used + (LARGE.has(lengthKind(node)) ? 1 : 0);
        if (cost > maxCities) continue;
        visit(hex, other, cost, !blocksPassage(state, hex, pt.tile, other.node, corp));
      }
    }
  }
  return out;
}
