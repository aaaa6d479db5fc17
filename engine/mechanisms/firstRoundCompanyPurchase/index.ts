/**
 * title.json rounds.operating.firstRoundCompanyPurchase (18xx.games' phase status
 * can_buy_companies_operation_round_one, facts only: 18TN's and 18MS's OR 1): in the game's first
 * operating round, before any phase opens company purchases, a corporation may buy a private company
 * from a player at exactly its face value; the setting says from whom, which companies, and whether a
 * seller or a buyer is limited to one.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { corpHolder, seatOf } from '../../state/types';

interface Setting {
  sellers?: 'anyPlayer' | 'president';
  companies?: string[];
  onePerSeller?: boolean;
  onlyWithoutCompany?: boolean;
}

const setting = (ctx: Ctx): Setting | undefined => (ctx.title.rounds.operating as { firstRoundCompanyPurchase?: Setting }).firstRoundCompanyPurchase;

/** Face value, when `corp` may buy `company` (owned by a player) so now; else null. */
function terms(ctx: Ctx, corp: string, company: string): { min: number; max: number } | null {
  const s = setting(ctx);
  const round = ctx.state.round;
  if (!s || round.kind !== 'operating' || round.set !== 1 || round.index !== 1) return null;
  if (s.companies && !s.companies.includes(company)) return null;
  const seller = seatOf(ctx.state.companies[company]!.owner);
  if (seller === null) return null;
  if (s.sellers === 'president' && ctx.state.corporations[corp]!.president !== seller) return null;
  if (s.onlyWithoutCompany && Object.values(ctx.state.companies).some((c) => !c.closed && c.owner === corpHolder(corp))) return null;
  if (s.onePerSeller && (ctx.state.companyPurchases ?? []).some((b) => b.set === 1 && b.index === 1 && b.seller === seller)) return null;
  const value = ctx.title.company.get(company)!.value;
  return { min: value, max: value };
}

export const mechanism: Mechanism = {
  id: 'firstRoundCompanyPurchase',
  block: 'title.rounds.operating.firstRoundCompanyPurchase',
  appliesTo: (d) => (d.title.rounds.operating as { firstRoundCompanyPurchase?: unknown }).firstRoundCompanyPurchase !== undefined,
  hooks: { companyPurchaseTerms: terms },
};
