/**
 * Row B of the 1870 map laid as a straight line of track, for route tests of train kinds:
 * Denver (A2, off-board 30) – B3 – B5 – B7 (town 10) – B9 Topeka (20) – B11 Kansas City (20)
 * – B13 (town) – B15 (a city here, 20) – B17 – B19 Springfield (20).
 */
import type { GameState } from '../../engine';
import { writableHex } from './hex-state';

export const ROW_B: [hex: string, tile: string, rotation: number][] = [
  ['B3', '8', 2],
  ['B5', '9', 1],
  ['B7', '4', 1],
  ['B9', '57', 1],
  ['B11', '57', 1],
  ['B13', '4', 1],
  ['B15', '57', 1],
  ['B17', '9', 1],
  ['B19', '57', 1],
];

/** Paths along row B from Kansas City, as route submissions write them. */
export const KC_TO_DENVER = ['B11.0', 'B9.0', 'B7.0', 'B5', 'B3', 'A2.0'];
export const KC_TO_B15 = ['B11.0', 'B13.0', 'B15.0'];
export const KC_TO_SPRINGFIELD = ['B11.0', 'B13.0', 'B15.0', 'B17', 'B19.0'];

/** What a throwing check says: "<code>: <message>", or "accepted" when it does not throw. */
export const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return `${(e as { code?: string }).code}: ${(e as Error).message}`;
  }
  return 'accepted';
};

/** Lays row B, and gives `corp` stations in Kansas City (B11) and the cities of `more`. */
export function layRowB(state: GameState, corp: string, more: string[] = []): void {
  for (const [hex, tile, rotation] of ROW_B) {
    writableHex(state, hex).tile = tile;
    writableHex(state, hex).rotation = rotation;
  }
  for (const hex of ['B11', ...more]) {
    writableHex(state, hex).tokens.push({ corporation: corp, city: 0, slot: 0 });
    state.corporations[corp]!.tokens.push({ hex, city: 0 });
  }
}
