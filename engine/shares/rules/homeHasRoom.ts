import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { first } from '../../core/ask';

/** A corporation starts only where no mechanism refuses it at every price (hook parRefusal; 1862 rules §2.4, §2.5: a home city with a free slot). */
export const homeHasRoom: Rule<ParAction> = (ctx, _actor, a) => (ctx.state.corporations[a.corporation] ? first(ctx.title, 'parRefusal', ctx.title, ctx.state, a.corporation) : null);
