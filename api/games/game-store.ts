/**
 * What the game service's parts share: the database, the titles, the engine and its compute
 * jobs, the state cache, and loading a game's row and state (from the cache, by folding the
 * rows it lacks, or by a full replay of the stored log). Also the checks every request
 * with a seat token makes, and publishing an event once its action is stored.
 */
import { timingSafeEqual } from 'node:crypto';
import { Between, type DataSource, type EntityManager, LessThan, MoreThan } from 'typeorm';
import { countingEntries, isUndo } from '../../engine/undo';
import { AnalyticsRecorder } from '../analytics/recorder';
import { inlineJobs, type EngineJobs, type TitleKey } from '../compute/jobs';
import { Game, GameAction, type StoredGameSetup } from '../db/entities';
import type { EnginePort, GameState, GameSummary, PublicState, Title } from '../engine-port';
import { echo, ServiceError } from '../errors';
import type { GameEventBus, GameEventPayload } from '../pubsub';
import type { TitleRegistry } from '../titles';
import { UUID } from './checks';
import { readGame } from './game-row';
import type { EventStreamOptions } from './event-stream';
import { DEFAULT_RATE_LIMIT, TokenRateLimiter, type RateLimitOptions } from './rate-limit';
import { engineSetup } from './setup';
import { Snapshots } from './snapshots';
import { StateCache } from './state-cache';
import { hashToken } from './tokens';
import type { LoadedGame } from './types';

/** Game rows remembered after this process's own writes (see GameStore.rememberRow). */
const REMEMBERED_ROWS = 1024;

export interface GameServiceOptions {
  dataSource: DataSource;
  titles: TitleRegistry;
  engine: EnginePort;
  events: GameEventBus;
  /** How many games' latest states to keep in memory (least recently used are evicted). */
  cacheSize?: number;
  eventStream?: EventStreamOptions;
  /**
   * Checks a submitted action's shape before the engine sees it (production: the JSON
   * Schema in schemas/, docs/architecture.md 2.3 step 1). Returns readable problems,
   * empty when the action is well-formed. Without it only the engine's own check runs.
   */
  validateAction?: (action: unknown) => string[];
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Requests per seat token (default DEFAULT_RATE_LIMIT); false: no limit. */
  rateLimit?: RateLimitOptions | false;
  /**
   * Writes the analytics tables as actions are stored (default: a recorder over `engine`);
   * false: none.
   */
  analytics?: AnalyticsRecorder | false;
  /**
   * Where replays, legal actions, route searches and imports run (api/compute/): default
   * inline, on the calling thread; the production server passes its worker pool.
   */
  jobs?: EngineJobs;
  /** Log entries between two stored snapshots of the fold (default SNAPSHOT_EVERY); false: none. */
  snapshotEvery?: number | false;
}

export class GameStore {
  readonly ds: DataSource;
  readonly titles: TitleRegistry;
  readonly engine: EnginePort;
  readonly events: GameEventBus;
  readonly cache: StateCache;
  readonly logger: Pick<Console, 'error' | 'warn'>;
  readonly analytics: AnalyticsRecorder | null;
  readonly jobs: EngineJobs;
  /** The jobs may run the analytics replay: the recorder is the default one, which a worker has too. */
  readonly analyticsInJobs: boolean;
  /** An import's fold in the jobs derives the analytics rows with this store's recorder (inline, or the default one in a worker). */
  readonly importRowsInJobs: boolean;
  /** Stored snapshots of the fold (./snapshots.ts); null: none are read or written. */
  readonly snapshots: Snapshots | null;
  /**
   * The NOTIFY channel an act's write announces its action on, in the same statement: the event
   * bus's, when the bus listens on this data source's own PostgreSQL database. Null: publish does.
   */
  readonly notifyChannel: string | null;
  private readonly limiter: TokenRateLimiter | null;
  /**
   * The game's row as this process's last write to it left it (least recently used first): the
   * game's creation with every seat taken, or an act. The next act of the game decides on it
   * instead of reading the row again: its write stores nothing unless the row's version is still
   * this one (every write to a game row moves its version on), so a row another process has moved
   * on since costs a read and a second try, never a wrong write. Once every seat is taken, only
   * acts and undos change a game's row (an undo forgets it).
   */
  private readonly rows = new Map<string, Game>();
  private readonly validateAction: ((action: unknown) => string[]) | undefined;

  constructor(options: GameServiceOptions) {
    this.ds = options.dataSource;
    this.titles = options.titles;
    this.engine = options.engine;
    this.events = options.events;
    this.cache = new StateCache(options.cacheSize ?? 256);
    this.logger = options.logger ?? console;
    this.validateAction = options.validateAction;
    this.limiter = options.rateLimit === false ? null : new TokenRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
    this.analytics = options.analytics === false ? null : (options.analytics ?? new AnalyticsRecorder(this.engine, this.logger));
    this.jobs = options.jobs ?? inlineJobs(this.engine, this.analytics);
    this.analyticsInJobs = options.analytics === undefined && this.jobs.analyticsReplay !== undefined;
    this.importRowsInJobs = this.analytics !== null && (options.jobs === undefined || this.analyticsInJobs);
    this.snapshots = options.snapshotEvery === false ? null : new Snapshots(this.titles, options.snapshotEvery);
    const url = (this.ds.options as { url?: string }).url;
    const announced = this.events.announcedIn;
    this.notifyChannel = announced && this.events.publishLocally && url !== undefined && url === announced.connectionString ? announced.channel : null;
  }


  rememberRow(game: Game): void {
    this.rows.delete(game.id);
    this.rows.set(game.id, game);
    if (this.rows.size > REMEMBERED_ROWS) this.rows.delete(this.rows.keys().next().value as string);
  }

  rememberedRow(gameId: string): Game | null {
    return this.rows.get(gameId) ?? null;
  }

  forgetRow(gameId: string): void {
    this.rows.delete(gameId);
  }

  /** The game row, or NOT_FOUND (also for ids that are not UUIDs). */
  async requireGame(gameId: string, em: EntityManager = this.ds.manager): Promise<Game> {
    const game = typeof gameId === 'string' && UUID.test(gameId) ? await readGame(em, gameId) : null;
    if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
    return game;
  }

  async load(gameId: string): Promise<LoadedGame> {
    const game = await this.requireGame(gameId);
    const title = this.titleOf(game);
    const state = await this.stateOf(this.ds.manager, game, title);
    return { game, title, state };
  }

  async summary(gameId: string): Promise<LoadedGame & { summary: GameSummary }> {
    const loaded = await this.load(gameId);
    const summary = this.engine.summarize(loaded.title, loaded.state);
    // Nobody acts before every seat is taken (GAME_NOT_STARTED), whatever the engine's first turn is.
    if (loaded.game.status === 'open') return { ...loaded, summary: { ...summary, activeSeats: [], active: null } };
    return { ...loaded, summary };
  }

  /**
   * The game as it stood after its first `at` log entries (a read-only look back: the history
   * slider of a client). A replay of those entries, never cached. `at` outside 0..actionCount:
   * INVALID_INPUT.
   */
  async summaryAt(gameId: string, at: number): Promise<LoadedGame & { summary: GameSummary }> {
    const game = await this.requireGame(gameId);
    if (!Number.isInteger(at) || at < 0 || at > game.actionCount) {
      throw new ServiceError('INVALID_INPUT', `at must be between 0 and the game's ${game.actionCount} log entries`);
    }
    if (at === game.actionCount) return this.summary(gameId);
    const title = this.titleOf(game);
    // A copy of the row that counts only the first `at` entries; the stored row is left alone.
    const past = Object.assign(Object.create(Object.getPrototypeOf(game) as object) as Game, game, { actionCount: at });
    const state = await this.stateAt(this.ds.manager, past, title, at);
    const summary = this.engine.summarize(title, state);
    past.status = summary.finished ? 'finished' : 'active';
    return { game: past, title, state, summary };
  }

  /**
   * The whole public state (engine publicState) of the game as `loaded` holds it.
   * NOT_SUPPORTED with an engine that has no public view (the API tests' stand-in).
   */
  publicState(loaded: LoadedGame): PublicState {
    if (!this.engine.publicState) throw new ServiceError('NOT_SUPPORTED', 'this server has no public state view');
    return this.engine.publicState(loaded.title, loaded.state);
  }

  /** The compiled title a stored game is played with: its variant, then its optional rules. */
  titleOf(game: Game): Title {
    return this.titles.get(game.title, game.variant, game.setup?.optionalRules ?? []);
  }

  /** What names titleOf(game) for the compute jobs. */
  keyOf(game: Game): TitleKey {
    return this.keyOfTitle(game.title, game.variant, game.setup);
  }

  keyOfTitle(title: string, variant: string | null, setup: StoredGameSetup | null): TitleKey {
    return { title, variant, optionalRules: setup?.optionalRules ?? [] };
  }

  setupOf(game: Game) {
    return engineSetup(game.players, game.seed, game.variant, game.setup ?? null);
  }

  /**
   * The state after the game's first `game.actionCount` actions: from the cache when
   * it is current, by folding the missing rows when it is behind, by a full replay
   * otherwise. Rows beyond game.actionCount (committed after `game` was read) are
   * ignored, so the state always matches the row the caller holds.
   */
  async stateOf(em: EntityManager, game: Game, title: Title): Promise<GameState> {
    const target = game.actionCount;
    // An open game has no actions, and its seats' names change as players join: never cached.
    if (game.status === 'open') return this.replayRows(em, game, title);
    const cached = this.cache.get(game.id);
    if (cached && cached.actionCount === target) return cached.state;

    if (cached && cached.actionCount < target) {
      const rows = await em.find(GameAction, {
        where: { gameId: game.id, index: MoreThan(cached.actionCount - 1) },
        order: { index: 'ASC' },
        take: target - cached.actionCount,
      });
      let state = cached.state;
      let ok = rows.length === target - cached.actionCount;
      let undone = false;
      for (const [i, row] of rows.entries()) {
        if (!ok) break;
        if (row.index !== cached.actionCount + i) {
          ok = false;
          break;
        }
        // An undo takes an earlier action back: only a replay of what counts gives that state.
        if (isUndo(row.action)) {
          ok = false;
          undone = true;
          break;
        }
        // Stored actions were accepted once; like replay(), fold them without a seat.
        const r = this.engine.apply(title, state, row.action);
        if (!r.ok) ok = false;
        else state = r.state;
      }
      if (ok) {
        this.cache.offer(game.id, target, state);
        return state;
      }
      if (!undone) this.logger.warn(`game ${game.id}: incremental catch-up failed, folding from the nearest snapshot`);
    }

    const state = await this.stateAt(em, game, title, target, true);
    this.cache.offer(game.id, target, state);
    return state;
  }

  /**
   * The state after the game's first `n` log entries: the nearest stored snapshot at or before
   * `n` (./snapshots.ts) with the entries after it folded over it, or a fold of the whole log
   * when there is none. An undo after the snapshot that takes back an entry before it makes that
   * snapshot useless: then the nearest one before that entry is taken. `remember`: a fold of
   * more than a snapshot interval stores a snapshot at `n`, so the next miss is short.
   */
  async stateAt(em: EntityManager, game: Game, title: Title, n: number, remember = false): Promise<GameState> {
    if (!this.snapshots || game.status === 'open') return this.replayRows(em, { ...game, actionCount: n } as Game, title);
    let bound = n;
    for (;;) {
      const snapshot = await this.snapshots.latest(em, game, bound);
      const from = snapshot?.actionCount ?? 0;
      const rows = from < n ? await em.find(GameAction, { where: { gameId: game.id, index: Between(from, n - 1) }, order: { index: 'ASC' } }) : [];
      rows.forEach((row, k) => {
        if (row.index !== from + k) throw new Error(`game ${game.id}: the action log has no entry ${from + k}`);
      });
      if (rows.length !== n - from) throw new Error(`game ${game.id}: ${n} log entries asked for but ${from + rows.length} are stored`);
      // The entries after the snapshot that count (engine/undo.ts), as long as no undo reaches into the snapshot.
      const counting: number[] = [];
      let reachesBack: number | null = null;
      for (const row of rows) {
        if (!isUndo(row.action)) counting.push(row.index);
        else if (row.action.undoes < from) {
          reachesBack = row.action.undoes;
          break;
        } else if (counting.pop() !== row.action.undoes) {
          throw new Error(`game ${game.id}: log entry ${row.index} undoes entry ${row.action.undoes}, which is not the latest counting`);
        }
      }
      if (reachesBack !== null && snapshot) {
        bound = reachesBack;
        continue;
      }
      const actions = counting.map((i) => rows[i - from]!.action);
      const r = snapshot
        ? await this.jobs.foldFrom(title, this.keyOf(game), snapshot.state, actions)
        : await this.jobs.replay(title, this.keyOf(game), this.setupOf(game), actions);
      if (!r.ok) {
        const at = counting[r.index];
        throw new Error(`game ${game.id}: stored action ${String(at)} no longer replays${snapshot ? ` (from the snapshot at ${from})` : ''}: ${r.error.code} ${r.error.message}`);
      }
      if (remember && n - from > this.snapshots.every) {
        try {
          await this.snapshots.write(em, game, n, r.state);
        } catch (err) {
          // Only a shortcut: the next miss folds further.
          this.logger.warn(`game ${game.id}: storing a snapshot at ${n} failed:`, err);
        }
      }
      return r.state;
    }
  }

  /** A from-scratch replay of the stored log (first `game.actionCount` rows). */
  async replayRows(em: EntityManager, game: Game, title: Title): Promise<GameState> {
    const rows = await em.find(GameAction, {
      where: { gameId: game.id, index: LessThan(game.actionCount) },
      order: { index: 'ASC' },
    });
    rows.forEach((row, i) => {
      if (row.index !== i) throw new Error(`game ${game.id}: the action log has no entry ${i}`);
    });
    if (rows.length !== game.actionCount) {
      throw new Error(`game ${game.id}: action_count is ${game.actionCount} but ${rows.length} actions are stored`);
    }
    // Undo entries take earlier ones back (engine/undo.ts): fold what counts.
    const counting = countingEntries(rows.map((row) => row.action));
    const r = await this.jobs.replay(title, this.keyOf(game), this.setupOf(game), counting.map((i) => rows[i]!.action));
    if (!r.ok) {
      // The log was accepted action by action, so this is an engine change or a bug,
      // never the client's fault: report it as an internal error.
      throw new Error(
        `game ${game.id}: stored action ${r.index} no longer replays: ${r.error.code} ${r.error.message}`,
      );
    }
    return r.state;
  }

  /**
   * Replays the stored log from scratch, bypassing the cache (verification, tests).
   * Returns the replayed state and the cached one, if any, for the same action count.
   */
  async replayStored(gameId: string): Promise<{ actionCount: number; replayed: GameState; cached: GameState | null }> {
    const game = await this.requireGame(gameId);
    const title = this.titleOf(game);
    const replayed = await this.replayRows(this.ds.manager, game, title);
    const cached = this.cache.peek(gameId);
    return {
      actionCount: game.actionCount,
      replayed,
      cached: cached && cached.actionCount === game.actionCount ? cached.state : null,
    };
  }


  /**
   * The action as it is checked, applied and stored: a field given by a former name (a client written before the
   * field was renamed; schemas/actions.schema.json $defs FormerFieldNames) under its name now. INVALID_INPUT for an
   * action whose shape is wrong (the schema check, when configured).
   */
  requireWellFormed(action: unknown): unknown {
    let current: unknown;
    try {
      current = this.engine.withCurrentFieldNames?.(action) ?? action;
    } catch (err) {
      // The engine's refusal (a field given by both names), a value with a code rather than an Error.
      const e = err as { code?: unknown; message?: unknown } | null;
      if (e?.code === 'INVALID_INPUT') throw new ServiceError('INVALID_INPUT', `malformed action: ${String(e.message)}`);
      throw err;
    }
    const problems = this.validateAction?.(current) ?? [];
    if (problems.length > 0) throw new ServiceError('INVALID_INPUT', `malformed action: ${problems.join('; ')}`);
    return current;
  }

  /** The seat whose token this is, or FORBIDDEN. */
  seatForToken(game: Game, token: string): number {
    // Every request made with a seat token comes through here.
    // One hash for the limit and the match.
    const hashed = typeof token === 'string' ? hashToken(token) : null;
    const wait = hashed !== null ? (this.limiter?.take(hashed) ?? 0) : 0;
    if (wait > 0) throw new ServiceError('RATE_LIMITED', `too many requests with this token; retry in ${wait} ms`, undefined, { retryAfterMs: wait });
    if (hashed !== null && token.length > 0 && token.length <= 256) {
      const hash = Buffer.from(hashed, 'hex');
      for (const [seat, stored] of game.seatTokenHashes.entries()) {
        if (stored === null) continue; // an open seat
        const candidate = Buffer.from(stored, 'hex');
        if (candidate.length === hash.length && timingSafeEqual(candidate, hash)) return seat;
      }
    }
    throw new ServiceError('FORBIDDEN', 'this token is not a seat token of this game');
  }

  /** Hands an event its write has announced already (notifyChannel) to this process's subscribers. */
  publishLocally(event: GameEventPayload): void {
    try {
      this.events.publishLocally!(event);
    } catch (err) {
      this.logger.error(`game ${event.gameId}: publishing event ${event.index} failed:`, err);
    }
  }

  /** Sends an event to subscribers; a failure is logged, not reported (the action is stored). */
  async publishQuietly(event: GameEventPayload): Promise<void> {
    try {
      await this.events.publish(event);
    } catch (err) {
      // Subscribers will find the action in the database on their next read.
      this.logger.error(`game ${event.gameId}: publishing event ${event.index} failed:`, err);
    }
  }
}
