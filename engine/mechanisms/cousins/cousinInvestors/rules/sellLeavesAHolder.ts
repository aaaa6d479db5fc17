import { illegal } from '../../../../errors';
import type { SellSharesAction } from '../../../../generated/actions';
import type { Rule } from '../../../../steps/step';
import { certPercents } from '../../../../shares/holdings';
import { heldByInvestor } from '../..';

/**
 * rounds.stock.sellMustLeaveHolder: no sale may leave no share of the corporation with the players
 * and cousins (1820 §6.5.2.3 L462, "A share may not be sold if after the sale, no shares of that
 * company are held by any cousin or player").
 */
export const sellLeavesAHolder: Rule<SellSharesAction> = (ctx, _actor, a) => {
  if (!ctx.title.rounds.stock.sellMustLeaveHolder) return null;
  const c = ctx.state.corporations[a.corporation];
  if (!c) return null;
  const pct = certPercents(ctx.title, c);
  const held = c.certs.reduce((sum, h, i) => sum + (heldByInvestor(h) ? pct[i]! : 0), 0);
  return held - a.percent > 0 ? null : illegal(`after this sale no player or cousin would hold a share of ${a.corporation}`, '1820 rules §6.5.2.3 L462');
};
