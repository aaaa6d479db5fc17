import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** A player may not buy shares of a corporation they sold earlier in the same stock round. */
export const notSoldThisRound: Rule<BuySharesAction> = (ctx, actor, a) => {
  if (!ctx.title.rounds.stock.noBuyAfterSellSameRound) return null;
  const round = ctx.state.round;
  if (round.kind !== 'stock') return null;
  return (round.soldThisRound[String(actor.seat)] ?? []).includes(a.corporation)
    ? illegal(`you sold ${a.corporation} this round and may not buy it back until the next stock round`, STOCK.buy)
    : null;
};
