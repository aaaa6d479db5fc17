/**
 * title.json routes.bestRunCompulsory: where the rules make the best run compulsory (1820 §7.2.3
 * L614: "If a player indicates a route or routes which produces a higher total revenue for the
 * company, the director must use it"; 1870 digest L367: any shareholder may point out a better
 * route, and the president must then run it), a run is refused when the optimiser has proven a
 * better one within the step's budget. An unproven search proves nothing, so the run stands.
 * Route abilities (1820's cousins) are left out: the director need not use them (§7.2.3 L615).
 * A game imported from another engine (GameSetup.recordedRevenues) keeps its recorded run, and
 * the log reports the better one.
 */
import type { Ctx } from '../context';
import { illegal } from '../errors';
import { bestRoutes } from './optimize';
import { provenBestAt } from './runCache';

export const BEST_RUN_REF = 'best run compulsory (title.json routes.bestRunCompulsory; 1820 §7.2.3 L614, 1870 digest L367)';

/** The line an import logs when its recorded run earns less than the best one; the importer counts them. */
export const LESSER_RUN = /^(\S+) runs for (\d+) where the best run earns (\d+) \(recorded run kept\)$/;

export function checkBestRun(ctx: Ctx, corp: string, revenue: number, maxSteps: number): void {
  if (ctx.title.definition.title.routes?.bestRunCompulsory !== true) return;
  // The run offered for this very position was proven best (routes/runCache.ts): one earning as much is the best.
  const proven = provenBestAt(ctx.title, ctx.state, corp);
  if (proven !== null && proven <= revenue) return;
  // Only a run earning more than this one matters: the search prunes the rest (options.above).
  const best = bestRoutes(ctx.title, ctx.state, corp, { maxSteps, above: revenue });
  if (!best.proven || best.revenue <= revenue) return;
  if (ctx.state.recordedRevenues) {
    ctx.log.push(`${corp} runs for ${revenue} where the best run earns ${best.revenue} (recorded run kept)`);
    return;
  }
  throw illegal(`${corp}'s trains can earn ${best.revenue}, more than the ${revenue} of this run: the best run must be run`, BEST_RUN_REF);
}
