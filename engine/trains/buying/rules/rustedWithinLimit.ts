import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { rustedMarketTerms } from '../../offer';
import { rustedBlocked } from '../offers';
import { trainOf } from '../purchase';
import { RUSTED_REF } from '../refs';

/** No rusted certificate beyond the most a corporation may own (phases.json rustedTrainMarket maxPerCompany; 1843 L4092). */
export const rustedWithinLimit: Rule<BuyTrainAction> = (ctx, actor, a) => {
  const corp = String(actor.entity);
  return rustedBlocked(ctx, corp, trainOf(ctx, a)) ? illegal(`${corp} may own at most ${rustedMarketTerms(ctx.title, ctx.state)!.maxPerCompany} rusted train certificate(s)`, RUSTED_REF) : null;
};
