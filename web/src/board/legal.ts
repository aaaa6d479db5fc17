/**
 * From the seat's legal actions (the `action` JSON of `legalActions`) to what the map shows:
 * the hexes a tile may be laid on, the tiles and rotations legal on one of them, and the
 * cities a station may go to. Nothing here knows a rule: it only groups what the server
 * listed, so the map offers exactly the legal choices.
 */
import type { TileCandidates } from './types';

interface ActionLike {
  type?: unknown;
  hex?: unknown;
  tile?: unknown;
  rotation?: unknown;
  city?: unknown;
}

const lays = (actions: readonly unknown[]): { hex: string; tile: string; rotation: number }[] =>
  (actions as ActionLike[]).filter(
    (a): a is { type: 'lay_tile'; hex: string; tile: string; rotation: number } =>
      a?.type === 'lay_tile' && typeof a.hex === 'string' && typeof a.tile === 'string' && typeof a.rotation === 'number',
  );

/** Hexes with at least one legal tile lay, in the order first listed. */
export function layTargets(actions: readonly unknown[]): string[] {
  return [...new Set(lays(actions).map((a) => a.hex))];
}

/** The legal tiles on `hex`, each with its legal rotations in increasing order; null when none. */
export function tileCandidates(actions: readonly unknown[], hex: string): TileCandidates | null {
  const byTile = new Map<string, Set<number>>();
  for (const a of lays(actions)) {
    if (a.hex !== hex) continue;
    if (!byTile.has(a.tile)) byTile.set(a.tile, new Set());
    byTile.get(a.tile)!.add(a.rotation);
  }
  if (byTile.size === 0) return null;
  return { hex, options: [...byTile].map(([tile, rotations]) => ({ tile, rotations: [...rotations].sort((x, y) => x - y) })) };
}

/** Cities with a legal `place_token`, as HexMap's highlightCities. */
export function stationTargets(actions: readonly unknown[]): { hex: string; city: number }[] {
  const out: { hex: string; city: number }[] = [];
  for (const a of actions as ActionLike[]) {
    if (a?.type !== 'place_token' || typeof a.hex !== 'string' || typeof a.city !== 'number') continue;
    if (!out.some((c) => c.hex === a.hex && c.city === a.city)) out.push({ hex: a.hex, city: a.city });
  }
  return out;
}
