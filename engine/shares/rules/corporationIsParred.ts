import { illegal, unknown } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** Shares of a corporation can be bought once it has been started. */
export const corporationIsParred: Rule<BuySharesAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  if (c.closed) return illegal(`${a.corporation} has closed`, STOCK.buy);
  if (c.par === null) return illegal(`${a.corporation} has not been started; par it first`, STOCK.buy);
  return null;
};
