/**
 * Tile structure the schema cannot express: paths refer to existing nodes and join two
 * different endpoints; off-boards only on red tiles, or blue ones (ports: 1862, 1820); slots on cities, and otherwise only on
 * off-board areas;
 * revenue by phase colour only for off-boards and printed gray or red cities and towns; revenue by train type for train types that exist.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { allTiles, msg } from './util';

const label = (e: number | string): string => (typeof e === 'number' ? `edge ${e}` : e);

export const tileTopology: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const trainTypes = new Set(def.trains.trains.map((t) => t.id));
  for (const { tile, file, at } of allTiles(def, files)) {
    tile.nodes.forEach((node, i) => {
      const here = `${at}/nodes/${i}`;
      // Ports are off-board areas on blue hexes (1862's blue off-boards; 1820's ports).
      if (node.kind === 'offboard' && tile.color !== 'red' && tile.color !== 'blue') {
        out.push(msg(file, here, `offboard nodes are only allowed on red or blue tiles, not ${tile.color}`));
      }
      if (node.kind === 'city' && node.slots === undefined) out.push(msg(file, here, 'city has no slots'));
      // An off-board area may hold station tokens too (1870's Southwest, N1, is SP's home).
      if (node.kind !== 'city' && node.kind !== 'offboard' && node.slots !== undefined) {
        out.push(msg(file, `${here}/slots`, 'only cities and off-board areas have slots'));
      }
      // A printed gray city may change value by phase too (1843's Brest 40/50 and Strasbourg 20/30/50), and so may
      // a city printed in a red off-board area (18Chesapeake's Pittsburgh A3, PLE's home, 40/50/60/80), and a printed
      // gray town (18TN's Birmingham J11, 30/40).
      if (typeof node.revenue === 'object' && node.kind !== 'offboard' && !((node.kind === 'city' || node.kind === 'town') && (tile.color === 'gray' || tile.color === 'red'))) {
        out.push(msg(file, `${here}/revenue`, 'only offboard nodes and gray or red cities and towns have revenue by phase colour'));
      }
      // trainRevenue names train types (or a variant's "type:variant").
      for (const train of Object.keys(node.trainRevenue ?? {})) {
        if (!trainTypes.has(train.split(':')[0]!)) out.push(msg(file, `${here}/trainRevenue`, `train type ${train} does not exist`));
      }
    });
    tile.paths.forEach(([a, b], p) => {
      [a, b].forEach((end, j) => {
        if (typeof end === 'string' && Number(end.slice(1)) >= tile.nodes.length) {
          out.push(msg(file, `${at}/paths/${p}/${j}`, `node ${end} does not exist`));
        }
      });
      if (a === b) out.push(msg(file, `${at}/paths/${p}`, `path joins ${label(a)} to itself`));
    });
  }
  return out;
};
