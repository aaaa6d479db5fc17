import { illegal } from '../../../../errors';
import type { SellSharesAction } from '../../../../generated/actions';
import type { Rule } from '../../../../steps/step';
import { cousinsMayDirect, directorAfterSale, directorHolder, DIRECTORS_REF } from '../../cousinDirectors';
import { playerHolder } from '../../../../state/types';
import { cousinHolder } from '../../cousinHolders';

/**
 * A director's sale after which cousins alone are tied for the most of the company names the cousin
 * that takes over (`successorInvestor`, the seller's choice: 1820 §13.4 L1277-1279); any other sale
 * names none.
 */
export const successorInvestorChosen: Rule<SellSharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c || !cousinsMayDirect(ctx.title)) return a.successorInvestor === undefined ? null : illegal('no cousin can take over here', DIRECTORS_REF);
  const seller = a.investor !== undefined ? cousinHolder(a.investor) : playerHolder(actor.seat);
  const tied = directorHolder(c) === seller ? directorAfterSale(ctx, c, seller, a.percent).tiedCousins : [];
  if (tied.length > 1) {
    if (a.successorInvestor === undefined) return illegal(`after this sale ${tied.join(', ')} are tied for the most of ${c.id}: name the one to direct it (successorInvestor)`, DIRECTORS_REF);
    return tied.includes(a.successorInvestor) ? null : illegal(`${a.successorInvestor} is not one of the cousins tied for the most of ${c.id} (${tied.join(', ')})`, DIRECTORS_REF);
  }
  return a.successorInvestor === undefined ? null : illegal(`this sale leaves no tie among cousins for the direction of ${c.id}: successorInvestor is not taken`, DIRECTORS_REF);
};
