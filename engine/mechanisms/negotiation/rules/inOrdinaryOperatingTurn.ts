import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { ordinaryOperatingTurn } from '../../../rounds/operating';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A future train is assigned to the company in its operating turn, proposed by its director for it (§6.4.3 L358). */
export const inOrdinaryOperatingTurn: Rule<ProposeTradeAction> = (ctx, actor) => {
  const corp = ordinaryOperatingTurn(ctx);
  if (corp === null || actor.entityType !== 'corporation' || actor.entity !== corp) return illegal('a future train is assigned to the operating company during its turn', DEAL.futureTrain);
  return ctx.state.corporations[corp]!.president === actor.seat ? null : illegal(`only ${corp}'s director may agree to the assignment`, DEAL.futureTrain);
};
