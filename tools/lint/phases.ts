/**
 * Phases: at least one, unique ids, each started by an existing train, and the first one by
 * the first train (the game starts in the first phase, before any train is bought).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

export const phases: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.phases.path;
  const list = def.phases.phases;
  if (list.length === 0) out.push(msg(file, '/phases', 'there are no phases'));
  for (const d of findDuplicates(list, (p) => p.id)) {
    out.push(msg(file, `/phases/${d.index}/id`, `phase ${d.key} is already defined at /phases/${d.first}`));
  }
  const trainIds = new Set(def.trains.trains.map((t) => t.id));
  list.forEach((phase, i) => {
    if (!trainIds.has(phase.onTrain)) out.push(msg(file, `/phases/${i}/onTrain`, `train ${phase.onTrain} does not exist`));
  });
  const first = list[0];
  const firstTrain = def.trains.trains[0];
  if (first !== undefined && firstTrain !== undefined && trainIds.has(first.onTrain) && first.onTrain !== firstTrain.id) {
    out.push(msg(file, '/phases/0/onTrain', `the first phase must start on the first train, ${firstTrain.id}, not ${first.onTrain}`));
  }
  return out;
};
