/**
 * Adding a small station, switched on by title.json `tileUpgrades.addTown` (1862 rules, Track:
 * small stations; digest 1862.md §2.6 item 3 and §2.11.7; docs/tiles.md, Adding small stations).
 *
 * A tile with towns and no city may be replaced by a tile that is the same physical tile with one
 * more station marker: the same base id (the part before `variantSeparator`; an id without it is
 * its own base), the same colour and label, no city, and exactly one more town. At the lay's
 * rotation, exactly one plain edge-to-edge path of the old tile becomes the new town, whose exits
 * are that path's two edges; every old town keeps its exits and all other track stays as it is.
 * The lay counts as an upgrade for the tile-lay slots (the old tile has a colour). With
 * `needsConnection: false` the hex need not be connected to the corporation.
 *
 * The limits of the rules (a green tile with fewer than 2 towns, a brown one with fewer than 3)
 * need no data: 1862's green plain tiles have two paths and its brown ones three, and each new
 * town takes one plain path.
 *
 * 18xx.games: G1862 `adding_town?` (both tiles have towns, the same base tile name, one more town;
 * any colour), with the track test of the track step's `legal_tile_rotation?`.
 */
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import { rotateEdge } from '../../map/grid';
import { baseId } from '../../map/supply';
import { isEdge, nodeExits, type Tile } from '../../map/tiles';
import type { Mechanism } from '../../core/mechanism';
import { placedTile } from '../../map/graph';

export type AddTownConfig = NonNullable<NonNullable<TitleFile['tileUpgrades']>['addTown']>;

export const ADD_TOWN_REF = '1862 rules, Track: adding a small station (one plain path becomes a town; tileUpgrades.addTown)';

export function addTownConfig(title: Title): AddTownConfig | null {
  return title.definition.title.tileUpgrades?.addTown ?? null;
}

const count = (tile: Tile, kind: string): number => tile.nodes.filter((n) => n.kind === kind).length;

/** Whether a tile could take a small station: it has a town and no city or off-board area. */
export function holdsTowns(tile: Tile): boolean {
  return count(tile, 'town') > 0 && tile.nodes.every((n) => n.kind !== 'city' && n.kind !== 'offboard');
}

/** Rotation aside: whether `next` is `current` with one more town, by the title's rule. */
export function addsTown(cfg: AddTownConfig, current: Tile, next: Tile): boolean {
  if (current.id === next.id || !holdsTowns(current) || !holdsTowns(next)) return false;
  if (baseId(current.id, cfg.variantSeparator) !== baseId(next.id, cfg.variantSeparator)) return false;
  if (current.color !== next.color || current.label !== next.label) return false;
  if (count(next, 'town') !== count(current, 'town') + 1) return false;
  // Nothing else changes: the same halts and junctions, and one more path (a path becomes two).
  if (count(next, 'halt') !== count(current, 'halt') || count(next, 'junction') !== count(current, 'junction')) return false;
  return next.paths.length === current.paths.length + 1;
}

/** Edge-to-edge track as sorted "a-b" keys, at a rotation. */
function plainPaths(tile: Tile, rotation: number): Set<string> {
  const out = new Set<string>();
  for (const p of tile.paths) {
    if (!isEdge(p.a) || !isEdge(p.b)) continue;
    const a = rotateEdge(p.a.edge, rotation);
    const b = rotateEdge(p.b.edge, rotation);
    out.add(a < b ? `${a}-${b}` : `${b}-${a}`);
  }
  return out;
}

const key = (edges: ReadonlySet<number>): string => [...edges].sort((x, y) => x - y).join('-');

/**
 * Whether `next` at `nextRotation` keeps `current` at `currentRotation` except that one plain
 * path became the new town: every plain path of `next` is one of `current`'s, exactly one of
 * `current`'s is gone, each old node matches a new node of its kind with the same exits, and the
 * one new node left over is a town whose exits are the lost path's two edges.
 */
export function keepsTrackAddingTown(current: Tile, currentRotation: number, next: Tile, nextRotation: number): boolean {
  const oldPlain = plainPaths(current, currentRotation);
  const newPlain = plainPaths(next, nextRotation);
  for (const k of newPlain) if (!oldPlain.has(k)) return false;
  const lost = [...oldPlain].filter((k) => !newPlain.has(k));
  if (lost.length !== 1) return false;
  const oldNodes = nodeExits(current, currentRotation);
  const newNodes = nodeExits(next, nextRotation);
  const used = new Set<number>();
  for (let i = 0; i < current.nodes.length; i++) {
    const j = next.nodes.findIndex((n, idx) => !used.has(idx) && n.kind === current.nodes[i]!.kind && key(newNodes[idx]!) === key(oldNodes[i]!));
    if (j < 0) return false;
    used.add(j);
  }
  const added = next.nodes.map((_, idx) => idx).filter((idx) => !used.has(idx));
  return added.length === 1 && next.nodes[added[0]!]!.kind === 'town' && key(newNodes[added[0]!]!) === lost[0];
}

/** tileUpgrades.addTown: the same tile with one more town passes the kind rule, keeps track its own way, and may need no connection. */
export const mechanism: Mechanism = {
  id: 'addTown',
  block: 'title.tileUpgrades.addTown',
  appliesTo: (d) => d.title.tileUpgrades?.addTown !== undefined,
  hooks: {
    tileKind: (ctx, _hex, _info, current, next, bigCity) => {
      const cfg = addTownConfig(ctx.title);
      return !bigCity && cfg !== null && addsTown(cfg, current, next) ? 'allowed' : null;
    },
    trackKept: (ctx, _hex, current, currentRotation, next, rotation) => {
      const cfg = addTownConfig(ctx.title);
      if (cfg === null || !addsTown(cfg, current, next)) return null;
      return { kept: keepsTrackAddingTown(current, currentRotation, next, rotation), ref: ADD_TOWN_REF, needsConnection: cfg.needsConnection !== false };
    },
    extraLayHexes: (ctx) => {
      if (addTownConfig(ctx.title)?.needsConnection !== false) return [];
      return ctx.title.hexIds.filter((hex) => {
        const tile = placedTile(ctx.title, ctx.state, hex)?.tile;
        return tile !== undefined && holdsTowns(tile);
      });
    },
  },
};
