import { first } from '../../../core/mechanism';
import { illegal } from '../../../errors';
import type { Action, ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/**
 * A stock turn acts for one entity, the player or one investor they play (1820 §6.5.1 L371-374: one of their
 * cousins): the deal is the proposer's stock action for the investor it names, refused as such an action would be.
 */
export const oneEntityThisTurn: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !round.turnState.acted) return null;
  const asAction = { type: 'buy_shares', entityType: 'player', entity: actor.seat, ...(a.investor !== undefined ? { investor: a.investor } : {}) } as Action;
  const refused = first(ctx.title, 'stockActionRefusal', ctx, asAction);
  return refused === null ? null : illegal(refused.message, DEAL.turn);
};
