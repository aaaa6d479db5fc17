import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';

/**
 * No sale of a company whose share count was increased this stock round (1820 §6.5.2.3 L456), once the increase
 * is over: while it is under way its holders may sell (L442, shareCounts.increase.holdersMaySell).
 */
export const sellNotIncreasedThisRound: Rule<SellSharesAction> = (ctx, _actor, a) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !(round.increased ?? []).includes(a.corporation)) return null;
  if (round.increase?.corporation === a.corporation && ctx.title.definition.title.shareCounts?.increase?.holdersMaySell) return null;
  return illegal(`${a.corporation} increased its share count this stock round and may not be sold until the next`, '1820 rules §6.5.2.3 L456');
};
