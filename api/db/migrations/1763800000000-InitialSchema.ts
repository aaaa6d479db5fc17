/**
 * The first schema: `game` and its append-only `game_action` log.
 *
 * Plain SQL that both PGlite and PostgreSQL 15+ accept: `gen_random_uuid()` is
 * core since PostgreSQL 13, so no extension is needed (PGlite ships neither
 * uuid-ossp nor pgcrypto). Names are unqualified so the tables land in the
 * connection's current schema (tests run each suite in a schema of its own).
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "game" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" character varying(64) NOT NULL,
        "variant" character varying(64),
        "seed" character varying(128) NOT NULL,
        "players" jsonb NOT NULL,
        "seat_token_hashes" jsonb NOT NULL,
        "action_count" integer NOT NULL DEFAULT 0,
        "status" character varying(16) NOT NULL DEFAULT 'active',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "version" integer NOT NULL,
        CONSTRAINT "PK_game" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_game_status" CHECK ("status" IN ('active', 'finished')),
        CONSTRAINT "CHK_game_action_count" CHECK ("action_count" >= 0)
      )`);
    // (game_id, index) is the primary key: the UNIQUE(game_id, index) that makes the
    // log append-only and turns a lost race between two writers into an error.
    await q.query(`
      CREATE TABLE "game_action" (
        "game_id" uuid NOT NULL,
        "index" integer NOT NULL,
        "seat" integer,
        "action" jsonb NOT NULL,
        "log" jsonb NOT NULL DEFAULT '[]',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_game_action" PRIMARY KEY ("game_id", "index"),
        CONSTRAINT "CHK_game_action_index" CHECK ("index" >= 0),
        CONSTRAINT "FK_game_action_game" FOREIGN KEY ("game_id") REFERENCES "game"("id")
          ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "IDX_game_status_updated" ON "game" ("status", "updated_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "game_action"`);
    await q.query(`DROP TABLE "game"`);
  }
}
