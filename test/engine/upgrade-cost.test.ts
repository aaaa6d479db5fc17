/**
 * map.json `upgradeCost` (1820 G19: "There is a terrain cost of £40 for upgrading Manchester (D6)
 * from yellow to green", §12.3.1 L1118 and §12.3.5 L1199), through checkLay on the hand-made
 * map of test/engine/tile-upgrades.test.ts: the demo title on a blank 5 × 9 grid, C5 a
 * Manchester-like hex with a £40 terrain cost and the catalogue's M01-M03.
 */
import { compileTitle, type GameState, type Definition, type HexDefinition } from '../../engine';
import { type Ctx, checkLay, initialState } from '../helpers/engine-internals';
import { buildCatalogue } from '../../tools/definitions-fs';
import { CATALOGUE, blankGrid, everywhere, operatingTurn, put } from '../helpers/grid';
import { definitionOf } from '../helpers/demo';

function build(hex: Partial<HexDefinition>): Ctx {
  const def = structuredClone(definitionOf('demo')) as Definition;
  const list = blankGrid(4, 8, { C5: hex });
  def.map = { ...def.map, layout: 'flat', hexes: list };
  const [nr, cr] = def.corporations.corporations;
  def.corporations = { ...def.corporations, corporations: [{ ...nr!, home: { hex: 'A1' } }, { ...cr!, home: { hex: 'E9' } }] };
  const home = { color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [] } as unknown as HexDefinition['tile'];
  for (const h of list) if ((h.id === 'A1' || h.id === 'E9') && !h.tile) h.tile = home;
  def.tiles = { ...def.tiles, manifest: { M01: 1, M02: 1, M03: 1 } };
  def.catalogue = buildCatalogue(def.tiles, CATALOGUE);
  const title = compileTitle(def);
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.corporations.NR!.cash = 1000;
  operatingTurn(state, 'NR');
  return { title, state, log: [] };
}

const phase = (ctx: Ctx, id: string): void => {
  ctx.state.phase = ctx.title.phases.findIndex((p) => p.id === id);
};
const lay = (ctx: Ctx, tile: string, rotation = 0) => checkLay(ctx, 'NR', 'C5', tile, rotation, everywhere(ctx));

describe('map.json upgradeCost (1820 §12.3.5 L1199, Manchester)', () => {
  const manchester = { label: 'M', cost: 40, upgradeCost: { green: 40 } } as Partial<HexDefinition>;

  test('the green upgrade pays the upgrade cost, the brown one nothing', () => {
    const ctx = build(manchester);
    put(ctx, 'C5', 'M01');
    phase(ctx, '3');
    expect(lay(ctx, 'M02')).toMatchObject({ upgrade: true, cost: 40 });
    put(ctx, 'C5', 'M02', 1);
    phase(ctx, '5');
    expect(lay(ctx, 'M03', 2)).toMatchObject({ upgrade: true, cost: 0 });
  });

  test('without upgradeCost an upgrade pays no terrain cost again', () => {
    const ctx = build({ label: 'M', cost: 40 } as Partial<HexDefinition>);
    put(ctx, 'C5', 'M01');
    phase(ctx, '3');
    expect(lay(ctx, 'M02')).toMatchObject({ upgrade: true, cost: 0 });
  });

  test('1820: Manchester D6 carries it', () => {
    const d6 = definitionOf('1820').map.hexes.find((h) => h.id === 'D6') as HexDefinition & { upgradeCost?: Record<string, number> };
    expect(d6.upgradeCost).toEqual({ green: 40 });
  });
});
