/**
 * The must-own rule: a corporation without a train that has a route must buy one (title.json
 * rounds.operating.mustBuyTrain). common 18xx rules, "Forced train purchase".
 */
import { first } from '../core/ask';
import type { Ctx } from '../context';
import { parseNodeKey, placedTile, reach } from '../map/graph';
import { hasRunningStock } from './offer';

/**
 * Whether some station of the corporation connects to another revenue location (a route a train could
 * run). A node that needs more than two stops on its route (tiles node minRouteStops: 1836Jr30's and
 * 1850Jr's ports) does not count: 18xx.games marks such ports `route: never`, and a station whose only
 * other stop is a port has no route (1850Jr hotseat.json, log id 202: CTL passes without a train).
 */
export function hasRoute(ctx: Ctx, corp: string): boolean {
  for (const t of ctx.state.corporations[corp]!.tokens) {
    let count = 0;
    for (const key of reach(ctx.title, ctx.state, corp, [t]).nodes) {
      const at = parseNodeKey(key);
      const node = placedTile(ctx.title, ctx.state, at.hex)?.tile.nodes[at.node];
      if ((node?.minRouteStops ?? 2) <= 2 && ++count > 1) return true;
    }
  }
  return false;
}

/** The core's values of rounds.operating.mustBuyTrain that force a purchase. */
const FORCING: ReadonlySet<string> = new Set(['ifRoute', 'ifRouteWhileBankSells', 'always']);

export function mustBuyTrain(ctx: Ctx, corp: string): boolean {
  // A rusted certificate may not count (phases.json rustedTrainMarket satisfiesMustOwn; 1843 L4107-4115).
  if (hasRunningStock(ctx, corp)) return false;
  const rule = ctx.title.rounds.operating.mustBuyTrain ?? 'ifRoute';
  // "never", or a value a mechanism adds for what befalls a trainless company instead (its folder's schema.json).
  if (!FORCING.has(rule)) return false;
  // A mechanism may spare it (trainNotRequired: 1860's insolvency, a company that cannot pay for a bank train).
  if (first(ctx.title, 'trainNotRequired', ctx, corp)) return false;
  // 18xx.games' must_buy_train? asks for a train in the depot: once the bank's new trains are gone, no purchase is forced.
  if (rule === 'ifRouteWhileBankSells' && !ctx.state.trains.some((t) => t.owner === 'depot')) return false;
  return rule === 'always' || hasRoute(ctx, corp);
}
