/**
 * Printed track leads onto the map: every edge a map.json tile's paths name has a hex beyond it.
 * Track to an edge with no hex there joins nothing, so a route can never use it; it is an
 * off-board or border hex whose edges were counted for the other layout or the other side of
 * the map (docs/architecture.md Conventions: flat 0 = S … 5 = SE, pointy 0 = SW … 5 = SE), a slip
 * the authored titles made (test/fixtures/authored: 18Fens G8, and 18Moor's off-boards at first).
 */
import { neighbourId } from '../../engine/map/grid';
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const printedPathEdges: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.map.path;
  const axes = { x: def.map.axes?.x ?? 'letter', y: def.map.axes?.y ?? 'number' } as const;
  // Both axes from one part: no grid to find neighbours on (tools/lint/hexes.ts reports it).
  if (axes.x === axes.y) return out;
  const ids = new Set(def.map.hexes.map((h) => h.id));
  def.map.hexes.forEach((hex, i) => {
    const edges = new Set<number>();
    for (const path of hex.tile?.paths ?? []) for (const end of path) if (typeof end === 'number') edges.add(end);
    for (const edge of [...edges].sort((a, b) => a - b)) {
      const beyond = neighbourId(hex.id, edge, def.map.layout, axes);
      if (beyond !== null && ids.has(beyond)) continue;
      out.push(msg(file, `/hexes/${i}/tile/paths`, `track to edge ${edge} of ${hex.id} leads off the map (${beyond === null ? 'the grid ends there' : `map.json has no hex ${beyond}`}; ${def.map.layout} edges: ${def.map.layout === 'flat' ? '0 = S, 1 = SW, 2 = NW, 3 = N, 4 = NE, 5 = SE' : '0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE'})`));
    }
  });
  return out;
};
