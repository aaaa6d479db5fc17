/**
 * A buy_train action checked and made: a rusted certificate discarded or a train traded in, then
 * the purchase by its rules (rules/), the train, its variant, its price and who pays, and its warranties.
 * common 18xx rules, "Buying trains".
 */
/** A buy_train action checked and made: the train, its variant, its price and who pays, and its warranties. common 18xx rules, "Buying trains". */
import { each, first } from '../../core/ask';
import { money, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { BuyTrainAction } from '../../generated/actions';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';
import { turnOf } from '../../steps/operating';
import { firstViolation, type Actor } from '../../steps/step';
import { tradeInDiscount } from '../offer';
import { transferTrain } from '../transfer';
import { FORCED, REF, RUSTED_REF } from './refs';
import { bankOffers, discardableRusted, larger } from './offers';
import { emergency } from './emergency';
import { boughtVariant, offerFor, purchaseFunding, trainOf } from './purchase';
import { purchaseRules } from './rules';
import { trainExists } from './rules/trainExists';

export function buy(ctx: Ctx, actor: Actor, a: BuyTrainAction & { exchange?: string }): void {
  const corp = String(actor.entity);
  const missing = trainExists(ctx, actor, a);
  if (missing) throw missing;
  const train = trainOf(ctx, a);
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
    const offer = bankOffers(ctx).find((o) => o.from === 'depot' && o.train.id === a.train);
    const discount = offer ? tradeInDiscount(ctx, train.type, traded.type) : null;
    if (!offer || discount === null || a.from !== 'depot') throw illegal(`a ${traded.type} train cannot be traded in for train ${a.train}`, REF);
    if (emergency(ctx, corp)) throw illegal('no trade-in in a forced purchase', FORCED);
    if (a.price !== offer.price! - discount) throw illegal(`with the trade-in, train ${a.train} costs ${offer.price! - discount}`, REF);
    if (a.price > ctx.state.corporations[corp]!.cash) throw illegal(`${corp} has ${ctx.state.corporations[corp]!.cash}`, REF);
    transferTrain(ctx, corp, train, a.price, null, 0, traded);
    boughtFromDepot(ctx, train.type);
    turnOf(ctx).boughtTrain = true;
    return;
  }
  const v = firstViolation(purchaseRules, ctx, actor, a);
  if (v) throw v;
  const c = ctx.state.corporations[corp]!;
  const variant = boughtVariant(ctx, a);
  const warranties = a.warranties ?? 0;
  const warranty = first(ctx.title, 'trainWarranties', ctx.title);
  const warrantyCost = warranties * (warranty?.price ?? 0);
  const funding = purchaseFunding(ctx, corp, a, offerFor(ctx, corp, a)!) as number;
  if (variant !== undefined) train.variant = variant;
  const marks = (warranty?.builtIn(train.type, variant) ?? 0) + warranties;
  if (a.from === 'depot' && marks > 0) train.warranties = marks;
  transferTrain(ctx, corp, train, a.price, c.president, funding);
  if (variant !== undefined) ctx.log.push(`${corp} takes train ${train.id} as a ${variant}`);
  if (warrantyCost > 0) {
    pay(ctx, corpHolder(corp), 'bank', warrantyCost);
    ctx.log.push(`${corp} buys ${warranties} warrant${warranties === 1 ? 'y' : 'ies'} for train ${train.id} for ${money(ctx, warrantyCost)}`);
  }
  if (a.from === 'depot') boughtFromDepot(ctx, train.type);
  turnOf(ctx).boughtTrain = true;
  each(ctx.title, 'trainPurchaseMade', ctx, corp, a);
}

/** Notes a depot purchase of `type` this turn, for phases.json depotTrainsPerTurn (when some phase limits them). */
function boughtFromDepot(ctx: Ctx, type: string): void {
  const limited = ctx.title.phases.some((p) => p.depotTrainsPerTurn !== 'unlimited');
  if (!limited) return;
  const turn = turnOf(ctx);
  turn.depotTypesBought = [...(turn.depotTypesBought ?? []), type];
}
