/**
 * Private-company abilities are data (companies.json `abilities`: kind, when, condition, params):
 * the abilities of one kind a company has.
 */
import type { Ctx } from '../context';
import type { Ability } from '../generated/definition';

export function abilitiesOf(ctx: Ctx, company: string, kind: string): Ability[] {
  return (ctx.title.company.get(company)?.abilities ?? []).filter((a) => (a.kind as string) === kind);
}
