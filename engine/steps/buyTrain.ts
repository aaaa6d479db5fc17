/**
 * Buying trains: from the depot (its lowest type only), from the bank pool at
 * face value, or from another corporation with the same president at any
 * price. A corporation without a train that has a route must buy one; if its
 * treasury falls short, the president pays the rest for the cheapest train,
 * and a president who cannot is bankrupt (title.json rounds.operating).
 * 1830 rules, "Buying trains" and "Forced train purchase".
 */
import { nationalizing } from '../mechanisms/nationalization';
import { actingSeat, receivershipRules, RECEIVERSHIP_REF } from '../mechanisms/receivership';
import { money, type Ctx } from '../context';
import { illegal, unknown, type GameError } from '../errors';
import type { BuyTrainAction, MarkTrainAction, SellCompanyAction, SellSharesAction } from '../generated/actions';
import { abilitiesOf } from '../mechanisms/abilities';
import { actionId } from '../ids';
import { affordsBankTrain, hasRoute, insolvencyRule } from '../mechanisms/insolvency';
import { finishGame } from '../mechanisms/end';
import { pay } from '../state/bank';
import { bankruptAndReset } from '../mechanisms/bankruptcy';
import { liquidateIfTrainless } from '../mechanisms/liquidation';
import { allowedInFinalEra } from '../mechanisms/finalEra';
import { depotOffer, discardObsolete, hasRoomFor, ownedTrains, poolTrains, runningStock, rustedMarketTerms, tradeInDiscount, trainKind, trainPrice, transferTrain } from '../mechanisms/trains';
import { isPrivateCompany, startPrivateTurn } from '../mechanisms/privateCompanies';
import { maintenanceOf } from '../mechanisms/costOfBusiness';
import { builtInWarranties, warrantiesAllowed, warrantyTerms } from '../mechanisms/warranties';
import { runType, trainUnits } from '../routes/revenue';
import { corpHolder, type CorporationState } from '../state/types';
import { refinancePayment, startRefinance } from '../mechanisms/merger';
import { emergencyTops, sellTops } from '../mechanisms/tableau';
import { capitalizationOf } from '../mechanisms/startModes';
import { moveDown } from '../market/grid';
import { placeMarker } from '../market/moves';
import type { TrainState } from '../state/types';
import { turnOf, type OperatingStep } from './operating';
import { act, firstViolation, type Actor, type LegalAction } from './step';
import { sellSharesRules } from '../rules/stock';
import { certPercents, percentHeld, sharePercent, sharePrice } from '../shares/holdings';
import { playerHolder } from '../state/types';
import { sellOpenToProtection } from './priceProtection';

const REF = '1830 rules, Buying trains';
const FORCED = '1830 rules, Forced train purchase (president contributes; bankruptcy if he cannot)';
const VARIANT_REF = '1862.md §2.6 item 7 (a train card is bought as one of its variants)';
const WARRANTY_REF = '1862.md §2.6 item 7 (warranties bought with a depot train)';
const FIXED_TRADE_REF = '1862.md §2.6 item 7 (trains between companies at a fixed price)';
const RUSTED_REF = '1843 rules L4033-4128 (rusted train certificates in the gray phase)';

export function mustBuyTrain(ctx: Ctx, corp: string): boolean {
  // A rusted certificate may not count (phases.json rustedTrainMarket satisfiesMustOwn; 1843 L4107-4115).
  if (runningStock(ctx, corp).length > 0) return false;
  const rule = ctx.title.rounds.operating.mustBuyTrain ?? 'ifRoute';
  if (rule === 'never' || rule === 'neverThenLiquidate') return false;
  // With insolvency, only a corporation that can pay for a bank train must buy one (1860 rules L847-848).
  const insolvency = insolvencyRule(ctx.title);
  if (insolvency && !affordsBankTrain(ctx, corp, insolvency.mustBuyWhen === 'moreThanPrice')) return false;
  return rule === 'always' || hasRoute(ctx, corp);
}

interface TradeTerms {
  minPrice: number;
  priceMultiple: number;
  lastTrainOnlyToTrainless: boolean;
  fixedPrice?: 'fullInOwnPhase';
}

/** Terms of a train bought from another corporation (title rounds.operating.trainTrading). */
function tradeTerms(ctx: Ctx): TradeTerms {
  const t = ctx.title.rounds.operating.trainTrading ?? {};
  return {
    minPrice: Math.max(1, t.minPrice ?? 1),
    priceMultiple: t.priceMultiple ?? 1,
    lastTrainOnlyToTrainless: t.lastTrainOnlyToTrainless ?? false,
    ...(t.fixedPrice ? { fixedPrice: t.fixedPrice } : {}),
  };
}

/**
 * The fixed price of a train bought from another corporation (trainTrading.fixedPrice
 * "fullInOwnPhase", 1862.md §2.6 item 7): its type's full price in the phase its type started,
 * otherwise half, rounded down.
 */
function fixedTradePrice(ctx: Ctx, t: TrainState): number {
  const full = trainPrice(ctx, t);
  return ctx.title.phases[ctx.state.phase]!.onTrain === t.type ? full : Math.floor(full / 2);
}

/** The highest agreed price a treasury allows: its cash, down to the price multiple. */
const maxTradePrice = (terms: TradeTerms, cash: number): number => Math.floor(cash / terms.priceMultiple) * terms.priceMultiple;

interface Offer {
  train: TrainState;
  from: string;
  /** Fixed price, or null when the price is open (between corporations). */
  price: number | null;
}

const bankOffer = (o: Offer): boolean => o.from === 'depot' || o.from === 'pool';
const offerFromCorporation = (o: Offer): boolean => !bankOffer(o) && o.price === null;

/**
 * The variants a train offered from `from` is bought as: a depot train of a type with `variants`
 * as one of them (trains.json; 1862.md §2.6 item 7), and so a pool train of a type with
 * `variantFromPool` (1843: either side of a certificate, D8 #29); a rusted certificate only on the
 * side it came back on. Undefined: as it is.
 */
function variantChoices(ctx: Ctx, train: TrainState, from: string): { id: string }[] | undefined {
  const tt = ctx.title.trainType.get(train.type);
  const rechoose = !train.rusted && (from === 'depot' || (from === 'pool' && (tt as { variantFromPool?: boolean } | undefined)?.variantFromPool === true));
  return rechoose && tt?.variants?.length ? tt.variants : undefined;
}

/**
 * The variants `corp` may buy an offered train as, with the price of each: a train bought as a
 * variant runs as it (variantChoices), any other train as it is (variant undefined). From the bank
 * the price is the variant's (a certificate side's own price, 1843 L3957-3983); from another
 * corporation it is open (null) or fixed. Only those with room (hasRoomFor: the kind, and the trains
 * the side counts as, L4191-4245), `without` a rusted certificate discarded to buy it.
 */
function choices(ctx: Ctx, corp: string, o: Offer, without?: string): { variant: string | undefined; price: number | null }[] {
  const variants = variantChoices(ctx, o.train, o.from);
  const room = (v: string | undefined): boolean => {
    const as = v === undefined ? o.train : { id: o.train.id, type: o.train.type, variant: v };
    return hasRoomFor(ctx, corp, trainKind(ctx.title, as), trainUnits(ctx.title, as), without);
  };
  const price = (v: string | undefined): number | null => (bankOffer(o) && v !== undefined ? trainPrice(ctx, { type: o.train.type, variant: v }) : o.price);
  if (!variants) return room(undefined) ? [{ variant: undefined, price: o.price }] : [];
  return variants.filter((v) => room(v.id)).map((v) => ({ variant: v.id, price: price(v.id) }));
}

/**
 * Whether the rusted-train market forbids `corp` this offer: a rusted certificate beyond the most a
 * corporation may own (phases.json rustedTrainMarket maxPerCompany; 1843 L4092), `without` the one
 * it discards to buy it.
 */
function rustedBlocked(ctx: Ctx, corp: string, train: TrainState, without?: string): boolean {
  if (!train.rusted) return false;
  const max = rustedMarketTerms(ctx.title, ctx.state)?.maxPerCompany ?? null;
  return max !== null && ownedTrains(ctx, corp).filter((t) => t.rusted && t.id !== without).length >= max;
}

/** A rusted certificate `corp` may discard to buy a larger train (rustedTrainMarket discardToUpgrade; 1843 L4119-4128), or null. */
function discardableRusted(ctx: Ctx, corp: string): TrainState | null {
  if (!rustedMarketTerms(ctx.title, ctx.state)?.discardToUpgrade) return null;
  return ownedTrains(ctx, corp).find((t) => t.rusted) ?? null;
}

/** "Larger" (D8 #28): a train of higher face value than the discarded certificate's. */
const larger = (ctx: Ctx, train: { type: string; variant?: string }, than: TrainState): boolean => trainPrice(ctx, train) > trainPrice(ctx, than);

function offers(ctx: Ctx, corp: string): Offer[] {
  const out: Offer[] = [];
  for (const t of depotOffer(ctx)) out.push({ train: t, from: 'depot', price: trainPrice(ctx, t) });
  const seenTypes = new Set<string>();
  for (const t of poolTrains(ctx)) {
    if (seenTypes.has(runType(t))) continue; // identical pool trains (same type and variant) are one choice
    seenTypes.add(runType(t));
    out.push({ train: t, from: 'pool', price: trainPrice(ctx, t) });
  }
  const president = ctx.state.corporations[corp]!.president;
  const from = ctx.title.rounds.operating.trainsFromCorporations ?? 'samePresident';
  // 1860 rules, Buying Trains L806-808: a company with a train may not buy another's only train.
  const lastOnlyToTrainless = tradeTerms(ctx).lastTrainOnlyToTrainless && ctx.state.corporations[corp]!.trains.length > 0;
  // 1860: no train changes hands between companies when either is in receivership (as 18xx.games plays it).
  // 1862.md §2.8: nor with one that buys its trains automatically in receivership.
  const receiver = (id: string): boolean => {
    const r = receivershipRules(ctx.title, ctx.state, id);
    return r.buysTrainsOnlyWhenTrainless || r.autoBuyKinds !== null;
  };
  // Under nationalisation trains come from the bank only (1860 rules L926); nor in a final era that says so.
  if (from === 'never' || receiver(corp) || nationalizing(ctx.state) || !allowedInFinalEra(ctx.title, ctx.state, 'trainTrades')) return out;
  const fixed = tradeTerms(ctx).fixedPrice !== undefined;
  for (const def of ctx.title.corporations) {
    const other = ctx.state.corporations[def.id]!;
    // A bankrupt corporation's trains wait for its refloat (1860 rules L952-954): nobody may buy them.
    if (def.id === corp || other.closed || other.bankrupt || receiver(def.id)) continue;
    if (from === 'samePresident' && other.president !== president) continue;
    if (lastOnlyToTrainless && other.trains.length < 2) continue;
    for (const id of other.trains) {
      const t = ctx.state.trains.find((x) => x.id === id)!;
      // Obsolete certificates may not be bought between companies (1843 L5314).
      if (t.obsolete) continue;
      out.push({ train: t, from: def.id, price: fixed ? fixedTradePrice(ctx, t) : null });
    }
  }
  return out;
}

/** The trains offered to `corp` now, and by whom ("depot", "pool" or a corporation), whatever it can pay. */
export function trainOffers(ctx: Ctx, corp: string): { train: string; from: string }[] {
  return offers(ctx, corp).map((o) => ({ train: o.train.id, from: o.from }));
}

/**
 * In an emergency only the cheapest train from the depot or pool may be bought, on its cheapest
 * side (1843 L4522-4523), and never a rusted certificate that does not satisfy the must-own rule
 * (D8 #22).
 */
function cheapestBankPrice(ctx: Ctx, corp: string): number | null {
  const prices = offers(ctx, corp)
    .filter((o) => bankOffer(o) && !emergencyExcluded(ctx, o.train))
    .flatMap((o) => (variantChoices(ctx, o.train, o.from) ?? [undefined]).map((v) => (v === undefined ? o.price! : trainPrice(ctx, { type: o.train.type, variant: v.id }))));
  return prices.length ? Math.min(...prices) : null;
}

/** A rusted certificate is no answer to a forced purchase when it does not satisfy the must-own rule, nor paid with the director's money (rustedTrainMarket). */
function emergencyExcluded(ctx: Ctx, train: TrainState): boolean {
  if (!train.rusted) return false;
  const terms = rustedMarketTerms(ctx.title, ctx.state);
  return terms !== null && (!terms.satisfiesMustOwn || terms.treasuryOnly);
}

function emergency(ctx: Ctx, corp: string): { cheapest: number; shortfall: number } | null {
  if (!mustBuyTrain(ctx, corp)) return null;
  const cheapest = cheapestBankPrice(ctx, corp);
  if (cheapest === null) return null;
  const cash = ctx.state.corporations[corp]!.cash;
  return cash >= cheapest ? null : { cheapest, shortfall: cheapest - cash };
}

/**
 * rounds.operating.trainlessContribution (1820 §7.2.7 L671-676): the cash the director may add, unasked, to a purchase
 * by a public company that owns no train (a private company spends its director's cash already); 0 otherwise.
 */
function voluntaryContribution(ctx: Ctx, corp: string): number {
  if (!ctx.title.rounds.operating.trainlessContribution || mustBuyTrain(ctx, corp)) return 0;
  const c = ctx.state.corporations[corp]!;
  if (c.president === null || !c.market || isPrivateCompany(c) || ownedTrains(ctx, corp).length > 0) return 0;
  return ctx.state.players[c.president]!.cash;
}

const CONTRIBUTION_SALES_REF = '1820 rules §7.2.7 L673-677 (the director may sell shares to raise a contribution to a train purchase)';

/**
 * rounds.operating.trainlessContribution: the director who may add money to a train purchase (a trainless public
 * company, or a private company spending its director's cash) "may sell shares in order to raise the cash"
 * (L673), by the usual selling rules, never passing control of the current company (L674). The consent the
 * next director of another company must give when the train comes from that company (L677) is not asked for:
 * a sale that would pass the control of any company is refused.
 */
function contributionSales(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp]!;
  if (!ctx.title.rounds.operating.trainlessContribution || mustBuyTrain(ctx, corp) || c.president === null) return [];
  if (!isPrivateCompany(c) && voluntaryContribution(ctx, corp) === 0) return [];
  const president = c.president;
  const player: Actor = { entityType: 'player', entity: president, seat: president };
  const out: LegalAction[] = [];
  for (const def of ctx.title.corporations) {
    const other = ctx.state.corporations[def.id]!;
    if (isPrivateCompany(other) || !other.market) continue;
    const step = sharePercent(other);
    const held = percentHeld(ctx.title, other, playerHolder(president));
    for (let p = step; p <= held; p += step) {
      const action = act(player, 'sell_shares', { corporation: def.id, percent: p });
      if (contributionSaleViolation(ctx, player, action as SellSharesAction)) continue;
      out.push({ id: actionId(action), action });
    }
  }
  return out;
}

function contributionSaleViolation(ctx: Ctx, player: Actor, a: SellSharesAction): GameError | null {
  const v = firstViolation(sellSharesRules, ctx, player, a);
  if (v) return v;
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president !== player.seat) return null;
  const mine = percentHeld(ctx.title, c, playerHolder(player.seat)) - a.percent;
  const other = Math.max(0, ...ctx.state.players.filter((p) => p.seat !== player.seat).map((p) => percentHeld(ctx.title, c, playerHolder(p.seat))));
  if (mine < other || mine < certPercents(ctx.title, a.corporation)[0]!) return illegal(`selling would pass the control of ${a.corporation}`, CONTRIBUTION_SALES_REF);
  return null;
}

/** L675-676: with the director's money a train from another company costs at most its supply price less its maintenance now, or 1. */
function contributedTradeMax(ctx: Ctx, train: TrainState): number {
  return Math.max(1, trainPrice(ctx, train) - maintenanceOf(ctx.title, ctx.state, train.type));
}

/**
 * For a purchase from another company at `price` (a deal by consent, mechanisms/negotiation.ts buyTrain): the
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

function presidentCash(ctx: Ctx, corp: string): number {
  const p = ctx.state.corporations[corp]!.president;
  return p === null ? 0 : ctx.state.players[p]!.cash;
}

function legalBuys(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp]!;
  // 1860 rules L887-889: in receivership, a train is bought only while the company has none.
  // Room is checked per offer (hasRoomFor: the phase's limit, in total or per kind).
  const atLimit = receivershipRules(ctx.title, ctx.state, corp).buysTrainsOnlyWhenTrainless && ownedTrains(ctx, corp).length > 0;
  const em = emergency(ctx, corp);
  const terms = tradeTerms(ctx);
  const warranty = warrantyTerms(ctx.title);
  const out: LegalAction[] = [];
  const rusted = atLimit || em ? null : discardableRusted(ctx, corp);
  const voluntary = voluntaryContribution(ctx, corp);
  for (const o of atLimit ? [] : offers(ctx, corp)) {
    if (em && emergencyExcluded(ctx, o.train)) continue;
    // A forced purchase from another corporation the president may help pay, up to face value (emergencyBuy.presidentFundsFromCorporations).
    const funded = em && offerFromCorporation(o) ? fundedTradeMax(ctx, corp, o.train) : null;
    // A trainless company's director may add money, the price then capped (rounds.operating.trainlessContribution).
    const helped = voluntary > 0 && offerFromCorporation(o) ? Math.min(maxTradePrice(terms, c.cash + voluntary), contributedTradeMax(ctx, o.train)) : null;
    const tradeMax = Math.max(maxTradePrice(terms, c.cash), funded ?? 0, helped ?? 0);
    for (const { variant, price: offered } of choices(ctx, corp, o)) {
      if (rustedBlocked(ctx, corp, o.train)) continue;
      if (em && bankOffer(o)) {
        // The president's money helps only for the cheapest train from the bank.
        if (offered !== em.cheapest || presidentCash(ctx, corp) < em.shortfall) continue;
      } else if (offered === null ? tradeMax < terms.minPrice : offered > c.cash + (bankOffer(o) ? voluntary : 0)) continue;
      const price = offered ?? terms.minPrice;
      const action = act(actor, 'buy_train', { train: o.train.id, price, from: o.from, ...(variant !== undefined ? { variant } : {}) });
      const la: LegalAction = { id: o.price === null ? `buy_train:${o.train.id}:${o.from}` : actionId(action), action };
      if (o.price === null) la.params = { price: { min: terms.minPrice, max: tradeMax, ...(terms.priceMultiple > 1 ? { multipleOf: terms.priceMultiple } : {}) } };
      // Warranties with a depot train, as many as the treasury pays for after the price (not with the president's money).
      const most = warranty && o.from === 'depot' && !em ? Math.min(warrantiesAllowed(ctx.title, o.train.type, variant), Math.floor((c.cash - price) / warranty.price)) : 0;
      if (most > 0) la.params = { warranties: { min: 0, max: most } };
      out.push(la);
    }
  }
  // A rusted certificate discarded, without recompense, to buy a larger train at once (1843 L4119-4128).
  if (rusted) {
    for (const o of offers(ctx, corp)) {
      if (o.train.id === rusted.id || rustedBlocked(ctx, corp, o.train, rusted.id)) continue;
      for (const { variant, price: offered } of choices(ctx, corp, o, rusted.id)) {
        if (!larger(ctx, { type: o.train.type, variant: variant ?? o.train.variant }, rusted)) continue;
        if (offered === null ? maxTradePrice(terms, c.cash) < terms.minPrice : offered > c.cash) continue;
        const price = offered ?? terms.minPrice;
        const action = act(actor, 'buy_train', { train: o.train.id, price, from: o.from, exchange: rusted.id, ...(variant !== undefined ? { variant } : {}) });
        const la: LegalAction = { id: offered === null ? `buy_train:${o.train.id}:${o.from}:${rusted.id}` : actionId(action), action };
        if (offered === null) la.params = { price: { min: terms.minPrice, max: maxTradePrice(terms, c.cash), ...(terms.priceMultiple > 1 ? { multipleOf: terms.priceMultiple } : {}) } };
        out.push(la);
      }
    }
  }
  // Trade-ins (not in a forced purchase, where only the cheapest train may be bought).
  if (!em) {
    for (const o of offers(ctx, corp)) {
      if (o.from !== 'depot' || o.price === null) continue;
      const seen = new Set<string>();
      for (const own of ownedTrains(ctx, corp)) {
        const discount = tradeInDiscount(ctx, o.train.type, own.type);
        if (discount === null || seen.has(own.type)) continue;
        seen.add(own.type);
        const price = o.price - discount;
        if (price > c.cash) continue;
        const action = act(actor, 'buy_train', { train: o.train.id, price, from: 'depot', exchange: own.id });
        out.push({ id: actionId(action), action });
      }
    }
  }
  return out;
}

/**
 * A president short of money for a forced purchase sells shares (1870 rules, "Forced stock sales"):
 * own shares only, by the usual selling rules, never changing the presidency of the buying
 * corporation, and only while money is still missing.
 */
function emergencySales(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const em = emergency(ctx, corp);
  if (!em || presidentCash(ctx, corp) >= em.shortfall) return [];
  const president = ctx.state.corporations[corp]!.president;
  if (president === null) return [];
  const player: Actor = { entityType: 'player', entity: president, seat: president };
  const out: LegalAction[] = [];
  for (const def of ctx.title.corporations) {
    const held = percentHeld(ctx.title, ctx.state.corporations[def.id]!, playerHolder(president));
    for (let p = 10; p <= held; p += 10) {
      const action = act(player, 'sell_shares', { corporation: def.id, percent: p });
      if (saleViolation(ctx, player, corp, action as SellSharesAction)) continue;
      out.push({ id: actionId(action), action });
    }
  }
  // emergencyBuy.privatesToBank "faceValue" (1843 rules L4391-4530): privates discarded to the bank at face value.
  for (const co of privatesToBank(ctx, president)) {
    const action = act(player, 'sell_company', { company: co.id, price: co.value });
    out.push({ id: actionId(action), action });
  }
  return out;
}

const PRIVATES_REF = '1843 rules L4391-4530 (a director short of money for a forced purchase may discard privates to the bank for their face value)';

/** The open private companies `seat` may discard to the bank at face value in a forced purchase (emergencyBuy.privatesToBank), with their value. */
function privatesToBank(ctx: Ctx, seat: number): { id: string; value: number }[] {
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
function fundedTradeMax(ctx: Ctx, corp: string, train: TrainState): number | null {
  if ((ctx.title.rounds.operating.emergencyBuy as { presidentFundsFromCorporations?: string } | undefined)?.presidentFundsFromCorporations !== 'upToFaceValue') return null;
  if (!mustBuyTrain(ctx, corp) || emergencyExcluded(ctx, train)) return null;
  return Math.min(trainPrice(ctx, train), ctx.state.corporations[corp]!.cash + presidentCash(ctx, corp));
}

function saleViolation(ctx: Ctx, player: Actor, buyer: string, a: SellSharesAction): GameError | null {
  const v = firstViolation(sellSharesRules, ctx, player, a);
  if (v) return v;
  const more = moreThanNeeded(ctx, player, buyer, a);
  if (more) return more;
  if (a.corporation === buyer) {
    const c = ctx.state.corporations[buyer]!;
    const mine = percentHeld(ctx.title, c, playerHolder(player.seat)) - a.percent;
    const other = Math.max(0, ...ctx.state.players.filter((p) => p.seat !== player.seat).map((p) => percentHeld(ctx.title, c, playerHolder(p.seat))));
    if (mine < other || mine < certPercents(ctx.title, buyer)[0]!) return illegal(`selling would cost the president the presidency of ${buyer}`, '1870 rules, Forced stock sales');
  }
  return null;
}

/**
 * emergencyBuy.salesOnlyAsNeeded (1870 rules, Forced stock sales: "The president may only sell
 * enough shares to make the forced purchase"): a block is too large when one share fewer would
 * already cover what is missing and could itself be sold ("All normal rules regarding the stock
 * market and share and certificate limits must be followed": a president over the holding limit
 * sells at least down to it).
 */
function moreThanNeeded(ctx: Ctx, player: Actor, buyer: string, a: SellSharesAction): GameError | null {
  if ((ctx.title.rounds.operating.emergencyBuy as { salesOnlyAsNeeded?: boolean } | undefined)?.salesOnlyAsNeeded !== true) return null;
  const em = emergency(ctx, buyer);
  if (!em) return null;
  const missing = em.shortfall - presidentCash(ctx, buyer);
  const price = sharePrice(ctx.title, ctx.state.corporations[a.corporation]!) ?? 0;
  const lesser = a.percent - 10;
  if (lesser <= 0 || (price * lesser) / 10 < missing) return null;
  if (firstViolation(sellSharesRules, ctx, player, { ...a, percent: lesser })) return null;
  return illegal(`${lesser}% of ${a.corporation} would already raise the ${missing} missing; the president sells only as much as the forced purchase needs`, '1870 rules, Forced stock sales');
}

/**
 * Bankruptcy is declared when even selling everything the rules let the president sell would not
 * pay for the cheapest train from the bank (18xx.games Game#can_go_bankrupt?: president's cash,
 * sellable shares at the current price, and the treasury); the president need not sell first.
 */
function beyondRescue(ctx: Ctx, corp: string, sales: LegalAction[]): boolean {
  const em = emergency(ctx, corp);
  if (!em) return false;
  const best = new Map<string, number>();
  for (const l of sales) {
    if (l.action.type !== 'sell_shares') continue;
    const a = l.action as SellSharesAction;
    best.set(a.corporation, Math.max(best.get(a.corporation) ?? 0, a.percent));
  }
  let value = presidentCash(ctx, corp);
  for (const [c, percent] of best) value += ((sharePrice(ctx.title, ctx.state.corporations[c]!) ?? 0) * percent) / 10;
  const president = ctx.state.corporations[corp]!.president;
  if (president !== null) for (const co of privatesToBank(ctx, president)) value += co.value;
  return value < em.shortfall;
}

/**
 * A bankrupt player's shares go to the market, the largest block the selling rules allow for each
 * corporation, as ordinary sales (with price protection, the price waits for the president, and
 * in 1870 the game ends first, so it never moves); what they raise goes to the bank with the rest
 * of the player's cash. As 18xx.games does (Bankrupt#sell_bankrupt_shares); the 1870 rules only
 * say the game ends, and the recorded games score the player this way.
 */
function sellBankruptShares(ctx: Ctx, seat: number): void {
  const player: Actor = { entityType: 'player', entity: seat, seat };
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || !c.market) continue;
    for (;;) {
      const held = percentHeld(ctx.title, c, playerHolder(seat));
      let sold = false;
      for (let p = held; p >= 10 && !sold; p -= 10) {
        const a = act(player, 'sell_shares', { corporation: def.id, percent: p }) as SellSharesAction;
        if (firstViolation(sellSharesRules, ctx, player, a)) continue;
        sellOpenToProtection(ctx, seat, a);
        sold = true;
      }
      if (!sold) break;
    }
  }
}

const fromBank = (l: LegalAction): boolean => {
  const from = (l.action as { from?: string }).from;
  return from === 'depot' || from === 'pool';
};

/**
 * A forced purchase that the bank and the open market cannot satisfy: the president's sales,
 * and whether bankruptcy may be declared (nothing left to sell, or selling all would not be
 * enough). A train from another corporation (bought with the treasury alone) does not stop the
 * bankruptcy, as on 18xx.games (Game#can_go_bankrupt? looks at the bank's trains only).
 * Null when no forced purchase is stuck.
 */
function stuckPurchase(ctx: Ctx, actor: Actor, buys: LegalAction[]): { sales: LegalAction[]; bankruptcy: boolean } | null {
  const corp = String(actor.entity);
  if (buys.some(fromBank) || !mustBuyTrain(ctx, corp)) return null;
  const sales = emergencySales(ctx, actor);
  return { sales, bankruptcy: sales.length === 0 || beyondRescue(ctx, corp, sales) };
}

/**
 * A corporation in receivership buys without a choice (title.json receivership.autoBuyTrain; 1862.md
 * §2.8): when its treasury covers the cheapest depot train, the first depot train, as the first kind of
 * `kinds` it holds a permit for and has room for.
 */
function autoBuyTrain(ctx: Ctx, corp: string, kinds: string[]): void {
  const c = ctx.state.corporations[corp]!;
  const depot = depotOffer(ctx);
  const train = depot[0];
  if (!train || c.cash < Math.min(...depot.map((t) => trainPrice(ctx, t)))) return;
  const price = trainPrice(ctx, train);
  if (price > c.cash) return;
  const variants = ctx.title.trainType.get(train.type)?.variants ?? [];
  for (const kind of kinds) {
    if (c.permits && !c.permits.includes(kind)) continue;
    if (!hasRoomFor(ctx, corp, kind)) continue;
    const variant = variants.find((v) => trainKind(ctx.title, { type: train.type, variant: v.id }) === kind)?.id;
    if (variants.length > 0 ? variant === undefined : trainKind(ctx.title, train) !== kind) continue;
    if (variant !== undefined) train.variant = variant;
    const marks = builtInWarranties(ctx.title, train.type, variant);
    if (marks > 0) train.warranties = marks;
    transferTrain(ctx, corp, train, price, null, 0);
    if (variant !== undefined) ctx.log.push(`${corp} takes train ${train.id} as a ${variant}`);
    turnOf(ctx).boughtTrain = true;
    return;
  }
}

export function isEmergencySale(ctx: Ctx, corp: string, action: { type: string; entityType: string; entity: unknown }): boolean {
  if ((action.type !== 'sell_shares' && action.type !== 'sell_company') || action.entityType !== 'player' || action.entity !== ctx.state.corporations[corp]?.president) return false;
  const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
  return emergencySales(ctx, actor).length > 0 || (action.type === 'sell_shares' && contributionSales(ctx, actor).length > 0);
}

export const buyTrain: OperatingStep = {
  name: 'buyTrain',
  accepts: ['buy_train', 'bankrupt', 'sell_shares', 'sell_company', 'convert', 'mark_train'],
  legal(ctx, actor) {
    const buys = [...legalBuys(ctx, actor), ...legalMarks(ctx, actor)];
    // 1862: refinancing by choice, where a pass would sell treasury shares (emergencyBuy.raise).
    const convert: LegalAction[] = mayConvert(ctx, String(actor.entity)) ? [{ id: 'convert', action: act(actor, 'convert', {}) }] : [];
    const stuck = stuckPurchase(ctx, actor, buys);
    if (!stuck) return [...buys, ...convert, ...contributionSales(ctx, actor)];
    const bankrupt = act(actor, 'bankrupt', {});
    return [...buys, ...convert, ...stuck.sales, ...(stuck.bankruptcy ? [{ id: actionId(bankrupt), action: bankrupt }] : [])];
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    if (action.type === 'convert') {
      if (!mayConvert(ctx, corp)) throw illegal(`${corp} may refinance by choice only when it must buy a train it cannot pay for and both a treasury sale and refinancing would cover it`, RAISE_REF);
      ctx.log.push(`${corp} chooses to refinance`);
      startRefinance(ctx, corp);
      return;
    }
    if (action.type === 'sell_shares') {
      const a = action as SellSharesAction;
      const president = ctx.state.corporations[corp]!.president!;
      const player: Actor = { entityType: 'player', entity: president, seat: president };
      if (emergencySales(ctx, actor).length === 0) {
        if (contributionSales(ctx, actor).length === 0) throw illegal('the president sells shares only to pay for a forced train purchase', '1870 rules, Forced stock sales');
        const v = contributionSaleViolation(ctx, player, a);
        if (v) throw v;
        sellOpenToProtection(ctx, president, a);
        // A private company spends its director's cash as its treasury during its turn (L1231): the proceeds join it.
        startPrivateTurn(ctx, ctx.state.corporations[corp]!);
        return;
      }
      const v = saleViolation(ctx, player, corp, a);
      if (v) throw v;
      sellOpenToProtection(ctx, president, a);
      return;
    }
    if (action.type === 'mark_train') {
      markTrain(ctx, corp, action as MarkTrainAction);
      return;
    }
    if (action.type === 'sell_company') {
      const a = action as SellCompanyAction;
      const president = ctx.state.corporations[corp]!.president;
      const em = emergency(ctx, corp);
      if (president === null || !em || presidentCash(ctx, corp) >= em.shortfall) throw illegal('privates are discarded to the bank only for a forced train purchase still short of money', PRIVATES_REF);
      const co = privatesToBank(ctx, president).find((x) => x.id === a.company);
      if (!co) throw illegal(`${a.company} is not an open private company of the president's that may go to the bank`, PRIVATES_REF);
      if (a.price !== co.value) throw illegal(`${a.company} goes to the bank for its face value, ${co.value}`, PRIVATES_REF);
      pay(ctx, 'bank', playerHolder(president), co.value);
      const state = ctx.state.companies[co.id]!;
      state.owner = 'bank';
      state.closed = true;
      ctx.log.push(`${ctx.state.players[president]!.name} discards ${co.id} to the bank for ${money(ctx, co.value)}`);
      return;
    }
    if (action.type === 'bankrupt') {
      if (!stuckPurchase(ctx, actor, legalBuys(ctx, actor))?.bankruptcy)
        throw illegal('bankruptcy is declared only when the president cannot pay for a required train', FORCED);
      // Players never go bankrupt where the corporation does instead (emergencyBuy.bankruptcy; 1862.md §2.8).
      if ((ctx.title.rounds.operating.emergencyBuy?.bankruptcy as string | undefined) === 'corporationBankruptcy') {
        bankruptAndReset(ctx, ctx.state.corporations[corp]!, 'it cannot pay for a forced train purchase');
        return;
      }
      const seat = actor.seat;
      ctx.state.players[seat]!.bankrupt = true;
      ctx.log.push(`${ctx.state.players[seat]!.name} cannot pay for a train for ${corp} and is bankrupt`);
      sellBankruptShares(ctx, seat);
      // 1870 rules, Bankruptcy: the player's cash goes to the bank (the game then ends at once).
      pay(ctx, `player:${seat}`, 'bank', ctx.state.players[seat]!.cash);
      finishGame(ctx, 'bankruptcy');
      return;
    }
    const a = action as BuyTrainAction & { exchange?: string };
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
    const warranty = warrantyTerms(ctx.title);
    if (warranties > 0 && (!warranty || a.from !== 'depot')) throw illegal('warranties are bought only with a train from the depot, in a title that has them', WARRANTY_REF);
    if (warranties > warrantiesAllowed(ctx.title, train.type, variant)) throw illegal(`train ${a.train} may take at most ${warrantiesAllowed(ctx.title, train.type, variant)} more warranties`, WARRANTY_REF);
    const warrantyCost = warranties * (warranty?.price ?? 0);
    if (receivershipRules(ctx.title, ctx.state, corp).buysTrainsOnlyWhenTrainless && ownedTrains(ctx, corp).length > 0)
      throw illegal(`${corp} is in receivership and buys a train only while it has none`, RECEIVERSHIP_REF);
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
    const marks = builtInWarranties(ctx.title, train.type, variant) + warranties;
    if (a.from === 'depot' && marks > 0) train.warranties = marks;
    transferTrain(ctx, corp, train, a.price, c.president, funding);
    if (variant !== undefined) ctx.log.push(`${corp} takes train ${train.id} as a ${variant}`);
    if (warrantyCost > 0) {
      pay(ctx, corpHolder(corp), 'bank', warrantyCost);
      ctx.log.push(`${corp} buys ${warranties} warrant${warranties === 1 ? 'y' : 'ies'} for train ${train.id} for ${money(ctx, warrantyCost)}`);
    }
    turnOf(ctx).boughtTrain = true;
  },
  done(ctx, corp) {
    if (ctx.state.finished) return true;
    // Obsolete certificates that have made their last run go just before the buy-train step (1843 L5294-5296).
    discardObsolete(ctx, corp);
    // In receivership a title may buy the train automatically and make a trainless company bankrupt (1862.md §2.8).
    const r = receivershipRules(ctx.title, ctx.state, corp);
    if (r.autoBuyKinds || r.bankruptWhenTrainless) {
      if (r.autoBuyKinds && !turnOf(ctx).boughtTrain) autoBuyTrain(ctx, corp, r.autoBuyKinds);
      if (r.bankruptWhenTrainless && ownedTrains(ctx, corp).length === 0) bankruptAndReset(ctx, ctx.state.corporations[corp]!, 'in receivership with no train and none bought');
      return true;
    }
    const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
    return !mustBuyTrain(ctx, corp) && legalBuys(ctx, actor).length === 0 && legalMarks(ctx, actor).length === 0;
  },
  leave(ctx, corp) {
    liquidateIfTrainless(ctx, corp);
  },
  passBlocked(ctx, corp) {
    // Where the corporation raises the money itself, passing is how its director lets it (emergencyBuy.raise).
    if ((ctx.title.rounds.operating.emergencyBuy?.raise ?? []).length > 0 && emergency(ctx, corp)) return null;
    return mustBuyTrain(ctx, corp) ? illegal(`${corp} has no train and must buy one`, FORCED) : null;
  },
  pass(ctx, actor) {
    return raiseMoney(ctx, String(actor.entity));
  },
};

const OBSOLETE_REF = '1843 rules L5265-5330 (the Engineers card: a marked certificate becomes obsolete instead of rusting)';

/** The obsolescence abilities (1843's Engineers card) of the open companies `corp` owns: the company and whether using it closes it. */
function obsolescence(ctx: Ctx, corp: string): { company: string; closes: boolean }[] {
  return Object.values(ctx.state.companies)
    .filter((co) => !co.closed && co.owner === corpHolder(corp))
    .flatMap((co) => abilitiesOf(ctx, co.id, 'obsolescence').map((a) => ({ company: co.id, closes: (a.params as { closesCompany?: boolean } | undefined)?.closesCompany !== false })));
}

/** A certificate that can take the mark: one that would rust, not yet marked nor obsolete nor a rusted certificate. */
const markable = (ctx: Ctx, t: TrainState): boolean => t.marked === undefined && !t.obsolete && !t.rusted && ctx.title.trainType.get(t.type)?.rustsOn !== undefined;

/** In its buy-train step the owning corporation may mark one of its certificates with its company's obsolescence ability (the company acts). */
function legalMarks(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const out: LegalAction[] = [];
  for (const { company } of obsolescence(ctx, corp)) {
    if (ownedTrains(ctx, corp).some((t) => t.marked === company)) continue;
    for (const t of ownedTrains(ctx, corp).filter((x) => markable(ctx, x))) {
      const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'mark_train', { train: t.id });
      out.push({ id: actionId(action), action });
    }
  }
  return out;
}

function markTrain(ctx: Ctx, corp: string, a: MarkTrainAction): void {
  const company = String(a.entity);
  const ability = obsolescence(ctx, corp).find((x) => x.company === company);
  if (!ability) throw illegal(`${company} is not an open company of ${corp}'s with an obsolescence ability`, OBSOLETE_REF);
  if (ownedTrains(ctx, corp).some((t) => t.marked === company)) throw illegal(`${company} has marked a train already`, OBSOLETE_REF);
  const t = ctx.state.trains.find((x) => x.id === a.train);
  if (!t || t.owner !== corpHolder(corp) || !markable(ctx, t)) throw illegal(`${corp} has no certificate ${a.train} that could take the mark`, OBSOLETE_REF);
  t.marked = company;
  ctx.log.push(`${company} marks ${corp}'s train ${t.id}: it will become obsolete instead of rusting`);
  if (ability.closes) {
    ctx.state.companies[company]!.closed = true;
    ctx.log.push(`${company} closes`);
  }
}

export const RAISE_REF = '1862 rules §2.6 item 7 (forced purchase: treasury shares, refinancing, bankruptcy; rounds.operating.emergencyBuy.raise)';

/**
 * rounds.operating.emergencyBuy.raise: when the director passes a forced purchase the treasury
 * cannot pay for, the corporation raises the money itself, the first way that covers the shortfall
 * (selling treasury shares, refinancing); when none does, it goes bankrupt under
 * emergencyBuy.bankruptcy "corporationBankruptcy". True when the pass was taken that way; the turn
 * stays at the purchase (unless the corporation went bankrupt).
 */
/**
 * Whether the director may choose refinancing over the treasury sale a pass would make: both are
 * ways the title allows and both would cover the shortfall (18xx.games' `convert`).
 */
function mayConvert(ctx: Ctx, corp: string): boolean {
  const ways = ctx.title.rounds.operating.emergencyBuy?.raise ?? [];
  if (!ways.includes('sellTreasuryShares') || !ways.includes('refinance')) return false;
  const em = emergency(ctx, corp);
  if (!em) return false;
  const c = ctx.state.corporations[corp]!;
  return treasuryShares(ctx, c).length * sharePrice(ctx.title, c)! >= em.shortfall && refinancePayment(ctx, c) >= em.shortfall;
}

function treasuryShares(ctx: Ctx, c: CorporationState): number[] {
  // A game with a tableau has no director's certificate: certificate 0 is a plain share (1862 solo S1).
  const first = ctx.state.tableau ? 0 : 1;
  return c.certs.map((h, i) => (i >= first && (h === corpHolder(c.id) || (h === 'ipo' && capitalizationOf(ctx.title, c) === 'incremental')) ? i : -1)).filter((i) => i >= 0);
}

function raiseMoney(ctx: Ctx, corp: string): boolean {
  const cfg = ctx.title.rounds.operating.emergencyBuy;
  const ways = cfg?.raise ?? [];
  const em = ways.length ? emergency(ctx, corp) : null;
  if (!em) return false;
  const c = ctx.state.corporations[corp]!;
  ctx.log.push(`${corp} must buy a train and is short ${money(ctx, em.shortfall)}`);
  for (const way of ways) {
    if (way === 'sellTreasuryShares' && sellTreasuryShares(ctx, c, em.shortfall)) return true;
    if (way === 'refinance' && c.par !== null && refinancePayment(ctx, c) >= em.shortfall) {
      startRefinance(ctx, corp);
      return true;
    }
  }
  if ((cfg!.bankruptcy as string) !== 'corporationBankruptcy') return false;
  bankruptAndReset(ctx, c, 'it cannot raise the money for a forced train purchase');
  return true;
}

/** Sells just enough treasury shares to the market at the current price to cover `shortfall`, the price moving down a cell per share. */
function sellTreasuryShares(ctx: Ctx, c: CorporationState, shortfall: number): boolean {
  const price = sharePrice(ctx.title, c)!;
  const treasury = treasuryShares(ctx, c);
  // 1862 solo S21: a non-chartered company may also sell its shares at the tops of tableau columns,
  // only when that covers the shortfall (mechanisms/tableau.ts emergencyTops).
  const tops = emergencyTops(ctx, c);
  if ((treasury.length + tops.length) * price < shortfall) return false;
  const n = Math.ceil(shortfall / price);
  for (const i of treasury.slice(0, n)) c.certs[i] = 'market';
  if (n > treasury.length) sellTops(ctx, c, tops.slice(0, n - treasury.length));
  pay(ctx, 'bank', corpHolder(c.id), n * price);
  ctx.log.push(`${c.id} sells ${n} treasury share${n === 1 ? '' : 's'} for ${money(ctx, n * price)}`);
  let pos = c.market!;
  for (let k = 0; k < n; k++) pos = moveDown(ctx.title.market, pos);
  placeMarker(ctx, c, pos);
  return true;
}
