/**
 * The one reader of abilities (abilities.schema.json: kind, when, condition, params). A holder of
 * abilities grants them to a corporation: a private company to the corporation that owns it
 * (companies.json `abilities`), or a shareholder that is not a player to each corporation whose
 * shares it holds (1820's cousins, cousins.json `ability`: 1820 §14.1 L1358-1364), which a mechanism
 * names through the abilityHolders hook. For a kind of ability, the reader answers which holders grant
 * it to a corporation, with what params, and how many of its uses are left; each holder keeps its own
 * count of uses.
 */
import type { Ctx } from '../context';
import type { Ability } from '../generated/definition';
import { concat } from '../core/ask';
import { corpHolder } from '../state/types';

/** Whether an ability's condition.ownerType ("player" or "corporation"; absent: any) fits a company's owner (a holder id). */
export function ownerFits(owner: string, condition: unknown): boolean {
  const want = (condition as { ownerType?: string } | undefined)?.ownerType;
  if (want === 'player') return owner.startsWith('player:');
  if (want === 'corporation') return owner.startsWith('corp:');
  return true;
}

/** The abilities of one kind a company has (companies.json), whoever owns it. */
export function abilitiesOf(ctx: Ctx, company: string, kind: string): Ability[] {
  return (ctx.title.company.get(company)?.abilities ?? []).filter((a) => (a.kind as string) === kind);
}

/** An ability's name within its holder: its `id`, else its kind. */
export const abilityId = (ability: Ability): string => ability.id ?? ability.kind;

/** A holder of abilities, as the corporation it grants them to sees it. */
export interface AbilityHolder {
  /** The company's id, or the shareholder's id as a claim names it. */
  id: string;
  /** "company" for a private company; a shareholder's kind is its mechanism's. */
  kind: string;
  abilities: readonly Ability[];
  /** Uses of `ability` left (Infinity: no limit). */
  usesLeft(ability: Ability): number;
  /** Counts one use of `ability`. */
  noteUse(ability: Ability): void;
  /**
   * What one use of `ability` brings the holder, with its line for the log; `what` says what the use did
   * ("X buys a train before running"). A shareholder's kickback, paid by the bank (1820 §14). Absent: nothing.
   */
  used?(ability: Ability, what: string): void;
}

/** An ability a holder grants, with its params and the uses it has left. */
export interface Grant<P = Record<string, unknown>> {
  holder: AbilityHolder;
  ability: Ability;
  /** abilityId(ability). */
  id: string;
  params: P;
  usesLeft: number;
}

// --- Private companies ------------------------------------------------------------------------

const usesKey = (company: string, ability: string): string => `${company}/${ability}`;

/** Uses of a company's ability so far (state abilityUses). */
export const companyUses = (ctx: Ctx, company: string, ability: string): number => ctx.state.abilityUses?.[usesKey(company, ability)] ?? 0;

/**
 * Counts one use of a company's ability; with `hex`, also where it was used ("<company>/<ability>@<hex>",
 * read by tileLay's lostOnOtherLay).
 */
export function noteCompanyUse(ctx: Ctx, company: string, ability: string, hex?: string): void {
  const uses = (ctx.state.abilityUses ??= {});
  uses[usesKey(company, ability)] = (uses[usesKey(company, ability)] ?? 0) + 1;
  if (hex !== undefined) uses[`${usesKey(company, ability)}@${hex}`] = (uses[`${usesKey(company, ability)}@${hex}`] ?? 0) + 1;
}

/** Whether the company's ability was used on `hex` (noteCompanyUse with a hex). */
export const companyUsedOn = (ctx: Ctx, company: string, ability: string, hex: string): boolean => (ctx.state.abilityUses?.[`${usesKey(company, ability)}@${hex}`] ?? 0) > 0;

/**
 * A private company as a holder of abilities: an ability has params.uses uses (default 1), counted per
 * ability whoever owns the company; abilities that share one use (params.sharesUsesWith, whichever of the
 * two names the other) count each other's. A standing ability (a discount, a blocked hex) is never counted.
 */
export function companyHolder(ctx: Ctx, company: string): AbilityHolder {
  const abilities = ctx.title.company.get(company)?.abilities ?? [];
  const params = (ab: Ability): { uses?: number; sharesUsesWith?: string } => (ab.params ?? {}) as { uses?: number; sharesUsesWith?: string };
  return {
    id: company,
    kind: 'company',
    abilities,
    usesLeft: (ab) => {
      const id = abilityId(ab);
      const partners = abilities.filter((other) => other.kind === ab.kind && abilityId(other) !== id && (params(ab).sharesUsesWith === abilityId(other) || params(other).sharesUsesWith === id));
      const used = partners.reduce((sum, other) => sum + companyUses(ctx, company, abilityId(other)), companyUses(ctx, company, id));
      return (params(ab).uses ?? 1) - used;
    },
    noteUse: (ab) => noteCompanyUse(ctx, company, abilityId(ab)),
  };
}

// --- The reader -------------------------------------------------------------------------------

/** The abilities of kind `kind` that `holder` has, with their params and uses left. */
export function grantsOf<P = Record<string, unknown>>(holder: AbilityHolder, kind: string): Grant<P>[] {
  const out: Grant<P>[] = [];
  for (const ability of holder.abilities) {
    if ((ability.kind as string) !== kind) continue;
    out.push({ holder, ability, id: abilityId(ability), params: (ability.params ?? {}) as P, usesLeft: holder.usesLeft(ability) });
  }
  return out;
}

/**
 * The holders granting abilities to `corp`: the open companies it owns (companies.json order), then the
 * shareholders a mechanism names (the abilityHolders hook, in registry order).
 */
export function holdersOf(ctx: Ctx, corp: string): AbilityHolder[] {
  const owner = corpHolder(corp);
  const companies = ctx.title.companies.filter((def) => {
    const co = ctx.state.companies[def.id];
    return co !== undefined && !co.closed && co.owner === owner;
  });
  return [...companies.map((def) => companyHolder(ctx, def.id)), ...concat(ctx.title, 'abilityHolders', ctx, corp)];
}

/**
 * The abilities of kind `kind` granted to `corp` now, each with its holder, params and uses left: those of
 * the companies it owns whose condition.ownerType admits a corporation, and those its shareholders grant.
 */
export function grantsTo<P = Record<string, unknown>>(ctx: Ctx, corp: string, kind: string): Grant<P>[] {
  const owner = corpHolder(corp);
  return holdersOf(ctx, corp).flatMap((holder) => grantsOf<P>(holder, kind).filter((g) => holder.kind !== 'company' || ownerFits(owner, g.ability.condition)));
}

/** The first grant of kind `kind` to `corp` with a use left; null when none. */
export const grantWithUseLeft = <P = Record<string, unknown>>(ctx: Ctx, corp: string, kind: string): Grant<P> | null => grantsTo<P>(ctx, corp, kind).find((g) => g.usesLeft > 0) ?? null;

/** `grant` is used once, to do `what`: its holder counts the use and takes what it brings (`used`). */
export function useGrant(grant: Grant<unknown>, what: string): void {
  grant.holder.noteUse(grant.ability);
  grant.holder.used?.(grant.ability, what);
}

/**
 * The params of an ability a shareholder grants (cousins.json `ability`, one of the granted kinds of
 * abilities.schema.json): how often it may be used and on what terms.
 */
export interface GrantParams {
  /** One use per share the holder has (routes or trains in one run; with usesPerCompanyPerGame, the n-th use needs n shares). */
  perShare?: boolean;
  /** The most routes of one run that may claim it. */
  max?: number;
  /** How often each investment may use it in the game. */
  usesPerCompanyPerGame?: number;
  /** How often all the holder's investments together may use it in the game. */
  usesPerGame?: number;
  /** The director may not refuse it. */
  mandatory?: boolean;
  /** doubleOffboardOnPortRoute: off-board hexes that are not off-board areas for it. */
  excludeHexes?: string[];
}

export const grantParams = (ability: Ability): GrantParams => (ability.params ?? {}) as GrantParams;
