import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { shareToTrade } from '../../../shares/investorTrade';
import type { Rule } from '../../../steps/step';
import { buyerOf, sellerOf } from './parties';
import { DEAL } from './refs';

/** The seller holds a share it may hand over (its director's certificate only to a player). */
export const sellerHoldsShare: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const seller = sellerOf(ctx, actor, a)!;
  const c = ctx.state.corporations[a.corporation!]!;
  return shareToTrade(ctx.title, c, seller.holder, buyerOf(ctx, actor, a).holder) !== null ? null : illegal(`${seller.investor ?? ctx.state.players[seller.seat]!.name} has no share of ${c.id} to sell to that buyer`, DEAL.buy);
};
