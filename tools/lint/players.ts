/** Player counts: min ≤ max, and starting cash and certificate limit for every count in range. */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const players: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const { min, max } = def.title.players;
  if (min > max) return [msg(file, '/players', `min ${min} is greater than max ${max}`)];
  for (let n = min; n <= max; n++) {
    if (def.title.startingCash[String(n)] === undefined) out.push(msg(file, '/startingCash', `no starting cash for ${n} players`));
    if (def.title.certificateLimit[String(n)] === undefined) {
      out.push(msg(file, '/certificateLimit', `no certificate limit for ${n} players`));
    }
  }
  return out;
};
