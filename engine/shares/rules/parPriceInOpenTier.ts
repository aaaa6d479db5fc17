import { illegal } from '../../errors';
import type { ParAction } from '../../generated/actions';
import { closedParPrices, PAR_TIERS_REF } from '../../market/parTiers';
import type { Rule } from '../../steps/step';

/** A par price whose tier opens in a later phase cannot be chosen yet (market.json parTiers). */
export const parPriceInOpenTier: Rule<ParAction> = (ctx, _actor, a) => {
  // A bankrupt corporation re-pars within its re-par range (parPriceOnParCell checks it).
  if (ctx.state.corporations[a.corporation]?.bankrupt === true) return null;
  const closed = closedParPrices(ctx.title, ctx.state);
  if (!closed.has(a.price)) return null;
  const phase = ctx.title.market.parTiers!.find((t) => t.prices.includes(a.price))!.fromPhase;
  return illegal(`the par price ${a.price} opens in the ${phase} phase`, PAR_TIERS_REF);
};
