import { EDGES, placedAt } from '../../engine/map/graph';
import { isEdge, rotated, type Endpoint, type Tile } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const title = titleOf('demo');
const tile = (id: string): Tile => title.tiles.get(id)!;
const code = (e: Endpoint): number => (isEdge(e) ? e.edge : EDGES + e.node);

describe('placedAt: a tile as placed, with the network walks\' endpoint tables', () => {
  test('one placing per tile and rotation, its paths turned', () => {
    expect(placedAt(tile('57'), 1)).toBe(placedAt(tile('57'), 1));
    expect(placedAt(tile('57'), 1).paths).toEqual(tile('57').paths.map((p) => ({ a: rotated(p.a, 1), b: rotated(p.b, 1) })));
  });

  test.each(['57', '14', '15', '23', '8', '9', '16', '63'])('tile %s: ends, atEndpoint and adjacency agree with the turned paths', (id) => {
    for (let rotation = 0; rotation < 6; rotation++) {
      const placed = placedAt(tile(id), rotation);
      expect(placed.ends).toEqual(placed.paths.flatMap((p) => [code(p.a), code(p.b)]));
      for (let c = 0; c < EDGES + tile(id).nodes.length; c++) {
        const touching = placed.paths.flatMap((p, i) => (code(p.a) === c || code(p.b) === c ? [i] : []));
        expect(placed.atEndpoint[c] ?? []).toEqual(touching);
        expect(placed.adjacency[c] ?? []).toEqual(touching.map((i) => (code(placed.paths[i]!.a) === c ? code(placed.paths[i]!.b) : code(placed.paths[i]!.a))));
      }
    }
  });
});
