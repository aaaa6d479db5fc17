/**
 * The run step's question "can this corporation run at all?" (steps/runRoutes.ts done()): whether some
 * set of routes earns anything. The optimiser answers it exactly (bestRoutes with firstFound), but it
 * builds the corporation's network first, and that fixed cost was about a fifth of a replay.
 *
 * A route the corporation ran before usually still runs: the map only gains track, and a train of the
 * corporation's can take it again. So the paths of its last run are remembered (per title, per
 * corporation) and checked first: of each, the piece between a station on it and the next stop (a
 * route of two stops, quick to check), then the whole path, with a train of the type that ran it and
 * then with each other train the corporation may run, by the same validation a submitted run gets
 * (routes/validate.ts checkRun); where one route must include the home station, only the paths and
 * pieces through it. A path that passes and earns
 * something proves a run exists, which is the optimiser's answer too: the optimiser is exact, and
 * finds a route whenever a valid one exists. Only when no remembered path passes is the optimiser asked.
 * The memory is only a hint: it decides how fast the answer comes, never the answer, so a game's state
 * does not depend on which games ran before it in the process.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import { GameError } from '../errors';
import { first } from '../core/ask';
import { corpHolder } from '../state/types';
import { nodeKey, stationNodes } from '../map/graph';
import { hasNetworkTrains } from './flood';
import { bestRoutes } from './optimize';
import { mayRun, routeRules, runType } from './revenue';
import { checkRun, homeStation, type RouteInput } from './validate';
import { TrackView } from './walk';

/** Paths per corporation, the best-earning first; a few per corporation are enough. */
const KEPT = 3;
const hints = new WeakMap<Title, Map<string, RouteInput[]>>();

/**
 * Remembers the routes of a run `corp` made or could make, as hints for its next "can it run" question;
 * `train`, the train that ran a route, is tried first on it then.
 */
export function rememberRun(title: Title, corp: string, routes: readonly { path: string[]; halts?: number; revenue?: number; train?: string }[]): void {
  if (routes.length === 0) return;
  let byCorp = hints.get(title);
  if (!byCorp) hints.set(title, (byCorp = new Map()));
  const sorted = [...routes].sort((a, b) => (b.revenue ?? 0) - (a.revenue ?? 0));
  byCorp.set(
    corp,
    sorted.slice(0, KEPT).map((r) => ({ train: r.train ?? '', path: [...r.path], ...(r.halts === undefined ? {} : { halts: r.halts }) })),
  );
}

/** Whether a remembered path of `corp`'s, run by one of its trains, is a valid run earning something now. */
function rememberedRunStands(ctx: Ctx, corp: string): boolean {
  const remembered = hints.get(ctx.title)?.get(corp);
  // Network trains (flood.ts) and leased trains are left to the optimiser, which values them its own way.
  if (!remembered || hasNetworkTrains(ctx.title) || first(ctx.title, 'leasedTrain', ctx.title, ctx.state, corp)) return false;
  // A path alone is the whole run: where one route must include the home station (routes.mustIncludeHome),
  // a path without it is refused by checkRun (runRefusal), so it is not tried.
  const home = routeRules(ctx.title).mustIncludeHome ? homeStation(ctx.title, ctx.state, corp) : undefined;
  const paths = home === undefined ? remembered : remembered.filter((p) => home !== null && p.path.includes(home));
  const holder = corpHolder(corp);
  // One train of each running type that may run, to run each path with.
  const byType = new Map<string, string>();
  for (const t of ctx.state.trains) {
    if (t.owner !== holder) continue;
    const type = runType(t);
    if (!byType.has(type) && mayRun(ctx.title, ctx.state, corp, type)) byType.set(type, t.id);
  }
  // One view of the position for all the checks: they walk the same paths.
  const view = new TrackView(ctx.title, ctx.state);
  const tried = new Set<string>();
  /** The train of `corp`'s that runs a remembered path with the type that ran it, if it still has one of that type. */
  const ownTrain = (p: RouteInput): string | undefined => {
    const ran = ctx.state.trains.find((t) => t.id === p.train && t.owner === holder);
    return ran ? byType.get(runType(ran)) : undefined;
  };
  const stands = (p: RouteInput, train: string): boolean => {
    const key = `${train}|${p.path.join(' ')}`;
    if (tried.has(key)) return false;
    tried.add(key);
    try {
      const run = checkRun(ctx, corp, [{ ...p, train }], view);
      return run.revenue > 0 || run.subsidy > 0;
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      return false;
    }
  };
  // Two neighbouring stops of a remembered path, one of them a station (the home station where a run must
  // include it), first: a route too, and one whose check walks a few hexes instead of a whole late-game path
  // (the check's cost is nearly all the walk, some 20 times more for a 12-train's path than for such a piece).
  const stations = new Set(home ? [home] : stationNodes(ctx.title, ctx.state, corp).map((s) => nodeKey(s.hex, s.node)));
  for (const p of paths) {
    const piece = stationPiece(p.path, stations);
    const train = ownTrain(p) ?? byType.values().next().value;
    if (piece && train !== undefined && stands({ train: p.train, path: piece }, train)) return true;
  }
  // Each path first with a train of the type that ran it (a smaller train often cannot run it), then with the others.
  for (const p of paths) {
    const own = ownTrain(p);
    if (own !== undefined && stands(p, own)) return true;
  }
  for (const p of paths) for (const train of byType.values()) if (stands(p, train)) return true;
  return false;
}

/**
 * The piece of `path` from its first stop that is a station (a key in `stations`) to the stop next to it
 * on the path (after it, else before it), or null when no stop of the path is one.
 */
export function stationPiece(path: readonly string[], stations: ReadonlySet<string>): string[] | null {
  const isStop = (e: string): boolean => e.includes('.');
  const at = path.findIndex((e) => isStop(e) && stations.has(e));
  if (at < 0) return null;
  for (let j = at + 1; j < path.length; j++) if (isStop(path[j]!)) return path.slice(at, j + 1);
  for (let j = at - 1; j >= 0; j--) if (isStop(path[j]!)) return path.slice(j, at + 1);
  return null;
}

/** Whether `corp` has a set of routes earning anything now (with its cousins' route abilities, if any). */
export function canRun(ctx: Ctx, corp: string): boolean {
  if (rememberedRunStands(ctx, corp)) return true;
  const found = bestRoutes(ctx.title, ctx.state, corp, { firstFound: true, abilities: true });
  rememberRun(ctx.title, corp, found.routes);
  return found.routes.length > 0;
}

/**
 * A replay's check that could not be settled as it was put off (a second check put off before the first
 * was settled, or a corporation that cannot run after all): the replay folds its log again without
 * putting checks off (engine/apply.ts replay).
 */
export class RunCheckUnsettled extends Error {}

/**
 * canRun, except in a replay (ctx.runChecks), where the answer is taken as yes for now and the check waits
 * for the next action: nearly always the corporation's own run, which validation checks anyway
 * (steps/runRoutes.ts process), and a valid run earning anything is the proof canRun looks for (its
 * remembered paths are checked the same way). So a replay of a recorded game pays for the check only
 * where the next action is something else (settleRunCheck, before that action). No one sees the state
 * between a replay's actions. What an action does after the check within it (the actionApplied hooks: a
 * proposal lapsing, a cousin's succession settled, a station objective paid, 18AL's route markers dropped
 * on a new president; the end agreement's lapse; the action count) gives no corporation a run it did not
 * have, so a run found where the check is settled was there where it was put off; and a "no" settled later
 * makes the replay fold again without deferring (RunCheckUnsettled), since the step would have moved on at
 * once. test/engine/can-run.test.ts and test/replay/fold.test.ts compare replays with apply(). Left to canRun: network
 * and leased trains (as for the remembered paths), and games imported with blocked cities passable
 * (GameSetup.passBlockedCities), where validation lets a run through that the optimiser would not find.
 */
export function canRunOrDefer(ctx: Ctx, corp: string): boolean {
  const d = ctx.runChecks;
  // A corporation with no remembered run is asked at once: it has not run yet, or ran nothing, and a "no",
  // which is then likelier, costs a second fold.
  if (!d || !hints.get(ctx.title)?.has(corp) || hasNetworkTrains(ctx.title) || ctx.state.passBlockedCities || first(ctx.title, 'leasedTrain', ctx.title, ctx.state, corp))
    return canRun(ctx, corp);
  if (d.pending !== null) throw new RunCheckUnsettled(`${d.pending.corp}'s check is still waiting`);
  d.pending = { corp };
  return true;
}

/**
 * Settles the check waiting in a replay (canRunOrDefer), at the position it was put off at: `run`, when
 * given, is a run of that corporation's that validation accepted there; one earning anything (or a halt
 * subsidy) answers yes, else canRun is asked. Throws RunCheckUnsettled on a "no".
 */
export function settleRunCheck(ctx: Ctx, run?: { revenue: number; subsidy: number }): void {
  const d = ctx.runChecks;
  if (!d || d.pending === null) return;
  const { corp } = d.pending;
  d.pending = null;
  if (run && (run.revenue > 0 || run.subsidy > 0)) return;
  if (!canRun(ctx, corp)) throw new RunCheckUnsettled(`${corp} cannot run`);
}
