import { illegal, invalid } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { parliamentState, PARLIAMENT_REF } from '../parliament';
import { startable } from '../../startModes';
import type { Rule } from '../../../steps/step';

/**
 * A bid names a corporation: between auctions, one that may be started now (not started, its wave
 * come, room at home: 1862 rules §2.4 "Startable company"); during an auction, the one auctioned.
 */
export const charterOnOffer: Rule<BidAction> = (ctx, _actor, a) => {
  if (a.corporation === undefined) return invalid('a bid in a parliament round names the corporation whose charter it is for');
  const r = parliamentState(ctx);
  if (r.auction) return a.corporation === r.auction.corporation ? null : illegal(`the charter of ${r.auction.corporation} is being auctioned`, PARLIAMENT_REF);
  return startable(ctx.title, ctx.state, a.corporation);
};
