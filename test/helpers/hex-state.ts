/**
 * A hex's state to change by hand when a test builds a position. The engine never changes a HexState or the
 * record of hexes in place, since a copy of the game state shares them (engine/state/hexes.ts): writableHex puts a
 * copy of the hex, tokens included, in a new record in `state` and returns it, writable, so that no other state
 * that shared the old one sees the change; setHex puts a whole hex there.
 */
import type { GameState } from '../../engine';

type HexState = GameState['hexes'][string];
type Token = HexState['tokens'][number];

export interface WritableHex {
  tile: string | null;
  rotation: number;
  tokens: { -readonly [K in keyof Token]: Token[K] }[];
  cities?: number[];
}

export function writableHex(state: GameState, hex: string): WritableHex {
  const old = state.hexes[hex];
  if (!old) throw new Error(`no hex ${hex}`);
  const copy: WritableHex = { tile: old.tile, rotation: old.rotation, tokens: old.tokens.map((t) => ({ ...t })) };
  if ('cities' in old) copy.cities = old.cities && [...old.cities];
  setHex(state, hex, copy);
  return copy;
}

/** `hex` given the state `value`, in a new record of hexes (the old one may be shared with another state). */
export function setHex(state: GameState, hex: string, value: HexState | WritableHex): void {
  state.hexes = { ...state.hexes, [hex]: value };
}
