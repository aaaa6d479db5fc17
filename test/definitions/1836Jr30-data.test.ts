/**
 * definitions/1836Jr30 against the facts of 18xx.games' 1836Jr30 (lib/engine/game/g_1836_jr30, used for
 * facts only): it validates, and its map, companies, trains and ports carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '1836Jr30');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 43 standard tiles, 82 copies, none of its own', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(43);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(82);
  expect(def.tiles.tiles ?? []).toEqual([]);
});

test('51 hexes; the preprinted water hexes charge their 40 on the green upgrade', () => {
  expect(def.map.hexes.length).toBe(51);
  for (const id of ['D6', 'E11', 'H10']) expect([id, hex(id).cost, hex(id).upgradeCost]).toEqual([id, undefined, { green: 40 }]);
  // Amsterdam's single NY city upgrades to the two-city green NY tile, as 18xx.games lets labelled cities change count.
  expect(hex('D6').tile!.upgradesTo).toEqual(['54']);
});

test('the ports Harwich, Dover and Paris: one revenue group, paid per station, three stops', () => {
  for (const id of ['E3', 'G1', 'J2']) {
    expect(hex(id).tile!.nodes![0]).toMatchObject({ kind: 'offboard', revenue: { green: 20, brown: 30 }, group: 'port', revenuePerStation: true, minRouteStops: 3 });
  }
});

test('six companies, six corporations, 2-4 players, trains 2 to D', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['ACC', 20, 5], ['E-SF', 40, 10], ['CdH', 70, 15], ['GCB', 110, 20], ['CFL', 160, 25], ['CFLV', 220, 30]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex])).toEqual([['B', 'H6'], ['GCL', 'I9'], ['Nord', 'I3'], ['NBDS', 'E11'], ['HSM', 'D6'], ['NFL', 'A9']]);
  expect(def.title.players).toEqual({ min: 2, max: 4 });
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 80, 5], ['3', 180, 4], ['4', 300, 3], ['5', 450, 2], ['6', 630, 2], ['D', 1100, 5]]);
  expect(def.phases.phases.map((p) => p.depotTrainsPerTurn)).toEqual(Array(6).fill('onePerType'));
});
