import { first } from '../../../core/ask';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';

/** No mechanism refuses the corporation every purchase now (trainBuyRefusal: receivership, 1860 rules L887-889). */
export const purchaseNotRefused: Rule<BuyTrainAction> = (ctx, actor) => first(ctx.title, 'trainBuyRefusal', ctx, String(actor.entity));
