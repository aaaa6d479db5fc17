/**
 * definitions/18AL against the facts of 18xx.games' 18AL (lib/engine/game/g_18_al, used for facts only):
 * it validates, and its map, tiles, companies, corporations, trains and phases carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { applyVariant, compileTitle } from '../../engine';

const dir = repoPath('definitions', '18AL');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 43 tiles, 108 copies; B and M tiles, and the Lumber Terminal laid only by its company and never upgraded', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(43);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(108);
  expect(['441a', '442a', '444b', '446'].map((id) => [title.tiles.get(id)!.color, title.tiles.get(id)!.label])).toEqual([
    ['yellow', 'B'], ['green', 'B'], ['brown', 'B'], ['gray', 'B'],
  ]);
  expect(['443a', '444m'].map((id) => [title.tiles.get(id)!.color, title.tiles.get(id)!.label])).toEqual([['green', 'M'], ['brown', 'M']]);
  expect(def.tiles.abilityOnly).toEqual(['445']);
  expect(title.tiles.get('445')!.upgradesTo).toEqual([]);
});

test('60 hexes; Birmingham is B, Montgomery takes M in green, Nashville and Mobile are red cities routes end at', () => {
  expect(def.map.hexes.length).toBe(60);
  expect(hex('G4')).toMatchObject({ label: 'B', cost: 60, terrain: 'mountain' });
  expect(hex('L5').futureLabels).toEqual([{ color: 'green', label: 'M' }]);
  for (const id of ['A4', 'Q2']) expect(hex(id).tile!.nodes![0]).toMatchObject({ kind: 'city', revenue: { yellow: 40, brown: 50 }, passThrough: false });
  expect(hex('L1').tile!.nodes![0]).toEqual({ kind: 'city', revenue: { yellow: 30, brown: 40 }, slots: 2 });
  expect(['G2', 'M2', 'N5', 'O4', 'P5'].map((id) => hex(id).terrain)).toEqual(['swamp', 'swamp', 'swamp', 'swamp', 'swamp']);
});

test('five companies and their powers; six corporations with their homes, stations and historical objectives', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['TR', 20, 5], ['SNAR', 40, 10], ['BLC', 70, 15], ['M&C', 100, 20], ['NDY', 120, 20]]);
  expect(title.company.get('NDY')!.trainDiscount).toEqual({ percent: 50, trains: ['3', '4', '5'] });
  expect(title.company.get('M&C')!.routeMarkers).toEqual([
    { name: 'Robert E. Lee', hexes: ['G8', 'G4'], revenue: 20 },
    { name: 'Pan American', hexes: ['Q2', 'A4'], revenue: 40 },
  ]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.tokens.length, c.floatPercent, c.stationObjective?.hex])).toEqual([
    ['L&N', 'A4', 4, 60, 'G4'], ['M&O', 'Q2', 4, 60, 'K2'], ['WRA', 'L5', 4, 60, 'J7'], ['ATN', 'F1', 3, 60, 'L1'], ['ABC', 'G6', 2, 60, 'G4'], ['TAG', 'E6', 2, 60, 'G4'],
  ]);
  expect(def.title.players).toEqual({ min: 3, max: 5 });
  expect(def.title.startingCash).toEqual({ 3: 600, 4: 500, 5: 400 });
});

test('trains 2 to 7 and the 4D, which doubles cities and off-boards; phases with train limits, OR counts and events', () => {
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count, t.rustsOn ?? t.obsoleteOn ?? null])).toEqual([
    ['2', 100, 5, '4'], ['3', 180, 4, '6'], ['4', 300, 3, '7'], ['5', 450, 2, null], ['6', 630, 1, null], ['7', 700, 1, null], ['4D', 800, 5, null],
  ]);
  expect(def.trains.trains.find((t) => t.id === '4')!.obsoleteOn).toBe('7');
  expect(def.trains.trains.find((t) => t.id === '4D')!.distance).toEqual([{ nodes: ['city', 'offboard'], pay: 4, multiplier: 2 }, { nodes: ['town'], pay: 99 }]);
  expect(title.phases.map((p) => [p.id, p.onTrain, p.trainLimit, p.operatingRounds, p.color])).toEqual([
    ['2', '2', 4, 1, 'yellow'], ['3', '3', 4, 2, 'green'], ['4', '4', 3, 2, 'green'], ['5', '5', 2, 3, 'brown'], ['6', '6', 2, 3, 'brown'], ['7', '7', 2, 3, 'brown'], ['4D', '4D', 2, 3, 'gray'],
  ]);
  expect(title.phases[3]!.events).toEqual([{ kind: 'closeCompanies' }]);
  expect(title.phases[4]!.events).toEqual([{ kind: 'removeTokens', companies: ['SNAR'] }]);
  expect(title.phases.filter((p) => p.depotTrainsPerTurn === 'one').map((p) => p.id)).toEqual(['2', '3']);
});

test('the optional rules as variants: the L&N at Decatur, eight 4Ds, 4-trains rusting on the 7', () => {
  const moved = applyVariant(def, 'LN_home_city_moved');
  expect(moved.corporations.corporations.find((c) => c.id === 'L&N')!.home!.hex).toBe('C4');
  expect(moved.map.hexes.find((h) => h.id === 'A4')!.tile!.nodes![0]).toEqual({ kind: 'offboard', revenue: { yellow: 40, brown: 50 } });
  expect(applyVariant(def, 'unlimited_4d').trains.trains.find((t) => t.id === '4D')!.count).toBe(8);
  const hard = applyVariant(def, 'hard_rust_t4').trains.trains.find((t) => t.id === '4')!;
  expect([hard.rustsOn, hard.obsoleteOn]).toEqual(['7', undefined]);
  expect(applyVariant(def, 'double_yellow_first_or').title.rounds.operating.firstTurnTileLays).toHaveLength(2);
});
