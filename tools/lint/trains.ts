/** Train types: at least one, unique ids, and rustsOn / availableOn naming a train / phase. */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

export const trains: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.trains.path;
  const list = def.trains.trains;
  if (list.length === 0) out.push(msg(file, '/trains', 'there are no train types'));
  for (const d of findDuplicates(list, (t) => t.id)) {
    out.push(msg(file, `/trains/${d.index}/id`, `train ${d.key} is already defined at /trains/${d.first}`));
  }
  const trainIds = new Set(list.map((t) => t.id));
  const phaseIds = new Set(def.phases.phases.map((p) => p.id));
  list.forEach((train, i) => {
    if (train.rustsOn !== undefined && !trainIds.has(train.rustsOn)) {
      out.push(msg(file, `/trains/${i}/rustsOn`, `train ${train.rustsOn} does not exist`));
    }
    if (train.availableOn !== undefined && !phaseIds.has(train.availableOn)) {
      out.push(msg(file, `/trains/${i}/availableOn`, `phase ${train.availableOn} does not exist`));
    }
  });
  return out;
};
