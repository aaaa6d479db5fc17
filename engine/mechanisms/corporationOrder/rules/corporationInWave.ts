import type { ParAction } from '../../../generated/actions';
import { corporationAvailable } from '../waves';
import type { Rule } from '../../../steps/step';

/** A corporation of a later wave may be started only from its wave's phase (1862 rules 2.2). */
export const corporationInWave: Rule<ParAction> = (ctx, _actor, a) => corporationAvailable(ctx.title, ctx.state, a.corporation);
