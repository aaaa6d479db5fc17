/**
 * The shapes of routes that validation (validate.ts), the optimiser (optimize.ts) and the network search
 * (flood.ts) hand each other, in a module of their own: those three import one another's functions, and
 * their types from here close no import circle.
 */
import type { Stop } from './revenue';

export interface RouteInput {
  train: string;
  path: string[];
  /** Halts to count instead of small stations (1860 rules L764-765); see revenue.ts scoreStops. */
  halts?: number;
}

export interface CheckedRoute {
  train: string;
  stops: Stop[];
  /** Revenue of each stop, in order. */
  breakdown: { stop: string; revenue: number }[];
  revenue: number;
  /** Halt subsidy the route earns (title routes.haltSubsidy per counted halt): paid to the treasury, not revenue. */
  subsidy: number;
  /** Cities blocked by other corporations' tokens that the route passes through (routes.blockedPassesPerRun). */
  blockedPasses: number;
  tracks: string[];
  /** The route as it can be submitted again. */
  path: string[];
  /** A chain's bonus for the hexes between its ends, carried by its first route and included in `revenue` (trains.json `chain`; 1862 freight). */
  chainBonus?: number;
  /** Bonuses the route earns besides its stops, included in `revenue` (routes/routeBonuses.ts). */
  bonuses?: { name: string; amount: number }[];
  /** The grantors whose route abilities the route uses, in the order claimed, each with the kickback the bank owes it. */
  grants?: { grantor: string; kickback: number }[];
}

export interface BestRoutes {
  routes: CheckedRoute[];
  revenue: number;
  /** Halt subsidy of those routes (title routes.haltSubsidy): paid to the treasury, not revenue. */
  subsidy: number;
  /** True when the search ran to completion: no better set of routes exists. */
  proven: boolean;
  /** A revenue no set of routes can exceed. */
  upperBound: number;
  /** Search effort, for benchmarks. */
  stats: { routes: number; links: number; steps: number };
}
