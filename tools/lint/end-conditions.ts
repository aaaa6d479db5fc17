/**
 * title.json endConditions that could never be met, or would be met at once: a marketEndCell end
 * needs a market cell flagged e; trainOwnedForSets a train type of trains.json and `sets`;
 * operatingSetsPlayed `sets` (the engine would otherwise end the game after the first set).
 * (trainsExhausted is checked with the auction round, tools/lint/auction-round.ts.)
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const endConditions: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const trainIds = new Set(def.trains.trains.map((t) => t.id));
  // A cell is its price then its flags (market.schema.json rows), so an "e" after the digits is the end flag.
  // A market without rows is reported by tools/lint/market.ts alone.
  const endCell = def.market.rows.length === 0 || def.market.rows.some((row) => row.some((cell) => /^[0-9]+[a-z]*e/.test(cell)));
  def.title.endConditions.forEach((e, i) => {
    const at = `/endConditions/${i}`;
    const { sets, train } = e as { sets?: number; train?: string };
    if (e.kind === 'marketEndCell' && !endCell) out.push(msg(file, `${at}/kind`, 'marketEndCell ends the game at a market cell flagged e, and market.json has none'));
    if (e.kind === 'trainOwnedForSets') {
      if (train === undefined || !trainIds.has(train)) out.push(msg(file, `${at}/train`, `trainOwnedForSets needs a train type of trains.json${train ? `, not ${train}` : ''}`));
      if (sets === undefined) out.push(msg(file, `${at}/sets`, 'trainOwnedForSets needs `sets`, the number of operating sets with such a train that end the game'));
    }
    if (e.kind === 'operatingSetsPlayed' && sets === undefined) out.push(msg(file, `${at}/sets`, 'operatingSetsPlayed needs `sets`, the number of operating sets the game lasts'));
  });
  return out;
};
