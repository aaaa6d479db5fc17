/**
 * Private-company abilities are data (companies.json `abilities`: kind, when, condition, params):
 * the abilities of one kind a company has.
 */
import type { Ctx } from '../context';
import type { Ability } from '../generated/definition';

/** Whether an ability's condition.ownerType ("player" or "corporation"; absent: any) fits a company's owner (a holder id). */
export function ownerFits(owner: string, condition: unknown): boolean {
  const want = (condition as { ownerType?: string } | undefined)?.ownerType;
  if (want === 'player') return owner.startsWith('player:');
  if (want === 'corporation') return owner.startsWith('corp:');
  return true;
}

export function abilitiesOf(ctx: Ctx, company: string, kind: string): Ability[] {
  return (ctx.title.company.get(company)?.abilities ?? []).filter((a) => (a.kind as string) === kind);
}

/**
 * The params of an ability a cousin grants its investments (cousins.json `ability`, one of the
 * granted kinds of abilities.schema.json): how often it may be used and on what terms.
 */
export interface GrantParams {
  /** One use per share the cousin holds (routes or trains in one run; with usesPerCompanyPerGame, the n-th use needs n shares). */
  perShare?: boolean;
  /** The most routes of one run that may claim it. */
  max?: number;
  /** How often each investment may use it in the game. */
  usesPerCompanyPerGame?: number;
  /** How often all the cousin's investments together may use it in the game. */
  usesPerGame?: number;
  /** terrainDiscount: the discount in percent. */
  percentOff?: number;
  /** The director may not refuse it. */
  mandatory?: boolean;
  /** doubleOffboardOnPortRoute: off-board hexes that are not off-board areas for it. */
  excludeHexes?: string[];
}

export const grantParams = (ability: Ability): GrantParams => (ability.params ?? {}) as GrantParams;
