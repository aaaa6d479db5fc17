/** Historical Order Start's eligibility (1870 rules): which corporations may start, and how much of its offering one not yet eligible may sell. */
import type { Ctx } from '../../context';
import { soldPercent } from '../../shares/float';

export const HISTORICAL_REF = '1870 rules, Historical Order Start';

/** title.json rounds.stock.historicalOrder, or undefined without the mode. */
export const historicalOrderConfig = (ctx: Ctx) => ctx.title.rounds.stock.historicalOrder;

/** Whether `corp` may start now (always, without the mode or a date for it). */
export function eligibleToStart(ctx: Ctx, corp: string): boolean {
  const h = historicalOrderConfig(ctx);
  const date = h?.dates[corp];
  if (!h || date === undefined) return true;
  return Object.entries(h.dates).every(([other, d]) => {
    if (d >= date) return true;
    const c = ctx.state.corporations[other];
    return !c || c.closed || soldPercent(ctx, c) >= h.eligibleAtSoldPercent;
  });
}

/** The most a corporation may have sold from its initial offering now (100 when unlimited). */
export function maxSoldPercent(ctx: Ctx, corp: string): number {
  const h = historicalOrderConfig(ctx);
  return h && !eligibleToStart(ctx, corp) ? h.maxSoldPercent : 100;
}
