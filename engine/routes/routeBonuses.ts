/**
 * What a run's routes earn besides their stops: bonuses a mechanism grants some routes of the run (the
 * routeBonuses hook; companies.json routeBonuses, 18ChristmasEve's Egg Nog Express and Conductor's Hat, as
 * 18xx.games' revenue_for adds them). Each bonus is part of its route's revenue, so validation (checkRun) and
 * the optimiser's answer (bestRoutes) add them the same way. The optimiser's search does not see them: it
 * finds the best run without bonuses and the bonuses are added to it, so its answer is no longer a proof.
 */
import { concat, answers } from '../core/ask';
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';
import type { Stop } from './revenue';

/** A bonus on one route of a run: `route` is its index in the run's routes. */
export interface RouteBonus {
  route: number;
  amount: number;
  /** Who or what grants it, for the log (a company's id). */
  name: string;
}

/** Whether any mechanism may grant route bonuses in this title. */
export const hasRouteBonuses = (title: Title): boolean => answers(title, 'routeBonuses');

/**
 * `routes` with each route's bonuses added to its revenue (and listed in `bonuses`); the input is
 * returned as is when there are none.
 */
export function withRouteBonuses<R extends { stops: Stop[]; revenue: number }>(title: Title, state: GameState, corp: string, routes: R[]): (R & { bonuses?: { name: string; amount: number }[] })[] {
  if (routes.length === 0 || !hasRouteBonuses(title)) return routes;
  const bonuses = concat(title, 'routeBonuses', title, state, corp, routes);
  if (bonuses.length === 0) return routes;
  return routes.map((r, i) => {
    const own = bonuses.filter((b) => b.route === i && b.amount !== 0);
    if (own.length === 0) return r;
    return { ...r, revenue: r.revenue + own.reduce((a, b) => a + b.amount, 0), bonuses: own.map((b) => ({ name: b.name, amount: b.amount })) };
  });
}
