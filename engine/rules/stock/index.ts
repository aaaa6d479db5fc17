/**
 * The sale rules as one rule, for a core file not yet behind the mechanism interface
 * (engine/steps/buyTrain.ts); the rules themselves are the title's (engine/shares/rules/index.ts).
 */
import type { SellSharesAction } from '../../generated/actions';
import { firstViolation, type Rule } from '../../steps/step';
import { stockRuleLists } from '../../shares/rules';

export const sellSharesRules: Rule<SellSharesAction>[] = [(ctx, actor, a) => firstViolation(stockRuleLists(ctx.title).sell, ctx, actor, a)];
