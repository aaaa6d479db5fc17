import { illegal } from '../../../errors';
import type { BuyCompanyAction, ParAction } from '../../../generated/actions';
import { directorCertificateCost, optionAffordable, PICK_REF, type PickOption } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/**
 * "The winning bidder may only choose a certificate if he/she can afford to pay for it after
 * paying the amount he/she bid" (OCR L200-201); a director's certificate costs its share of the
 * chosen par (2 x par). If nothing on offer is affordable, one of the cheapest may be taken for all
 * the picker's cash (18xx.games BuyCert; digest §2.3).
 */
export const pickAffordable: Rule<BuyCompanyAction | ParAction> = (ctx, actor, a) => {
  const option: PickOption =
    a.type === 'buy_company'
      ? { kind: 'company', item: a.company, price: a.price, cost: a.price }
      : { kind: 'corporation', item: a.corporation, price: a.price, cost: directorCertificateCost(ctx, a.corporation, a.price) };
  return optionAffordable(ctx, actor.seat, option)
    ? null
    : illegal(`${option.item} would cost ${option.cost}; ${ctx.state.players[actor.seat]!.cash} available`, PICK_REF);
};
