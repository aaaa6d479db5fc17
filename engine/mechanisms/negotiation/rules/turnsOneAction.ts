import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** The trade is the turn's one action between its sales (1820 §6.5.2 L393-397: a lobby, an increase or one share). */
export const turnsOneAction: Rule<ProposeTradeAction> = (ctx) => {
  const round = ctx.state.round;
  return round.kind === 'stock' && round.turnState.bought.length > 0 ? illegal('you have already taken your one action this turn', DEAL.turn) : null;
};
