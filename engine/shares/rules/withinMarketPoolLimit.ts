import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../holdings';
import { STOCK } from './refs';

/** The market may not hold more than the pool limit of one corporation. */
export const withinMarketPoolLimit: Rule<SellSharesAction> = (ctx, _actor, a) => {
  const limit = ctx.title.definition.title.marketPoolLimitPercent ?? 50;
  const after = percentHeld(ctx.title, ctx.state.corporations[a.corporation]!, 'market') + a.percent;
  return after <= limit ? null : illegal(`the market would hold ${after}% of ${a.corporation}; the limit is ${limit}%`, STOCK.pool);
};
