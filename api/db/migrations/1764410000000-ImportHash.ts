/**
 * Repeated imports (importGame): each imported game records the hash of its recording, and a
 * game imported from a recording already stored points at the first one (duplicate_of), so
 * analytics count each recording once. Games imported before have no hash: a later import of
 * the same recording is then taken as the first.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportHash1764410000000 implements MigrationInterface {
  name = 'ImportHash1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game" ADD "import_hash" character varying(64)`);
    await q.query(`ALTER TABLE "game" ADD "duplicate_of" uuid`);
    await q.query(`CREATE INDEX "IDX_game_import_hash" ON "game" ("import_hash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_game_import_hash"`);
    await q.query(`ALTER TABLE "game" DROP COLUMN "duplicate_of"`);
    await q.query(`ALTER TABLE "game" DROP COLUMN "import_hash"`);
  }
}
