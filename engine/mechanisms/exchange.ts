/**
 * Private companies exchanged for shares, and the certificates reserved for them
 * (1860 rules, Private Companies: each ferry company may be exchanged, in its owner's
 * stock-round turn, for a 10% share of its corporation from the initial offering, once
 * the corporation has been started; the marked certificate at the bottom of the pile
 * cannot be bought while the company is open; OCR ~L228-260, ~L137-153).
 *
 * Data: a company ability { kind: "exchange", params: { corporation, certificate,
 * percent, from: "ipo", reservedCertificate } }, and title.json rounds.stock.steps
 * "exchangeCompany". `certificate` names the reserved one; the exchange itself takes
 * the top certificate of the pile (exchangeCertificate).
 */
import { certPercents } from '../shares/holdings';
import type { Title } from '../definition/compile';
import type { Ctx } from '../context';
import type { GameState } from '../state/types';

export interface ExchangeAbility {
  company: string;
  corporation: string;
  /** Index of the certificate kept reserved while the company is open. */
  certificate: number;
  /** Percent of the share the exchange gives. */
  percent: number;
  reserved: boolean;
}

export function exchangeAbility(title: Title, company: string): ExchangeAbility | null {
  const ability = title.company.get(company)?.abilities.find((a) => a.kind === 'exchange');
  const p = ability?.params as { corporation?: string; certificate?: number; percent?: number; reservedCertificate?: boolean } | undefined;
  if (!p?.corporation || p.certificate === undefined) return null;
  return { company, corporation: p.corporation, certificate: p.certificate, percent: p.percent ?? 10, reserved: p.reservedCertificate === true };
}

/** Certificate indexes of `corporation` held back for companies still open. */
export function reservedCertificates(title: Title, state: GameState, corporation: string): Set<number> {
  const out = new Set<number>();
  for (const def of title.companies) {
    const ex = exchangeAbility(title, def.id);
    if (ex && ex.reserved && ex.corporation === corporation && !state.companies[def.id]!.closed) out.add(ex.certificate);
  }
  return out;
}

/** Why `company` cannot be exchanged by `seat` now, or null when it can. */
export function exchangeRefusal(ctx: Ctx, seat: number, company: string): string | null {
  const ex = exchangeAbility(ctx.title, company);
  if (!ex) return `${company} cannot be exchanged`;
  const co = ctx.state.companies[company]!;
  if (co.closed || co.owner !== `player:${seat}`) return `you do not own ${company}`;
  const c = ctx.state.corporations[ex.corporation]!;
  if (c.par === null) return `${ex.corporation} has not been started yet`;
  if (c.closed) return `${ex.corporation} is out of the game`;
  if (exchangeCertificate(ctx, ex) === null) return `${ex.corporation} has no ${ex.percent}% share left in the initial offering`;
  return null;
}

/**
 * The certificate an exchange gives: the top one of the pile in the initial offering, the
 * lowest-numbered non-president certificate of the ability's percent (1860 rules L255: "takes
 * the top certificate from the appropriate pile ... in the IPO"; the reserved one lies at the
 * bottom and becomes an ordinary share once its company has closed). Null when none is left.
 */
export function exchangeCertificate(ctx: Ctx, ex: { corporation: string; percent: number }): number | null {
  const c = ctx.state.corporations[ex.corporation]!;
  const pct = certPercents(ctx.title, ex.corporation);
  for (let i = 1; i < c.certs.length; i++) if (c.certs[i] === 'ipo' && pct[i] === ex.percent) return i;
  return null;
}
