import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** A player buys one certificate per stock turn. */
export const oneBuyPerTurn: Rule<Action> = (ctx) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || round.turnState.bought.length === 0) return null;
  return illegal('you have already bought a certificate this turn', STOCK.buy);
};
