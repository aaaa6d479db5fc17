/**
 * Round structure: the cycle must contain at least one round (an empty cycle would never end),
 * and a corporation must have at least one dividend choice.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const rounds: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  if (def.title.rounds.cycle.length === 0) out.push(msg(file, '/rounds/cycle', 'the cycle has no rounds'));
  if (def.title.rounds.operating.dividend.kinds.length === 0) {
    out.push(msg(file, '/rounds/operating/dividend/kinds', 'no dividend kinds'));
  }
  return out;
};
