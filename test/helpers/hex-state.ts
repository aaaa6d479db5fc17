/**
 * A hex's state to change by hand when a test builds a position. The engine never changes a HexState in
 * place, since a copy of the game state shares them (engine/state/hexes.ts): this puts a copy of the hex, tokens
 * included, in `state` and returns it, writable, so that no other state that shared the old one sees the change.
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
  state.hexes[hex] = copy;
  return copy;
}
