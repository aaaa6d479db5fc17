/**
 * The public list of games, newest first, a page at a time: what a lobby shows (open
 * seats to join, games in play, finished games and who won). Read from the `game` row
 * and the analytics row of finished games with one SQL query per page; nothing is
 * replayed.
 *
 * Pages are keyset pages: the cursor names the last game of a page by its creation
 * time (in microseconds, PostgreSQL's own precision, so that two games created in the
 * same millisecond are told apart) and id. A game created after the first page was
 * read appears at the top of the list, never twice nor in place of another.
 */
import type { DataSource } from 'typeorm';
import type { GameStatus } from '../db/entities';
import { ServiceError } from '../errors';

/** Largest page (`first`). */
export const MAX_GAMES_PAGE = 100;
export const DEFAULT_GAMES_PAGE = 20;

export interface GameListResult {
  /** The engine's reason (e.g. "bank broken"). */
  reason: string | null;
  /** Final score by seat (null for a seat without one). */
  scores: (number | null)[];
  /** Seats with the best score (more than one on a tie). */
  winners: number[];
}

export interface GameListEntry {
  id: string;
  title: string;
  variant: string | null;
  status: GameStatus;
  /** Player names by seat; an open seat carries its placeholder name. */
  players: string[];
  /** Seats nobody has claimed yet. */
  openSeats: number[];
  actionCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** For a finished game whose analytics row records its end; null otherwise. */
  result: GameListResult | null;
}

export interface GameListPage {
  nodes: GameListEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

interface Cursor {
  createdMicros: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.createdMicros, c.id]), 'utf8').toString('base64url');
}

/** The cursor `after` names, or INVALID_INPUT (without echoing it: it may be huge). */
export function decodeCursor(after: string): Cursor {
  const bad = (): ServiceError => new ServiceError('INVALID_INPUT', 'after is not a cursor of the games list (use pageInfo.endCursor of the previous page)');
  if (after.length > 200 || !/^[A-Za-z0-9_-]+$/.test(after)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [createdMicros, id] = parsed as unknown[];
  if (typeof createdMicros !== 'string' || !/^-?[0-9]{1,18}$/.test(createdMicros)) throw bad();
  if (typeof id !== 'string' || !UUID.test(id)) throw bad();
  return { createdMicros, id };
}

interface Row {
  id: string;
  title: string;
  variant: string | null;
  status: GameStatus;
  players: string[];
  seat_token_hashes: (string | null)[];
  action_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_micros: string;
  end_reason: string | null;
  scores: Record<string, number> | null;
  winner_seats: number[] | null;
  analytics_finished: boolean | null;
}

const asDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

export class GameList {
  constructor(private readonly db: DataSource) {}

  async page(options: { status?: GameStatus | null; first?: number | null; after?: string | null }): Promise<GameListPage> {
    const first = options.first ?? DEFAULT_GAMES_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_GAMES_PAGE) {
      throw new ServiceError('INVALID_INPUT', `first must be between 1 and ${MAX_GAMES_PAGE}`);
    }
    const cursor = options.after === undefined || options.after === null ? null : decodeCursor(options.after);
    const params: unknown[] = [];
    const where: string[] = [];
    if (options.status) {
      params.push(options.status);
      where.push(`g.status = $${params.length}`);
    }
    if (cursor) {
      // The cursor's time is rebuilt exactly: timestamps are whole microseconds.
      params.push(cursor.createdMicros, cursor.id);
      where.push(
        `(g.created_at, g.id) < ('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::uuid)`,
      );
    }
    // One more than asked: whether it exists is hasNextPage.
    params.push(first + 1);
    const rows = (await this.db.query(
      `SELECT g.id, g.title, g.variant, g.status, g.players, g.seat_token_hashes, g.action_count,
              g.created_at, g.updated_at,
              -- Whole seconds and the microseconds within them, each exact whatever type
              -- extract() returns on this server (double before PostgreSQL 14).
              (extract(epoch FROM date_trunc('second', g.created_at))::bigint * 1000000
                + extract(microseconds FROM g.created_at)::bigint % 1000000)::text AS created_micros,
              a.end_reason, a.scores, a.winner_seats, a.finished AS analytics_finished
         FROM game g LEFT JOIN analytics_game a ON a.game_id = g.id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY g.created_at DESC, g.id DESC
        LIMIT $${params.length}`,
      params,
    )) as Row[];
    const hasNextPage = rows.length > first;
    const nodes = rows.slice(0, first);
    const last = nodes[nodes.length - 1];
    return {
      nodes: nodes.map(toEntry),
      endCursor: last ? encodeCursor({ createdMicros: last.created_micros, id: last.id }) : null,
      hasNextPage,
    };
  }
}

function toEntry(r: Row): GameListEntry {
  const finished = r.status === 'finished' && r.analytics_finished === true;
  return {
    id: r.id,
    title: r.title,
    variant: r.variant,
    status: r.status,
    players: r.players,
    openSeats: r.seat_token_hashes.flatMap((h, seat) => (h === null ? [seat] : [])),
    actionCount: r.action_count,
    createdAt: asDate(r.created_at),
    updatedAt: asDate(r.updated_at),
    result: finished
      ? {
          reason: r.end_reason,
          scores: r.players.map((_, seat) => {
            const v = r.scores?.[String(seat)];
            return typeof v === 'number' && Number.isFinite(v) ? v : null;
          }),
          winners: r.winner_seats ?? [],
        }
      : null,
  };
}
