/**
 * The upgrade restriction, switched on by title.json `rounds.operating.upgradeRestriction`
 * (1860 rules, Laying Track L682-691; with reach "network", 18xx.games' default semi-restrictive rule
 * without the train conditions): a company may upgrade a tile only
 * - if it owns a train (a trainless company cannot upgrade);
 * - if its biggest train could reach the hex, counting that train's large-stop allowance from
 *   one of its stations, blocked cities stopping it (map/trainReach.ts);
 * - and if the upgrade adds track the company can use (a new path with an end in that reach; with reach
 *   "network", a new path the walk from its stations uses, map/graph.ts traceReach) or changes a revenue on
 *   the tile (18xx.games' "semi-restrictive" check, G1860 Tracker).
 * 18xx.games does not check this when it loads a recorded game, so games imported from it skip it
 * too (GameState.recordedLays).
 */
import type { Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import { parseNodeKey, traceFinds, type PlacedTile } from '../../map/graph';
import { isEdge, nodeRevenue, rotated, type Endpoint, type Tile } from '../../map/tiles';
import { trainReach } from '../../map/trainReach';
import { firstAllowance } from '../../routes/revenue';
import { ownedTrains } from '../trains';
import type { GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';

export const UPGRADE_REF = '1860 rules, Laying Track L682-691 (upgrades in reach of a train, adding usable track or value)';

/** A path as what it joins: edges by number, nodes by kind (node indexes differ between tiles). */
function signature(tile: Tile, rotation: number, p: { a: Endpoint; b: Endpoint }): string {
  const end = (e: Endpoint): string => {
    const r = rotated(e, rotation);
    return isEdge(r) ? `e${r.edge}` : `n:${tile.nodes[r.node]!.kind}`;
  };
  return [end(p.a), end(p.b)].sort().join('-');
}

export function upgradeRefusal(ctx: Ctx, corp: string, hex: string, current: PlacedTile, next: Tile, rotation: number): GameError | null {
  const { title, state } = ctx;
  const cfg = title.rounds.operating.upgradeRestriction;
  if (!cfg || state.recordedLays) return null;
  // Reach is judged with the new tile in place, as 18xx.games does (its new track may be what connects).
  const after: GameState = { ...state, hexes: { ...state.hexes, [hex]: { ...state.hexes[hex]!, tile: next.id, rotation } } };
  let reach: Pick<ReturnType<typeof trainReach>, 'nodes' | 'edges'> | null = null;
  // 18xx.games' "semi-restrictive" rule (its default): no train needed, the track network is the reach, and a
  // new path counts where the walk from the stations uses it (T:lib/engine/step/tracker.rb
  // check_track_restrictions!, graph.connected_paths): the lays' walk, which never turns back (map/graph.ts
  // traceReach), asked only once the revenues are found unchanged, and only for the new paths (newPathWalked).
  const network = cfg.reach === 'network';
  if (!network) {
    const trains = ownedTrains(ctx, corp);
    if (trains.length === 0) return illegal(`${corp} has no train and cannot upgrade`, UPGRADE_REF);
    const trainsReach = trainReach(title, after, corp, Math.max(...trains.map((t) => firstAllowance(title, t.type))));
    if (!trainsReach.hexes.has(hex)) return illegal(`${hex} is beyond the reach of ${corp}'s biggest train`, UPGRADE_REF);
    reach = trainsReach;
  }

  // A revenue on the tile changes (a city or town grows, a halt becomes a small station).
  const color = title.phases[state.phase]!.color;
  const values = (t: Tile): string => t.nodes.map((n) => nodeRevenue(n, color)).sort((a, b) => a - b).join(',');
  if (values(current.tile) !== values(next)) return null;

  // Or a new path, with an end the train reaches: an edge reached from either side, or a node of the hex.
  const old = current.tile.paths.map((p) => signature(current.tile, current.rotation, p));
  const added: number[] = [];
  for (const [j, p] of next.paths.entries()) {
    const i = old.indexOf(signature(next, rotation, p));
    if (i >= 0) old.splice(i, 1);
    else added.push(j);
  }
  if (network ? newPathWalked(ctx, after, corp, hex, added) : newPathReached(hex, next, rotation, added, reach!)) return null;
  return illegal(`the upgrade of ${hex} adds no track ${corp} can use and changes no revenue`, UPGRADE_REF);
}

/** Whether the network's walk (traceReach), on the state with the new tile, uses one of the tile's new paths `added`: the walk stops at the first. */
function newPathWalked(ctx: Ctx, after: GameState, corp: string, hex: string, added: readonly number[]): boolean {
  return added.length > 0 && traceFinds(ctx.title, after, corp, { path: (h, path) => h === hex && added.includes(path) });
}

/** Whether one of the tile's new paths `added` has an end the train reaches: an edge reached from either side, or a node of the hex. */
function newPathReached(hex: string, next: Tile, rotation: number, added: readonly number[], reach: Pick<ReturnType<typeof trainReach>, 'nodes' | 'edges'>): boolean {
  const nodeReached = [...reach.nodes].some((k) => parseNodeKey(k).hex === hex);
  return added.some((j) => {
    const p = next.paths[j]!;
    return [rotated(p.a, rotation), rotated(p.b, rotation)].some((e) => (isEdge(e) ? reach.edges.has(`${hex}:${e.edge}`) : nodeReached));
  });
}

export const mechanism: Mechanism = {
  id: 'upgradeRestriction',
  block: 'title.rounds.operating.upgradeRestriction',
  appliesTo: (d) => d.title.rounds.operating.upgradeRestriction !== undefined,
  hooks: { upgradeRefusal },
};
