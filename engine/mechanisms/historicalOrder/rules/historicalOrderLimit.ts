import { illegal } from '../../../errors';
import type { BuySharesAction } from '../../../generated/actions';
import { HISTORICAL_REF, maxSoldPercent } from '../eligibility';
import { soldPercent } from '../../../shares/float';
import type { Rule } from '../../../steps/step';

/** Historical Order Start: a corporation not yet eligible to start sells at most part of its initial offering. */
export const historicalOrderLimit: Rule<BuySharesAction> = (ctx, _actor, a) => {
  if (a.from !== 'ipo') return null;
  const max = maxSoldPercent(ctx, a.corporation);
  const after = soldPercent(ctx, ctx.state.corporations[a.corporation]!) + a.percent;
  return after <= max
    ? null
    : illegal(`${a.corporation} may not start yet (earlier corporations have not sold enough): at most ${max}% of it may be sold`, HISTORICAL_REF);
};
