/**
 * `board` and `Game.board`: the map as printed and the geometry of every tile, for every
 * title, on PostgreSQL (the board is read from the compiled title, not from the database,
 * so one backend is enough). Checked against the definition files read here, not against
 * the engine's own compilation: each hex's printed tile, terrain, borders and home
 * reservations; each manifest tile's nodes and paths as the catalogue or the title gives
 * them; grid positions agreeing with the neighbours the game state reports; and every tile
 * a game's map shows being one the board describes.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { fails, ok, Q } from './support/client';
import { serverForSuite } from './support/server';
import { repoPath } from '../../tools/paths';

const TITLES = ['demo', '1820', '1843', '1860', '1862', '1870'];

const TILE_FIELDS = `id color label nodes { kind revenue revenueByColor { color revenue } slots city group passThrough } paths { a { edge node } b { edge node } }`;
const BOARD_FIELDS = `layout market hexes { id x y name terrain cost label printedTile borders { edge kind cost openFromPhase } partitions { a b kind restrict } icons homes { corporation city } noTiles } tiles { ${TILE_FIELDS} }`;
const BOARD = `query($title: String!, $variant: String) { board(title: $title, variant: $variant) { ${BOARD_FIELDS} } }`;
const GAME_BOARD = `query($id: ID!) { game(id: $id) { board { ${BOARD_FIELDS} } state { map { layout hexes { id shows neighbours } } } } }`;

const readJson = (...p: string[]): any => JSON.parse(fs.readFileSync(repoPath('definitions', ...p), 'utf8'));

/** A tile definition (tiles.schema.json TileDefinition) as the board should give it. */
function expectedTile(def: any, id: string) {
  const nodes: any[] = def.nodes ?? [];
  let city = 0;
  return {
    id,
    color: def.color,
    label: def.label ?? null,
    nodes: nodes.map((n) => {
      const slots = n.kind === 'city' ? (n.slots ?? 1) : n.kind === 'offboard' ? (n.slots ?? 0) : 0;
      const byColor = typeof n.revenue === 'object' && n.revenue !== null;
      return {
        kind: n.kind,
        revenue: byColor ? null : (n.revenue ?? 0),
        revenueByColor: byColor ? Object.entries(n.revenue).map(([color, revenue]) => ({ color, revenue })) : [],
        slots,
        city: slots > 0 ? city++ : null,
        group: n.group ?? null,
        passThrough: n.passThrough === true,
      };
    }),
    paths: (def.paths ?? []).map((p: (number | string)[]) => {
      const end = (e: number | string) => (typeof e === 'number' ? { edge: e, node: null } : { edge: null, node: Number(e.slice(1)) });
      return { a: end(p[0]!), b: end(p[1]!) };
    }),
  };
}

/** Where the neighbour across each edge lies, in doubled grid steps (docs/tiles.md "Edges and rotation"). */
const EDGE_STEP: Record<string, [number, number][]> = {
  // S, SW, NW, N, NE, SE
  flat: [[0, 2], [-1, 1], [-1, -1], [0, -2], [1, -1], [1, 1]],
  // SW, W, NW, NE, E, SE
  pointy: [[-1, 1], [-2, 0], [-1, -1], [1, -1], [2, 0], [1, 1]],
};

describe('board (postgres)', () => {
  const suite = serverForSuite('postgres');

  it.each(TITLES)('%s: every hex as map.json prints it, every manifest tile as defined', async (titleId) => {
    const { board } = await ok(suite.url, BOARD, { title: titleId });
    const map = readJson(titleId, 'map.json');
    expect(board.layout).toBe(map.layout);
    const market = readJson(titleId, 'market.json');
    expect(board.market).toBe(market.movement?.zigzag ? 'zigzag' : market.rows.length === 1 ? 'ladder' : 'grid');
    expect(board.hexes.map((h: any) => h.id)).toEqual(map.hexes.map((h: any) => h.id));

    const tiles = new Map<string, any>(board.tiles.map((t: any) => [t.id, t]));
    expect(tiles.size).toBe(board.tiles.length);

    const homes = new Map<string, { corporation: string; city: number }[]>();
    for (const c of readJson(titleId, 'corporations.json').corporations) {
      if (c.home) homes.set(c.home.hex, [...(homes.get(c.home.hex) ?? []), { corporation: c.id, city: c.home.city ?? 0 }]);
    }
    let printed = 0;
    map.hexes.forEach((def: any, i: number) => {
      const hex = board.hexes[i];
      expect({ hex: hex.id, name: hex.name, terrain: hex.terrain, cost: hex.cost, noTiles: hex.noTiles, icons: hex.icons }).toEqual({
        hex: def.id,
        name: def.name ?? null,
        terrain: def.terrain ?? null,
        cost: def.cost ?? 0,
        noTiles: def.noTiles === true,
        icons: def.icons ?? [],
      });
      expect(hex.borders).toEqual((def.borders ?? []).map((b: any) => ({ edge: b.edge, kind: b.kind, cost: b.cost ?? 0, openFromPhase: b.openFromPhase ?? null })));
      expect(hex.partitions.map((p: any) => [p.a, p.b])).toEqual((def.partitions ?? []).map((p: any) => [p.a, p.b]));
      expect(hex.homes).toEqual(homes.get(def.id) ?? []);
      if (!def.tile) {
        expect(hex.printedTile).toBeNull();
        return;
      }
      printed++;
      expect(hex.printedTile).toBe(def.tile.id ?? `printed:${def.id}`);
      expect(tiles.get(hex.printedTile)).toEqual(expectedTile(def.tile, hex.printedTile));
    });
    expect(printed).toBeGreaterThan(0);

    // Manifest tiles: the title's own definition wins over the catalogue's (docs/tiles.md, Id policy).
    const own = readJson(titleId, 'tiles.json');
    const catalogue = new Map<string, any>(readJson('catalogue', 'tiles.json').tiles.map((t: any) => [t.id, t]));
    for (const t of own.tiles ?? []) catalogue.set(t.id, t);
    const manifest = Object.keys(own.manifest ?? {});
    expect(manifest.length).toBeGreaterThan(0);
    for (const id of manifest) expect(tiles.get(id)).toEqual(expectedTile(catalogue.get(id), id));
  });

  it.each(TITLES)('%s: a game gives the same board, grid positions match its neighbours, and every shown tile is described', async (titleId) => {
    const title = readJson(titleId, 'title.json');
    const players = Array.from({ length: title.players.min }, (_, i) => `P${i + 1}`);
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: titleId, players, seed: 'board' } });
    const { game } = await ok(suite.url, GAME_BOARD, { id: createGame.gameId });
    const { board } = await ok(suite.url, BOARD, { title: titleId });
    expect(game.board).toEqual(board);

    const at = new Map<string, [number, number]>(board.hexes.map((h: any) => [h.id, [h.x, h.y]]));
    const tileIds = new Set(board.tiles.map((t: any) => t.id));
    let pairs = 0;
    for (const hex of game.state.map.hexes) {
      const [x, y] = at.get(hex.id)!;
      hex.neighbours.forEach((n: string | null, edge: number) => {
        if (n === null) return;
        const [nx, ny] = at.get(n)!;
        expect([hex.id, edge, nx - x, ny - y]).toEqual([hex.id, edge, ...EDGE_STEP[board.layout]![edge]!]);
        pairs++;
      });
      if (hex.shows !== null) expect(tileIds).toContain(hex.shows);
    }
    expect(pairs).toBeGreaterThan(board.hexes.length);
  });

  it('refuses an unknown title or variant with INVALID_INPUT', async () => {
    expect((await fails(suite.url, BOARD, { title: 'no-such-title' })).extensions?.code).toBe('INVALID_INPUT');
    expect((await fails(suite.url, BOARD, { title: 'demo', variant: 'no-such-variant' })).extensions?.code).toBe('INVALID_INPUT');
  });
});
