/** What a buy_train action buys: the train, the variant it is bought as, the offer it answers, and who pays how much. */
import type { Ctx } from '../../context';
import { first } from '../../core/ask';
import { illegal, type GameError } from '../../errors';
import type { BuyTrainAction } from '../../generated/actions';
import { runType } from '../../routes/revenue';
import type { TrainState } from '../../state/types';
import { trainPrice } from '../offer';
import { FIXED_TRADE_REF, FORCED, REF, RUSTED_REF } from './refs';
import { bankOffer, offersFrom, tradeTerms, variantChoices, type Offer } from './offers';
import { contributedTradeMax, emergency, emergencyExcluded, fundedTradeMax, presidentCash, voluntaryContribution } from './emergency';

export const trainOf = (ctx: Ctx, a: BuyTrainAction): TrainState => ctx.state.trains.find((t) => t.id === a.train)!;

/** The variant the action buys the train as: the chosen one where the train is bought as one of its variants, else none. */
export function boughtVariant(ctx: Ctx, a: BuyTrainAction): string | undefined {
  return variantChoices(ctx, trainOf(ctx, a), a.from)?.length ? a.variant : undefined;
}

/** The train as it is bought (as its variant, when bought as one). */
export function boughtAs(ctx: Ctx, a: BuyTrainAction): TrainState {
  const train = trainOf(ctx, a);
  const variant = boughtVariant(ctx, a);
  return variant !== undefined ? { id: train.id, type: train.type, owner: train.owner, variant } : train;
}

/** The offer the action answers: the train from its seller, or an identical one from the pool (looked for among that seller's kind of offers only). */
export function offerFor(ctx: Ctx, corp: string, a: BuyTrainAction): Offer | undefined {
  const train = trainOf(ctx, a);
  return offersFrom(ctx, corp, a.from).find((o) => o.from === a.from && (o.train.id === a.train || (o.from === 'pool' && runType(o.train) === runType(train) && train.owner === 'pool')));
}

/**
 * What the president or director adds to the treasury to pay the action's price, or why the price
 * is not one `corp` may pay: a fixed price from another corporation, an agreed one (the president
 * may help in a forced purchase, a trainless company's director by choice), or the bank's.
 */
export function purchaseFunding(ctx: Ctx, corp: string, a: BuyTrainAction, offer: Offer): number | GameError {
  const train = trainOf(ctx, a);
  const variant = boughtVariant(ctx, a);
  const c = ctx.state.corporations[corp]!;
  const em = emergency(ctx, corp);
  if (offer.price !== null && !bankOffer(offer)) {
    // A fixed price from another corporation (trainTrading.fixedPrice): the treasury pays alone.
    if (a.price !== offer.price) return illegal(`train ${a.train} costs ${offer.price} from ${a.from}`, FIXED_TRADE_REF);
    if (a.price > c.cash) return illegal(`${corp} has ${c.cash}`, REF);
    return 0;
  }
  if (offer.price === null) {
    // From another corporation the treasury pays alone, forced purchase or not, unless the president
    // may add money up to the train's face value (emergencyBuy.presidentFundsFromCorporations).
    const terms = tradeTerms(ctx);
    const funded = em ? fundedTradeMax(ctx, corp, train) : null;
    const voluntary = voluntaryContribution(ctx, corp);
    const helped = voluntary > 0 ? Math.min(c.cash + voluntary, contributedTradeMax(ctx, train)) : null;
    let funding = 0;
    if (funded !== null && a.price > c.cash && a.price >= terms.minPrice && a.price <= funded) funding = a.price - c.cash;
    else if (helped !== null && a.price > c.cash && a.price >= terms.minPrice && a.price <= helped) funding = a.price - c.cash;
    else if (a.price < terms.minPrice || a.price > c.cash)
      return illegal(
        `the price must be between ${terms.minPrice} and ${Math.max(c.cash, funded ?? 0, helped ?? 0)}${funded !== null ? ' (at most the face value when the president adds money)' : helped !== null ? ' (at most the supply price less its maintenance when the director adds money, 1820 §7.2.7 L675-676)' : ''}`,
        REF,
      );
    if (a.price % terms.priceMultiple !== 0) return illegal(`the price must be a multiple of ${terms.priceMultiple}`, '1860 rules, Buying Trains L805-806');
    return funding;
  }
  const listed = variant !== undefined ? trainPrice(ctx, { type: train.type, variant }) : offer.price;
  // A mechanism's price for this purchase (a company's train discount: 18AL's New Decatur Yards).
  const priced = first(ctx.title, 'trainPrice', ctx, corp, a, listed) ?? listed;
  if (typeof priced !== 'number') return priced;
  const expected = priced;
  if (a.price !== expected) return illegal(`train ${a.train}${variant !== undefined ? ` as ${variant}` : ''} costs ${expected}`, REF);
  if (em && emergencyExcluded(ctx, train)) return illegal(`a rusted certificate does not answer a forced purchase and is paid from the treasury alone`, RUSTED_REF);
  if (em) {
    if (expected !== em.cheapest) return illegal('in a forced purchase only the cheapest train from the bank may be bought', FORCED);
    if (presidentCash(ctx, corp) < em.shortfall) return illegal('the president cannot cover the shortfall', FORCED);
    return em.shortfall;
  }
  if (a.price > c.cash) {
    // A trainless company's director may pay what the treasury lacks (rounds.operating.trainlessContribution).
    const voluntary = voluntaryContribution(ctx, corp);
    if (a.price > c.cash + voluntary) return illegal(`${corp} has ${c.cash}${voluntary > 0 ? ` and its director ${voluntary}` : ''}`, REF);
    return a.price - c.cash;
  }
  return 0;
}
