import { illegal } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import { parliamentState, PARLIAMENT_REF } from '../parliament';
import { certificateCount, certificateLimit } from '../../../shares/holdings';
import type { Rule } from '../../../steps/step';

/**
 * Between auctions, a bid opens an auction: only by a player who has not won a charter this round
 * and is under the certificate limit (1862 rules §2.4, "Who may start an auction").
 */
export const mayOpenAuction: Rule<BidAction> = (ctx, actor) => {
  const r = parliamentState(ctx);
  if (r.auction) return null;
  if (r.won.includes(actor.seat)) return illegal('you have won a charter this round and may not open another auction', PARLIAMENT_REF);
  if (certificateCount(ctx.title, ctx.state, actor.seat) >= certificateLimit(ctx.title, ctx.state)) return illegal('you are at the certificate limit', PARLIAMENT_REF);
  return null;
};
