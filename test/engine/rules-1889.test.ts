/**
 * The settings 1889 added for data-only authoring, each checked on 1889's data and its recorded games:
 * companies.json playerCounts, tileLay params.tiles with a player-owned lay,
 * rounds.operating.discardOrder, GameSetup.passBlockedCities for the oldest exports, the tiles
 * node trainRevenue (the off-boards' D-train values), tiles.json abilityOnly (the port tile), and the
 * abilities terrainDiscount (Sumitomo), staysOpen and revenue, and purchaseWindow phases (Uno-Takamatsu Ferry).
 */
import * as fs from 'fs';
import {
  bestRoutes, compileTitle, createGame, legalActions, whoActs, type Definition, type GameState,
} from '../../engine';
import {
  type Ctx, checkRoute, checkLay, closeAllCompanies, companyRevenue, purchaseTerms, initialState, corpHolder,
  playerHolder,
} from '../helpers/engine-internals';
import { parseExport, routesAsHexesAlone, type ExportGame } from '../../tools/import/export-format';
import { importSetup, replayExport, titleForExport, type ReplayHooks } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { writableHex } from '../helpers/hex-state';

const def = loadTitleDir(repoPath('definitions', '1889')).definition;
const title = compileTitle(def);
const fixture = (...p: string[]): ExportGame => parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1889', ...p), 'utf8'));

/** The state just before the recorded action `id` of `game` replayed under `d`, and where the replay stopped. */
function before(d: Definition, game: ExportGame, id: number, hooks: ReplayHooks = {}): { state: GameState | null; stoppedAt: number | undefined; error: string | undefined } {
  let state: GameState | null = null;
  const r = replayExport(d, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, {
    ...hooks,
    beforeAction: (s, a) => {
      if (a.id === id) state = s;
    },
  });
  return { state, stoppedAt: r.error?.id, error: r.error?.message };
}

describe('companies.json playerCounts (South Iyo Railway not with two players; Uno-Takamatsu Ferry only with four or more)', () => {
  const closedAt = (n: number): string[] => {
    const state = createGame(title, { players: Array.from({ length: n }, (_, i) => `p${i}`), seed: 1 });
    return Object.values(state.companies).filter((c) => c.closed).map((c) => c.id).sort();
  };
  test('two players: both left out', () => expect(closedAt(2)).toEqual(['SIR', 'UTF']));
  test('three players: the ferry left out', () => expect(closedAt(3)).toEqual(['UTF']));
  test('four players: all seven in play', () => expect(closedAt(4)).toEqual([]));
});

describe('tileLay params.tiles and a player-owned lay in the president\'s turn (Mitsubishi Ferry, 962 log id 39)', () => {
  const game = fixture('962.json');
  test('before the lay, the ferry offers only tile 437 on the coastal towns, and the recorded lay is accepted', () => {
    const { state, stoppedAt } = before(def, game, 40);
    expect(stoppedAt).toBeUndefined();
    const t = titleForExport(def, game);
    const s0 = before(def, game, 39).state!;
    const ferry = legalActions(t, s0, whoActs(t, s0)!.seat)
      .map((l) => l.action as { type: string; entity?: string; hex?: string; tile?: string })
      .filter((a) => a.type === 'lay_tile' && a.entity === 'MF');
    expect(ferry.length).toBeGreaterThan(0);
    expect(new Set(ferry.map((a) => a.tile))).toEqual(new Set(['437']));
    expect(ferry.every((a) => ['B11', 'G10', 'I12', 'J9'].includes(a.hex!))).toBe(true);
    expect(state!.hexes.G10!.tile).toBe('437');
  });
  test('without params.tiles the ferry may lay another town tile too', () => {
    const companies = def.companies.companies!.map((c) =>
      c.id === 'MF' ? { ...c, abilities: c.abilities!.map((a) => ({ ...a, params: { ...(a.params as object), tiles: undefined } })) } : c,
    );
    const d = { ...def, companies: { ...def.companies, companies } } as Definition;
    const t = titleForExport(d, game);
    const s0 = before(d, game, 39).state!;
    const tiles = legalActions(t, s0, whoActs(t, s0)!.seat)
      .map((l) => l.action as { type: string; entity?: string; tile?: string })
      .filter((a) => a.type === 'lay_tile' && a.entity === 'MF')
      .map((a) => a.tile);
    expect(tiles.some((x) => x !== '437')).toBe(true);
  });
});

describe('rounds.operating.discardOrder (314: the first 5-train leaves UR and SR over the limit, log ids 339-340)', () => {
  const game = fixture('314.json');
  const discarder = (order: 'definition' | 'sharePrice'): unknown => {
    const d = { ...def, title: { ...def.title, rounds: { ...def.title.rounds, operating: { ...def.title.rounds.operating, discardOrder: order } } } } as Definition;
    const { state } = before(d, game, 339);
    const t = titleForExport(d, game);
    return whoActs(t, state!)?.entity;
  };
  test('sharePrice: UR, ahead in the market, discards first, as recorded', () => expect(discarder('sharePrice')).toBe('UR'));
  test('definition: SR, earlier in corporations.json, discards first', () => expect(discarder('definition')).toBe('SR'));
});

describe('GameSetup.passBlockedCities: the oldest 18xx.games exports (routes as hexes alone) pass blocked cities (314 log id 367)', () => {
  // 314 (2020-04-28) records IR's 3-train I4-I2-J3-K4 through Marugame (I2), whose two circles hold the SR and AR
  // stations (log ids 43, 337, 363). Common 18xx rules: a train may not run through a city whose every circle
  // holds another company's station. 18xx.games of that day checked only that consecutive hexes face each other.
  const game = fixture('314.json');
  const other = fixture('962.json');
  test('the oldest format is told apart: 314 records routes as hexes alone, 962 as connections', () => {
    expect(routesAsHexesAlone(game)).toBe(true);
    expect(routesAsHexesAlone(other)).toBe(false);
    expect(importSetup(game).passBlockedCities).toBe(true);
    expect(importSetup(other).passBlockedCities).toBeUndefined();
  });
  test('with it, the recorded run through the full city is taken', () => {
    const r = before(def, game, 367);
    expect(r.stoppedAt).toBeUndefined();
    expect(r.state!.hexes.I2!.tokens.map((t) => t.corporation).sort()).toEqual(['AR', 'SR']);
  });
  test('without it, the same run is refused: I2 blocks IR', () => {
    const r = before(def, game, 367, { setup: { ...importSetup(game), passBlockedCities: false } });
    expect(r.stoppedAt).toBe(367);
    expect(r.error).toMatch(/cannot run through I2\.0/);
  });
});

describe('tiles node trainRevenue: the off-boards pay a D train a value of their own (Imabari F1: 30 / 60, D 100)', () => {
  // 18xx.games g_1889 map: F1 "yellow_30|brown_60|diesel_100", J1 and L7 "yellow_20|brown_40|diesel_80"; its
  // RevenueCenter pays the diesel value to a train named D, the phase colour's value to any other train.
  /** Phase D; IR's station on Matsuyama (E2, tile 57 turned to face Imabari), and IR owns `trains`. */
  const position = (t = title, trains: string[] = ['D', '6']): Ctx => {
    const state = initialState(t, { players: ['A', 'B', 'C'], seed: 1 });
    writableHex(state, 'E2').tile = '57';
    writableHex(state, 'E2').rotation = 1;
    writableHex(state, 'E2').tokens.push({ corporation: 'IR', city: 0, slot: 0 });
    state.corporations.IR!.tokens.push({ hex: 'E2', city: 0 });
    for (const type of trains) {
      const train = state.trains.find((x) => x.type === type && x.owner === 'depot')!;
      train.owner = corpHolder('IR');
      state.corporations.IR!.trains.push(train.id);
    }
    state.phase = t.phases.findIndex((p) => p.id === 'D');
    return { title: t, state, log: [] };
  };
  const trainOf = (ctx: Ctx, type: string): string => ctx.state.trains.find((x) => x.type === type && x.owner === corpHolder('IR'))!.id;
  const run = (ctx: Ctx, type: string) => checkRoute(ctx, 'IR', { train: trainOf(ctx, type), path: ['E2.0', 'F1.0'] }, new Set());

  test('a D train is paid 100 at Imabari, a 6-train the brown 60, on the same route', () => {
    const ctx = position();
    expect(run(ctx, 'D')).toMatchObject({ revenue: 120, breakdown: [{ stop: 'E2.0', revenue: 20 }, { stop: 'F1.0', revenue: 100 }] });
    expect(run(ctx, '6')).toMatchObject({ revenue: 80, breakdown: [{ stop: 'E2.0', revenue: 20 }, { stop: 'F1.0', revenue: 60 }] });
  });

  test('the optimiser pays the same: the D train takes the route', () => {
    expect(bestRoutes(title, position(title, ['D']).state, 'IR')).toMatchObject({ revenue: 120, proven: true });
    expect(bestRoutes(title, position(title, ['6']).state, 'IR')).toMatchObject({ revenue: 80, proven: true });
    const both = bestRoutes(title, position().state, 'IR');
    expect(both).toMatchObject({ revenue: 120, proven: true });
    expect(both.routes.map((r) => r.train)).toEqual([trainOf(position(), 'D')]);
  });

  test('without trainRevenue the D train is paid the brown value', () => {
    const hexes = def.map.hexes.map((h) => (h.tile?.nodes?.[0]?.trainRevenue ? { ...h, tile: { ...h.tile, nodes: h.tile.nodes.map(({ trainRevenue: _t, ...n }) => n) } } : h));
    const plain = compileTitle({ ...def, map: { ...def.map, hexes } } as Definition);
    expect(run(position(plain), 'D')).toMatchObject({ revenue: 80 });
    expect(bestRoutes(plain, position(plain, ['D']).state, 'IR')).toMatchObject({ revenue: 80 });
  });
});

/** A 1889 position in `corp`'s operating turn in phase `phase`, with its station on `home` (the hex's printed or given tile). */
function turnOf(t: ReturnType<typeof compileTitle>, corp: string, home: string, phase = '2', players = 4): Ctx {
  const state = initialState(t, { players: Array.from({ length: players }, (_, i) => `p${i}`), seed: 1 });
  writableHex(state, home).tokens.push({ corporation: corp, city: 0, slot: 0 });
  state.corporations[corp]!.tokens.push({ hex: home, city: 0 });
  state.corporations[corp]!.cash = 500;
  state.phase = t.phases.findIndex((p) => p.id === phase);
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: corp, turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } } as GameState['round'];
  return { title: t, state, log: [] };
}
const costOf = (r: unknown): number | string => (r && typeof r === 'object' && 'cost' in r ? (r as { cost: number }).cost : (r as Error).message);
const withMap = (f: (h: Definition['map']['hexes'][number]) => Definition['map']['hexes'][number]): Definition => ({ ...def, map: { ...def.map, hexes: def.map.hexes.map(f) } }) as Definition;

describe('abilities terrainDiscount: Sumitomo Mines Railway spares its corporation the cost of mountain hexes', () => {
  // 18xx.games g_1889 SMR: tile_discount 80 on terrain mountain, owner_type corporation (exact terrain match).
  // IR's station on Matsuyama (E2, tile 57 north-south); E4 below it is a mountain (cost 80). Tile 9 there joins it.
  const lay = (t = title, smrOwner: string | null = corpHolder('IR')): number | string => {
    const ctx = turnOf(t, 'IR', 'E2');
    writableHex(ctx.state, 'E2').tile = '57';
    if (smrOwner) ctx.state.companies.SMR!.owner = smrOwner;
    return costOf(checkLay(ctx, 'IR', 'E4', '9', 0));
  };
  test('owned by the corporation: the mountain costs nothing', () => expect(lay()).toBe(0));
  test('owned by a player, or by nobody: the corporation pays 80', () => {
    expect(lay(title, playerHolder(0))).toBe(80);
    expect(lay(title, null)).toBe(80);
  });
  test('not on a hex of another terrain (a river: H5 and I6 are written as water)', () => {
    expect(lay(compileTitle(withMap((h) => (h.id === 'E4' ? { ...h, terrain: 'water' } : h))))).toBe(80);
  });
});

describe('tiles.json abilityOnly: the port tile 437 is laid only with the Mitsubishi Ferry', () => {
  // 18xx.games tile 437: icon port with blocks_lay, so only the ferry's tile_lay ability places it.
  // TR's station on Kouchi (F9, printed green with track to G10's edge 2); Nangoku G10 is a blank coastal town.
  const lay = (t: ReturnType<typeof compileTitle>): number | string => costOf(checkLay(turnOf(t, 'TR', 'F9'), 'TR', 'G10', '437', 0));
  test("a corporation's own lay of 437 is refused", () => expect(lay(title)).toMatch(/437 is laid only by a company's ability/));
  test('without abilityOnly the same lay is legal', () => {
    const { abilityOnly: _a, ...tiles } = def.tiles as Definition['tiles'] & { abilityOnly?: string[] };
    expect(lay(compileTitle({ ...def, tiles } as Definition))).toBe(0);
  });
});

describe('Uno-Takamatsu Ferry: staysOpen and revenue while a player owns it, sold to corporations in phases 3 and 4 only', () => {
  // 18xx.games g_1889 UTF: close on_phase never (owner_type player); revenue_change 50 on phase 5 (owner_type player).
  const at = (phase: string, utfOwner: string): Ctx => {
    const ctx = turnOf(title, 'IR', 'E2', phase);
    ctx.state.companies.UTF!.owner = utfOwner;
    ctx.state.companies.DR!.owner = playerHolder(1);
    return ctx;
  };
  test('the first 5-train closes the companies, but not the ferry while a player owns it', () => {
    const ctx = at('5', playerHolder(0));
    closeAllCompanies(ctx);
    expect([ctx.state.companies.UTF!.closed, ctx.state.companies.DR!.closed]).toEqual([false, true]);
    const owned = at('5', corpHolder('IR'));
    closeAllCompanies(owned);
    expect(owned.state.companies.UTF!.closed).toBe(true);
  });
  test('its revenue is 30, and 50 from phase 5 with a player', () => {
    expect(companyRevenue(title, at('4', playerHolder(0)).state, 'UTF')).toBe(30);
    expect(companyRevenue(title, at('5', playerHolder(0)).state, 'UTF')).toBe(50);
    expect(companyRevenue(title, at('5', corpHolder('IR')).state, 'UTF')).toBe(30);
  });
  test('a corporation may buy it in phase 3, not in phase 5', () => {
    expect(purchaseTerms(at('3', playerHolder(0)), 'IR', 'UTF')).toEqual({ min: 75, max: 300 });
    expect(purchaseTerms(at('5', playerHolder(0)), 'IR', 'UTF')).toBeNull();
    // Without the window the general terms of phase 3 (companiesBuyable) would still hold in phase 5.
    const companies = def.companies.companies!.map((c) => (c.id === 'UTF' ? { ...c, abilities: c.abilities!.filter((a) => a.kind !== 'purchaseWindow') } : c));
    const open = compileTitle({ ...def, companies: { ...def.companies, companies } } as Definition);
    const ctx = at('5', playerHolder(0));
    expect(purchaseTerms({ ...ctx, title: open }, 'IR', 'UTF')).toEqual({ min: 75, max: 300 });
  });
});
