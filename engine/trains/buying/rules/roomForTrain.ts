import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import { trainUnits } from '../../../routes/revenue';
import { trainKind } from '../../../state/trainLimit';
import type { Rule } from '../../../steps/step';
import { hasRoomFor } from '../../offer';
import { boughtAs } from '../purchase';
import { REF } from '../refs';

/** The corporation has room for the train as it is bought: the phase's limit, in total or per kind (hasRoomFor). */
export const roomForTrain: Rule<BuyTrainAction> = (ctx, actor, a) => {
  const corp = String(actor.entity);
  const as = boughtAs(ctx, a);
  const kind = trainKind(ctx.title, as);
  if (hasRoomFor(ctx, corp, kind, trainUnits(ctx.title, as))) return null;
  return illegal(`${corp} is at its train limit${kind && (ctx.title.phases[ctx.state.phase] as { trainLimitPerKind?: boolean }).trainLimitPerKind ? ` for ${kind} trains` : ''}`, REF);
};
