/**
 * definitions/1804 against the facts of 18xx.games' 1804 (lib/engine/game/g_1804, used for facts only): it
 * validates, and its map, tiles, market, companies, corporations, trains and phases carry what 18xx.games gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '1804');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test("69 hexes; the OO Centrists (F9) and the NY Populist Right (J7) printed yellow, their water paid on the green tile; B at the Liberals (D7)", () => {
  expect(def.map.hexes.length).toBe(69);
  expect(hex('F9')).toMatchObject({ label: 'OO', upgradeCost: { green: 80 }, tile: { color: 'yellow', paths: [] } });
  expect(hex('J7')).toMatchObject({ label: 'NY', upgradeCost: { green: 80 }, tile: { color: 'yellow', nodes: [{ kind: 'city', revenue: 40 }, { kind: 'city', revenue: 40 }] } });
  expect(hex('D7').label).toBe('B');
  expect(['A8', 'A10', 'A12'].map((id) => hex(id).tile!.nodes![0]!.group)).toEqual(['Philanthropy', 'Philanthropy', 'Philanthropy']);
});

test("the manifest, with 1804's own B tile (1804_1) and brown crossings 778-781, 798", () => {
  expect((def.tiles.tiles ?? []).map((t) => [t.id, t.color, t.paths.length])).toEqual([
    ['1804_1', 'yellow', 2], ['778', 'brown', 3], ['779', 'brown', 3], ['780', 'brown', 3], ['781', 'brown', 3], ['798', 'brown', 3],
  ]);
  expect(Object.keys(def.tiles.manifest ?? {}).length).toBe(42);
});

test('the 17-row market with its six par cells; a 40% market pool and 70% holdings', () => {
  expect(def.market.rows.length).toBe(17);
  expect(def.market.rows.flat().filter((c) => c.endsWith('p'))).toEqual(['100p', '90p', '82p', '76p', '71p', '67p']);
  expect([def.title.marketPoolLimitPercent, def.title.holdingLimitPercent]).toEqual([40, 70]);
});

test('five companies without powers, eight corporations with their homes (David Tusk chooses its NY city)', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue, c.abilities.length])).toEqual([['AP', 30, 0, 0], ['BD', 60, 5, 0], ['CL', 60, 10, 0], ['VMS', 60, 20, 0], ['BMSK', 60, 40, 0]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.tokens.join('/')])).toEqual([
    ['AC', 'G12', '0/100/100'], ['BS', 'E2', '0/100/100'], ['CK', 'B13', '0/100/100'], ['DT', 'J7', '0/100/100'],
    ['EM', 'D7', '0/100/100'], ['FA', 'I16', '0/100/100'], ['GP', 'J13', '0/100/100'], ['HW', 'F7', '0/100/100'],
  ]);
  expect(title.corporation.get('DT')!.home).toMatchObject({ cityChoice: true });
});

test('trains 2 to 6 and D ($1100, $300 off a 4, 5 or 6); phases with train limits 5, 5, 4, 3, 3, 3', () => {
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 80, 7], ['3', 180, 6], ['4', 300, 5], ['5', 450, 4], ['6', 630, 3], ['D', 1100, 'unlimited']]);
  expect(title.phases.map((p) => [p.id, p.trainLimit, p.operatingRounds])).toEqual([['2', 5, 1], ['3', 5, 2], ['4', 4, 2], ['5', 3, 3], ['6', 3, 3], ['D', 3, 3]]);
  expect(def.title.rounds.operating.unfloatedParIncome).toBe(true);
  expect(def.title.rounds.operating.trainPurchaseMoves).toEqual({});
});
