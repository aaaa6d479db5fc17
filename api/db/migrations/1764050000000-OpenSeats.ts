/**
 * Open seats: a game may be created with seats that players claim later (joinGame).
 * Such a game is "open" until every seat is taken; its unclaimed seats have no token
 * hash (null in seat_token_hashes) and a null entry in `open_seats`' sense is read
 * from that array, so no new column is needed: only the status check changes.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenSeats1764050000000 implements MigrationInterface {
  name = 'OpenSeats1764050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game" DROP CONSTRAINT "CHK_game_status"`);
    await q.query(`ALTER TABLE "game" ADD CONSTRAINT "CHK_game_status" CHECK ("status" IN ('open', 'active', 'finished'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game" DROP CONSTRAINT "CHK_game_status"`);
    await q.query(`ALTER TABLE "game" ADD CONSTRAINT "CHK_game_status" CHECK ("status" IN ('active', 'finished'))`);
  }
}
