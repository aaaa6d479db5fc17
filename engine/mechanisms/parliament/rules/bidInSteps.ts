import { illegal } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { minBid, parliamentConfig, PARLIAMENT_REF } from '../parliament';
import type { Rule } from '../../../steps/step';

/** Bids are multiples of the increment; an opening bid is at least minBid, a raise at least the high bid plus the increment (1862 rules §2.4: £0 or more in £5 steps). */
export const bidInSteps: Rule<BidAction> = (ctx, _actor, a) => {
  const { increment } = parliamentConfig(ctx);
  if (a.price % increment !== 0) return illegal(`bids are multiples of ${increment}`, PARLIAMENT_REF);
  const min = minBid(ctx);
  return a.price >= min ? null : illegal(`bid at least ${min}`, PARLIAMENT_REF);
};
