/**
 * definitions/18NL against the facts of 18xx.games' 18NL (lib/engine/game/g_18_nl, used for facts only): it
 * validates, and its map, tiles, companies, corporations, trains and phases carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '18NL');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('78 hexes; the printed X cities (Amsterdam, Delft, Rotterdam) merge their two cities into one in green', () => {
  expect(def.map.hexes.length).toBe(78);
  for (const id of ['E6', 'G2', 'H3']) {
    expect(hex(id)).toMatchObject({ label: 'X', tile: { color: 'yellow', upgradesTo: ['NL1', 'NL2', 'NL3', 'NL4'].map((to) => ({ to, merge: true })) } });
    expect(hex(id).tile!.nodes!.filter((n) => n.kind === 'city').length).toBe(2);
  }
  expect(hex('B15')).toMatchObject({ label: 'Z', tile: { color: 'green' } });
  for (const id of ['H13', 'I4', 'F19', 'I10']) expect(hex(id)).toMatchObject({ label: 'OO', tile: { color: 'yellow', paths: [] } });
});

test("the manifest, with 18NL's own X and Z tiles NL1-NL7", () => {
  expect((def.tiles.tiles ?? []).map((t) => [t.id, t.color, t.label, t.nodes[0]!.revenue, t.nodes[0]!.slots])).toEqual([
    ['NL1', 'green', 'X', 50, 2], ['NL2', 'green', 'X', 50, 2], ['NL3', 'green', 'X', 50, 2], ['NL4', 'green', 'X', 50, 2],
    ['NL5', 'brown', 'X', 70, 2], ['NL6', 'brown', 'X', 70, 2], ['NL7', 'brown', 'Z', 50, 1],
  ]);
});

test("six companies, nine corporations: the NFL's 30% presidency, homes in the X and OO cities, the NZO locking H13", () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['P1', 20, 0], ['P2', 40, 5], ['P3', 70, 10], ['P4', 110, 10], ['P5', 160, 10], ['P6', 200, 15]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.home?.city ?? null, c.tokens.length])).toEqual([
    ['AS', 'E16', null, 4], ['NCS', 'F13', null, 4], ['DV', 'G8', null, 4], ['MES', 'J7', null, 3], ['HIS', 'E6', 0, 3],
    ['NZO', 'H13', 0, 3], ['ZHE', 'G2', 1, 2], ['NRS', 'E6', 1, 2], ['NFL', 'B15', null, 2],
  ]);
  expect(title.corporation.get('NFL')!.certificates).toEqual([30, 10, 10, 10, 10, 10, 10, 10]);
  expect(title.corporation.get('NZO')!.home).toMatchObject({ locksTiles: true });
  expect(def.title.players).toEqual({ min: 3, max: 6 });
});

test('trains 2 to 6 and D; phases with train limits 4, 4, 3, 2, 2, 2; companies buyable from phase 3 and closed at the first 5', () => {
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 80, 6], ['3', 180, 5], ['4', 300, 5], ['5', 450, 3], ['6', 630, 3], ['D', 1100, 'unlimited']]);
  expect(title.phases.map((p) => [p.id, p.trainLimit, p.operatingRounds])).toEqual([['2', 4, 1], ['3', 4, 2], ['4', 3, 2], ['5', 2, 3], ['6', 2, 3], ['D', 2, 3]]);
  expect(title.phases[1]!.events).toEqual([{ kind: 'companiesBuyable', minPricePercent: 50, maxPricePercent: 200 }]);
  expect(title.phases[3]!.events).toEqual([{ kind: 'closeCompanies' }]);
});
