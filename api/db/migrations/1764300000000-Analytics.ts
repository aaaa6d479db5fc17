/**
 * The analytics tables (api/analytics/entities.ts): facts derived from each applied
 * action, keyed by (game_id, action_index) of the action that produced them, deleted
 * with their game. Indexes serve the cross-game queries, which filter by title.
 *
 * Existing games get no rows here until they are imported again: the tables fill as
 * actions are applied from now on.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The round columns every per-round table has. */
const ROUND_COLUMNS = `
        "title" character varying(64) NOT NULL,
        "round_kind" character varying(16) NOT NULL,
        "round_number" integer NOT NULL,
        "round_index" integer,
        "round_label" character varying(32) NOT NULL,`;

const gameFk = (table: string): string =>
  `CONSTRAINT "FK_${table}_game" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE NO ACTION`;

export class Analytics1764300000000 implements MigrationInterface {
  name = 'Analytics1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics_game" (
        "game_id" uuid NOT NULL,
        "title" character varying(64) NOT NULL,
        "variant" character varying(64),
        "player_count" integer NOT NULL,
        "finished" boolean NOT NULL DEFAULT false,
        "finished_index" integer,
        "end_reason" character varying(64),
        "scores" jsonb,
        "winner_seats" jsonb,
        "rounds_started" integer,
        "stock_rounds" integer,
        "operating_sets" integer,
        "first_par_corporation" character varying(64),
        "first_par_seat" integer,
        "first_par_index" integer,
        CONSTRAINT "PK_analytics_game" PRIMARY KEY ("game_id"),
        ${gameFk('analytics_game')}
      )`);
    await q.query(`CREATE INDEX "IDX_analytics_game_title" ON "analytics_game" ("title", "finished")`);

    await q.query(`
      CREATE TABLE "analytics_player_round" (
        "game_id" uuid NOT NULL,
        "action_index" integer NOT NULL,
        "seat" integer NOT NULL,${ROUND_COLUMNS}
        "cash" integer NOT NULL,
        "net_worth" integer NOT NULL,
        CONSTRAINT "PK_analytics_player_round" PRIMARY KEY ("game_id", "action_index", "seat"),
        ${gameFk('analytics_player_round')}
      )`);

    await q.query(`
      CREATE TABLE "analytics_share_price" (
        "game_id" uuid NOT NULL,
        "action_index" integer NOT NULL,
        "corporation" character varying(64) NOT NULL,${ROUND_COLUMNS}
        "share_price" integer NOT NULL,
        "par" integer,
        CONSTRAINT "PK_analytics_share_price" PRIMARY KEY ("game_id", "action_index", "corporation"),
        ${gameFk('analytics_share_price')}
      )`);

    await q.query(`
      CREATE TABLE "analytics_operating_result" (
        "game_id" uuid NOT NULL,
        "action_index" integer NOT NULL,
        "corporation" character varying(64) NOT NULL,
        "run_kind" character varying(16) NOT NULL,${ROUND_COLUMNS}
        "revenue" integer NOT NULL,
        "dividend" character varying(16) NOT NULL,
        "per_share" integer,
        "retained" integer,
        "president_seat" integer,
        CONSTRAINT "PK_analytics_operating_result" PRIMARY KEY ("game_id", "action_index", "corporation", "run_kind"),
        CONSTRAINT "CHK_analytics_operating_result_run" CHECK ("run_kind" IN ('turn', 'connection')),
        CONSTRAINT "CHK_analytics_operating_result_dividend" CHECK ("dividend" IN ('payout', 'withhold', 'half')),
        ${gameFk('analytics_operating_result')}
      )`);
    await q.query(`CREATE INDEX "IDX_analytics_operating_result_title" ON "analytics_operating_result" ("title", "corporation")`);

    await q.query(`
      CREATE TABLE "analytics_train_purchase" (
        "game_id" uuid NOT NULL,
        "action_index" integer NOT NULL,${ROUND_COLUMNS}
        "corporation" character varying(64) NOT NULL,
        "train" character varying(64) NOT NULL,
        "train_type" character varying(64) NOT NULL,
        "price" integer NOT NULL,
        "seller" character varying(64) NOT NULL,
        "exchanged_train" character varying(64),
        CONSTRAINT "PK_analytics_train_purchase" PRIMARY KEY ("game_id", "action_index"),
        ${gameFk('analytics_train_purchase')}
      )`);
    await q.query(`CREATE INDEX "IDX_analytics_train_purchase_title" ON "analytics_train_purchase" ("title", "train_type")`);

    await q.query(`
      CREATE TABLE "analytics_tile_lay" (
        "game_id" uuid NOT NULL,
        "action_index" integer NOT NULL,
        "hex" character varying(16) NOT NULL,${ROUND_COLUMNS}
        "corporation" character varying(64),
        "company" character varying(64),
        "tile" character varying(64) NOT NULL,
        "rotation" integer NOT NULL,
        "previous_tile" character varying(64),
        CONSTRAINT "PK_analytics_tile_lay" PRIMARY KEY ("game_id", "action_index", "hex"),
        ${gameFk('analytics_tile_lay')}
      )`);
    await q.query(`CREATE INDEX "IDX_analytics_tile_lay_title" ON "analytics_tile_lay" ("title", "tile")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['analytics_tile_lay', 'analytics_train_purchase', 'analytics_operating_result', 'analytics_share_price', 'analytics_player_round', 'analytics_game']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
