/**
 * The identity of an imported recording (games.import_hash): two imports of one export, in
 * either format or with its text laid out differently, store the same game. Free of the
 * database and of the engine, so that the compute pool's workers can compute it.
 */
import { createHash } from 'node:crypto';
import type { StoredGameSetup } from '../db/entities';

/** What of the game row the hash covers. */
export interface RecordingRow {
  title: string;
  variant: string | null;
  seed: string;
  players: string[];
  setup: StoredGameSetup | null;
}

/** JSON with object keys sorted at every level: one text for one value, whatever order it came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A hash of the game exactly as it is stored (title, variant, seed, players, setup and the log
 * with its seats), in canonical JSON.
 */
export function recordingHash(row: RecordingRow, actions: { seat: number | null; action: object }[]): string {
  const { title, variant, seed, players, setup } = row;
  return createHash('sha256').update(canonicalJson({ title, variant, seed, players, setup, actions })).digest('hex');
}
