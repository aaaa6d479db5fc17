/**
 * Tile upgrades that change node kinds or merge nodes, through checkLay (engine/map/lay.ts) on a
 * hand-made map: the demo title with its map replaced by a 5 × 9 flat-topped grid (A1 … E9, all
 * blank, C5 in the middle with all six neighbours) and its manifest and tiles set by each test.
 * The rules are in engine/map/tiles.ts (canUpgradeKind, preservesTrack) and docs/tiles.md
 * (Upgrades); the data in definitions/catalogue/tiles.json (`upgradesTo`) and title.json
 * `tileUpgrades`.
 *
 * Every test passes checkLay a reach that holds every hex edge, so connection is not tested here.
 */
import { compileTitle, type GameState, type Definition, type TileDefinition, type HexDefinition } from '../../engine';
import { type Ctx, checkLay, layTile, type LayCheck, initialState } from '../helpers/engine-internals';
import { buildCatalogue } from '../../tools/definitions-fs';
import { CATALOGUE, blankGrid, everywhere, operatingTurn, put } from '../helpers/grid';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';


interface Setup {
  manifest: string[];
  /** The title's own tiles (tiles.json `tiles`). */
  own?: TileDefinition[];
  hexes?: Record<string, Partial<HexDefinition>>;
  haltsBecomeTowns?: boolean;
}

function build({ manifest, own, hexes = {}, haltsBecomeTowns }: Setup): Ctx {
  const def = structuredClone(definitionOf('demo')) as Definition;
  const list = blankGrid(4, 8, hexes);
  def.map = { ...def.map, layout: 'flat', hexes: list };
  const [nr, cr] = def.corporations.corporations;
  def.corporations = { ...def.corporations, corporations: [{ ...nr!, home: { hex: 'A1' } }, { ...cr!, home: { hex: 'E9' } }] };
  const home = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [] } as unknown as HexDefinition['tile'];
  for (const h of list) if ((h.id === 'A1' || h.id === 'E9') && !h.tile) h.tile = home;
  def.tiles = { ...def.tiles, manifest: Object.fromEntries(manifest.map((id) => [id, 2])), ...(own ? { tiles: own } : {}) };
  def.catalogue = buildCatalogue(def.tiles, CATALOGUE);
  if (haltsBecomeTowns !== undefined) def.title = { ...def.title, tileUpgrades: { haltsBecomeTowns } };
  const title = compileTitle(def);
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.corporations.NR!.cash = 1000;
  operatingTurn(state, 'NR');
  return { title, state, log: [] };
}

const phase = (ctx: Ctx, id: string): void => {
  ctx.state.phase = ctx.title.phases.findIndex((p) => p.id === id);
};
const lay = (ctx: Ctx, hex: string, tile: string, rotation = 0) => checkLay(ctx, 'NR', hex, tile, rotation, everywhere(ctx));
/** The rotations at which checkLay accepts the tile. */
const rotations = (ctx: Ctx, hex: string, tile: string): number[] => [0, 1, 2, 3, 4, 5].filter((r) => !('code' in lay(ctx, hex, tile, r)));
const upgrade = { upgrade: true };
const cannotReplace = { code: 'ILLEGAL_ACTION', message: expect.stringMatching(/cannot replace/) };
const trackNotKept = { code: 'ILLEGAL_ACTION', message: expect.stringMatching(/does not keep the existing track/) };

describe('upgradesTo with kindChange and merge: 1820 Manchester (sources §1.5; catalogue M01–M04)', () => {
  const manchester = { C5: { label: 'M' } };

  test('M01 → M02: the town becomes the third city (kindChange)', () => {
    const ctx = build({ manifest: ['M01', 'M02', 'M03', 'M04'], hexes: manchester });
    put(ctx, 'C5', 'M01');
    phase(ctx, '3');
    expect(lay(ctx, 'C5', 'M02')).toMatchObject(upgrade);
    expect(rotations(ctx, 'C5', 'M02')).toEqual([0, 1, 2, 3, 4, 5]);
    phase(ctx, '5');
    expect(lay(ctx, 'C5', 'M03')).toMatchObject(cannotReplace); // upgradesTo names only M02
  });

  test('M02 → M03: three cities become one city of four slots (merge)', () => {
    const ctx = build({ manifest: ['M01', 'M02', 'M03', 'M04'], hexes: manchester });
    put(ctx, 'C5', 'M02', 1);
    phase(ctx, '5');
    expect(lay(ctx, 'C5', 'M03', 2)).toMatchObject(upgrade);
  });

  test('the same data as a plain id keeps nodes apart and of their kind: both upgrades are refused', () => {
    const plain = (id: string, to: string): TileDefinition => ({ ...structuredClone(CATALOGUE.find((t) => t.id === id)!), upgradesTo: [to] });
    const ctx = build({ manifest: ['M01', 'M02', 'M03'], own: [plain('M01', 'M02'), plain('M02', 'M03')], hexes: manchester });
    put(ctx, 'C5', 'M01');
    phase(ctx, '3');
    expect(lay(ctx, 'C5', 'M02')).toMatchObject(trackNotKept);
    put(ctx, 'C5', 'M02');
    phase(ctx, '5');
    expect(lay(ctx, 'C5', 'M03')).toMatchObject(trackNotKept);
  });
});

describe('upgradesTo with merge: 1843 yellow double town → brown X12 ("G58", digest 1843.md §4.9, §5.10)', () => {
  test('from the brown phase, at the rotations where X12 keeps all four exits', () => {
    const ctx = build({ manifest: ['1', '69', 'X12'] });
    put(ctx, 'C5', '1');
    phase(ctx, '3');
    expect(lay(ctx, 'C5', 'X12', 1)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/brown tiles cannot be laid/) });
    phase(ctx, '5');
    // 1 reaches 0, 1, 3, 4; X12 leaves edge 4 bare, so the bare edge must turn onto 2 or 5.
    expect(rotations(ctx, 'C5', 'X12')).toEqual([1, 4]);
    expect(lay(ctx, 'C5', 'X12', 0)).toMatchObject(trackNotKept);
    put(ctx, 'C5', '69', 3); // towns on 3–0 and 5–1: edges 2 and 4 are free
    expect(rotations(ctx, 'C5', 'X12')).toEqual([0, 4]);
  });
});

describe('upgradesTo as a plain id: 1843 Paris, the printed yellow 2-city hex → X05 (3 cities; digest 1843.md §5.10)', () => {
  const paris = {
    C5: {
      label: 'P',
      tile: { color: 'yellow', nodes: [{ kind: 'city', revenue: 30, slots: 1 }, { kind: 'city', revenue: 30, slots: 1 }], paths: [[0, 'n0'], [3, 'n1']], upgradesTo: ['X05'] },
    } as Partial<HexDefinition>,
  };

  test('both old cities map onto two of X05\'s three cities', () => {
    const ctx = build({ manifest: ['X05', 'X11'], hexes: paris });
    phase(ctx, '3');
    expect(lay(ctx, 'C5', 'X05', 0)).toMatchObject(upgrade);
    expect(rotations(ctx, 'C5', 'X05')).toEqual([0, 1, 3, 4]);
    expect(lay(ctx, 'C5', 'X05', 2)).toMatchObject(trackNotKept);
  });

  test('without upgradesTo the node count refuses it', () => {
    const { upgradesTo: _drop, ...bare } = paris.C5.tile as unknown as TileDefinition;
    const ctx = build({ manifest: ['X05'], hexes: { C5: { ...paris.C5, tile: bare as unknown as HexDefinition['tile'] } } });
    phase(ctx, '3');
    expect(lay(ctx, 'C5', 'X05', 0)).toMatchObject(cannotReplace);
  });
});

describe('a title\'s own tile overrides the catalogue tile of the same id: 1820 green OO 64–68 (docs/tiles.md, Conflicts item 1)', () => {
  const green66: TileDefinition = {
    id: '66',
    color: 'green',
    nodes: [{ kind: 'city', revenue: 50, slots: 1 }, { kind: 'city', revenue: 50, slots: 1 }],
    paths: [[0, 'n0'], ['n0', 3], [1, 'n1'], ['n1', 2]],
    label: 'OO',
  };
  const oo = { C5: { label: 'OO' } };

  test('802 → the title\'s green 66', () => {
    const ctx = build({ manifest: ['802', '66'], own: [green66], hexes: oo });
    expect(ctx.title.tiles.get('66')!.color).toBe('green');
    put(ctx, 'C5', '802');
    phase(ctx, '3');
    expect(lay(ctx, 'C5', '66', 0)).toMatchObject(upgrade);
  });

  test('without the title\'s own 66 the catalogue\'s brown 66 applies, and it cannot replace the yellow 802', () => {
    const ctx = build({ manifest: ['802', '66'], hexes: oo });
    expect(ctx.title.tiles.get('66')!.color).toBe('brown');
    put(ctx, 'C5', '802');
    phase(ctx, '5');
    expect(lay(ctx, 'C5', '66', 0)).toMatchObject(cannotReplace);
  });
});

describe('title.json tileUpgrades.haltsBecomeTowns: 1860 villages (digest 1860.md §5.7)', () => {
  const manifest = ['741', '744', '747', '754', '761', '775', '782'];
  /** C5 a village; C3 Merstone (label M; 761 and 775 are laid at rotation 0, tiles.json fixedRotation). */
  const merstone = { C3: { label: 'M' } };

  test('a halt becomes a small station: 741 → 747, 744 → 754, Merstone 761 → 775', () => {
    const ctx = build({ manifest, haltsBecomeTowns: true, hexes: merstone });
    phase(ctx, '3');
    put(ctx, 'C5', '741');
    expect(lay(ctx, 'C5', '747', 0)).toMatchObject(upgrade);
    put(ctx, 'C5', '744');
    // Either halt of 744 (edges 0 and 3) may become 754's small station (exits 2, 3).
    expect(rotations(ctx, 'C5', '754')).toEqual([0, 3]);
    put(ctx, 'C3', '761');
    phase(ctx, '5');
    expect(lay(ctx, 'C3', '775', 0)).toMatchObject(upgrade);
  });

  test('without the setting a halt stays a halt', () => {
    const ctx = build({ manifest, hexes: merstone });
    phase(ctx, '3');
    put(ctx, 'C5', '741');
    expect(lay(ctx, 'C5', '747', 0)).toMatchObject(cannotReplace);
    put(ctx, 'C3', '761');
    phase(ctx, '5');
    expect(lay(ctx, 'C3', '775', 0)).toMatchObject(cannotReplace);
  });

  test('a single-village small station 747 never becomes the double village 782; without the setting it could', () => {
    const flagged = build({ manifest, haltsBecomeTowns: true });
    put(flagged, 'C5', '747');
    phase(flagged, '5');
    expect(rotations(flagged, 'C5', '782')).toEqual([]);
    const plain = build({ manifest });
    put(plain, 'C5', '747');
    phase(plain, '5');
    expect(rotations(plain, 'C5', '782').length).toBeGreaterThan(0);
  });
});

describe('station tokens follow their city onto the new tile (1820 rules §12.3.5: "station markers are moved to their corresponding locations")', () => {
  const station = (ctx: Ctx, corp: string, hex: string, city: number, slot = 0): void => {
    writableHex(ctx.state, hex).tokens.push({ corporation: corp, city, slot });
    ctx.state.corporations[corp]!.tokens.push({ hex, city });
  };

  test('a two-city tile turned on upgrade: each token moves to the city that carries its track', () => {
    const ctx = build({ manifest: ['10', '64'], hexes: { C5: { label: 'OO' } } });
    put(ctx, 'C5', '10'); // city 0 on edge 0, city 1 on edge 3
    station(ctx, 'NR', 'C5', 0);
    station(ctx, 'CR', 'C5', 1);
    phase(ctx, '5');
    // 64 at rotation 3: its city 1 runs to edges 0 and 1, its city 0 to edges 3 and 5.
    const check = lay(ctx, 'C5', '64', 3);
    expect(check).toMatchObject(upgrade);
    layTile(ctx, 'NR', 'C5', '64', 3, check as LayCheck);
    expect(ctx.state.hexes.C5!.tokens).toEqual([
      { corporation: 'NR', city: 1, slot: 0 },
      { corporation: 'CR', city: 0, slot: 0 },
    ]);
    expect([ctx.state.corporations.NR!.tokens, ctx.state.corporations.CR!.tokens]).toEqual([[{ hex: 'C5', city: 1 }], [{ hex: 'C5', city: 0 }]]);
  });

  test('cities merged into one (Manchester M02 → M03) pool their tokens in its slots', () => {
    const ctx = build({ manifest: ['M01', 'M02', 'M03', 'M04'], hexes: { C5: { label: 'M' } } });
    put(ctx, 'C5', 'M02', 1);
    station(ctx, 'NR', 'C5', 2);
    station(ctx, 'CR', 'C5', 1);
    phase(ctx, '5');
    const check = lay(ctx, 'C5', 'M03', 2);
    layTile(ctx, 'NR', 'C5', 'M03', 2, check as LayCheck);
    expect(ctx.state.hexes.C5!.tokens).toEqual([
      { corporation: 'NR', city: 0, slot: 1 },
      { corporation: 'CR', city: 0, slot: 0 },
    ]);
    expect([ctx.state.corporations.NR!.tokens, ctx.state.corporations.CR!.tokens]).toEqual([[{ hex: 'C5', city: 0 }], [{ hex: 'C5', city: 0 }]]);
  });
});
