/**
 * engine/map/supply.ts: a copy of the state shares the tile supply with the state it copies; a lay takes its
 * tile from a supply of the laying state's own, made on its first change after the copy.
 */
import { createGame } from '../../engine';
import { returnTile, takeTile } from '../../engine/map/supply';
import { cloneState } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const title = titleOf('demo');
const limited = Object.keys(title.manifest).find((id) => title.manifest[id]! > 1)!;

test('a tile taken on a copy leaves the supply of the state it was copied from', () => {
  const before = cloneState(createGame(title, { players: ['Ann', 'Bob'], seed: 1 }));
  const after = cloneState(before);
  expect(after.tileSupply).toBe(before.tileSupply);
  const count = before.tileSupply[limited]!;
  takeTile(title, after, limited);
  expect(after.tileSupply[limited]).toBe(count - 1);
  expect(before.tileSupply[limited]).toBe(count);
  // The copy's own supply is changed in place from then on.
  const own = after.tileSupply;
  returnTile(title, after, limited);
  expect(after.tileSupply).toBe(own);
  expect(after.tileSupply[limited]).toBe(count);
});
