import { illegal, unknown } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** A corporation can be started once: it must exist, be open, and not yet have a par price. */
export const corporationCanPar: Rule<ParAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  if (c.closed) return illegal(`${a.corporation} has closed`, STOCK.par);
  if (c.par !== null) return illegal(`${a.corporation} already has a par price`, STOCK.par);
  return null;
};
