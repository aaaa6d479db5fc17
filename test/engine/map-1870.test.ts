/**
 * Map, track, token and route rules on the 1870 board (1870 rules sections
 * cited on each test; positions are built by hand on the real map).
 */
import { bestRoutes, type GameState } from '../../engine';
import { type Ctx, checkLay, checkToken, stopRevenue, checkRoute, initialState } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1870');

/** A position with `corp` operating, holding tokens on `tokens` hexes, cash and trains. */
function position(corp: string, tokens: string[], opts: { cash?: number; trains?: string[]; phase?: string } = {}): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  const c = state.corporations[corp]!;
  for (const hex of tokens) {
    writableHex(state, hex).tokens.push({ corporation: corp, city: 0, slot: state.hexes[hex]!.tokens.length });
    c.tokens.push({ hex, city: 0 });
  }
  c.cash = opts.cash ?? 1000;
  state.bank -= c.cash;
  c.floated = true;
  c.president = 0;
  for (const id of opts.trains ?? []) {
    const t = state.trains.find((x) => x.id === id)!;
    t.owner = `corp:${corp}`;
    c.trains.push(id);
  }
  if (opts.phase) state.phase = title.phases.findIndex((p) => p.id === opts.phase);
  operatingTurn(state, corp);
  return { title, state, log: [] };
}

const lay = (ctx: Ctx, hex: string, tile: string, rotation: number): void => {
  writableHex(ctx.state, hex).tile = tile;
  writableHex(ctx.state, hex).rotation = rotation;
};

const refusal = (r: unknown): string => ((r as { code?: string; message?: string }).code ? (r as { message: string }).message : 'accepted');

describe('1870 map rules', () => {
  test('off-board values step up at phases 4 and 6 (rules, Game phases: "off-board values change at the beginning of phase 4 and phase 6")', () => {
    const ctx = position('FW', ['J3']);
    const denver = { hex: 'A2', node: 0 };
    const at = (phase: string): number => {
      ctx.state.phase = title.phases.findIndex((p) => p.id === phase);
      return stopRevenue(title, ctx.state, denver);
    };
    expect([at('1'), at('3'), at('4'), at('5'), at('6'), at('8')]).toEqual([30, 30, 40, 40, 50, 50]);
  });

  test('terrain: the first tile on a river or mountain hex pays its cost; yellow only on empty hexes (rules, Difficult terrain)', () => {
    const ctx = position('SLSF', ['E12']);
    const home = checkLay(ctx, 'SLSF', 'E12', '57', 0);
    expect(home).toMatchObject({ upgrade: false, cost: 60 }); // Springfield, MO is a $60 mountain hex
    expect(refusal(checkLay(ctx, 'SLSF', 'E12', '9', 0))).toMatch(/cannot replace/); // a city hex takes city tiles only
  });

  test('two yellow tiles or one upgrade per turn (rules, Lay or upgrade track)', () => {
    const ctx = position('ATSF', ['B9']);
    lay(ctx, 'B9', '57', 1);
    const round = ctx.state.round as Extract<GameState['round'], { kind: 'operating' }>;
    round.turn.tilesLaid.push({ hex: 'A8', upgrade: false });
    expect(refusal(checkLay(ctx, 'ATSF', 'C8', '9', 0))).not.toMatch(/no tile lays left|must be an upgrade/);
    round.turn.tilesLaid = [{ hex: 'A8', upgrade: true }];
    expect(refusal(checkLay(ctx, 'ATSF', 'C8', '9', 0))).toMatch(/no tile lays left/);
  });

  test('#170 only on the P hexes, gray 171K only in Kansas City (rules, Track tiles; 18xx.games labels)', () => {
    const ctx = position('MKT', ['B11'], { phase: '6' });
    lay(ctx, 'B11', '14', 0);
    lay(ctx, 'E12', '14', 0);
    expect(checkLay(ctx, 'MKT', 'B11', '170', 0)).not.toHaveProperty('code');
    expect(refusal(checkLay(ctx, 'MKT', 'B11', '63', 0))).toMatch(/cannot replace/); // P hexes take #170, not #63
    const slsf = position('SLSF', ['E12'], { phase: '6' });
    lay(slsf, 'E12', '14', 0);
    expect(refusal(checkLay(slsf, 'SLSF', 'E12', '170', 0))).toMatch(/cannot replace/);
    expect(checkLay(slsf, 'SLSF', 'E12', '63', 0)).not.toHaveProperty('code');
    lay(ctx, 'B11', '170', 0);
    expect(checkLay(ctx, 'MKT', 'B11', '171K', 0)).not.toHaveProperty('code');
    expect(refusal(checkLay(ctx, 'MKT', 'B11', '172L', 0))).toMatch(/cannot replace/);
  });

  test('no track across the Gulf line east of New Orleans (rules, Gulf hexes; impassable edge 4 of N17)', () => {
    const ctx = position('TP', ['N17']);
    // 57 at rotation 1 reaches edges 1 (W) and 4 (E): edge 4 is impassable.
    expect(refusal(checkLay(ctx, 'TP', 'N17', '57', 1))).toMatch(/may not cross its edge 4/);
    expect(checkLay(ctx, 'TP', 'N17', '57', 0)).not.toHaveProperty('code');
  });

  test('while a player owns the Mississippi River Bridge Company no track crosses the river; river cities keep to one bank (rules, MRBC)', () => {
    const ctx = position('MP', ['C18']);
    ctx.state.companies.MRBC!.owner = 'player:1';
    // St. Louis (C18): only edges 0 and 1 (SW, W) while the bridge company blocks.
    expect(refusal(checkLay(ctx, 'MP', 'C18', '57', 0))).toMatch(/one bank/); // reaches edges 0 and 3
    expect(checkLay(ctx, 'MP', 'C18', '5', 0)).not.toHaveProperty('code'); // reaches edges 0 and 1
    // Once a corporation owns it, the river may be crossed.
    ctx.state.companies.MRBC!.owner = 'corp:MP';
    expect(checkLay(ctx, 'MP', 'C18', '57', 0)).not.toHaveProperty('code');
  });

  test('stations: not in a full city, one per city, reachable only (rules, Place station markers)', () => {
    const ctx = position('MKT', ['B11'], { cash: 500 });
    lay(ctx, 'B11', '57', 1);
    lay(ctx, 'B9', '57', 1);
    // B9 is ATSF's home: its only slot is reserved until ATSF places its station.
    expect(refusal(checkToken(ctx, 'MKT', 'B9', 0))).toMatch(/no free slot/);
    lay(ctx, 'B9', '14', 1);
    expect(checkToken(ctx, 'MKT', 'B9', 0)).toMatchObject({ cost: 40 });
    expect(refusal(checkToken(ctx, 'MKT', 'J3', 0))).toMatch(/not reachable/);
  });

  test('routes: off-boards only at the ends, destination marker doubles the end value, cattle and port bonuses (rules, Running trains; Connection run; SCC; GSC)', () => {
    const ctx = position('MKT', ['B11'], { trains: ['3-0'], phase: '2' });
    lay(ctx, 'B11', '57', 1); // Kansas City, edges 1 (W) and 4 (E): westward to B9 Topeka
    lay(ctx, 'B9', '57', 1);
    lay(ctx, 'B7', '4', 1);
    const used = new Set<string>();
    const r = checkRoute(ctx, 'MKT', { train: '3-0', path: ['B11.0', 'B9.0', 'B7.0'] }, used);
    expect(r).toMatchObject({ revenue: 50 });
    ctx.state.markers.push({ hex: 'B9', kind: 'bonus', corporation: 'MKT', ownerBonus: 10, otherBonus: 0, source: 'SCC' });
    expect(checkRoute(ctx, 'MKT', { train: '3-0', path: ['B11.0', 'B9.0', 'B7.0'] }, new Set())).toMatchObject({ revenue: 60 });
    ctx.state.markers.push({ hex: 'B11', kind: 'doubleAtEnd', corporation: 'MKT', ownerBonus: 0, otherBonus: 0, source: 'destination' });
    // Kansas City at the route's end counts twice; in the middle it would not.
    const doubled = checkRoute(ctx, 'MKT', { train: '3-0', path: ['B11.0', 'B9.0', 'B7.0'] }, new Set());
    expect(doubled).toMatchObject({ revenue: 80, breakdown: [{ stop: 'B11.0', revenue: 40 }, { stop: 'B9.0', revenue: 30 }, { stop: 'B7.0', revenue: 10 }] });
    expect(bestRoutes(title, ctx.state, 'MKT')).toMatchObject({ revenue: 80, proven: true });
  });
});
