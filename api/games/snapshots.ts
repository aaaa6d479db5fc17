/**
 * Snapshots of the fold, stored with the game (table game_snapshot): the state after the first
 * N log entries, written every SNAPSHOT_EVERY entries by act and undo, by an import (every
 * SNAPSHOT_EVERY entries of its fold, and after its last), and after a cache miss that had to
 * fold many entries. A cache miss, an undo and a look back
 * (summaryAt) then fold only the entries since the nearest snapshot (GameStore.stateAt).
 *
 * A snapshot is derived data, like the state cache. Its `version` names what produced it: the
 * engine's code, the title's definition and the game's title key. A snapshot of another version
 * (an older build, a changed definition) is never read, and is overwritten when its count comes
 * round again. The state is stored as JSON text in a `json` column, so it comes back with its
 * keys in the order the engine wrote them (test/api/snapshots.test.ts checks that a state from
 * a snapshot and the entries after it equals the full fold).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { Game } from '../db/entities';
import type { GameState } from '../engine-port';
import type { TitleRegistry } from '../titles';
import { definitionVersion } from './own-export';

/** Log entries between two snapshots: a miss or an undo folds at most this many (fewer than 100 ms of engine time). */
export const SNAPSHOT_EVERY = 100;

let engineStamp: string | undefined;

/**
 * A hash of the engine's code as it runs (compiled or not): another build never reads this one's
 * snapshots. Read from disk once; the server computes it just after it is ready (api/server.ts, before
 * the action schemas' warm-up), so that no request's first snapshot holds the event loop for the reading.
 */
export function engineCodeStamp(): string {
  if (engineStamp !== undefined) return engineStamp;
  const hash = createHash('sha256');
  const root = path.resolve(__dirname, '../../engine');
  const files = fs.existsSync(root)
    ? fs
        .readdirSync(root, { withFileTypes: true, recursive: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
        .sort()
    : [];
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  engineStamp = hash.digest('hex');
  return engineStamp;
}

export interface Snapshot {
  actionCount: number;
  state: GameState;
}

export class Snapshots {
  private readonly versions = new Map<string, string>();

  constructor(
    private readonly titles: TitleRegistry,
    /** Entries between two snapshots (tests make it small). */
    readonly every: number = SNAPSHOT_EVERY,
  ) {}

  /** What a snapshot of this game must have been made with to be read. */
  versionOf(game: Game): string {
    const key = JSON.stringify([game.title, game.variant, game.setup?.optionalRules ?? []]);
    let version = this.versions.get(key);
    if (version === undefined) {
      version = createHash('sha256')
        .update(`${engineCodeStamp()}\0${key}\0${definitionVersion(this.titles.definition(game.title))}`)
        .digest('hex')
        .slice(0, 32);
      this.versions.set(key, version);
    }
    return version;
  }

  /** Whether a state after `actionCount` entries is due a snapshot (act, undo). */
  due(actionCount: number): boolean {
    return actionCount > 0 && actionCount % this.every === 0;
  }

  /** The latest snapshot of this version at or before `atMost` entries, or null. */
  async latest(em: EntityManager, game: Game, atMost: number): Promise<Snapshot | null> {
    if (atMost <= 0) return null;
    const rows = (await em.query(
      'SELECT action_count, state::text AS state FROM game_snapshot WHERE game_id = $1 AND version = $2 AND action_count <= $3 ORDER BY action_count DESC LIMIT 1',
      [game.id, this.versionOf(game), atMost],
    )) as { action_count: number; state: string }[];
    const row = rows[0];
    return row ? { actionCount: Number(row.action_count), state: JSON.parse(row.state) as GameState } : null;
  }

  /** Stores the state after `actionCount` entries (replacing a snapshot of another version there). */
  async write(em: EntityManager, game: Game, actionCount: number, state: GameState): Promise<void> {
    if (actionCount <= 0) return;
    await em.query(
      'INSERT INTO game_snapshot (game_id, action_count, version, state) VALUES ($1, $2, $3, $4) ' +
        'ON CONFLICT (game_id, action_count) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state',
      [game.id, actionCount, this.versionOf(game), JSON.stringify(state)],
    );
  }

  /**
   * The state after `actionCount` entries stored by a part of an act's own statement (acting.ts append):
   * a data-modifying WITH query whose values are parameters $first to $first + 2 (the same text for every
   * count, so one prepared statement), written only when `guard` (the CTE that moved the game row on) has
   * a row, and on the same terms as write.
   */
  actPart(game: Game, actionCount: number, state: GameState, first: number, guard: string): { sql: string; params: string[] } {
    return {
      sql:
        `INSERT INTO game_snapshot (game_id, action_count, version, state) SELECT id, $${first}::int, $${first + 1}, $${first + 2}::json FROM ${guard} ` +
        'ON CONFLICT (game_id, action_count) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state',
      params: [String(actionCount), this.versionOf(game), JSON.stringify(state)],
    };
  }

  /**
   * Several states (JSON text, after `count` entries each) stored by one statement, whose values are
   * parameters $first to $first + 2, to go into another statement (an import writes them with the log);
   * null when there is nothing to store. Each state travels as a JSON string and is cast to json by the
   * database, which keeps its text: its keys stay in the engine's order.
   */
  part(game: Game, states: { count: number; state: string }[], first: number): { sql: string; params: unknown[] } | null {
    const kept = states.filter((s) => s.count > 0);
    if (kept.length === 0) return null;
    return {
      sql:
        `INSERT INTO game_snapshot (game_id, action_count, version, state) SELECT $${first}::uuid, t.c, $${first + 1}, t.s::json ` +
        `FROM jsonb_to_recordset($${first + 2}::jsonb) AS t(c int, s text) ` +
        'ON CONFLICT (game_id, action_count) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state',
      params: [game.id, this.versionOf(game), JSON.stringify(kept.map((s) => ({ c: s.count, s: s.state })))],
    };
  }
}
