/**
 * The reads every request makes, by plain queries: a game's row and a page of its log.
 * TypeORM's query building cost more CPU than the queries themselves (a flood of
 * subscriptions made thousands of them), and these are what TypeORM would return.
 */
import type { EntityManager } from 'typeorm';
import { Game } from '../db/entities';
import type { GameEventPayload } from '../pubsub';

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** The game row, as TypeORM would load it; null when there is none. */
export async function readGame(em: EntityManager, gameId: string): Promise<Game | null> {
  const rows = (await em.query(
    'SELECT id, title, variant, seed, players, seat_token_hashes, action_count, status, setup, import_hash, duplicate_of, created_at, updated_at, version FROM game WHERE id = $1',
    [gameId],
  )) as Record<string, unknown>[];
  const r = rows[0];
  if (!r) return null;
  return Object.assign(new Game(), {
    id: r.id as string,
    title: r.title as string,
    variant: r.variant as string | null,
    seed: r.seed as string,
    players: r.players as string[],
    seatTokenHashes: r.seat_token_hashes as (string | null)[],
    actionCount: Number(r.action_count),
    status: r.status as Game['status'],
    setup: r.setup as Game['setup'],
    importHash: r.import_hash as string | null,
    duplicateOf: r.duplicate_of as string | null,
    createdAt: asDate(r.created_at),
    updatedAt: asDate(r.updated_at),
    version: Number(r.version),
  });
}

/** The game's stored events with index > after, ascending, at most `limit`. */
export async function readEvents(em: EntityManager, gameId: string, after: number, limit: number): Promise<GameEventPayload[]> {
  const rows = (await em.query('SELECT index, seat, action, log, created_at FROM game_action WHERE game_id = $1 AND index > $2 ORDER BY index LIMIT $3', [
    gameId,
    after,
    limit,
  ])) as Record<string, unknown>[];
  return rows.map((r) => {
    const index = Number(r.index);
    return {
      gameId,
      index,
      seat: r.seat === null ? null : Number(r.seat),
      action: r.action as object,
      log: r.log as string[],
      actionCount: index + 1,
      createdAt: asDate(r.created_at),
    };
  });
}
