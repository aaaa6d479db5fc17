import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A stock turn acts for one entity, the player or one of their cousins (1820 §6.5.1 L371-374). */
export const oneEntityThisTurn: Rule<ProposeTradeAction> = (ctx, _actor, a) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !round.turnState.acted) return null;
  return (round.turnState.cousin ?? null) === (a.cousin ?? null) ? null : illegal('this turn acts for one entity only: yourself or one of your cousins', DEAL.turn);
};
