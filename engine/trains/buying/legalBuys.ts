/** The purchases `actor`'s corporation may make now: from the bank, from another corporation, by a rusted certificate's discard, by trade-in. */
import { answers, first } from '../../core/ask';
import type { Ctx } from '../../context';
import { actionId } from '../../ids';
import type { BuyTrainAction } from '../../generated/actions';
import { corpHolder } from '../../state/types';
import { ownedTrains } from '../../state/trainLimit';
import { tradeInDiscount } from '../offer';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { tradeTerms, maxTradePrice, bankOffer, offerFromCorporation, choices, rustedBlocked, discardableRusted, larger, offers, roomMemo, OFFER_PARTS, bankOffers } from './offers';
import { mustBuyTrain } from '../mustBuy';
import { emergencyExcluded, emergency, voluntaryContribution, contributedTradeMax, presidentCash, fundedTradeMax } from './emergency';
export function legalBuys(ctx: Ctx, actor: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  eachLegalBuy(ctx, actor, undefined, (la) => {
    out.push(la());
    return false;
  });
  return out;
}

/**
 * Whether `actor`'s corporation may make any purchase now: stops at the first, its action never built (the train
 * step's done()). `mustBuy`: mustBuyTrain's answer, where the caller has it already.
 */
export function anyLegalBuy(ctx: Ctx, actor: Actor, mustBuy?: boolean): boolean {
  return eachLegalBuy(ctx, actor, mustBuy, () => true);
}

/**
 * Where eachLegalBuy reports a purchase: its legal action, built only when asked for (anyLegalBuy never asks).
 * True stops the listing.
 */
type Visit = (la: () => LegalAction) => boolean;

/** A bank train bought by a company of `actor`'s corporation whose price a mechanism sets (trainPrice), when the treasury pays it; true once `visit` stops. */
function companyPricedBuys(ctx: Ctx, actor: Actor, train: string, listed: number, variant: string | undefined, visit: Visit): boolean {
  // Only a title with a mechanism pricing trains (trainDiscount) has such purchases.
  if (!answers(ctx.title, 'trainPrice')) return false;
  const corp = String(actor.entity);
  const holder = corpHolder(corp);
  for (const [company, c] of Object.entries(ctx.state.companies)) {
    if (c.owner !== holder || c.closed) continue;
    const probe = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'buy_train', { train, price: listed, from: 'depot', ...(variant !== undefined ? { variant } : {}) });
    const price = first(ctx.title, 'trainPrice', ctx, corp, probe as unknown as BuyTrainAction, listed);
    if (typeof price !== 'number' || price > ctx.state.corporations[corp]!.cash) continue;
    const action = { ...probe, price } as typeof probe;
    if (visit(() => ({ id: `${actionId(action)}:${company}`, action }))) return true;
  }
  return false;
}

/**
 * legalBuys one at a time, in its order, to `visit`; true once `visit` stops. (A visitor rather than a generator:
 * done() asks after nearly every action of the step, and a plain loop that builds no action is the cheaper answer.)
 */
function eachLegalBuy(ctx: Ctx, actor: Actor, mustBuy: boolean | undefined, visit: Visit): boolean {
  const corp = String(actor.entity);
  // Whether the must-own rule forces a purchase, asked once (it walks the map for a trainless corporation).
  const must = mustBuy ?? mustBuyTrain(ctx, corp);
  const c = ctx.state.corporations[corp]!;
  // A mechanism may refuse every purchase (trainBuyRefusal: 1860 rules L887-889, receivership).
  // Room is checked per offer (hasRoomFor: the phase's limit, in total or per kind).
  const atLimit = first(ctx.title, 'trainBuyRefusal', ctx, corp) !== null;
  const em = emergency(ctx, corp, must);
  const terms = tradeTerms(ctx);
  const warranty = first(ctx.title, 'trainWarranties', ctx.title);
  const voluntary = voluntaryContribution(ctx, corp, must);
  // Room for a train is asked per offer; the offers share a few kinds of train.
  const room = roomMemo();
  // Part by part: anyLegalBuy stops at the first, usually a depot train, before other corporations' are listed.
  if (!atLimit) for (const part of OFFER_PARTS) for (const o of part(ctx, corp)) {
    if (em && emergencyExcluded(ctx, o.train)) continue;
    // A forced purchase from another corporation the president may help pay, up to face value (emergencyBuy.presidentFundsFromCorporations).
    const funded = em && offerFromCorporation(o) ? fundedTradeMax(ctx, corp, o.train) : null;
    // A trainless company's director may add money, the price then capped (rounds.operating.trainlessContribution).
    const helped = voluntary > 0 && offerFromCorporation(o) ? Math.min(maxTradePrice(terms, c.cash + voluntary), contributedTradeMax(ctx, o.train)) : null;
    const tradeMax = Math.max(maxTradePrice(terms, c.cash), funded ?? 0, helped ?? 0);
    // Beyond reach: an agreed price (null) below the least trade price the corporation can pay, or a price over its cash
    // (with a director's contribution for a bank train).
    const unaffordable = (offered: number | null): boolean => (offered === null ? tradeMax < terms.minPrice : offered > c.cash + (bankOffer(o) ? voluntary : 0));
    // Refusals that do not depend on the variant, asked before the variants are listed: the rusted-train
    // market's limit, and another corporation's price (the same whatever the variant) beyond reach.
    if (rustedBlocked(ctx, corp, o.train)) continue;
    if (!bankOffer(o) && unaffordable(o.price)) continue;
    for (const { variant, price: offered } of choices(ctx, corp, o, undefined, room)) {
      // The train bought through a company's discount, the company acting (trainPrice; 18AL's New Decatur Yards): the treasury may afford it at that price only.
      if (o.from === 'depot' && !em && offered !== null && companyPricedBuys(ctx, actor, o.train.id, offered, variant, visit)) return true;
      if (em && bankOffer(o)) {
        // The president's money helps only for the cheapest train from the bank.
        if (offered !== em.cheapest || presidentCash(ctx, corp) < em.shortfall) continue;
      } else if (unaffordable(offered)) continue;
      const price = offered ?? terms.minPrice;
      const found = (): LegalAction => {
        const action = act(actor, 'buy_train', { train: o.train.id, price, from: o.from, ...(variant !== undefined ? { variant } : {}) });
        const la: LegalAction = { id: o.price === null ? `buy_train:${o.train.id}:${o.from}` : actionId(action), action };
        if (o.price === null) la.params = { price: { min: terms.minPrice, max: tradeMax, ...(terms.priceMultiple > 1 ? { multipleOf: terms.priceMultiple } : {}) } };
        // Warranties with a depot train, as many as the treasury pays for after the price (not with the president's money).
        const most = warranty && o.from === 'depot' && !em ? Math.min(warranty.allowed(o.train.type, variant), Math.floor((c.cash - price) / warranty.price)) : 0;
        if (most > 0) la.params = { warranties: { min: 0, max: most } };
        return la;
      };
      if (visit(found)) return true;
    }
  }
  // A rusted certificate discarded, without recompense, to buy a larger train at once (1843 L4119-4128).
  // Looked for only here: anyLegalBuy has mostly stopped at a bank train before.
  const rusted = atLimit || em ? null : discardableRusted(ctx, corp);
  if (rusted) {
    for (const o of offers(ctx, corp)) {
      if (o.train.id === rusted.id || rustedBlocked(ctx, corp, o.train, rusted.id)) continue;
      for (const { variant, price: offered } of choices(ctx, corp, o, rusted.id, room)) {
        if (!larger(ctx, { type: o.train.type, variant: variant ?? o.train.variant }, rusted)) continue;
        if (offered === null ? maxTradePrice(terms, c.cash) < terms.minPrice : offered > c.cash) continue;
        const price = offered ?? terms.minPrice;
        const found = (): LegalAction => {
          const action = act(actor, 'buy_train', { train: o.train.id, price, from: o.from, exchange: rusted.id, ...(variant !== undefined ? { variant } : {}) });
          const la: LegalAction = { id: offered === null ? `buy_train:${o.train.id}:${o.from}:${rusted.id}` : actionId(action), action };
          if (offered === null) la.params = { price: { min: terms.minPrice, max: maxTradePrice(terms, c.cash), ...(terms.priceMultiple > 1 ? { multipleOf: terms.priceMultiple } : {}) } };
          return la;
        };
        if (visit(found)) return true;
      }
    }
  }
  // Trade-ins (not in a forced purchase, where only the cheapest train may be bought).
  if (!em) {
    for (const o of bankOffers(ctx)) {
      if (o.from !== 'depot' || o.price === null) continue;
      const seen = new Set<string>();
      for (const own of ownedTrains(ctx, corp)) {
        const discount = tradeInDiscount(ctx, o.train.type, own.type);
        if (discount === null || seen.has(own.type)) continue;
        seen.add(own.type);
        const price = o.price - discount;
        if (price > c.cash) continue;
        const found = (): LegalAction => {
          const action = act(actor, 'buy_train', { train: o.train.id, price, from: 'depot', exchange: own.id });
          return { id: actionId(action), action };
        };
        if (visit(found)) return true;
      }
    }
  }
  return false;
}
