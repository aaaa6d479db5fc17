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

/**
 * JSON with object keys sorted at every level (by UTF-16 code units): one text for one value, whatever
 * order it came in. A property whose value is undefined is left out, an undefined array element is null,
 * as JSON.stringify has them. The hashes are stored (games.import_hash), so this text never changes
 * (test/api/recording-hash.test.ts pins it). Built by concatenation: the entries, sorted pairs and
 * template strings of a map-and-join per object cost an import more than the hashing.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  // The default order of sort() is by UTF-16 code units.
  const keys = Object.keys(object).sort();
  let out = '{';
  for (const key of keys) {
    const v = object[key];
    if (v === undefined) continue;
    out += (out.length === 1 ? '' : ',') + JSON.stringify(key) + ':' + canonicalJson(v);
  }
  return `${out}}`;
}

/**
 * A hash of the game exactly as it is stored (title, variant, seed, players, setup and the log
 * with its seats), in canonical JSON.
 */
export function recordingHash(row: RecordingRow, actions: { seat: number | null; action: object }[]): string {
  const { title, variant, seed, players, setup } = row;
  return createHash('sha256').update(canonicalJson({ title, variant, seed, players, setup, actions })).digest('hex');
}
