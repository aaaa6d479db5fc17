/**
 * engine/state/hexes.ts: a copy of the state shares the record of hexes and each HexState with the state it
 * copies; a change made through changeHex reaches only the state it is made on.
 */
import { createGame } from '../../engine';
import { addHexToken, changeHex, changeHexToken, keepHexTokens } from '../../engine/state/hexes';
import { cloneState } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const title = titleOf('demo');
const hex = title.hexIds[0]!;
const other = title.hexIds[1]!;

function twoStates() {
  const before = cloneState(createGame(title, { players: ['Ann', 'Bob'], seed: 1 }));
  return { before, after: cloneState(before) };
}

test('a copy shares the record of hexes and the tile supply', () => {
  const { before, after } = twoStates();
  expect(after.hexes).toBe(before.hexes);
  expect(after.tileSupply).toBe(before.tileSupply);
  expect(after.corporations).not.toBe(before.corporations);
});

test('a change on the copy leaves the state it was copied from as it was', () => {
  const { before, after } = twoStates();
  const snapshot = JSON.stringify(before);
  changeHex(after, hex, { tile: '57', rotation: 2 });
  addHexToken(after, other, { corporation: 'X', city: 0, slot: 0 });
  expect(JSON.stringify(before)).toBe(snapshot);
  expect(after.hexes[hex]).toMatchObject({ tile: '57', rotation: 2 });
  expect(after.hexes[other]!.tokens).toEqual([{ corporation: 'X', city: 0, slot: 0 }]);
  // The hexes left alone are still shared.
  const untouched = title.hexIds.filter((h) => h !== hex && h !== other);
  expect(untouched.every((h) => after.hexes[h] === before.hexes[h])).toBe(true);
});

test('the record is copied on the first change after a copy only', () => {
  const { before, after } = twoStates();
  changeHex(after, hex, { rotation: 1 });
  const own = after.hexes;
  expect(own).not.toBe(before.hexes);
  changeHex(after, other, { rotation: 3 });
  expect(after.hexes).toBe(own);
  // A copy of the changed state shares its record again, and copies it on its own first change.
  const next = cloneState(after);
  changeHex(next, hex, { rotation: 4 });
  expect(next.hexes).not.toBe(own);
  expect(after.hexes[hex]!.rotation).toBe(1);
});

test('a token turned over or removed is changed in a new HexState', () => {
  const { before, after } = twoStates();
  addHexToken(before, hex, { corporation: 'X', city: 0, slot: 0 });
  addHexToken(before, hex, { corporation: 'Y', city: 0, slot: 1 });
  const copy = cloneState(before);
  const x = copy.hexes[hex]!.tokens[0]!;
  changeHexToken(copy, hex, x, { corporation: 'Z' });
  keepHexTokens(copy, hex, (t) => t.corporation !== 'Y');
  expect(copy.hexes[hex]!.tokens).toEqual([{ corporation: 'Z', city: 0, slot: 0 }]);
  expect(before.hexes[hex]!.tokens).toEqual([
    { corporation: 'X', city: 0, slot: 0 },
    { corporation: 'Y', city: 0, slot: 1 },
  ]);
  expect(after.hexes[hex]!.tokens).toEqual([]);
});
