/**
 * Map hexes: ids unique and on the grid, axes sensible, borders consistent.
 *
 * Grid rule (18xx.games' Hex.init_x_y): x and y come from the letter index (A = 0, AA = 26)
 * and the number minus 1, as `axes` says; the coordinates are "doubled": every neighbour offset
 * has an even sum, so all hexes of one map have the same parity of x + y. Most maps use even
 * sums (A1, B2, ...); some use odd ones (1870: A2, B3, ...), which 18xx.games accepts too. The
 * map's parity is that of most of its hexes (even on a tie), and hexes of the other parity are
 * reported. Both layouts use the same rule, and since x + y does not depend on which part is x,
 * neither do the axes.
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
  const parityOf = (id: string): number | null => {
    const xy = parseHexId(id, { x: 'letter', y: 'number' });
    return xy === null ? null : (xy.x + xy.y) % 2;
  };
  const odd = def.map.hexes.filter((h) => parityOf(h.id) === 1).length;
  const parity = odd > def.map.hexes.length - odd ? 1 : 0;
  def.map.hexes.forEach((hex, i) => {
    const p = parityOf(hex.id);
    if (p !== null && p !== parity) {
      const rule = parity === 0 ? 'even' : 'odd, as on the rest of this map';
      out.push(msg(file, `/hexes/${i}/id`, `hex ${hex.id} is not on the hex grid (letter index + number - 1 must be ${rule})`));
    }
    (hex.borders ?? []).forEach((border, b) => {
      const here = `/hexes/${i}/borders/${b}`;
      if (border.kind === 'cost' && border.cost === undefined) out.push(msg(file, here, 'a cost border needs a cost'));
      // An impassable border that opens in a phase may cost money to cross once open (1820's blue barriers).
      if (border.kind !== 'cost' && border.cost !== undefined && border.openFromPhase === undefined) out.push(msg(file, `${here}/cost`, `an ${border.kind} border has no cost (unless it opens in a phase: openFromPhase)`));
    });
    for (const d of findDuplicates(hex.borders ?? [], (b) => String(b.edge))) {
      out.push(msg(file, `/hexes/${i}/borders/${d.index}/edge`, `edge ${d.key} already has a border at /hexes/${i}/borders/${d.first}`));
    }
  });
  return out;
};
