/**
 * Shortest paths over the map grid, counted in hex edges crossed: not along
 * track, but hex to neighbouring hex (1820 rules §6.6.2, station distance fees).
 *
 * A step from a hex to its neighbour is allowed only when:
 * - the neighbour is a hex of map.json (the path never leaves the board);
 * - neither side of the shared edge lists an impassable border, whether or not
 *   it has opened with a phase (1820: "must not cross a blue barrier";
 *   a barrier that track may cross from green on is still a barrier here);
 * - neither hex is a gray printed hex without printed track on that edge
 *   (1820: "edge of a gray hexagon without track on that edge").
 *
 * Pure and deterministic: a breadth-first search over `title.hexes`.
 */
import type { HexInfo, Title } from '../definition/title';
import { oppositeEdge } from './grid';
import { exits } from './tiles';

/** The edges of a gray printed hex that carry printed track, or null when the hex is not gray. */
function grayExits(info: HexInfo): Set<number> | null {
  if (!info.printed || info.printed.color !== 'gray') return null;
  // Printed tiles are drawn in place: rotation 0.
  return exits(info.printed, 0);
}

/** The path may cross `edge` of `info` into its neighbour. */
export function mayCrossEdge(title: Title, info: HexInfo, edge: number): boolean {
  const nbId = info.neighbours[edge];
  if (!nbId) return false;
  const nb = title.hexes.get(nbId)!;
  const back = oppositeEdge(edge);
  if (info.borders.get(edge)?.kind === 'impassable' || nb.borders.get(back)?.kind === 'impassable') return false;
  const here = grayExits(info);
  if (here && !here.has(edge)) return false;
  const there = grayExits(nb);
  if (there && !there.has(back)) return false;
  return true;
}

/**
 * The fewest hex edges crossed from the nearest hex of `from` to `to`, or null
 * when no allowed path joins them (or a hex is not on the map). 0 when `to` is in `from`.
 */
export function hexDistance(title: Title, from: Iterable<string>, to: string): number | null {
  if (!title.hexes.has(to)) return null;
  const dist = new Map<string, number>();
  let frontier: string[] = [];
  for (const h of from) {
    if (!title.hexes.has(h) || dist.has(h)) continue;
    dist.set(h, 0);
    frontier.push(h);
  }
  if (dist.has(to)) return 0;
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      const info = title.hexes.get(id)!;
      for (let e = 0; e < 6; e++) {
        const nb = info.neighbours[e];
        if (!nb || dist.has(nb) || !mayCrossEdge(title, info, e)) continue;
        if (nb === to) return d;
        dist.set(nb, d);
        next.push(nb);
      }
    }
    frontier = next;
  }
  return null;
}
