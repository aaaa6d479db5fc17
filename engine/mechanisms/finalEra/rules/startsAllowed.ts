import type { ParAction } from '../../../generated/actions';
import { illegal } from '../../../errors';
import { allowedInFinalEra, FINAL_ERA_REF } from '../switches';
import type { Rule } from '../../../steps/step';

/** Once the final era has begun, no corporation may be started where it says so (title.json finalEra.after.starts). */
export const startsAllowed: Rule<ParAction> = (ctx, _actor, a) =>
  allowedInFinalEra(ctx.title, ctx.state, 'starts') ? null : illegal(`no corporation may be started in the final era (${a.corporation})`, FINAL_ERA_REF);
