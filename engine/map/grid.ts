/**
 * Hex grid geometry in the 18xx.games convention, so that hex names and tile
 * rotations in imported logs mean the same thing here.
 *
 * A label such as "E12" gives a letter and a number. By default x comes from
 * the letter (A = 0) and y from the number (1 = 0); a map may swap them with
 * `axes`. (x, y) are "doubled" coordinates: neighbours differ by 2 along one
 * axis, or by 1 along both.
 *
 * Edges are numbered 0..5 clockwise:
 * - flat-topped hexes: 0 = south, 1 = south-west, 2 = north-west, 3 = north, 4 = north-east, 5 = south-east;
 * - pointy-topped hexes: 0 = south-west, 1 = west, 2 = north-west, 3 = north-east, 4 = east, 5 = south-east.
 * A tile laid with rotation r moves each of its edges e to (e + r) mod 6.
 */
export type Layout = 'flat' | 'pointy';
export interface Axes {
  x: 'letter' | 'number';
  y: 'letter' | 'number';
}

/** (dx, dy) of the neighbour across each edge, by layout. */
const EDGE_DELTAS: Record<Layout, [number, number][]> = {
  flat: [
    [0, 2],
    [-1, 1],
    [-1, -1],
    [0, -2],
    [1, -1],
    [1, 1],
  ],
  pointy: [
    [-1, 1],
    [-2, 0],
    [-1, -1],
    [1, -1],
    [2, 0],
    [1, 1],
  ],
};

const LABEL = /^([A-Z]+)([0-9]+)$/;

function letterIndex(letters: string): number {
  // A..Z, then AA.. as 18xx maps with more than 26 rows/columns use.
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function letterOf(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function parseHexId(id: string, axes: Axes): { x: number; y: number } | null {
  const m = LABEL.exec(id);
  if (!m) return null;
  const letter = letterIndex(m[1]!);
  const number = Number(m[2]) - 1;
  return {
    x: axes.x === 'letter' ? letter : number,
    y: axes.y === 'letter' ? letter : number,
  };
}

export function formatHexId(x: number, y: number, axes: Axes): string {
  const letter = axes.x === 'letter' ? x : y;
  const number = axes.x === 'letter' ? y : x;
  return `${letterOf(letter)}${number + 1}`;
}

export const oppositeEdge = (edge: number): number => (edge + 3) % 6;
export const rotateEdge = (edge: number, rotation: number): number => (edge + rotation) % 6;

/** The id of the neighbour across `edge`, whether or not that hex is on the map. */
export function neighbourId(id: string, edge: number, layout: Layout, axes: Axes): string | null {
  const p = parseHexId(id, axes);
  if (!p) return null;
  const [dx, dy] = EDGE_DELTAS[layout][edge]!;
  const x = p.x + dx;
  const y = p.y + dy;
  // A map's numbers may start at 0 (18xx.games' 1850Jr has H0 and its ports on row 0): the number
  // axis reaches -1; below that, or left of the letter A, there is no label.
  const letter = axes.x === 'letter' ? x : y;
  const number = axes.x === 'letter' ? y : x;
  if (letter < 0 || number < -1) return null;
  return formatHexId(x, y, axes);
}

/** Which edge of `from` faces `to`, or null when they are not neighbours. */
export function edgeBetween(from: string, to: string, layout: Layout, axes: Axes): number | null {
  const a = parseHexId(from, axes);
  const b = parseHexId(to, axes);
  if (!a || !b) return null;
  const deltas = EDGE_DELTAS[layout];
  for (let e = 0; e < 6; e++) {
    const [dx, dy] = deltas[e]!;
    if (a.x + dx === b.x && a.y + dy === b.y) return e;
  }
  return null;
}

/** Steps from one hex to another over the grid as the crow flies, whatever lies between (1 for neighbours). */
export function gridSteps(from: string, to: string, layout: Layout, axes: Axes): number {
  const a = parseHexId(from, axes);
  const b = parseHexId(to, axes);
  if (!a || !b) return 0;
  return coordSteps(a, b, layout);
}

/** gridSteps between two hexes already parsed (parseHexId): for callers measuring many pairs of a few hexes. */
export function coordSteps(a: { x: number; y: number }, b: { x: number; y: number }, layout: Layout): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  // Doubled coordinates: flat-topped hexes step 2 in y or 1 in both; pointy-topped ones 2 in x or 1 in both.
  return layout === 'flat' ? dx + Math.max(0, (dy - dx) / 2) : dy + Math.max(0, (dx - dy) / 2);
}
