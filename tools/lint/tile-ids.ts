/**
 * Tile identity: tiles in tile files have an id, ids are unique within the shared catalogue and
 * within the title's own tiles (a title's tile may override a catalogue tile of the same id), and
 * every manifest entry names a known tile.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { fileTiles, msg, pointer } from './util';

export const tileIds: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const tiles = fileTiles(def, files);
  const seen = new Map<string, { source: string; at: string }>();
  for (const { tile, file, at, source } of tiles) {
    if (tile.id === undefined) {
      // The schema leaves id optional because map hexes reuse TileDefinition for printed tiles.
      out.push(msg(file, at, 'tile has no id'));
      continue;
    }
    const earlier = seen.get(tile.id);
    if (earlier === undefined) {
      seen.set(tile.id, { source, at });
    } else if (earlier.source === 'catalogue' && source === 'tiles') {
      // A title overrides a catalogue tile by defining the id in its own tiles.json (docs/tiles.md,
      // Id policy; tools/definitions-fs.ts buildCatalogue).
      seen.set(tile.id, { source, at });
    } else {
      const where = earlier.source === source ? `at ${earlier.at}` : 'in the catalogue';
      out.push(msg(file, `${at}/id`, `tile ${tile.id} is already defined ${where}`));
    }
  }
  for (const id of Object.keys(def.tiles.manifest ?? {})) {
    if (!seen.has(id)) out.push(msg(files.tiles.path, pointer('manifest', id), `tile ${id} is not in the catalogue`));
  }
  return out;
};
