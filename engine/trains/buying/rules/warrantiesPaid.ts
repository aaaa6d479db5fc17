import { first } from '../../../core/ask';
import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { offerFor, purchaseFunding } from '../purchase';
import { WARRANTY_REF } from '../refs';

/** Warranties are paid from the treasury alone, after the price (1862.md §2.6 item 7). */
export const warrantiesPaid: Rule<BuyTrainAction> = (ctx, actor, a) => {
  const corp = String(actor.entity);
  const cost = (a.warranties ?? 0) * (first(ctx.title, 'trainWarranties', ctx.title)?.price ?? 0);
  if (cost === 0) return null;
  const funding = purchaseFunding(ctx, corp, a, offerFor(ctx, corp, a)!);
  const cash = ctx.state.corporations[corp]!.cash;
  return funding !== 0 || a.price + cost > cash ? illegal(`${corp} cannot pay ${a.price + cost} for the train and its warranties`, WARRANTY_REF) : null;
};
