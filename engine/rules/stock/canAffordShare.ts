import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { buyPrice } from '../../shares/trade';
import { STOCK } from './refs';

/** The buyer must pay the whole price from their own cash. */
export const canAffordShare: Rule<BuySharesAction> = (ctx, actor, a) => {
  const cost = buyPrice(ctx, a);
  const cash = ctx.state.players[actor.seat]!.cash;
  return cash >= cost ? null : illegal(`the share costs ${cost}, ${cash} available`, STOCK.buy);
};
