/**
 * Destinations and connection runs (1870 rules, "Connection run"; reusable by
 * any title whose corporations have a `destination`):
 *
 * - A corporation qualifies once one of its trains could run from its home
 *   station to its destination (a legal route, by the shared revenue
 *   definition, with those two at its ends), and it has not used its
 *   destination marker yet.
 * - Checked at the start of each operating round and after every corporation's
 *   turn: the corporation that just operated first, then the others in
 *   operating (share price) order.
 * - The run: choose where the marker goes ("Map": on the destination, doubling
 *   its value at route ends from now on, including this run; "Charter": an
 *   extra station for later at the marker's cost); run trains, one of them
 *   exactly home to destination; pay out (price right) or withhold (no move).
 */
import type { Ctx } from '../../context';
import { nodeKey, placedTile } from '../../map/graph';
import { bestRoutes } from '../../routes/optimize';
import { cellAt } from '../../market/grid';
import type { OperatingRoundState } from '../../state/types';
import { ownedTrains } from '../trains';

export const CONNECTION_REF = '1870 rules, Connection run';

interface Destination {
  hex: string;
  tokenCost?: number;
}

export function destinationOf(ctx: Ctx, corp: string): Destination | null {
  return (ctx.title.corporation.get(corp) as { destination?: Destination } | undefined)?.destination ?? null;
}

/** The node of a hex a route stops at: its first city or off-board area. */
export function mainNode(ctx: Ctx, hex: string): number | null {
  const pt = placedTile(ctx.title, ctx.state, hex);
  const i = pt?.tile.nodes.findIndex((n) => n.kind === 'city' || n.kind === 'offboard') ?? -1;
  return i >= 0 ? i : null;
}

/** The home station node and the destination node, as route stop keys. */
export function connectionEnds(ctx: Ctx, corp: string): [string, string] | null {
  const dest = destinationOf(ctx, corp);
  const home = ctx.state.corporations[corp]!.tokens[0];
  if (!dest || !home) return null;
  const homeNode = placedTile(ctx.title, ctx.state, home.hex)?.tile.cities[home.city];
  const destNode = mainNode(ctx, dest.hex);
  if (homeNode === undefined || destNode === null) return null;
  return [nodeKey(home.hex, homeNode), nodeKey(dest.hex, destNode)];
}

/**
 * Whether the corporation qualifies for its connection run now (1870 rules: "once one of its
 * trains could run from its home to its destination"): some train of its can run a legal route
 * with its home station at one end and its destination at the other. Imported games use the
 * checks their own engine recorded instead (destination_connection actions).
 */
export function canConnect(ctx: Ctx, corp: string): boolean {
  const c = ctx.state.corporations[corp]!;
  if (!c.floated || c.closed || c.destinationUsed || !destinationOf(ctx, corp)) return false;
  if (ownedTrains(ctx, corp).length === 0) return false;
  const ends = connectionEnds(ctx, corp);
  if (!ends) return false;
  return bestRoutes(ctx.title, ctx.state, corp, { mustConnect: ends }).routes.length > 0;
}

/** Corporations qualifying now, `first` (if it qualifies) ahead of the rest in operating order. */
export function qualifying(ctx: Ctx, first: string | null): string[] {
  const order = Object.values(ctx.state.corporations)
    .filter((c) => c.floated && !c.closed && c.market)
    .sort((a, b) => {
      const pa = cellAt(ctx.title.market, a.market!).price;
      const pb = cellAt(ctx.title.market, b.market!).price;
      return pb - pa || b.market!.col - a.market!.col || a.market!.row - b.market!.row || a.marketSeq - b.marketSeq;
    })
    .map((c) => c.id);
  const list = first ? [first, ...order.filter((id) => id !== first)] : order;
  return list.filter((id) => canConnect(ctx, id));
}

/** Starts the next queued connection run, if any; returns whether one is under way. */
export function startNextConnection(ctx: Ctx, trusted = false): boolean {
  const round = ctx.state.round as OperatingRoundState;
  while ((round.connectionQueue ?? []).length > 0) {
    const corp = round.connectionQueue!.shift()!;
    // A recorded check (imported games) is taken as the other engine decided it.
    if (!trusted && !canConnect(ctx, corp)) continue;
    round.connection = { corporation: corp, stage: 'choose', revenue: 0 };
    ctx.log.push(`${corp} connects its home to its destination and makes a connection run`);
    return true;
  }
  round.connection = null;
  return false;
}

/** Whether the corporation may put its marker on the map (not if it already has a station there). */
export function mayPlaceOnMap(ctx: Ctx, corp: string): boolean {
  const dest = destinationOf(ctx, corp)!;
  return !ctx.state.corporations[corp]!.tokens.some((t) => t.hex === dest.hex);
}
