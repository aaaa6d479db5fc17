import type { Title } from '../../../definition/title';
import { illegal, invalid } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** The deals title.json negotiation offers (none without it). */
export function negotiationDeals(title: Title): string[] {
  return title.definition.title.negotiation?.deals ?? [];
}

/** The deal is one title.json negotiation.deals offers, and its terms name what that deal needs and nothing else. */
export const dealOffered: Rule<ProposeTradeAction> = (ctx, _actor, a) => {
  if (!negotiationDeals(ctx.title).includes(a.deal)) return illegal(`${a.deal} is not a deal this game offers`, DEAL.negotiation);
  if (a.deal === 'buyTrain') {
    if (a.corporation === undefined || a.train === undefined || a.price === undefined) return invalid('a buyTrain proposal names the selling company, the train and the price');
    if (a.investor !== undefined || a.toInvestor !== undefined) return invalid('a buyTrain proposal is between the two companies\' directors');
    return null;
  }
  if (a.price !== undefined) return invalid(`a ${a.deal} proposal names no price`);
  const train = a.deal === 'assignFutureTrain';
  if (train ? a.train === undefined : a.corporation === undefined) return invalid(`a ${a.deal} proposal names ${train ? 'the train' : 'the corporation'}`);
  if (train && (a.corporation !== undefined || a.investor !== undefined || a.toInvestor !== undefined)) return invalid('an assignFutureTrain proposal names only the train and the holder');
  if (!train && a.train !== undefined) return invalid(`a ${a.deal} proposal names no train`);
  if (a.deal === 'placeShare' && a.investor !== undefined) return invalid('a placement is bought by the counterpart or its cousin (your own cousins buy without a proposal)');
  if (a.deal === 'contributionSale' && a.investor !== undefined) return invalid('a contributionSale is the director\'s own sale (no cousin of theirs)');
  return null;
};
