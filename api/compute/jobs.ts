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
import type { AnalyticsRecorder } from '../analytics/recorder';
import type { Definition, EnginePort, GameState, LegalAction, Title } from '../engine-port';
import type * as engine from '../../engine';

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

/** What the analytics replay needs of the game row. */
export interface GameRef {
  id: string;
  title: string;
  variant: string | null;
  players: string[];
}

export interface EngineJobs {
  replay(title: Title, key: TitleKey, setup: ReplaySetup, actions: readonly unknown[]): Promise<ReplayResult>;
  legalActions(title: Title, key: TitleKey, state: GameState, seat: number): Promise<LegalAction[]>;
  /** The optimiser, stopped after `budgetMs`; `elapsedMs` is the search's own time. */
  bestRoutes(title: Title, key: TitleKey, state: GameState, corporation: string, budgetMs: number): Promise<{ best: RouteSearch; elapsedMs: number }>;
  replayExport(definition: Definition, exported: ExportGame): Promise<ReplayReport>;
  /**
   * The default analytics recorder's replayGame; absent inline, where the service calls its own
   * recorder (which may be a test's).
   */
  analyticsReplay?(key: TitleKey, game: GameRef, setup: ReplaySetup, actions: readonly unknown[]): Promise<ReplayGameResult>;
}

export function inlineJobs(port: EnginePort): EngineJobs {
  return {
    replay: async (title, _key, setup, actions) => port.replay(title, setup, actions),
    legalActions: async (title, _key, state, seat) => port.legalActions(title, state, seat),
    bestRoutes: async (title, _key, state, corporation, budgetMs) => {
      if (!port.bestRoutes) throw new Error('this engine has no route optimiser');
      const started = Date.now();
      const best = port.bestRoutes(title, state, corporation, { shouldStop: () => Date.now() - started > budgetMs });
      return { best, elapsedMs: Date.now() - started };
    },
    replayExport: async (definition, exported) => replayExport(definition, exported),
  };
}
