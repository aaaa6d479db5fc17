/**
 * Permissive placement of new cities and towns (1820 rules §12.3.1 to §12.3.4;
 * engine/mechanisms/permissivePlacement/index.ts), on a hand-made blank map: the demo title with its
 * map replaced by an 11 × 15 flat-topped grid (A1 … K15, all blank) plus the printed hexes each
 * test adds, and title.json `permissivePlacement` set by each test.
 *
 * Flat layout, x from the letter, y from the number: F8's neighbours are F10 (edge 0, south),
 * E9 (1), E7 (2), F6 (3, north), G7 (4) and G9 (5); H8, F12 and F4 are two steps away.
 *
 * Most tests pass checkLay a reach that holds every hex edge, so that the spacing rules are
 * tested apart from connection; the last tests use the corporation's real reach.
 */
import { compileTitle, type Definition, type HexDefinition, type TitleFile } from '../../engine';
import { type Ctx, checkLay, legalLays } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { CATALOGUE, blankGrid, everywhere, nrStationed, operatingTurn, put } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

type Placement = NonNullable<TitleFile['permissivePlacement']>;

const CITY = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [] } as const;
const MANIFEST = { '3': 4, '4': 4, '7': 4, '8': 4, '9': 9, '57': 4, '5': 2, '150': 2, '148': 2, '87': 2, '14': 2 };


function build(placement: Placement | undefined, extra: Record<string, Partial<HexDefinition>> = {}): Ctx {
  const def = structuredClone(definitionOf('demo')) as Definition;
  const hexes = blankGrid(10, 14, extra);
  // Homes in the corners: NR in A1 (track to its south edge), CR in K15.
  for (const h of hexes) {
    if (h.id === 'A1' && !extra.A1) h.tile = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [[0, 'n0']] } as HexDefinition['tile'];
    if (h.id === 'K15') h.tile = structuredClone(CITY) as unknown as HexDefinition['tile'];
  }
  def.map = { ...def.map, layout: 'flat', hexes };
  const [nr, cr] = def.corporations.corporations;
  def.corporations = { ...def.corporations, corporations: [{ ...nr!, home: { hex: 'A1' } }, { ...cr!, home: { hex: 'K15' } }] };
  def.tiles = { ...def.tiles, manifest: MANIFEST };
  def.catalogue = CATALOGUE.filter((t) => t.id !== undefined && t.id in MANIFEST);
  if (placement) def.title = { ...def.title, permissivePlacement: placement };
  const title = compileTitle(def);
  const state = nrStationed(title, 'A1');
  operatingTurn(state, 'NR');
  return { title, state, log: [] };
}

const lay = (ctx: Ctx, hex: string, tile: string, rotation = 0) => checkLay(ctx, 'NR', hex, tile, rotation, everywhere(ctx));
const ok = { upgrade: false };
const refused = (ref: string, message: RegExp) => ({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining(ref), message: expect.stringMatching(message) });

const RULES: Placement = {
  smallCity: { hexes: ['B12'], minCityDistance: 2 },
  bigCity: { eitherOf: [['H4', 'I5']], minCityDistance: 3 },
  town: { minTownDistance: 2, notAdjacentTo: ['J8'] },
};

describe('without permissivePlacement nothing changes', () => {
  test('a town or city tile may not go on a blank hex (the usual rule: same number of cities and towns)', () => {
    const ctx = build(undefined);
    expect(lay(ctx, 'F8', '4')).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/cannot replace/) });
    expect(lay(ctx, 'F8', '57')).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/cannot replace/) });
    expect(lay(ctx, 'F8', '9')).toMatchObject(ok);
  });
});

describe('hex-type lock (1820 rules §12.3.1)', () => {
  test('a hex printed with a city circle is a city before it has a tile', () => {
    const ctx = build(RULES, { F8: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(ctx, 'F8', '57')).toMatchObject(ok);
    expect(lay(ctx, 'F8', '9')).toMatchObject(refused('§12.3.1', /F8 is a small city hex: a plain track tile/));
    expect(lay(ctx, 'F8', '4')).toMatchObject(refused('§12.3.1', /F8 is a small city hex: a town tile/));
  });

  test('a hex that holds a town takes only town tiles from then on', () => {
    const ctx = build(RULES);
    expect(lay(ctx, 'F8', '4')).toMatchObject(ok); // a new town on a rural hex
    put(ctx, 'F8', '4');
    ctx.state.phase = ctx.title.phases.findIndex((p) => p.id === '3'); // green tiles
    expect(lay(ctx, 'F8', '87')).toMatchObject({ upgrade: true });
    expect(lay(ctx, 'F8', '14')).toMatchObject(refused('§12.3.1', /F8 is a town hex: a small city tile/));
  });

  test('a small city hex never takes a big city tile', () => {
    const ctx = build(RULES);
    expect(lay(ctx, 'F8', '150')).toMatchObject(ok); // far from every city
    put(ctx, 'F8', '57');
    ctx.state.phase = ctx.title.phases.findIndex((p) => p.id === '3');
    expect(lay(ctx, 'F8', '14')).toMatchObject({ upgrade: true });
    put(ctx, 'F6', '57');
    expect(lay(ctx, 'F6', '150')).toMatchObject(refused('§12.3.1', /F6 is a small city hex: a big city tile/));
  });
});

describe('small cities (1820 rules §12.3.3.1)', () => {
  test('not adjacent to any city tile: a city one hex away refuses, two hexes away allows', () => {
    const ctx = build(RULES);
    put(ctx, 'G7', '57');
    expect(lay(ctx, 'F8', '57')).toMatchObject(refused('§12.3.3.1', /small city on F8 must be 2 or more hexes from any other city; G7 is 1 away/));
    put(ctx, 'G7', '9');
    put(ctx, 'H8', '57');
    expect(lay(ctx, 'F8', '57')).toMatchObject(ok);
  });

  test('a city printed on the map counts; a listed hex takes a small city whatever its neighbours', () => {
    const ctx = build(RULES, { B10: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(ctx, 'B8', '57')).toMatchObject(refused('§12.3.3.1', /B10 is 1 away/));
    expect(lay(ctx, 'B12', '57')).toMatchObject(ok); // listed (Preston-like), next to B10
  });

  test('a barrier edge blocks adjacency, open or not', () => {
    const ctx = build(RULES, { F8: { borders: [{ edge: 4, kind: 'impassable', openFromPhase: '3' }] } });
    put(ctx, 'G7', '57'); // across F8's edge 4
    expect(lay(ctx, 'F8', '57')).toMatchObject(ok);
    put(ctx, 'F6', '57'); // across edge 3, no barrier
    expect(lay(ctx, 'F8', '57')).toMatchObject(refused('§12.3.3.1', /F6 is 1 away/));
  });

  test('an ignored city (Chatham) does not count for placements north of it, and does south of it', () => {
    const ctx = build({ ...RULES, spacingIgnores: [{ hex: 'F12', direction: 'north' }] }, { F12: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(ctx, 'F10', '57')).toMatchObject(ok);
    expect(lay(ctx, 'F14', '57')).toMatchObject(refused('§12.3.3.1', /F12 is 1 away/));
  });
});

describe('big cities (1820 rules §12.3.3.2)', () => {
  test('on a rural hex, at least minCityDistance hexes from any other city (the distance is data)', () => {
    const ctx = build(RULES);
    put(ctx, 'H8', '57'); // two steps from F8
    expect(lay(ctx, 'F8', '150')).toMatchObject(refused('§12.3.3.2', /big city on F8 must be 3 or more hexes from any other city; H8 is 2 away/));
    expect(lay(ctx, 'F4', '150')).toMatchObject(ok); // H8 is three steps from F4
    const two = build({ ...RULES, bigCity: { ...RULES.bigCity, minCityDistance: 2 } });
    put(two, 'H8', '57');
    expect(lay(two, 'F8', '150')).toMatchObject(ok);
    const none = build({ ...RULES, bigCity: { eitherOf: [['H4', 'I5']] } });
    expect(lay(none, 'F8', '150')).toMatchObject(refused('§12.3.3.2', /neither a B hex nor a listed one/));
  });

  test('a hex labelled B takes a big city whatever its neighbours, and no small city', () => {
    const ctx = build(RULES, { D8: { label: 'B' } });
    put(ctx, 'D6', '57');
    expect(lay(ctx, 'D8', '150')).toMatchObject(ok);
    expect(lay(ctx, 'D8', '57')).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/cannot replace/) });
    // A B hex is a city for the spacing of others, before it has a tile.
    expect(lay(ctx, 'C11', '57')).toMatchObject(ok);
    expect(lay(ctx, 'C9', '57')).toMatchObject(refused('§12.3.3.1', /D8 is 1 away/));
  });

  test('"B?": one, not both, of a group of printed cities may become a big city', () => {
    const ctx = build(RULES, { H4: { tile: CITY as unknown as HexDefinition['tile'] }, I5: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(ctx, 'H4', '150')).toMatchObject(ok);
    expect(lay(ctx, 'I5', '150')).toMatchObject(ok);
    put(ctx, 'H4', '150');
    expect(lay(ctx, 'I5', '150')).toMatchObject(refused('§12.3.3.2', /only one of H4, I5 may hold a big city, and H4 does/));
    expect(lay(ctx, 'I5', '57')).toMatchObject(ok);
    // A printed city outside any group takes no big city.
    const plain = build(RULES, { F8: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(plain, 'F8', '150')).toMatchObject(refused('§12.3.1', /F8 is a small city hex: a big city tile/));
  });
});

describe('towns (1820 rules §12.3.4)', () => {
  test('not adjacent to another town tile; cities do not matter', () => {
    const ctx = build(RULES);
    put(ctx, 'G7', '3');
    expect(lay(ctx, 'F8', '4')).toMatchObject(refused('§12.3.4', /town on F8 must be 2 or more hexes from any other town; G7 is 1 away/));
    put(ctx, 'G7', '57');
    expect(lay(ctx, 'F8', '4')).toMatchObject(ok);
  });

  test('not adjacent to a listed hex (London)', () => {
    const ctx = build(RULES, { J8: { tile: CITY as unknown as HexDefinition['tile'] } });
    expect(lay(ctx, 'I9', '4')).toMatchObject(refused('§12.3.4', /town on I9 may not be adjacent to J8/));
    expect(lay(ctx, 'H10', '4')).toMatchObject(ok);
  });
});

describe('permissive track (1820 rules §12.3.1.1)', () => {
  /** NR home A1 → A3 (#9) → A5 (printed city, track N–S) → A7 (#9): a new tile on A9 meets A7's track. */
  function line(): Ctx {
    const ctx = build(RULES, { A5: { tile: { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [[3, 'n0'], ['n0', 0]] } as HexDefinition['tile'] } });
    put(ctx, 'A3', '9');
    put(ctx, 'A7', '9');
    return ctx;
  }

  test('the new tile must meet track traced from a station, not through a city full of other tokens', () => {
    const ctx = line();
    expect(checkLay(ctx, 'NR', 'A9', '4', 0)).toMatchObject(ok);
    expect(checkLay(ctx, 'NR', 'A13', '4', 0)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/not connected/) });
    writableHex(ctx.state, 'A5').tokens.push({ corporation: 'CR', city: 0, slot: 0 });
    expect(checkLay(ctx, 'NR', 'A9', '4', 0)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/A9 is not connected to a station of NR/) });
  });

  test('printedEdgesOnly: no track to a red or gray hex edge without printed track', () => {
    const red = { color: 'red', nodes: [{ kind: 'offboard', revenue: 20 }], paths: [[1, 'n0']] } as HexDefinition['tile'];
    const rules = { ...RULES, printedEdgesOnly: true };
    // B10 is the off-board hex: A9's edge 5 faces B10's edge 2 (no track), A11's edge 4 faces B10's edge 1 (track).
    const ctx = build(rules, { B10: { tile: red } });
    expect(lay(ctx, 'A9', '8', 3)).toMatchObject(refused('§12.3.1.1', /A9 would run to B10's edge 2, which has no printed track/)); // #8 turned 3: edges 3 and 5
    expect(lay(ctx, 'A11', '7', 3)).toMatchObject(ok); // #7 turned 3: edges 3 and 4
    const off = build({ ...RULES }, { B10: { tile: red } });
    expect(lay(off, 'A9', '8', 3)).toMatchObject(ok); // the rule is data: off, the lay stands as before
  });

  test('legalLays offers exactly the (hex, tile) pairs checkLay accepts, new towns and cities included', () => {
    const ctx = line();
    const offered = new Set(legalLays(ctx, 'NR').map((l) => `${l.hex}/${l.tile}`));
    const accepted = new Set<string>();
    for (const hex of ctx.title.hexIds) {
      for (const tile of Object.keys(MANIFEST)) {
        for (let r = 0; r < 6; r++) if (!('code' in checkLay(ctx, 'NR', hex, tile, r))) accepted.add(`${hex}/${tile}`);
      }
    }
    expect([...offered].sort()).toEqual([...accepted].sort());
    expect(offered).toContain('A9/4'); // a new town
    expect(offered).toContain('A9/9');
    expect(offered).toContain('A9/57'); // a new small city: A5 is two steps away
    expect(offered).not.toContain('A9/150'); // but a big city needs three
  });
});
