/**
 * Map hexes: ids unique and on the grid, axes sensible, borders consistent.
 *
 * Grid rule (18xx.games' Hex.init_x_y): x and y come from the letter index (A = 0, AA = 26)
 * and the number minus 1, as `axes` says; the coordinates are "doubled", so a hex exists only
 * where x + y is even. Both layouts use the same rule (every neighbour offset has an even sum),
 * and since x + y does not depend on which part is x, neither do the axes.
 */
import { parseHexId } from '../../engine/map/grid';
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

export const hexes: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.map.path;
  const axes = { x: def.map.axes?.x ?? 'letter', y: def.map.axes?.y ?? 'number' } as const;
  if (axes.x === axes.y) out.push(msg(file, '/axes', `x and y cannot both come from the ${axes.x}`));

  for (const d of findDuplicates(def.map.hexes, (h) => h.id)) {
    out.push(msg(file, `/hexes/${d.index}/id`, `hex ${d.key} is already defined at /hexes/${d.first}`));
  }
  def.map.hexes.forEach((hex, i) => {
    const xy = parseHexId(hex.id, { x: 'letter', y: 'number' });
    if (xy !== null && (xy.x + xy.y) % 2 !== 0) {
      out.push(msg(file, `/hexes/${i}/id`, `hex ${hex.id} is not on the hex grid (letter index + number - 1 must be even)`));
    }
    (hex.borders ?? []).forEach((border, b) => {
      const here = `/hexes/${i}/borders/${b}`;
      if (border.kind === 'cost' && border.cost === undefined) out.push(msg(file, here, 'a cost border needs a cost'));
      if (border.kind !== 'cost' && border.cost !== undefined) out.push(msg(file, `${here}/cost`, `an ${border.kind} border has no cost`));
    });
    for (const d of findDuplicates(hex.borders ?? [], (b) => String(b.edge))) {
      out.push(msg(file, `/hexes/${i}/borders/${d.index}/edge`, `edge ${d.key} already has a border at /hexes/${i}/borders/${d.first}`));
    }
  });
  return out;
};
