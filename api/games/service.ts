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
import { exportFromData, ImportError, parseJson, type ExportGame } from '../../tools/import/export-format';
import { exportSeed, importRules, replayExport } from '../../tools/import/replay';
import { countingEntries, isUndo, UNDO, type UndoEntry } from '../../engine/undo';
import { AnalyticsRecorder, type DerivedRows } from '../analytics/recorder';
import { Game, GameAction, type StoredGameSetup } from '../db/entities';
import type { EnginePort, GameState, GameSummary, LegalAction, PublicState, Title } from '../engine-port';
import { echo, ServiceError } from '../errors';
import type { GameEventBus, GameEventPayload } from '../pubsub';
import type { TitleRegistry } from '../titles';
import { GameEventStream, type EventStreamOptions } from './event-stream';
import { previewOf, type PreviewResult } from './preview';
import { DEFAULT_RATE_LIMIT, TokenRateLimiter, type RateLimitOptions } from './rate-limit';
import { inlineJobs, type EngineJobs, type TitleKey } from '../compute/jobs';

export interface CreateGameInput {
  title: string;
  variant?: string | null;
  /** Names of the seats taken now, seat 0 first. */
  players: string[];
  /** Further seats, after the named ones, that players claim later with joinGame. */
  openSeats?: number | null;
  seed?: string | null;
  /** The game may end early when every player agrees (engine GameSetup.endByAgreement). */
  endByAgreement?: boolean | null;
}

export interface JoinedSeat extends SeatCredential {
  gameId: string;
  /** This join took the last open seat: the game has begun. */
  started: boolean;
}

/** The name an unclaimed seat carries until a player takes it. */
export const openSeatName = (seat: number): string => `Open seat ${seat + 1}`;

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

export interface ImportedGame extends CreatedGame {
  /** Number of stored actions (our actions, including reconciled passes). */
  actionCount: number;
  finished: boolean;
  /** In the export's vocabulary (bank, bankrupt, stock_market, manually_ended, ...); null while running. */
  gameEndReason: string | null;
  /** Final scores keyed as the export keys its `result` (player id, or name in older exports); {} while running. */
  result: Record<string, number>;
  /** Whether result and gameEndReason equal the ones the export recorded. */
  matchesRecorded: boolean;
  /** run_routes whose revenue, recomputed by our engine, differs from the one in the export. */
  routeRevenueMismatches: number;
  /** The game first imported from the same recording, when this import repeats it (analytics skip this one). */
  duplicateOf: string | null;
}

export interface LoadedGame {
  game: Game;
  title: Title;
  state: GameState;
}

export interface BestRoutesResult {
  corporation: string;
  revenue: number;
  proven: boolean;
  upperBound: number;
  elapsedMs: number;
  routes: { train: string; revenue: number; path: string[]; stops: { stop: string; revenue: number }[] }[];
}

export interface YourTurnNotice {
  gameId: string;
  seat: number;
  /** The seat must act on the state after this many actions. */
  actionCount: number;
  /** Who acts: the player, or a corporation the seat presides over. */
  active: GameSummary['active'];
}

export interface ActResult {
  /** 0-based index of the stored action. */
  index: number;
  /** Seats that may act after it (empty when the game is over). */
  activeSeats: number[];
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME_LENGTH = 64;
const MAX_SEED_LENGTH = 128;
/** Largest export importGame accepts, in UTF-8 bytes (18xx.games exports are rarely over 1 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Action rows per INSERT when storing an imported log. */
const IMPORT_INSERT_CHUNK = 500;

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

export const OWN_FORMAT = 'switchyard-game';

/** A game in our own export format. */
export interface OwnExport {
  format: typeof OWN_FORMAT;
  formatVersion: 1;
  title: string;
  /** Hash of the title's definition when exported: a replay may diverge if it has changed. */
  titleVersion: string;
  variant: string | null;
  /** Null while a game whose title has hidden draws runs (hasHiddenDraws): it would reveal them. */
  seed: string | null;
  players: string[];
  setup: StoredGameSetup | null;
  actions: { seat: number | null; action: unknown }[];
}

/**
 * Whether a title (as compiled with its variant) deals from a pile players may not see, whose
 * order the seed decides: a solo tableau's draw pile (title.json tableau: 1862 solo). For such a
 * title the seed of a running game is secret; for the others it decides only what the setup
 * shows at once (seating, corporation order, permits, cousins), and replays need it.
 */
export function hasHiddenDraws(title: Title): boolean {
  const definition = (title as { definition?: { title?: { tableau?: unknown } } }).definition;
  return definition?.title?.tableau !== undefined && definition.title.tableau !== null;
}

/** A short, stable hash of a title's definition files. */
export function definitionVersion(definition: unknown): string {
  return createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 16);
}

/** Our own export (checked), or null when the data is something else (an 18xx.games export). */
function ownExportFrom(data: unknown): (OwnExport & { seed: string }) | null {
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== OWN_FORMAT) return null;
  const d = data as Partial<OwnExport>;
  const bad = (what: string): never => {
    throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: ${what}`);
  };
  if (d.formatVersion !== 1) bad(`formatVersion ${echo(d.formatVersion)} is not supported (1 is)`);
  if (typeof d.title !== 'string') bad('title must be a string');
  if (typeof d.titleVersion !== 'string') bad('titleVersion must be a string');
  if (d.variant !== null && typeof d.variant !== 'string') bad('variant must be a string or null');
  if (d.seed === null) bad('it has no seed: a game with hidden draws is exported without it until it ends, and can be imported once it has ended');
  if (typeof d.seed !== 'string' || d.seed.length === 0 || d.seed.length > MAX_SEED_LENGTH) bad(`seed must be 1 to ${MAX_SEED_LENGTH} characters`);
  if (typeof d.seed === 'string' && d.seed.includes('\u0000')) bad('seed must not contain the character U+0000');
  if (!Array.isArray(d.players)) bad('players must be an array of names');
  if (d.setup !== null && (typeof d.setup !== 'object' || Array.isArray(d.setup))) bad('setup must be an object or null');
  if (d.setup) {
    const problem = storedSetupProblem(d.setup);
    if (problem) bad(`setup: ${problem}`);
  }
  if (!Array.isArray(d.actions) || d.actions.some((a) => !a || typeof a !== 'object' || !('action' in a))) bad('actions must be a list of { seat, action }');
  return d as OwnExport & { seed: string };
}

/**
 * What is wrong with a game's stored setup (as an export carries it), or null: every key is
 * one of StoredGameSetup's, with its type, since the stored setup is handed to the engine on
 * every replay of the game.
 */
export function storedSetupProblem(setup: object): string | null {
  const isBool = (v: unknown) => typeof v === 'boolean';
  const checks: Record<string, [(v: unknown) => boolean, string]> = {
    connectionChecks: [(v) => v === 'engine' || v === 'actions', '"engine" or "actions"'],
    allowManualEnd: [isBool, 'true or false'],
    endByAgreement: [isBool, 'true or false'],
    recordedLays: [isBool, 'true or false'],
    recordedRevenues: [isBool, 'true or false'],
    optionalRules: [(v) => Array.isArray(v) && v.length <= 64 && v.every((r) => typeof r === 'string' && r.length > 0 && r.length <= 64), 'a list of rule ids'],
    engineSeed: [(v) => (typeof v === 'string' && v.length > 0 && v.length <= MAX_SEED_LENGTH && !v.includes('\u0000')) || (typeof v === 'number' && Number.isFinite(v)), `a number or a string of 1 to ${MAX_SEED_LENGTH} characters`],
  };
  for (const [key, value] of Object.entries(setup)) {
    const check = checks[key];
    if (!check) return `unknown key ${echo(key)} (known: ${Object.keys(checks).join(', ')})`;
    if (!check[0](value)) return `${key} must be ${check[1]}`;
  }
  return null;
}

/** JSON with object keys sorted at every level: one text for one value, whatever order it came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The identity of an imported recording: a hash of the game exactly as it is stored (title,
 * variant, seed, players, setup and the log with its seats), in canonical JSON. Two imports of
 * one export, in either format or with its text laid out differently, store the same game.
 */
export function recordingHash(row: { title: string; variant: string | null; seed: string; players: string[]; setup: StoredGameSetup | null }, actions: { seat: number | null; action: object }[]): string {
  const { title, variant, seed, players, setup } = row;
  return createHash('sha256').update(canonicalJson({ title, variant, seed, players, setup, actions })).digest('hex');
}

/**
 * Characters a player name may not hold: controls (U+0000 cannot even be stored), format
 * characters (zero-width spaces and joiners, bidi overrides and isolates, the BOM), line and
 * paragraph separators, private-use and lone surrogates, and the Hangul fillers that render
 * as nothing.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0]/u;

/** How a name reads: NFKC (full-width and other compatibility forms folded), case-folded, single spaces. */
const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** An open seat's label (openSeatName), as nameKey reads it. */
const OPEN_SEAT_LABEL = /^open seat \d+$/;

/** Most events one `events` read returns. */
export const MAX_EVENTS_PAGE = 500;

/** An event stream's or page's `after`: an integer >= -1 (-1, or omitted: from the first event). */
function checkAfter(after: number | null | undefined): number {
  const from = after ?? -1;
  if (!Number.isInteger(from) || from < -1) throw new ServiceError('INVALID_INPUT', `after must be an integer >= -1 (the index of the last event seen), not ${echo(from)}`);
  return from;
}

/** The arguments every write checks before it takes a lock. */
function checkWriteArgs(gameId: string, expectedIndex: number | null | undefined): void {
  if (expectedIndex !== undefined && expectedIndex !== null && (!Number.isInteger(expectedIndex) || expectedIndex < 0)) {
    throw new ServiceError('INVALID_INPUT', 'expectedIndex must be a non-negative integer');
  }
  if (!UUID.test(gameId)) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
}

/** Seats nobody has claimed yet. */
export function openSeatsOf(game: Pick<Game, 'seatTokenHashes'>): number[] {
  return game.seatTokenHashes.flatMap((h, seat) => (h === null ? [seat] : []));
}

/** GAME_NOT_STARTED while seats are open: nobody plays before every seat is taken. */
function requireStarted(game: Game): void {
  if (game.status === 'open') {
    throw new ServiceError('GAME_NOT_STARTED', `the game waits for players: open seats ${openSeatsOf(game).join(', ')} (joinGame)`);
  }
}

const undoLine = (entry: UndoEntry): string => `Action ${entry.undoes} was undone`;

/** The engine's refusal of an action, as the API reports it (act and preview alike). */
function refusal(error: { code: string; message: string; ruleRef?: string }): ServiceError {
  return new ServiceError(error.code as ServiceError['code'], error.message, error.ruleRef);
}

/**
 * The engine's setup for a game: players, seed and variant, plus the stored options
 * (null for games created here). Used both when a game is created and whenever its
 * log is replayed, so that every replay starts from the same game.
 */
export function engineSetup(
  players: string[],
  seed: string,
  variant: string | null,
  setup: StoredGameSetup | null,
): { players: string[]; seed: string | number; variant: string | null; connectionChecks?: 'engine' | 'actions'; allowManualEnd?: boolean; endByAgreement?: boolean; recordedLays?: boolean; recordedRevenues?: boolean } {
  return {
    players,
    seed: setup?.engineSeed ?? engineSeed(seed),
    variant,
    ...(setup?.connectionChecks !== undefined ? { connectionChecks: setup.connectionChecks } : {}),
    ...(setup?.allowManualEnd !== undefined ? { allowManualEnd: setup.allowManualEnd } : {}),
    ...(setup?.endByAgreement !== undefined ? { endByAgreement: setup.endByAgreement } : {}),
    ...(setup?.recordedLays !== undefined ? { recordedLays: setup.recordedLays } : {}),
    ...(setup?.recordedRevenues !== undefined ? { recordedRevenues: setup.recordedRevenues } : {}),
  };
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
   * Keeps the most advanced state. The log only grows (an undo is a new entry too), so
   * a state with fewer entries is older and must not replace a newer one, whichever
   * of two concurrent requests finishes last.
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
  private readonly limiter: TokenRateLimiter | null;
  private readonly eventStreamOptions: EventStreamOptions;
  private readonly logger: Pick<Console, 'error' | 'warn'>;
  private readonly validateAction: ((action: unknown) => string[]) | undefined;
  private readonly streams = new Set<GameEventStream>();
  private readonly analytics: AnalyticsRecorder | null;
  private readonly jobs: EngineJobs;
  /** The jobs may run the analytics replay: the recorder is the default one, which a worker has too. */
  private readonly analyticsInJobs: boolean;

  constructor(options: GameServiceOptions) {
    this.ds = options.dataSource;
    this.titles = options.titles;
    this.engine = options.engine;
    this.events = options.events;
    this.cache = new StateCache(options.cacheSize ?? 256);
    this.logger = options.logger ?? console;
    this.validateAction = options.validateAction;
    this.eventStreamOptions = { onWarning: (m) => this.logger.warn(m), ...options.eventStream };
    this.events.attachReader?.((id, after, limit) => this.eventsAfter(id, after, limit));
    this.limiter = options.rateLimit === false ? null : new TokenRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
    this.analytics = options.analytics === false ? null : (options.analytics ?? new AnalyticsRecorder(this.engine, this.logger));
    this.jobs = options.jobs ?? inlineJobs(this.engine);
    this.analyticsInJobs = options.analytics === undefined && this.jobs.analyticsReplay !== undefined;
  }

  listTitles() {
    return this.titles.list();
  }

  /** The compiled title of a variant (null: the base game). Unknown title or variant: INVALID_INPUT. */
  compiledTitle(titleId: string, variant: string | null): Title {
    return this.titles.get(titleId, variant);
  }

  // ---------------------------------------------------------------------------
  // Creating a game

  async createGame(input: CreateGameInput): Promise<CreatedGame> {
    const variant = input.variant === undefined || input.variant === null || input.variant === '' ? null : input.variant;
    const open = input.openSeats ?? 0;
    if (!Number.isInteger(open) || open < 0 || open > 16) throw new ServiceError('INVALID_INPUT', 'openSeats must be an integer from 0 to 16');
    const named = Array.isArray(input.players) ? input.players : [];
    if (named.length === 0 && open === 0) throw new ServiceError('INVALID_INPUT', 'players must list at least one player name');
    // Open seats carry a placeholder name until claimed, so the game can be shown (and
    // its player count checked by the engine) from the start.
    const players = this.checkPlayers(
      [...named, ...Array.from({ length: open }, (_, k) => openSeatName(named.length + k))],
      new Set(Array.from({ length: open }, (_, k) => named.length + k)),
    );
    const seed = input.seed ?? randomBytes(8).toString('hex');
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `seed must be 1 to ${MAX_SEED_LENGTH} characters`);
    }
    if (seed.includes('\u0000')) throw new ServiceError('INVALID_INPUT', 'seed must not contain the character U+0000');

    // Unknown title → INVALID_INPUT here; unknown variant and a player count outside
    // the title's range → the engine's INVALID_INPUT.
    const title = this.titles.get(input.title, variant);
    if (input.endByAgreement !== undefined && input.endByAgreement !== null && typeof input.endByAgreement !== 'boolean') throw new ServiceError('INVALID_INPUT', 'endByAgreement must be true or false');
    const setup: StoredGameSetup | null = input.endByAgreement ? { endByAgreement: true } : null;
    const state = this.engine.createGame(title, engineSetup(players, seed, variant, setup));

    const tokens = players.map((_, seat) => (seat < named.length ? newToken() : null));
    const game = await this.ds.getRepository(Game).save(
      this.ds.getRepository(Game).create({
        title: input.title,
        variant,
        seed,
        players,
        seatTokenHashes: tokens.map((t) => (t === null ? null : hashToken(t))),
        actionCount: 0,
        status: open > 0 ? 'open' : 'active',
        setup,
      }),
    );
    // An open game's state is not cached: its seats' names change as players join.
    if (open === 0) this.cache.offer(game.id, 0, state);
    return {
      gameId: game.id,
      seed,
      seats: players.flatMap((name, seat) => (tokens[seat] ? [{ seat, name, token: tokens[seat] }] : [])),
    };
  }

  /**
   * Claims an open seat (the first one, or `seat`) under `name` and returns its token,
   * once. When the last open seat is taken the game begins. Refused: NOT_FOUND, and
   * ILLEGAL_ACTION when the game has no open seat (or `seat` is not open); a name used
   * by another seat: INVALID_INPUT.
   */
  async joinGame(gameId: string, name: string, seat?: number | null): Promise<JoinedSeat> {
    if (!UUID.test(gameId)) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
    return this.ds.transaction(async (em) => {
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      const game = await em.findOne(Game, { where: { id: gameId }, lock: { mode: 'pessimistic_write' } });
      if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
      const open = openSeatsOf(game);
      if (open.length === 0) throw new ServiceError('ILLEGAL_ACTION', 'this game has no open seat', 'Switchyard API, joinGame');
      const target = seat ?? open[0]!;
      if (!open.includes(target)) {
        throw new ServiceError('ILLEGAL_ACTION', `seat ${target} is not open (open seats: ${open.join(', ')})`, 'Switchyard API, joinGame');
      }
      const players = [...game.players];
      players[target] = name;
      // The same checks as createGame (length, trimmed, distinct), on the new list.
      const checked = this.checkPlayers(players, new Set(open.filter((s) => s !== target)));
      const token = newToken();
      const hashes = [...game.seatTokenHashes];
      hashes[target] = hashToken(token);
      const started = hashes.every((h) => h !== null);
      await em.update(Game, { id: gameId, status: 'open' }, { players: checked, seatTokenHashes: hashes, status: started ? 'active' : 'open' });
      return { gameId, seat: target, name: checked[target]!, token, started };
    });
  }

  // ---------------------------------------------------------------------------
  // Importing a game

  /**
   * Stores an 18xx.games export (its JSON text) as a game of ours: replays it with
   * tools/import/replay.ts and stores the actions our engine applied as the game's
   * log, in one transaction, with new seat tokens. Nothing is stored when the export
   * is refused: INVALID_INPUT for text that is not an export (or too large), an
   * unknown title or optional rule, or players the title does not take;
   * IMPORT_DIVERGED when our engine refuses one of its actions.
   */
  async importGame(json: string): Promise<ImportedGame> {
    if (typeof json !== 'string') throw new ServiceError('INVALID_INPUT', 'json must be a string');
    if (json.length > MAX_IMPORT_BYTES || Buffer.byteLength(json, 'utf8') > MAX_IMPORT_BYTES) {
      throw new ServiceError('INVALID_INPUT', `the export is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`);
    }
    let exported: ExportGame;
    try {
      // Parsed once: our own format, or else an 18xx.games export.
      const data = parseJson(json);
      const ours = ownExportFrom(data);
      if (ours) return await this.importOwn(ours);
      exported = exportFromData(data);
    } catch (err) {
      if (err instanceof ImportError) throw new ServiceError('INVALID_INPUT', err.message);
      throw err;
    }
    const { players, seed, seedAsGiven, optionalRules: exportRules } = this.checkExport(exported);

    // Unknown title → INVALID_INPUT (as for createGame); an unknown optional rule → the
    // engine's INVALID_INPUT. This is also the title every later replay uses.
    const definition = this.titles.definition(exported.title);
    // The title's import variants (its 18xx.games readings) come first, then the export's rules.
    const optionalRules = importRules(definition, exportRules);
    const title = this.titles.get(exported.title, null, optionalRules);

    let report: ReturnType<typeof replayExport>;
    try {
      report = await this.jobs.replayExport(definition, exported);
    } catch (err) {
      if (err instanceof ImportError) throw new ServiceError('INVALID_INPUT', err.message);
      throw err; // the engine's GameError (e.g. a player count out of range) passes as is
    }
    if (report.error) {
      const e = report.error;
      throw new ServiceError(
        'IMPORT_DIVERGED',
        `the export's action ${e.index} (${e.action.type}${e.id !== undefined ? `, log id ${e.id}` : ''}) was refused: ${e.code}: ${e.message}`,
        e.ruleRef,
        {
          index: e.index,
          logId: typeof e.id === 'number' ? e.id : null,
          actionType: String(e.action.type),
          reason: e.message,
          engineCode: e.code,
        },
      );
    }

    // What will be stored and how it will be replayed from now on. The actions go
    // through JSON first, as they will come back from the database.
    const setup: StoredGameSetup = {
      connectionChecks: 'actions',
      endByAgreement: true,
      recordedLays: true,
      recordedRevenues: true,
      optionalRules,
      ...(engineSeed(seed) !== seedAsGiven ? { engineSeed: seedAsGiven } : {}),
    };
    const actions = JSON.parse(JSON.stringify(report.applied)) as object[];
    // Replaying the log exactly as a cache rebuild will, from the stored setup, must give
    // the very state the import reached: otherwise the stored game would not be this one.
    // With analytics, their replay of the stored log is that check (storeReplayedGame).
    const what = `import of ${exported.title} game ${String(exported.id)}`;
    let replayed: { state: GameState; logs: string[][] } | null = null;
    if (!this.analytics) {
      const r = await this.jobs.replay(title, { title: exported.title, variant: null, optionalRules }, engineSetup(players, seed, null, setup), actions);
      if (!r.ok) throw new Error(`${what}: the stored log does not replay: action ${r.index}: ${r.error.code} ${r.error.message}`);
      if (JSON.stringify(r.state) !== JSON.stringify(report.state)) throw new Error(`${what}: replaying the stored log gives another state than the import`);
      replayed = r;
    }
    const finished = this.engine.summarize(title, report.state).finished;

    const { gameId, tokens, duplicateOf } = await this.storeReplayedGame(
      { title: exported.title, variant: null, seed, players, setup, finished },
      actions.map((action) => ({ seat: null, action })), // not made by a seat of this game
      replayed ?? { expected: report.state, what },
    );

    return {
      gameId,
      seed,
      seats: players.map((name, seat) => ({ seat, name, token: tokens[seat]! })),
      actionCount: actions.length,
      finished,
      gameEndReason: report.gameEndReason,
      result: report.result,
      matchesRecorded: report.matchesRecorded,
      routeRevenueMismatches: report.routeRevenueMismatches,
      duplicateOf,
    };
  }

  /**
   * The game in our own export format: title, the definition's version hash, variant,
   * seed, setup and the action log. importGame takes it back (as a new game).
   */
  async exportGame(gameId: string): Promise<OwnExport> {
    const game = await this.requireGame(gameId);
    const rows = await this.ds.getRepository(GameAction).find({ where: { gameId }, order: { index: 'ASC' } });
    // The seed (and a setup's copy of it) stays secret while the game has hidden draws to come.
    const secret = game.status !== 'finished' && hasHiddenDraws(this.titleOf(game));
    const { engineSeed: _seed, ...setup } = game.setup ?? {};
    return {
      format: OWN_FORMAT,
      formatVersion: 1,
      title: game.title,
      titleVersion: definitionVersion(this.titles.definition(game.title)),
      variant: game.variant,
      seed: secret ? null : game.seed,
      players: game.players,
      setup: secret && game.setup ? setup : game.setup,
      actions: rows.map((r) => ({ seat: r.seat, action: r.action })),
    };
  }

  /** A game in our own format (see exportGame), replayed and stored as a new game. */
  private async importOwn(exported: OwnExport & { seed: string }): Promise<ImportedGame> {
    const players = this.checkPlayers(exported.players);
    const title = this.titles.get(exported.title, exported.variant, exported.setup?.optionalRules ?? []);
    const version = definitionVersion(this.titles.definition(exported.title));
    const log = exported.actions.map((a) => a.action);
    let counting: number[];
    try {
      counting = countingEntries(log);
    } catch (err) {
      throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: ${(err as Error).message}`);
    }
    const seats = exported.actions.map((a) => a.seat);
    const wrongSeat = (index: number, why: string): never => {
      throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: action ${index}: ${why}`, undefined, { index });
    };
    seats.forEach((seat, i) => {
      if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < players.length)) {
        wrongSeat(i, `seat must be null (imported) or a seat from 0 to ${players.length - 1}, not ${echo(seat)}`);
      }
      const a = log[i];
      // countingEntries has checked that each undo names the latest entry still counting.
      if (isUndo(a) && (seat === null || seat !== seats[a.undoes])) wrongSeat(i, `an undo is made by the seat that made the action it takes back (seat ${String(seats[a.undoes])})`);
    });
    const actions = counting.map((i) => log[i]);
    // Our own export checks each action's seat as it folds (replayAsSeats), in this thread: the
    // compute pool's replay knows no seats. 18xx.games imports replay in the pool.
    // An export from before endByAgreement: a game it left running ends early only by agreement
    // of every player from now on, as stored games are migrated (migration EndByAgreement).
    if (exported.setup?.allowManualEnd && !actions.some((a) => (a as { type?: unknown }).type === 'end_game')) {
      const { allowManualEnd: _older, ...rest } = exported.setup;
      exported = { ...exported, setup: { ...rest, endByAgreement: true } };
    }
    const replayed = this.replayAsSeats(title, engineSetup(players, exported.seed, exported.variant, exported.setup), actions, counting.map((i) => seats[i]!), (k) => wrongSeat(counting[k]!, `seat ${String(seats[counting[k]!])} may not make it: it is another seat's action`));
    if (!replayed.ok) {
      const changed = version !== exported.titleVersion ? ` (the title's definition has changed since the export: version ${exported.titleVersion}, now ${version})` : '';
      throw new ServiceError('IMPORT_DIVERGED', `action ${replayed.index} was refused: ${replayed.error.code}: ${replayed.error.message}${changed}`, replayed.error.ruleRef, {
        index: replayed.index,
        logId: null,
        actionType: String((actions[replayed.index] as { type?: unknown } | undefined)?.type ?? ''),
        reason: replayed.error.message,
        engineCode: replayed.error.code,
      });
    }
    const summary = this.engine.summarize(title, replayed.state);
    // Log lines by log entry: an undo entry's own line, the replay's lines for the others.
    const logs: string[][] = log.map((a) => (isUndo(a) ? [undoLine(a)] : []));
    counting.forEach((entry, k) => (logs[entry] = replayed.logs[k] ?? []));
    const { gameId, tokens, duplicateOf } = await this.storeReplayedGame(
      { title: exported.title, variant: exported.variant, seed: exported.seed, players, setup: exported.setup, finished: summary.finished },
      exported.actions.map((a) => ({ seat: a.seat, action: a.action as object })),
      { state: replayed.state, logs },
    );
    return {
      gameId,
      seed: exported.seed,
      seats: players.map((name, seat) => ({ seat, name, token: tokens[seat]! })),
      actionCount: log.length,
      finished: summary.finished,
      gameEndReason: summary.finished ? (summary.result?.reason ?? null) : null,
      // Keyed by player name (our export has no player ids).
      result: summary.finished && summary.result ? Object.fromEntries(Object.entries(summary.result.scores).map(([seat, v]) => [players[Number(seat)]!, v])) : {},
      matchesRecorded: true,
      routeRevenueMismatches: 0,
      duplicateOf,
    };
  }

  /**
   * engine.replay, checking each action made by a seat as act did when it was accepted
   * (`seats[k]` null: imported, made by no seat). An action the engine takes without a seat
   * but refuses from its recorded seat calls `wrongSeat(k)`.
   */
  private replayAsSeats(title: Title, setup: ReturnType<typeof engineSetup>, actions: unknown[], seats: (number | null)[], wrongSeat: (k: number) => never): ReturnType<EnginePort['replay']> {
    let state = this.engine.createGame(title, setup);
    const logs: string[][] = [];
    for (let k = 0; k < actions.length; k++) {
      const seat = seats[k];
      const r = this.engine.apply(title, state, actions[k], seat === null || seat === undefined ? {} : { seat });
      if (!r.ok) {
        if (seat !== null && seat !== undefined && this.engine.apply(title, state, actions[k]).ok) wrongSeat(k);
        return { ok: false, index: k, error: r.error, state, logs };
      }
      state = r.state;
      logs.push(r.log);
    }
    return { ok: true, state, logs };
  }

  /**
   * Stores a game whose whole log has been replayed (an import): the game row with new seat
   * tokens and every action with its log lines, in one transaction; the final state goes
   * to the cache. Returns the new id and the tokens (shown once).
   */
  private async storeReplayedGame(
    row: { title: string; variant: string | null; seed: string; players: string[]; setup: StoredGameSetup | null; finished: boolean },
    actions: { seat: number | null; action: object }[],
    given: { state: GameState; logs: string[][] } | { expected: GameState; what: string },
  ): Promise<{ gameId: string; tokens: string[]; duplicateOf: string | null }> {
    const tokens = row.players.map(() => newToken());
    let replayed: { state: GameState; logs: string[][] } | null = 'logs' in given ? given : null;
    const importHash = recordingHash(row, actions);
    let duplicateOf: string | null = null;
    const gameId = await this.ds.transaction(async (em) => {
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      // One import of a recording at a time, so that of two racing imports one is the first.
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [importHash]);
      const earlier = await em.findOne(Game, { where: { importHash }, order: { createdAt: 'ASC' } });
      duplicateOf = earlier ? (earlier.duplicateOf ?? earlier.id) : null;
      const game = await em.save(
        em.create(Game, {
          title: row.title,
          variant: row.variant,
          seed: row.seed,
          players: row.players,
          seatTokenHashes: tokens.map(hashToken),
          actionCount: actions.length,
          status: row.finished ? 'finished' : 'active',
          setup: row.setup,
          importHash,
          duplicateOf,
        }),
      );
      // Not replayed yet (an import with analytics): the analytics replay of the stored log is
      // the check that it replays to the state the import reached, and gives the log lines.
      let rows: DerivedRows | null = null;
      if (!replayed && this.analytics && 'expected' in given) {
        const log = actions.map((a) => a.action);
        const ref = { id: game.id, title: game.title, variant: game.variant, players: game.players };
        const r = this.analyticsInJobs
          ? await this.jobs.analyticsReplay!(this.keyOf(game), ref, this.setupOf(game), log)
          : this.analytics.replayGame(game, this.titleOf(game), this.setupOf(game), log);
        if (JSON.stringify(r.state) !== JSON.stringify(given.expected)) throw new Error(`${given.what}: replaying the stored log gives another state than the import`);
        replayed = { state: r.state, logs: actions.map((_, i) => r.logs.get(i) ?? []) };
        rows = r.rows;
      }
      if (!replayed) throw new Error('storeReplayedGame: nothing replayed the log');
      const logs = replayed.logs;
      for (let from = 0; from < actions.length; from += IMPORT_INSERT_CHUNK) {
        const chunk = actions.slice(from, from + IMPORT_INSERT_CHUNK).map((a, k) => ({
          gameId: game.id,
          index: from + k,
          seat: a.seat,
          action: a.action,
          log: logs[from + k] ?? [],
        }));
        await em.insert(GameAction, chunk);
      }
      if (rows) await this.analytics!.writeRows(em, game.id, rows);
      else await this.analytics?.recordGame(em, game, this.titleOf(game), this.setupOf(game), actions.map((a) => a.action));
      return game.id;
    });
    this.cache.offer(gameId, actions.length, replayed!.state);
    return { gameId, tokens, duplicateOf };
  }

  /** The parts of an export the game row needs, checked (INVALID_INPUT otherwise). */
  private checkExport(exported: ExportGame): {
    players: string[];
    seed: string;
    seedAsGiven: string | number;
    optionalRules: string[];
  } {
    const players = exported.players.map((p, i) => {
      const name = typeof p === 'object' && p !== null ? (p as { name?: unknown }).name : undefined;
      if (typeof name !== 'string') throw new ServiceError('INVALID_INPUT', `players[${i}] has no name`);
      return name;
    });
    // The names as the export has them (the import replays with those), checked like createGame's.
    const checked = this.checkPlayers(players);
    players.forEach((name, seat) => {
      if (name !== checked[seat]) {
        throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must be in normal form (no spaces around it, Unicode NFKC): ${echo(name)} is stored as ${echo(checked[seat])}`);
      }
    });
    const settings: unknown = exported.settings ?? {};
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
      throw new ServiceError('INVALID_INPUT', 'settings must be an object');
    }
    const { seed: rawSeed, optional_rules: rawRules } = settings as { seed?: unknown; optional_rules?: unknown };
    // As 18xx.games: without a seed, the first number in the game's id (tools/import/replay.ts exportSeed).
    const seedAsGiven = rawSeed === undefined || rawSeed === '' ? exportSeed({ id: (exported as { id?: number | string }).id }) : rawSeed;
    if (typeof seedAsGiven !== 'string' && !(typeof seedAsGiven === 'number' && Number.isFinite(seedAsGiven))) {
      throw new ServiceError('INVALID_INPUT', 'settings.seed must be a number or a string');
    }
    const seed = String(seedAsGiven);
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `settings.seed must be 1 to ${MAX_SEED_LENGTH} characters`);
    }
    if (seed.includes('\u0000')) throw new ServiceError('INVALID_INPUT', 'settings.seed must not contain the character U+0000');
    const rules = rawRules ?? [];
    if (!Array.isArray(rules) || rules.some((r) => typeof r !== 'string')) {
      throw new ServiceError('INVALID_INPUT', 'settings.optional_rules must be a list of strings');
    }
    return { players, seed, seedAsGiven, optionalRules: rules as string[] };
  }

  /**
   * Player names by seat, normalised (Unicode NFKC, trimmed) and checked: 1 to 64 characters,
   * nothing invisible or reordering (control, format, bidi, zero-width characters), and no
   * name that reads like another seat's (compared without case, width or spacing) or like an
   * open seat's label. `placeholders`: the seats still open, which carry that label.
   */
  private checkPlayers(players: unknown, placeholders: ReadonlySet<number> = new Set()): string[] {
    if (!Array.isArray(players) || players.length === 0) {
      throw new ServiceError('INVALID_INPUT', 'players must list at least one player name');
    }
    const names = players.map((p) => (typeof p === 'string' ? p.normalize('NFKC').trim() : ''));
    names.forEach((name, seat) => {
      if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
        throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must be 1 to ${MAX_NAME_LENGTH} characters`);
      }
      const hidden = HIDDEN_CHARACTER.exec(name);
      if (hidden) {
        const code = hidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must not contain control, formatting or invisible characters (U+${code} at position ${hidden.index})`);
      }
      if (!placeholders.has(seat) && OPEN_SEAT_LABEL.test(nameKey(name))) {
        throw new ServiceError('INVALID_INPUT', `player ${seat}: ${echo(name)} reads as the label of an open seat`);
      }
    });
    // Seats are what the engine uses; names that read alike would let one player pass for another.
    const seen = new Map<string, number>();
    names.forEach((name, seat) => {
      const key = nameKey(name);
      const other = seen.get(key);
      if (other !== undefined) throw new ServiceError('INVALID_INPUT', `player ${seat}: ${echo(name)} reads the same as player ${other}'s name ${echo(names[other])}`);
      seen.set(key, seat);
    });
    return names;
  }

  // ---------------------------------------------------------------------------
  // Loading

  /** The game row, or NOT_FOUND (also for ids that are not UUIDs). */
  async requireGame(gameId: string, em: EntityManager = this.ds.manager): Promise<Game> {
    const game = typeof gameId === 'string' && UUID.test(gameId) ? await em.findOne(Game, { where: { id: gameId } }) : null;
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
    const state = await this.replayRows(this.ds.manager, past, title);
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
  private titleOf(game: Game): Title {
    return this.titles.get(game.title, game.variant, game.setup?.optionalRules ?? []);
  }

  /** What names titleOf(game) for the compute jobs. */
  private keyOf(game: Game): TitleKey {
    return { title: game.title, variant: game.variant, optionalRules: game.setup?.optionalRules ?? [] };
  }

  private setupOf(game: Game) {
    return engineSetup(game.players, game.seed, game.variant, game.setup ?? null);
  }

  /**
   * The state after the game's first `game.actionCount` actions: from the cache when
   * it is current, by folding the missing rows when it is behind, by a full replay
   * otherwise. Rows beyond game.actionCount (committed after `game` was read) are
   * ignored, so the state always matches the row the caller holds.
   */
  private async stateOf(em: EntityManager, game: Game, title: Title): Promise<GameState> {
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
      if (!undone) this.logger.warn(`game ${game.id}: incremental catch-up failed, replaying the whole log`);
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

  // ---------------------------------------------------------------------------
  // Seats

  /** INVALID_INPUT for an action whose shape is wrong (the schema check, when configured). */
  private requireWellFormed(action: unknown): void {
    const problems = this.validateAction?.(action) ?? [];
    if (problems.length > 0) throw new ServiceError('INVALID_INPUT', `malformed action: ${problems.join('; ')}`);
  }

  /** The seat whose token this is, or FORBIDDEN. */
  seatForToken(game: Game, token: string): number {
    // Every request made with a seat token comes through here.
    const wait = typeof token === 'string' ? (this.limiter?.take(hashToken(token)) ?? 0) : 0;
    if (wait > 0) throw new ServiceError('RATE_LIMITED', `too many requests with this token; retry in ${wait} ms`, undefined, { retryAfterMs: wait });
    if (typeof token === 'string' && token.length > 0 && token.length <= 256) {
      const hash = Buffer.from(hashToken(token), 'hex');
      for (const [seat, stored] of game.seatTokenHashes.entries()) {
        if (stored === null) continue; // an open seat
        const candidate = Buffer.from(stored, 'hex');
        if (candidate.length === hash.length && timingSafeEqual(candidate, hash)) return seat;
      }
    }
    throw new ServiceError('FORBIDDEN', 'this token is not a seat token of this game');
  }

  async legalActions(gameId: string, token: string): Promise<LegalAction[]> {
    const game = await this.requireGame(gameId);
    const seat = this.seatForToken(game, token);
    requireStarted(game);
    const title = this.titleOf(game);
    const state = await this.stateOf(this.ds.manager, game, title);
    return this.jobs.legalActions(title, this.keyOf(game), state, seat);
  }

  /**
   * A dry run of `action` for the token's seat: what it would change, with nothing
   * stored and nobody notified. Refused exactly as `act` would refuse it.
   */
  async preview(gameId: string, token: string, action: unknown): Promise<PreviewResult> {
    this.requireWellFormed(action);
    const game = await this.requireGame(gameId);
    const seat = this.seatForToken(game, token);
    requireStarted(game);
    const title = this.titleOf(game);
    const state = await this.stateOf(this.ds.manager, game, title);
    const r = this.engine.apply(title, state, action, { seat });
    if (!r.ok) throw refusal(r.error);
    return previewOf(this.engine.summarize(title, state), this.engine.summarize(title, r.state), r.log);
  }

  /**
   * The best routes `corporation` can run now, by the engine's exact optimiser, searched for
   * at most `timeBudgetMs` (clamped to 1..10000 ms). `proven` says whether the search finished;
   * when it did not, the routes are the best found and `upperBound` caps what is possible.
   */
  async bestRoutes(gameId: string, corporation: string, timeBudgetMs = 1000): Promise<BestRoutesResult> {
    if (!this.engine.bestRoutes) throw new ServiceError('NOT_SUPPORTED', 'this server has no route optimiser');
    if (!Number.isFinite(timeBudgetMs)) throw new ServiceError('INVALID_INPUT', 'timeBudgetMs must be a number');
    const game = await this.requireGame(gameId);
    const title = this.titleOf(game);
    const state = await this.stateOf(this.ds.manager, game, title);
    if (!state.corporations[corporation]) throw new ServiceError('NOT_FOUND', `no corporation ${echo(corporation)} in this game`);
    const budget = Math.min(10_000, Math.max(1, Math.floor(timeBudgetMs)));
    const { best, elapsedMs } = await this.jobs.bestRoutes(title, this.keyOf(game), state, corporation, budget);
    return {
      corporation,
      revenue: best.revenue,
      proven: best.proven,
      upperBound: best.upperBound,
      elapsedMs,
      routes: best.routes.map((r) => ({ train: r.train, revenue: r.revenue, path: r.path, stops: r.breakdown })),
    };
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
  async act(gameId: string, token: string, action: unknown, expectedIndex?: number | null, choiceId?: string | null): Promise<ActResult> {
    checkWriteArgs(gameId, expectedIndex);
    const byChoice = choiceId !== undefined && choiceId !== null;
    if (byChoice === (action !== undefined && action !== null)) {
      throw new ServiceError('INVALID_INPUT', 'send either an action or a choiceId (the id of one of legalActions), not both');
    }
    if (byChoice && (typeof choiceId !== 'string' || choiceId.length > 512)) throw new ServiceError('INVALID_INPUT', 'choiceId must be a legal action id');
    // Shape first, outside the transaction: a malformed action needs no lock.
    if (!byChoice) this.requireWellFormed(action);

    let committed: { event: GameEventPayload; result: ActResult };
    try {
      committed = await this.ds.transaction(async (em) => {
        // Pool-of-one rule (PGlite): inside this callback use `em` only.
        const { game, seat, index } = await this.lockForSeat(em, gameId, token, expectedIndex, 'action');
        const title = this.titleOf(game);
        const state = await this.stateOf(em, game, title);
        if (byChoice) action = this.choiceAction(title, state, seat, choiceId);
        const r = this.engine.apply(title, state, action, { seat });
        if (!r.ok) {
          // Refused: nothing is written; the transaction only held the lock. A broken
          // invariant is reported to the client like any refusal, but it is a bug in
          // the engine or the definition, so it goes to the server log too.
          if (r.error.code === 'INVARIANT_VIOLATION') {
            this.logger.error(`game ${gameId}: invariant violation at index ${index}:`, r.error.message);
          }
          throw refusal(r.error);
        }
        const after = this.engine.summarize(title, r.state);
        const finished = after.finished;

        const inserted = await em.insert(GameAction, { gameId, index, seat, action: action as object, log: r.log });
        const createdAt = (inserted.generatedMaps[0]?.createdAt as Date | undefined) ?? new Date();
        await this.analytics?.recordAction(em, { game, title, index, seat, action, before: state, after: r.state, log: r.log });
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
          result: { index, actionCount: index + 1, log: r.log, finished, activeSeats: after.activeSeats, state: r.state },
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
    await this.publishQuietly(committed.event);
    return committed.result;
  }

  /**
   * The action of one of the seat's legal choices, by id (act with a choiceId). A choice
   * that is not legal now (any more) is ILLEGAL_ACTION; one with open parameters (a price
   * range) cannot be sent by id: INVALID_INPUT, send the full action.
   */
  private choiceAction(title: Title, state: GameState, seat: number, choiceId: string): unknown {
    const choice = this.engine.legalActions(title, state, seat).find((c) => c.id === choiceId);
    if (!choice) {
      // The code the same move sent as a full action would get: the game is over, or it is not this seat's turn.
      const summary = this.engine.summarize(title, state);
      if (summary.finished) throw new ServiceError('GAME_OVER', 'the game has ended');
      if (!summary.activeSeats.includes(seat)) {
        throw new ServiceError('NOT_YOUR_TURN', `it is not seat ${seat}'s turn (seats to act: ${summary.activeSeats.join(', ')}), and ${echo(choiceId)} is not one of its choices out of turn`);
      }
      throw new ServiceError('ILLEGAL_ACTION', `${echo(choiceId)} is not one of this seat's legal choices now (list them with legalActions)`, 'Switchyard API, act');
    }
    if (choice.params && Object.keys(choice.params).length > 0) {
      throw new ServiceError('INVALID_INPUT', `choice ${echo(choiceId)} has open parameters (${Object.keys(choice.params).join(', ')}): send the full action with them filled in`);
    }
    return choice.action;
  }

  /**
   * Takes back the token's seat's own last action, while no later action counts: stored
   * as a new log entry `{ type: "undo", undoes: i }` (engine/undo.ts), so the log keeps
   * the history and every subscriber sees the undo as an event. Repeatable: after an
   * undo the seat may take back its previous action if that is now the last one. Refused
   * with ILLEGAL_ACTION when there is nothing to undo or the last action is another
   * seat's (or an imported one, made by no seat); STALE_INDEX as for act.
   */
  async undo(gameId: string, token: string, expectedIndex?: number | null): Promise<ActResult & { undone: number }> {
    checkWriteArgs(gameId, expectedIndex);
    const committed = await this.ds.transaction(async (em) => {
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      const { game, seat, index } = await this.lockForSeat(em, gameId, token, expectedIndex, 'undo');
      // A finished game stays finished: its result is final, whoever made the last move (as for act).
      if (game.status === 'finished') throw new ServiceError('GAME_OVER', 'the game has ended: its last action can no longer be undone');
      const rows = await em.find(GameAction, { where: { gameId, index: LessThan(index) }, order: { index: 'ASC' } });
      const counting = countingEntries(rows.map((r) => r.action));
      const last = counting.length > 0 ? rows[counting[counting.length - 1]!]! : null;
      if (!last) throw new ServiceError('ILLEGAL_ACTION', 'there is no action to undo', 'Switchyard API, undo');
      if (last.seat !== seat) {
        throw new ServiceError(
          'ILLEGAL_ACTION',
          last.seat === null
            ? `the last action (index ${last.index}) was imported, not made by a seat: it cannot be undone`
            : `the last action (index ${last.index}) is seat ${last.seat}'s: a seat may undo only its own last action`,
          'Switchyard API, undo',
        );
      }
      const title = this.titleOf(game);
      const kept = counting.slice(0, -1).map((i) => rows[i]!.action);
      const r = await this.jobs.replay(title, this.keyOf(game), this.setupOf(game), kept);
      if (!r.ok) throw new Error(`game ${gameId}: stored action ${r.index} no longer replays: ${r.error.code} ${r.error.message}`);
      const after = this.engine.summarize(title, r.state);
      const finished = after.finished;
      const entry: UndoEntry = { type: UNDO, undoes: last.index };
      const log = [undoLine(entry)];
      const inserted = await em.insert(GameAction, { gameId, index, seat, action: entry, log });
      const createdAt = (inserted.generatedMaps[0]?.createdAt as Date | undefined) ?? new Date();
      const updated = await em.update(Game, { id: gameId, actionCount: index }, { actionCount: index + 1, status: finished ? 'finished' : 'active' });
      if (updated.affected !== 1) throw new ServiceError('STALE_INDEX', `another action was stored at index ${index} first`);
      // Rows derived from the undone action go with it (analytics tables).
      await this.analytics?.forgetAction(em, gameId, last.index);
      return {
        event: { gameId, index, seat, action: entry, log, actionCount: index + 1, createdAt } as GameEventPayload,
        result: { index, actionCount: index + 1, log, finished, activeSeats: after.activeSeats, state: r.state, undone: last.index },
      };
    });
    this.cache.offer(gameId, committed.result.actionCount, committed.result.state);
    await this.publishQuietly(committed.event);
    return committed.result;
  }

  /**
   * Inside a writing transaction: the game row locked (SELECT ... FOR UPDATE, so writes to one game
   * are serialised across processes), the token's seat, and the index the new entry will get;
   * NOT_FOUND, FORBIDDEN, GAME_NOT_STARTED, or STALE_INDEX when `expectedIndex` is not that index.
   */
  private async lockForSeat(
    em: EntityManager,
    gameId: string,
    token: string,
    expectedIndex: number | null | undefined,
    what: 'action' | 'undo',
  ): Promise<{ game: Game; seat: number; index: number }> {
    const game = await em.findOne(Game, { where: { id: gameId }, lock: { mode: 'pessimistic_write' } });
    if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
    const seat = this.seatForToken(game, token);
    requireStarted(game);
    const index = game.actionCount;
    if (expectedIndex !== undefined && expectedIndex !== null && expectedIndex !== index) {
      throw new ServiceError('STALE_INDEX', `the ${what} was meant for index ${expectedIndex}, but the next index is ${index}`);
    }
    return { game, seat, index };
  }

  /** Sends an event to subscribers; a failure is logged, not reported (the action is stored). */
  private async publishQuietly(event: GameEventPayload): Promise<void> {
    try {
      await this.events.publish(event);
    } catch (err) {
      // Subscribers will find the action in the database on their next read.
      this.logger.error(`game ${event.gameId}: publishing event ${event.index} failed:`, err);
    }
  }

  // ---------------------------------------------------------------------------
  // Events

  /**
   * The game's stored events with index > after (-1 or omitted: from the first), at most `limit`
   * (1..MAX_EVENTS_PAGE): the `events` field. `after` is checked as for the subscription.
   */
  async listEvents(gameId: string, after: number | null | undefined, limit: number | null | undefined): Promise<GameEventPayload[]> {
    const from = checkAfter(after);
    const take = limit ?? MAX_EVENTS_PAGE;
    if (!Number.isInteger(take) || take < 1 || take > MAX_EVENTS_PAGE) throw new ServiceError('INVALID_INPUT', `limit must be between 1 and ${MAX_EVENTS_PAGE}`);
    return this.eventsAfter(gameId, from, take);
  }

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
    const from = checkAfter(after);
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

  /**
   * Fires each time the token's seat must act: at once if it must act now, then after every
   * action that leaves it to act (again). Built on the gap-free event stream, so a notice is
   * never skipped; it ends when the game ends. Wrong token: FORBIDDEN.
   */
  async yourTurn(gameId: string, token: string): Promise<AsyncIterableIterator<YourTurnNotice>> {
    const game = await this.requireGame(gameId);
    const seat = this.seatForToken(game, token);
    requireStarted(game);
    const start = game.actionCount;
    const events = await this.subscribe(gameId, start - 1);
    // Only the action count changes while the game runs; the rest of its row is read once.
    const title = this.titleOf(game);
    const notice = async (actionCount: number): Promise<YourTurnNotice | 'over' | null> => {
      // The state right after `actionCount` actions (later ones may already be stored).
      const state = await this.stateOf(this.ds.manager, { ...game, actionCount } as Game, title);
      const summary = this.engine.summarize(title, state);
      if (summary.finished) return 'over';
      return summary.activeSeats.includes(seat) ? { gameId, seat, actionCount, active: summary.active } : null;
    };
    async function* run(): AsyncGenerator<YourTurnNotice> {
      try {
        const first = await notice(start);
        if (first === 'over') return;
        if (first) yield first;
        for await (const event of events) {
          const n = await notice(event.actionCount);
          if (n === 'over') return;
          if (n) yield n;
        }
      } finally {
        await events.return?.();
      }
    }
    return run();
  }

  /** Ends every open event stream (server shutdown). */
  closeStreams(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}
