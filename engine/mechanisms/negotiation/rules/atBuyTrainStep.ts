import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { currentOperatingStep, ordinaryOperatingTurn } from '../../../rounds/operating';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A train is bought from another company at the operating company's buyTrain step, proposed by its director for it (§7.2 step 8, §7.2.7). */
export const atBuyTrainStep: Rule<ProposeTradeAction> = (ctx, actor) => {
  const corp = ordinaryOperatingTurn(ctx);
  if (corp === null || actor.entityType !== 'corporation' || actor.entity !== corp || currentOperatingStep(ctx)?.name !== 'buyTrain')
    return illegal('a train is bought from another company at the operating company\'s buy-train step', DEAL.train);
  return ctx.state.corporations[corp]!.president === actor.seat ? null : illegal(`only ${corp}'s director may buy its trains`, DEAL.train);
};
