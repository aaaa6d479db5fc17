/**
 * The game service: creating games, loading their state, accepting actions and
 * serving their event log. Used by the GraphQL resolvers, free of GraphQL itself
 * (it throws ServiceError / the engine's GameError, which api/errors.ts maps).
 *
 * State is never stored: it is the engine's fold over the stored log. To avoid
 * refolding a whole game on every request, the latest state of recently used games
 * is cached in memory, keyed by game id and the number of actions it reflects. The
 * database row's action_count is always checked first, so a cache that is behind
 * (another process appended actions) catches up by folding only the missing rows.
 *
 * This class is the one entry; each job is a module of its own: creation.ts (create,
 * join), acting.ts (act, undo), importing.ts (import, export), queries.ts (legal actions,
 * preview, routes), notifications.ts (events, your turn), over game-store.ts (what they
 * share: the database, the engine, the cache, loading a game).
 */
import type { Game } from '../db/entities';
import type { GameSummary, LegalAction, PublicState, Title } from '../engine-port';
import type { GameEventPayload } from '../pubsub';
import { GameActing } from './acting';
import { GameCreation } from './creation';
import { GameStore, type GameServiceOptions } from './game-store';
import { GameImports } from './importing';
import { GameNotifications } from './notifications';
import type { OwnExport } from './own-export';
import type { PreviewResult } from './preview';
import { GameQueries } from './queries';
import type { ActResult, BestRoutesResult, CreatedGame, CreateGameInput, ImportedGame, JoinedSeat, LoadedGame, YourTurnNotice } from './types';

export type { GameServiceOptions } from './game-store';
export { MAX_IMPORT_BYTES } from './importing';
export { MAX_EVENTS_PAGE } from './notifications';
export { definitionVersion, hasHiddenDraws, OWN_FORMAT, type OwnExport } from './own-export';
export { openSeatName, openSeatsOf } from './players';
export { recordingHash } from './recording-hash';
export { engineSeed, engineSetup, storedSetupProblem } from './setup';
export { hashToken, newToken } from './tokens';
export type * from './types';

export class GameService {
  private readonly store: GameStore;
  private readonly creation: GameCreation;
  private readonly imports: GameImports;
  private readonly queries: GameQueries;
  private readonly acting: GameActing;
  private readonly notifications: GameNotifications;

  constructor(options: GameServiceOptions) {
    this.store = new GameStore(options);
    this.creation = new GameCreation(this.store);
    this.imports = new GameImports(this.store);
    this.queries = new GameQueries(this.store);
    this.acting = new GameActing(this.store);
    this.notifications = new GameNotifications(this.store, { onWarning: (m) => this.store.logger.warn(m), ...options.eventStream });
    this.store.events.attachReader?.((id, after, limit) => this.notifications.eventsAfter(id, after, limit));
  }

  listTitles() {
    return this.store.titles.list();
  }

  /** The compiled title of a variant (null: the base game). Unknown title or variant: INVALID_INPUT. */
  compiledTitle(titleId: string, variant: string | null): Title {
    return this.store.titles.get(titleId, variant);
  }

  // Creating (creation.ts)
  createGame(input: CreateGameInput): Promise<CreatedGame> {
    return this.creation.createGame(input);
  }
  joinGame(gameId: string, name: string, seat?: number | null): Promise<JoinedSeat> {
    return this.creation.joinGame(gameId, name, seat);
  }

  // Importing and exporting (importing.ts)
  importGame(json: string): Promise<ImportedGame> {
    return this.imports.importGame(json);
  }
  exportGame(gameId: string): Promise<OwnExport> {
    return this.imports.exportGame(gameId);
  }

  // Loading (game-store.ts)
  requireGame(gameId: string): Promise<Game> {
    return this.store.requireGame(gameId);
  }
  load(gameId: string): Promise<LoadedGame> {
    return this.store.load(gameId);
  }
  summary(gameId: string): Promise<LoadedGame & { summary: GameSummary }> {
    return this.store.summary(gameId);
  }
  summaryAt(gameId: string, at: number): Promise<LoadedGame & { summary: GameSummary }> {
    return this.store.summaryAt(gameId, at);
  }
  publicState(loaded: LoadedGame): PublicState {
    return this.store.publicState(loaded);
  }
  replayStored(gameId: string): ReturnType<GameStore['replayStored']> {
    return this.store.replayStored(gameId);
  }
  seatForToken(game: Game, token: string): number {
    return this.store.seatForToken(game, token);
  }

  // Queries (queries.ts)
  legalActions(gameId: string, token: string): Promise<LegalAction[]> {
    return this.queries.legalActions(gameId, token);
  }
  preview(gameId: string, token: string, action: unknown): Promise<PreviewResult> {
    return this.queries.preview(gameId, token, action);
  }
  bestRoutes(gameId: string, corporation: string, timeBudgetMs?: number): Promise<BestRoutesResult> {
    return this.queries.bestRoutes(gameId, corporation, timeBudgetMs);
  }

  // Acting (acting.ts)
  act(gameId: string, token: string, action: unknown, expectedIndex?: number | null, choiceId?: string | null): Promise<ActResult> {
    return this.acting.act(gameId, token, action, expectedIndex, choiceId);
  }
  undo(gameId: string, token: string, expectedIndex?: number | null): Promise<ActResult & { undone: number }> {
    return this.acting.undo(gameId, token, expectedIndex);
  }

  // Events (notifications.ts)
  listEvents(gameId: string, after: number | null | undefined, limit: number | null | undefined): Promise<GameEventPayload[]> {
    return this.notifications.listEvents(gameId, after, limit);
  }
  eventsAfter(gameId: string, after: number, limit?: number): Promise<GameEventPayload[]> {
    return this.notifications.eventsAfter(gameId, after, limit);
  }
  subscribe(gameId: string, after?: number | null): Promise<AsyncIterableIterator<GameEventPayload>> {
    return this.notifications.subscribe(gameId, after);
  }
  yourTurn(gameId: string, token: string): Promise<AsyncIterableIterator<YourTurnNotice>> {
    return this.notifications.yourTurn(gameId, token);
  }
  /** Ends every open event stream (server shutdown). */
  closeStreams(): void {
    this.notifications.closeStreams();
  }
}
