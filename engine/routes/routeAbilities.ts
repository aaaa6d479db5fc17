/**
 * What a cousin's route ability does to one route (cousins.json portBothEnds, doubleOffboardOnPortRoute,
 * extraCityOnRoute; engine/mechanisms/cousins/cousinAbilities.ts), as pure functions on a route's stops, shared
 * by validation (validate.ts finishRoute) and the optimiser (optimize.ts), so the two cannot disagree:
 * - extraCityOnRoute (1820 §14.5.2 L1462): the train counts one more stop in the allowance that takes
 *   cities (an N+ train N + 1 cities or off-boards, an N+D train its best N + 1); a claim holds only
 *   when the route counts more stops there than the train could without it, one of them a city, and the
 *   "additional city" is the least valuable city the train pays (decision, NOTES G7);
 * - doubleOffboardOnPortRoute (§14.2.2 L1382): a route with a port and an off-board area pays the
 *   off-board area again, as the train pays it (an N+D train's doubled value: decision, NOTES G7);
 * - portBothEnds (§14.2.1 L1372): the route begins and ends at a port (the port rule itself, each next to
 *   a station of the company, stays: revenue.ts portStationRefusal).
 */
import { illegal, type GameError } from '../errors';
import type { TrainRule } from './revenue';

const extraCache = new WeakMap<TrainRule, TrainRule | null>();

/** The bucket of a counting rule that takes cities (null nodes take any kind); -1 when none does. */
function cityBucket(rule: TrainRule): number {
  if (rule.kind !== 'stops') return -1;
  return rule.buckets.findIndex((b) => b.nodes === null || b.nodes.has('city'));
}

/** `rule` with one more stop counted and paid in its bucket that takes cities; null when it has none (hex trains). */
export function extraCityRule(rule: TrainRule): TrainRule | null {
  if (extraCache.has(rule)) return extraCache.get(rule)!;
  const b = cityBucket(rule);
  let out: TrainRule | null = null;
  if (b >= 0 && rule.kind === 'stops') out = { ...rule, buckets: rule.buckets.map((x, i) => (i === b ? { ...x, pay: x.pay + 1, visit: x.visit + 1 } : x)) };
  extraCache.set(rule, out);
  return out;
}

/**
 * The value of the additional city of a route scored with extraCityRule(`base`): the least valuable
 * paid city, when the route pays more stops of the city bucket's kinds than `base` pays; else null
 * (the route does not use the ability). `kinds` are the stops' counting kinds, `values` their values.
 */
export function additionalCity(base: TrainRule, kinds: readonly string[], values: readonly number[], paid: readonly boolean[]): number | null {
  const b = cityBucket(base);
  if (b < 0 || base.kind !== 'stops') return null;
  const bucket = base.buckets[b]!;
  let counted = 0;
  let least = Infinity;
  for (let i = 0; i < kinds.length; i++) {
    if (!paid[i]) continue;
    if (bucket.nodes === null || bucket.nodes.has(kinds[i]!)) counted++;
    if (kinds[i] === 'city' && values[i]! < least) least = values[i]!;
  }
  return counted > Math.min(bucket.pay, bucket.visit) && Number.isFinite(least) ? least : null;
}

/**
 * The stop a doubleOffboardOnPortRoute route pays again: the first paid off-board area (`offboard[i]`)
 * on a route that has a port (`port[i]`); -1 when the route has none of either.
 */
export function offboardToDouble(port: readonly boolean[], offboard: readonly boolean[], paid: readonly boolean[]): number {
  if (!port.some((p) => p)) return -1;
  for (let i = 0; i < offboard.length; i++) if (offboard[i] && paid[i]) return i;
  return -1;
}

// --- Claims ----------------------------------------------------------------------------------

export const ROUTE_ABILITY_REF = '1820 rules §14.2.1-14.2.2 L1370-1386, §14.5.2 L1460-1466 (route abilities an investor grants the companies whose shares it holds, one route or train per share held)';

export type RouteAbilityKind = 'portBothEnds' | 'doubleOffboardOnPortRoute' | 'extraCityOnRoute';

/** What one use touched, for the kickback: the ports of the route, the added city, the big-city tile's revenue. */
export interface AbilityUse {
  ports?: number[];
  city?: number;
  tile?: number;
}

/**
 * A route ability a company has now (the routeAbilities hook): who grants it, what it does, how many
 * routes of one run may claim it, and the kickback a use earns its grantor.
 */
export interface RouteAbility {
  /** Who grants it (an id the grantor's mechanism knows). */
  grantor: string;
  /** The grantor's name, for refusals. */
  name: string;
  kind: RouteAbilityKind;
  routes: number;
  /** doubleOffboardOnPortRoute: hexes whose off-board areas do not count (cousins.json ability params.excludeHexes). */
  excludeHexes: ReadonlySet<string>;
  /** What the grantor earns for one use. */
  kickback(use: AbilityUse): number;
}

/** The abilities a route claims (run_routes routes[].investors) among those `corp` has, or the refusal: one of each kind. */
export function routeClaims(have: readonly RouteAbility[], corp: string, train: string, claims: readonly string[], nameOf: (id: string) => string | undefined): GameError | RouteAbility[] {
  const out: RouteAbility[] = [];
  for (const id of claims) {
    const a = have.find((h) => h.grantor === id);
    if (!a) {
      const name = nameOf(id);
      return illegal(`route of ${train}: ${name !== undefined ? `${corp} does not have ${name}'s route ability (its grantor must be in play and hold its shares)` : `no grantor ${id}`}`, ROUTE_ABILITY_REF);
    }
    if (out.some((o) => o.grantor === id || o.kind === a.kind)) return illegal(`route of ${train} claims the ${a.kind} ability twice`, ROUTE_ABILITY_REF);
    out.push(a);
  }
  return out;
}

/** The run's claims within each ability's number of routes (null), or the refusal. */
export function claimLimitRefusal(have: readonly RouteAbility[], corp: string, routes: readonly { grants?: readonly { grantor: string }[] }[]): GameError | null {
  for (const a of have) {
    const n = routes.filter((r) => r.grants?.some((g) => g.grantor === a.grantor)).length;
    if (n > a.routes) return illegal(`${n} routes claim ${a.name}'s ability; it allows ${a.routes} for ${corp} now`, ROUTE_ABILITY_REF);
  }
  return null;
}
