/**
 * Explicit upgrades (`upgradesTo`: ids, or `{ to }` entries) name existing tiles of a later
 * colour. Applies to tile-file tiles and to printed map tiles (a printed city may allow only
 * specific upgrades).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { allTiles, COLOR_ORDER, fileTiles, msg } from './util';

export const tileUpgrades: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const known = new Map(fileTiles(def, files).flatMap(({ tile }) => (tile.id === undefined ? [] : [[tile.id, tile] as const])));
  for (const { tile, file, at } of allTiles(def, files)) {
    if (tile.upgradesTo === undefined) continue;
    const rank = COLOR_ORDER.indexOf(tile.color);
    if (rank < 0) {
      out.push(msg(file, `${at}/upgradesTo`, `a ${tile.color} tile cannot be upgraded`));
      continue;
    }
    tile.upgradesTo.forEach((entry, i) => {
      // An entry is an id, or { to, merge?, kindChange? } (schemas/tiles.schema.json TileUpgrade).
      const targetId = typeof entry === 'string' ? entry : entry.to;
      const target = known.get(targetId);
      const here = `${at}/upgradesTo/${i}`;
      if (target === undefined) out.push(msg(file, here, `tile ${targetId} does not exist`));
      else if (COLOR_ORDER.indexOf(target.color) <= rank) {
        out.push(msg(file, here, `tile ${targetId} is ${target.color}, not a later colour than ${tile.color}`));
      }
    });
  }
  return out;
};
