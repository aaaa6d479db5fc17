/**
 * The cousin abilities a company uses by choice, and their kickbacks (cousins.json; 1820 §14.2-14.5
 * L1368-1466). A cousin is a holder of abilities like a private company (engine/definition/abilities.ts
 * reads both): `cousinHoldersOf` answers the abilityHolders hook with the cousins in play holding a
 * company's shares (§14.1 L1358-1361), each counting the company's uses of its ability. cousins.ts holds
 * the two applied without asking (Vignoles' fee, Bedlington's extra upgrade); Locke's discount is the
 * terrainDiscount mechanism's. Here:
 * - route abilities, claimed per route in run_routes (`routes[].cousins`): portBothEnds (Great Western
 *   Steamship), doubleOffboardOnPortRoute (Sassoon), extraCityOnRoute (Vulcan Foundry); their effect
 *   on a route is scored by engine/routes/routeAbilities.ts for validation and the optimiser alike;
 * - freeStation (Stephenson & Fox): place_token `cousin`, and stations gained in a takeover
 *   (issueTakeoverRound/takeoverStations.ts, through the grant's `used`);
 * - bigCitySpecial (Gas Light & Coke): lay_tile `cousin` (engine/map/lay.ts, permissivePlacement.ts);
 * - buyTrainBeforeRun (James Holden): the privateBuyTrain step before running (through the grant's `used`).
 * The director is never obliged to use them (§7.2.3 L615). The bank pays every kickback.
 */
import { money, type Ctx } from '../../context';
import { cousinDef, cousinDefs } from './index';
import { illegal, type GameError } from '../../errors';
import type { Ability, Cousin, CousinKickback } from '../../generated/definition';
import { grantParams, grantsOf, grantsTo, grantWithUseLeft, holdersOf, type AbilityHolder, type Grant, type GrantParams } from '../../definition/abilities';
import { percentHeld, sharePercent } from '../../shares/holdings';
import { cousinHolder } from './cousinHolders';
import { pay } from '../../state/bank';
import { claimLimitRefusal, type AbilityUse, type RouteAbility, type RouteAbilityKind } from '../../routes/routeAbilities';

export { ROUTE_ABILITY_REF, type AbilityUse, type RouteAbility } from '../../routes/routeAbilities';

export const FREE_STATION_REF = '1820 rules §14.3.2 L1404-1410 (Stephenson & Fox: a station placed or acquired for free, one per share per game)';
export const BIG_CITY_REF = '1820 rules §14.4.2 L1426-1432, §12.3.5 L1188-1190 (Gas Light & Coke: a yellow big city spaced as a small city, or a yellow small city upgraded to a green big city, once per company per game)';

/** The shares of `corp` the cousin holds: its percentage in units of the company's share. */
export function cousinShares(ctx: Ctx, cousin: string, corp: string): number {
  const c = ctx.state.corporations[corp];
  if (!c) return 0;
  return Math.round(percentHeld(ctx.title, c, cousinHolder(cousin)) / sharePercent(ctx.title, c));
}


/**
 * The kickback a use earns (cousins.json kickback): halves rounded down, the bank paying (decision,
 * NOTES G7: the rules never say how a half is rounded). halfFee and discount are paid where those
 * amounts arise (cousins.ts).
 */
export function kickbackFor(kickback: CousinKickback, use: AbilityUse): number {
  switch (kickback.kind) {
    case 'fixed':
      return kickback.amount ?? 0;
    case 'halfSmallestPort':
    case 'halfPort':
      return use.ports && use.ports.length > 0 ? Math.floor(Math.min(...use.ports) / 2) : 0;
    case 'halfCity':
      return Math.floor((use.city ?? 0) / 2);
    case 'bigCityTile':
      return use.tile ?? 0;
    default:
      return 0;
  }
}

/** The bank pays a cousin its kickback, with a line for the log. */
export function payKickback(ctx: Ctx, cousin: string, amount: number, what: string): void {
  const name = cousinDef(ctx.title, cousin)!.name;
  if (amount > 0) pay(ctx, 'bank', cousinHolder(cousin), amount);
  ctx.log.push(`${name}: ${what}; the cousin receives ${money(ctx, amount)} from the bank`);
}

/**
 * Uses left this game of an ability limited per company per game (usesPerCompanyPerGame), with
 * `perShare` the n-th use needing n shares (§14.3.2 L1406: "once for one share held, a second time for
 * two shares held, and a third time for 3 shares held"). Counted per company (decision, digest §8 #50).
 */
function usesLeft(ctx: Ctx, corp: string, def: Cousin): number {
  const c = ctx.state.corporations[corp];
  if (!c) return 0;
  const { usesPerCompanyPerGame, perShare, usesPerGame } = grantParams(def.ability);
  const perGame = usesPerCompanyPerGame ?? Infinity;
  const cap = perShare ? Math.min(perGame, cousinShares(ctx, def.id, corp)) : perGame;
  // A limit on all the investments together (the designer's revision of James Holden: "no more than thrice per game").
  const gameLeft = usesPerGame === undefined ? Infinity : usesPerGame - (ctx.state.cousins?.[def.id]?.uses ?? 0);
  return Math.max(0, Math.min(cap - (c.cousinUses?.[def.id] ?? 0), gameLeft));
}

/** Counts one use of the cousin's ability by the company (CorporationState.cousinUses). */
function noteUse(ctx: Ctx, corp: string, def: Cousin): void {
  const c = ctx.state.corporations[corp]!;
  c.cousinUses = { ...(c.cousinUses ?? {}), [def.id]: (c.cousinUses?.[def.id] ?? 0) + 1 };
  const state = ctx.state.cousins?.[def.id];
  if (state && grantParams(def.ability).usesPerGame !== undefined) state.uses = (state.uses ?? 0) + 1;
}

/**
 * The cousins in play holding a share of `corp`, as holders of the ability each grants it (the
 * abilityHolders hook; 1820 §14.1 L1358-1364: the company's investors, whose ability it has until the
 * cousin holds none), in the file's order.
 */
export function cousinHoldersOf(ctx: Ctx, corp: string): AbilityHolder[] {
  const c = ctx.state.corporations[corp];
  if (!c || !ctx.state.cousins) return [];
  return cousinDefs(ctx.title)
    .filter((def) => ctx.state.cousins![def.id]?.status === 'owned' && c.certs.includes(cousinHolder(def.id)))
    .map((def) => ({ id: def.id, kind: 'cousin', abilities: [def.ability], usesLeft: () => usesLeft(ctx, corp, def), noteUse: () => noteUse(ctx, corp, def), used: (_a, what) => kickbackForUse(ctx, def, what) }));
}

/**
 * A use whose kickback depends on nothing but the use (a fixed amount, or none): the bank pays it, or the
 * log names the cousin whose ability was used (James Holden, §14.5.1, earns nothing).
 */
function kickbackForUse(ctx: Ctx, def: Cousin, what: string): void {
  const kickback = kickbackFor(def.kickback, {});
  if (kickback > 0) payKickback(ctx, def.id, kickback, what);
  else ctx.log.push(`${what} with ${def.name}'s ability`);
}

/** The grant of cousin `cousin`'s ability to `corp`, when the cousin holds its shares; else null. */
const cousinGrant = (ctx: Ctx, corp: string, cousin: string): Grant | null => {
  const def = cousinDef(ctx.title, cousin);
  return def ? (grantsTo(ctx, corp, def.ability.kind).find((g) => g.holder.id === cousin) ?? null) : null;
};

/** Counts one use of `cousin`'s ability by `corp`. */
export function noteCousinUse(ctx: Ctx, corp: string, cousin: string): void {
  const def = cousinDef(ctx.title, cousin);
  if (def) noteUse(ctx, corp, def);
}

/** The first holder (companies, then cousins in the file's order) giving `corp` the ability `kind` with a use left this game; null when none. */
export function abilityWithUseLeft(ctx: Ctx, corp: string, kind: Ability['kind']): string | null {
  return grantWithUseLeft(ctx, corp, kind)?.holder.id ?? null;
}

/**
 * A claim of cousin `id`'s ability `kind` for `corp` on a lay or a station (lay_tile / place_token
 * `cousin`): refused unless the cousin holds the company's shares and the company has a use left.
 */
export function claimRefusal(ctx: Ctx, corp: string, id: string, kind: Ability['kind'], ref: string): GameError | null {
  const def = cousinDef(ctx.title, id);
  if (!def || def.ability.kind !== kind) return illegal(`${id} is not a cousin whose ability is ${kind}`, ref);
  const grant = cousinGrant(ctx, corp, id);
  if (!grant) return illegal(`${def.name} holds no share of ${corp}: ${corp} does not have its ability`, ref);
  if (grant.usesLeft <= 0) return illegal(`${corp} has no use of ${def.name}'s ability left`, ref);
  return null;
}

// --- Route abilities -------------------------------------------------------------------------

const ROUTE_KINDS: readonly RouteAbilityKind[] = ['portBothEnds', 'doubleOffboardOnPortRoute', 'extraCityOnRoute'];

/**
 * The route abilities of `corp` (the routeAbilities hook), in the file's order: each cousin in play
 * holding its shares with a route ability, and the routes of one run that may claim it (one per share
 * held with `perShare`, at most `max`; §14.2.1 L1372, §14.2.2 L1382 "maximum 3", §14.5.2 L1462 "one
 * train per share").
 */
export function routeAbilities(ctx: Ctx, corp: string): RouteAbility[] {
  const out: RouteAbility[] = [];
  for (const holder of holdersOf(ctx, corp)) {
    for (const g of ROUTE_KINDS.flatMap((kind) => grantsOf<GrantParams>(holder, kind))) {
      const kind = g.ability.kind as RouteAbilityKind;
      const def = cousinDef(ctx.title, g.holder.id);
      if (!def) continue;
      const max = g.params.max ?? Infinity;
      const routes = g.params.perShare ? Math.min(max, cousinShares(ctx, def.id, corp)) : max;
      if (routes <= 0) continue;
      const kickback = def.kickback;
      out.push({ grantor: def.id, name: def.name, kind, routes: Number.isFinite(routes) ? routes : 1000, excludeHexes: new Set(g.params.excludeHexes ?? []), kickback: (use) => kickbackFor(kickback, use) });
    }
  }
  return out;
}

/** The run's claims within each ability's number of routes; null when they are. */
export const routeClaimLimitRefusal = (ctx: Ctx, corp: string, routes: readonly { grants?: readonly { grantor: string }[] }[]): GameError | null =>
  claimLimitRefusal(routeAbilities(ctx, corp), corp, routes);

declare module '../../state/slices' {
  interface CorporationSlices {
    /** Uses in this game of cousins' abilities limited per company per game (cousins.json ability params.usesPerCompanyPerGame; 1820 §14.3.2, §14.4.2, §14.5.1), by cousin id. Cleared when the charter returns to the supply. Absent: none used. */
    cousinUses?: Record<string, number>;
  }
}
