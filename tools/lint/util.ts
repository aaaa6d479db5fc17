/** Helpers shared by lint rules. */
import type { Definition, TileDefinition } from '../../engine/definition/types';
import { catalogueTilesOf, type TitleSources } from '../definitions-fs';
import type { ValidationMessage } from '../messages';

export { pointer } from '../messages';

export const msg = (file: string, pointer: string, message: string): ValidationMessage => ({ file, pointer, message });

/** Upgrade order of tile colours; red (off-board) and blue tiles have no rank and never upgrade. */
export const COLOR_ORDER = ['white', 'yellow', 'green', 'brown', 'gray'];

/** A tile together with where it is written. */
export interface LocatedTile {
  tile: TileDefinition;
  file: string;
  /** Pointer to the tile object. */
  at: string;
  /** Where the tile comes from: a tile file, or printed on a map hex. */
  source: 'catalogue' | 'tiles' | 'map';
}

/** The shared catalogue's tiles, in full (the definition keeps only the ones the manifest uses). */
export const catalogueTiles = catalogueTilesOf;

/** Tiles of the shared catalogue and of the title's tiles.json, in that order. */
export function fileTiles(def: Definition, files: TitleSources): LocatedTile[] {
  const out: LocatedTile[] = [];
  if (files.catalogue) {
    const file = files.catalogue.path;
    catalogueTiles(files).forEach((tile, i) => out.push({ tile, file, at: `/tiles/${i}`, source: 'catalogue' }));
  }
  (def.tiles.tiles ?? []).forEach((tile, i) => out.push({ tile, file: files.tiles.path, at: `/tiles/${i}`, source: 'tiles' }));
  return out;
}

/** Every tile: the tile files' tiles, then the map's preprinted tiles. */
export function allTiles(def: Definition, files: TitleSources): LocatedTile[] {
  const out = fileTiles(def, files);
  def.map.hexes.forEach((hex, i) => {
    if (hex.tile) out.push({ tile: hex.tile, file: files.map.path, at: `/hexes/${i}/tile`, source: 'map' });
  });
  return out;
}

/** Node indexes of a tile's cities, in order: "city k" of a tile is nodes[cityNodes[k]]. */
export function cityNodes(tile: TileDefinition | undefined): number[] {
  const out: number[] = [];
  (tile?.nodes ?? []).forEach((n, i) => {
    if (n.kind === 'city') out.push(i);
  });
  return out;
}

/**
 * Node indexes of the places on a tile that hold station tokens, in order: its cities, and
 * off-board areas that have slots (1870's Southwest, N1, is a red off-board area with one slot,
 * SP's home). A corporation's `home.city` counts these: "city k" is nodes[stationNodes[k]].
 */
export function stationNodes(tile: TileDefinition | undefined): number[] {
  const out: number[] = [];
  (tile?.nodes ?? []).forEach((n, i) => {
    if (n.kind === 'city' || (n.kind === 'offboard' && n.slots !== undefined)) out.push(i);
  });
  return out;
}

/** Items whose key was already used by an earlier item, with that earlier index ("already defined at"). */
export function findDuplicates<T>(items: T[], keyOf: (item: T) => string | undefined): { index: number; first: number; key: string }[] {
  const firstSeen = new Map<string, number>();
  const out: { index: number; first: number; key: string }[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    const first = firstSeen.get(key);
    if (first === undefined) firstSeen.set(key, index);
    else out.push({ index, first, key });
  });
  return out;
}

export const plural = (n: number, one: string, many: string = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
