/**
 * A copy of a game state. The state is plain data, a tree of objects, arrays, strings, numbers,
 * booleans and nulls (it is stored as JSON, where a field set to undefined is as absent: mechanisms clear
 * a field so rather than delete it, which would make V8 keep the object as a slow dictionary for the rest
 * of the game), so a walk that copies exactly those is enough, and
 * it is about four times as fast as structuredClone, which serialises and parses every value.
 */
import type { GameState } from './types';

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

export const cloneState = (state: GameState): GameState => copy(state) as GameState;
