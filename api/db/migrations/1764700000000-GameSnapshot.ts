/**
 * Snapshots of the fold (api/games/snapshots.ts): a game's state after its first
 * `action_count` log entries, stored every so many entries, so that a cache miss, an undo or a
 * look back refolds only the entries since the nearest one. Derived data, keyed by `version`
 * (the engine's code and the title's definition): a snapshot of another version is never read.
 * Existing games get theirs as they are played or first loaded; nothing is backfilled here.
 * `state` is `json`, not `jsonb`: it comes back with its keys in the order the engine wrote them.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GameSnapshot1764700000000 implements MigrationInterface {
  name = 'GameSnapshot1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "game_snapshot" ("game_id" uuid NOT NULL, "action_count" integer NOT NULL, "version" character varying(64) NOT NULL, "state" json NOT NULL, ` +
        `CONSTRAINT "CHK_game_snapshot_count" CHECK ("action_count" > 0), CONSTRAINT "PK_game_snapshot" PRIMARY KEY ("game_id", "action_count"))`,
    );
    await q.query(
      `ALTER TABLE "game_snapshot" ADD CONSTRAINT "FK_game_snapshot_game" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "game_snapshot"`);
  }
}
