import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../../shares/holdings';
import { playerHolder } from '../../state/types';

/**
 * rounds.stock.sellMustLeaveHolder: no sale may leave no share of the corporation with the players
 * (1820 §6.5.2.3 L462, "A share may not be sold if after the sale, no shares of that company are held
 * by any cousin or player"). Cousins (G7) are not built; when they are, their holdings count here too.
 */
export const sellLeavesAHolder: Rule<SellSharesAction> = (ctx, actor, a) => {
  if (!ctx.title.rounds.stock.sellMustLeaveHolder) return null;
  const c = ctx.state.corporations[a.corporation];
  if (!c) return null;
  const held = ctx.state.players.reduce((sum, p) => sum + percentHeld(ctx.title, c, playerHolder(p.seat)), 0);
  return held - a.percent > 0 ? null : illegal(`after this sale no player would hold a share of ${a.corporation}`, '1820 rules §6.5.2.3 L462');
};
