import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { cellAt } from '../../market/grid';
import { percentHeld } from '../holdings';
import { traderOf } from '../investor';
import { STOCK } from './refs';

/**
 * No buyer may hold more than the holding limit of one corporation, unless its price is in a zone
 * that allows it. It binds an investor on its own holding as it binds a player (1820 §6.5.2.4 L470).
 */
export const withinHoldingLimit: Rule<BuySharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  const limit = ctx.title.definition.title.holdingLimitPercent;
  if (c.market && cellAt(ctx.title.market, c.market).unlimitedHolding) return null;
  const buyer = traderOf(ctx, actor.seat, a);
  const after = percentHeld(ctx.title, c, buyer.holder) + a.percent;
  return after <= limit ? null : illegal(`${buyer.name} would hold ${after}% of ${a.corporation}; the limit is ${limit}%`, STOCK.holding);
};
