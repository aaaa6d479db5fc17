/**
 * Adding a small station (1862 rules, Track: small stations; digest 1862.md §2.6 item 3,
 * §2.11.7 "Small-station variants" and "Upgrade rules", §5.1 item 9), switched on by title.json
 * `tileUpgrades.addTown` (engine/mechanisms/addTown/index.ts), and tiles.json `sharedSupply`, by which
 * the variants share their base tile's copies (engine/map/supply.ts).
 *
 * The title: the demo with its map replaced by a blank flat 11 × 15 grid (A1 … K15), NR's home in
 * A1 (track to its south edge), 1862's tile lays (two yellow or one upgrade), and the catalogue's
 * 1862 variants of 18 and 778. F8 and H8 are far from NR's network. Edges of F8: F10 (0), E9 (1),
 * E7 (2), F6 (3), G7 (4), G9 (5).
 *
 * Catalogue tiles used: 4 (yellow, town 0–3); 18_1a (green, town 0–3, plain 1–2); 18_1b (town
 * 1–2, plain 0–3); 18_2 (towns 1–2 and 0–3); 778_1a (brown, town 0–4, plain 1–3, 2–5); 778_2a
 * (towns 0–4, 2–5, plain 1–3); 778_3 (towns 0–4, 2–5, 1–3).
 */
import {
  compileTitle, type GameState, type Definition, type TileDefinition, type HexDefinition, type TitleFile,
} from '../../engine';
import {
  type Ctx, checkLay, layTile, legalLays, nextLaySlot, reach, takeTile,
} from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { CATALOGUE, blankGrid, nrStationed, operatingTurn } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

type AddTown = NonNullable<NonNullable<TitleFile['tileUpgrades']>['addTown']>;

const SMALL = '1862 rules, small stations (digest 1862.md §2.6 item 3: a green tile with no city and fewer than 2 towns, a brown one with fewer than 3; one plain path becomes the town)';
const SAME = '1862 rules, upgrade rules (digest 1862.md §2.11.7: adding a town, same base tile and one more town, is an upgrade even to the same colour)';
const SHARED = '1862 rules, small-station variants share the base tile\'s count (digest 1862.md §2.11.7; §5.1 item 9)';
const LAYS = '1862 rules, Track (digest 1862.md §2.6 item 3: two yellow lays or one upgrade; adding a small station counts as an upgrade)';


const T = { kind: 'town', revenue: 20 } as const;
const C = { kind: 'city', revenue: 30, slots: 1 } as const;
/** Title tiles that are not in the catalogue, for what the catalogue cannot show. */
const OWN: TileDefinition[] = [
  // The bases of X_1 and Y_2 (tiles.json sharedSupply needs each base in the manifest).
  { id: 'X', color: 'green', nodes: [C], paths: [[0, 'n0'], [3, 'n0'], [1, 2], [4, 5]] },
  { id: 'Y', color: 'green', nodes: [], paths: [[0, 3], [1, 2]] },
  // A town tile with a city: X_2 is X_1 with a town on X_1's plain path 4–5.
  { id: 'X_1', color: 'green', nodes: [C, T], paths: [[0, 'n0'], [3, 'n0'], [1, 'n1'], [2, 'n1'], [4, 5]] },
  { id: 'X_2', color: 'green', nodes: [C, T, T], paths: [[0, 'n0'], [3, 'n0'], [1, 'n1'], [2, 'n1'], [4, 'n2'], [5, 'n2']] },
  // 18_2's track under another base id.
  { id: 'Y_2', color: 'green', nodes: [T, T], paths: [[1, 'n0'], [2, 'n0'], [0, 'n1'], [3, 'n1']] },
  // A third town on a green 18_2, on edges 4–5 where 18_2 has no track.
  { id: '18_3', color: 'green', nodes: [T, T, T], paths: [[1, 'n0'], [2, 'n0'], [0, 'n1'], [3, 'n1'], [4, 'n2'], [5, 'n2']] },
] as TileDefinition[];

const BASE_MANIFEST: Record<string, number> = {
  '4': 6, '9': 6,
  '18': 2, '18_1a': 2, '18_1b': 2, '18_2': 2, '18_3': 2,
  '778': 2, '778_1a': 2, '778_2a': 2, '778_2b': 2, '778_3': 2,
  'X': 2, 'X_1': 2, 'X_2': 2, 'Y': 2, 'Y_2': 2,
};

interface Options {
  addTown?: AddTown | null;
  shared?: boolean;
  manifest?: Record<string, number>;
}

const RULE: AddTown = { variantSeparator: '_', needsConnection: false };

function build({ addTown = RULE, shared = true, manifest = BASE_MANIFEST }: Options = {}): Ctx {
  const def = structuredClone(definitionOf('demo')) as Definition;
  const hexes = blankGrid(10, 14);
  for (const h of hexes) {
    if (h.id === 'A1') h.tile = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [[0, 'n0']] } as HexDefinition['tile'];
    if (h.id === 'K15') h.tile = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [] } as HexDefinition['tile'];
  }
  def.map = { ...def.map, layout: 'flat', hexes };
  const [nr, cr] = def.corporations.corporations;
  def.corporations = { ...def.corporations, corporations: [{ ...nr!, home: { hex: 'A1' } }, { ...cr!, home: { hex: 'K15' } }] };
  def.tiles = { ...def.tiles, manifest, ...(shared ? { sharedSupply: { variantSeparator: '_' } } : {}) };
  def.catalogue = [...CATALOGUE.filter((t) => t.id !== undefined && t.id in manifest), ...OWN.filter((t) => t.id! in manifest)];
  if (addTown) def.title = { ...def.title, tileUpgrades: { ...def.title.tileUpgrades, addTown } };
  // 1862's Track step: up to two yellow lays, or one upgrade.
  def.title = {
    ...def.title,
    rounds: { ...def.title.rounds, operating: { ...def.title.rounds.operating, tileLays: [{ lay: true, upgrade: true, cost: 0 }, { lay: true, upgrade: false, cost: 0, afterUpgrade: false }] } },
  };
  const title = compileTitle(def);
  const state = nrStationed(title, 'A1');
  state.phase = title.phases.findIndex((p) => (p.tiles as string[]).includes('brown'));
  newTurn(state);
  return { title, state, log: [] };
}

function newTurn(state: GameState): void {
  operatingTurn(state, 'NR');
}

/** A tile already on the map (laid earlier), taken from the supply like a real lay. */
function put(ctx: Ctx, hex: string, tile: string, rotation = 0): void {
  writableHex(ctx.state, hex).tile = tile;
  writableHex(ctx.state, hex).rotation = rotation;
  takeTile(ctx.title, ctx.state, tile);
}

/** checkLay with NR's real reach (A1 and its south edge only). */
const lay = (ctx: Ctx, hex: string, tile: string, rotation = 0) => checkLay(ctx, 'NR', hex, tile, rotation);
const legalRotations = (ctx: Ctx, hex: string, tile: string): number[] => [0, 1, 2, 3, 4, 5].filter((r) => !('code' in lay(ctx, hex, tile, r)));
const refused = (message: RegExp) => ({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(message) });
const offered = (ctx: Ctx, hex: string): string[] => [...new Set(legalLays(ctx, 'NR').filter((l) => l.hex === hex).map((l) => l.tile))].sort();

function doLay(ctx: Ctx, hex: string, tile: string, rotation = 0): void {
  const res = lay(ctx, hex, tile, rotation);
  if ('code' in res) throw new Error(res.message);
  layTile(ctx, 'NR', hex, tile, rotation, res);
}

describe(`adding a small station: same tile, one more town (${SAME})`, () => {
  test('18_1a → 18_2 is legal, to the same colour, and counts as an upgrade', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject({ upgrade: true, cost: 0 });
    expect(ctx.title.tiles.get('18_2')!.color).toBe(ctx.title.tiles.get('18_1a')!.color);
  });

  test('without tileUpgrades.addTown the usual rule refuses it (next colour, same number of towns)', () => {
    const ctx = build({ addTown: null });
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject(refused(/cannot replace 18_1a/));
    expect(offered(ctx, 'F8')).toEqual([]);
  });

  test('a tile with a city takes no small station, though its plain path would fit', () => {
    const ctx = build();
    put(ctx, 'F8', 'X_1');
    expect(legalRotations(ctx, 'F8', 'X_2')).toEqual([]);
    expect(lay(ctx, 'F8', 'X_2', 0)).toMatchObject(refused(/cannot replace X_1/));
  });

  test('two small stations at once are refused (778_1a → 778_3)', () => {
    const ctx = build();
    put(ctx, 'F8', '778_1a');
    expect(legalRotations(ctx, 'F8', '778_3')).toEqual([]);
    expect(lay(ctx, 'F8', '778_3', 0)).toMatchObject(refused(/cannot replace 778_1a/));
  });

  test('a tile with another base id is refused, though its track would fit (18_1a → Y_2)', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', 'Y_2', 0)).toMatchObject(refused(/cannot replace 18_1a/));
    expect(legalRotations(ctx, 'F8', '18_2')).toEqual([0]);
  });
});

describe(`the new town sits on a former plain path, the old towns stay (${SMALL})`, () => {
  test('18_1a → 18_2: only the rotation putting the new town on 18_1a\'s plain path 1–2 is legal', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    // Rotation 3: 18_2's towns on 4–5 and 3–0; the old town on 0–3 stays but the new one is off the plain path.
    expect(lay(ctx, 'F8', '18_2', 3)).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('adding a small station'), message: expect.stringMatching(/new town on one of its plain paths/) });
    expect(legalRotations(ctx, 'F8', '18_2')).toEqual([0]);
  });

  test('18_1b (town on 1–2) → 18_2: the new town goes on the plain path 0–3', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1b', 2);
    // Laid at 2: town on 3–4, plain 2–5. 18_2 at 2 has towns on 3–4 and 2–5.
    expect(legalRotations(ctx, 'F8', '18_2')).toEqual([2]);
  });

  test('green: a tile with 2 towns takes no third (18_2 → 18_3 refused at every rotation; nothing offered)', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject({ upgrade: true });
    put(ctx, 'F8', '18_2');
    expect(legalRotations(ctx, 'F8', '18_3')).toEqual([]);
    expect(offered(ctx, 'F8')).toEqual([]);
  });

  test('brown: small stations may be added up to 3 (778_1a → 778_2a/778_2b → 778_3), then none', () => {
    const ctx = build();
    put(ctx, 'F8', '778_1a');
    expect(offered(ctx, 'F8')).toEqual(['778_2a', '778_2b']);
    expect(legalRotations(ctx, 'F8', '778_2a')).toEqual([0]);
    put(ctx, 'F8', '778_2a');
    expect(offered(ctx, 'F8')).toEqual(['778_3']);
    expect(legalRotations(ctx, 'F8', '778_3')).toEqual([0, 3]); // 778_3 looks the same turned by 3
    put(ctx, 'F8', '778_3');
    expect(offered(ctx, 'F8')).toEqual([]);
  });
});

describe(`no connection needed (${SMALL})`, () => {
  test('needsConnection: false: a hex far from the network takes a small station, and legalLays offers it', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject({ upgrade: true });
    expect(offered(ctx, 'F8')).toEqual(['18_2']);
  });

  test('needsConnection absent (default true): the same lay needs the hex connected', () => {
    const ctx = build({ addTown: { variantSeparator: '_' } });
    put(ctx, 'F8', '18_1a');
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject(refused(/F8 is not connected/));
    expect(offered(ctx, 'F8')).toEqual([]);
  });

  test('only the small station goes without a connection: a normal upgrade far away is still refused', () => {
    const ctx = build();
    put(ctx, 'F8', '4');
    expect(lay(ctx, 'F8', '18_1a', 0)).toMatchObject(refused(/F8 is not connected/));
  });
});

describe(`tile-lay slots (${LAYS})`, () => {
  test('after a yellow lay no small station may be added; after a small station no second lay', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    doLay(ctx, 'A3', '9', 0); // A1's south edge leads to A3
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject(refused(/may not be an upgrade/));
    newTurn(ctx.state);
    doLay(ctx, 'F8', '18_2', 0);
    expect(ctx.state.round.kind === 'operating' && ctx.state.round.turn.tilesLaid).toEqual([{ hex: 'F8', upgrade: true }]);
    expect(nextLaySlot(ctx)).toBeNull();
  });
});

describe(`shared supply (${SHARED})`, () => {
  const pool = (ctx: Ctx) => ['18', '18_1a', '18_1b', '18_2', '18_3'].map((id) => ctx.state.tileSupply[id]);

  test('laying 18_1a takes one of 18\'s copies from every variant; adding a town reuses it; a replaced tile returns it', () => {
    const ctx = build();
    writableHex(ctx.state, 'A3').tile = '4';
    // Connected: A1's track reaches A3's edge 3; A3's edges 1 and 2 are off the map.
    doLay(ctx, 'A3', '18_1a', 3);
    expect(pool(ctx)).toEqual([1, 1, 1, 1, 1]);
    expect(ctx.state.tileSupply['4']).toBe(7); // the yellow tile went back
    newTurn(ctx.state);
    doLay(ctx, 'A3', '18_2', 3); // the same tile 18 with a second station: the pool keeps its count
    expect(pool(ctx)).toEqual([1, 1, 1, 1, 1]);
    expect(ctx.state.hexes.A3!.tile).toBe('18_2');
  });

  test('with the pool empty, no variant may be laid, but a tile of the pool may still take a town', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    put(ctx, 'H8', '18_1b');
    writableHex(ctx.state, 'A3').tile = '4';
    expect(pool(ctx)).toEqual([0, 0, 0, 0, 0]);
    expect(lay(ctx, 'A3', '18_1a', 3)).toMatchObject(refused(/no tile 18_1a left/));
    expect(offered(ctx, 'A3')).toEqual([]);
    expect(lay(ctx, 'F8', '18_2', 0)).toMatchObject({ upgrade: true });
    expect(offered(ctx, 'F8')).toEqual(['18_2']);
    doLay(ctx, 'F8', '18_2', 0);
    expect(pool(ctx)).toEqual([0, 0, 0, 0, 0]);
  });

  test('without sharedSupply each variant has its own copies (as for 1860 and 1870)', () => {
    const ctx = build({ shared: false });
    put(ctx, 'F8', '18_1a');
    expect(pool(ctx)).toEqual([2, 1, 2, 2, 2]);
  });

  test('a variant whose count differs from its base, or whose base is missing, is refused at compile time', () => {
    expect(() => build({ manifest: { ...BASE_MANIFEST, '18_2': 3 } })).toThrow(/18_2 has 3 copies but its base 18 has 2/);
    const noBase = { ...BASE_MANIFEST };
    delete noBase['18'];
    expect(() => build({ manifest: noBase })).toThrow(/not in the manifest/);
  });
});

describe(`legalLays offers exactly what checkLay accepts (${SMALL})`, () => {
  test('on a board of town tiles, connected and not', () => {
    const ctx = build();
    put(ctx, 'F8', '18_1a');
    put(ctx, 'H8', '778_1a', 3);
    put(ctx, 'C5', '778_3'); // the last copy of 778: H8 still takes a town on its own copy
    put(ctx, 'I11', 'X_1');
    writableHex(ctx.state, 'A3').tile = '4';
    const offers = legalLays(ctx, 'NR');
    for (const o of offers) expect([o, 'code' in lay(ctx, o.hex, o.tile, o.rotation)]).toEqual([o, false]);
    const r = reach(ctx.title, ctx.state, 'NR');
    const accepted = new Set<string>();
    for (const hex of ctx.title.hexIds)
      for (const tile of Object.keys(ctx.title.manifest))
        for (let rot = 0; rot < 6; rot++) if (!('code' in checkLay(ctx, 'NR', hex, tile, rot, r))) accepted.add(`${hex} ${tile}`);
    expect(new Set(offers.map((o) => `${o.hex} ${o.tile}`))).toEqual(accepted);
    expect([...accepted].filter((k) => /^(F8|H8|C5|I11) /.test(k)).sort()).toEqual(['F8 18_2', 'H8 778_2a', 'H8 778_2b']);
    expect(accepted.has('A3 18_1a')).toBe(true); // the connected normal upgrade is there too
  });
});
