/**
 * A copy of a game state. The state is plain data, a tree of objects, arrays, strings, numbers,
 * booleans and nulls (it is stored as JSON, where a field set to undefined is as absent: mechanisms clear
 * a field so rather than delete it, which would make V8 keep the object as a slow dictionary for the rest
 * of the game), so a walk that copies exactly those is enough, and
 * it is about four times as fast as structuredClone, which serialises and parses every value.
 *
 * The hexes and the tile supply are shared, not copied: each is changed only by a state that made it
 * (recordToChange below, which state/hexes.ts and map/supply.ts ask for the record they change), and the map was
 * the largest part of the copy (about 60 % of its time in a late 1870 game) while most actions leave it alone.
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

/** The records a copy shares with the state it copies: per record, the one each state made for itself. */
const shared = { hexes: new WeakMap<GameState, object>(), tileSupply: new WeakMap<GameState, object>() };
type SharedKey = keyof typeof shared;
type Writable<T> = { -readonly [K in keyof T]: T[K] };

export function cloneState(state: GameState): GameState {
  // The top level by spreading, which keeps V8's fast layout of the state object (a copy that adds its
  // 30-odd fields by computed key makes it a slow dictionary, and every `state.x` read a hash lookup).
  const out = { ...state };
  for (const key in out) {
    const v = (out as Record<string, unknown>)[key];
    if (typeof v !== 'object' || v === null || Object.hasOwn(shared, key)) continue;
    (out as Record<string, unknown>)[key] = copy(v);
  }
  return out;
}

/**
 * The shared record `key` of `state`, to change in place: the state's own, which `copyOf` makes (and puts in the
 * state) on the first change after a copy of the state; a fold that works on one state (replay) copies it once.
 */
export function recordToChange<K extends SharedKey>(state: GameState, key: K, copyOf: (record: GameState[K]) => Writable<GameState[K]>): Writable<GameState[K]> {
  let record = shared[key].get(state) as Writable<GameState[K]> | undefined;
  if (record === state[key]) return record!;
  record = copyOf(state[key]);
  // The writable copy in place of the shared record: the same type but for readonly.
  (state as Record<SharedKey, unknown>)[key] = record;
  shared[key].set(state, record);
  return record;
}
