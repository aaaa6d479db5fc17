import { unknown } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';

/** The action names a train of the game. */
export const trainExists: Rule<BuyTrainAction> = (ctx, _actor, a) => (ctx.state.trains.some((t) => t.id === a.train) ? null : unknown(`no train ${a.train}`));
