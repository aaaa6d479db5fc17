/**
 * Changes to the hexes' state. A copy of the game state (state/clone.ts) shares the record of hexes with
 * the state it was copied from, since most actions leave the map alone: so a HexState is never changed in
 * place (its fields are readonly), and the record is changed only here, by a state that owns it (state/clone.ts
 * recordToChange: the first change after a copy copies the record).
 */
import { recordToChange } from './clone';
import type { GameState, HexState } from './types';

export type HexToken = HexState['tokens'][number];

/**
 * A copy of the record, in V8's dictionary mode, which a delete puts an object in: it is read by hex id, and a
 * fast-mode copy of 100 to 300 properties answered those reads two to three times slower.
 */
function copyRecord(record: Readonly<Record<string, HexState>>): Record<string, HexState> {
  const out: Record<string, HexState> = { ' ': undefined as unknown as HexState };
  delete out[' '];
  for (const key in record) out[key] = record[key]!;
  return out;
}

/** `hex` with `change` made, put in the state in place of the old one; the new HexState. */
export function changeHex(state: GameState, hex: string, change: Partial<HexState>): HexState {
  const hexes = recordToChange(state, 'hexes', copyRecord);
  const next: HexState = { ...hexes[hex]!, ...change };
  hexes[hex] = next;
  return next;
}

/** A station token added to `hex`. */
export function addHexToken(state: GameState, hex: string, token: HexToken): void {
  changeHex(state, hex, { tokens: [...state.hexes[hex]!.tokens, token] });
}

/** `token`, one of the station tokens of `hex`, with `change` made (a station turned over to another corporation, or blocked). */
export function changeHexToken(state: GameState, hex: string, token: HexToken, change: Partial<HexToken>): void {
  changeHex(state, hex, { tokens: state.hexes[hex]!.tokens.map((x) => (x === token ? { ...x, ...change } : x)) });
}

/** The station tokens of `hex` that `keep` accepts, the others removed. */
export function keepHexTokens(state: GameState, hex: string, keep: (token: HexToken, index: number) => boolean): void {
  changeHex(state, hex, { tokens: state.hexes[hex]!.tokens.filter(keep) });
}
