/**
 * definitions/1850Jr against the facts of 18xx.games' 1850Jr (lib/engine/game/g_1850_jr, used for facts
 * only): it validates, and its map, tiles, companies, trains, phases and ports carry what 18xx.games
 * gives them.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { compileTitle } from '../../engine';

const dir = repoPath('definitions', '1850Jr');
const def = loadTitleDir(dir).definition;
const title = compileTitle(def);
const hex = (id: string) => def.map.hexes.find((h) => h.id === id)!;

test('switchyard validate passes', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('the tile manifest: 46 tiles, 81 copies; its own C and P tiles replace the catalogue\'s B and NY 53, 54, 61, 62', () => {
  const m = def.tiles.manifest ?? {};
  expect(Object.keys(m).length).toBe(46);
  expect(Object.values(m).reduce<number>((a, n) => a + Number(n), 0)).toBe(81);
  expect((def.tiles.tiles ?? []).map((t) => [t.id, t.label])).toEqual([['53', 'C'], ['54', 'P'], ['61', 'C'], ['62', 'P']]);
  expect(title.tiles.get('62')!.nodes.map((n) => [n.revenue, n.slots])).toEqual([[80, 2], [80, 2]]);
});

test('30 hexes in the flat layout; Catania (C), Palermo (P) and Trapani & Marsala (OO) are printed yellow', () => {
  expect(def.map.layout).toBe('flat');
  expect(def.map.hexes.length).toBe(30);
  expect(['G5', 'D2', 'B4'].map((id) => [id, hex(id).label, hex(id).tile!.color])).toEqual([['G5', 'C', 'yellow'], ['D2', 'P', 'yellow'], ['B4', 'OO', 'yellow']]);
  for (const id of ['C5', 'D4', 'F4', 'G7', 'G3', 'E5', 'F2', 'F6']) expect([id, hex(id).cost, hex(id).terrain]).toEqual([id, 120, 'mountain']);
});

test('the six ports: one revenue group, worth nothing, adding half the route rounded down to ten, with two other stops', () => {
  const ports = def.map.hexes.filter((h) => h.tile?.nodes?.[0]?.group === 'port').map((h) => h.id);
  expect(ports.sort()).toEqual(['A5', 'C1', 'E9', 'H0', 'I1', 'I3']);
  for (const id of ports) {
    expect(hex(id).tile!.nodes![0]).toMatchObject({ kind: 'offboard', revenue: 0, minRouteStops: 3, routeBonus: { percent: 50, roundDownTo: 10 } });
  }
});

test('three companies, four corporations, 3-6 players, trains 2 to D, one depot train per turn in every phase', () => {
  expect(title.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([['TCM', 40, 10], ['FSM', 110, 20], ['SFT', 220, 30]]);
  expect(title.corporations.map((c) => [c.id, c.home?.hex, c.home?.city ?? 0, c.tokens.length])).toEqual([['IFT', 'G5', 0, 3], ['SFA', 'D6', 0, 4], ['CTL', 'B4', 0, 3], ['RCS', 'D2', 1, 2]]);
  expect(def.title.players).toEqual({ min: 3, max: 6 });
  expect(def.title.startingCash).toEqual({ 3: 680, 4: 510, 5: 408, 6: 340 });
  expect(def.title.certificateLimit).toEqual({ 3: 10, 4: 8, 5: 6, 6: 5 });
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 80, 3], ['3', 180, 3], ['4', 300, 2], ['5', 450, 1], ['6', 630, 1], ['D', 1100, 4]]);
  for (const p of def.phases.phases) expect([p.id, p.depotTrainsPerTurn, p.status]).toEqual([p.id, 'one', undefined]);
});
