import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { buyPrice } from '../trade';
import { traderOf } from '../investor';
import { STOCK } from './refs';

/**
 * The buyer pays the whole price from its own cash: a player from theirs, an investor from its
 * treasury (1820 §6.5.1 L390, "Cousin and player purchases are limited to their available cash").
 */
export const canAffordShare: Rule<BuySharesAction> = (ctx, actor, a) => {
  const cost = buyPrice(ctx, a);
  const { cash } = traderOf(ctx, actor.seat, a);
  return cash >= cost ? null : illegal(`the share costs ${cost}, ${cash} available`, STOCK.buy);
};
