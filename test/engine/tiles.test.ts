import { canUpgradeKind, exits, preservesTrack, type Tile } from '../../engine/map/tiles';
import { titleOf } from '../helpers/demo';

const title = titleOf('demo');
const tile = (id: string): Tile => title.tiles.get(id)!;

/** Rotations at which `next` may replace `current` laid at `rot` (1830 rules, Upgrading track). */
function upgradeRotations(current: string, rot: number, next: string): number[] {
  if (!canUpgradeKind(tile(current), tile(next), null)) return [];
  return [0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(tile(current), rot, tile(next), r));
}

describe('tiles: topology and upgrades', () => {
  test('exits turn with rotation', () => {
    expect([...exits(tile('57'), 0)].sort()).toEqual([0, 3]);
    expect([...exits(tile('57'), 1)].sort()).toEqual([1, 4]);
    expect([...exits(tile('7'), 5)].sort()).toEqual([0, 5]);
  });

  test('a yellow city (57, straight) upgrades to green 14 and 15 only where both exits are kept', () => {
    // 14 has exits 0,1,3,4: turned by 0, 2, 3 or 5 it still reaches both 0 and 3.
    expect(upgradeRotations('57', 0, '14')).toEqual([0, 2, 3, 5]);
    // 15 has exits 0,1,2,3: it keeps 0 and 3 at rotations 0 and 3.
    expect(upgradeRotations('57', 0, '15')).toEqual([0, 3]);
  });

  test('city tiles do not upgrade to plain track or town tiles, and colours go up one step', () => {
    expect(canUpgradeKind(tile('57'), tile('23'), null)).toBe(false);
    expect(canUpgradeKind(tile('57'), tile('87'), null)).toBe(false);
    expect(canUpgradeKind(tile('57'), tile('63'), null)).toBe(false); // yellow to brown skips green
    expect(canUpgradeKind(tile('14'), tile('63'), null)).toBe(true);
  });

  test('plain track upgrades keep the old track', () => {
    // 9 (straight 0-3) → 23 (0-3, 0-4) keeps it at rotation 0; at rotation 3 23 holds 3-0 and 3-1, also keeping it.
    expect(upgradeRotations('9', 0, '23')).toEqual([0, 3]);
    // 16 (0-2, 1-3) has no straight: it cannot replace 9.
    expect(upgradeRotations('9', 0, '16')).toEqual([]);
    // 8 (0-2) → 16 keeps 0-2 at rotation 0 and (as 1-3 turned) at rotation 5.
    expect(upgradeRotations('8', 0, '16')).toEqual([0, 5]);
  });

  test('town tiles upgrade to green towns that keep their exits', () => {
    // 4 is a town on a straight (0-3); 87 reaches 0,1,2,3 and keeps 0 and 3 at rotations 0 and 3.
    expect(upgradeRotations('4', 0, '87')).toEqual([0, 3]);
    // 88 reaches 0,1,3,4: like 14, four rotations keep 0 and 3.
    expect(upgradeRotations('4', 0, '88')).toEqual([0, 2, 3, 5]);
  });

  test('brown 63 reaches every edge, so it replaces a green city at any rotation', () => {
    expect(upgradeRotations('14', 2, '63')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
