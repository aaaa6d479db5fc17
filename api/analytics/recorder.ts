/**
 * Writes the analytics tables (./entities.ts) as actions are applied: each action's
 * facts are derived by comparing the state before it with the state after it (and
 * looking at the action), never by instrumenting the engine. The service calls
 * recordAction inside the transaction that stores the action, forgetAction when an
 * action is undone, and recordGame when an imported log is stored.
 *
 * Derivation is cheap (a few field comparisons per action, the engine's summary only
 * when a round or the game ends) and defensive: a state without some part (the API
 * tests' stand-in engine has no rounds, corporations or map) yields no rows for it.
 *
 * What is derived, per action:
 * - round ended (before.round ≠ after.round) or game ended: every player's cash and
 *   net worth and every parred corporation's share price (the engine's summary of the
 *   state after the action), labelled with the round that ended;
 * - a dividend decided: revenue, payout/withhold/half, per-share payout and the part
 *   retained, per corporation and operating round (an 1870 connection run too; a turn
 *   without revenue is withheld automatically by the engine and recorded as such);
 * - buy_train: corporation, train, type, price, seller;
 * - every hex whose tile or rotation changed: the tile, its rotation, what it replaced;
 * - the game's row: at its first action, when its first corporation is parred (which,
 *   by whom), and when it ends (scores, winners, length).
 */
import type { EntityManager } from 'typeorm';
import { countingEntries } from '../../engine/undo';
import type { Game } from '../db/entities';
import type { EnginePort, GameState, Title } from '../engine-port';
import {
  AnalyticsGame,
  AnalyticsOperatingResult,
  AnalyticsPlayerRound,
  AnalyticsSharePrice,
  AnalyticsTileLay,
  AnalyticsTrainPurchase,
  type RoundKind,
} from './entities';

export interface RecordActionInput {
  game: Game;
  title: Title;
  /** The action's index in the game's log. */
  index: number;
  /** The seat that made it (null for imported actions). */
  seat: number | null;
  action: unknown;
  before: GameState;
  after: GameState;
  /** The engine's log lines for the action. */
  log: string[];
}

/** The engine setup a game is replayed with (service.ts engineSetup). */
export type ReplaySetup = Parameters<EnginePort['createGame']>[1];

type Row<T> = Omit<T, 'game'>;

/** The rows one or more actions produce. */
export interface DerivedRows {
  players: Row<AnalyticsPlayerRound>[];
  sharePrices: Row<AnalyticsSharePrice>[];
  operatingResults: Row<AnalyticsOperatingResult>[];
  trainPurchases: Row<AnalyticsTrainPurchase>[];
  tileLays: Row<AnalyticsTileLay>[];
  /** Columns of the game's analytics row to insert or update; null: nothing to write. */
  game: Partial<Row<AnalyticsGame>> | null;
}

interface RoundInfo {
  roundKind: RoundKind;
  roundNumber: number;
  roundIndex: number | null;
  roundLabel: string;
}

// The parts of the engine's state read here, every one optional: the recorder must
// cope with states that lack them (another title's engine, the API tests' stand-in).
interface LooseTurn {
  revenue?: number | null;
  dividend?: string | null;
}
interface LooseRound {
  kind?: unknown;
  number?: unknown;
  set?: unknown;
  index?: unknown;
  current?: string | null;
  done?: string[];
  turn?: LooseTurn;
  connection?: { corporation: string; stage: string; revenue: number } | null;
}
interface LooseCorporation {
  id?: string;
  par?: number | null;
  president?: number | null;
  floated?: boolean;
  closed?: boolean;
}
interface LooseState {
  round?: LooseRound;
  corporations?: Record<string, LooseCorporation>;
  hexes?: Record<string, { tile?: string | null; rotation?: number }>;
  trains?: { id: string; type: string }[];
  finished?: { reason?: string; scores?: Record<string, number>; ranking?: number[] } | null;
  roundsStarted?: number;
  roundCounts?: Record<string, number>;
}
interface LooseAction {
  type?: unknown;
  entityType?: unknown;
  entity?: unknown;
  kind?: unknown;
  train?: unknown;
  price?: unknown;
  from?: unknown;
  exchange?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

function roundOf(state: LooseState): RoundInfo | null {
  const r = state.round;
  if (!isObject(r)) return null;
  if ((r.kind === 'stock' || r.kind === 'auction') && isInt(r.number)) {
    return {
      roundKind: r.kind,
      roundNumber: r.number,
      roundIndex: null,
      roundLabel: r.kind === 'stock' ? `SR ${r.number}` : `Auction ${r.number}`,
    };
  }
  if (r.kind === 'operating' && isInt(r.set) && isInt(r.index)) {
    return { roundKind: 'operating', roundNumber: r.set, roundIndex: r.index, roundLabel: `OR ${r.set}.${r.index}` };
  }
  return null;
}

const sameRound = (a: RoundInfo, b: RoundInfo): boolean =>
  a.roundKind === b.roundKind && a.roundNumber === b.roundNumber && a.roundIndex === b.roundIndex;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The engine's "<corp> pays $N per share[ and keeps $M]" line for a payout (dividend.ts
 * distribute): what one 10% share received and what the treasury kept.
 */
function payoutFromLog(log: string[], corporation: string): { perShare: number; kept: number } | null {
  const re = new RegExp(`^${escapeRegExp(corporation)} pays \\D*?(\\d+) per share(?: and keeps \\D*?(\\d+))?`);
  for (const line of log) {
    const m = re.exec(line);
    if (m) return { perShare: Number(m[1]), kept: m[2] === undefined ? 0 : Number(m[2]) };
  }
  return null;
}

/** What a turn played without an action withheld, from the engine's log line "<corp> withholds <amount>" (1820: a cousin's company plays itself). */
function withheldFromLog(log: string[], corporation: string): number {
  const re = new RegExp(`^${escapeRegExp(corporation)} withholds \\D*?(\\d+)`);
  for (const line of log) {
    const m = re.exec(line);
    if (m) return Number(m[1]);
  }
  return 0;
}

/** The same rows for another game id (rows derived before the game row had its id). */
export function rowsFor(rows: DerivedRows, gameId: string): DerivedRows {
  const mark = <R extends { gameId?: string }>(list: R[]): R[] => list.map((r) => ({ ...r, gameId }));
  return {
    players: mark(rows.players),
    sharePrices: mark(rows.sharePrices),
    operatingResults: mark(rows.operatingResults),
    trainPurchases: mark(rows.trainPurchases),
    tileLays: mark(rows.tileLays),
    game: rows.game ? { ...rows.game, gameId } : null,
  };
}

export function emptyRows(): DerivedRows {
  return { players: [], sharePrices: [], operatingResults: [], trainPurchases: [], tileLays: [], game: null };
}

/** Rows written per INSERT (one JSON parameter each: a bounded statement). */
const WRITE_CHUNK = 1000;

export class AnalyticsRecorder {
  constructor(
    private readonly engine: EnginePort,
    private readonly logger: Pick<Console, 'warn'> = console,
  ) {}

  /** Derives and writes the rows of one applied action (inside the caller's transaction). */
  async recordAction(em: EntityManager, input: RecordActionInput): Promise<void> {
    await this.write(em, input.game.id, this.safeDerive(input));
  }

  /** The rows of one applied action, writing nothing (act writes them with the action, when there are any). */
  rowsOf(input: RecordActionInput): DerivedRows {
    return this.safeDerive(input);
  }

  /** Whether `rows` holds anything to write. */
  static isEmpty(rows: DerivedRows): boolean {
    return !rows.game && rows.players.length + rows.sharePrices.length + rows.operatingResults.length + rows.trainPurchases.length + rows.tileLays.length === 0;
  }

  /**
   * Deletes every row derived from action `index` of the game, and reverts the game row's
   * first par or ending when that action produced them (undo).
   */
  async forgetAction(em: EntityManager, gameId: string, index: number): Promise<void> {
    for (const entity of [AnalyticsPlayerRound, AnalyticsSharePrice, AnalyticsOperatingResult, AnalyticsTrainPurchase, AnalyticsTileLay]) {
      await em.delete(entity, { gameId, actionIndex: index });
    }
    await em.update(
      AnalyticsGame,
      { gameId, firstParIndex: index },
      { firstParCorporation: null, firstParSeat: null, firstParIndex: null },
    );
    await em.update(
      AnalyticsGame,
      { gameId, finishedIndex: index },
      {
        finished: false,
        finishedIndex: null,
        endReason: null,
        scores: null,
        winnerSeats: null,
        roundsStarted: null,
        stockRounds: null,
        operatingSets: null,
      },
    );
  }

  /**
   * Replays a whole stored log (an import) with the engine, as stored actions are
   * replayed (no seat), and writes the rows of every action in a few statements.
   * `actions` is the log as stored: entries taken back by a later undo entry
   * (engine/undo.ts) produce no rows, as if recorded and then forgotten.
   */
  async recordGame(em: EntityManager, game: Game, title: Title, setup: ReplaySetup, actions: readonly unknown[]): Promise<void> {
    await this.write(em, game.id, this.replayGame(game, title, setup, actions).rows);
  }

  /** Writes rows made by replayGame. */
  async writeRows(em: EntityManager, gameId: string, rows: DerivedRows): Promise<void> {
    await this.write(em, gameId, rows);
  }

  /**
   * The replay behind recordGame, writing nothing: the rows, the final state, and each
   * replayed entry's log lines (by log index). An import uses it as its own check that the
   * stored log replays, so the log is not replayed twice.
   */
  replayGame(game: Game, title: Title, setup: ReplaySetup, actions: readonly unknown[]): { rows: DerivedRows; state: GameState; logs: Map<number, string[]> } {
    const fold = this.foldRows(game, title);
    let state = this.engine.createGame(title, setup);
    const logs = new Map<number, string[]>();
    for (const index of countingEntries(actions)) {
      const action = actions[index];
      const r = this.engine.apply(title, state, action);
      if (!r.ok) throw new Error(`game ${game.id}: analytics replay: action ${index} was refused: ${r.error.code} ${r.error.message}`);
      logs.set(index, r.log);
      fold.add(index, action, state, r.state, r.log);
      state = r.state;
    }
    return { rows: fold.rows, state, logs };
  }

  /**
   * The rows of a fold someone else makes, action by action in log order (an import folds its game
   * once, and derives its rows on the way: api/compute/jobs.ts importFold).
   */
  foldRows(game: Game, title: Title): { add: (index: number, action: unknown, before: GameState, after: GameState, log: string[]) => void; rows: DerivedRows } {
    const all = emptyRows();
    all.game = { gameId: game.id, title: game.title, variant: game.variant, playerCount: game.players.length };
    const add = (index: number, action: unknown, before: GameState, after: GameState, log: string[]): void => {
      const rows = this.safeDerive({ game, title, index, seat: null, action, before, after, log });
      all.players.push(...rows.players);
      all.sharePrices.push(...rows.sharePrices);
      all.operatingResults.push(...rows.operatingResults);
      all.trainPurchases.push(...rows.trainPurchases);
      all.tileLays.push(...rows.tileLays);
      if (rows.game) all.game = { ...all.game, ...rows.game };
    };
    return { add, rows: all };
  }

  /** derive(), but a state it cannot read costs the action its analytics, not the action itself. */
  private safeDerive(input: RecordActionInput): DerivedRows {
    try {
      return this.derive(input);
    } catch (err) {
      this.logger.warn(`game ${input.game.id}: no analytics for action ${input.index}: ${(err as Error).message}`);
      return emptyRows();
    }
  }

  /** The rows one action produces (pure: reads the states, writes nothing). */
  derive(input: RecordActionInput): DerivedRows {
    const { game, title, index, log } = input;
    const before = input.before as unknown as LooseState;
    const after = input.after as unknown as LooseState;
    const action: LooseAction = isObject(input.action) ? input.action : {};
    const rows = emptyRows();
    const roundBefore = roundOf(before);
    const roundAfter = roundOf(after);
    const base = { gameId: game.id, actionIndex: index, title: game.title };

    // The game's row: created with the first action, so that every game has one.
    const gameRow = (): Partial<Row<AnalyticsGame>> =>
      (rows.game ??= { gameId: game.id, title: game.title, variant: game.variant, playerCount: game.players.length });
    if (index === 0 || (input.before as { actionCount?: unknown }).actionCount === 0) gameRow();

    // Snapshots when a round ends, and when the game ends.
    const ended = !before.finished && !!after.finished;
    const roundChanged = roundBefore !== null && roundAfter !== null && !sameRound(roundBefore, roundAfter);
    if (roundBefore && (roundChanged || ended)) {
      const summary = this.engine.summarize(title, input.after);
      for (const p of summary.players ?? []) {
        if (!isInt(p.seat) || !Number.isFinite(p.cash) || !Number.isFinite(p.netWorth)) continue;
        rows.players.push({ ...base, ...roundBefore, seat: p.seat, cash: p.cash, netWorth: p.netWorth });
      }
      for (const c of summary.corporations ?? []) {
        if (typeof c.id !== 'string' || typeof c.sharePrice !== 'number') continue;
        rows.sharePrices.push({ ...base, ...roundBefore, corporation: c.id, sharePrice: c.sharePrice, par: c.par ?? null });
      }
    }

    // The first corporation parred, and by whom.
    if (isObject(before.corporations) && isObject(after.corporations)) {
      const isParred = (c: unknown): c is { id?: unknown; president?: unknown } => isObject(c) && typeof c.par === 'number';
      if (!Object.values(before.corporations).some(isParred)) {
        const first = Object.values(after.corporations).find(isParred);
        if (first && typeof first.id === 'string') {
          Object.assign(gameRow(), { firstParCorporation: first.id, firstParSeat: isInt(first.president) ? first.president : null, firstParIndex: index });
        }
      }
    }

    // The end: scores, winners, length.
    if (ended) {
      const f = after.finished!;
      const scores = isObject(f.scores) ? (f.scores as Record<string, number>) : {};
      // The winner is first in the engine's ranking; seats with the same score share the win
      // (the ranking orders a tie by seat). Without a ranking: the best score.
      const top = Array.isArray(f.ranking) && isInt(f.ranking[0]) ? f.ranking[0] : null;
      const best = top !== null && Number.isFinite(scores[String(top)]) ? scores[String(top)] : Math.max(...Object.values(scores).filter((v) => Number.isFinite(v)));
      const winners = Object.entries(scores)
        .filter(([seat, v]) => v === best && /^\d+$/.test(seat))
        .map(([seat]) => Number(seat));
      if (top !== null && !winners.includes(top)) winners.push(top);
      winners.sort((a, b) => a - b);
      Object.assign(gameRow(), {
        finished: true,
        finishedIndex: index,
        endReason: typeof f.reason === 'string' ? f.reason.slice(0, 64) : null,
        scores,
        winnerSeats: winners,
        roundsStarted: isInt(after.roundsStarted) ? after.roundsStarted : null,
        stockRounds: isObject(after.roundCounts) ? (after.roundCounts.stock ?? 0) : null,
        operatingSets: isObject(after.roundCounts) ? (after.roundCounts.operating ?? 0) : null,
      });
    }

    if (roundBefore || roundAfter) rows.operatingResults.push(...this.operatingResults(input, before, after, action, roundBefore, roundAfter, log));

    // Trains bought.
    if (action.type === 'buy_train' && typeof action.train === 'string' && roundBefore) {
      const train = action.train;
      const type = after.trains?.find((t) => t.id === train)?.type ?? before.trains?.find((t) => t.id === train)?.type ?? train.split('-')[0]!;
      rows.trainPurchases.push({
        ...base,
        ...roundBefore,
        corporation: String(action.entity),
        train,
        trainType: type,
        price: isInt(action.price) ? action.price : 0,
        seller: typeof action.from === 'string' ? action.from : 'depot',
        exchangedTrain: typeof action.exchange === 'string' ? action.exchange : null,
      });
    }

    // Tiles laid: every hex whose tile or rotation changed, whatever action changed it.
    // (The same hexes object, as a state that shares its unchanged parts would have it: nothing laid.)
    if (roundBefore && isObject(before.hexes) && isObject(after.hexes) && before.hexes !== after.hexes) {
      const operating = before.round?.kind === 'operating' ? (before.round.current ?? null) : null;
      const corporation = action.entityType === 'corporation' ? String(action.entity) : operating;
      const company = action.entityType === 'company' ? String(action.entity) : null;
      // (for-in: no entries array of every hex for each action)
      for (const hex in after.hexes) {
        const h = after.hexes[hex];
        if (!isObject(h) || typeof h.tile !== 'string') continue;
        const prev = before.hexes[hex];
        // The same object: a hex the action left alone (a copy of the state shares it, engine/state/hexes.ts).
        if (prev === h || (prev && prev.tile === h.tile && prev.rotation === h.rotation)) continue;
        rows.tileLays.push({
          ...base,
          ...roundBefore,
          hex,
          corporation,
          company,
          tile: h.tile,
          rotation: isInt(h.rotation) ? h.rotation : 0,
          previousTile: typeof prev?.tile === 'string' ? prev.tile : null,
        });
      }
    }
    return rows;
  }

  /**
   * Dividends decided by this action. A dividend action decides the current
   * corporation's (or a connection run's); a turn that earns nothing is withheld by
   * the engine without an action, when the turn reaches its dividend step, possibly
   * for several corporations in one action (each that had nothing to decide).
   */
  private operatingResults(
    input: RecordActionInput,
    before: LooseState,
    after: LooseState,
    action: LooseAction,
    roundBefore: RoundInfo | null,
    roundAfter: RoundInfo | null,
    log: string[],
  ): Row<AnalyticsOperatingResult>[] {
    const out: Row<AnalyticsOperatingResult>[] = [];
    const rb = before.round?.kind === 'operating' ? before.round : null;
    const ra = after.round?.kind === 'operating' ? after.round : null;
    const corps = before.corporations ?? {};
    const president = (corp: string): number | null => {
      const p = corps[corp]?.president;
      return isInt(p) ? p : null;
    };
    const result = (corporation: string, runKind: 'turn' | 'connection', revenue: number, dividend: string, round: RoundInfo): void => {
      if (dividend !== 'payout' && dividend !== 'withhold' && dividend !== 'half') return;
      // One row per corporation and kind of run per action (the table's key): were two of a
      // corporation's turns, in two operating rounds, to go by in one action, the first is kept.
      if (out.some((r) => r.corporation === corporation && r.runKind === runKind)) return;
      let perShare: number | null = 0;
      let retained: number | null = revenue;
      if (dividend !== 'withhold') {
        const paid = payoutFromLog(log, corporation);
        perShare = paid ? paid.perShare : null;
        retained = paid ? paid.kept : dividend === 'payout' ? 0 : null;
      }
      out.push({
        gameId: input.game.id,
        actionIndex: input.index,
        title: input.game.title,
        ...round,
        corporation,
        runKind,
        revenue,
        dividend,
        perShare,
        retained,
        presidentSeat: president(corporation),
      });
    };

    if (rb && roundBefore && action.type === 'dividend' && typeof action.kind === 'string') {
      if (rb.connection && rb.connection.stage === 'dividend') {
        result(rb.connection.corporation, 'connection', rb.connection.revenue ?? 0, action.kind, roundBefore);
      } else if (typeof rb.current === 'string') {
        result(rb.current, 'turn', rb.turn?.revenue ?? 0, action.kind, roundBefore);
      }
    }

    // Withheld without an action (nothing earned, or a turn the company played itself), in titles whose turns have a dividend step.
    const steps = (input.title as { rounds?: { operating?: { steps?: string[] } } }).rounds?.operating?.steps;
    if (!Array.isArray(steps) || !steps.includes('dividend')) return out;
    const closed = (corp: string): boolean => after.corporations?.[corp]?.closed === true;
    const nothing = (corp: string, round: RoundInfo): void => {
      if (!closed(corp)) result(corp, 'turn', withheldFromLog(log, corp), 'withhold', round);
    };
    const sameOR = !!(rb && ra && roundBefore && roundAfter && sameRound(roundBefore, roundAfter));
    if (rb && roundBefore) {
      const current = typeof rb.current === 'string' ? rb.current : null;
      const undecided = rb.turn?.dividend === null || rb.turn?.dividend === undefined;
      const doneBefore = new Set(rb.done ?? []);
      if (sameOR) {
        for (const corp of ra!.done ?? []) {
          if (doneBefore.has(corp)) continue;
          if (corp !== current || undecided) nothing(corp, roundBefore);
        }
        const decidedNow = ra!.current === current && ra!.turn?.dividend !== null && ra!.turn?.dividend !== undefined;
        if (current && undecided && decidedNow) nothing(current, roundBefore);
      } else if (!after.finished) {
        // The round ended during this action: everyone who had yet to operate did so now.
        if (current && undecided) nothing(current, roundBefore);
        for (const [id, c] of Object.entries(corps)) {
          if (id !== current && !doneBefore.has(id) && c?.floated && !c.closed) nothing(id, roundBefore);
        }
      }
    }
    if (ra && roundAfter && !sameOR) {
      // A new operating round began during this action, and some turns went by already.
      for (const corp of ra.done ?? []) nothing(corp, roundAfter);
      if (typeof ra.current === 'string' && ra.turn?.dividend !== null && ra.turn?.dividend !== undefined) nothing(ra.current, roundAfter);
    }
    return out;
  }

  /** Writes derived rows; rows already there for the same key are replaced (a re-recorded action). */
  /**
   * The upserts of writeRows as parts of another statement (api/games/acting.ts: one statement stores an
   * action and its rows): each an INSERT for a WITH clause, taking its rows as JSON from parameter
   * $first, $first + 1, ..., and writing only when `guard` (an SQL condition) holds. Null when some
   * table has more rows than one statement takes (then writeRows, in a transaction).
   */
  writeParts(em: EntityManager, gameId: string, rows: DerivedRows, first: number, guard: string): { parts: string[]; params: string[] } | null {
    const tables: [Function, object[], string[]][] = [
      [AnalyticsGame, rows.game ? [{ ...rows.game, gameId }] : [], ['gameId']],
      [AnalyticsPlayerRound, rows.players, ['gameId', 'actionIndex', 'seat']],
      [AnalyticsSharePrice, rows.sharePrices, ['gameId', 'actionIndex', 'corporation']],
      [AnalyticsOperatingResult, rows.operatingResults, ['gameId', 'actionIndex', 'corporation', 'runKind']],
      [AnalyticsTrainPurchase, rows.trainPurchases, ['gameId', 'actionIndex']],
      [AnalyticsTileLay, rows.tileLays, ['gameId', 'actionIndex', 'hex']],
    ];
    const parts: string[] = [];
    const params: string[] = [];
    for (const [entity, list, key] of tables) {
      if (list.length === 0) continue;
      if (list.length > WRITE_CHUNK) return null;
      const { sql, columns } = upsertStatement(em, entity, key, list, first + params.length, guard);
      parts.push(sql);
      params.push(JSON.stringify(list.map((r) => Object.fromEntries(columns.map((c) => [c, (r as Record<string, unknown>)[c] ?? null])))));
    }
    return { parts, params };
  }

  private async write(em: EntityManager, gameId: string, rows: DerivedRows): Promise<void> {
    if (rows.game) {
      const row = rows.game;
      // The columns that identify the game are needed for a first insert.
      await em.upsert(AnalyticsGame, { ...row, gameId }, ['gameId']);
    }
    const tables: [Function, object[], string[]][] = [
      [AnalyticsPlayerRound, rows.players, ['gameId', 'actionIndex', 'seat']],
      [AnalyticsSharePrice, rows.sharePrices, ['gameId', 'actionIndex', 'corporation']],
      [AnalyticsOperatingResult, rows.operatingResults, ['gameId', 'actionIndex', 'corporation', 'runKind']],
      [AnalyticsTrainPurchase, rows.trainPurchases, ['gameId', 'actionIndex']],
      [AnalyticsTileLay, rows.tileLays, ['gameId', 'actionIndex', 'hex']],
    ];
    for (const [entity, list, key] of tables) {
      for (let from = 0; from < list.length; from += WRITE_CHUNK) {
        const chunk = list.slice(from, from + WRITE_CHUNK);
        const { sql, columns } = upsertStatement(em, entity, key, chunk);
        // Each row as JSON keyed by its properties; a property a row lacks is null.
        await em.query(sql, [JSON.stringify(chunk.map((r) => Object.fromEntries(columns.map((c) => [c, (r as Record<string, unknown>)[c] ?? null]))))]);
      }
    }
  }
}

/**
 * An upsert of many rows as one JSON parameter unpacked by the database (jsonb_to_recordset),
 * as TypeORM's upsert would write them: the columns some row sets, the key's conflict updating
 * the rest. TypeORM built the same statement with a parameter per value, and the building cost
 * more CPU than the write (an import's thousands of rows held the event loop for a long while).
 */
function upsertStatement(em: EntityManager, entity: Function, key: string[], rows: object[], param = 1, guard?: string): { sql: string; columns: string[] } {
  const meta = em.connection.getMetadata(entity);
  const used = meta.columns.filter((c) => !c.relationMetadata || c.isPrimary).filter((c) => rows.some((r) => (r as Record<string, unknown>)[c.propertyName] !== undefined));
  // The text depends on these alone: an act's rows of the same kinds reuse it instead of building it again.
  let memo = upsertMemo.get(em.connection);
  if (!memo) upsertMemo.set(em.connection, (memo = new Map()));
  const id = `${meta.tableName}\u0000${used.map((c) => c.propertyName).join(',')}\u0000${key.join(',')}\u0000${param}\u0000${guard ?? ''}`;
  let statement = memo.get(id);
  if (!statement) {
    statement = buildUpsert(em, meta, used, key, param, guard);
    if (memo.size >= MAX_MEMO_STATEMENTS) memo.clear();
    memo.set(id, statement);
  }
  return statement;
}

/** Upsert texts built, per data source (see upsertStatement), at most MAX_MEMO_STATEMENTS each. */
const upsertMemo = new WeakMap<object, Map<string, { sql: string; columns: string[] }>>();
const MAX_MEMO_STATEMENTS = 512;

function buildUpsert(
  em: EntityManager,
  meta: ReturnType<EntityManager['connection']['getMetadata']>,
  used: ReturnType<EntityManager['connection']['getMetadata']>['columns'],
  key: string[],
  param: number,
  guard: string | undefined,
): { sql: string; columns: string[] } {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const seen = new Set<string>();
  const columns = used.filter((c) => !seen.has(c.databaseName) && seen.add(c.databaseName));
  // varchar(n) is read as text (the insert casts it back); every other column as its own type.
  const sqlType = (c: (typeof columns)[number]): string => {
    const t = em.connection.driver.normalizeType(c);
    return t === 'character varying' ? 'text' : t;
  };
  const keyColumns = key.map((k) => meta.findColumnWithPropertyName(k)!.databaseName);
  const rest = columns.filter((c) => !keyColumns.includes(c.databaseName));
  const sql =
    `INSERT INTO ${q(meta.tableName)} (${columns.map((c) => q(c.databaseName)).join(', ')}) ` +
    `SELECT ${columns.map((c) => `t.${q(c.propertyName)}`).join(', ')} ` +
    `FROM jsonb_to_recordset($${param}::jsonb) AS t(${columns.map((c) => `${q(c.propertyName)} ${sqlType(c)}`).join(', ')}) ` +
    (guard ? `WHERE ${guard} ` : '') +
    `ON CONFLICT (${keyColumns.map(q).join(', ')}) ` +
    (rest.length > 0 ? `DO UPDATE SET ${rest.map((c) => `${q(c.databaseName)} = EXCLUDED.${q(c.databaseName)}`).join(', ')}` : 'DO NOTHING');
  return { sql, columns: columns.map((c) => c.propertyName) };
}
