/**
 * A game's event stream for one subscriber: every stored action with index > after,
 * in order, with no gap and no duplicate, first the backlog from the database, then
 * live events as they are published.
 *
 * The hand-over between backlog and live events is where streams usually lose or
 * repeat events, so:
 *   1. the live listener is registered (eagerly) BEFORE the backlog is read, and
 *      buffers what it receives;
 *   2. the backlog is read from the database in batches;
 *   3. buffered live events at or below the last delivered index are dropped;
 *   4. a live event that would leave a gap (index > last + 1: published out of
 *      order, or by a process whose earlier events we missed, or the buffer
 *      overflowed) is not trusted: the stream goes back to the database for
 *      everything after the last delivered index.
 * The database is the source of truth; the bus is only a hint that it changed.
 */
import type { GameEventBus, GameEventPayload } from '../pubsub';

/** Reads stored events with index > after, ascending, at most `limit`. */
export type EventReader = (gameId: string, after: number, limit: number) => Promise<GameEventPayload[]>;

export interface EventStreamOptions {
  /** Backlog batch size (rows per query). */
  batchSize?: number;
  /**
   * Live events buffered for a slow consumer before the buffer is dropped and the
   * stream falls back to reading the database (bounds memory per subscriber).
   */
  maxBuffered?: number;
  onWarning?: (message: string) => void;
  /** Called once when the stream ends (client gone, server stopping). */
  onClose?: () => void;
}

export class GameEventStream implements AsyncIterableIterator<GameEventPayload> {
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly warn: (message: string) => void;
  private readonly onClose: (() => void) | undefined;
  /** Live events received and not yet delivered or dropped. */
  private live: GameEventPayload[] = [];
  /** Events read from the database, to deliver before looking at `live` again. */
  private ready: GameEventPayload[] = [];
  /** Index of the last delivered event (after: -1 = none yet). */
  private last: number;
  /** The database may hold events after `last` that are not in `live`. */
  private mustRead = true;
  private closed = false;
  private wake: (() => void) | null = null;
  private readonly unsubscribe: () => void;
  /** next() calls are served one at a time, in call order. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    bus: GameEventBus,
    private readonly gameId: string,
    after: number,
    private readonly read: EventReader,
    options: EventStreamOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 10_000;
    this.warn = options.onWarning ?? ((m) => console.warn(m));
    this.onClose = options.onClose;
    this.last = after;
    // Registered now, in the constructor, before anything reads the backlog.
    this.unsubscribe = bus.subscribe(gameId, (event) => this.onLive(event));
  }

  private onLive(event: GameEventPayload): void {
    if (this.closed) return;
    if (this.live.length >= this.maxBuffered) {
      // A consumer this far behind reads from the database instead.
      this.live = [];
      this.mustRead = true;
    } else {
      this.live.push(event);
    }
    this.wake?.();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<GameEventPayload>> {
    const result = this.chain.then(() => this.pull());
    this.chain = result.catch(() => undefined);
    return result;
  }

  /** The client went away (or the server is stopping): stop listening, end the stream. */
  return(): Promise<IteratorResult<GameEventPayload>> {
    this.close();
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(err?: unknown): Promise<IteratorResult<GameEventPayload>> {
    this.close();
    return Promise.reject(err);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.live = [];
    this.ready = [];
    this.unsubscribe();
    this.wake?.();
    this.onClose?.();
  }

  private deliver(event: GameEventPayload): IteratorResult<GameEventPayload> {
    this.last = event.index;
    return { done: false, value: event };
  }

  private async pull(): Promise<IteratorResult<GameEventPayload>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };

      const fromDb = this.ready.shift();
      if (fromDb) return this.deliver(fromDb);

      // Drop live events already delivered from the backlog (or twice published).
      while (this.live.length > 0 && this.live[0]!.index <= this.last) this.live.shift();

      if (!this.mustRead && this.live.length > 0) {
        if (this.live[0]!.index === this.last + 1) return this.deliver(this.live.shift()!);
        // A gap: never skip ahead; fetch the missing events from the database.
        this.mustRead = true;
      }

      if (this.mustRead) {
        const batch = await this.read(this.gameId, this.last, this.batchSize);
        if (this.closed) return { done: true, value: undefined };
        // Keep only a run that continues exactly from `last`.
        let expected = this.last + 1;
        for (const e of batch) {
          if (e.index !== expected) break;
          this.ready.push(e);
          expected++;
        }
        this.mustRead = batch.length === this.batchSize;
        if (this.ready.length === 0 && this.live.length > 0 && this.live[0]!.index > this.last + 1) {
          // Events are published after their transaction commits, so the database
          // always has what precedes a published event; getting here means the log
          // itself has a hole. Say so, and go on rather than stall forever.
          this.warn(
            `game ${this.gameId}: event ${this.live[0]!.index} published but events ` +
              `${this.last + 1}..${this.live[0]!.index - 1} are not in the database`,
          );
          return this.deliver(this.live.shift()!);
        }
        continue;
      }

      // Nothing to deliver: wait for a live event, an overflow or close().
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}
