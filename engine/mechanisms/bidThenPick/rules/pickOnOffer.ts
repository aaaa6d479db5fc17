import { illegal, unknown } from '../../../errors';
import type { BuyCompanyAction, ParAction } from '../../../generated/actions';
import { companiesOnOffer, corporationsOnOffer, PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/** The winner chooses one of the items still on offer ("chooses a certificate from those left", OCR L199). */
export const pickOnOffer: Rule<BuyCompanyAction | ParAction> = (ctx, _actor, a) => {
  if (a.type === 'buy_company') {
    if (!ctx.state.companies[a.company]) return unknown(`no private company ${a.company}`);
    return companiesOnOffer(ctx).includes(a.company) ? null : illegal(`${a.company} is not on offer`, PICK_REF);
  }
  if (!ctx.state.corporations[a.corporation]) return unknown(`no corporation ${a.corporation}`);
  return corporationsOnOffer(ctx).includes(a.corporation) ? null : illegal(`${a.corporation}'s director's certificate is not on offer`, PICK_REF);
};
