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
 *
 * 1843's Val de Loire (rules L5225-5240) names no corporation: params { anyCorporation: true,
 * orHalfDirectorsCertificate: true, countsAsAction: true }: the owner picks the corporation in the
 * action; an unstarted one may be taken by its director's certificate, the player setting its par
 * and paying for the other half (exchange_company `price`); the exchange is the turn's purchase.
 * Every exchange obeys the certificate limit counting the company given up (shares/rules/exchangeWithinCertificateLimit)
 * and the holding limit, as a purchase would.
 *
 * A private exchanged for a share "available in the Bank or the Pool", at any time, even before its
 * corporation is started (18xx.games' exchange ability `from: ipo, market`): params { from: ["ipo",
 * "market"], beforePar: true } and no `certificate` (nothing is reserved).
 */
import { certPercents, sharePercent } from '../../shares/holdings';
import type { Title } from '../../definition/title';
import type { Ctx } from '../../context';
import type { GameState } from '../../state/types';
import type { Actor } from '../../steps/step';
import { firstViolation } from '../../steps/step';
import { stockRuleLists } from '../../shares/rules';
import { canAffordPresidentCertificate } from '../../shares/rules/canAffordPresidentCertificate';
import { withinCertificateLimit } from '../../shares/rules/withinCertificateLimit';
import { oneBuyPerTurn } from '../../shares/rules/oneBuyPerTurn';
import { withinHoldingLimit } from '../../shares/rules/withinHoldingLimit';
import { exchangeWithinCertificateLimit } from '../../shares/rules/exchangeWithinCertificateLimit';
import type { ParAction } from '../../generated/actions';

export interface ExchangeAbility {
  company: string;
  /** Null with params.anyCorporation: the action names the corporation. */
  corporation: string | null;
  /** Index of the certificate kept reserved while the company is open (null: none). */
  certificate: number | null;
  /** Percent of the share the exchange gives. */
  percent: number;
  reserved: boolean;
  /** params.orHalfDirectorsCertificate: an unstarted corporation's director's certificate, the player paying the rest at the par they set. */
  halfDirector: boolean;
  /** params.countsAsAction: the exchange is the stock turn's purchase (1843); absent or false: a free action (1860). */
  countsAsAction: boolean;
  /** params.from: where the share may come from, in the order tried: the initial offering and/or the market pool (default the initial offering). */
  from: ('ipo' | 'market')[];
  /** params.beforePar: the share may be taken while the corporation has no par price yet (a share of an unstarted corporation). */
  beforePar: boolean;
}

/**
 * A company's exchange ability, read once per title and company (both never change): the reserved-certificate
 * check asks it of every company on every share purchase considered. Shared, so never to be changed by a caller.
 */
export function exchangeAbility(title: Title, company: string): ExchangeAbility | null {
  let byCompany = abilityOf.get(title);
  if (!byCompany) abilityOf.set(title, (byCompany = new Map()));
  let ex = byCompany.get(company);
  if (ex === undefined) byCompany.set(company, (ex = readExchangeAbility(title, company)));
  return ex;
}

const abilityOf = new WeakMap<Title, Map<string, ExchangeAbility | null>>();

function readExchangeAbility(title: Title, company: string): ExchangeAbility | null {
  const ability = title.company.get(company)?.abilities.find((a) => a.kind === 'exchange');
  const p = ability?.params as
    | { corporation?: string; certificate?: number; percent?: number; reservedCertificate?: boolean; anyCorporation?: boolean; orHalfDirectorsCertificate?: boolean; countsAsAction?: boolean; from?: 'ipo' | 'market' | ('ipo' | 'market')[]; beforePar?: boolean }
    | undefined;
  if (!p) return null;
  const from = p.from === undefined ? ['ipo' as const] : Array.isArray(p.from) ? p.from : [p.from];
  const common = { company, percent: p.percent ?? 10, halfDirector: p.orHalfDirectorsCertificate === true, countsAsAction: p.countsAsAction === true, from, beforePar: p.beforePar === true };
  if (p.anyCorporation) return { ...common, corporation: null, certificate: null, reserved: false };
  // The certificate index matters only for the one reserved for the company (1860).
  if (!p.corporation || (p.reservedCertificate === true && p.certificate === undefined)) return null;
  return { ...common, corporation: p.corporation, certificate: p.certificate ?? null, reserved: p.reservedCertificate === true };
}

/** Certificate indexes of `corporation` held back for companies still open. */
export function reservedForExchange(title: Title, state: GameState, corporation: string): number[] {
  const out: number[] = [];
  for (const def of title.companies) {
    const ex = exchangeAbility(title, def.id);
    if (ex && ex.reserved && ex.certificate !== null && ex.corporation === corporation && !state.companies[def.id]!.closed) out.push(ex.certificate);
  }
  return out;
}

/** The certificates no purchase may take (the core's, engine/shares/terms.ts, asking reservedForExchange through the hook reservedCertificates). */
export { reservedCertificates } from '../../shares/terms';

/**
 * Why `company` cannot be exchanged by the actor now, or null when it can. `corporation` is the
 * action's choice (needed with anyCorporation), `price` the par set when the exchange takes an
 * unstarted corporation's director's certificate (orHalfDirectorsCertificate).
 */
export function exchangeRefusal(ctx: Ctx, seat: number, company: string, corporation?: string, price?: number, actor?: Actor): string | null {
  const ex = exchangeAbility(ctx.title, company);
  if (!ex) return `${company} cannot be exchanged`;
  const co = ctx.state.companies[company];
  if (!co || co.closed || co.owner !== `player:${seat}`) return `you do not own ${company}`;
  if (ex.corporation && corporation !== undefined && corporation !== ex.corporation) return `${company} is exchanged only for a share of ${ex.corporation}`;
  const target = ex.corporation ?? corporation;
  if (!target) return `name the corporation whose share ${company} is exchanged for`;
  const c = ctx.state.corporations[target];
  if (!c) return `no corporation ${target}`;
  if (c.closed) return `${target} is out of the game`;
  const who: Actor = actor ?? { entityType: 'player', entity: seat, seat };
  if (ex.countsAsAction) {
    const v = oneBuyPerTurn(ctx, who, { type: 'exchange_company', entityType: 'player', entity: seat, company } as never);
    if (v) return v.message;
  }
  // The certificate limit, for every exchange: the company given up is a certificate too (1843 rules L2005-2060).
  const limit = exchangeWithinCertificateLimit(target)(ctx, who, { type: 'exchange_company', entityType: 'player', entity: seat, company });
  if (limit) return limit.message;
  if (c.par === null && !ex.beforePar) {
    if (!ex.halfDirector) return `${target} has not been started yet`;
    if (price === undefined) return `set ${target}'s par price (price) to take its director's certificate`;
    // The par rules, less the purchase ones: the player pays only the other half (1843 L5225-5240),
    // and gives up the company for the certificate.
    const rules = stockRuleLists(ctx.title).par.filter((r) => r !== canAffordPresidentCertificate && r !== (withinCertificateLimit as unknown) && r !== (oneBuyPerTurn as unknown));
    const v = firstViolation(rules, ctx, who, { type: 'par', entityType: 'player', entity: seat, corporation: target, price } as ParAction);
    if (v) return v.message;
    const cost = halfDirectorCost(ctx, target, ex.percent, price);
    if (ctx.state.players[seat]!.cash < cost) return `the rest of ${target}'s director's certificate costs ${cost}`;
    return null;
  }
  if (price !== undefined) return `${target} already has a par price`;
  const from = exchangeSource(ctx, { corporation: target, percent: ex.percent, from: ex.from });
  if (from === null) return `${target} has no ${ex.percent}% share left in the ${ex.from.map((f) => (f === 'ipo' ? 'initial offering' : 'market')).join(' or the ')}`;
  // The share obeys the holding limit as a purchase would (1843 D8 #15; the base game's holding limit, "if they do not already hold 60%").
  const v = withinHoldingLimit(ctx, who, { type: 'buy_shares', entityType: 'player', entity: seat, corporation: target, from, percent: ex.percent });
  if (v) return v.message;
  return null;
}

/** What the player pays for the part of a director's certificate the company does not cover: (certificate − percent) at par. */
export function halfDirectorCost(ctx: Ctx, corporation: string, percent: number, price: number): number {
  return ((certPercents(ctx.title, corporation)[0]! - percent) / sharePercent(ctx.title, ctx.state.corporations[corporation]!)) * price;
}

/**
 * The certificate an exchange gives: the top one of the pile in the initial offering, the
 * lowest-numbered non-president certificate of the ability's percent (1860 rules L255: "takes
 * the top certificate from the appropriate pile ... in the IPO"; the reserved one lies at the
 * bottom and becomes an ordinary share once its company has closed). Null when none is left.
 */
export function exchangeCertificate(ctx: Ctx, ex: { corporation: string; percent: number; from?: ('ipo' | 'market')[] }): number | null {
  const c = ctx.state.corporations[ex.corporation]!;
  const pct = certPercents(ctx.title, ex.corporation);
  for (const holder of ex.from ?? ['ipo']) for (let i = 1; i < c.certs.length; i++) if (c.certs[i] === holder && pct[i] === ex.percent) return i;
  return null;
}

/** Where the exchange's share comes from: the first of the ability's sources holding one (null: none). */
export function exchangeSource(ctx: Ctx, ex: { corporation: string; percent: number; from: ('ipo' | 'market')[] }): 'ipo' | 'market' | null {
  const i = exchangeCertificate(ctx, ex);
  return i === null ? null : (ctx.state.corporations[ex.corporation]!.certs[i] as 'ipo' | 'market');
}
