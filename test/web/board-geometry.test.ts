/**
 * The map geometry of web/src/board against the engine's own grid, for every title: two
 * neighbouring hexes (as the engine links them) share the middle of the edge between them,
 * so track drawn to edge midpoints meets across hexes; every curve of every tile at every
 * rotation runs from one edge midpoint to the other around the right centre (a corner for
 * a sharp curve, the next hex's centre for a gentle one); and a tile's stops lie inside
 * the hex, apart from each other.
 */
import { boardOf } from '../helpers/engine-internals';
import { edgeMid, edgeToEdge, hexCentre, nodePositions, R, asLayout } from '../../web/src/board/geometry';
import { titleOf } from '../helpers/demo';

const TITLES = ['demo', '1820', '1843', '1860', '1862', '1870'];
const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

describe.each(TITLES)('board geometry of %s', (titleId) => {
  const title = titleOf(titleId);
  const board = boardOf(title);
  const layout = asLayout(board.layout);

  it('puts neighbours √3 radii apart, meeting at the middle of their shared edge', () => {
    const at = new Map(board.hexes.map((h) => [h.id, hexCentre(h.x, h.y, layout)]));
    let pairs = 0;
    for (const [id, info] of title.hexes) {
      info.neighbours.forEach((n, edge) => {
        if (n === null) return;
        const a = at.get(id)!;
        const b = at.get(n)!;
        const ma = edgeMid(edge, layout);
        const mb = edgeMid((edge + 3) % 6, layout);
        expect([id, edge, near(a.x + ma.x, b.x + mb.x) && near(a.y + ma.y, b.y + mb.y)]).toEqual([id, edge, true]);
        expect(near(Math.hypot(a.x - b.x, a.y - b.y), Math.sqrt(3) * R)).toBe(true);
        pairs++;
      });
    }
    expect(pairs).toBeGreaterThan(board.hexes.length);
  });

  it('draws every edge-to-edge track from midpoint to midpoint around the right centre', () => {
    let curves = 0;
    for (const tile of board.tiles) {
      for (let rotation = 0; rotation < 6; rotation++) {
        for (const p of tile.paths) {
          if (p.a.edge === null || p.b.edge === null) continue;
          const a = (p.a.edge + rotation) % 6;
          const b = (p.b.edge + rotation) % 6;
          const d = edgeToEdge(a, b, layout);
          const nums = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
          const [x1, y1] = nums;
          const [x2, y2] = nums.slice(-2);
          const pa = edgeMid(a, layout);
          const pb = edgeMid(b, layout);
          expect([near(x1!, pa.x), near(y1!, pa.y), near(x2!, pb.x), near(y2!, pb.y)]).toEqual([true, true, true, true]);
          if (!d.includes(' A ')) {
            expect((b - a + 6) % 6).toBe(3);
            continue;
          }
          // The arc's centre by the SVG rules (large-arc 0): on the side the sweep flag gives.
          const [r, , , , sweep] = nums.slice(2, 7);
          const hx = (x1! - x2!) / 2;
          const hy = (y1! - y2!) / 2;
          const k = Math.sqrt(Math.max(0, (r! * r! - (hx * hx + hy * hy)) / (hx * hx + hy * hy)));
          const s = sweep === 1 ? 1 : -1;
          const cx = s * k * hy + (x1! + x2!) / 2;
          const cy = -s * k * hx + (y1! + y2!) / 2;
          const sharp = (b - a + 6) % 6 === 1 || (b - a + 6) % 6 === 5;
          expect([tile.id, a, b, Math.round(Math.hypot(cx, cy))]).toEqual([tile.id, a, b, Math.round(sharp ? R : Math.sqrt(3) * R)]);
          curves++;
        }
      }
    }
    expect(curves).toBeGreaterThan(0);
  });

  it('keeps every stop inside its hex and apart from the others', () => {
    for (const tile of board.tiles) {
      for (let rotation = 0; rotation < 6; rotation++) {
        const pos = nodePositions(tile, rotation, layout);
        expect(pos).toHaveLength(tile.nodes.length);
        for (const p of pos) expect(Math.hypot(p.x, p.y)).toBeLessThan(0.7 * R);
        for (let i = 0; i < pos.length; i++) {
          for (let j = i + 1; j < pos.length; j++) {
            expect([tile.id, rotation, i, j, Math.hypot(pos[i]!.x - pos[j]!.x, pos[i]!.y - pos[j]!.y) >= 0.2 * R]).toEqual([tile.id, rotation, i, j, true]);
          }
        }
      }
    }
  });
});
