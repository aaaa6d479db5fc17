/**
 * abilities terrainDiscount, one kind for every holder of abilities (engine/mechanisms/terrainDiscount/index.ts,
 * read through engine/definition/abilities.ts):
 * - 1820 §14.4.3 L1436-1444 (../shared/rules/1820-rules.txt), Joseph Locke, a cousin: "Investments have a 50%
 *   discount on terrain & barrier costs. The discount claimed by the company is paid by the bank to this
 *   treasury"; cousins.json params {percentOff: 50, barriers: true}, kickback "discount".
 * - 1889's Sumitomo Mines Railway, a private company (companies.json description, the card's text): "The owning
 *   corporation does not pay the building cost of mountain hexes that do not also hold a river"; params
 *   {terrain: "mountain"}, paid to nobody.
 */
import { compileTitle, type Definition, type GameState, type Title } from '../../engine';
import { type Ctx, checkLay, layTile, type LayCheck, initialState, corpHolder } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const CORP = 'LSR';

/** 1820 in green: LSR's station on Hull (C15, river, £40; its edge 5 a blue barrier of £80), `locke` shares of LSR held by Joseph Locke. */
function hull(title: Title, locke: number): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = title.phases.findIndex((p) => p.id === 'green');
  const c = state.corporations[CORP]!;
  writableHex(state, 'C15').tokens.push({ corporation: CORP, city: 0, slot: 0 });
  c.tokens.push({ hex: 'C15', city: 0 });
  c.equalShares = 5;
  c.certs = ['player:0', ...Array.from({ length: 4 }, (_, i) => (i < locke ? 'cousin:LOCKE' : 'ipo'))];
  c.president = 0;
  c.floated = true;
  c.cash = 500;
  state.cousins = { LOCKE: { id: 'LOCKE', owner: 0, cash: 0, status: 'owned' } };
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: CORP, turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

/** 1820 with Locke's params replaced. */
function with1820Locke(params: Record<string, unknown>): Title {
  const def = structuredClone(definitionOf('1820')) as Definition;
  const locke = def.cousins!.cousins.find((c) => c.id === 'LOCKE')!;
  locke.ability = { ...locke.ability, params } as typeof locke.ability;
  return compileTitle(def);
}

const check = (ctx: Ctx): LayCheck => {
  // Tile 5 turned to edges 4 and 5 crosses Hull's barrier: £40 of river and £80 of barrier.
  const r = checkLay(ctx, CORP, 'C15', '5', 4);
  if ('code' in r) throw new Error(r.message);
  return r;
};

describe('1820 Joseph Locke: half the terrain and barrier costs, paid to the cousin (§14.4.3 L1436-1444)', () => {
  const title = compileTitle(definitionOf('1820'));
  test('without Locke among its shareholders LSR pays £120', () => expect(check(hull(title, 0)).cost).toBe(120));
  test('with one share held by Locke LSR pays £60, the discount granted by the cousin', () => {
    const r = check(hull(title, 1));
    expect(r.cost).toBe(60);
    expect(r.discounts).toEqual([{ grantor: 'LOCKE', by: 'cousin', amount: 60 }]);
  });
  test('the bank pays Locke the discount when the tile is laid (L1438)', () => {
    const ctx = hull(title, 1);
    const r = check(ctx);
    const bank = ctx.state.bank;
    layTile(ctx, CORP, 'C15', '5', 4, r);
    expect(ctx.state.cousins!.LOCKE!.cash).toBe(60);
    expect(ctx.state.corporations[CORP]!.cash).toBe(500 - 60);
    // The bank takes the £60 LSR pays and pays Locke £60.
    expect(ctx.state.bank).toBe(bank);
    expect(ctx.log).toContain('Joseph Locke takes off 60 of the terrain and barrier costs and receives it from the bank');
  });
  test('params.barriers decides whether the barrier counts: without it only the river is halved', () => {
    expect(check(hull(with1820Locke({ percentOff: 50 }), 1)).cost).toBe(100);
  });
  test('params.discount takes a sum off instead of a percentage, within the cost', () => {
    expect(check(hull(with1820Locke({ discount: 30, barriers: true }), 1)).cost).toBe(90);
    expect(check(hull(with1820Locke({ discount: 500, barriers: true }), 1)).cost).toBe(0);
  });
});

describe("1889 Sumitomo Mines Railway: its corporation's lays on mountains pay no terrain, paid to nobody", () => {
  const def1889 = definitionOf('1889') as Definition;
  /** IR's station on Matsuyama (E2, tile 57 north-south); E4 below it is a mountain (£80). */
  const mountain = (title: Title): LayCheck | string => {
    const state = initialState(title, { players: ['A', 'B', 'C'], seed: 1 });
    writableHex(state, 'E2').tile = '57';
    writableHex(state, 'E2').tokens.push({ corporation: 'IR', city: 0, slot: 0 });
    state.corporations.IR!.tokens.push({ hex: 'E2', city: 0 });
    state.corporations.IR!.cash = 500;
    state.companies.SMR!.owner = corpHolder('IR');
    state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: 'IR', turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } } as GameState['round'];
    const r = checkLay({ title, state, log: [] }, 'IR', 'E4', '9', 0);
    return 'code' in r ? r.message : r;
  };
  test('the whole £80, granted by the company', () => {
    expect(mountain(compileTitle(def1889))).toMatchObject({ cost: 0, discounts: [{ grantor: 'SMR', by: 'company', amount: 80 }] });
  });
  test('the same kind with params.percentOff takes a percentage for a company too', () => {
    const def = structuredClone(def1889);
    const smr = def.companies.companies!.find((c) => c.id === 'SMR')!;
    smr.abilities = smr.abilities!.map((a) => (a.kind === 'terrainDiscount' ? { ...a, params: { terrain: 'mountain', percentOff: 25 } } : a));
    expect(mountain(compileTitle(def))).toMatchObject({ cost: 60, discounts: [{ grantor: 'SMR', by: 'company', amount: 20 }] });
  });
});
