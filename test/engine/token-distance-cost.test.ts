/**
 * Station distance fees (1820 rules §6.6.2: "£80 for each hexagon-edge in the shortest path
 * between the station markers. The path must not cross a blue barrier, edge of a gray hexagon
 * without track on that edge, or leave the hexagon area of the board"), as the generic
 * title.json `tokenCost` rule, on a small hand-made board patched into the demo title.
 *
 * The board (flat, letter = column): columns A, C, E hold rows 1, 3, 5, 7, 9; columns B, D rows
 * 2, 4, 6, 8. Going down a column (A1, A3, A5 ...) crosses one edge per hex.
 */
import { apply, compileTitle, legalActions, mergePatch, type GameState, type Definition } from '../../engine';
import { type Ctx, hexDistance, checkToken, tokenDistanceFee, initialState } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const RULE = { perEdge: 80, from: 'nearestStation' };
const CITY = { color: 'white', nodes: [{ kind: 'city', revenue: 0, slots: 1 }], paths: [] };
type Hex = { id: string; [k: string]: unknown };

function board(): Hex[] {
  const out: Hex[] = [];
  for (const col of ['A', 'B', 'C', 'D', 'E']) {
    const rows = col === 'B' || col === 'D' ? [2, 4, 6, 8] : [1, 3, 5, 7, 9];
    for (const r of rows) out.push({ id: `${col}${r}` });
  }
  return out;
}

/** The demo title on `hexes`, NR at home on A1, with the distance-fee rule unless `rule` is null. */
function titleOn(hexes: Hex[], rule: unknown = RULE) {
  const def = structuredClone(definitionOf('demo')) as unknown as Record<string, unknown>;
  def.map = mergePatch(def.map, { hexes });
  def.title = mergePatch(def.title, { tokenCost: rule });
  const corps = (def.corporations as { corporations: { home: { hex: string } }[] }).corporations;
  corps.forEach((c, i) => (c.home = { hex: ['A1', 'C1', 'E1', 'E5'][i]! }));
  return compileTitle(def as unknown as Definition);
}

const patch = (hexes: Hex[], id: string, fields: Record<string, unknown>) => hexes.map((h) => (h.id === id ? { ...h, ...fields } : h));

describe('hexDistance: shortest path over the map grid (1820 rules §6.6.2)', () => {
  test('straight down a column: one edge per hex; 0 on the same hex; the nearest start counts', () => {
    const t = titleOn(board());
    expect(hexDistance(t, ['A1'], 'A9')).toBe(4);
    expect(hexDistance(t, ['A1'], 'A1')).toBe(0);
    expect(hexDistance(t, ['A1', 'A9'], 'A7')).toBe(1);
    expect(hexDistance(t, ['A1'], 'E9')).toBe(6);
  });

  test('around a blue barrier, from either side of the edge, even once it has opened for track', () => {
    // A5's north edge (3) faces A3: the path goes A3 → B4 → A5 instead.
    let hexes = patch(board(), 'A5', { borders: [{ edge: 3, kind: 'impassable' }] });
    expect(hexDistance(titleOn(hexes), ['A1'], 'A9')).toBe(5);
    hexes = patch(board(), 'A3', { borders: [{ edge: 0, kind: 'impassable', openFromPhase: '2' }] });
    expect(hexDistance(titleOn(hexes), ['A1'], 'A9')).toBe(5);
    // A cost border is no barrier.
    hexes = patch(board(), 'A5', { borders: [{ edge: 3, kind: 'cost', cost: 40 }] });
    expect(hexDistance(titleOn(hexes), ['A1'], 'A9')).toBe(4);
  });

  test('around the edge of a gray hex without track on it; through its track edges', () => {
    // C5 gray with printed track north (3) to south (0). B4 → D6 would cross C5's NW and SE edges.
    expect(hexDistance(titleOn(board()), ['B4'], 'D6')).toBe(2);
    const hexes = patch(board(), 'C5', { tile: { color: 'gray', nodes: [], paths: [[0, 3]] } });
    const t = titleOn(hexes);
    expect(hexDistance(t, ['B4'], 'D6')).toBe(3);
    expect(hexDistance(t, ['C1'], 'C9')).toBe(4);
    // Into the gray hex only across a track edge: B4 → C3 → C5.
    expect(hexDistance(t, ['B4'], 'C5')).toBe(2);
  });

  test('never off the board: a missing hex is walked around', () => {
    const hexes = board().filter((h) => h.id !== 'A5');
    expect(hexDistance(titleOn(hexes), ['A3'], 'A7')).toBe(3);
  });

  test('no path at all: null', () => {
    // E9 touches only E7 (edge 3) and D8 (edge 2).
    const hexes = patch(board(), 'E9', { borders: [{ edge: 2, kind: 'impassable' }, { edge: 3, kind: 'impassable' }] });
    expect(hexDistance(titleOn(hexes), ['A1'], 'E9')).toBeNull();
    expect(hexDistance(titleOn(board()), ['A1'], 'Z99')).toBeNull();
  });
});

/**
 * NR (stations $0, $40, $60) operating, at home on A1, with cash 1000, in its token step; cities
 * on A1, A5 and A9, straight yellow track from A1 down to A9 (57 on the cities, 9 between).
 */
function operating(hexes: Hex[], rule: unknown = RULE): Ctx {
  const city = ['A1', 'A5', 'A9'];
  const title = titleOn(
    hexes.map((h) => (city.includes(h.id) ? { ...h, tile: CITY } : h)),
    rule,
  );
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  const nr = state.corporations.NR!;
  Object.assign(nr, { president: 0, floated: true, par: 100, market: { row: 0, col: 3 }, cash: 1000, certs: nr.certs.map((h, i) => (i === 0 ? 'player:0' : h)) });
  state.bank -= 1000;
  writableHex(state, 'A1').tokens.push({ corporation: 'NR', city: 0, slot: 0 });
  nr.tokens.push({ hex: 'A1', city: 0 });
  for (const hex of ['A1', 'A3', 'A5', 'A7', 'A9']) writableHex(state, hex).tile = city.includes(hex) ? '57' : '9';
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: 'NR', turn: { step: 1, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const offers = (ctx: Ctx) =>
  legalActions(ctx.title, ctx.state, 0)
    .filter((c) => c.action.type === 'place_token')
    .map((c) => `${(c.action as { hex: string }).hex}=${c.cost}`);
const place = (ctx: Ctx, hex: string) => apply(ctx.title, ctx.state, { type: 'place_token', entityType: 'corporation', entity: 'NR', hex, city: 0 }, { seat: 0 });

describe('station cost with distance fees (title.json tokenCost; 1820 rules §6.6.2)', () => {
  test('the offered price is $40 + $80 per edge, and apply charges exactly that', () => {
    const ctx = operating(board());
    expect(offers(ctx)).toEqual(['A5=200', 'A9=360']);
    const r = place(ctx, 'A9');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations.NR!.cash).toBe(1000 - 360);
    expect(r.state.bank).toBe(ctx.state.bank + 360);
  });

  test('without the rule the same stations cost the charter price only', () => {
    const ctx = operating(board(), null);
    expect(offers(ctx)).toEqual(['A5=40', 'A9=40']);
  });

  test('a barrier track may cross (opened) still lengthens the fee path: around it, A9 costs $40 + 5 × $80', () => {
    const ctx = operating(patch(board(), 'A7', { borders: [{ edge: 3, kind: 'impassable', openFromPhase: '2' }] }));
    expect(offers(ctx)).toEqual(['A5=200', 'A9=440']);
    expect(checkToken(ctx, 'NR', 'A9', 0)).toEqual({ cost: 440, slot: 0 });
  });

  test('a gray hex edge without track lengthens it too: the fee follows the grid path, not the track', () => {
    // NR also holds a station on B4; C5 is gray with track only north-south. D6 lies 2 edges from
    // B4 across C5's NW and SE edges, which have no track: 3 edges around, so $240, not $160.
    const fee = (hexes: Hex[]) => {
      const ctx = operating(hexes);
      ctx.state.corporations.NR!.tokens.push({ hex: 'B4', city: 0 });
      return tokenDistanceFee(ctx, 'NR', 'D6');
    };
    expect(fee(board())).toBe(160);
    expect(fee(patch(board(), 'C5', { tile: { color: 'gray', nodes: [], paths: [[0, 3]] } }))).toBe(240);
    // And through a gray hex along its printed track: the printed gray straight on A3 (the track
    // A1–A5 runs on it) leaves A5 at 2 edges.
    const ctx = operating(patch(board(), 'A3', { tile: { color: 'gray', nodes: [], paths: [[0, 3]] } }));
    writableHex(ctx.state, 'A3').tile = null;
    expect(offers(ctx)).toEqual(['A5=200', 'A9=360']);
  });

  test('no path: the station may not be placed, with a clear refusal, and is not offered', () => {
    // A9 touches only A7 (edge 3) and B8 (edge 4); both are barriers that track may already cross.
    const ctx = operating(patch(board(), 'A9', { borders: [{ edge: 3, kind: 'impassable', openFromPhase: '2' }, { edge: 4, kind: 'impassable', openFromPhase: '2' }] }));
    expect(offers(ctx)).toEqual(['A5=200']);
    const r = place(ctx, 'A9');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ILLEGAL_ACTION');
      expect(r.error.message).toMatch(/no path over the map joins a station of NR to A9/);
      expect(r.error.ruleRef).toMatch(/1820 rules §6\.6\.2/);
    }
  });

  test('the fee counts in the cash check', () => {
    const ctx = operating(board());
    ctx.state.corporations.NR!.cash = 300;
    ctx.state.bank += 700;
    expect(offers(ctx)).toEqual(['A5=200']);
    expect(checkToken(ctx, 'NR', 'A9', 0)).toMatchObject({ code: 'ILLEGAL_ACTION', message: 'the station on A9 costs 40 + 320 distance fee, NR has 300' });
  });
});
