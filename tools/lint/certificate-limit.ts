/**
 * Certificate limits keyed by corporations in play (1870): the number of corporations at the
 * start must have its own entry (otherwise the opening limit would silently come from another
 * row), and no key may exceed the number of corporations the title has.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg, pointer } from './util';

export const certificateLimit: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const total = def.corporations.corporations.length;
  for (const [players, limit] of Object.entries(def.title.certificateLimit)) {
    if (typeof limit === 'number') continue;
    const at = pointer('certificateLimit', players);
    for (const key of Object.keys(limit)) {
      if (Number(key) > total) out.push(msg(file, pointer('certificateLimit', players, key), `there are only ${total} corporations, not ${key}`));
    }
    if (limit[String(total)] === undefined) out.push(msg(file, at, `no limit for all ${total} corporations in play`));
  }
  return out;
};
