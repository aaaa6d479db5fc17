/**
 * map.json `revenueFrom` (1820 G23): the Liverpool port C3 is printed "Liverpool+20", so its value
 * is the revenue of Liverpool's city C5 as it now stands plus £20, whatever the phase (a fixed
 * table by phase would assume Liverpool upgraded on time). Catalogue B tiles: 148 (yellow, 30),
 * 179 (green, 40).
 */
import { createGame, publicState, type GameState } from '../../engine';
import { stopRevenue } from '../helpers/engine-internals';
import { titleWithoutCousins } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
const title = titleWithoutCousins('1820');
const port = (state: GameState): number => stopRevenue(title, state, { hex: 'C3', node: 0 });

describe('Liverpool port = Liverpool + 20 (map.json revenueFrom)', () => {
  test('follows the tile on C5, not the phase', () => {
    const state = createGame(title, { players: ['A', 'B'], seed: 1 });
    expect(port(state)).toBe(20); // the printed city is worth 0 until a tile is laid
    writableHex(state, 'C5').tile = '148';
    expect(port(state)).toBe(50);
    writableHex(state, 'C5').tile = '179';
    expect(port(state)).toBe(60);
    // A later phase does not change it while Liverpool keeps its green tile.
    state.phase = title.phases.findIndex((p) => p.id === 'gray');
    expect(port(state)).toBe(60);
  });

  test('the public view shows the same value', () => {
    const state = createGame(title, { players: ['A', 'B'], seed: 1 });
    writableHex(state, 'C5').tile = '148';
    const c3 = publicState(title, state).map.hexes.find((h) => h.id === 'C3')!;
    expect(c3.stops[0]!.revenue).toBe(50);
  });
});
