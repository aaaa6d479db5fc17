/**
 * Private companies exchanged for shares, and the certificates reserved for them
 * (1860 rules, Private Companies: each ferry company may be exchanged, in its owner's
 * stock-round turn, for its corporation's reserved 10% share, once the corporation has
 * been started; the reserved share cannot be bought while the company is open; OCR
 * ~L228-260, ~L137-153).
 *
 * Data: a company ability { kind: "exchange", params: { corporation, certificate,
 * percent, from: "ipo", reservedCertificate } }, and title.json rounds.stock.steps
 * "exchangeCompany".
 */
import type { Title } from '../definition/compile';
import type { Ctx } from '../context';
import type { GameState } from '../state/types';

export interface ExchangeAbility {
  company: string;
  corporation: string;
  /** Index of the certificate the exchange gives (and keeps reserved while the company is open). */
  certificate: number;
  reserved: boolean;
}

export function exchangeAbility(title: Title, company: string): ExchangeAbility | null {
  const ability = title.company.get(company)?.abilities.find((a) => a.kind === 'exchange');
  const p = ability?.params as { corporation?: string; certificate?: number; reservedCertificate?: boolean } | undefined;
  if (!p?.corporation || p.certificate === undefined) return null;
  return { company, corporation: p.corporation, certificate: p.certificate, reserved: p.reservedCertificate === true };
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
  if (c.certs[ex.certificate] !== 'ipo') return `${ex.corporation}'s reserved share is no longer in the initial offering`;
  return null;
}
