/**
 * definitions/18GA against the facts of 18xx.games' 18GA (lib/engine/game/g_18_ga, used for facts only):
 * it validates, and its map, tiles, companies, trains and phases carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '18GA');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 45 tiles, 108 copies, nine of them 18GA\'s own lettered tiles', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(45);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(108);
  expect((def.tiles.tiles ?? []).map((t) => [t.id, t.color, t.label])).toEqual([
    ['451a', 'yellow', 'ATL'], ['452a', 'green', 'ATL'], ['453a', 'green', 'Aug'], ['454a', 'green', 'S'],
    ['455a', 'brown', 'ATL'], ['456a', 'brown', 'Aug'], ['457a', 'brown', 'B'], ['458a', 'brown', 'M'], ['459a', 'brown', 'S'],
  ]);
});

test('51 hexes; Atlanta is labelled, and the special tiles of Augusta, Savannah, Brunswick and Macon are future labels', () => {
  expect(def.map.hexes.length).toBe(51);
  expect(hex('D4').label).toBe('ATL');
  expect(hex('D4').tile!.nodes!.length).toBe(3);
  expect(hex('D10').futureLabels).toEqual([{ color: 'green', label: 'Aug' }, { color: 'brown', label: 'Aug' }]);
  expect(hex('G13').futureLabels).toEqual([{ color: 'green', label: 'S' }, { color: 'brown', label: 'S' }]);
  expect(hex('I11').futureLabels).toEqual([{ color: 'brown', label: 'B' }]);
  expect(hex('F6').futureLabels).toEqual([{ color: 'brown', label: 'M' }]);
});

test('Montgomery and Tallahassee, filled by neutral stations, are stops routes pass through', () => {
  for (const id of ['E1', 'J4']) expect(hex(id).tile!.nodes![0]).toMatchObject({ kind: 'offboard', passThrough: true });
  expect(hex('J12').tile!.nodes![0]).toMatchObject({ kind: 'city', revenue: { yellow: 30, brown: 60 }, slots: 1 });
});

test('five companies, six corporations, 3-5 players, trains 2 to 8 with towns free', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['LTR', 20, 5], ['MRC', 40, 10], ['W&SR', 70, 15], ['OSR', 100, 20], ['M&BR', 150, 25]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.tokens.length])).toEqual([['ACL', 'J12', 4], ['CoG', 'F6', 4], ['G&F', 'H4', 2], ['GA', 'D10', 4], ['W&A', 'D4', 2], ['SAL', 'G13', 3]]);
  expect(def.title.players).toEqual({ min: 3, max: 5 });
  // The sixth 2-train is the Ocilla Southern's free train: the bank sells five.
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 100, 5], ['3', 180, 4], ['4', 300, 3], ['5', 450, 2], ['6', 630, 2], ['8', 800, 5]]);
  for (const t of def.trains.trains) expect(t.distance).toEqual([{ nodes: ['city', 'offboard'], pay: Number(t.id) }, { nodes: ['town'], pay: 99 }]);
});

test('phases: companies buyable from 3 at 50-150%, one depot train per turn in 2 and 3, companies close on the first 5', () => {
  expect(title.phases.map((p) => [p.id, p.trainLimit, p.operatingRounds])).toEqual([['2', 4, 1], ['3', 4, 2], ['4', 3, 2], ['5', 2, 3], ['6', 2, 3], ['8', 2, 3]]);
  expect(title.phases[1]!.events).toEqual([{ kind: 'companiesBuyable', minPricePercent: 50, maxPricePercent: 150 }]);
  expect(title.phases[3]!.events).toEqual([{ kind: 'closeCompanies' }]);
});
