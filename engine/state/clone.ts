/**
 * A copy of a game state. The state is plain data, a tree of objects, arrays, strings, numbers,
 * booleans and nulls (it is stored as JSON, where a field set to undefined is as absent: mechanisms clear
 * a field so rather than delete it, which would make V8 keep the object as a slow dictionary for the rest
 * of the game), so a walk that copies exactly those is enough, and
 * it is about four times as fast as structuredClone, which serialises and parses every value.
 *
 * The hexes are shared, not copied: a HexState is never changed in place (state/hexes.ts), and the map
 * was the largest part of the copy (about 60 % of its time in a late 1870 game) while most actions leave it alone.
 * The tile supply is shared whole: a lay replaces it (map/supply.ts).
 */
import type { GameState, HexState } from './types';

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * A copy of a record read by computed key (the hexes, by hex id: 100 to 300 keys), in V8's dictionary mode,
 * which a delete puts an object in: a fast-mode copy of that size answered those reads two to three times
 * slower, and the whole replay about 10 % slower.
 */
function copyRecord<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = { ' ': undefined as T };
  delete out[' '];
  for (const key in record) out[key] = record[key]!;
  return out;
}

export function cloneState(state: GameState): GameState {
  // The top level by spreading, which keeps V8's fast layout of the state object (a copy that adds its
  // 30-odd fields by computed key makes it a slow dictionary, and every `state.x` read a hash lookup).
  const out = { ...state };
  for (const key in out) {
    const v = (out as Record<string, unknown>)[key];
    if (typeof v !== 'object' || v === null || key === 'tileSupply') continue;
    (out as Record<string, unknown>)[key] = key === 'hexes' ? copyRecord(v as Record<string, HexState>) : copy(v);
  }
  return out;
}
