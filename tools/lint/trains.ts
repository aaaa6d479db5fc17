/**
 * Train types: at least one, unique ids, rustsOn / obsoleteOn naming another train and availableOn a
 * phase, and no type left unsold behind an unlimited one.
 */
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
    for (const key of ['rustsOn', 'obsoleteOn'] as const) {
      const on = train[key];
      if (on === undefined) continue;
      if (!trainIds.has(on)) out.push(msg(file, `/trains/${i}/${key}`, `train ${on} does not exist`));
      // The first purchase of the type would end every train of it, the one just bought included.
      else if (on === train.id) out.push(msg(file, `/trains/${i}/${key}`, `a ${train.id} train cannot be ended by the purchase of a ${train.id} train; name a later type`));
    }
    if (train.availableOn !== undefined && !phaseIds.has(train.availableOn)) {
      out.push(msg(file, `/trains/${i}/availableOn`, `phase ${train.availableOn} does not exist`));
    }
  });
  // The depot sells the lowest type it still has, and a later one only from its availableOn phase:
  // after a type the bank never runs out of, a type without availableOn is never sold. (Future
  // trains, trains.json futureTrains, bring later types by auction instead: 1820's unlimited 2+.)
  const unlimited = list.findIndex((t) => t.count === 'unlimited');
  if (unlimited >= 0 && def.trains.futureTrains === undefined) {
    list.slice(unlimited + 1).forEach((train, k) => {
      if (train.availableOn === undefined) {
        out.push(msg(file, `/trains/${unlimited + 1 + k}`, `train ${train.id} is never sold: ${list[unlimited]!.id} before it is unlimited; give ${train.id} an availableOn phase or move it before ${list[unlimited]!.id}`));
      }
    });
  }
  return out;
};
