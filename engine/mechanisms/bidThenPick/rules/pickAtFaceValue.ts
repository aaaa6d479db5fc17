import { illegal } from '../../../errors';
import type { BuyCompanyAction } from '../../../generated/actions';
import { PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/** A private company picked is paid at its face value, on top of the bid ("the value of the certificate", OCR L199-200). */
export const pickAtFaceValue: Rule<BuyCompanyAction> = (ctx, _actor, a) => {
  const value = ctx.title.company.get(a.company)!.value;
  return a.price === value ? null : illegal(`${a.company} is picked at its face value ${value}`, PICK_REF);
};
