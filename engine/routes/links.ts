/**
 * The revenue-node graph the optimiser searches: nodes are cities, towns and
 * off-board areas; a link is a run of track between two nodes through plain
 * track only (forks in plain track give one link per branch). Collapsing plain
 * track into links makes each search step one link instead of one tile path,
 * and gives each tile path a bit, so that "do these routes share track?" is a
 * word-wise AND.
 */
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';
import { isEdge, type Endpoint } from '../map/tiles';
import { nodeKey, parseNodeKey } from '../map/graph';
import { TrackView } from './walk';

export interface Link {
  id: number;
  from: string;
  to: string;
  /** Tile paths used, as "<hex>#<pathIndex>". */
  tracks: string[];
  /** Hexes passed through between the two nodes, in order from `from` (for writing the route). */
  via: string[];
}

export interface Step {
  link: Link;
  to: string;
  /** Pass-through hexes in the direction of travel. */
  via: string[];
}

export interface NodeGraph {
  /** Links leaving each node key. */
  adjacency: Map<string, Step[]>;
  links: Link[];
  /** Bit index of every tile path that appears in some link. */
  trackBit: Map<string, number>;
  words: number;
  /** False when maxHops left some node unwalked: the graph may then be part of the network only. */
  whole: boolean;
}

/** The key of a set of tracks: the tracks sorted, joined by "|"; most links have one or two, which need no copy to sort. */
function trackSetKey(tracks: readonly string[]): string {
  if (tracks.length === 1) return tracks[0]!;
  if (tracks.length === 2) return tracks[0]! <= tracks[1]! ? `${tracks[0]}|${tracks[1]}` : `${tracks[1]}|${tracks[0]}`;
  return [...tracks].sort().join('|');
}

/**
 * Builds every link reachable from `roots` (node keys). With `maxHops`, only nodes fewer than that many
 * links from a root are walked from: the graph is then the part of the network near the roots, a
 * subgraph whose every route is a route of the whole network (the run step's "can it run" question).
 */
export function buildNodeGraph(title: Title, state: GameState, roots: string[], view = new TrackView(title, state), maxHops = Infinity): NodeGraph {
  const adjacency = new Map<string, Step[]>();
  const links: Link[] = [];
  const byKey = new Map<string, Link>();
  const trackBit = new Map<string, number>();
  const queue = [...roots];
  const seen = new Set(roots);
  // Links from a root, for maxHops: a node is walked from only when it is nearer than maxHops.
  const hops = new Map(roots.map((r) => [r, 0]));
  let whole = true;

  const addLink = (from: string, to: string, tracks: string[], via: string[]): void => {
    if (from === to) return;
    const k = trackSetKey(tracks);
    if (byKey.has(k)) return;
    const link: Link = { id: links.length, from, to, tracks, via };
    byKey.set(k, link);
    links.push(link);
    for (const t of tracks) if (!trackBit.has(t)) trackBit.set(t, trackBit.size);
    if (!adjacency.has(from)) adjacency.set(from, []);
    if (!adjacency.has(to)) adjacency.set(to, []);
    adjacency.get(from)!.push({ link, to, via });
    adjacency.get(to)!.push({ link, to: from, via: [...via].reverse() });
    if (!seen.has(to)) {
      seen.add(to);
      const h = hops.get(from)! + 1;
      hops.set(to, h);
      if (h < maxHops) queue.push(to);
      else whole = false;
    }
  };

  // Entered `hex` at an edge: run on through its paths to a node or across it.
  const walk = (from: string, hex: string, at: Endpoint, tracks: string[], via: string[]): void => {
    for (const m of view.moves(hex, at)) {
      if (tracks.includes(m.track)) continue;
      if (m.crossed) walk(from, m.hex, m.at, [...tracks, m.track], [...via, hex]);
      else if (!isEdge(m.at)) addLink(from, nodeKey(hex, m.at.node), [...tracks, m.track], via);
    }
  };

  while (queue.length > 0) {
    const key = queue.pop()!;
    const { hex, node } = parseNodeKey(key);
    for (const m of view.moves(hex, { node })) {
      if (m.crossed) walk(key, m.hex, m.at, [m.track], []);
      else if (!isEdge(m.at)) addLink(key, nodeKey(hex, m.at.node), [m.track], []);
    }
  }
  return { adjacency, links, trackBit, words: Math.max(1, Math.ceil(trackBit.size / 32)), whole };
}
