/**
 * Imported games used to be stored with setup.allowManualEnd, under which any one seat's
 * end_game ended the game at once. They now end early only by agreement of every player
 * (setup.endByAgreement, engine/state/endAgreement.ts). Games still running switch to
 * it; their logs hold no counting end_game (one would have ended them), so they replay
 * unchanged. Finished games keep allowManualEnd: their recorded end replays as it was.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EndByAgreement1764400000000 implements MigrationInterface {
  name = 'EndByAgreement1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "game" SET "setup" = ("setup" - 'allowManualEnd') || '{"endByAgreement": true}'::jsonb
        WHERE "setup" ? 'allowManualEnd' AND "status" <> 'finished'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "game" SET "setup" = ("setup" - 'endByAgreement') || '{"allowManualEnd": true}'::jsonb
        WHERE "setup" ? 'endByAgreement' AND "status" <> 'finished'`,
    );
  }
}
