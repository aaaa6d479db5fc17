import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { placementUnderWay as placing } from '../../../rounds/stock';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A placement is made while the proposer floats a lobby's company or places an increase's 40% of that company, and shares are still needed. */
export const placementUnderWay: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const p = placing(ctx);
  if (!p || actor.entityType !== 'player' || p.seat !== actor.seat) return illegal('shares are placed with other players only while you float a company or increase its share count', DEAL.placement);
  return p.corporation === a.corporation ? null : illegal(`the shares being placed are ${p.corporation}'s`, DEAL.placement);
};
