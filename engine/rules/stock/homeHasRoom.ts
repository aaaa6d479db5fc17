import type { ParAction } from '../../generated/actions';
import { homeRoom } from '../../mechanisms/startModes';
import type { Rule } from '../../steps/step';

/** With title.json startModes.homeMustHaveRoom, a corporation starts only while its home city has a free slot (1862 rules §2.4, §2.5: legal_to_start?). */
export const homeHasRoom: Rule<ParAction> = (ctx, _actor, a) => (ctx.state.corporations[a.corporation] ? homeRoom(ctx.title, ctx.state, a.corporation) : null);
