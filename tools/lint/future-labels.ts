/**
 * Future labels: at most one per tile colour on a hex, and only for colours that come after the
 * hex's printed tile (a label for a colour that can never be laid there has no effect).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { COLOR_ORDER, findDuplicates, msg } from './util';

export const futureLabels: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.map.path;
  def.map.hexes.forEach((hex, i) => {
    const list = hex.futureLabels ?? [];
    for (const d of findDuplicates(list, (f) => f.color)) {
      out.push(msg(file, `/hexes/${i}/futureLabels/${d.index}/color`, `a ${d.key} future label is already defined at /hexes/${i}/futureLabels/${d.first}`));
    }
    const printed = hex.tile?.color ?? 'white';
    list.forEach((f, j) => {
      const rank = COLOR_ORDER.indexOf(printed);
      if (rank < 0 || COLOR_ORDER.indexOf(f.color) <= rank) {
        out.push(msg(file, `/hexes/${i}/futureLabels/${j}/color`, `no ${f.color} tile can be laid on a hex printed ${printed}`));
      }
    });
  });
  return out;
};
