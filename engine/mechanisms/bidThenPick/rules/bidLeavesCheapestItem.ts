import { illegal } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { cheapestCost, maxBid, PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/**
 * A player bids only money in hand and may not bid so much that, winning, they could not pay for
 * the cheapest item still on offer: 1860 rules, OCR L195-197; digest §2.3 (18xx.games
 * `max_player_bid = cash - cheapest_price`).
 */
export const bidLeavesCheapestItem: Rule<BidAction> = (ctx, actor, a) => {
  const max = maxBid(ctx, actor.seat);
  return a.price <= max
    ? null
    : illegal(`you may bid at most ${max}: your cash less ${cheapestCost(ctx)} for the cheapest item on offer`, PICK_REF);
};
