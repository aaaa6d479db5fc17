import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';

/**
 * A cousin may not buy a company it sold this stock round; its sales are its own, apart from its
 * player's (1820 §6.5.2.4 L471-473, "Cousins and players are not restricted by the shares the other has sold").
 */
export const cousinNotSoldThisRound: Rule<BuySharesAction> = (ctx, _actor, a) => {
  if (!ctx.title.rounds.stock.noBuyAfterSellSameRound) return null;
  const round = ctx.state.round;
  if (round.kind !== 'stock') return null;
  return (round.cousinSold?.[a.cousin!] ?? []).includes(a.corporation)
    ? illegal(`${a.cousin} sold ${a.corporation} this round and may not buy it back until the next stock round`, '1820 rules §6.5.2.4 L471-473')
    : null;
};
