import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';

/**
 * Shares of a corporation without a par price cannot be sold (title.json rounds.stock.sellRequiresPar;
 * 1843 rules L1646-1663: the ETA 10% that comes with Boulogne-Amiens, until the ETA is parred).
 */
export const sellRequiresPar: Rule<SellSharesAction> = (ctx, _actor, a) => {
  if (!ctx.title.rounds.stock.sellRequiresPar) return null;
  const c = ctx.state.corporations[a.corporation];
  if (!c || c.par !== null) return null;
  return illegal(`${a.corporation} has no par price yet; its shares cannot be sold`, '1843 rules L1646-1663 (rounds.stock.sellRequiresPar)');
};
