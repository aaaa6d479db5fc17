import { illegal } from '../../../errors';
import type { ParAction } from '../../../generated/actions';
import { LAYERS_REF, parPricesFor } from '../layering';
import type { Rule } from '../../../steps/step';

/**
 * A corporation in a layer starts at one of its layer's par prices (1860 rules, Major Companies,
 * the par range column, OCR L266-281; digest 1860 §5.4). Without layers every par cell is allowed,
 * which parPriceOnParCell already checks.
 */
export const parPriceForCorporation: Rule<ParAction> = (ctx, _actor, a) => {
  // A bankrupt corporation re-pars within its re-par range (parPriceOnParCell checks it).
  if (ctx.state.corporations[a.corporation]?.bankrupt === true) return null;
  const allowed = parPricesFor(ctx.title, a.corporation);
  return allowed.includes(a.price) ? null : illegal(`${a.corporation} may start at ${allowed.join(', ')}, not ${a.price}`, LAYERS_REF);
};
