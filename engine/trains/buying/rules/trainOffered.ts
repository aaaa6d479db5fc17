import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { offerFor } from '../purchase';
import { REF } from '../refs';

/** The train is on offer to the corporation from the seller the action names (offers). */
export const trainOffered: Rule<BuyTrainAction> = (ctx, actor, a) => (offerFor(ctx, String(actor.entity), a) ? null : illegal(`train ${a.train} is not for sale from ${a.from}`, REF));
