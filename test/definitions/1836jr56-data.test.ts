/**
 * definitions/1836jr56 against the facts of 18xx.games' 1836jr56 (lib/engine/game/g_1836_jr56 and g_1856, used
 * for facts only): it validates, and its map, tiles, trains and the diesel_variant carry what 18xx.games gives them.
 */
import { applyVariant, compileTitle } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';

const dir = repoPath('definitions', '1836jr56');
const def = loadTitleDir(dir).definition;
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes, and the title is in development (the MESS is not played yet)', () => {
  expect(validateTitleDir(dir)).toEqual([]);
  expect(def.title.status).toBe('inDevelopment');
});

test("18xx.games' manifest: 50 tiles, 119 copies; its own 125 with the exits 1-5", () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(50);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(119);
  expect(def.tiles.tiles?.map((t) => [t.id, t.paths.map((p) => p[0])])).toEqual([['125', [1, 2, 3, 4, 5]]]);
});

test("1856's labels on the 1836Jr map", () => {
  expect([hex('D6').label, hex('D6').tile!.upgradesTo]).toEqual(['T', ['120']]);
  expect([hex('H6').label, hex('H6').futureLabels]).toEqual(['B-L', [{ color: 'brown', label: 'Lon' }]]);
  expect([hex('I3').label, hex('I3').futureLabels]).toEqual(['B-L', [{ color: 'brown', label: 'Bar' }]]);
  expect(hex('E5').futureLabels).toEqual([{ color: 'gray', label: 'H' }]);
});

test('trains 2 to 6 and five 8s; diesel_variant: 22 Diesels, the 4 rusting on the first', () => {
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 100, 5], ['3', 225, 4], ['4', 350, 3], ['5', 550, 2], ['6', 700, 2], ['8', 1000, 5]]);
  const diesel = applyVariant(def, 'diesel_variant');
  expect(diesel.trains.trains.map((t) => [t.id, t.count, t.rustsOn ?? null])).toEqual([['2', 5, '4'], ['3', 4, '6'], ['4', 3, 'D'], ['5', 2, null], ['6', 2, null], ['D', 22, null]]);
  expect(diesel.phases.phases.map((p) => p.onTrain)).toEqual(['2', '3', '4', '5', '6', 'D']);
  expect(() => compileTitle(diesel)).not.toThrow();
});
