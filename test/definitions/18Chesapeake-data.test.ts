/**
 * definitions/18Chesapeake against the facts of 18xx.games' 18Chesapeake (lib/engine/game/g_18_chesapeake,
 * used for facts only): it validates, its own tiles X1-X9 and the catalogue's 915 have the topology of
 * 18xx.games' tile codes, the OO and DC tiles upgrade along 18xx.games' chains, and the map carries the
 * off-board values by phase and the costs a title author most easily gets wrong.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';
import { canUpgradeKind, preservesTrack } from '../helpers/engine-internals';

const dir = repoPath('definitions', '18Chesapeake');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

const shape = (id: string) => {
  const t = [...(def.tiles.tiles ?? []), ...def.catalogue].find((x) => x.id === id)!;
  return [t.color, t.label ?? null, t.nodes.map((n) => [n.kind, n.revenue, n.kind === 'city' ? n.slots : null]), t.paths.map((p) => p.map(String).join('-')).sort()];
};

test('the manifest: 18xx.games map.rb TILES, 7, 8 and 9 unlimited', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(45);
  expect([m['7'], m['8'], m['9'], m['57'], m['611'], m['915'], m['X7']]).toEqual(['unlimited', 'unlimited', 'unlimited', 7, 5, 1, 2]);
});

test('the title\'s own tiles follow 18xx.games\' codes (DC: X1, X2, X6, X8; OO: X3-X5, X7, X9)', () => {
  expect(shape('X1')).toEqual(['yellow', 'DC', [['city', 30, 1]], ['0-n0', '4-n0']]);
  expect(shape('X2')).toEqual(['green', 'DC', [['city', 40, 2]], ['0-n0', '1-n0', '2-n0', '4-n0', '5-n0']]);
  expect(shape('X3')).toEqual(['green', 'OO', [['city', 40, 1], ['city', 40, 1]], ['0-n0', '3-n1', 'n0-2', 'n1-5']]);
  expect(shape('X4')).toEqual(['green', 'OO', [['city', 40, 1], ['city', 40, 1]], ['0-n0', '2-n1', 'n0-1', 'n1-3']]);
  expect(shape('X5')).toEqual(['green', 'OO', [['city', 40, 1], ['city', 40, 1]], ['0-n1', '3-n0', 'n0-5', 'n1-4']]);
  expect(shape('X6')).toEqual(['brown', 'DC', [['city', 70, 3]], ['0-n0', '1-n0', '2-n0', '3-n0', '4-n0', '5-n0']]);
  expect(shape('X7')).toEqual(['brown', 'OO', [['city', 50, 2]], ['0-n0', '1-n0', '2-n0', '4-n0', '5-n0']]);
  expect(shape('X8')).toEqual(['gray', 'DC', [['city', 100, 4]], ['0-n0', '1-n0', '2-n0', '3-n0', '4-n0', '5-n0']]);
  expect(shape('X9')).toEqual(['gray', 'OO', [['city', 70, 3]], ['0-n0', '1-n0', '2-n0', '4-n0', '5-n0']]);
  // tile.rb's gray 915, added to the catalogue for 18Chesapeake.
  expect(shape('915')).toEqual(['gray', null, [['city', 50, 3]], ['0-n0', '1-n0', '2-n0', '3-n0', '4-n0']]);
});

/** Whether `to` may replace `from` on a hex labelled `label` at some rotation (engine/map/tiles.ts, the rule lays use). */
const canUpgrade = (from: string, to: string, label: string | null): boolean => {
  const a = title.tiles.get(from)!;
  const b = title.tiles.get(to)!;
  return canUpgradeKind(a, b, label) && [0, 1, 2, 3, 4, 5].some((r) => preservesTrack(a, 0, b, r));
};

test('the OO chain: the two green cities merge into X7\'s one in brown, and X7 becomes X9', () => {
  for (const green of ['X3', 'X4', 'X5']) expect([green, canUpgrade(green, 'X7', 'OO')]).toEqual([green, true]);
  expect(canUpgrade('X7', 'X9', 'OO')).toBe(true);
  expect(canUpgrade('X1', 'X2', 'DC')).toBe(true);
  expect(canUpgrade('X2', 'X6', 'DC')).toBe(true);
  expect(canUpgrade('X6', 'X8', 'DC')).toBe(true);
  expect(canUpgrade('611', '915', null)).toBe(true);
  // A DC tile never goes onto an OO hex.
  expect(canUpgrade('X7', 'X8', 'OO')).toBe(false);
});

test('the off-boards pay by phase colour, gray in the D phase; Pittsburgh A3 is a city (PLE\'s home) grouped with B2', () => {
  const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;
  expect(hex('A3').tile!.nodes).toEqual([{ kind: 'city', revenue: { yellow: 40, green: 50, brown: 60, gray: 80 }, slots: 1, group: 'Pittsburgh' }]);
  expect(hex('B2').tile!.nodes[0]!.group).toBe('Pittsburgh');
  expect(hex('L2').tile!.nodes[0]!.revenue).toEqual({ yellow: 40, green: 60, brown: 80, gray: 100 });
  expect(def.phases.phases.map((p) => p.color)).toEqual(['yellow', 'green', 'green', 'brown', 'brown', 'gray']);
  expect(def.corporations.corporations.find((c) => c.id === 'PLE')!.home).toEqual({ hex: 'A3' });
});

test('the preprinted Baltimore (H6) charges its water on the green upgrade', () => {
  const h = def.map.hexes.find((x) => x.id === 'H6')!;
  expect([h.cost, h.upgradeCost]).toEqual([undefined, { green: 40 }]);
});

test('six companies, eight corporations, 2-6 players, an $8000 bank', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['D&R', 20, 5], ['C-P', 40, 10], ['B&S', 50, 10], ['C&OC', 80, 15], ['B&OR', 100, 0], ['CV', 200, 30]]);
  expect(title.corporations.map((c) => c.id)).toEqual(['PRR', 'PLE', 'SRR', 'B&O', 'C&O', 'LV', 'C&A', 'N&W']);
  expect([def.title.players, def.title.bank.cash]).toEqual([{ min: 2, max: 6 }, 8000]);
});
