/**
 * Game event fan-out behind a small interface.
 *
 * Publishing happens after the action's transaction commits; subscribers use it to
 * learn that something new is in the log, nothing more. Correctness never depends
 * on it: the event stream (games/event-stream.ts) reads the database for the
 * backlog and fills any gap it notices from the database, so a lost, late or
 * reordered event costs a query, not a missing action.
 *
 * One process: InProcessGameEventBus (yoga's createPubSub over an EventTarget), used
 * with the embedded database. Several processes on one PostgreSQL:
 * PostgresGameEventBus (pubsub-postgres.ts, LISTEN/NOTIFY), used whenever
 * DATABASE_URL is set.
 */
import { createPubSub } from '@graphql-yoga/subscription';

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
  /** For buses that announce events without their content: how to load one from the database. */
  attachReader?(reader: (gameId: string, after: number, limit: number) => Promise<GameEventPayload[]>): void;
}

const TOPIC = 'GAME_EVENT';

type Topics = { [TOPIC]: [string, GameEventPayload] };

export class InProcessGameEventBus implements GameEventBus {
  // We own the EventTarget so that subscribe() can add its listener eagerly; yoga's
  // own subscribe() returns a Repeater that registers only on the first next(),
  // which is exactly the race the backlog/live hand-over must avoid, and it also
  // throws once 1024 unread events pile up.
  private readonly target = new EventTarget();
  private readonly pubsub = createPubSub<Topics>({
    eventTarget: this.target as unknown as NonNullable<Parameters<typeof createPubSub<Topics>>[0]>['eventTarget'],
  });

  publish(event: GameEventPayload): void {
    this.pubsub.publish(TOPIC, event.gameId, event);
  }

  subscribe(gameId: string, listener: (event: GameEventPayload) => void): () => void {
    // createPubSub publishes `${routingKey}:${id}` with the payload in `detail`.
    const topic = `${TOPIC}:${gameId}`;
    const handler = (e: Event): void => {
      try {
        listener((e as CustomEvent<GameEventPayload>).detail);
      } catch (err) {
        // One broken subscriber must not stop delivery to the others.
        console.error('game event listener failed:', err);
      }
    };
    this.target.addEventListener(topic, handler);
    return () => this.target.removeEventListener(topic, handler);
  }

  close(): void {
    // Listeners are removed by their subscriptions; nothing to release.
  }
}
