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
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type DataSource, type EntityManager, LessThan, MoreThan, QueryFailedError } from 'typeorm';
import { Game, GameAction } from '../db/entities';
import type { EnginePort, GameState, GameSummary, LegalAction, Title } from '../engine-port';
import { ServiceError } from '../errors';
import type { GameEventBus, GameEventPayload } from '../pubsub';
import type { TitleRegistry } from '../titles';
import { GameEventStream, type EventStreamOptions } from './event-stream';

export interface CreateGameInput {
  title: string;
  variant?: string | null;
  players: string[];
  seed?: string | null;
}

export interface SeatCredential {
  seat: number;
  name: string;
  /** The seat's secret; shown once, only its hash is stored. */
  token: string;
}

export interface CreatedGame {
  gameId: string;
  seed: string;
  seats: SeatCredential[];
}

export interface LoadedGame {
  game: Game;
  title: Title;
  state: GameState;
}

export interface ActResult {
  /** 0-based index of the stored action. */
  index: number;
  /** Number of stored actions now (index + 1). */
  actionCount: number;
  log: string[];
  finished: boolean;
  state: GameState;
}

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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME_LENGTH = 64;
const MAX_SEED_LENGTH = 128;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A seat token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * The seed as the engine receives it. A canonical decimal 32-bit unsigned integer
 * ("42") is passed as that number, so a seed copied from the engine CLI or a test
 * means the same game here; any other string is passed as a string, which the
 * engine hashes (FNV-1a). The stored seed is always the string the client sent.
 */
export function engineSeed(seed: string): string | number {
  if (/^(0|[1-9][0-9]{0,9})$/.test(seed)) {
    const n = Number(seed);
    if (n <= 0xffffffff) return n;
  }
  return seed;
}

/** A small LRU of game states. Map iteration order is insertion order. */
class StateCache {
  private readonly entries = new Map<string, { actionCount: number; state: GameState }>();
  constructor(private readonly capacity: number) {}

  get(gameId: string): { actionCount: number; state: GameState } | undefined {
    const entry = this.entries.get(gameId);
    if (entry) {
      this.entries.delete(gameId);
      this.entries.set(gameId, entry);
    }
    return entry;
  }

  /**
   * Keeps the most advanced state. The log only grows (undo is not implemented), so
   * a state with fewer actions is older and must not replace a newer one, whichever
   * of two concurrent requests finishes last. (Undo will have to invalidate instead.)
   */
  offer(gameId: string, actionCount: number, state: GameState): void {
    const current = this.entries.get(gameId);
    if (current && current.actionCount > actionCount) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, { actionCount, state });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  peek(gameId: string): { actionCount: number; state: GameState } | undefined {
    return this.entries.get(gameId);
  }
}

function toEvent(row: GameAction): GameEventPayload {
  return {
    gameId: row.gameId,
    index: row.index,
    seat: row.seat,
    action: row.action,
    log: row.log,
    actionCount: row.index + 1,
    createdAt: row.createdAt,
  };
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}

export class GameService {
  private readonly ds: DataSource;
  private readonly titles: TitleRegistry;
  private readonly engine: EnginePort;
  private readonly events: GameEventBus;
  private readonly cache: StateCache;
  private readonly eventStreamOptions: EventStreamOptions;
  private readonly logger: Pick<Console, 'error' | 'warn'>;
  private readonly validateAction: ((action: unknown) => string[]) | undefined;
  private readonly streams = new Set<GameEventStream>();

  constructor(options: GameServiceOptions) {
    this.ds = options.dataSource;
    this.titles = options.titles;
    this.engine = options.engine;
    this.events = options.events;
    this.cache = new StateCache(options.cacheSize ?? 256);
    this.logger = options.logger ?? console;
    this.validateAction = options.validateAction;
    this.eventStreamOptions = { onWarning: (m) => this.logger.warn(m), ...options.eventStream };
  }

  listTitles() {
    return this.titles.list();
  }

  // ---------------------------------------------------------------------------
  // Creating a game

  async createGame(input: CreateGameInput): Promise<CreatedGame> {
    const variant = input.variant === undefined || input.variant === null || input.variant === '' ? null : input.variant;
    const players = this.checkPlayers(input.players);
    const seed = input.seed ?? randomBytes(8).toString('hex');
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `seed must be 1 to ${MAX_SEED_LENGTH} characters`);
    }

    // Unknown title → INVALID_INPUT here; unknown variant and a player count outside
    // the title's range → the engine's INVALID_INPUT.
    const title = this.titles.get(input.title, variant);
    const state = this.engine.createGame(title, { players, seed: engineSeed(seed), variant });

    const tokens = players.map(() => newToken());
    const game = await this.ds.getRepository(Game).save(
      this.ds.getRepository(Game).create({
        title: input.title,
        variant,
        seed,
        players,
        seatTokenHashes: tokens.map(hashToken),
        actionCount: 0,
        status: 'active',
      }),
    );
    this.cache.offer(game.id, 0, state);
    return {
      gameId: game.id,
      seed,
      seats: players.map((name, seat) => ({ seat, name, token: tokens[seat]! })),
    };
  }

  private checkPlayers(players: unknown): string[] {
    if (!Array.isArray(players) || players.length === 0) {
      throw new ServiceError('INVALID_INPUT', 'players must list at least one player name');
    }
    const names = players.map((p) => (typeof p === 'string' ? p.trim() : ''));
    names.forEach((name, seat) => {
      if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
        throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must be 1 to ${MAX_NAME_LENGTH} characters`);
      }
    });
    // Seats are what the engine uses; distinct names keep logs and results readable.
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name.toLowerCase())) throw new ServiceError('INVALID_INPUT', `player name "${name}" is used twice`);
      seen.add(name.toLowerCase());
    }
    return names;
  }

  // ---------------------------------------------------------------------------
  // Loading

  /** The game row, or NOT_FOUND (also for ids that are not UUIDs). */
  async requireGame(gameId: string, em: EntityManager = this.ds.manager): Promise<Game> {
    const game = UUID.test(gameId) ? await em.findOne(Game, { where: { id: gameId } }) : null;
    if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${JSON.stringify(gameId)}`);
    return game;
  }

  async load(gameId: string): Promise<LoadedGame> {
    const game = await this.requireGame(gameId);
    const title = this.titles.get(game.title, game.variant);
    const state = await this.stateOf(this.ds.manager, game, title);
    return { game, title, state };
  }

  async summary(gameId: string): Promise<LoadedGame & { summary: GameSummary }> {
    const loaded = await this.load(gameId);
    return { ...loaded, summary: this.engine.summarize(loaded.title, loaded.state) };
  }

  private setupOf(game: Game) {
    return { players: game.players, seed: engineSeed(game.seed), variant: game.variant };
  }

  /**
   * The state after the game's first `game.actionCount` actions: from the cache when
   * it is current, by folding the missing rows when it is behind, by a full replay
   * otherwise. Rows beyond game.actionCount (committed after `game` was read) are
   * ignored, so the state always matches the row the caller holds.
   */
  private async stateOf(em: EntityManager, game: Game, title: Title): Promise<GameState> {
    const target = game.actionCount;
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
      for (const [i, row] of rows.entries()) {
        if (!ok) break;
        if (row.index !== cached.actionCount + i) {
          ok = false;
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
      this.logger.warn(`game ${game.id}: incremental catch-up failed, replaying the whole log`);
    }

    const state = await this.replayRows(em, game, title);
    this.cache.offer(game.id, target, state);
    return state;
  }

  /** A from-scratch replay of the stored log (first `game.actionCount` rows). */
  private async replayRows(em: EntityManager, game: Game, title: Title): Promise<GameState> {
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
    const r = this.engine.replay(title, this.setupOf(game), rows.map((row) => row.action));
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
    const title = this.titles.get(game.title, game.variant);
    const replayed = await this.replayRows(this.ds.manager, game, title);
    const cached = this.cache.peek(gameId);
    return {
      actionCount: game.actionCount,
      replayed,
      cached: cached && cached.actionCount === game.actionCount ? cached.state : null,
    };
  }

  // ---------------------------------------------------------------------------
  // Seats

  /** The seat whose token this is, or FORBIDDEN. */
  seatForToken(game: Game, token: string): number {
    if (typeof token === 'string' && token.length > 0 && token.length <= 256) {
      const hash = Buffer.from(hashToken(token), 'hex');
      for (const [seat, stored] of game.seatTokenHashes.entries()) {
        const candidate = Buffer.from(stored, 'hex');
        if (candidate.length === hash.length && timingSafeEqual(candidate, hash)) return seat;
      }
    }
    throw new ServiceError('FORBIDDEN', 'this token is not a seat token of this game');
  }

  async legalActions(gameId: string, token: string): Promise<LegalAction[]> {
    const game = await this.requireGame(gameId);
    const seat = this.seatForToken(game, token);
    const title = this.titles.get(game.title, game.variant);
    const state = await this.stateOf(this.ds.manager, game, title);
    return this.engine.legalActions(title, state, seat);
  }

  // ---------------------------------------------------------------------------
  // Acting

  /**
   * Applies one action for the seat holding `token`. Everything from reading the
   * game to writing the action happens in one transaction holding the game row's
   * lock (SELECT ... FOR UPDATE), so actions on a game are strictly serialised
   * across requests and processes. `expectedIndex`, when given, must be the index
   * the action will get (the current action count), or the action is refused
   * with STALE_INDEX: the client decided on a state that has since changed.
   */
  async act(gameId: string, token: string, action: unknown, expectedIndex?: number | null): Promise<ActResult> {
    if (expectedIndex !== undefined && expectedIndex !== null && (!Number.isInteger(expectedIndex) || expectedIndex < 0)) {
      throw new ServiceError('INVALID_INPUT', 'expectedIndex must be a non-negative integer');
    }
    if (!UUID.test(gameId)) throw new ServiceError('NOT_FOUND', `no game with id ${JSON.stringify(gameId)}`);
    // Shape first, outside the transaction: a malformed action needs no lock.
    const problems = this.validateAction?.(action) ?? [];
    if (problems.length > 0) throw new ServiceError('INVALID_INPUT', `malformed action: ${problems.join('; ')}`);

    let committed: { event: GameEventPayload; result: ActResult };
    try {
      committed = await this.ds.transaction(async (em) => {
        // Pool-of-one rule (PGlite): inside this callback use `em` only.
        const game = await em.findOne(Game, { where: { id: gameId }, lock: { mode: 'pessimistic_write' } });
        if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${JSON.stringify(gameId)}`);
        const seat = this.seatForToken(game, token);
        const index = game.actionCount;
        if (expectedIndex !== undefined && expectedIndex !== null && expectedIndex !== index) {
          throw new ServiceError(
            'STALE_INDEX',
            `the action was meant for index ${expectedIndex}, but the next index is ${index}`,
          );
        }
        const title = this.titles.get(game.title, game.variant);
        const state = await this.stateOf(em, game, title);
        const r = this.engine.apply(title, state, action, { seat });
        if (!r.ok) {
          // Refused: nothing is written; the transaction only held the lock. A broken
          // invariant is reported to the client like any refusal, but it is a bug in
          // the engine or the definition, so it goes to the server log too.
          if (r.error.code === 'INVARIANT_VIOLATION') {
            this.logger.error(`game ${gameId}: invariant violation at index ${index}:`, r.error.message);
          }
          throw new ServiceError(r.error.code as ServiceError['code'], r.error.message, r.error.ruleRef);
        }
        const finished = this.engine.summarize(title, r.state).finished;

        const inserted = await em.insert(GameAction, { gameId, index, seat, action: action as object, log: r.log });
        const createdAt = (inserted.generatedMaps[0]?.createdAt as Date | undefined) ?? new Date();
        // Guarded by the old count as well as the lock: if anything ever wrote this row
        // behind the lock's back, the update matches nothing and we roll back.
        const updated = await em.update(
          Game,
          { id: gameId, actionCount: index },
          { actionCount: index + 1, status: finished ? 'finished' : 'active' },
        );
        if (updated.affected !== 1) {
          throw new ServiceError('STALE_INDEX', `another action was stored at index ${index} first`);
        }
        return {
          event: { gameId, index, seat, action, log: r.log, actionCount: index + 1, createdAt },
          result: { index, actionCount: index + 1, log: r.log, finished, state: r.state },
        };
      });
    } catch (err) {
      // Two writers for one index: only possible without the row lock (another
      // process writing without it), but the primary key makes it a clean refusal.
      if (isUniqueViolation(err)) {
        throw new ServiceError('STALE_INDEX', 'another action was stored at this index first');
      }
      throw err;
    }

    this.cache.offer(gameId, committed.result.actionCount, committed.result.state);
    try {
      await this.events.publish(committed.event);
    } catch (err) {
      // The action is stored; subscribers will find it in the database on their next
      // read, so a failed notification is logged, not reported to the actor.
      this.logger.error(`game ${gameId}: publishing event ${committed.event.index} failed:`, err);
    }
    return committed.result;
  }

  // ---------------------------------------------------------------------------
  // Events

  /** Stored events with index > after, ascending, at most `limit`. */
  async eventsAfter(gameId: string, after: number, limit = 500): Promise<GameEventPayload[]> {
    const rows = await this.ds.getRepository(GameAction).find({
      where: { gameId, index: MoreThan(after) },
      order: { index: 'ASC' },
      take: limit,
    });
    return rows.map(toEvent);
  }

  /**
   * A gap-free stream of the game's events with index > after (all when omitted).
   * Listens for live events before the game is even looked up, so nothing committed
   * after this call starts can be missed.
   */
  async subscribe(gameId: string, after?: number | null): Promise<AsyncIterableIterator<GameEventPayload>> {
    const from = after ?? -1;
    if (!Number.isInteger(from) || from < -1) {
      throw new ServiceError('INVALID_INPUT', 'after must be an integer >= -1');
    }
    const stream: GameEventStream = new GameEventStream(
      this.events,
      gameId,
      from,
      (id, a, limit) => this.eventsAfter(id, a, limit),
      // Forget the stream when it ends, however it ends.
      { ...this.eventStreamOptions, onClose: () => this.streams.delete(stream) },
    );
    try {
      await this.requireGame(gameId);
    } catch (err) {
      stream.close();
      throw err;
    }
    this.streams.add(stream);
    return stream;
  }

  /** Ends every open event stream (server shutdown). */
  closeStreams(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}
