/**
 * Corporations: unique ids, a home city that exists on the map (a city, or an off-board area with
 * station slots), certificates summing to 100% (in a title with a solo tableau, whose companies
 * have no director's certificate, equal plain shares instead: title.json `tableau`, 1862 solo S1),
 * and at least the home token's cost; a skipUpgrade names a phase that exists and an icon some hex
 * carries; a home city choice needs two cities.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg, stationNodes } from './util';

export const corporations: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.corporations.path;
  const list = def.corporations.corporations;
  const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
  for (const d of findDuplicates(list, (c) => c.id)) {
    out.push(msg(file, `/corporations/${d.index}/id`, `corporation ${d.key} is already defined at /corporations/${d.first}`));
  }
  list.forEach((corp, i) => {
    const at = `/corporations/${i}`;
    const home = corp.home;
    const hex = home ? hexes.get(home.hex) : undefined;
    const city = home?.city ?? 0;
    // No home: the title must let directors place stations at the start (title.json floatStations).
    if (!home) {
      if (!def.title.floatStations) out.push(msg(file, at, 'no home, and title.json has no floatStations to place stations at the start'));
    } else if (hex === undefined) {
      out.push(msg(file, `${at}/home/hex`, `hex ${home.hex} does not exist`));
    } else if (city >= stationNodes(hex.tile).length) {
      // `city` counts cities (and off-board areas with slots) only, as place_token does, not all nodes of the tile.
      out.push(msg(file, `${at}/home${home.city === undefined ? '' : '/city'}`, `hex ${hex.id} has no city ${city}`));
    }
    const sum = corp.certificates.reduce((a, b) => a + b, 0);
    if (def.title.tableau) {
      if (corp.certificates.some((p) => p !== corp.certificates[0])) out.push(msg(file, `${at}/certificates`, 'with a tableau every certificate is a plain share of one size (no director\'s certificate)'));
    } else if (sum !== 100) out.push(msg(file, `${at}/certificates`, `certificates sum to ${sum}%, not 100%`));
    if (corp.tokens.length === 0) out.push(msg(file, `${at}/tokens`, 'no token costs: the first one is the home token'));
    if (corp.home?.cityChoice && hex !== undefined && stationNodes(hex.tile).length < 2) out.push(msg(file, `${at}/home/cityChoice`, `hex ${hex.id} has only one city to choose`));
    const skip = corp.skipUpgrade;
    if (skip) {
      if (!def.phases.phases.some((p) => p.id === skip.fromPhase)) out.push(msg(file, `${at}/skipUpgrade/fromPhase`, `no phase ${skip.fromPhase} in phases.json`));
      if (!def.map.hexes.some((h) => (h.icons ?? []).includes(skip.hexIcon))) out.push(msg(file, `${at}/skipUpgrade/hexIcon`, `no hex has the icon ${skip.hexIcon}`));
    }
  });
  return out;
};
