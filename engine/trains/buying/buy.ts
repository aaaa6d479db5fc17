/** A buy_train action checked and made: the train, its variant, its price and who pays, and its warranties. 1830 rules, "Buying trains". */
import { first } from '../../core/mechanism';
import { money, type Ctx } from '../../context';
import { illegal, unknown } from '../../errors';
import type { BuyTrainAction } from '../../generated/actions';
import { pay } from '../../state/bank';
import { trainKind } from '../../state/trainLimit';
import { hasRoomFor, rustedMarketTerms, tradeInDiscount, trainPrice } from '../offer';
import { transferTrain } from '../transfer';
import { runType, trainUnits } from '../../routes/revenue';
import { corpHolder } from '../../state/types';
import { turnOf } from '../../steps/operating';
import { REF, FORCED, VARIANT_REF, WARRANTY_REF, FIXED_TRADE_REF, RUSTED_REF } from './refs';
import { tradeTerms, bankOffer, variantChoices, rustedBlocked, discardableRusted, larger, offers } from './offers';
import { emergencyExcluded, emergency, voluntaryContribution, contributedTradeMax, presidentCash, fundedTradeMax } from './emergency';
export function buy(ctx: Ctx, corp: string, a: BuyTrainAction & { exchange?: string }): void {
  const train = ctx.state.trains.find((t) => t.id === a.train);
  if (!train) throw unknown(`no train ${a.train}`);
  const discarded = a.exchange !== undefined ? ctx.state.trains.find((t) => t.id === a.exchange && t.rusted) : undefined;
  if (discarded) {
    // A rusted certificate discarded without recompense to buy a larger train at once (rustedTrainMarket discardToUpgrade; 1843 L4119-4128).
    if (discardableRusted(ctx, corp)?.id !== discarded.id) throw illegal(`${corp} may not discard train ${discarded.id} to buy another`, RUSTED_REF);
    if (train.id === discarded.id || !larger(ctx, { type: train.type, variant: a.variant ?? train.variant }, discarded)) throw illegal(`train ${a.train} is not larger than the rusted ${discarded.type} it would replace`, RUSTED_REF);
    if (emergency(ctx, corp)) throw illegal('a forced purchase is not made by discarding a rusted certificate', RUSTED_REF);
    discarded.owner = 'scrap';
    const c = ctx.state.corporations[corp]!;
    c.trains = c.trains.filter((id) => id !== discarded.id);
    ctx.log.push(`${corp} discards its rusted ${discarded.type} train ${discarded.id} to buy a larger one`);
  }
  // (The action itself is never changed: it is what the log keeps.)
  if (a.exchange !== undefined && !discarded) {
    // A trade-in: the corporation gives up one of its trains for money off a new one from the depot.
    const traded = ctx.state.trains.find((t) => t.id === a.exchange);
    if (!traded || traded.owner !== `corp:${corp}`) throw illegal(`${corp} does not own train ${a.exchange}`, REF);
    const offer = offers(ctx, corp).find((o) => o.from === 'depot' && o.train.id === a.train);
    const discount = offer ? tradeInDiscount(ctx, train.type, traded.type) : null;
    if (!offer || discount === null || a.from !== 'depot') throw illegal(`a ${traded.type} train cannot be traded in for train ${a.train}`, REF);
    if (emergency(ctx, corp)) throw illegal('no trade-in in a forced purchase', FORCED);
    if (a.price !== offer.price! - discount) throw illegal(`with the trade-in, train ${a.train} costs ${offer.price! - discount}`, REF);
    if (a.price > ctx.state.corporations[corp]!.cash) throw illegal(`${corp} has ${ctx.state.corporations[corp]!.cash}`, REF);
    transferTrain(ctx, corp, train, a.price, null, 0, traded);
    turnOf(ctx).boughtTrain = true;
    return;
  }
  // A depot train of a type with variants is bought as one of them (trains.json variants; 1862.md §2.6 item 7),
  // and a pool train of a type with variantFromPool (1843 D8 #29).
  const variants = variantChoices(ctx, train, a.from);
  if (variants?.length) {
    if (a.variant === undefined) throw illegal(`choose the variant to buy train ${a.train} as (${variants.map((v) => v.id).join(', ')})`, VARIANT_REF);
    if (!variants.some((v) => v.id === a.variant)) throw illegal(`train ${a.train} has no variant ${a.variant} (${variants.map((v) => v.id).join(', ')})`, VARIANT_REF);
  } else if (a.variant !== undefined && a.variant !== (a.from === 'depot' && !train.rusted ? undefined : train.variant)) throw illegal(`train ${a.train} is not bought as variant ${a.variant}`, VARIANT_REF);
  const variant = variants?.length ? a.variant : undefined;
  const as = variant !== undefined ? { id: train.id, type: train.type, variant } : train;
  const kind = trainKind(ctx.title, as);
  if (rustedBlocked(ctx, corp, train)) throw illegal(`${corp} may own at most ${rustedMarketTerms(ctx.title, ctx.state)!.maxPerCompany} rusted train certificate(s)`, RUSTED_REF);
  if (!hasRoomFor(ctx, corp, kind, trainUnits(ctx.title, as))) throw illegal(`${corp} is at its train limit${kind && (ctx.title.phases[ctx.state.phase] as { trainLimitPerKind?: boolean }).trainLimitPerKind ? ` for ${kind} trains` : ''}`, REF);
  // Warranties (trains.json warranties; 1862.md §2.6 item 7): with a depot train only, up to the maximum.
  const warranties = a.warranties ?? 0;
  const warranty = first(ctx.title, 'trainWarranties', ctx.title);
  if (warranties > 0 && (!warranty || a.from !== 'depot')) throw illegal('warranties are bought only with a train from the depot, in a title that has them', WARRANTY_REF);
  const allowed = warranty?.allowed(train.type, variant) ?? 0;
  if (warranties > allowed) throw illegal(`train ${a.train} may take at most ${allowed} more warranties`, WARRANTY_REF);
  const warrantyCost = warranties * (warranty?.price ?? 0);
  const refused = first(ctx.title, 'trainBuyRefusal', ctx, corp);
  if (refused) throw refused;
  const offer = offers(ctx, corp).find((o) => o.from === a.from && (o.train.id === a.train || (o.from === 'pool' && runType(o.train) === runType(train) && train.owner === 'pool')));
  if (!offer) throw illegal(`train ${a.train} is not for sale from ${a.from}`, REF);
  const c = ctx.state.corporations[corp]!;
  const em = emergency(ctx, corp);
  let funding = 0;
  if (offer.price !== null && !bankOffer(offer)) {
    // A fixed price from another corporation (trainTrading.fixedPrice): the treasury pays alone.
    if (a.price !== offer.price) throw illegal(`train ${a.train} costs ${offer.price} from ${a.from}`, FIXED_TRADE_REF);
    if (a.price > c.cash) throw illegal(`${corp} has ${c.cash}`, REF);
  } else if (offer.price === null) {
    // From another corporation the treasury pays alone, forced purchase or not, unless the president
    // may add money up to the train's face value (emergencyBuy.presidentFundsFromCorporations).
    const terms = tradeTerms(ctx);
    const funded = em ? fundedTradeMax(ctx, corp, train) : null;
    const voluntary = voluntaryContribution(ctx, corp);
    const helped = voluntary > 0 ? Math.min(c.cash + voluntary, contributedTradeMax(ctx, train)) : null;
    if (funded !== null && a.price > c.cash && a.price >= terms.minPrice && a.price <= funded) funding = a.price - c.cash;
    else if (helped !== null && a.price > c.cash && a.price >= terms.minPrice && a.price <= helped) funding = a.price - c.cash;
    else if (a.price < terms.minPrice || a.price > c.cash)
      throw illegal(
        `the price must be between ${terms.minPrice} and ${Math.max(c.cash, funded ?? 0, helped ?? 0)}${funded !== null ? ' (at most the face value when the president adds money)' : helped !== null ? ' (at most the supply price less its maintenance when the director adds money, 1820 §7.2.7 L675-676)' : ''}`,
        REF,
      );
    if (a.price % terms.priceMultiple !== 0) throw illegal(`the price must be a multiple of ${terms.priceMultiple}`, '1860 rules, Buying Trains L805-806');
  } else {
    const expected = variant !== undefined ? trainPrice(ctx, { type: train.type, variant }) : offer.price;
    if (a.price !== expected) throw illegal(`train ${a.train}${variant !== undefined ? ` as ${variant}` : ''} costs ${expected}`, REF);
    if (em && emergencyExcluded(ctx, train)) throw illegal(`a rusted certificate does not answer a forced purchase and is paid from the treasury alone`, RUSTED_REF);
    if (em) {
      if (expected !== em.cheapest) throw illegal('in a forced purchase only the cheapest train from the bank may be bought', FORCED);
      if (presidentCash(ctx, corp) < em.shortfall) throw illegal('the president cannot cover the shortfall', FORCED);
      funding = em.shortfall;
    } else if (a.price > c.cash) {
      // A trainless company's director may pay what the treasury lacks (rounds.operating.trainlessContribution).
      const voluntary = voluntaryContribution(ctx, corp);
      if (a.price > c.cash + voluntary) throw illegal(`${corp} has ${c.cash}${voluntary > 0 ? ` and its director ${voluntary}` : ''}`, REF);
      funding = a.price - c.cash;
    }
  }
  if (warrantyCost > 0 && (funding > 0 || a.price + warrantyCost > c.cash)) throw illegal(`${corp} cannot pay ${a.price + warrantyCost} for the train and its warranties`, WARRANTY_REF);
  if (variant !== undefined) train.variant = variant;
  const marks = (warranty?.builtIn(train.type, variant) ?? 0) + warranties;
  if (a.from === 'depot' && marks > 0) train.warranties = marks;
  transferTrain(ctx, corp, train, a.price, c.president, funding);
  if (variant !== undefined) ctx.log.push(`${corp} takes train ${train.id} as a ${variant}`);
  if (warrantyCost > 0) {
    pay(ctx, corpHolder(corp), 'bank', warrantyCost);
    ctx.log.push(`${corp} buys ${warranties} warrant${warranties === 1 ? 'y' : 'ies'} for train ${train.id} for ${money(ctx, warrantyCost)}`);
  }
  turnOf(ctx).boughtTrain = true;
}
