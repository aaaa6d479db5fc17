import { first } from '../../../core/ask';
import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { boughtVariant, trainOf } from '../purchase';
import { WARRANTY_REF } from '../refs';

/** Warranties (trains.json warranties; 1862.md §2.6 item 7): with a depot train only, in a title that has them, up to the maximum. */
export const warrantiesAllowed: Rule<BuyTrainAction> = (ctx, _actor, a) => {
  const warranties = a.warranties ?? 0;
  const warranty = first(ctx.title, 'trainWarranties', ctx.title);
  if (warranties > 0 && (!warranty || a.from !== 'depot')) return illegal('warranties are bought only with a train from the depot, in a title that has them', WARRANTY_REF);
  const allowed = warranty?.allowed(trainOf(ctx, a).type, boughtVariant(ctx, a)) ?? 0;
  return warranties > allowed ? illegal(`train ${a.train} may take at most ${allowed} more warranties`, WARRANTY_REF) : null;
};
