/**
 * definitions/18TN against the facts of 18xx.games' 18TN (lib/engine/game/g_18_tn, used for facts only):
 * it validates, and its map, tiles, companies, corporations, trains and phases carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '18TN');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 44 tiles, 115 copies, three of them 18TN\'s own lettered tiles', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(44);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(115);
  expect((def.tiles.tiles ?? []).map((t) => [t.id, t.color, t.label, t.nodes[0]!.revenue, t.paths.length])).toEqual([
    ['TN1', 'green', 'C', 40, 3], ['TN2', 'green', 'N', 40, 5], ['TN3', 'gray', 'P', 60, 6],
  ]);
});

test('71 hexes; Chattanooga is C, Nashville takes N in green, and Memphis, Nashville and Chattanooga take P from brown', () => {
  expect(def.map.hexes.length).toBe(71);
  expect(hex('H15').label).toBe('C');
  expect(hex('F11').futureLabels).toEqual([{ color: 'green', label: 'N' }, { color: 'brown', label: 'P' }, { color: 'gray', label: 'P' }]);
  for (const id of ['H3', 'H15']) expect(hex(id).futureLabels).toEqual([{ color: 'brown', label: 'P' }, { color: 'gray', label: 'P' }]);
});

test('Louisville is a gray city with track past it; Birmingham a gray town paying 30, then 40', () => {
  expect(hex('B13').tile).toMatchObject({ color: 'gray', paths: [[0, 'n0'], [4, 'n0'], [0, 4]] });
  expect(hex('J11').tile!.nodes![0]).toEqual({ kind: 'town', revenue: { yellow: 30, brown: 40 } });
});

test('five companies, six corporations: IC\'s presidency is 30% of eight certificates, the L&N floats at 20%', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['TCC', 20, 5], ['ETWCR', 40, 10], ['MCR', 70, 15], ['OWR', 100, 20], ['LNR', 175, 0]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.tokens.length, c.floatPercent])).toEqual([
    ['SR', 'F17', 4, 60], ['GMO', 'G6', 4, 60], ['L&N', 'B13', 4, 20], ['IC', 'D7', 3, 60], ['NC&StL', 'H15', 2, 60], ['TC', 'F11', 2, 60],
  ]);
  expect(title.corporations.find((c) => c.id === 'IC')!.certificates).toEqual([30, 10, 10, 10, 10, 10, 10, 10]);
  expect(def.title.players).toEqual({ min: 3, max: 5 });
});

test('trains 2 to 8 with the primed 3\' and 6\'; phases with train limits, OR counts, and the Civil War in 3.5', () => {
  expect(def.trains.trains.map((t) => [t.id, t.distance, t.price, t.count])).toEqual([
    ['2', 2, 80, 5], ['3', 3, 180, 3], ["3'", 3, 180, 2], ['4', 4, 300, 3], ['5', 5, 450, 2], ['6', 6, 600, 1], ["6'", 6, 600, 1], ['8', 8, 700, 7],
  ]);
  expect(title.phases.map((p) => [p.id, p.onTrain, p.trainLimit, p.operatingRounds])).toEqual([
    ['2', '2', 4, 1], ['3', '3', 4, 2], ['3.5', "3'", 4, 2], ['4', '4', 3, 2], ['5', '5', 2, 3], ['6', '6', 2, 3], ['6.5', "6'", 2, 3], ['8', '8', 2, 3],
  ]);
  expect(title.phases[1]!.events).toEqual([{ kind: 'companiesBuyable', minPricePercent: 50, maxPricePercent: 150 }]);
  expect(title.phases[4]!.events).toEqual([{ kind: 'closeCompanies' }]);
  expect(title.phases.filter((p) => p.depotTrainsPerTurn === 'one').map((p) => p.id)).toEqual(['2', '3', '3.5']);
});
