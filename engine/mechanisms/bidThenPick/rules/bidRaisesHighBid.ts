import { illegal } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { minBid, PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/** Each bid raises the high bid (from 0) by at least the minimum raise: 1860 rules, OCR L193-195 ("raise the bid (from £0) by at least £5"). */
export const bidRaisesHighBid: Rule<BidAction> = (ctx, _actor, a) => {
  const min = minBid(ctx);
  return a.price >= min ? null : illegal(`bid at least ${min}`, PICK_REF);
};
