import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { traderOf } from '../investor';
import { STOCK } from './refs';

/**
 * A buyer may not buy shares of a corporation it sold earlier in the same stock round. An
 * investor's sales are its own, apart from its player's (1820 §6.5.2.4 L471-473, "Cousins and
 * players are not restricted by the shares the other has sold").
 */
export const notSoldThisRound: Rule<BuySharesAction> = (ctx, actor, a) => {
  if (!ctx.title.rounds.stock.noBuyAfterSellSameRound) return null;
  if (ctx.state.round.kind !== 'stock') return null;
  const buyer = traderOf(ctx, actor.seat, a);
  return buyer.soldThisRound.includes(a.corporation)
    ? illegal(`${buyer.name} sold ${a.corporation} this round and may not buy it back until the next stock round`, STOCK.buy)
    : null;
};
