/**
 * The pool-of-one adapter must give PGlite the isolation a real pool gives: one
 * holder at a time, so that concurrent TypeORM transactions neither interleave nor
 * undo each other (the failure that rules out typeorm-pglite, see stack-notes).
 */
import 'reflect-metadata';
import { PGlite } from '@electric-sql/pglite';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { createPGliteDriver, PGlitePool } from '../../api/db/pglite-pool';

@Entity({ name: 'counter' })
class Counter {
  @PrimaryColumn({ type: 'varchar' })
  id: string;

  @Column({ type: 'jsonb' })
  data: { n: number; writers: number[] };
}

describe('PGlite pool-of-one adapter', () => {
  let db: PGlite;
  let ds: DataSource;

  beforeAll(async () => {
    db = await PGlite.create();
    ds = new DataSource({
      type: 'postgres',
      driver: createPGliteDriver({ db }),
      database: 'postgres',
      entities: [Counter],
      synchronize: true,
      uuidExtension: 'pgcrypto',
      installExtensions: false,
    });
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.destroy();
    expect(db.closed).toBe(true);
  });

  beforeEach(async () => {
    await ds.getRepository(Counter).clear();
    await ds.getRepository(Counter).insert({ id: 'c', data: { n: 0, writers: [] } });
  });

  it('keeps concurrent transactions isolated: a rollback loses only its own write', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ds.transaction(async (em) => {
          const row = await em.findOneOrFail(Counter, { where: { id: 'c' }, lock: { mode: 'pessimistic_write' } });
          // Yield between read and write: without isolation another transaction
          // would read the same n here and one increment would be lost.
          await new Promise((r) => setTimeout(r, 1));
          row.data = { n: row.data.n + 1, writers: [...row.data.writers, i] };
          await em.save(row);
          if (i === 7) throw new Error('rollback me');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const row = await ds.getRepository(Counter).findOneByOrFail({ id: 'c' });
    expect(row.data.n).toBe(19);
    expect(row.data.writers).toHaveLength(19);
    expect(row.data.writers).not.toContain(7);
  });

  it('hands the connection to one holder at a time, in order', async () => {
    const pool = new PGlitePool({ db, closeOnEnd: false });
    const order: string[] = [];
    const first = await pool.connect();
    const secondP = pool.connect().then((c) => {
      order.push('second acquired');
      return c;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]); // still waiting for the first holder
    await first.query('BEGIN');
    await first.query("UPDATE counter SET data = '{\"n\": 100, \"writers\": []}' WHERE id = $1", ['c']);
    order.push('first releases');
    // Released inside a transaction: the adapter must roll it back, as a real pool
    // would by discarding the connection.
    first.release();
    const second = await secondP;
    const r = await second.query('SELECT data FROM counter WHERE id = $1', ['c']);
    expect((r.rows[0]!.data as { n: number }).n).toBe(0);
    second.release();
    expect(order).toEqual(['first releases', 'second acquired']);
    await pool.end();
    expect(db.closed).toBe(false);
  });

  it('supports callback-style queries and reports pg-like results', async () => {
    const pool = new PGlitePool({ db, closeOnEnd: false });
    const client = await pool.connect();
    const update = await new Promise<{ rowCount: number; command: string }>((resolve, reject) =>
      client.query('UPDATE counter SET data = data WHERE id = $1', ['c'], (err, res) => (err ? reject(err) : resolve(res!))),
    );
    expect(update).toMatchObject({ rowCount: 1, command: 'UPDATE' });
    // A failing callback-style query reports through the callback only (no unhandled rejection).
    const err = await new Promise<Error | null>((resolve) => client.query('SELECT * FROM missing_table', (e) => resolve(e)));
    expect(err?.message).toMatch(/missing_table/);
    // Multi-statement strings without parameters go through the simple protocol.
    const multi = await client.query('SELECT 1 AS a; SELECT 2 AS b');
    expect(multi.rows).toEqual([{ b: 2 }]);
    client.release();
    await pool.end();
  });
});
