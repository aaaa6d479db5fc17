/**
 * Game event fan-out behind a small interface.
 *
 * Publishing happens after the action's transaction commits; subscribers use it to
 * learn that something new is in the log, nothing more. Correctness never depends
 * on it: the event stream (games/event-stream.ts) reads the database for the
 * backlog and fills any gap it notices from the database, so a lost, late or
 * reordered event costs a query, not a missing action.
 *
 * One process: InProcessGameEventBus (a set of listeners per game), used with the
 * embedded database. Several processes on one PostgreSQL:
 * PostgresGameEventBus (pubsub-postgres.ts, LISTEN/NOTIFY), used whenever
 * DATABASE_URL is set.
 */
/** One stored action, as delivered to subscribers. */
export interface GameEventPayload {
  gameId: string;
  /** 0-based position of the action in the game's log. */
  index: number;
  seat: number | null;
  action: unknown;
  /** The engine's log lines for this action. */
  log: string[];
  /** Number of stored actions once this one is in (index + 1). */
  actionCount: number;
  createdAt: Date;
}

export interface GameEventBus {
  publish(event: GameEventPayload): void | Promise<void>;
  /**
   * Start receiving a game's events now (not lazily on first read, unlike async
   * iterators from pub/sub libraries), so that a subscriber can start listening
   * before it reads the backlog. Returns the function that stops it.
   */
  subscribe(gameId: string, listener: (event: GameEventPayload) => void): () => void;
  close(): void | Promise<void>;
  /**
   * For a bus that announces events through the database (PostgreSQL NOTIFY): which database and
   * channel. A write to that database may announce its action in its own statement (api/games/acting.ts),
   * one round trip fewer; publishLocally then hands the event to this process's subscribers only.
   */
  readonly announcedIn?: { connectionString: string; channel: string };
  publishLocally?(event: GameEventPayload): void;
  /** For buses that announce events without their content: how to load one from the database. */
  attachReader?(reader: (gameId: string, after: number, limit: number) => Promise<GameEventPayload[]>): void;
}

export class InProcessGameEventBus implements GameEventBus {
  // The listeners of each game, added eagerly by subscribe() (the backlog/live hand-over
  // needs that) and removed when their stream ends. A game may have any number of
  // spectators: this is a plain set per game, not an event emitter whose listener limit
  // (10) would take a crowd of spectators for a leak; each stream unsubscribes itself
  // when it ends, and a game's set goes with its last listener.
  private readonly listeners = new Map<string, Set<(event: GameEventPayload) => void>>();

  publish(event: GameEventPayload): void {
    // A copy: a listener may unsubscribe (its stream ends) while we deliver.
    for (const listener of [...(this.listeners.get(event.gameId) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        // One broken subscriber must not stop delivery to the others.
        console.error('game event listener failed:', err);
      }
    }
  }

  subscribe(gameId: string, listener: (event: GameEventPayload) => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    // A wrapper per subscription, so one function subscribed twice is two listeners.
    const own = (event: GameEventPayload): void => listener(event);
    set.add(own);
    return () => {
      set!.delete(own);
      if (set!.size === 0 && this.listeners.get(gameId) === set) this.listeners.delete(gameId);
    };
  }

  /** Listeners of a game now (tests, diagnostics). */
  listenerCount(gameId: string): number {
    return this.listeners.get(gameId)?.size ?? 0;
  }

  close(): void {
    // Listeners are removed by their subscriptions; nothing to release.
  }
}
