/**
 * title.json routes.bestRunCompulsory: where the rules make the best run compulsory (1820 §7.2.3
 * L614: "If a player indicates a route or routes which produces a higher total revenue for the
 * company, the director must use it"; 1870 digest L367: any shareholder may point out a better
 * route, and the president must then run it), a run is refused when the optimiser has proven a
 * better one within the step's budget. An unproven search proves nothing, so the run stands.
 * Route abilities (1820's cousins) are left out: the director need not use them (§7.2.3 L615).
 * A game imported from another engine (GameSetup.recordedRevenues) keeps its recorded run without asking the
 * optimiser: 18xx.games accepted the run, and the search, the largest cost of replaying an 1870 game, would
 * change nothing. `switchyard replay FILE` reports the recorded runs a better one beats (tools/import/replay.ts
 * lesserRuns) by betterRunThan, the rule a live game refuses them by.
 */
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';
import type { Ctx } from '../context';
import { illegal } from '../errors';
import { bestRoutes } from './optimize';
import { provenBestAt } from './runCache';

export const BEST_RUN_REF = 'best run compulsory (title.json routes.bestRunCompulsory; 1820 §7.2.3 L614, 1870 digest L367)';

/**
 * The revenue of a better run of `corp`'s trains than one earning `revenue`, where the title makes the best
 * run compulsory and the optimiser proves one within `maxSteps` steps; null otherwise (an unproven search
 * proves nothing, so the run stands).
 */
export function betterRunThan(title: Title, state: GameState, corp: string, revenue: number, maxSteps: number): number | null {
  if (title.definition.title.routes?.bestRunCompulsory !== true) return null;
  // The run offered for this very position was proven best (routes/runCache.ts): one earning as much is the best.
  const proven = provenBestAt(title, state, corp);
  if (proven !== null && proven <= revenue) return null;
  // Only a run earning more than this one matters: the search prunes the rest (options.above).
  const best = bestRoutes(title, state, corp, { maxSteps, above: revenue });
  return best.proven && best.revenue > revenue ? best.revenue : null;
}

/** Refuses a run that betterRunThan beats, except in an imported game (see above). */
export function checkBestRun(ctx: Ctx, corp: string, revenue: number, maxSteps: number): void {
  if (ctx.state.recordedRevenues) return;
  const better = betterRunThan(ctx.title, ctx.state, corp, revenue, maxSteps);
  if (better === null) return;
  throw illegal(`${corp}'s trains can earn ${better}, more than the ${revenue} of this run: the best run must be run`, BEST_RUN_REF);
}
