/**
 * When and for how much a corporation may buy a private company from a player
 * (1870 rules, "Private companies": from phase 2, at ½ to 2 × face; a
 * company's own purchase window, e.g. MRBC in phase 1 for MP or SSW only at
 * $20–$40, overrides the general terms).
 */
import type { Ctx } from '../context';
import { abilitiesOf } from '../definition/abilities';
import { first } from '../core/ask';

interface WindowParams {
  buyers?: string[];
  minPrice?: number;
  maxPrice?: number;
  phases?: string[];
}

/** Whether a phase event at or before the current phase opened company purchases, and on what terms. */
function generalTerms(ctx: Ctx): { minPercent: number; maxPercent: number; minPrice?: number } | null {
  let terms: { minPercent: number; maxPercent: number; minPrice?: number } | null = null;
  for (let i = 0; i <= ctx.state.phase; i++) {
    for (const e of ctx.title.phases[i]!.events ?? []) {
      const ev = e as { kind: string; minPricePercent?: number; maxPricePercent?: number; minPrice?: number };
      // minPrice: a bound in money for every company (1843 L4922, "1fr to 2x face").
      if (ev.kind === 'companiesBuyable')
        terms = { minPercent: ev.minPricePercent ?? 50, maxPercent: ev.maxPricePercent ?? 200, ...(ev.minPrice !== undefined ? { minPrice: ev.minPrice } : {}) };
    }
  }
  return terms;
}

/** Whether the phase lets corporations buy companies in general (purchase windows aside). */
export function companiesBuyable(ctx: Ctx): boolean {
  return generalTerms(ctx) !== null;
}

/** The price range at which `corp` may buy `company` now, or null when it may not. */
export function purchaseTerms(ctx: Ctx, corp: string, company: string): { min: number; max: number } | null {
  const co = ctx.state.companies[company];
  const def = ctx.title.company.get(company);
  if (!co || !def || co.closed || !co.owner.startsWith('player:')) return null;
  const phaseId = ctx.title.phases[ctx.state.phase]!.id;
  for (const ab of abilitiesOf(ctx, company, 'purchaseWindow')) {
    const p = (ab.params ?? {}) as WindowParams;
    const cond = (ab.condition ?? {}) as { phaseIn?: string[]; playerCountIn?: number[] };
    if (p.phases && p.phases.length === 0) return null; // never sold to a corporation
    // Sold to a corporation only in these phases (1889's Uno-Takamatsu Ferry: not from phase 5 on).
    if (p.phases && !p.phases.includes(phaseId)) return null;
    if (cond.phaseIn && !cond.phaseIn.includes(phaseId)) continue;
    // 1843 L5332-5420: Val de Loire's yellow-phase sale (at face) exists only with 5 or 6 players.
    if (cond.playerCountIn && !cond.playerCountIn.includes(ctx.state.players.length)) continue;
    if (p.buyers && !p.buyers.includes(corp)) return null;
    return { min: p.minPrice ?? Math.ceil(def.value / 2), max: p.maxPrice ?? def.value * 2 };
  }
  const terms = generalTerms(ctx);
  // A mechanism may open purchases before any phase does (companyPurchaseTerms: a first round's purchases at face value).
  if (!terms) return first(ctx.title, 'companyPurchaseTerms', ctx, corp, company);
  const min = terms.minPrice ?? Math.ceil((def.value * terms.minPercent) / 100);
  return { min, max: Math.floor((def.value * terms.maxPercent) / 100) };
}

/** The companies `corp` may buy now at a price its treasury can pay, with their price ranges. */
export function affordableCompanies(ctx: Ctx, corp: string): { company: string; min: number; max: number }[] {
  const cash = ctx.state.corporations[corp]!.cash;
  const out: { company: string; min: number; max: number }[] = [];
  for (const def of ctx.title.companies) {
    const terms = purchaseTerms(ctx, corp, def.id);
    if (terms && terms.min <= cash) out.push({ company: def.id, ...terms });
  }
  return out;
}
