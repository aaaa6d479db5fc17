/**
 * Player counts: min ≤ max, and starting cash and certificate limit for every count in range; the
 * bank's cash, which includes the players' starting cash (title.schema.json bank.cash), covers it.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const players: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const { min, max } = def.title.players;
  if (min > max) return [msg(file, '/players', `min ${min} is greater than max ${max}`)];
  for (let n = min; n <= max; n++) {
    const cash = def.title.startingCash[String(n)];
    if (cash === undefined) out.push(msg(file, '/startingCash', `no starting cash for ${n} players`));
    else if (cash * n > def.title.bank.cash) {
      out.push(msg(file, '/bank/cash', `the bank's ${def.title.bank.cash} cannot pay ${n} players ${cash} each (${cash * n}): bank.cash includes the players' starting cash`));
    }
    if (def.title.certificateLimit[String(n)] === undefined) {
      out.push(msg(file, '/certificateLimit', `no certificate limit for ${n} players`));
    }
  }
  return out;
};
