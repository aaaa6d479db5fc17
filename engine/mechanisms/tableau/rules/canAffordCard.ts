import { illegal } from '../../../errors';
import type { TableauBuyAction } from '../../../generated/actions';
import { tableauBuyCost } from '../buyCost';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** The player can pay for what they take. */
export const canAffordCard: Rule<TableauBuyAction> = (ctx, actor, a) => {
  const cost = tableauBuyCost(ctx, a).cost;
  const cash = ctx.state.players[actor.seat]!.cash;
  return cost <= cash ? null : illegal(`this costs ${cost}; you have ${cash}`, TABLEAU.buy);
};
