/** Train trade-ins: the types that may be traded in exist and are not the type being bought. */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg, pointer } from './util';

export const tradeIn: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.trains.path;
  const ids = new Set(def.trains.trains.map((t) => t.id));
  def.trains.trains.forEach((train, i) => {
    for (const id of Object.keys(train.tradeInDiscount ?? {})) {
      const at = pointer('trains', i, 'tradeInDiscount', id);
      if (!ids.has(id)) out.push(msg(file, at, `train ${id} does not exist`));
      else if (id === train.id) out.push(msg(file, at, `a ${id}-train cannot be traded in for itself`));
    }
  });
  return out;
};
