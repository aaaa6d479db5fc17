/**
 * The games list (api/games/list.ts) reads games newest first, all of them or those of
 * one status, a page at a time from a (created_at, id) cursor: these indexes let each
 * page start at its cursor instead of sorting the whole table.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GameList1764600000000 implements MigrationInterface {
  name = 'GameList1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_game_created" ON "game" ("created_at", "id")`);
    await q.query(`CREATE INDEX "IDX_game_status_created" ON "game" ("status", "created_at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_game_status_created"`);
    await q.query(`DROP INDEX "IDX_game_created"`);
  }
}
