/**
 * Hex and tile geometry in SVG units. A hex has radius R (centre to corner). Angles are in
 * degrees, clockwise from east, because SVG's y axis points down. Edges are numbered
 * clockwise from south on flat maps and from south-west on pointy ones (docs/tiles.md).
 */
import type { Layout, TileGeometry } from './types';

export const R = 50;
const SQRT3 = Math.sqrt(3);

export interface Point {
  x: number;
  y: number;
}

export const asLayout = (layout: string): Layout => (layout === 'pointy' ? 'pointy' : 'flat');

/** Centre of a hex from its doubled grid coordinates (neighbours 2 apart along one axis or 1 along both). */
export function hexCentre(x: number, y: number, layout: Layout): Point {
  return layout === 'flat' ? { x: 1.5 * R * x, y: (SQRT3 / 2) * R * y } : { x: (SQRT3 / 2) * R * x, y: 1.5 * R * y };
}

/** Direction from the centre to the middle of edge `edge` (0–5, already rotated). */
export const edgeAngle = (edge: number, layout: Layout): number => (layout === 'flat' ? 90 : 120) + 60 * (((edge % 6) + 6) % 6);

const polar = (angle: number, distance: number): Point => ({
  x: distance * Math.cos((angle * Math.PI) / 180),
  y: distance * Math.sin((angle * Math.PI) / 180),
});

export const edgeMid = (edge: number, layout: Layout): Point => polar(edgeAngle(edge, layout), (SQRT3 / 2) * R);

/** Vertex v lies between edges v - 1 and v (vertex 0 between edges 5 and 0). */
export const vertex = (v: number, layout: Layout): Point => polar(edgeAngle(v, layout) - 30, R);

export function hexPoints(layout: Layout, scale = 1): string {
  return [0, 1, 2, 3, 4, 5]
    .map((v) => vertex(v, layout))
    .map((p) => `${(p.x * scale).toFixed(2)},${(p.y * scale).toFixed(2)}`)
    .join(' ');
}

const len = (p: Point): number => Math.hypot(p.x, p.y);
const scaleTo = (p: Point, d: number): Point => {
  const l = len(p) || 1;
  return { x: (p.x / l) * d, y: (p.y / l) * d };
};

/** Each node's exits (edges, rotated) on a tile laid with `rotation`. */
export function nodeExits(tile: TileGeometry, rotation: number): number[][] {
  const out: number[][] = tile.nodes.map(() => []);
  for (const p of tile.paths) {
    for (const [x, y] of [
      [p.a, p.b],
      [p.b, p.a],
    ] as const) {
      if (x.node != null && y.edge != null) out[x.node]!.push((y.edge + rotation) % 6);
    }
  }
  return out;
}

/**
 * Where each node of a tile sits. A tile with one node has it in the middle; otherwise each
 * node is pulled towards the edges its track leaves by, and nodes left on top of each other
 * (two towns on straight track through the middle) or without track are moved apart.
 */
export function nodePositions(tile: TileGeometry, rotation: number, layout: Layout): Point[] {
  const exits = nodeExits(tile, rotation);
  if (tile.nodes.length <= 1) return tile.nodes.map(() => ({ x: 0, y: 0 }));
  const pos: (Point | null)[] = exits.map((edges) => {
    if (edges.length === 0) return null;
    const mids = edges.map((e) => edgeMid(e, layout));
    const m = { x: mids.reduce((s, p) => s + p.x, 0) / mids.length, y: mids.reduce((s, p) => s + p.y, 0) / mids.length };
    if (len(m) < 0.15 * R) return scaleTo(mids[0]!, 0.3 * R);
    return scaleTo(m, Math.min(0.5 * R, Math.max(0.3 * R, len(m) * 0.6)));
  });
  // Nodes without track go opposite the others.
  pos.forEach((p, i) => {
    if (p) return;
    const placed = pos.filter((q): q is Point => q !== null);
    const mean = { x: placed.reduce((s, q) => s + q.x, 0), y: placed.reduce((s, q) => s + q.y, 0) };
    pos[i] = len(mean) > 1 ? scaleTo({ x: -mean.x, y: -mean.y }, 0.45 * R) : polar(edgeAngle(i * 2 + 1, layout), 0.45 * R);
  });
  const out = pos as Point[];
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const d = { x: out[j]!.x - out[i]!.x, y: out[j]!.y - out[i]!.y };
      if (len(d) >= 0.3 * R) continue;
      const push = len(d) > 0.01 ? scaleTo({ x: -d.y, y: d.x }, 0.18 * R) : { x: 0.18 * R, y: 0 };
      out[i] = { x: out[i]!.x - push.x, y: out[i]!.y - push.y };
      out[j] = { x: out[j]!.x + push.x, y: out[j]!.y + push.y };
    }
  }
  return out;
}

/** SVG path data for track between two edges: straight across, a gentle curve, or a sharp one. */
export function edgeToEdge(a: number, b: number, layout: Layout): string {
  const pa = edgeMid(a, layout);
  const pb = edgeMid(b, layout);
  const diff = (((b - a) % 6) + 6) % 6;
  const start = `M ${pa.x.toFixed(2)} ${pa.y.toFixed(2)}`;
  if (diff === 3) return `${start} L ${pb.x.toFixed(2)} ${pb.y.toFixed(2)}`;
  // Sharp curve: centred on the corner between the edges, radius R/2. Gentle: centred on the
  // next hex's centre across the edge between them, radius 1.5R.
  const sharp = diff === 1 || diff === 5;
  const radius = sharp ? R / 2 : 1.5 * R;
  const centre = sharp ? vertex(diff === 1 ? b : a, layout) : polar(edgeAngle(diff === 2 ? a + 1 : b + 1, layout), SQRT3 * R);
  const cross = (pa.x - centre.x) * (pb.y - centre.y) - (pa.y - centre.y) * (pb.x - centre.x);
  return `${start} A ${radius} ${radius} 0 0 ${cross > 0 ? 1 : 0} ${pb.x.toFixed(2)} ${pb.y.toFixed(2)}`;
}

/** Black or white, whichever reads better on `color` (a CSS hex colour or a name). */
export function textOn(color: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim()) ?? /^#?([0-9a-f]{3})$/i.exec(color.trim());
  if (!m) return ['yellow', 'white', 'lightblue', 'orange', 'pink', 'lime', 'cyan'].includes(color.toLowerCase()) ? '#000' : '#fff';
  const hex = m[1]!.length === 3 ? m[1]!.replace(/./g, (c) => c + c) : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#000' : '#fff';
}

/** Fill colours of tile and hex colours, as printed 18xx maps use them. */
export const TILE_FILL: Record<string, string> = {
  white: '#f4ecd6',
  yellow: '#f7dc45',
  green: '#5cae52',
  brown: '#b9784a',
  gray: '#b5b5b5',
  red: '#d9443b',
  blue: '#5ba7e0',
};

/** Fill of the phase colour boxes on off-board areas. */
export const PHASE_FILL: Record<string, string> = { ...TILE_FILL, gray: '#9a9a9a', red: '#e06a5a', blue: '#6fb3e8' };
