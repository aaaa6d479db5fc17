/** Acting on a game: an action (or a legal choice by id), and undoing the seat's own last action. */
import { type EntityManager, QueryFailedError } from 'typeorm';
import { isUndo, UNDO, type UndoEntry } from '../../engine/undo';
import { AnalyticsRecorder } from '../analytics/recorder';
import { Game, GameAction } from '../db/entities';
import { queryPrepared } from '../db/prepared';
import type { GameState, Title } from '../engine-port';
import { echo, ServiceError } from '../errors';
import type { GameEventPayload } from '../pubsub';
import { checkWriteArgs, refusal } from './checks';
import type { GameStore } from './game-store';
import { readGame } from './game-row';
import { requireStarted } from './players';
import type { ActResult } from './types';

/** What the write of an act returns: when the action was stored, and the game row's new version and time. */
interface Appended {
  createdAt: Date;
  version: number;
  updatedAt: Date;
}

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** The log line of an undo entry. */
export const undoLine = (entry: UndoEntry): string => `Action ${entry.undoes} was undone`;

function isUniqueViolation(err: unknown): boolean {
  // Through TypeORM the driver's error is wrapped; a prepared statement (queryPrepared) throws it as it is.
  const driverError = err instanceof QueryFailedError ? (err.driverError as unknown) : err;
  return (driverError as { code?: unknown } | null | undefined)?.code === '23505';
}

/** Tries of one act when other processes keep storing actions first (without expectedIndex). */
const ACT_ATTEMPTS = 5;
/** Rolls back an act's transaction whose action was not stored (the count had moved on). */
const STALE = Symbol('stale');

export class GameActing {
  constructor(private readonly store: GameStore) {}


  /** Acts and undos on one game in this process, one after another (see act). */
  private readonly queues = new Map<string, Promise<unknown>>();

  /**
   * Applies one action for the seat holding `token`. Writes to one game are serialised: in this
   * process by a queue per game, across processes by the write itself, which stores the action
   * and moves the game's count on in one statement only if the count is still the one the action
   * was applied to (otherwise nothing is written, and the act starts again from the new count).
   * So an act costs one round trip to the database: that write, which also stores the action's
   * analytics rows and its snapshot when one is due and, on PostgreSQL, announces it (a transaction of
   * several statements only when the rows are too many for one), plus reading the game's row when this process did not make the
   * row's last change (see GameStore.rememberRow). `expectedIndex`,
   * when given, must be the index the action will get (the current action count), or the action
   * is refused with STALE_INDEX: the client decided on a state that has since changed.
   */
  async act(gameId: string, token: string, given: unknown, expectedIndex?: number | null, choiceId?: string | null): Promise<ActResult> {
    checkWriteArgs(gameId, expectedIndex);
    const byChoice = choiceId !== undefined && choiceId !== null;
    if (byChoice === (given !== undefined && given !== null)) {
      throw new ServiceError('INVALID_INPUT', 'send either an action or a choiceId (the id of one of legalActions), not both');
    }
    if (byChoice && (typeof choiceId !== 'string' || choiceId.length > 512)) throw new ServiceError('INVALID_INPUT', 'choiceId must be a legal action id');
    // Shape first, outside the queue: a malformed action waits for nothing.
    const action = byChoice ? given : this.store.requireWellFormed(given);

    const committed = await this.inQueue(gameId, async () => {
      // Another process may store an action between our read and our write: then we read again.
      let remembered = this.store.rememberedRow(gameId);
      for (let attempt = 1; ; attempt++) {
        const row = remembered;
        remembered = null;
        let stored: Awaited<ReturnType<GameActing['actOnce']>>;
        try {
          stored = await this.actOnce(gameId, token, action, expectedIndex, byChoice ? choiceId : null, row);
        } catch (err) {
          // A refusal decided on the remembered row stands if the row is still the stored one;
          // otherwise the act is decided again on the stored row (a try that does not count).
          if (!row || !(err instanceof ServiceError) || err.code === 'RATE_LIMITED') throw err;
          this.store.forgetRow(gameId);
          const current = await readGame(this.store.ds.manager, gameId);
          if (current && current.version === row.version) throw err;
          attempt--;
          continue;
        }
        if (stored) {
          this.store.rememberRow(stored.row);
          return stored;
        }
        this.store.forgetRow(gameId);
        // The remembered row was out of date: that try does not count.
        if (row) {
          attempt--;
          continue;
        }
        if ((expectedIndex !== undefined && expectedIndex !== null) || attempt >= ACT_ATTEMPTS) {
          throw new ServiceError('STALE_INDEX', 'another action was stored at this index first');
        }
      }
    });
    this.store.cache.offer(gameId, committed.result.actionCount, committed.result.state);
    // The write announced it to other processes already (GameStore.notifyChannel): this process's subscribers remain.
    if (this.store.notifyChannel) this.store.publishLocally(committed.event);
    else await this.store.publishQuietly(committed.event);
    return committed.result;
  }

  /** One try of act: null when another writer moved the game's count on since it was read. */
  private async actOnce(
    gameId: string,
    token: string,
    given: unknown,
    expectedIndex: number | null | undefined,
    choiceId: string | null,
    remembered: Game | null,
  ): Promise<{ event: GameEventPayload; result: ActResult; row: Game } | null> {
    const em = this.store.ds.manager;
    const { game, seat, index } = remembered ? this.checkSeat(remembered, token, expectedIndex, 'action') : await this.readForSeat(em, gameId, token, expectedIndex, 'action');
    const title = this.store.titleOf(game);
    const state = await this.store.stateOf(em, game, title);
    const action = choiceId !== null ? await this.choiceAction(game, title, state, seat, choiceId) : given;
    const r = this.store.engine.apply(title, state, action, { seat });
    if (!r.ok) {
      // Refused: nothing is written. A broken invariant is reported to the client like any
      // refusal, but it is a bug in the engine or the definition, so it goes to the server log too.
      if (r.error.code === 'INVARIANT_VIOLATION') {
        this.store.logger.error(`game ${gameId}: invariant violation at index ${index}:`, r.error.message);
      }
      throw refusal(r.error);
    }
    const after = this.after(title, r.state);
    const finished = after.finished;
    const rows = this.store.analytics?.rowsOf({ game, title, index, seat, action, before: state, after: r.state, log: r.log }) ?? null;
    const snapshot = this.store.snapshots?.due(index + 1) ?? false;
    // The rows and the snapshot go in the action's own statement (no transaction, one round trip),
    // unless there are more rows than one statement takes (writeParts: null).
    const hasRows = rows !== null && !AnalyticsRecorder.isEmpty(rows);
    const first = this.store.notifyChannel ? 9 : 8;
    const rowParts = hasRows ? this.store.analytics!.writeParts(em, gameId, rows, first, 'EXISTS (SELECT 1 FROM moved)') : { parts: [], params: [] };
    const snapshotPart = rowParts && snapshot ? this.store.snapshots!.actPart(game, index + 1, r.state, first + rowParts.params.length, 'moved') : null;
    const parts = rowParts && { parts: [...rowParts.parts, ...(snapshotPart ? [snapshotPart.sql] : [])], params: [...rowParts.params, ...(snapshotPart?.params ?? [])] };
    const write = async (wem: EntityManager): Promise<Appended | null> => {
      const appended = await this.append(wem, game, index, seat, action as object, r.log, finished);
      if (appended === null) return null;
      if (hasRows) await this.store.analytics!.writeRows(wem, gameId, rows);
      if (snapshot) await this.store.snapshots!.write(wem, game, index + 1, r.state);
      return appended;
    };
    let appended: Appended | null;
    try {
      // One statement commits by itself (the rows and the snapshot in it, `parts`); with more rows than
      // it takes, a transaction. Pool-of-one rule (PGlite): inside the transaction's callback use its manager only.
      appended = parts
        ? await this.append(em, game, index, seat, action as object, r.log, finished, parts)
        : await this.store.ds.transaction(async (tem) => {
            const at = await write(tem);
            // Nothing stored: roll back, so that nothing else is either.
            if (at === null) throw STALE;
            return at;
          }).catch((err: unknown) => {
            if (err === STALE) return null;
            throw err;
          });
    } catch (err) {
      // Two writers for one index: only possible when a row was written without moving the
      // count on (never by this code), but the primary key makes it a clean refusal.
      if (isUniqueViolation(err)) throw new ServiceError('STALE_INDEX', 'another action was stored at this index first');
      throw err;
    }
    return appended && this.stored(game, seat, index, action, r, after, finished, appended);
  }

  /** Who acts in `state` and whether the game has ended: all an act needs, so not the whole summary (net worths, corporations). */
  private after(title: Title, state: GameState): { activeSeats: number[]; finished: boolean } {
    const engine = this.store.engine;
    if (!engine.actingSeats) return engine.summarize(title, state);
    return { activeSeats: engine.actingSeats(title, state), finished: state.finished !== null };
  }

  /** What act returns for an action stored at `index`, and the game's row after it. */
  private stored(
    game: Game,
    seat: number,
    index: number,
    action: unknown,
    r: { log: string[]; state: GameState },
    after: { activeSeats: number[] },
    finished: boolean,
    appended: Appended,
  ): { event: GameEventPayload; result: ActResult; row: Game } {
    const { createdAt } = appended;
    return {
      event: { gameId: game.id, index, seat, action, log: r.log, actionCount: index + 1, createdAt },
      result: { index, actionCount: index + 1, log: r.log, finished, activeSeats: after.activeSeats, state: r.state },
      row: Object.assign(new Game(), game, { actionCount: index + 1, status: finished ? 'finished' : 'active', version: appended.version, updatedAt: appended.updatedAt }),
    };
  }

  /**
   * Stores the action at `index` and moves the game's count on to index + 1, in one statement
   * that does neither unless the row is still the one the action was decided on (its count
   * `index` and its version). The same statement upserts the action's analytics rows and the snapshot
   * due after it (`more`: AnalyticsRecorder.writeParts, Snapshots.actPart, guarded by the row's move; a
   * snapshot's own transaction held a pooled connection for five round trips) and, on PostgreSQL with the NOTIFY bus,
   * announces the action (pg_notify, sent when it commits; pubsub-postgres.ts reads the hint). The
   * row's new version and times, or null.
   */
  private async append(
    em: EntityManager,
    game: Game,
    index: number,
    seat: number,
    action: object,
    log: string[],
    finished: boolean,
    more: { parts: string[]; params: string[] } = { parts: [], params: [] },
  ): Promise<Appended | null> {
    const channel = this.store.notifyChannel;
    const rows = await queryPrepared<{ created_at: Date | string; version: number | string; updated_at: Date | string }>(
      this.store.ds,
      em,
      `WITH moved AS (UPDATE game SET action_count = $2 + 1, status = $3, version = version + 1, updated_at = CURRENT_TIMESTAMP ` +
        `WHERE id = $1 AND action_count = $2 AND version = $7 RETURNING id, version, updated_at), ` +
        `stored AS (INSERT INTO game_action (game_id, index, seat, action, log) SELECT id, $2, $4, $5::jsonb, $6::jsonb FROM moved RETURNING created_at)` +
        more.parts.map((part, i) => `, part_${i} AS (${part})`).join('') +
        ` SELECT stored.created_at, moved.version, moved.updated_at` +
        (channel ? `, pg_notify($8, json_build_object('g', moved.id, 'i', $2)::text)` : '') +
        ` FROM stored, moved`,
      [game.id, index, finished ? 'finished' : 'active', seat, JSON.stringify(action), JSON.stringify(log), game.version, ...(channel ? [channel] : []), ...more.params],
    );
    const row = rows[0];
    if (row === undefined) return null;
    return { createdAt: asDate(row.created_at), version: Number(row.version), updatedAt: asDate(row.updated_at) };
  }

  /** Runs `job` after every earlier act or undo of this game in this process has finished. */
  private inQueue<T>(gameId: string, job: () => Promise<T>): Promise<T> {
    const before = this.queues.get(gameId) ?? Promise.resolve();
    const run = before.then(job, job);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(gameId, settled);
    void settled.then(() => {
      if (this.queues.get(gameId) === settled) this.queues.delete(gameId);
    });
    return run;
  }

  /**
   * The action of one of the seat's legal choices, by id (act with a choiceId). A choice
   * that is not legal now (any more) is ILLEGAL_ACTION; one with open parameters (a price
   * range) cannot be sent by id: INVALID_INPUT, send the full action.
   */
  private async choiceAction(game: Game, title: Title, state: GameState, seat: number, choiceId: string): Promise<unknown> {
    // The whole list is built (as legalActions), in the compute pool: it may search for routes.
    const choice = (await this.store.jobs.legalActions(title, this.store.keyOf(game), state, seat)).find((c) => c.id === choiceId);
    if (!choice) {
      // The code the same move sent as a full action would get: the game is over, or it is not this seat's turn.
      const summary = this.after(title, state);
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
    const committed = await this.inQueue(gameId, () => this.store.ds.transaction(async (em) => {
      // The undo moves the row on: the next act reads it.
      this.store.forgetRow(gameId);
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      const { game, seat, index } = await this.lockForSeat(em, gameId, token, expectedIndex, 'undo');
      // A finished game stays finished: its result is final, whoever made the last move (as for act).
      if (game.status === 'finished') throw new ServiceError('GAME_OVER', 'the game has ended: its last action can no longer be undone');
      const last = await this.lastCounting(em, gameId, index);
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
      const title = this.store.titleOf(game);
      // What counts after the undo is what counted before the undone entry was written: the
      // state after the first last.index entries, from the nearest snapshot.
      const r = { state: await this.store.stateAt(em, game, title, last.index) };
      const after = this.after(title, r.state);
      const finished = after.finished;
      const entry: UndoEntry = { type: UNDO, undoes: last.index };
      const log = [undoLine(entry)];
      const inserted = await em.insert(GameAction, { gameId, index, seat, action: entry, log });
      const createdAt = (inserted.generatedMaps[0]?.createdAt as Date | undefined) ?? new Date();
      const updated = await em.update(Game, { id: gameId, actionCount: index }, { actionCount: index + 1, status: finished ? 'finished' : 'active' });
      if (updated.affected !== 1) throw new ServiceError('STALE_INDEX', `another action was stored at index ${index} first`);
      if (this.store.snapshots?.due(index + 1)) await this.store.snapshots.write(em, game, index + 1, r.state);
      // Rows derived from the undone action go with it (analytics tables).
      await this.store.analytics?.forgetAction(em, gameId, last.index);
      return {
        event: { gameId, index, seat, action: entry, log, actionCount: index + 1, createdAt } as GameEventPayload,
        result: { index, actionCount: index + 1, log, finished, activeSeats: after.activeSeats, state: r.state, undone: last.index },
      };
    }));
    this.store.cache.offer(gameId, committed.result.actionCount, committed.result.state);
    await this.store.publishQuietly(committed.event);
    return committed.result;
  }

  /**
   * The log entry that counts last among the first `n` (null: none counts). An entry that is an
   * undo of entry u leaves counting what counted after the first u entries (engine/undo.ts), so
   * the search jumps back to u: one row read, and one more per undo in the chain.
   */
  private async lastCounting(em: EntityManager, gameId: string, n: number): Promise<GameAction | null> {
    while (n > 0) {
      const row = await em.findOne(GameAction, { where: { gameId, index: n - 1 } });
      if (!row) throw new Error(`game ${gameId}: the action log has no entry ${n - 1}`);
      if (!isUndo(row.action)) return row;
      if (!(row.action.undoes < n - 1)) throw new Error(`game ${gameId}: log entry ${n - 1} undoes a later entry`);
      n = row.action.undoes;
    }
    return null;
  }

  /**
   * Inside a writing transaction: the game row locked (SELECT ... FOR UPDATE, so writes to one game
   * are serialised across processes); see readForSeat.
   */
  private lockForSeat(em: EntityManager, gameId: string, token: string, expectedIndex: number | null | undefined, what: 'action' | 'undo') {
    return this.readForSeat(em, gameId, token, expectedIndex, what, true);
  }

  /**
   * The game row (locked, when `lock`), the token's seat, and the index the new entry will get;
   * NOT_FOUND, FORBIDDEN, GAME_NOT_STARTED, or STALE_INDEX when `expectedIndex` is not that index.
   */
  private async readForSeat(
    em: EntityManager,
    gameId: string,
    token: string,
    expectedIndex: number | null | undefined,
    what: 'action' | 'undo',
    lock = false,
  ): Promise<{ game: Game; seat: number; index: number }> {
    const game = lock ? await em.findOne(Game, { where: { id: gameId }, lock: { mode: 'pessimistic_write' } }) : await readGame(em, gameId);
    if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
    return this.checkSeat(game, token, expectedIndex, what);
  }

  /** The token's seat in `game` and the index the new entry will get (see readForSeat). */
  private checkSeat(game: Game, token: string, expectedIndex: number | null | undefined, what: 'action' | 'undo'): { game: Game; seat: number; index: number } {
    const seat = this.store.seatForToken(game, token);
    requireStarted(game);
    const index = game.actionCount;
    if (expectedIndex !== undefined && expectedIndex !== null && expectedIndex !== index) {
      throw new ServiceError('STALE_INDEX', `the ${what} was meant for index ${expectedIndex}, but the next index is ${index}`);
    }
    return { game, seat, index };
  }
}
