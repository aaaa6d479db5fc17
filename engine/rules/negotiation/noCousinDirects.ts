import { illegal } from '../../errors';
import type { ProposeTradeAction } from '../../generated/actions';
import { directorWith, largestCousinHolding, shareToTrade } from '../../shares/investorTrade';
import { percentHeld } from '../../shares/holdings';
import type { Rule } from '../../steps/step';
import { buyerOf, sellerOf } from './parties';
import { DEAL } from './refs';

/**
 * After the deal a player still directs the company and no cousin holds more of it than that director:
 * a cousin would direct it (1820 §13.4, §14.1), and cousin directors are not built (NOTES G7), as the
 * stock round's cousinStaysBelowDirector rule has it for a cousin's own purchase.
 */
export const noCousinDirects: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation!]!;
  const buyer = buyerOf(actor, a).holder;
  const seller = sellerOf(actor, a);
  const certs = [...c.certs];
  const index = seller ? shareToTrade(ctx.title, c, seller.holder, buyer) : c.certs.lastIndexOf('ipo');
  if (index === null || index < 0) return null;
  certs[index] = buyer;
  const director = directorWith(ctx.title, ctx.state, c, certs);
  if (director === null) return illegal(`no player would hold a share of ${c.id}: a cousin cannot direct it (not built)`, DEAL.director);
  const directs = percentHeld(ctx.title, { ...c, certs }, `player:${director}`);
  return largestCousinHolding(ctx.title, c, certs) <= directs ? null : illegal(`a cousin would hold more of ${c.id} than its director and direct it (cousin directors are not built)`, DEAL.director);
};
