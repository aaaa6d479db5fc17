/**
 * The migrations create the schema the entities describe, on both backends, and the
 * log's uniqueness holds at the database level (not only in the service's lock).
 */
import 'reflect-metadata';
import { QueryFailedError } from 'typeorm';
import { Game, GameAction } from '../../api/db/entities';
import { MIGRATIONS } from '../../api/db/migrations';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';

describe.each(BACKENDS)('database schema (%s)', (backend) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('ran the migrations, and they match the entities (no pending schema change)', async () => {
    const ran = await db.dataSource.query('SELECT name FROM typeorm_migrations');
    expect(ran.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => new m().name));
    const pending = await db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('generates uuids, defaults and versions', async () => {
    const repo = db.dataSource.getRepository(Game);
    const game = await repo.save(
      repo.create({ title: 'demo', variant: null, seed: 's', players: ['A', 'B'], seatTokenHashes: ['x', 'y'] }),
    );
    expect(game.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(game.version).toBe(1);
    expect(game.actionCount).toBe(0);
    expect(game.status).toBe('active');
    const loaded = await repo.findOneByOrFail({ id: game.id });
    expect(loaded.players).toEqual(['A', 'B']);
    expect(loaded.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second action at the same (game, index)', async () => {
    const game = await db.dataSource
      .getRepository(Game)
      .save({ title: 'demo', variant: null, seed: 's', players: ['A', 'B'], seatTokenHashes: ['x', 'y'] });
    const actions = db.dataSource.getRepository(GameAction);
    await actions.insert({ gameId: game.id, index: 0, seat: 0, action: { type: 'pass' }, log: ['a'] });
    const dup = actions.insert({ gameId: game.id, index: 0, seat: 1, action: { type: 'pass' }, log: [] });
    await expect(dup).rejects.toBeInstanceOf(QueryFailedError);
    await expect(dup).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23505' }) });
  });
});
