import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { offerFor, purchaseFunding } from '../purchase';

/** The price is one the seller asks or agrees to, and the corporation (with the help the rules allow) can pay it (purchaseFunding). */
export const pricePaid: Rule<BuyTrainAction> = (ctx, actor, a) => {
  const funding = purchaseFunding(ctx, String(actor.entity), a, offerFor(ctx, String(actor.entity), a)!);
  return typeof funding === 'number' ? null : funding;
};
