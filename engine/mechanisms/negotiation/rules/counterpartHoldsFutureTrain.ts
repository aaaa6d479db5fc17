import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { onSale } from '../../futureTrains';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** The counterpart holds a future train of the type, and that type is on sale from the supply (§6.4.3 L356-357). */
export const counterpartHoldsFutureTrain: Rule<ProposeTradeAction> = (ctx, _actor, a) => {
  if (!ctx.state.futureTrains?.held.some((h) => h.seat === a.to && h.type === a.train)) return illegal(`${ctx.state.players[a.to]!.name} holds no future ${a.train} train`, DEAL.futureTrain);
  return onSale(ctx, a.train!) ? null : illegal(`${a.train} trains are not on sale yet`, DEAL.futureTrain);
};
