/**
 * definitions/18ChristmasEve against the facts of 18xx.games' 18ChristmasEve (lib/engine/game/g_18_christmas_eve,
 * which takes 18Chesapeake's tiles, market, phases and most rules; used for facts only): it validates, and its
 * map, rooms, companies, corporations, trains and end carry what 18xx.games gives them.
 */
import * as fs from 'fs';
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';
import { playsExport } from '../../tools/import/export-format';

const dir = repoPath('definitions', '18ChristmasEve');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;
const chesapeake = (file: string): unknown => JSON.parse(fs.readFileSync(repoPath('definitions', '18Chesapeake', `${file}.json`), 'utf8'));

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test("exports titled \"Uncle Lachlan's 18 Christmas Eve\" play this title", () => {
  expect(playsExport(def, "Uncle Lachlan's 18 Christmas Eve")).toBe(true);
  expect(playsExport(def, '18ChristmasEve')).toBe(true);
  expect(playsExport(def, '18Chesapeake')).toBe(false);
  expect(playsExport(loadTitleDir(repoPath('definitions', '18Chesapeake')).definition, "Uncle Lachlan's 18 Christmas Eve")).toBe(false);
});

test("18Chesapeake's tiles, market, trains and phases, as 18xx.games' subclass keeps them", () => {
  for (const file of ['tiles', 'market', 'trains', 'phases']) expect(JSON.parse(fs.readFileSync(`${dir}/${file}.json`, 'utf8'))).toEqual(chesapeake(file));
});

test('66 hexes: the OO Foyer (E12) and Hall (H3) printed yellow, the DC Lounge city (C10), the staircase at 80, nine red off-boards', () => {
  expect(def.map.hexes.length).toBe(66);
  for (const id of ['E12', 'H3']) expect(hex(id).tile).toMatchObject({ color: 'yellow', label: 'OO', nodes: [{ kind: 'city', revenue: 30 }, { kind: 'city', revenue: 30 }] });
  expect(hex('C10')).toMatchObject({ label: 'DC', tile: { color: 'white', label: 'DC' } });
  expect(def.map.hexes.filter((h) => h.cost === 80).map((h) => h.id).sort()).toEqual(['G10', 'G8', 'H7', 'H9']);
  expect(def.map.hexes.filter((h) => h.tile?.color === 'red').map((h) => h.id).sort()).toEqual(['A2', 'A6', 'A8', 'B1', 'E14', 'J11', 'K6', 'L13', 'L7']);
  // The Bathroom (K6, L7) and the Back Door (A2, B1) are each one off-board area of two hexes.
  expect(['K6', 'L7', 'A2', 'B1'].map((id) => hex(id).tile!.nodes![0]!.group)).toEqual(['Bathroom', 'Bathroom', 'Back Door', 'Back Door']);
  // 18xx.games numbers the printed tile's parts after its frame: its city 2 on H3 is our city 1.
  expect(hex('H3').recordedCities).toEqual({ '1': 0, '2': 1 });
});

test("the Conductor's Hat's twelve rooms are the map's frames: every hex in at most one, and no red off-board in any", () => {
  const areas = def.companies.companies!.find((c) => c.id === 'CH')!.routeBonuses![0]!.areas!;
  const all = Object.values(areas).flat();
  expect(Object.keys(areas).length).toBe(12);
  expect(new Set(all).size).toBe(all.length);
  for (const id of all) expect(hex(id).tile?.color ?? 'white').not.toBe('red');
  expect(all.length).toBe(def.map.hexes.filter((h) => (h.tile?.color ?? 'white') === 'white' || h.tile?.color === 'yellow').length);
});

test('six companies, eight corporations with their homes; the bank $12000', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['SCCC', 20, 5], ['DW', 50, 10], ['DI', 100, 0], ['SC', 200, 30], ['ENX', 80, 15], ['CH', 40, 10]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.home?.city ?? null, c.tokens.length])).toEqual([
    ['PRR', 'L11', null, 4], ['PLE', 'B3', null, 3], ['SRR', 'E12', 1, 2], ['B&O', 'J5', 0, 3], ['C&O', 'K2', null, 4], ['LV', 'F9', null, 2], ['C&A', 'J11', null, 2], ['N&W', 'E6', null, 3],
  ]);
  expect(def.title.bank.cash).toBe(12000);
  expect(def.title.players).toEqual({ min: 2, max: 6 });
});

test('the game ends when the bank breaks, at a bankruptcy, or at the end of the set after the one in which the first D is bought', () => {
  expect(def.title.endConditions).toEqual([
    { kind: 'bankBroken', timing: 'endOfOperatingSet' },
    { kind: 'bankruptcy', timing: 'immediate' },
    { kind: 'trainOwnedForSets', train: 'D', sets: 2, timing: 'endOfOperatingSet', recordedReason: 'final_phase' },
  ]);
  expect(def.title.rounds.stock.turn).toBe('sellBuySell');
  expect(def.title.rounds.operating.stationInSameHex).toBe('refused');
});
