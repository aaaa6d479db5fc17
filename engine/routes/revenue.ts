/**
 * The formal revenue definition, shared by route validation and the optimiser.
 *
 * A route is a walk over tile paths: no path used twice (by this route or any
 * other route of the same corporation this run), no node visited twice, at
 * least two stops, one of them a city holding the corporation's token. Every
 * node the walk reaches is a stop; only the two ends may be off-board areas or
 * cities blocked by other corporations' tokens. A train of distance n counts at
 * most n stops ("unlimited": any number). Revenue is the sum of the stops'
 * values in the current phase colour. 1830 rules, "Running trains".
 */
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';
import { nodeRevenue } from '../map/tiles';
import { placedTile } from '../map/graph';

export interface Stop {
  hex: string;
  node: number;
}

export function trainDistance(title: Title, type: string): number {
  const d = title.trainType.get(type)!.distance;
  return d === 'unlimited' ? Infinity : d;
}

export function stopRevenue(title: Title, state: GameState, stop: Stop): number {
  const pt = placedTile(title, state, stop.hex)!;
  const color = title.phases[state.phase]!.color;
  return nodeRevenue(pt.tile.nodes[stop.node]!, color);
}

export function routeRevenue(title: Title, state: GameState, stops: Stop[]): number {
  let sum = 0;
  for (const s of stops) sum += stopRevenue(title, state, s);
  return sum;
}
