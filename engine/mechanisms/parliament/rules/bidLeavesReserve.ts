import { illegal } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { maxBid, PARLIAMENT_REF, reserve } from '../parliament';
import type { Rule } from '../../../steps/step';

/** A bidder keeps enough to start the company at the lowest par: the most they may bid is cash - 3 x lowest par (1862 rules §2.4). */
export const bidLeavesReserve: Rule<BidAction> = (ctx, actor, a) => {
  const max = maxBid(ctx, actor.seat);
  return a.price <= max ? null : illegal(`you may bid at most ${max}: your cash less ${reserve(ctx)} to start the company`, PARLIAMENT_REF);
};
