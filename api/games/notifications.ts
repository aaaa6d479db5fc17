/** A game's events: pages of the stored log, the gap-free live stream, and the your-turn notices built on it. */
import type { Game } from '../db/entities';
import { ServiceError } from '../errors';
import type { GameEventPayload } from '../pubsub';
import { checkAfter } from './checks';
import { GameEventStream, type EventStreamOptions } from './event-stream';
import type { GameStore } from './game-store';
import { readEvents } from './game-row';
import { requireStarted } from './players';
import type { YourTurnNotice } from './types';

/** Most events one `events` read returns. */
export const MAX_EVENTS_PAGE = 500;

export class GameNotifications {
  private readonly streams = new Set<GameEventStream>();

  constructor(
    private readonly store: GameStore,
    private readonly eventStreamOptions: EventStreamOptions,
  ) {}


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
  eventsAfter(gameId: string, after: number, limit = 500): Promise<GameEventPayload[]> {
    return readEvents(this.store.ds.manager, gameId, after, limit);
  }

  /**
   * A gap-free stream of the game's events with index > after (all when omitted).
   * Listens for live events before the game is even looked up, so nothing committed
   * after this call starts can be missed.
   */
  async subscribe(gameId: string, after?: number | null): Promise<AsyncIterableIterator<GameEventPayload>> {
    const from = checkAfter(after);
    const stream: GameEventStream = new GameEventStream(
      this.store.events,
      gameId,
      from,
      (id, a, limit) => this.eventsAfter(id, a, limit),
      // Forget the stream when it ends, however it ends.
      { ...this.eventStreamOptions, onClose: () => this.streams.delete(stream) },
    );
    try {
      await this.store.requireGame(gameId);
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
    const game = await this.store.requireGame(gameId);
    const seat = this.store.seatForToken(game, token);
    requireStarted(game);
    const start = game.actionCount;
    const events = await this.subscribe(gameId, start - 1);
    // Only the action count changes while the game runs; the rest of its row is read once.
    const title = this.store.titleOf(game);
    const notice = async (actionCount: number): Promise<YourTurnNotice | 'over' | null> => {
      // The state right after `actionCount` actions (later ones may already be stored).
      const state = await this.store.stateOf(this.store.ds.manager, { ...game, actionCount } as Game, title);
      const summary = this.store.engine.summarize(title, state);
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
