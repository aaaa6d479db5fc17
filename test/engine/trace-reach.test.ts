/**
 * The network a lay must touch (engine/map/graph.ts traceReach), as 18xx.games traces it (Graph#compute,
 * Node#walk, Path#walk): track is not walked back the way it came. On a hand-made map: NR's station in C1, a
 * straight into C3 whose tile also curves from its south side to its south-west, and a dead-end city in C5. A
 * train may run C1-C3-C5, but no route reaches C3's south-west side: it would cross C3's south side twice. `reach`
 * (routes, stations) turns back in C5's city and counts that side; the lay check does not (1830 fuzz seed 5 #920:
 * B&O's upgrade on H16 was refused by 18xx.games for the same reason, after turning back at Pittsburgh).
 */
import { compileTitle, type Definition, type HexDefinition } from '../../engine';
import { type Ctx, checkLay, reach, traceReach } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { CATALOGUE, blankGrid, nrStationed, operatingTurn } from '../helpers/grid';

function build(): Ctx {
  const def = structuredClone(definitionOf('demo')) as Definition;
  const tile = (t: unknown) => t as HexDefinition['tile'];
  const hexes = blankGrid(6, 10, {
    // Flat-topped: edge 0 is south, 1 south-west, 3 north, 4 north-east.
    C1: { tile: tile({ color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [[0, 'n0']] }) },
    C3: { tile: tile({ color: 'yellow', nodes: [], paths: [[3, 0], [0, 1]] }) },
    C5: { tile: tile({ color: 'white', nodes: [{ kind: 'city', revenue: 20, slots: 1 }], paths: [[3, 'n0']] }) },
  });
  def.map = { ...def.map, layout: 'flat', hexes };
  const [nr, cr] = def.corporations.corporations;
  def.corporations = { ...def.corporations, corporations: [{ ...nr!, home: { hex: 'C1' } }, { ...cr!, home: { hex: 'C5' } }] };
  def.tiles = { ...def.tiles, manifest: { '7': 4, '8': 4, '9': 4 } };
  def.catalogue = CATALOGUE.filter((t) => ['7', '8', '9'].includes(String(t.id)));
  const title = compileTitle(def);
  const state = nrStationed(title, 'C1');
  operatingTurn(state, 'NR');
  return { title, state, log: [] };
}

test("a lay's network does not turn back at a city: C3's south-west side is not reached", () => {
  const ctx = build();
  expect(reach(ctx.title, ctx.state, 'NR').edges.has('C3:1')).toBe(true);
  const traced = traceReach(ctx.title, ctx.state, 'NR');
  expect([...traced.edges].sort()).toEqual(['C1:0', 'C3:0', 'C3:3', 'C5:3']);
  expect(traced.nodes.has('C5.0')).toBe(true);
  // B4 (beyond C3's south-west side, its own north-east side 4): a #8 there turned to meet C3 is not connected.
  const lays = [0, 1, 2, 3, 4, 5].map((rotation) => checkLay(ctx, 'NR', 'B4', '8', rotation));
  expect(lays.every((l) => 'code' in l && /not connected/.test(l.message))).toBe(true);
});
