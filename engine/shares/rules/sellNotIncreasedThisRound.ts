import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';

/** No sale of a company whose share count was increased this stock round (1820 §6.5.2.3 L456). */
export const sellNotIncreasedThisRound: Rule<SellSharesAction> = (ctx, _actor, a) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !(round.increased ?? []).includes(a.corporation)) return null;
  return illegal(`${a.corporation} increased its share count this stock round and may not be sold until the next`, '1820 rules §6.5.2.3 L456');
};
