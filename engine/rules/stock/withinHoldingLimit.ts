import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { cellAt } from '../../market/grid';
import { percentHeld } from '../../shares/holdings';
import { playerHolder } from '../../state/types';
import { STOCK } from './refs';

/** No player may hold more than the holding limit of one corporation, unless its price is in a zone that allows it. */
export const withinHoldingLimit: Rule<BuySharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  const limit = ctx.title.definition.title.holdingLimitPercent;
  if (c.market && cellAt(ctx.title.market, c.market).unlimitedHolding) return null;
  const after = percentHeld(ctx.title, c, playerHolder(actor.seat)) + a.percent;
  return after <= limit ? null : illegal(`you would hold ${after}% of ${a.corporation}; the limit is ${limit}%`, STOCK.holding);
};
