import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { cellAt } from '../../market/grid';
import { percentHeld } from '../../shares/holdings';
import { cousinHolder } from '../../state/types';

/** The holding limit binds a cousin as it binds a player (1820 §6.5.2.4 L470), on the cousin's own holding. */
export const cousinWithinHoldingLimit: Rule<BuySharesAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  const limit = ctx.title.definition.title.holdingLimitPercent;
  if (c.market && cellAt(ctx.title.market, c.market).unlimitedHolding) return null;
  const after = percentHeld(ctx.title, c, cousinHolder(a.cousin!)) + a.percent;
  return after <= limit ? null : illegal(`${a.cousin} would hold ${after}% of ${a.corporation}; the limit is ${limit}%`, '1820 rules §6.5.2.4 L470');
};
