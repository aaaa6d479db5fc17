import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../../shares/holdings';
import { playerHolder } from '../../state/types';
import { STOCK } from './refs';

/** A player can only sell what they hold. */
export const holdsSharesToSell: Rule<SellSharesAction> = (ctx, actor, a) => {
  const held = percentHeld(ctx.title, ctx.state.corporations[a.corporation]!, playerHolder(actor.seat));
  return held >= a.percent ? null : illegal(`you hold ${held}% of ${a.corporation}`, STOCK.sell);
};
