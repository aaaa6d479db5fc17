import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { ownedCousin } from '../../cousins';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A cousin named in the terms is in play and belongs to its side: `cousin` to the proposer, `toCousin` to the counterpart. */
export const cousinsInPlay: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  if (a.cousin !== undefined && !ownedCousin(ctx.state, actor.seat, a.cousin)) return illegal(`you have no cousin ${a.cousin} in play`, DEAL.turn);
  if (a.toCousin !== undefined && !ownedCousin(ctx.state, a.to, a.toCousin)) return illegal(`${ctx.state.players[a.to]!.name} has no cousin ${a.toCousin} in play`, DEAL.buy);
  return null;
};
