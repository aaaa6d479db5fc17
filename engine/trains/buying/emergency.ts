/**
 * A forced purchase (the must-own rule): its cheapest answer from the bank, the shortfall, and who
 * may add money (the president, a trainless company's director). common 18xx rules, "Forced train purchase".
 */
import { sum } from '../../core/ask';
import type { Ctx } from '../../context';
import { ownedTrains } from '../../state/trainLimit';
import { rustedMarketTerms, trainPrice } from '../offer';
import { mustBuyTrain } from '../mustBuy';
import { playerHolder, type TrainState } from '../../state/types';
import { variantChoices, bankOffers } from './offers';
/**
 * In an emergency only the cheapest train from the depot or pool may be bought, on its cheapest
 * side (1843 L4522-4523), and never a rusted certificate that does not satisfy the must-own rule
 * (D8 #22).
 */
export function cheapestBankPrice(ctx: Ctx): number | null {
  // (A loop, no lists: a forced purchase asks this several times per action.)
  let cheapest: number | null = null;
  for (const o of bankOffers(ctx)) {
    if (emergencyExcluded(ctx, o.train)) continue;
    const variants = variantChoices(ctx, o.train, o.from);
    if (!variants) cheapest = cheapest === null ? o.price! : Math.min(cheapest, o.price!);
    else for (const v of variants) cheapest = Math.min(cheapest ?? Infinity, trainPrice(ctx, { type: o.train.type, variant: v.id }));
  }
  return cheapest;
}

/** A rusted certificate is no answer to a forced purchase when it does not satisfy the must-own rule, nor paid with the director's money (rustedTrainMarket). */
export function emergencyExcluded(ctx: Ctx, train: TrainState): boolean {
  if (!train.rusted) return false;
  const terms = rustedMarketTerms(ctx.title, ctx.state);
  return terms !== null && (!terms.satisfiesMustOwn || terms.treasuryOnly);
}

/** `mustBuy`: mustBuyTrain's answer, where the caller has it already (the train step's done()). */
export function emergency(ctx: Ctx, corp: string, mustBuy = mustBuyTrain(ctx, corp)): { cheapest: number; shortfall: number } | null {
  if (!mustBuy) return null;
  const cheapest = cheapestBankPrice(ctx);
  if (cheapest === null) return null;
  const cash = ctx.state.corporations[corp]!.cash;
  return cash >= cheapest ? null : { cheapest, shortfall: cheapest - cash };
}

/**
 * rounds.operating.trainlessContribution (1820 §7.2.7 L671-676): the cash the director may add, unasked, to a purchase
 * by a public company that owns no train (a private company spends its director's cash already); 0 otherwise.
 */
export function voluntaryContribution(ctx: Ctx, corp: string, mustBuy?: boolean): number {
  if (!ctx.title.rounds.operating.trainlessContribution || (mustBuy ?? mustBuyTrain(ctx, corp))) return 0;
  const c = ctx.state.corporations[corp]!;
  // A company off the stock market (a private company, which spends its director's cash already) takes no contribution.
  if (c.president === null || !c.market || ownedTrains(ctx, corp).length > 0) return 0;
  return ctx.state.players[c.president]!.cash;
}

/** L675-676: with the director's money a train from another company costs at most its supply price less its maintenance now, or 1. */
export function contributedTradeMax(ctx: Ctx, train: TrainState): number {
  return Math.max(1, trainPrice(ctx, train) - sum(ctx.title, 'trainMaintenance', ctx.title, ctx.state, train.type));
}

/**
 * For a purchase from another company at `price` (a deal by consent, mechanisms/negotiation/ buyTrain): the
 * part the director adds (0 when the treasury pays it all), or null when the company cannot pay that price,
 * the director's help being capped as in legalBuys (rounds.operating.trainlessContribution). With it, the most
 * the company can pay for `train`.
 */
export function tradeFunding(ctx: Ctx, corp: string, train: TrainState, price: number): number | null {
  const c = ctx.state.corporations[corp]!;
  if (price <= c.cash) return 0;
  const voluntary = voluntaryContribution(ctx, corp);
  return voluntary > 0 && price <= Math.min(c.cash + voluntary, contributedTradeMax(ctx, train)) ? price - c.cash : null;
}

export function tradeMaxPrice(ctx: Ctx, corp: string, train: TrainState): number {
  const c = ctx.state.corporations[corp]!;
  const voluntary = voluntaryContribution(ctx, corp);
  return Math.max(c.cash, voluntary > 0 ? Math.min(c.cash + voluntary, contributedTradeMax(ctx, train)) : 0);
}

export function presidentCash(ctx: Ctx, corp: string): number {
  const p = ctx.state.corporations[corp]!.president;
  return p === null ? 0 : ctx.state.players[p]!.cash;
}

/** The open private companies `seat` may discard to the bank at face value in a forced purchase (emergencyBuy.privatesToBank), with their value. */
export function privatesToBank(ctx: Ctx, seat: number): { id: string; value: number }[] {
  if ((ctx.title.rounds.operating.emergencyBuy as { privatesToBank?: string } | undefined)?.privatesToBank !== 'faceValue') return [];
  return Object.values(ctx.state.companies)
    .filter((co) => !co.closed && co.owner === playerHolder(seat))
    .map((co) => ({ id: co.id, value: ctx.title.company.get(co.id)!.value }));
}

/**
 * emergencyBuy.presidentFundsFromCorporations "upToFaceValue" (1843 rules L4391-4530, D4.17): in a
 * forced purchase the president may add money for a train from another corporation, the agreed
 * price then at most its face value. The most the buyer may offer for `train`, or null when the
 * president may not help.
 */
export function fundedTradeMax(ctx: Ctx, corp: string, train: TrainState): number | null {
  if ((ctx.title.rounds.operating.emergencyBuy as { presidentFundsFromCorporations?: string } | undefined)?.presidentFundsFromCorporations !== 'upToFaceValue') return null;
  if (!mustBuyTrain(ctx, corp) || emergencyExcluded(ctx, train)) return null;
  return Math.min(trainPrice(ctx, train), ctx.state.corporations[corp]!.cash + presidentCash(ctx, corp));
}
