import { illegal, invalid, unknown } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** Shares may be sold in tens of percent, and (by the title's choice) only once the corporation has operated. */
export const sellAllowed: Rule<SellSharesAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  if (a.percent <= 0 || a.percent % 10 !== 0) return invalid('sell_shares.percent must be a positive multiple of 10');
  const when = ctx.title.rounds.stock.sellAllowed;
  if (when === 'afterOperated' && !c.operated)
    return illegal(`${a.corporation} has not operated yet; its shares cannot be sold`, STOCK.sell);
  if (when === 'afterFirstStockRound' && ctx.state.round.kind === 'stock' && ctx.state.round.number === 1)
    return illegal('no shares may be sold in the first stock round', STOCK.sell);
  return null;
};
