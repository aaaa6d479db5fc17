/**
 * A "pool of one" that lets TypeORM's postgres driver talk to an embedded PGlite.
 *
 * Why not the `typeorm-pglite` package: it hands the single PGlite session to every
 * query runner at once, so concurrent transactions interleave and one request's
 * ROLLBACK undoes the others' writes (see shared/reference/stack-notes.md). PGlite
 * has exactly one session, so the only safe model is the one a `pg` pool with
 * `max: 1` gives: a caller holds the one connection from `connect()` until it
 * calls `release()`, and everybody else waits in line. That also means the usual
 * pool-of-one deadlock rule applies: inside `dataSource.transaction(em => ...)`
 * use `em`, never the data source, or the request waits on itself.
 *
 * TypeORM is passed `driver: { Pool }` (see datasource.ts); it only needs the small
 * part of the `pg` API implemented here: `new Pool(opts)`, `pool.on('error')`,
 * `pool.connect(cb)`, `pool.end(cb)`, and on the client `query(sql, params?, cb?)`
 * in both promise and callback styles, `on`/`removeListener`, with results shaped
 * like pg's (`rows`, `rowCount`, `command`).
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';

/** The subset of a pg QueryResult that TypeORM reads. */
export interface PoolQueryResult {
  rows: Record<string, unknown>[];
  rowCount: number;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

type QueryConfig = { text: string; values?: unknown[] };
type QueryCallback = (err: Error | null, result?: PoolQueryResult) => void;
type ReleaseFn = (err?: unknown) => void;
type ConnectCallback = (err: Error | null, client?: PGliteClient, release?: ReleaseFn) => void;

/** First SQL keyword, upper-cased: pg's `command` ("UPDATE", "SELECT", ...). */
function commandOf(sql: string): string {
  const m = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(sql);
  return m ? m[1]!.toUpperCase() : '';
}

/**
 * The single "connection". It is handed to one holder at a time by the pool; it
 * does not itself check who calls it (TypeORM only uses a connection it holds).
 */
export class PGliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  query(sql: string | QueryConfig, params?: unknown[]): Promise<PoolQueryResult>;
  query(sql: string | QueryConfig, cb: QueryCallback): void;
  query(sql: string | QueryConfig, params: unknown[] | undefined, cb: QueryCallback): void;
  query(
    sqlOrConfig: string | QueryConfig,
    paramsOrCb?: unknown[] | QueryCallback,
    maybeCb?: QueryCallback,
  ): Promise<PoolQueryResult> | void {
    let sql: string;
    let params: unknown[] | undefined;
    let cb: QueryCallback | undefined;
    if (typeof sqlOrConfig === 'object') {
      sql = sqlOrConfig.text;
      params = sqlOrConfig.values;
    } else {
      sql = sqlOrConfig;
    }
    if (typeof paramsOrCb === 'function') cb = paramsOrCb;
    else {
      params = paramsOrCb ?? params;
      cb = maybeCb;
    }
    const promise = this.run(sql, params);
    if (!cb) return promise;
    // Callback style: report through the callback only. Never also reject the
    // promise, or a failed callback-style query becomes an unhandled rejection
    // (the typeorm-pglite crash described in stack-notes).
    promise.then(
      (result) => cb!(null, result),
      (err: Error) => cb!(err),
    );
  }

  private async run(sql: string, params: unknown[] | undefined): Promise<PoolQueryResult> {
    if (params && params.length > 0) {
      // Extended protocol: one statement with bound parameters.
      const r = await this.db.query<Record<string, unknown>>(sql, params);
      return {
        rows: r.rows,
        rowCount: r.rowCount ?? r.affectedRows ?? r.rows.length,
        command: r.command ?? commandOf(sql),
        fields: r.fields,
      };
    }
    // Simple protocol: TypeORM (and migrations) send multi-statement strings
    // without parameters, which the extended protocol rejects. pg returns the
    // last statement's result for those; do the same.
    const results = await this.db.exec(sql);
    const last = results[results.length - 1];
    const rows = (last?.rows ?? []) as Record<string, unknown>[];
    return {
      rows,
      rowCount: last?.rowCount ?? last?.affectedRows ?? rows.length,
      command: last?.command ?? commandOf(sql),
      fields: last?.fields ?? [],
    };
  }
}

export interface PGlitePoolOptions {
  /** The PGlite instance (or a promise of it) that the pool serves. */
  db: PGlite | Promise<PGlite>;
  /** Close the PGlite instance when the pool ends (default true). */
  closeOnEnd?: boolean;
}

/**
 * Returns a `pg`-shaped driver module (`{ Pool }`) bound to one PGlite instance, for
 * TypeORM's `driver` option. TypeORM constructs the Pool itself (with pg connection
 * options that mean nothing here), so the instance is captured by closure.
 */
export function createPGliteDriver(options: PGlitePoolOptions): { Pool: new (opts?: unknown) => PGlitePool } {
  class BoundPool extends PGlitePool {
    constructor() {
      super(options);
    }
  }
  return { Pool: BoundPool };
}

export class PGlitePool extends EventEmitter {
  private readonly dbPromise: Promise<PGlite>;
  private readonly closeOnEnd: boolean;
  /** Tail of the hand-over chain: resolves when the current holder releases. */
  private tail: Promise<void> = Promise.resolve();
  private client: PGliteClient | null = null;
  private ended = false;
  /** Number of callers holding or waiting for the connection (for tests and diagnostics). */
  waiting = 0;

  constructor(options: PGlitePoolOptions) {
    super();
    this.dbPromise = Promise.resolve(options.db);
    this.closeOnEnd = options.closeOnEnd ?? true;
    // An EventEmitter with no 'error' listener throws on emit; TypeORM attaches one,
    // but a standalone user might not.
    this.on('error', () => undefined);
  }

  connect(): Promise<PGliteClient & { release: ReleaseFn }>;
  connect(cb: ConnectCallback): void;
  connect(cb?: ConnectCallback): Promise<PGliteClient & { release: ReleaseFn }> | void {
    const acquired = this.acquire();
    if (!cb) {
      return acquired.then(([client, release]) => Object.assign(client, { release }));
    }
    acquired.then(
      ([client, release]) => cb(null, client, release),
      (err: Error) => cb(err),
    );
  }

  private acquire(): Promise<[PGliteClient, ReleaseFn]> {
    if (this.ended) return Promise.reject(new Error('PGlite pool has ended'));
    this.waiting++;
    // A promise-chain mutex: each caller waits for the previous holder's release.
    const previous = this.tail;
    let releaseLock!: () => void;
    this.tail = new Promise<void>((resolve) => (releaseLock = resolve));
    return previous
      .then(() => this.dbPromise)
      .then((db) => {
        if (this.ended) {
          this.waiting--;
          releaseLock();
          throw new Error('PGlite pool has ended');
        }
        this.client ??= new PGliteClient(db);
        let released = false;
        const release: ReleaseFn = () => {
          if (released) return;
          released = true;
          this.waiting--;
          // A holder that gives the session back inside a transaction (a bug, or a
          // crash between BEGIN and COMMIT) would leave the next holder inside it:
          // roll it back before handing over, which is what a real pool achieves by
          // discarding the broken connection.
          if (db.isInTransaction() && !db.closed) {
            db.exec('ROLLBACK').then(
              () => releaseLock(),
              () => releaseLock(),
            );
          } else {
            releaseLock();
          }
        };
        return [this.client, release] as [PGliteClient, ReleaseFn];
      })
      .catch((err: unknown) => {
        // Failure to open the database: release our place in line and report it.
        if (!this.ended) {
          this.waiting--;
          releaseLock();
        }
        throw err;
      });
  }

  end(): Promise<void>;
  end(cb: (err?: Error) => void): void;
  end(cb?: (err?: Error) => void): Promise<void> | void {
    this.ended = true;
    // Wait for the current holder (and everyone already queued) before closing.
    const done = this.tail
      .then(() => this.dbPromise)
      .then(async (db) => {
        if (this.closeOnEnd && !db.closed) await db.close();
      });
    if (!cb) return done;
    done.then(
      () => cb(),
      (err: Error) => cb(err),
    );
  }
}
