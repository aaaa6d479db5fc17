/**
 * Running trains. The legal choice offered is the optimal set of routes (the
 * optimiser, proven within its step budget); any other valid set may be
 * submitted instead, unless the title makes the best run compulsory and the
 * optimiser proves a better one (routes/compulsoryRun.ts), and an empty list
 * runs nothing. A halt subsidy the run
 * earns (title routes.haltSubsidy) is paid to the treasury at once: it is not
 * revenue, so the dividend step never sees it (1860 rules, Running Trains
 * L737-740). An insolvent corporation without a train runs the train it leases
 * (the leasedTrain hook).
 *
 * Cousins' route abilities (cousins.json; the routeAbilities hook) are claimed route by route
 * (`routes[].investors`), at the director's discretion (1820 §7.2.3 L615): legalActions offers the best run
 * without them and, when the company has any and they earn more, the best run using them. The bank pays
 * each claimed cousin its kickback for each route that claims it.
 */
import type { RunRoutesAction } from '../generated/actions';
import { money, newCtx } from '../context';
import { illegal, invalid } from '../errors';
import type { Ctx } from '../context';
import { pay } from '../state/bank';
import { corpHolder } from '../state/types';
import { actionId } from '../ids';
import { bestRoutes } from '../routes/optimize';
import { concat, each, first } from '../core/ask';
import { checkRun, ROUTES_REF } from '../routes/validate';
import { checkBestRun } from '../routes/compulsoryRun';
import { bestRunsAt } from '../routes/runCache';
import { canRunOrDefer, rememberRun, settleRunCheck } from '../routes/canRun';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

/** The optimiser's step budget for the run offered by legalActions (docs/routes.md, Budget). */
export const LEGAL_ROUTE_STEPS = 2_000_000;

/**
 * Routes may state the revenue and subsidy the client expects. A figure the engine does not compute
 * is refused; a game imported from another engine takes the recorded figure instead
 * (GameSetup.recordedRevenues), as 18xx.games does when it replays a stored game.
 */
function claimedFigures(ctx: Ctx, a: RunRoutesAction, run: ReturnType<typeof checkRun>): ReturnType<typeof checkRun> {
  const claims = new Map(a.routes.map((r) => [r.train, r]));
  if (![...claims.values()].some((r) => r.revenue !== undefined || r.subsidy !== undefined)) return run;
  const checked = run.checked.map((c) => {
    const claim = claims.get(c.train);
    if (!claim) return c;
    const revenue = claim.revenue ?? c.revenue;
    const subsidy = claim.subsidy ?? c.subsidy;
    if (revenue === c.revenue && subsidy === c.subsidy) return c;
    if (!ctx.state.recordedRevenues)
      throw invalid(`${c.train} earns ${c.revenue}${c.subsidy ? ` and a subsidy of ${c.subsidy}` : ''}, not the ${revenue}${subsidy ? ` and ${subsidy}` : ''} stated`);
    ctx.log.push(`${c.train}: the recorded ${revenue}${subsidy ? ` (subsidy ${subsidy})` : ''} is taken (computed ${c.revenue}${c.subsidy ? `, subsidy ${c.subsidy}` : ''})`);
    return { ...c, revenue, subsidy };
  });
  return { revenue: checked.reduce((s, c) => s + c.revenue, 0), subsidy: checked.reduce((s, c) => s + c.subsidy, 0), checked };
}

/**
 * The best run of `corp`'s trains within LEGAL_ROUTE_STEPS steps, as run_routes routes; and `boosted`, the best
 * with the route abilities its cousins give it (cousins.json; the routeAbilities hook), when it has any
 * and that run earns more (null otherwise). Offered by the step, and taken by a company that plays itself.
 */
export function bestRuns(ctx: Ctx, corp: string): { best: RunRoutesAction['routes']; boosted: RunRoutesAction['routes'] | null } {
  const asRoutes = (run: ReturnType<typeof bestRoutes>): RunRoutesAction['routes'] =>
    run.routes.map((r) => ({ train: r.train, path: r.path, ...(r.grants ? first(ctx.title, 'routeGrantorsClaim', r.grants.map((g) => g.grantor)) : {}) }));
  // Remembered with what the search read of the position (routes/runCache.ts): the run submitted next is checked
  // against the proof, and a later turn reading the same is answered without a search. The search reads only
  // `state`, the cache's recording view of the position.
  return bestRunsAt(ctx.title, ctx.state, corp, (state) => {
    const best = bestRoutes(ctx.title, state, corp, { maxSteps: LEGAL_ROUTE_STEPS });
    const provenBest = best.proven ? best.revenue : null;
    if (concat(ctx.title, 'routeAbilities', newCtx(ctx.title, state), corp).length === 0) return { best: asRoutes(best), boosted: null, provenBest };
    const boosted = bestRoutes(ctx.title, state, corp, { maxSteps: LEGAL_ROUTE_STEPS, abilities: true });
    return { best: asRoutes(best), boosted: boosted.revenue > best.revenue ? asRoutes(boosted) : null, provenBest };
  });
}

export const runRoutes: OperatingStep = {
  name: 'runRoutes',
  accepts: ['run_routes'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    // The offered run is a suggestion (any valid set may be submitted), so the search gets a tenth of
    // the optimiser's default budget: late 1862 positions with five trains took seconds at 20 million
    // steps for a few percent more revenue. The bestRoutes query searches longer on request.
    const { best, boosted } = bestRuns(ctx, corp);
    const action = act(actor, 'run_routes', { routes: best });
    const out = [{ id: actionId(action), action }];
    // The best run with the route abilities its shareholders grant the company, when it claims one and earns more.
    if (boosted?.some((r) => first(ctx.title, 'routeGrantors', r) !== null)) {
      const claimed = act(actor, 'run_routes', { routes: boosted });
      out.push({ id: actionId(claimed), action: claimed });
    }
    return out;
  },
  process(ctx, actor, action) {
    const a = action as RunRoutesAction;
    const corp = String(actor.entity);
    const turn = turnOf(ctx);
    const run = checkRun(ctx, corp, a.routes);
    // In a replay, the run answers the corporation's "can it run" check put off in done() (routes/canRun.ts).
    if (ctx.runChecks?.pending?.corp === corp) settleRunCheck(ctx, run);
    checkBestRun(ctx, corp, run.revenue, LEGAL_ROUTE_STEPS);
    const claimed = claimedFigures(ctx, a, run);
    const { subsidy, checked } = claimed;
    // A mechanism may change what the run earns (phases.json lostTrainRun: the lowest route is lost).
    const revenue = first(ctx.title, 'runRevenue', ctx, corp, checked, claimed.revenue) ?? claimed.revenue;
    // The paths run, tried first when the corporation's next turn asks whether it can run (routes/canRun.ts).
    rememberRun(ctx.title, corp, run.checked.map((c) => ({ path: c.path, revenue: c.revenue, train: c.train, halts: a.routes.find((r) => r.train === c.train)?.halts })));
    turn.revenue = revenue;
    each(ctx.title, 'trainsRan', ctx, corp);
    turn.routes = checked.map((c) => ({ train: c.train, revenue: c.revenue, stops: c.breakdown.map((b) => b.stop), ...(c.grants ? first(ctx.title, 'routeGrantorsClaim', c.grants.map((g) => g.grantor)) : {}) }));
    for (const c of checked) ctx.log.push(`${corp} runs ${c.train} over ${c.breakdown.map((b) => `${b.stop} (${b.revenue})`).join(', ')}${(c.bonuses ?? []).map((b) => ` + ${b.name} (${b.amount})`).join('')} for ${c.revenue}`);
    // Kickbacks for the route abilities used, one per route claiming each (1820 §14.2.1 L1376, §14.2.2 L1386, §14.5.2 L1466).
    each(ctx.title, 'routeAbilitiesUsed', ctx, corp, checked);
    ctx.log.push(`${corp} earns ${revenue}`);
    // A destination reached (1860 variant Destinations L1033-1040), and the like.
    each(ctx.title, 'routesRun', ctx, corp, checked);
    if (subsidy > 0) {
      turn.subsidy = subsidy;
      pay(ctx, 'bank', corpHolder(corp), subsidy);
      ctx.log.push(`${corp} receives a halt subsidy of ${money(ctx, subsidy)}`);
    }
  },
  done(ctx, corp) {
    const turn = turnOf(ctx);
    if (turn.revenue !== null) return true;
    // An insolvent corporation that can now pay for a bank train runs nothing and must buy it.
    each(ctx.title, 'beforeRun', ctx, corp);
    // Nothing to run: no train (owned or leased), or no route any train could run.
    const holder = corpHolder(corp);
    const trainless = !ctx.state.trains.some((t) => t.owner === holder) && !first(ctx.title, 'leasedTrain', ctx.title, ctx.state, corp);
    if (trainless || !canRunOrDefer(ctx, corp)) {
      turn.revenue = 0;
      // An obsolete train that finds no route has still had its run (1843 L5294-5296).
      each(ctx.title, 'trainsRan', ctx, corp);
      turn.routes = [];
      return true;
    }
    return false;
  },
  passBlocked: () => illegal('a corporation with trains must run them (submit run_routes; an empty list runs none)', ROUTES_REF),
};
