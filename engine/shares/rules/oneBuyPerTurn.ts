import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import { cellAt } from '../../market/grid';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/**
 * A player buys one certificate per stock turn, except several shares of one
 * corporation while its price is in a multiple-buy zone (common 18xx brown
 * zone; 1870: from the market only, in a turn without sales; 1843 rules
 * L1714-1717, rounds.stock.multiBuy: from the pool, the IPO or both, after
 * sales too, perhaps after a private company: afterCompany), bought one after another.
 */
export const oneBuyPerTurn: Rule<Action> = (ctx, _actor, action) => {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || round.turnState.bought.length === 0) return null;
  const a = action as { type: string; corporation?: string; from?: string };
  const multiBuy = ctx.title.rounds.stock.multiBuy;
  const from = multiBuy?.from ?? ['market'];
  if (a.type === 'buy_shares' && a.from && (from as string[]).includes(a.from) && a.corporation) {
    const c = ctx.state.corporations[a.corporation];
    const multi = c?.market ? cellAt(ctx.title.market, c.market).multiBuy : false;
    const salesAllow = multiBuy?.afterSales ? !round.turnState.soldAfterBuy : round.turnState.sold.length === 0;
    // Where the initial offering is no source of multiple buys, a first share bought there is the turn's one
    // purchase (1870 as 18xx.games plays it: MULTIPLE_BUY_ONLY_FROM_MARKET, @round.bought_from_ipo).
    const sourcesAllow = (from as string[]).includes('ipo') || !round.turnState.boughtFromIpo;
    // With multiBuy afterCompany a private company bought earlier in the turn is no bar (18xx.games' can_buy_multiple?).
    const earlier = multiBuy?.afterCompany ? round.turnState.bought.filter((b) => ctx.state.companies[b] === undefined) : round.turnState.bought;
    if (multi && earlier.every((b) => b === a.corporation) && salesAllow && sourcesAllow) return null;
  }
  return illegal('you have already bought a certificate this turn', STOCK.buy);
};
