/**
 * definitions/1830 against the facts of 18xx.games' 1830 (lib/engine/game/g_1830, used for facts
 * only) and the 1830 rules: it validates, its tiles are the standard catalogue's with the topology
 * 18xx.games gives them, and its map carries the costs a title author most easily gets wrong.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';
import { checkLay, initialState } from '../helpers/engine-internals';
import { everywhere, operatingTurn } from '../helpers/grid';

const dir = repoPath('definitions', '1830');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 46 standard tiles, 85 copies', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(46);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(85);
  expect(def.tiles.tiles ?? []).toEqual([]);
});

test('the catalogue tiles 1830 added have 18xx.games topology (B and NY tiles)', () => {
  const shape = (id: string) => {
    const t = def.catalogue.find((x) => x.id === id)!;
    return [t.color, t.label, t.nodes.map((n) => [n.kind, n.revenue, n.kind === 'city' ? n.slots : null]), t.paths.map((p) => p.map(String).join('-')).sort()];
  };
  expect(shape('53')).toEqual(['green', 'B', [['city', 50, 1]], ['0-n0', '2-n0', '4-n0']]);
  expect(shape('54')).toEqual(['green', 'NY', [['city', 60, 1], ['city', 60, 1]], ['0-n0', '2-n1', 'n0-1', 'n1-3']]);
  expect(shape('61')).toEqual(['brown', 'B', [['city', 60, 1]], ['0-n0', '2-n0', '3-n0', '4-n0']]);
  expect(shape('62')).toEqual(['brown', 'NY', [['city', 80, 2], ['city', 80, 2]], ['0-n0', '2-n1', 'n0-1', 'n1-3']]);
});

test('the preprinted yellow water hexes charge their $80 on the green upgrade, not a first-lay cost', () => {
  for (const hex of ['E5', 'D10', 'G19']) {
    const h = def.map.hexes.find((x) => x.id === hex)!;
    expect([hex, h.cost, h.upgradeCost]).toEqual([hex, undefined, { green: 80 }]);
  }
});

test('six companies, eight corporations, 2-6 players', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['SV', 20, 5], ['CS', 40, 10], ['DH', 70, 15], ['MH', 110, 20], ['CA', 160, 25], ['BO', 220, 30]]);
  expect(title.corporations.map((c) => c.id)).toEqual(['PRR', 'NYC', 'CPR', 'B&O', 'C&O', 'ERIE', 'NYNH', 'B&M']);
  expect(def.title.players).toEqual({ min: 2, max: 6 });
});

test("no track may run to a gray hex's edge without printed track (permissivePlacement printedEdgesOnly; 18xx.games connect_hexes)", () => {
  // C17's edge 1 faces Kingston (C15, gray, track on its edges 1 and 3 only): #8 turned 1 (edges 1 and 3) is
  // refused, as 18xx.games refused CPR's lay there (fuzz 1830 seed 5, action 670); turned 5 (edges 5 and 1) too, turned 4 (4 and 0) is not.
  // 1870 rules L804-808 (the 1830 family): no tile so that track ends against printed terrain without a connection point.
  const state = initialState(title, { players: ['A', 'B'], seed: 1 });
  operatingTurn(state, 'CPR');
  const ctx = { title, state, log: [] };
  const lay = (rotation: number) => checkLay(ctx, 'CPR', 'C17', '8', rotation, everywhere(ctx));
  expect(lay(1)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/C17 would run to C15's edge 4, which has no printed track/) });
  expect(lay(5)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/C15's edge 4/) });
  state.corporations.CPR!.cash = 120; // the mountain's cost
  expect(lay(4)).not.toHaveProperty('code');
});
