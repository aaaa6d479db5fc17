/**
 * `game.setup`: engine setup options beyond title, variant, seed and players
 * (imported games: connection checks from the log, ending by agreement, optional
 * rules). Null for every existing game, which keeps replaying as before.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GameSetup1764000000000 implements MigrationInterface {
  name = 'GameSetup1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game" ADD "setup" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game" DROP COLUMN "setup"`);
  }
}
