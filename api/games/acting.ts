/** Acting on a game: an action (or a legal choice by id), and undoing the seat's own last action. */
import { type EntityManager, QueryFailedError } from 'typeorm';
import { isUndo, UNDO, type UndoEntry } from '../../engine/undo';
import { Game, GameAction } from '../db/entities';
import type { GameState, Title } from '../engine-port';
import { echo, ServiceError } from '../errors';
import type { GameEventPayload } from '../pubsub';
import { checkWriteArgs, refusal } from './checks';
import type { GameStore } from './game-store';
import { requireStarted } from './players';
import type { ActResult } from './types';

/** The log line of an undo entry. */
export const undoLine = (entry: UndoEntry): string => `Action ${entry.undoes} was undone`;

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}

export class GameActing {
  constructor(private readonly store: GameStore) {}


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
    if (!byChoice) this.store.requireWellFormed(action);

    let committed: { event: GameEventPayload; result: ActResult };
    try {
      committed = await this.store.ds.transaction(async (em) => {
        // Pool-of-one rule (PGlite): inside this callback use `em` only.
        const { game, seat, index } = await this.lockForSeat(em, gameId, token, expectedIndex, 'action');
        const title = this.store.titleOf(game);
        const state = await this.store.stateOf(em, game, title);
        if (byChoice) action = await this.choiceAction(game, title, state, seat, choiceId);
        const r = this.store.engine.apply(title, state, action, { seat });
        if (!r.ok) {
          // Refused: nothing is written; the transaction only held the lock. A broken
          // invariant is reported to the client like any refusal, but it is a bug in
          // the engine or the definition, so it goes to the server log too.
          if (r.error.code === 'INVARIANT_VIOLATION') {
            this.store.logger.error(`game ${gameId}: invariant violation at index ${index}:`, r.error.message);
          }
          throw refusal(r.error);
        }
        const after = this.store.engine.summarize(title, r.state);
        const finished = after.finished;
        if (this.store.snapshots?.due(index + 1)) await this.store.snapshots.write(em, game, index + 1, r.state);

        const inserted = await em.insert(GameAction, { gameId, index, seat, action: action as object, log: r.log });
        const createdAt = (inserted.generatedMaps[0]?.createdAt as Date | undefined) ?? new Date();
        await this.store.analytics?.recordAction(em, { game, title, index, seat, action, before: state, after: r.state, log: r.log });
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

    this.store.cache.offer(gameId, committed.result.actionCount, committed.result.state);
    await this.store.publishQuietly(committed.event);
    return committed.result;
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
      const summary = this.store.engine.summarize(title, state);
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
    const committed = await this.store.ds.transaction(async (em) => {
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
      const after = this.store.engine.summarize(title, r.state);
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
    });
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
    const seat = this.store.seatForToken(game, token);
    requireStarted(game);
    const index = game.actionCount;
    if (expectedIndex !== undefined && expectedIndex !== null && expectedIndex !== index) {
      throw new ServiceError('STALE_INDEX', `the ${what} was meant for index ${expectedIndex}, but the next index is ${index}`);
    }
    return { game, seat, index };
  }
}
