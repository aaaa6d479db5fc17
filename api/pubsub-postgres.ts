/**
 * The game event bus for several API processes behind one PostgreSQL: each process
 * keeps one dedicated connection LISTENing on a channel, and every stored action is
 * announced with NOTIFY. The notification carries only the game id and the action's
 * index (NOTIFY payloads are limited to 8000 bytes; an action can be larger); a
 * process that has subscribers for that game reads the event from the database and
 * hands it to them.
 *
 * As with the in-process bus, correctness never depends on delivery (see pubsub.ts):
 * a notification lost while the connection is down shows up as a gap at the next
 * event, and the stream reads the database for what it missed. Events published by
 * this process are also handed to local subscribers at once; the stream drops the
 * copy that comes back through PostgreSQL.
 */
import { Client } from 'pg';
import type { EventReader } from './games/event-stream';
import type { GameEventBus, GameEventPayload } from './pubsub';

export interface PostgresBusOptions {
  connectionString: string;
  /** The NOTIFY channel; processes sharing a database schema must share it. */
  channel: string;
  /** Where failures are reported; default console. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /** Delay before reconnecting the LISTEN connection after it fails (ms). */
  reconnectMs?: number;
}

interface Hint {
  g: string;
  i: number;
}

/** A channel name for a database schema (identifiers: letters, digits, underscores). */
export function channelFor(schema: string | undefined): string {
  return `switchyard_events_${(schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63);
}

export class PostgresGameEventBus implements GameEventBus {
  private client: Client | null = null;
  private readonly listeners = new Map<string, Set<(event: GameEventPayload) => void>>();
  private reader: EventReader | null = null;
  private closed = false;
  private readonly logger: Pick<Console, 'warn' | 'error'>;

  private constructor(private readonly options: PostgresBusOptions) {
    this.logger = options.logger ?? console;
    if (!/^[a-z_][a-z0-9_]{0,62}$/i.test(options.channel)) throw new Error(`invalid channel name ${options.channel}`);
  }

  /** Connects and starts listening; resolves once LISTEN is in effect. */
  static async connect(options: PostgresBusOptions): Promise<PostgresGameEventBus> {
    const bus = new PostgresGameEventBus(options);
    await bus.listen();
    return bus;
  }

  /** How to load an announced event (the game service's own reader). */
  attachReader(reader: EventReader): void {
    this.reader = reader;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === this.options.channel && msg.payload) void this.onHint(msg.payload);
    });
    client.on('error', (err) => this.onConnectionLost(client, err));
    await client.connect();
    await client.query(`LISTEN ${this.options.channel}`);
    this.client = client;
  }

  private onConnectionLost(client: Client, err: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`game event bus: LISTEN connection lost (${err.message}); reconnecting`);
    const retry = (): void => {
      if (this.closed) return;
      this.listen().catch((e: unknown) => {
        this.logger.warn(`game event bus: reconnect failed (${(e as Error).message}); retrying`);
        setTimeout(retry, this.options.reconnectMs ?? 1000).unref();
      });
    };
    setTimeout(retry, this.options.reconnectMs ?? 1000).unref();
  }

  private async onHint(payload: string): Promise<void> {
    let hint: Hint;
    try {
      hint = JSON.parse(payload) as Hint;
    } catch {
      return;
    }
    if (!this.listeners.has(hint.g) || !this.reader) return;
    try {
      const [event] = await this.reader(hint.g, hint.i - 1, 1);
      if (event && event.index === hint.i) this.dispatch(event);
    } catch (err) {
      this.logger.error(`game event bus: reading event ${hint.i} of game ${hint.g} failed:`, err);
    }
  }

  private dispatch(event: GameEventPayload): void {
    for (const listener of [...(this.listeners.get(event.gameId) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        // One broken subscriber must not stop delivery to the others.
        this.logger.error('game event listener failed:', err);
      }
    }
  }

  get announcedIn(): { connectionString: string; channel: string } {
    return { connectionString: this.options.connectionString, channel: this.options.channel };
  }

  /** An event some write announced with pg_notify itself (the hint's text as publish sends it): this process's subscribers. */
  publishLocally(event: GameEventPayload): void {
    this.dispatch(event);
  }

  async publish(event: GameEventPayload): Promise<void> {
    this.dispatch(event);
    const client = this.client;
    if (!client) throw new Error('game event bus: not connected; the event will be found in the database');
    const hint: Hint = { g: event.gameId, i: event.index };
    await client.query('SELECT pg_notify($1, $2)', [this.options.channel, JSON.stringify(hint)]);
  }

  subscribe(gameId: string, listener: (event: GameEventPayload) => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0 && this.listeners.get(gameId) === set) this.listeners.delete(gameId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
