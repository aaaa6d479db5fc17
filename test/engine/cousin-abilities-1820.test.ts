/**
 * 1820's six cousin abilities a company uses by choice (G7; cousins.json, engine/mechanisms/cousins/cousinAbilities.ts;
 * rules ../shared/rules/1820-rules.txt §14.2-14.5 L1368-1466, cited as L####): Great Western Steamship (a port at
 * both ends), Sassoon (the off-board doubled on a port route), Stephenson & Fox (a free station), Gas Light & Coke
 * (a big city), James Holden (a train bought before running) and Vulcan Foundry (one more city). Each is offered
 * only while the cousin holds shares of the company, within its limit, and the bank pays the cousin its kickback.
 *
 * Positions are built on the 1820 board by hand, in green (ports pay from green):
 * - Hull C17 and Grimsby D18 are ports whose spikes meet C15 and D16; tile 5 on C15 (edges 4, 5) and tile 6 on D16
 *   (edges 2, 4) join C17 - C15 - D16 - D18: ports 30 and 20, cities 20 each.
 * - Bristol K1 is a port whose spike meets K3; tile 5 on K3 (edges 1, 2) joins it to Cardiff J2, an off-board
 *   area worth 30 in green: K1 30 - K3 20 - J2 30.
 * - Tile 57 turned W-E on B6, B8 and B10 joins the Preston port B4 (40) to three cities of 20.
 */
import { apply, bestRoutes, legalActions, type GameState, type RunRoutesAction } from '../../engine';
import {
  type Ctx, checkRoute, checkRun, type RouteInput, routeAbilities, takeStations, payStationOverage, initialState,
  first,
} from '../helpers/engine-internals';
import { allRoutes, bruteForceRun } from '../helpers/route-brute-force';
import { titleOf, titleWithoutCousins } from '../helpers/demo';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1820');
const CORP = 'LSR';
const GREEN = title.phases.findIndex((p) => p.id === 'green');

interface Setup {
  tiles: [hex: string, tile: string, rotation: number][];
  stations: string[];
  trains?: string[];
  /** The cousin in play (owned by seat 0) and how many of LSR's five shares it holds. */
  cousin?: { id: string; shares: number };
}

function position(s: Setup): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = GREEN;
  for (const [hex, tile, rotation] of s.tiles) {
    writableHex(state, hex).tile = tile;
    writableHex(state, hex).rotation = rotation;
  }
  const c = state.corporations[CORP]!;
  for (const hex of s.stations) {
    writableHex(state, hex).tokens.push({ corporation: CORP, city: 0, slot: 0 });
    c.tokens.push({ hex, city: 0 });
  }
  for (const type of s.trains ?? ['2+']) {
    // The unlimited 2+ keeps one in the depot: another is made for a second.
    let t = state.trains.find((x) => x.type === type && x.owner === 'depot');
    if (!t) state.trains.push((t = { id: `${type}-${state.trains.filter((x) => x.type === type).length}`, type, owner: 'depot' }));
    t.owner = `corp:${CORP}`;
    c.trains.push(t.id);
  }
  c.equalShares = 5;
  const cousin = s.cousin?.shares ?? 0;
  c.certs = ['player:0', ...Array.from({ length: 4 }, (_, i) => (i < cousin ? `cousin:${s.cousin!.id}` : 'ipo'))];
  c.president = 0;
  c.floated = true;
  c.par = 50;
  c.market = { row: 0, col: title.market.rows[0]!.findIndex((cell) => cell?.price === 50) };
  if (s.cousin) state.cousins = { [s.cousin.id]: { id: s.cousin.id, owner: 0, cash: 0, status: 'owned' } };
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: CORP, turn: { step: title.rounds.operating.steps.indexOf('runRoutes'), tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const trainsOf = (ctx: Ctx): string[] => ctx.state.corporations[CORP]!.trains;
const route = (ctx: Ctx, path: string[], cousins?: string[], train = trainsOf(ctx)[0]!) => checkRoute(ctx, CORP, { train, path, ...(cousins ? { investors: cousins } : {}) }, new Set());
const runs = (ctx: Ctx) => legalActions(title, ctx.state, 0).filter((l) => l.action.type === 'run_routes').map((l) => l.action as RunRoutesAction);
const claims = (a: RunRoutesAction) => a.routes.map((r) => r.investors ?? []);

/** Runs `routes` through apply; the state after, and the bank's and the cousin's cash moves. */
function run(ctx: Ctx, routes: RunRoutesAction['routes'], cousin: string) {
  const before = { bank: ctx.state.bank, cousin: ctx.state.cousins![cousin]!.cash };
  const r = apply(title, ctx.state, { type: 'run_routes', entityType: 'corporation', entity: CORP, routes }, { seat: 0 });
  if (!r.ok) return { error: r.error };
  return { state: r.state, bank: r.state.bank - before.bank, kickback: r.state.cousins![cousin]!.cash - before.cousin };
}

const HULL_GRIMSBY: Setup['tiles'] = [['C15', '5', 4], ['D16', '6', 2]];
const BRISTOL_CARDIFF: Setup['tiles'] = [['K3', '5', 1]];
const PRESTON_LINE: Setup['tiles'] = [['B6', '57', 1], ['B8', '57', 1], ['B10', '57', 1]];

describe('1820 Great Western Steamship Company: a port at both ends (§14.2.1 L1370-1378)', () => {
  test('a route between two ports, each next to a station, is refused without the ability and paid with it', () => {
    const path = ['C17.0', 'C15.0', 'D16.0', 'D18.0'];
    const none = position({ tiles: HULL_GRIMSBY, stations: ['C15', 'D16'] });
    expect(route(none, path)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    // A cousin that holds no share of LSR gives it nothing (§14.1 L1361).
    const outside = position({ tiles: HULL_GRIMSBY, stations: ['C15', 'D16'], cousin: { id: 'GWSC', shares: 0 } });
    expect(route(outside, path, ['GWSC'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('does not have') });
    expect(runs(outside).map(claims)).toEqual([[[]]]);
    const ctx = position({ tiles: HULL_GRIMSBY, stations: ['C15', 'D16'], cousin: { id: 'GWSC', shares: 1 } });
    expect(route(ctx, path)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(route(ctx, path, ['GWSC'])).toMatchObject({ revenue: 90, grants: [{ grantor: 'GWSC', kickback: 10 }] });
    // A route that does not end at two ports does not use it.
    expect(route(ctx, ['C17.0', 'C15.0', 'D16.0'], ['GWSC'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('does not begin and end at a port') });
  });

  test('the optimiser offers the plain best run and the run with the ability; the bank pays half the smaller port', () => {
    const ctx = position({ tiles: HULL_GRIMSBY, stations: ['C15', 'D16'], cousin: { id: 'GWSC', shares: 1 } });
    expect(bestRoutes(title, ctx.state, CORP)).toMatchObject({ revenue: 70, proven: true });
    expect(bestRoutes(title, ctx.state, CORP, { abilities: true })).toMatchObject({ revenue: 90, proven: true });
    const offered = runs(ctx);
    expect(offered.map(claims)).toEqual([[[]], [['GWSC']]]);
    const r = run(ctx, offered[1]!.routes, 'GWSC');
    expect(r).toMatchObject({ kickback: 10, bank: -10 });
    expect(r.state!.round.kind === 'operating' && r.state!.round.turn).toMatchObject({ revenue: 90, routes: [{ revenue: 90, investors: ['GWSC'] }] });
  });

  test('one route per share the cousin holds (L1372); the ability goes when the cousin sells its last share (L1361)', () => {
    const limit = (shares: number) => routeAbilities(position({ tiles: [], stations: [], cousin: { id: 'GWSC', shares } }), CORP);
    expect(limit(0)).toEqual([]);
    expect(limit(1)).toMatchObject([{ grantor: 'GWSC', kind: 'portBothEnds', routes: 1 }]);
    expect(limit(4)).toMatchObject([{ grantor: 'GWSC', routes: 4 }]);
  });
});

describe('1820 Sassoon David Sassoon: the off-board doubled on a port route (§14.2.2 L1380-1388)', () => {
  test('a route with a port and an off-board pays the off-board twice; half the port to the cousin', () => {
    const path = ['K1.0', 'K3.0', 'J2.0'];
    const ctx = position({ tiles: BRISTOL_CARDIFF, stations: ['K3'], cousin: { id: 'SASSOON', shares: 1 } });
    expect(route(ctx, path)).toMatchObject({ revenue: 80 });
    expect(route(ctx, path, ['SASSOON'])).toMatchObject({ revenue: 110, breakdown: [{ revenue: 30 }, { revenue: 20 }, { revenue: 60 }], grants: [{ grantor: 'SASSOON', kickback: 15 }] });
    expect(route(ctx, ['K3.0', 'J2.0'], ['SASSOON'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('no port and off-board') });
    expect(bestRoutes(title, ctx.state, CORP, { abilities: true })).toMatchObject({ revenue: 110, proven: true });
    const offered = runs(ctx);
    expect(offered.map(claims)).toEqual([[[]], [['SASSOON']]]);
    expect(run(ctx, offered[1]!.routes, 'SASSOON')).toMatchObject({ kickback: 15, bank: -15 });
  });

  test('London is not an off-board area for it (§15.2 L1532 sets London apart from the off-boards)', () => {
    // Brighton Pier P12 (30) meets O13; tile 6 on O13 and N12 runs on to London's south-west circle (60).
    const ctx = position({ tiles: [['O13', '6', 0], ['N12', '6', 3]], stations: ['O13', 'M13'], trains: ['3+'], cousin: { id: 'SASSOON', shares: 1 } });
    const path = ['P12.0', 'O13.0', 'N12.0', 'M13.0'];
    expect(route(ctx, path)).toMatchObject({ revenue: 130 });
    expect(route(ctx, path, ['SASSOON'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('no port and off-board') });
    expect(bestRoutes(title, ctx.state, CORP, { abilities: true })).toMatchObject({ revenue: 130, proven: true });
  });

  test('one route per share held, at most three (L1382)', () => {
    const limit = (shares: number) => routeAbilities(position({ tiles: [], stations: [], cousin: { id: 'SASSOON', shares } }), CORP)[0]?.routes;
    expect([0, 1, 2, 3, 4].map(limit)).toEqual([undefined, 1, 2, 3, 3]);
  });
});

describe('1820 Vulcan Foundry: one more city (§14.5.2 L1460-1466)', () => {
  test('a 2+ counts three cities with it; the cousin receives half the additional city', () => {
    const path = ['B6.0', 'B8.0', 'B10.0'];
    const ctx = position({ tiles: PRESTON_LINE, stations: ['B6'], cousin: { id: 'VULCAN', shares: 1 } });
    expect(route(ctx, path)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(route(ctx, path, ['VULCAN'])).toMatchObject({ revenue: 60, grants: [{ grantor: 'VULCAN', kickback: 10 }] });
    // A route within the train's own count does not use it.
    expect(route(ctx, ['B6.0', 'B8.0'], ['VULCAN'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('no more cities') });
    expect(bestRoutes(title, ctx.state, CORP)).toMatchObject({ revenue: 80, proven: true });
    expect(bestRoutes(title, ctx.state, CORP, { abilities: true })).toMatchObject({ revenue: 100, proven: true });
    const offered = runs(ctx);
    expect(offered.map(claims)).toEqual([[[]], [['VULCAN']]]);
    expect(run(ctx, offered[1]!.routes, 'VULCAN')).toMatchObject({ kickback: 10, bank: -10 });
  });

  test('one train per share held (L1462): with one share a second claim is refused, with two both trains use it', () => {
    // Six cities of 20 in a row, B6 to B16, stations at both ends, two 2+ trains.
    const row: Setup['tiles'] = ['B6', 'B8', 'B10', 'B12', 'B14', 'B16'].map((hex) => [hex, '57', 1]);
    const setup = (shares: number): Ctx => position({ tiles: row, stations: ['B6', 'B16'], trains: ['2+', '2+'], cousin: { id: 'VULCAN', shares } });
    const both = (ctx: Ctx) => [
      { train: trainsOf(ctx)[0]!, path: ['B6.0', 'B8.0', 'B10.0'], investors: ['VULCAN'] },
      { train: trainsOf(ctx)[1]!, path: ['B12.0', 'B14.0', 'B16.0'], investors: ['VULCAN'] },
    ];
    const one = setup(1);
    expect(() => checkRun(one, CORP, both(one))).toThrow(/2 routes claim Vulcan Foundry's ability; it allows 1/);
    // The Preston port B4 (40) joins B6: one claim gives B4-B6-B8-B10 (100) and B14-B16 (40); two add B12 (20).
    expect(bestRoutes(title, one.state, CORP)).toMatchObject({ revenue: 120, proven: true });
    expect(bestRoutes(title, one.state, CORP, { abilities: true })).toMatchObject({ revenue: 140, proven: true });
    const two = setup(2);
    expect(checkRun(two, CORP, both(two)).revenue).toBe(120);
    expect(bestRoutes(title, two.state, CORP, { abilities: true })).toMatchObject({ revenue: 160, proven: true });
    expect(run(two, both(two), 'VULCAN')).toMatchObject({ kickback: 20, bank: -20 });
  });

  test('an N+D train pays its best N + 1: a 5D+ over six cities pays all six, doubled', () => {
    const row: Setup['tiles'] = ['B6', 'B8', 'B10', 'B12', 'B14', 'B16'].map((hex) => [hex, '57', 1]);
    const ctx = position({ tiles: row, stations: ['B6'], trains: ['5D+'], cousin: { id: 'VULCAN', shares: 1 } });
    const path = ['B6.0', 'B8.0', 'B10.0', 'B12.0', 'B14.0', 'B16.0'];
    expect(route(ctx, path)).toMatchObject({ revenue: 200 });
    expect(route(ctx, path, ['VULCAN'])).toMatchObject({ revenue: 240, grants: [{ grantor: 'VULCAN', kickback: 10 }] });
    // With the Preston port B4 (40): (40 + the best five cities) x 2, and with the claim all six.
    expect(bestRoutes(title, ctx.state, CORP)).toMatchObject({ revenue: 280, proven: true });
    expect(bestRoutes(title, ctx.state, CORP, { abilities: true })).toMatchObject({ revenue: 320, proven: true });
  });
});

/** The position at the start of `step` of LSR's turn. */
function atStep(ctx: Ctx, step: string): Ctx {
  const round = ctx.state.round;
  if (round.kind === 'operating') round.turn.step = title.rounds.operating.steps.indexOf(step as never);
  return ctx;
}
const legal = (ctx: Ctx, type: string) => legalActions(title, ctx.state, 0).filter((l) => l.action.type === type);
function act(ctx: Ctx, action: Record<string, unknown>): GameState {
  const r = apply(title, ctx.state, { entityType: 'corporation', entity: CORP, ...action }, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
}

describe('1820 Robert Stephenson & Charles Fox: a free station (§14.3.2 L1404-1412)', () => {
  const setup = (shares: number, cash = 500): Ctx => {
    const ctx = atStep(position({ tiles: PRESTON_LINE, stations: ['B6'], cousin: { id: 'STEPHENSON_FOX', shares } }), 'placeToken');
    ctx.state.corporations[CORP]!.cash = cash;
    return ctx;
  };
  const free = (ctx: Ctx) => legal(ctx, 'place_token').filter((l) => (l.action as { investor?: string }).investor === 'STEPHENSON_FOX');

  test('offered only while the cousin holds a share; the station costs nothing and the bank pays the cousin £50', () => {
    expect(free(setup(0))).toEqual([]);
    const ctx = setup(1, 0);
    // With no money only the free stations are offered, at cost 0.
    expect(legal(ctx, 'place_token').map((l) => [(l.action as { hex: string }).hex, l.cost])).toEqual([['B8', 0], ['B10', 0]]);
    const bank = ctx.state.bank;
    const next = act(ctx, { type: 'place_token', hex: 'B8', city: 0, investor: 'STEPHENSON_FOX' });
    expect(next.corporations[CORP]).toMatchObject({ cash: 0, cousinUses: { STEPHENSON_FOX: 1 }, tokens: [{ hex: 'B6' }, { hex: 'B8' }] });
    expect(next.cousins!.STEPHENSON_FOX!.cash).toBe(50);
    expect(next.bank).toBe(bank - 50);
  });

  test('the n-th use needs n shares, three at most (L1406): one share gives one free station a game', () => {
    const once = setup(1);
    once.state.corporations[CORP]!.cousinUses = { STEPHENSON_FOX: 1 };
    expect(free(once)).toEqual([]);
    expect(() => act(once, { type: 'place_token', hex: 'B8', city: 0, investor: 'STEPHENSON_FOX' })).toThrow(/no use of .* left/);
    const twice = setup(2);
    twice.state.corporations[CORP]!.cousinUses = { STEPHENSON_FOX: 1 };
    expect(free(twice).length).toBeGreaterThan(0);
    const thrice = setup(4);
    thrice.state.corporations[CORP]!.cousinUses = { STEPHENSON_FOX: 3 };
    expect(free(thrice)).toEqual([]);
  });

  test('a takeover that brings the acquirer above its station limit acquires markers free of the £100 overage, one per use', () => {
    const ctx = position({ tiles: [], stations: [], cousin: { id: 'STEPHENSON_FOX', shares: 1 } });
    const acquirer = ctx.state.corporations[CORP]!;
    // A 5-share company: 6 markers free of charge, 9 at most (Table 13.1). It has 5 (2 on its charter, 3 gained).
    acquirer.extraTokens = [0, 0, 0];
    acquirer.cash = 1000;
    const sold = ctx.state.corporations.GWR ?? Object.values(ctx.state.corporations).find((c) => c.id !== CORP)!;
    for (const hex of ['B6', 'B8', 'B10']) {
      writableHex(ctx.state, hex).tile = '57';
      writableHex(ctx.state, hex).tokens.push({ corporation: sold.id, city: 0, slot: 0 });
      sold.tokens.push({ hex, city: 0 });
    }
    const bank = ctx.state.bank;
    takeStations(ctx, acquirer, sold, false);
    // The director may discard down to the limit (takeoverStations.ts); keeping all 8, the fee is paid as they pass.
    expect(ctx.state.stationHandover).toEqual({ corporation: CORP, before: 5 });
    payStationOverage(ctx, acquirer, ctx.state.stationHandover!.before);
    // 8 markers, 2 above the limit: one free (the cousin's one share), one for £100; the cousin receives £50.
    expect(acquirer.cash).toBe(900);
    expect(ctx.state.cousins!.STEPHENSON_FOX!.cash).toBe(50);
    expect(ctx.state.bank).toBe(bank + 100 - 50);
    expect(acquirer.cousinUses).toEqual({ STEPHENSON_FOX: 1 });
  });
});

describe('1820 Gas Light & Coke Company: a big city (§14.4.2 L1426-1434)', () => {
  const big = (ctx: Ctx) => legal(ctx, 'lay_tile').filter((l) => (l.action as { investor?: string }).investor === 'GASLIGHT').map((l) => l.action as unknown as { hex: string; tile: string; rotation: number });

  test('upgrades a yellow small city to a green big city, once per company per game; the cousin receives the tile\'s value', () => {
    // B6 and B8 carry yellow small cities (tile 57); LSR's station is on B6.
    const setup = (shares: number) => atStep(position({ tiles: [['B6', '57', 1], ['B8', '57', 1]], stations: ['B6'], cousin: { id: 'GASLIGHT', shares } }), 'layTrack');
    expect(big(setup(0))).toEqual([]);
    const ctx = setup(1);
    const offered = big(ctx);
    expect(new Set(offered.map((l) => l.hex))).toEqual(new Set(['B6', 'B8']));
    expect(offered.every((l) => title.tiles.get(l.tile)!.color === 'green' && title.tiles.get(l.tile)!.label === 'B')).toBe(true);
    const { hex, tile, rotation } = offered.find((l) => l.hex === 'B8' && l.tile === '180')!;
    const lay = { hex, tile, rotation };
    // Without the claim the type lock refuses it (§12.3.5 L1188-1190).
    expect(() => act(ctx, { type: 'lay_tile', ...lay })).toThrow(/small city hex/);
    const bank = ctx.state.bank;
    const next = act(ctx, { type: 'lay_tile', ...lay, investor: 'GASLIGHT' });
    expect(next.hexes.B8!.tile).toBe('180');
    expect(next.cousins!.GASLIGHT!.cash).toBe(40);
    expect(next.bank).toBe(bank - 40);
    expect(next.corporations[CORP]!.cousinUses).toEqual({ GASLIGHT: 1 });
    // The second lay of the turn: no claim is offered any more, nor accepted.
    const after = { title, state: next, log: [] };
    expect(big(after)).toEqual([]);
    expect(() => act(after, { type: 'lay_tile', hex: 'B6', tile: '180', rotation: 1, investor: 'GASLIGHT' })).toThrow(/no use of .* left/);
  });

  test('places a yellow big city spaced as a small city (two hexes from any city, not three)', () => {
    // LSR's station on E9 (tile 57), plain track on E11: E13 is two hexes from E9.
    const ctx = atStep(position({ tiles: [['E9', '57', 1], ['E11', '9', 1]], stations: ['E9'], cousin: { id: 'GASLIGHT', shares: 1 } }), 'layTrack');
    expect(() => act(ctx, { type: 'lay_tile', hex: 'E13', tile: '150', rotation: 1 })).toThrow(/3 or more hexes/);
    expect(big(ctx)).toContainEqual({ type: 'lay_tile', entityType: 'corporation', entity: CORP, hex: 'E13', tile: '150', rotation: 1, investor: 'GASLIGHT' });
    const next = act(ctx, { type: 'lay_tile', hex: 'E13', tile: '150', rotation: 1, investor: 'GASLIGHT' });
    expect(next.hexes.E13!.tile).toBe('150');
    expect(next.cousins!.GASLIGHT!.cash).toBe(30);
  });
});

describe('1820 James Holden: a train bought just before running (§14.5.1 L1450-1458)', () => {
  const setup = (shares: number) => {
    const ctx = atStep(position({ tiles: PRESTON_LINE, stations: ['B6'], cousin: { id: 'HOLDEN', shares } }), 'privateBuyTrain');
    ctx.state.corporations[CORP]!.cash = 500;
    return ctx;
  };

  test('a public company buys one train from the supply before running, once per company per game; no kickback', () => {
    expect(legal(setup(0), 'buy_train')).toEqual([]);
    const ctx = setup(1);
    const buys = legal(ctx, 'buy_train');
    expect(buys.length).toBeGreaterThan(0);
    expect(buys.every((l) => ['depot', 'pool'].includes((l.action as { from: string }).from))).toBe(true);
    const bank = ctx.state.bank;
    const next = act(ctx, { ...(buys[0]!.action as object) });
    expect(next.corporations[CORP]!.trains).toHaveLength(2);
    expect(next.corporations[CORP]!.cousinUses).toEqual({ HOLDEN: 1 });
    expect(next.cousins!.HOLDEN!.cash).toBe(0);
    // The step is over: the company runs both trains next.
    expect(next.round.kind === 'operating' && title.rounds.operating.steps[next.round.turn.step]).toBe('runRoutes');
    expect(next.bank).toBe(bank + (buys[0]!.action as { price: number }).price);
    // Once per game: in a later turn nothing is offered.
    const later = atStep({ title, state: next, log: [] }, 'privateBuyTrain');
    expect(legal(later, 'buy_train')).toEqual([]);
    expect(() => act(later, { ...(buys[0]!.action as object) })).toThrow(/not a private company/);
  });

  // The designer's revision (title.json variant revised_holden; clearclaw/18xx_1820 1820-Rules.lyx at 387f455,
  // "Toned back Holden"): "This can be done no more than thrice per game, and once per company per game."
  test('the revised Holden: at most three uses in the game by all investments together', () => {
    const revised = titleOf('1820', 'revised_holden');
    const buysIn = (t: typeof title, state: GameState) => legalActions(t, state, 0).filter((l) => l.action.type === 'buy_train');
    const ctx = setup(1);
    ctx.state.cousins!.HOLDEN!.uses = 2;
    // The base rules count no game total: two earlier uses by other companies change nothing.
    expect(buysIn(title, ctx.state).length).toBeGreaterThan(0);
    const buys = buysIn(revised, ctx.state);
    expect(buys.length).toBeGreaterThan(0);
    const r = apply(revised, ctx.state, buys[0]!.action, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.cousins!.HOLDEN!.uses).toBe(3);
    // A third use already made elsewhere: this company, which has not used it, is offered nothing.
    const third = setup(1);
    third.state.cousins!.HOLDEN!.uses = 3;
    expect(buysIn(revised, third.state)).toEqual([]);
    expect(buysIn(title, third.state).length).toBeGreaterThan(0);
    // The variant changes nothing else in cousins.json.
    const strip = (t: typeof title) => t.definition.cousins!.cousins.map((c) => ({ ...c, ability: { ...c.ability, params: { ...c.ability.params, usesPerGame: undefined } } }));
    expect(strip(revised)).toEqual(strip(title));
  });
});

describe('1820 the optimiser with route abilities against a brute force', () => {
  // Every route of every train, with every set of claims, by plain walks judged by validation; every
  // combination of one route or none per train within the claims' limits (test/helpers/route-brute-force.ts).
  const ROW: Setup['tiles'] = ['B6', 'B8', 'B10', 'B12', 'B14', 'B16'].map((hex) => [hex, '57', 1]);
  const cases: { name: string; setup: Setup; cousins: [string, number][] }[] = [
    { name: 'the Preston row, two 2+, Vulcan with one share', setup: { tiles: ROW, stations: ['B6', 'B16'], trains: ['2+', '2+'] }, cousins: [['VULCAN', 1]] },
    { name: 'the Preston row, a 3+ and a 5D+, Vulcan with two shares', setup: { tiles: ROW, stations: ['B10'], trains: ['3+', '5D+'] }, cousins: [['VULCAN', 2]] },
    { name: 'Hull and Grimsby, two 2+, GWSC and Vulcan', setup: { tiles: HULL_GRIMSBY, stations: ['C15', 'D16'], trains: ['2+', '2+'] }, cousins: [['GWSC', 1], ['VULCAN', 1]] },
    { name: 'Hull and Grimsby with the row, a 3+, GWSC and Vulcan', setup: { tiles: [...HULL_GRIMSBY, ...ROW], stations: ['C15', 'D16', 'B16'], trains: ['3+', '2+'] }, cousins: [['GWSC', 2], ['VULCAN', 1]] },
    { name: 'Bristol and Cardiff, a 2+ and a 3+, Sassoon and Vulcan', setup: { tiles: [...BRISTOL_CARDIFF, ['K5', '57', 2], ['J4', '57', 0]], stations: ['K3'], trains: ['2+', '3+'] }, cousins: [['SASSOON', 1], ['VULCAN', 1]] },
  ];
  test.each(cases)('$name', ({ setup, cousins }) => {
    const ctx = position(setup);
    ctx.state.cousins = Object.fromEntries(cousins.map(([id]) => [id, { id, owner: 0, cash: 0, status: 'owned' as const }]));
    let k = 1;
    const certs = ctx.state.corporations[CORP]!.certs;
    for (const [id, shares] of cousins) for (let n = 0; n < shares; n++) certs[k++] = `cousin:${id}`;
    const ids = cousins.map(([id]) => id);
    const subsets = ids.reduce<string[][]>((acc, id) => [...acc, ...acc.map((x) => [...x, id])], [[]]);
    const perTrain = trainsOf(ctx).map((t) => subsets.flatMap((claims) => allRoutes(title, ctx.state, CORP, t, Infinity, claims.length ? claims : undefined)));
    const brute = bruteForceRun(title, ctx.state, CORP, perTrain);
    const plain = bruteForceRun(title, ctx.state, CORP, trainsOf(ctx).map((t) => allRoutes(title, ctx.state, CORP, t)));
    const best = bestRoutes(title, ctx.state, CORP, { abilities: true });
    expect(best).toMatchObject({ revenue: brute.revenue, proven: true });
    expect(bestRoutes(title, ctx.state, CORP)).toMatchObject({ revenue: plain.revenue, proven: true });
    // The optimiser's routes pass validation for the same total.
    expect(checkRun(ctx, CORP, best.routes.map((r) => ({ train: r.train, path: r.path, ...(r.grants ? { investors: r.grants.map((g) => g.grantor) } : {}) }))).revenue).toBe(best.revenue);
    // Each position is one where the abilities earn more.
    expect(brute.revenue).toBeGreaterThan(plain.revenue);
  });
});

describe('claims naming a cousin where there are none', () => {
  // The claim fields are in every title's actions (schemas/actions.schema.json lay_tile and place_token
  // `investor`, run_routes routes[].investors); a title without cousins refuses a claim rather than ignore it.
  const without = titleWithoutCousins('1820');
  const at = (step: string): Ctx => ({ ...atStep(position({ tiles: PRESTON_LINE, stations: ['B6'] }), step), title: without });
  const refusal = (ctx: Ctx, action: Record<string, unknown>): string => {
    const r = apply(without, ctx.state, { entityType: 'corporation', entity: CORP, ...action }, { seat: 0 });
    return r.ok ? 'accepted' : `${r.error.code} ${r.error.message}`;
  };

  test('a station or a lay claiming one is refused; the same station without the claim is not', () => {
    const ctx = at('placeToken');
    ctx.state.corporations[CORP]!.cash = 500;
    expect(refusal(ctx, { type: 'place_token', hex: 'B8', city: 0, investor: 'STEPHENSON_FOX' })).toMatch(/^INVALID.*no ability may be claimed.*STEPHENSON_FOX/);
    expect(refusal(ctx, { type: 'place_token', hex: 'B8', city: 0 })).toBe('accepted');
    expect(refusal(at('layTrack'), { type: 'lay_tile', hex: 'B12', tile: '7', rotation: 0, investor: 'GASLIGHT' })).toMatch(/^INVALID.*no ability may be claimed.*GASLIGHT/);
  });

  test('a route claiming one is refused', () => {
    const ctx = { ...position({ tiles: PRESTON_LINE, stations: ['B6'] }), title: without };
    const r = checkRoute(ctx, CORP, { train: trainsOf(ctx)[0]!, path: ['B6.0', 'B8.0', 'B10.0'], investors: ['VULCAN'] } as RouteInput, new Set());
    expect('code' in r && r.message).toMatch(/no grantor VULCAN/);
  });
});

describe('the claim fields on the wire', () => {
  // The core reads and writes a claim only through the claimedGrantor / grantorClaim and routeGrantors /
  // routeGrantorsClaim hooks: the fields they name must be the actions' own (schemas/actions.schema.json).
  const schema = JSON.parse(readFileSync(join(__dirname, '..', '..', 'schemas', 'actions.schema.json'), 'utf8')) as { $defs: Record<string, { properties: Record<string, unknown> }> };
  const propertiesOf = (def: string): string[] => Object.keys(schema.$defs[def]!.properties);

  test('a lay or a station names its grantor in a field of lay_tile and place_token, read back as written', () => {
    const claim = first(title, 'grantorClaim', 'GASLIGHT')!;
    for (const def of ['LayTileAction', 'PlaceTokenAction']) expect(propertiesOf(def)).toEqual(expect.arrayContaining(Object.keys(claim)));
    expect(first(title, 'claimedGrantor', { type: 'lay_tile', hex: 'B8', tile: '57', rotation: 0, ...claim })).toBe('GASLIGHT');
    expect(first(title, 'claimedGrantor', { type: 'lay_tile', hex: 'B8', tile: '57', rotation: 0 })).toBeNull();
  });

  test('a route names its grantors in a field of run_routes routes[], read back as written', () => {
    const claim = first(title, 'routeGrantorsClaim', ['GWSC', 'VULCAN'])!;
    expect(propertiesOf('Route')).toEqual(expect.arrayContaining(Object.keys(claim)));
    expect(first(title, 'routeGrantors', { train: '2+-0', path: [], ...claim })).toEqual(['GWSC', 'VULCAN']);
    expect(first(title, 'routeGrantors', { train: '2+-0', path: [] })).toBeNull();
  });
});
