/**
 * The tile supply, with tiles.json `sharedSupply`: variants that are the same physical tile as
 * their base share its copies (1862's small-station variants: 18_1a, 18_1b and 18_2 are tile 18
 * with station markers on it; docs/tiles.md, Adding small stations).
 *
 * `state.tileSupply` keeps one entry per manifest tile. The members of a pool (the base and its
 * variants) always hold the same number, the pool's copies left: laying any member takes one from
 * all of them, and a replaced member returns one to all of them. Without `sharedSupply` every
 * pool is one tile, so nothing changes.
 */
import type { Title } from '../definition/title';
import { GameError } from '../errors';
import { recordToChange } from '../state/clone';
import type { GameState } from '../state/types';

const SHARED_REF = 'tiles.json sharedSupply (variants share their base tile\'s copies)';

const cache = new WeakMap<Title, Map<string, string[]>>();

/** The base of a tile id: the part before the first `separator`, or the whole id. */
export function baseId(id: string, separator: string): string {
  const i = id.indexOf(separator);
  return i > 0 ? id.slice(0, i) : id;
}

/**
 * Tile id → the manifest ids of its pool (itself first when alone). Throws INVALID_INPUT when a
 * variant's base is missing from the manifest or has another count.
 */
export function supplyPools(title: Pick<Title, 'definition' | 'manifest'>): Map<string, string[]> {
  const known = cache.get(title as Title);
  if (known) return known;
  const pools = new Map<string, string[]>();
  const separator = title.definition.tiles.sharedSupply?.variantSeparator;
  for (const id of Object.keys(title.manifest)) {
    const base = separator ? baseId(id, separator) : id;
    if (base !== id) {
      if (title.manifest[base] === undefined)
        throw new GameError('INVALID_INPUT', `tile ${id} shares the supply of ${base}, which is not in the manifest (${SHARED_REF})`);
      if (title.manifest[base] !== title.manifest[id])
        throw new GameError('INVALID_INPUT', `tile ${id} has ${title.manifest[id]} copies but its base ${base} has ${title.manifest[base]}: they are one pool (${SHARED_REF})`);
    }
    const pool = pools.get(base) ?? [];
    pool.push(id);
    pools.set(base, pool);
    if (base !== id) pools.set(id, pool);
  }
  cache.set(title as Title, pools);
  return pools;
}

function pool(title: Title, id: string): string[] {
  return supplyPools(title).get(id) ?? [id];
}

/** Whether two tiles draw from the same copies (the same physical tile). */
export function samePool(title: Title, a: string, b: string): boolean {
  return pool(title, a).includes(b);
}

/** Whether `tileId` has more than itself in its pool. */
export function isShared(title: Title, tileId: string): boolean {
  return pool(title, tileId).length > 1;
}

/**
 * Whether a copy of `tileId` can be laid on a hex now holding `replacing`: one is left, or the
 * hex holds a tile of the same pool, whose copy is simply reused (a station marker added to a
 * tile that stays on the map).
 */
export function tileAvailable(title: Title, state: GameState, tileId: string, replacing: string | null): boolean {
  if ((state.tileSupply[tileId] ?? 0) !== 0) return true;
  return replacing !== null && replacing !== tileId && samePool(title, tileId, replacing);
}

/** A copy of the supply, which a copy of the state shares (state/clone.ts recordToChange): for...in, as a spread of its numeric tile ids takes twice as long. */
function copySupply(supply: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in supply) out[id] = supply[id]!;
  return out;
}

/** A replaced tile goes back to the supply (common 18xx rules, Upgrading): its whole pool gains a copy. */
export function returnTile(title: Title, state: GameState, tileId: string): void {
  const supply = recordToChange(state, 'tileSupply', copySupply);
  for (const id of pool(title, tileId)) {
    if (supply[id] !== undefined && supply[id] >= 0) supply[id] += 1;
  }
}

/** A laid tile leaves the supply: its whole pool loses a copy (unlimited tiles stay at -1). */
export function takeTile(title: Title, state: GameState, tileId: string): void {
  const supply = recordToChange(state, 'tileSupply', copySupply);
  for (const id of pool(title, tileId)) {
    if (supply[id] !== undefined && supply[id] > 0) supply[id] -= 1;
  }
}
