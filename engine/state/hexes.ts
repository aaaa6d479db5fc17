/**
 * Changes to a hex's state. A copy of the game state (state/clone.ts) copies the record of hexes but
 * shares each HexState with the state it was copied from, since most actions leave the map alone; so
 * a HexState is never changed in place (its fields are readonly): a change puts a new one in the record.
 */
import type { GameState, HexState } from './types';

export type HexToken = HexState['tokens'][number];

/** `hex` with `change` made, put in the state in place of the old one; the new HexState. */
export function changeHex(state: GameState, hex: string, change: Partial<HexState>): HexState {
  const next: HexState = { ...state.hexes[hex]!, ...change };
  state.hexes[hex] = next;
  return next;
}

/** A station token added to `hex`. */
export function addHexToken(state: GameState, hex: string, token: HexToken): void {
  changeHex(state, hex, { tokens: [...state.hexes[hex]!.tokens, token] });
}

/** The station tokens of `hex` that `keep` accepts, the others removed. */
export function keepHexTokens(state: GameState, hex: string, keep: (token: HexToken, index: number) => boolean): void {
  changeHex(state, hex, { tokens: state.hexes[hex]!.tokens.filter(keep) });
}
