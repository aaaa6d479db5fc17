/**
 * Replaying an 18xx.games export through our engine: filter the log (undo,
 * redo, messages), map each action to ours, apply it with every rule checked,
 * recompute route revenue rather than trusting the stored figure, and report
 * the result in the export's own terms (player ids, end reasons).
 */
import { apply, applyVariant, compileTitle, createGame, legalActions, whoActs, type Definition, type GameSetup, type GameState, type LegalAction, type Title } from '../../engine';
import { effectiveActions, exportVariant, ImportError, routesAsHexesAlone, type ExportAction, type ExportGame } from './export-format';
import { mapAction, type ImportContext } from './map-action';
import { inReceivership } from '../../engine/mechanisms/receivership';
import { allowedInFinalEra } from '../../engine/mechanisms/finalEra';
import { betterRunThan } from '../../engine/routes/compulsoryRun';
import { LEGAL_ROUTE_STEPS } from '../../engine/steps/runRoutes';

export interface ReplayReport {
  file?: string;
  title: string;
  finished: boolean;
  /** In the export's vocabulary: bank, bankrupt, stock_market, manually_ended, ... */
  gameEndReason: string | null;
  /** Player id → final score. */
  result: Record<string, number>;
  /** Effective actions applied (after undo/redo filtering, counting automatic ones). */
  actions: number;
  /** run_routes whose recomputed revenue differs from the revenue stored in the log. */
  routeRevenueMismatches: number;
  /** Each mismatch: the log id, the corporation, our revenue and the stored one. */
  mismatches: { id: number | undefined; corporation: string; ours: number; stored: number }[];
  /**
   * With ReplayHooks.lesserRuns, the recorded runs that earn less than a better run the optimiser proves,
   * where the title makes the best run compulsory (routes.bestRunCompulsory): the engine keeps them in an
   * imported game without asking (routes/compulsoryRun.ts), so they are found here. Null when not asked.
   */
  lesserRuns: { id: number | undefined; corporation: string; ran: number; best: number }[] | null;
  /**
   * Passes reconciled between the two engines' step structures: passes in the log for a step
   * our engine had already closed (skipped), and passes our engine needed where 18xx.games
   * moved on by itself (inserted). Neither changes the game: a pass only ends a step.
   */
  passes: { skipped: number; inserted: number };
  /** Our actions as applied, in order (including reconciled passes): the game as we store it. */
  applied: unknown[];
  /** The first action our engine refused, if any. */
  error: { index: number; id: number | undefined; action: ExportAction; ours: unknown; code: string; message: string; ruleRef?: string } | null;
  /** What the export recorded. */
  recorded: Record<string, number>;
  recordedReason: string | null;
  /** Whether `result` and `gameEndReason` equal the ones recorded in the export (the result alone when it records no end reason). */
  matchesRecorded: boolean;
  state: GameState;
}

const REASONS: Record<string, string> = { bank: 'bank', bankruptcy: 'bankrupt', market: 'stock_market', manual: 'manually_ended', nationalization: 'nationalization' };

/**
 * The seed an export's game was played with: settings.seed, or, as 18xx.games does when it is
 * absent or empty, the first number in the game's id (T:core/game/base.rb initialize_seed).
 */
export function exportSeed(game: { id?: number | string; settings?: { seed?: number | string } }): number | string {
  const seed = game.settings?.seed;
  if (seed !== undefined && seed !== '') return seed;
  return Number(/\d+/.exec(String(game.id ?? ''))?.[0] ?? 0);
}

/**
 * The variants an imported export is played with: the variant whose exportTitle is the export's
 * title ("18Chesapeake: Off the Rails": 18Chesapeake's offTheRails), the title's importVariants (18xx.games'
 * own readings of the rules, e.g. 1860's as_played_on_18xx_games), then the export's optional rules,
 * which 18xx.games names as our variants of the same id.
 */
export function importRules(definition: Definition, optionalRules: readonly string[], exportTitle?: string): string[] {
  const asVariant = exportTitle === undefined ? undefined : exportVariant(definition, exportTitle);
  return [...(asVariant ? [asVariant] : []), ...(definition.title.importVariants ?? []), ...optionalRules];
}

export function titleForExport(definition: Definition, game: ExportGame): Title {
  let def = definition;
  for (const rule of importRules(definition, game.settings?.optional_rules ?? [], game.title)) def = applyVariant(def, rule);
  return compileTitle(def);
}

export interface ReplayHooks {
  /** Called before each log action is applied, with our state at that moment (do not modify it). */
  beforeAction?: (state: GameState, action: ExportAction, title: Title) => void;
  /** Called after each log action our engine accepted, with the new state and our translation of the action (do not modify them). */
  afterAction?: (state: GameState, action: ExportAction, ours: unknown) => void;
  /** Check the upgrade restriction on the recorded lays too (18xx.games does not when it loads a game; tests do). */
  checkRecordedLays?: boolean;
  /**
   * The setup to create the game with instead of importSetup's: an import's, as the game will be stored,
   * so that the stored log folds to this very state (api/games/importing.ts folds the game once).
   */
  setup?: GameSetup;
  /**
   * Called for each entry of the report's `applied` as it is applied (the passes inserted and the agreed
   * end too), in order: the states before and after, the action as stored, the engine's log lines (do not modify them).
   */
  applied?: (before: GameState, after: GameState, action: unknown, log: string[], title: Title) => void;
  /**
   * The title to replay with instead of compiling titleForExport's: the same definition with the same
   * importRules, already compiled (an import's, from the server's registry, whose per-title caches are warm).
   */
  title?: Title;
  /**
   * Report the recorded runs a proven better run beats (ReplayReport.lesserRuns): an optimiser search at each
   * run of a title whose best run is compulsory, which an import, keeping the recorded run anyway, does without.
   */
  lesserRuns?: boolean;
}

/** The game as the importer creates it: the export's seats and seed, the recorded lays, revenues and connection checks taken (and blocked cities passable in the oldest exports). */
export function importSetup(game: ExportGame, hooks: ReplayHooks = {}): GameSetup {
  return { players: game.players.map((p) => p.name), seed: exportSeed(game), variant: null, connectionChecks: 'actions', endByAgreement: true, recordedLays: hooks.checkRecordedLays !== true, recordedRevenues: true, ...(routesAsHexesAlone(game) ? { passBlockedCities: true } : {}) };
}

/** Whether something is offered, and all of it is `entity`'s. */
const onlyTheCompanys = (offered: LegalAction[], entity: unknown): boolean => offered.length > 0 && offered.every((c) => (c.action as { entity?: unknown }).entity === entity);

export function replayExport(definition: Definition, game: ExportGame, hooks: ReplayHooks = {}): ReplayReport {
  const title = hooks.title ?? titleForExport(definition, game);
  const seats = new Map(game.players.map((p, i) => [String(p.id), i]));
  const ic: ImportContext = { title, seats, instances: new Map(), names: new Map(game.players.map((p, i) => [p.name, i])) };
  let state = createGame(title, hooks.setup ?? importSetup(game, hooks));
  const flat: ExportAction[] = [];
  const autos = new Set<ExportAction>();
  for (const a of effectiveActions(game.actions)) {
    for (const auto of a.auto_actions ?? []) autos.add(auto);
    // 18xx.games runs its connection check as the last step of the turn that the action ends; we
    // take the recorded outcome first, so our engine finds it when that turn ends.
    for (const auto of a.auto_actions ?? []) if (auto.type === 'destination_connection') flat.push(auto);
    flat.push(a);
    for (const auto of a.auto_actions ?? []) if (auto.type !== 'destination_connection') flat.push(auto);
  }
  const appliedList: unknown[] = [];
  let mismatches = 0;
  const mismatchList: ReplayReport['mismatches'] = [];
  const lesserRuns: NonNullable<ReplayReport['lesserRuns']> = [];
  const askBetterRun = hooks.lesserRuns === true && title.definition.title.routes?.bestRunCompulsory === true;
  let skipped = 0;
  let inserted = 0;
  let error: ReplayReport['error'] = null;
  let applied = 0;
  // An entry of the log we keep: it moves the state on.
  const take = (action: unknown, r: { state: GameState; log: string[] }): void => {
    hooks.applied?.(state, r.state, action, r.log, title);
    state = r.state;
    appliedList.push(action);
  };
  for (let i = 0; i < flat.length; i++) {
    const a = flat[i]!;
    if (a.type === 'end_game') {
      // Ended by agreement on 18xx.games: our log records every player still in the game agreeing
      // (engine/state/endAgreement.ts), the one who ended it first.
      const first = seats.get(String(a.entity)) ?? ic.names.get(String(a.entity)) ?? 0;
      const order = [first, ...state.players.map((p) => p.seat).filter((s) => s !== first)];
      for (const seat of order) {
        if (state.finished || state.players[seat]?.bankrupt) continue;
        const end = { type: 'end_game', entityType: 'player', entity: seat };
        const r = apply(title, state, end);
        if (r.ok) take(end, r);
      }
      applied++;
      break;
    }
    let ours: unknown = null;
    try {
      const raw = mapAction(ic, state, a);
      if (raw === null) continue;
      // The action as it will come back from the database, the one every later replay applies.
      const mapped = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
      ours = mapped;
      // Reconcile step structure: 18xx.games may ask for a pass where we have moved on, or move on where we ask.
      const sameEntity = (actor: { entityType: string; entity: number | string } | null): boolean =>
        actor !== null && actor.entityType === mapped.entityType && actor.entity === mapped.entity;
      let actor = whoActs(title, state);
      if (mapped.type === 'pass' && autos.has(a) && mergeAutoPass(title, state, String(mapped.entity))) {
        skipped++;
        if (process.env.SWITCHYARD_DEBUG_REPLAY) console.error(`skipped the merge step's automatic pass by ${String(mapped.entity)}`);
        continue;
      }
      // A company's pass the acting corporation makes for it (declining a station its tile-and-station power owes) is kept.
      // Only where the company is owed something now (a station its tile-and-station power owes) or all we
      // offer is the company's: a company's pass declining a power we keep open for the rest of the turn
      // (1889's Ehime Railway, whose seller declines the lay its sale allows) closes nothing of ours, and is
      // skipped like any other pass we do not need.
      const owed = (state.round as { turn?: { stationOwed?: { company?: string } } }).turn?.stationOwed?.company === mapped.entity;
      // Asked only for such a pass: a legal list costs a route search in a run step, and most actions are no company's pass.
      const offered = (): LegalAction[] => (actor === null ? [] : legalActions(title, state, actor.seat).filter((c) => c.id !== 'pass'));
      const companyPass =
        mapped.type === 'pass' &&
        mapped.entityType === 'company' &&
        actor !== null &&
        actor.entityType === 'corporation' &&
        actsForCheck(title, state, mapped) &&
        (owed || onlyTheCompanys(offered(), mapped.entity));
      if (mapped.type === 'pass' && !companyPass && !sameEntity(actor) && !(actor && actor.entityType === 'player' && mapped.entityType === 'player' && actor.seat === mapped.entity)) {
        skipped++;
        if (process.env.SWITCHYARD_DEBUG_REPLAY) console.error(`skipped pass by ${String(mapped.entity)} at log id ${a.id} (our actor: ${String(actor?.entity)})`);
        continue;
      }
      // 18xx.games asks for a dividend after every run with routes; ours settles a run whose revenue is nothing by
      // itself (a withhold), as when the run's revenue went to loan interest (title.json loans.interestShortfall
      // "revenueThenDirectorOwes", 1836jr56 hotseat003 log id 144): the recorded choice right after our run is skipped.
      const lastOurs = appliedList[appliedList.length - 1] as { type?: string; entity?: unknown } | undefined;
      const runTurn = state.round.kind === 'operating' && state.round.current === mapped.entity ? state.round.turn : null;
      const settledNothing = runTurn !== null && runTurn.dividend !== null && runTurn.revenue === 0;
      if (mapped.type === 'dividend' && (settledNothing || (lastOurs?.type === 'run_routes' && lastOurs.entity === mapped.entity && (runTurn === null || runTurn.dividend !== null))) && !apply(title, state, mapped).ok) {
        skipped++;
        continue;
      }
      // A player's action while a corporation operates is out of turn (a company exchanged between two
      // operating turns, 1836Jr30 2809 log id 115): taken where it stands when the engine accepts it.
      const outOfTurn = (): boolean => (mapped.entityType !== 'player' || actor?.entityType === 'corporation') && actsForCheck(title, state, mapped);
      for (let k = 0; k < 8 && actor && mapped.type !== 'destination_connection' && !sameEntity(actor) && !outOfTurn(); k++) {
        const passable = legalActions(title, state, actor.seat).some((c) => c.id === 'pass');
        if (!passable) break;
        const passAction = { type: 'pass', entityType: actor.entityType, entity: actor.entity };
        const p = apply(title, state, passAction);
        if (!p.ok) break;
        take(passAction, p);
        inserted++;
        if (process.env.SWITCHYARD_DEBUG_REPLAY) console.error(`inserted pass for ${String(passAction.entity)} before log id ${a.id}`);
        actor = whoActs(title, state);
      }
      hooks.beforeAction?.(state, a, title);
      const r = apply(title, state, mapped);
      if (!r.ok && mapped.type === 'pass' && r.error.code === 'ILLEGAL_ACTION') {
        // A pass for a step 18xx.games keeps open and we do not (our actor must still act): nothing to do.
        skipped++;
        if (process.env.SWITCHYARD_DEBUG_REPLAY) console.error(`skipped pass by ${String(mapped.entity)} at log id ${a.id}: ${r.error.message}`);
        continue;
      }
      if (!r.ok) {
        error = { index: i, id: a.id, action: a, ours, code: r.error.code, message: r.error.message, ...(r.error.ruleRef ? { ruleRef: r.error.ruleRef } : {}) };
        break;
      }
      // Older exports record no route revenue: nothing to compare then.
      const recordsRevenue = ((a.routes as { revenue?: number }[]) ?? []).some((x) => typeof x.revenue === 'number');
      if (a.type === 'run_routes' && (recordsRevenue || askBetterRun)) {
        const stored = ((a.routes as { revenue?: number }[]) ?? []).reduce((s, x) => s + (x.revenue ?? 0), 0);
        // Our own count. The engine takes the recorded figures in an imported game
        // (GameSetup.recordedRevenues) and logs each one that is not its own; only then is the run
        // applied again without them to count ours (most runs agree, and pay for one apply).
        const tookRecorded = r.log.some((line) => /: the recorded \d+.* is taken \(computed /.test(line));
        const bare = { ...mapped, routes: (mapped.routes as Record<string, unknown>[]).map(({ revenue: _r, subsidy: _s, ...rest }) => rest) };
        const own = tookRecorded ? apply(title, state, bare) : r;
        const counted = own.ok ? own.state : r.state;
        const round = counted.round.kind === 'operating' ? counted.round : null;
        // A connection run keeps its revenue apart from the corporation's turn. The routes are compared, not
        // what the run earns after them (phases.json lostTrainRun takes one route off the run's revenue).
        const routesSum = round && round.turn.routes.length > 0 && round.turn.revenue !== null ? round.turn.routes.reduce((sum, x) => sum + x.revenue, 0) : null;
        const connectionRun = round?.connection?.stage === 'dividend';
        const ran = connectionRun ? round!.connection!.revenue : (routesSum ?? round?.turn.revenue ?? stored);
        if (recordsRevenue && ran !== stored) {
          mismatches++;
          mismatchList.push({ id: a.id, corporation: String(a.entity), ours: ran, stored });
        }
        // The run step's rule (a connection run is not held to the best run), asked of the position the run was made in.
        const better = askBetterRun && !connectionRun ? betterRunThan(title, state, String(mapped.entity), ran, LEGAL_ROUTE_STEPS) : null;
        if (better !== null) lesserRuns.push({ id: a.id, corporation: String(mapped.entity), ran, best: better });
      }
      take(mapped, r);
      applied++;
      hooks.afterAction?.(state, a, mapped);
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      error = { index: i, id: a.id, action: a, ours, code: 'IMPORT', message: e.message };
      break;
    }
  }
  const result: Record<string, number> = {};
  // Older exports key the result by player name rather than id.
  const recordedKeys = Object.keys(game.result ?? {});
  const byName = recordedKeys.length > 0 && recordedKeys.every((k) => game.players.some((p) => p.name === k) && !seats.has(k));
  if (state.finished)
    game.players.forEach((p, seat) => (result[byName ? p.name : String(p.id)] = state.finished!.scores[String(seat)]!));
  const eraReason = title.definition.title.finalEra?.recordedReason;
  // An end condition may name the reason 18xx.games records for it (title.json endConditions recordedReason).
  const conditionReason = state.finished ? (title.definition.title.endConditions ?? []).find((e) => e.kind === state.finished!.reason)?.recordedReason : undefined;
  const gameEndReason = state.finished ? (state.finished.reason === 'finalEra' && eraReason ? eraReason : (conditionReason ?? REASONS[state.finished.reason] ?? state.finished.reason)) : null;
  const recorded = game.result ?? {};
  const matchesRecorded =
    error === null &&
    // Exports made before 18xx.games recorded game_end_reason (2025-10) give only the result: then the
    // game must have ended, and the result is compared alone.
    (game.game_end_reason === undefined ? state.finished !== null || Object.keys(recorded).length === 0 : gameEndReason === game.game_end_reason) &&
    Object.keys(recorded).length === Object.keys(result).length &&
    Object.entries(recorded).every(([id, v]) => result[id] === v);
  return { title: title.id, finished: state.finished !== null, gameEndReason, result, actions: applied, routeRevenueMismatches: mismatches, mismatches: mismatchList, lesserRuns: hooks.lesserRuns === true ? lesserRuns : null, applied: appliedList, recorded, recordedReason: game.game_end_reason ?? null, passes: { skipped, inserted }, error, matchesRecorded, state };
}

/**
 * Whether an automatic pass by `corp` is 18xx.games' pass of its merge step (1862 §2.10, auto-skip):
 * that step is never skipped there, and passes itself when there is no partner, where ours
 * (operating step "merge") is skipped. So: the title has the step, it is `corp`'s turn, nothing has
 * happened in it yet, our turn is past the step, and 18xx.games would have offered it (not in
 * receivership, not forbidden in the final era).
 */
function mergeAutoPass(title: Title, state: GameState, corp: string): boolean {
  const steps = title.rounds.operating.steps as readonly string[];
  const at = steps.indexOf('merge');
  const round = state.round;
  if (at < 0 || round.kind !== 'operating' || round.current !== corp || round.connection) return false;
  const t = round.turn;
  if (t.step <= at || t.tilesLaid.length > 0 || t.tokenPlaced || t.revenue !== null || t.routes.length > 0 || t.boughtTrain || t.dividend !== null) return false;
  return !inReceivership(state, corp) && allowedInFinalEra(title, state, 'mergers');
}

/** Whether an action for another entity (a private company, a president's corporation) would be accepted from the current actor. */
function actsForCheck(title: Title, state: GameState, action: Record<string, unknown>): boolean {
  const r = apply(title, state, action);
  return r.ok || r.error.code !== 'NOT_YOUR_TURN';
}
