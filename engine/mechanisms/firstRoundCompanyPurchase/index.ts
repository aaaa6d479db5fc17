/**
 * title.json rounds.operating.firstRoundCompanyPurchase (18xx.games' phase status
 * can_buy_companies_operation_round_one, facts only: 18TN's and 18MS's OR 1): in the game's first
 * operating round, before any phase opens company purchases, a corporation may buy a private company
 * from a player at exactly its face value; the setting says from whom, which companies, and whether a
 * seller or a buyer is limited to one.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { SummaryStructure, SummaryWords } from '../../definition/rules-summary';
import type { RoundsConfig } from '../../generated/definition';
import { corpHolder, seatOf } from '../../state/types';

/** The setting, as its schema (schema.json beside this file) declares it. */
type Setting = NonNullable<RoundsConfig['operating']['firstRoundCompanyPurchase']>;

const setting = (ctx: Ctx): Setting | undefined => ctx.title.rounds.operating.firstRoundCompanyPurchase;

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

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** rounds.operating.firstRoundCompanyPurchase, defaults filled; null: no such purchase. */
    firstRoundCompanyPurchase: Required<Setting> | null;
  }
}

function sentences(s: SummaryStructure, say: SummaryWords): string[] {
  const p = s.special.firstRoundCompanyPurchase;
  if (!p) return [];
  const buyer = p.onlyWithoutCompany ? 'a corporation that owns no private company' : 'a corporation';
  const what = p.companies.length > 0 ? say.list(p.companies, 'or') : p.onlyWithoutCompany ? 'one' : 'a private company';
  const seller = p.sellers === 'president' ? 'its president' : 'any player';
  return [`In the game's first operating round ${buyer} may buy ${what} from ${seller} at face value${p.onePerSeller ? '; a player sells at most one company so' : ''}.`];
}

export const mechanism: Mechanism = {
  id: 'firstRoundCompanyPurchase',
  block: 'title.rounds.operating.firstRoundCompanyPurchase',
  appliesTo: (d) => d.title.rounds.operating.firstRoundCompanyPurchase !== undefined,
  hooks: { companyPurchaseTerms: terms },
  summary: {
    fields: (title) => {
      const s: Setting = title.rounds.operating.firstRoundCompanyPurchase ?? {};
      return {
        special: {
          firstRoundCompanyPurchase: { sellers: s.sellers ?? 'anyPlayer', companies: [...(s.companies ?? [])], onePerSeller: s.onePerSeller ?? false, onlyWithoutCompany: s.onlyWithoutCompany ?? false },
        },
      };
    },
    fieldsWhenOff: { special: { firstRoundCompanyPurchase: null } },
    text: { operatingRound: sentences },
  },
};
