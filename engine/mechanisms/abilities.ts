/**
 * Private-company abilities are data (companies.json `abilities`: kind, when,
 * condition, params). This module reads them; the steps that use an ability
 * call in here rather than knowing any company by name.
 */
import type { Ctx } from '../context';
import type { Ability } from '../generated/definition';
import { playerHolder } from '../state/types';

export function abilitiesOf(ctx: Ctx, company: string, kind: string): Ability[] {
  return (ctx.title.company.get(company)?.abilities ?? []).filter((a) => (a.kind as string) === kind);
}

export interface GrantsShareParams {
  corporation: string;
  certificate: number;
  president?: boolean;
  buyerSetsPar?: boolean;
  closesCompany?: boolean;
}

/**
 * On purchase: hand over the certificates the company carries (1870: SLSF's
 * private is SLSF's president's certificate; MKT's private comes with MKT_1).
 * Returns a corporation whose par the buyer must now set, if any.
 */
export function grantSharesOnPurchase(ctx: Ctx, company: string, seat: number): string | null {
  let needsPar: string | null = null;
  for (const ab of abilitiesOf(ctx, company, 'grantsShare')) {
    const p = ab.params as unknown as GrantsShareParams;
    const c = ctx.state.corporations[p.corporation]!;
    c.certs[p.certificate] = playerHolder(seat);
    if (p.president || p.certificate === 0) c.president = seat;
    ctx.log.push(`${ctx.state.players[seat]!.name} receives ${p.corporation}'s ${p.president || p.certificate === 0 ? "president's certificate" : 'share'} with ${company}`);
    if (p.buyerSetsPar && c.par === null) needsPar = p.corporation;
    if (p.closesCompany) {
      ctx.state.companies[company]!.closed = true;
      ctx.log.push(`${company} closes`);
    }
  }
  return needsPar;
}
