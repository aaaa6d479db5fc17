/**
 * companies.json `trainDiscount` (18AL's New Decatur Yards; 18xx.games ability train_discount, facts only):
 * the corporation owning the company may once buy a new train of a listed type from the bank at a percentage
 * off its price. The purchase is a buy_train whose entity is the company, as 18xx.games records it; the
 * company closes once the train is bought.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { illegal, type GameError } from '../../errors';
import type { BuyTrainAction } from '../../generated/actions';
import { corpHolder } from '../../state/types';

export const TRAIN_DISCOUNT_REF = "18AL: New Decatur Yards (one new 3, 4 or 5-train at half price, which closes the company)";

interface TrainDiscount {
  percent: number;
  trains: string[];
}

const discountOf = (ctx: Ctx, company: string): TrainDiscount | undefined =>
  (ctx.title.company.get(company) as { trainDiscount?: TrainDiscount } | undefined)?.trainDiscount;

/** The company the action names as its entity, with its discount, when `corp` owns it open; else null. */
function claimedDiscount(ctx: Ctx, corp: string, a: BuyTrainAction): { company: string; discount: TrainDiscount } | null {
  if (a.entityType !== 'company') return null;
  const company = String(a.entity);
  const discount = discountOf(ctx, company);
  const state = ctx.state.companies[company];
  if (!discount || !state || state.closed || state.owner !== corpHolder(corp)) return null;
  return { company, discount };
}

function price(ctx: Ctx, corp: string, a: BuyTrainAction, listed: number): number | GameError | null {
  const claim = claimedDiscount(ctx, corp, a);
  if (!claim) return a.entityType === 'company' ? illegal(`${String(a.entity)} gives ${corp} no train discount`, TRAIN_DISCOUNT_REF) : null;
  const type = ctx.state.trains.find((t) => t.id === a.train)?.type;
  if (a.from !== 'depot' || type === undefined || !claim.discount.trains.includes(type)) {
    return illegal(`${claim.company}'s discount is for a new ${claim.discount.trains.join(', ')} train from the bank only`, TRAIN_DISCOUNT_REF);
  }
  return Math.floor((listed * (100 - claim.discount.percent)) / 100);
}

export const mechanism: Mechanism = {
  id: 'trainDiscount',
  block: 'companies[].trainDiscount',
  appliesTo: (d) => (d.companies?.companies ?? []).some((c) => c.trainDiscount !== undefined),
  hooks: {
    trainPrice: price,
    trainPurchaseMade: (ctx, corp, a) => {
      const claim = claimedDiscount(ctx, corp, a);
      if (!claim) return;
      ctx.state.companies[claim.company]!.closed = true;
      ctx.log.push(`${claim.company} closes: its discount is used`);
    },
  },
  summary: {
    fields: (title) => ({
      special: {
        trainDiscounts: title.companies.flatMap((c) => {
          const d = (c as { trainDiscount?: TrainDiscount }).trainDiscount;
          return d ? [{ company: c.id, percent: d.percent, trains: [...d.trains] }] : [];
        }),
      },
    }),
    fieldsWhenOff: { special: { trainDiscounts: [] } },
    text: {
      operatingRound: (s, say) =>
        s.special.trainDiscounts.map((d) => `The corporation owning ${d.company} may once buy a new ${say.list(d.trains, 'or')}-train from the bank at ${d.percent}% off, which closes ${d.company}.`),
    },
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** companies.json trainDiscount: each company's discount and the train types it applies to. */
    trainDiscounts: { company: string; percent: number; trains: string[] }[];
  }
}
