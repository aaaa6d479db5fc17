/**
 * A corporation buys a private company from a player at a price within the
 * allowed range (state/companyPurchase.ts). The price is the players'
 * agreement: the president names it. Usable at any point of the turn; placed
 * at the end of the step list it also gives the president a last chance.
 */
import { actingSeat } from '../state/actingSeat';
import { money } from '../context';
import { illegal, unknown } from '../errors';
import type { BuyCompanyAction } from '../generated/actions';
import { pay } from '../state/bank';
import { each } from '../core/ask';
import { affordableCompanies, purchaseTerms } from '../state/companyPurchase';
import { corpHolder, seatOf } from '../state/types';
import type { OperatingStep } from './operating';
import { act, type LegalAction } from './step';

const REF = '1870 rules, Private companies (company purchase at ½ to 2 × face value)';

export const corporateBuyCompany: OperatingStep = {
  name: 'buyCompany',
  accepts: ['buy_company'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    const cash = ctx.state.corporations[corp]!.cash;
    return affordableCompanies(ctx, corp).map(({ company, min, max }): LegalAction => ({
      id: `buy_company:${company}`,
      action: act(actor, 'buy_company', { company, price: min }),
      params: { price: { min, max: Math.min(max, cash) } },
    }));
  },
  process(ctx, actor, action) {
    const a = action as BuyCompanyAction;
    const corp = String(actor.entity);
    if (!ctx.state.companies[a.company]) throw unknown(`no company ${a.company}`);
    const terms = purchaseTerms(ctx, corp, a.company);
    if (!terms) throw illegal(`${corp} may not buy ${a.company} now`, REF);
    if (a.price < terms.min || a.price > terms.max) throw illegal(`${a.company} sells for ${terms.min} to ${terms.max}`, REF);
    const c = ctx.state.corporations[corp]!;
    if (a.price > c.cash) throw illegal(`${corp} has ${c.cash}`, REF);
    const co = ctx.state.companies[a.company]!;
    const seller = co.owner;
    pay(ctx, corpHolder(corp), seller, a.price);
    co.owner = corpHolder(corp);
    (ctx.state.companyPurchases ??= []).push({ company: a.company, corporation: corp, set: ctx.state.round.kind === 'operating' ? ctx.state.round.set : 0, index: ctx.state.round.kind === 'operating' ? ctx.state.round.index : 0, seller: seatOf(seller)! });
    ctx.log.push(`${corp} buys ${a.company} from ${ctx.state.players[seatOf(seller)!]!.name} for ${money(ctx, a.price)}`);
    // What follows a purchase is a mechanism's (1843's Val de Loire may become a train: companies.json convertToTrain).
    each(ctx.title, 'corporationBoughtCompany', ctx, corp, a.company);
  },
  done(ctx, corp) {
    return this.legal(ctx, { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) }).length === 0;
  },
  passBlocked: () => null,
};
