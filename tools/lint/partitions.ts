/** Map partitions: a line joins two different vertices, and a hex has no two identical lines. */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

export const partitions: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.map.path;
  def.map.hexes.forEach((hex, i) => {
    const list = hex.partitions ?? [];
    list.forEach((p, j) => {
      if (p.a === p.b) out.push(msg(file, `/hexes/${i}/partitions/${j}`, `partition joins vertex ${p.a} to itself`));
    });
    for (const d of findDuplicates(list, (p) => `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}-${p.kind}`)) {
      out.push(msg(file, `/hexes/${i}/partitions/${d.index}`, `the same partition is already defined at /hexes/${i}/partitions/${d.first}`));
    }
  });
  return out;
};
