/**
 * The engine's CPU-heavy calls, as the service makes them: whole-log replays, legal
 * actions, the route optimiser, an import's replay of an 18xx.games export and its
 * analytics replay. `inlineJobs` runs them on the calling thread (the API tests' stand-in
 * engine, tools); `ComputePool` (pool.ts) runs the same calls in worker threads so that
 * no request can hold the event loop.
 *
 * Each call gets the compiled title (used inline) and the key that names it (used by a
 * worker, which compiles its own copy from the same definitions).
 */
import type { ExportGame } from '../../tools/import/export-format';
import { replayExport, type ReplayReport } from '../../tools/import/replay';
import { emptyRows, type AnalyticsRecorder, type DerivedRows } from '../analytics/recorder';
import type { Game } from '../db/entities';
import type { EnginePort, GameState, LegalAction, Title } from '../engine-port';
import type * as engine from '../../engine';
import { recordingHash, type RecordingRow } from '../games/recording-hash';
import type { BodyAnswer } from '../request-body';

/** Names a compiled title: the registry's (title, variant, optional rules). */
export interface TitleKey {
  title: string;
  variant: string | null;
  optionalRules: string[];
}

export type ReplaySetup = Parameters<typeof engine.createGame>[1];
export type ReplayResult = ReturnType<typeof engine.replay>;
export type RouteSearch = ReturnType<typeof engine.bestRoutes>;
export type ReplayGameResult = ReturnType<AnalyticsRecorder['replayGame']>;
/**
 * A replay that checks each action's seat (seatedReplay): the replay's answer, or the first
 * action that the engine takes without a seat but refuses from its recorded one.
 */
export type SeatedReplayResult = ReplayResult | { ok: false; wrongSeat: number };

/**
 * engine.replay, checking each action made by a seat as act did when it accepted it (`seats[k]`
 * null: imported, made by no seat). An action the engine takes without a seat but refuses from
 * its recorded seat is reported as `wrongSeat: k` (our own export's import, api/games/service.ts).
 */
export function seatedReplay(port: Pick<EnginePort, 'createGame' | 'apply'>, title: Title, setup: ReplaySetup, actions: readonly unknown[], seats: readonly (number | null)[]): SeatedReplayResult {
  let state = port.createGame(title, setup);
  const logs: string[][] = [];
  for (let k = 0; k < actions.length; k++) {
    const seat = seats[k];
    const r = port.apply(title, state, actions[k], seat === null || seat === undefined ? {} : { seat });
    if (!r.ok) {
      if (seat !== null && seat !== undefined && port.apply(title, state, actions[k]).ok) return { ok: false, wrongSeat: k };
      return { ok: false, index: k, error: r.error, state, logs } as ReplayResult;
    }
    state = r.state;
    logs.push(r.log);
  }
  return { ok: true, state, logs } as ReplayResult;
}

/**
 * Folds `actions` over `state` (a snapshot of the fold, api/games/snapshots.ts), as replay() folds
 * them over a new game: without a seat, the first refusal stops it and names its position.
 */
export function foldFrom(port: Pick<EnginePort, 'apply'>, title: Title, state: GameState, actions: readonly unknown[]): ReplayResult {
  const logs: string[][] = [];
  for (let k = 0; k < actions.length; k++) {
    const r = port.apply(title, state, actions[k]);
    if (!r.ok) return { ok: false, index: k, error: r.error, state, logs } as ReplayResult;
    state = r.state;
    logs.push(r.log);
  }
  return { ok: true, state, logs } as ReplayResult;
}

/** What the analytics replay needs of the game row. */
export interface GameRef {
  id: string;
  title: string;
  variant: string | null;
  players: string[];
}

export interface EngineJobs {
  replay(title: Title, key: TitleKey, setup: ReplaySetup, actions: readonly unknown[]): Promise<ReplayResult>;
  /** foldFrom: `actions` folded over a stored snapshot's state (api/games/snapshots.ts). */
  foldFrom(title: Title, key: TitleKey, state: GameState, actions: readonly unknown[]): Promise<ReplayResult>;
  legalActions(title: Title, key: TitleKey, state: GameState, seat: number): Promise<LegalAction[]>;
  /** The optimiser, stopped after `budgetMs`; `elapsedMs` is the search's own time. */
  bestRoutes(title: Title, key: TitleKey, state: GameState, corporation: string, budgetMs: number): Promise<{ best: RouteSearch; elapsedMs: number }>;
  /**
   * An 18xx.games export's import, folded once (importFold below) from the setup the game is stored with;
   * with `game`, the analytics rows of the fold too (the default recorder's in a worker, the given one inline);
   * and the recordingHash of the log it stores with `row` (one job instead of a second one with the whole log).
   */
  replayExport(title: Title, key: TitleKey, exported: ExportGame, setup: ReplaySetup, game: GameRef | null, row: RecordingRow, snapshotEvery: number | null): Promise<ImportFold>;
  /** seatedReplay: our own export's import. */
  seatedReplay(title: Title, key: TitleKey, setup: ReplaySetup, actions: readonly unknown[], seats: readonly (number | null)[]): Promise<SeatedReplayResult>;
  /** recordingHash (api/games/recording-hash.ts) of an import about to be stored. */
  recordingHash(row: RecordingRow, actions: { seat: number | null; action: object }[]): Promise<string>;
  /**
   * parseRequestBody (api/request-body.ts) of a request body above INLINE_BODY_BYTES, off the
   * event loop; absent inline, where the server parses every body itself.
   */
  parseBody?(bytes: Uint8Array): Promise<BodyAnswer>;
  /**
   * The default analytics recorder's replayGame; absent inline, where the service calls its own
   * recorder (which may be a test's).
   */
  analyticsReplay?(key: TitleKey, game: GameRef, setup: ReplaySetup, actions: readonly unknown[]): Promise<ReplayGameResult>;
}

/** An import's one fold: the importer's report, each applied entry's log lines, the analytics rows when asked, and the recording's hash. */
export interface ImportFold {
  report: ReplayReport;
  logs: string[][];
  rows: DerivedRows | null;
  /** recordingHash of `row` with the applied actions as stored (no seat); null when an action was refused. */
  recordingHash: string | null;
  /**
   * The states to store as snapshots (api/games/snapshots.ts), as JSON text: after every `snapshotEvery`
   * entries and after the last; none without snapshotEvery or when an action was refused.
   */
  snapshots: { count: number; state: string }[];
}

/**
 * The import's replay of an export from the setup the game will be stored with, the actions as they
 * will be stored: what a later replay of the stored log folds, action for action, so the stored log
 * needs no second fold to be checked. The analytics rows are derived on the way (the recorder's
 * rows of each applied action, from the states before and after it).
 */
export function importFold(
  title: Title,
  exported: ExportGame,
  setup: ReplaySetup,
  analytics: { game: GameRef; recorder: AnalyticsRecorder } | null,
  row: RecordingRow,
  snapshotEvery: number | null = null,
): ImportFold {
  const logs: string[][] = [];
  let rows: ReturnType<AnalyticsRecorder['foldRows']> | null = null;
  // Undo and a look back in the imported game then fold at most snapshotEvery entries, as in a game played here.
  let snapshots: ImportFold['snapshots'] = [];
  const report = replayExport(title.definition, exported, {
    setup,
    title,
    applied: (before, after, action, log, title) => {
      if (analytics) rows ??= analytics.recorder.foldRows(analytics.game as unknown as Game, title);
      rows?.add(logs.length, action, before, after, log);
      logs.push(log);
      if (snapshotEvery && logs.length % snapshotEvery === 0) snapshots.push({ count: logs.length, state: JSON.stringify(after) });
    },
  });
  const hash = report.error ? null : recordingHash(row, report.applied.map((action) => ({ seat: null, action: action as object })));
  if (report.error || !snapshotEvery) snapshots = [];
  else if (logs.length > 0 && snapshots[snapshots.length - 1]?.count !== logs.length) snapshots.push({ count: logs.length, state: JSON.stringify(report.state) });
  if (!analytics) return { report, logs, rows: null, recordingHash: hash, snapshots };
  const { game } = analytics;
  // Nothing applied: the game's row alone, as a fold's rows start.
  return {
    report,
    logs,
    rows: rows ? (rows as { rows: DerivedRows }).rows : { ...emptyRows(), game: { gameId: game.id, title: game.title, variant: game.variant, playerCount: game.players.length } },
    recordingHash: hash,
    snapshots,
  };
}

export function inlineJobs(port: EnginePort, recorder: AnalyticsRecorder | null = null): EngineJobs {
  return {
    replay: async (title, _key, setup, actions) => port.replay(title, setup, actions),
    foldFrom: async (title, _key, state, actions) => foldFrom(port, title, state, actions),
    legalActions: async (title, _key, state, seat) => port.legalActions(title, state, seat),
    bestRoutes: async (title, _key, state, corporation, budgetMs) => {
      if (!port.bestRoutes) throw new Error('this engine has no route optimiser');
      const started = Date.now();
      const best = port.bestRoutes(title, state, corporation, { shouldStop: () => Date.now() - started > budgetMs });
      return { best, elapsedMs: Date.now() - started };
    },
    replayExport: async (title, _key, exported, setup, game, row, snapshotEvery) => importFold(title, exported, setup, game && recorder ? { game, recorder } : null, row, snapshotEvery),
    seatedReplay: async (title, _key, setup, actions, seats) => seatedReplay(port, title, setup, actions, seats),
    recordingHash: async (row, actions) => recordingHash(row, actions),
  };
}
