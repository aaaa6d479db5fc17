/**
 * The trains offered to a corporation: the depot's and the pool's at face value, another
 * corporation's at an agreed or fixed price (title.json rounds.operating.trainTrading,
 * trainsFromCorporations), each as the variants it may be bought as. common 18xx rules, "Buying trains".
 */
import { every } from '../../core/ask';
import type { Ctx } from '../../context';
import { limitTerms, ownedTrains } from '../../state/trainLimit';
import { depotOffer, hasRoomFor, poolTrains, rustedMarketTerms, trainPrice } from '../offer';
import { runType } from '../../routes/revenue';
import type { TrainState } from '../../state/types';
export interface TradeTerms {
  minPrice: number;
  priceMultiple: number;
  lastTrainOnlyToTrainless: boolean;
  fixedPrice?: 'fullInOwnPhase';
}

/** Terms of a train bought from another corporation (title rounds.operating.trainTrading). */
export function tradeTerms(ctx: Ctx): TradeTerms {
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
export function fixedTradePrice(ctx: Ctx, t: TrainState): number {
  const full = trainPrice(ctx, t);
  return ctx.title.phases[ctx.state.phase]!.onTrain === t.type ? full : Math.floor(full / 2);
}

/** The highest agreed price a treasury allows: its cash, down to the price multiple. */
export const maxTradePrice = (terms: TradeTerms, cash: number): number => Math.floor(cash / terms.priceMultiple) * terms.priceMultiple;

export interface Offer {
  train: TrainState;
  from: string;
  /** Fixed price, or null when the price is open (between corporations). */
  price: number | null;
}

export const bankOffer = (o: Offer): boolean => o.from === 'depot' || o.from === 'pool';
export const offerFromCorporation = (o: Offer): boolean => !bankOffer(o) && o.price === null;

/**
 * The variants a train offered from `from` is bought as: a depot train of a type with `variants`
 * as one of them (trains.json; 1862.md §2.6 item 7), and so a pool train of a type with
 * `variantFromPool` (1843: either side of a certificate, D8 #29); a rusted certificate only on the
 * side it came back on. Undefined: as it is.
 */
export function variantChoices(ctx: Ctx, train: TrainState, from: string): { id: string }[] | undefined {
  const tt = ctx.title.trainType.get(train.type);
  const rechoose = !train.rusted && (from === 'depot' || (from === 'pool' && (tt as { variantFromPool?: boolean } | undefined)?.variantFromPool === true));
  return rechoose && tt?.variants?.length ? tt.variants : undefined;
}

type RoomFor = (ctx: Ctx, corp: string, kind: string, units?: number, without?: string) => boolean;

/**
 * hasRoomFor remembered for one list of offers, whose trains share a few kinds and sizes: the
 * corporation's trains and the phase do not change while the list is built.
 */
export function roomMemo(): RoomFor {
  // A few questions per list, found by comparing them (quicker than a key built for each question).
  const known: { corp: string; kind: string; units: number; without: string | undefined; room: boolean }[] = [];
  return (ctx, corp, kind, units = 1, without) => {
    for (const k of known) if (k.kind === kind && k.units === units && k.without === without && k.corp === corp) return k.room;
    const room = hasRoomFor(ctx, corp, kind, units, without);
    known.push({ corp, kind, units, without, room });
    return room;
  };
}

/**
 * The variants `corp` may buy an offered train as, with the price of each: a train bought as a
 * variant runs as it (variantChoices), any other train as it is (variant undefined). From the bank
 * the price is the variant's (a certificate side's own price, 1843 L3957-3983); from another
 * corporation it is open (null) or fixed. Only those with room (hasRoomFor: the kind, and the trains
 * the side counts as, L4191-4245), `without` a rusted certificate discarded to buy it.
 */
export function choices(ctx: Ctx, corp: string, o: Offer, without?: string, roomFor: RoomFor = hasRoomFor): { variant: string | undefined; price: number | null }[] {
  const variants = variantChoices(ctx, o.train, o.from);
  const room = (v: string | undefined): boolean => {
    const as = limitTerms(ctx.title, v === undefined ? o.train : { type: o.train.type, variant: v });
    return roomFor(ctx, corp, as.kind, as.units, without);
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
export function rustedBlocked(ctx: Ctx, corp: string, train: TrainState, without?: string): boolean {
  if (!train.rusted) return false;
  const max = rustedMarketTerms(ctx.title, ctx.state)?.maxPerCompany ?? null;
  return max !== null && ownedTrains(ctx, corp).filter((t) => t.rusted && t.id !== without).length >= max;
}

/** A rusted certificate `corp` may discard to buy a larger train (rustedTrainMarket discardToUpgrade; 1843 L4119-4128), or null. */
export function discardableRusted(ctx: Ctx, corp: string): TrainState | null {
  if (!rustedMarketTerms(ctx.title, ctx.state)?.discardToUpgrade) return null;
  return ownedTrains(ctx, corp).find((t) => t.rusted) ?? null;
}

/** "Larger" (D8 #28): a train of higher face value than the discarded certificate's. */
export const larger = (ctx: Ctx, train: { type: string; variant?: string }, than: TrainState): boolean => trainPrice(ctx, train) > trainPrice(ctx, than);

/**
 * The trains offered to `corp`: the bank's (bankOffers), then other corporations' (corporationOffers). A
 * caller that looks for one seller's offer asks for that part only.
 */
export function offers(ctx: Ctx, corp: string): Offer[] {
  const out = bankOffers(ctx);
  for (const o of corporationOffers(ctx, corp)) out.push(o);
  return out;
}

/**
 * offers in its two parts, in its order, for a caller that may stop at the first offer it takes (anyLegalBuy): other
 * corporations' trains are listed only when the bank's gave nothing.
 */
export const OFFER_PARTS: readonly ((ctx: Ctx, corp: string) => Offer[])[] = [bankOffers, corporationOffers];

/** The offers of a seller (offerFor): the bank's for "depot" and "pool", else other corporations'. */
export const offersFrom = (ctx: Ctx, corp: string, from: string): Offer[] => (from === 'depot' || from === 'pool' ? bankOffers(ctx) : corporationOffers(ctx, corp));

/** The depot's trains and the pool's, at face value, the same for every corporation (a new list). */
export function bankOffers(ctx: Ctx): Offer[] {
  const out: Offer[] = [];
  // phases.json depotTrainsPerTurn: "one" train from the depot per turn (18xx.games SingleDepotTrainBuy),
  // or "onePerType", one of each type (18xx.games BuySingleTrainOfType).
  const round = ctx.state.round;
  const boughtTypes = round.kind === 'operating' ? (round.turn.depotTypesBought ?? []) : [];
  const limit = ctx.title.phases[ctx.state.phase]!.depotTrainsPerTurn;
  if (!(limit === 'one' && boughtTypes.length > 0))
    for (const t of depotOffer(ctx)) if (!(limit === 'onePerType' && boughtTypes.includes(t.type))) out.push({ train: t, from: 'depot', price: trainPrice(ctx, t) });
  const seenTypes = new Set<string>();
  for (const t of poolTrains(ctx)) {
    if (seenTypes.has(runType(t))) continue; // identical pool trains (same type and variant) are one choice
    seenTypes.add(runType(t));
    out.push({ train: t, from: 'pool', price: trainPrice(ctx, t) });
  }
  return out;
}

/** Other corporations' trains `corp` may buy, at an agreed price (null) or a fixed one. */
export function corporationOffers(ctx: Ctx, corp: string): Offer[] {
  const out: Offer[] = [];
  const from = ctx.title.rounds.operating.trainsFromCorporations ?? 'samePresident';
  if (from === 'never') return out;
  const president = ctx.state.corporations[corp]!.president;
  const terms = tradeTerms(ctx);
  // 1860 rules, Buying Trains L806-808: a company with a train may not buy another's only train.
  const lastOnlyToTrainless = terms.lastTrainOnlyToTrainless && ctx.state.corporations[corp]!.trains.length > 0;
  // A mechanism may stop trains changing hands between companies (tradesTrains: receivership, nationalisation, a final era).
  const trades = (id: string): boolean => every(ctx.title, 'tradesTrains', ctx, id);
  if (!trades(corp)) return out;
  const fixed = terms.fixedPrice !== undefined;
  for (const def of ctx.title.corporations) {
    const other = ctx.state.corporations[def.id]!;
    // A bankrupt corporation's trains wait for its refloat (1860 rules L952-954): nobody may buy them.
    // (The president is compared before the mechanisms are asked: the cheaper question first, the answer the same.)
    // (One without trains has none to offer: the mechanisms are not asked about it.)
    if (def.id === corp || other.closed || other.bankrupt || other.trains.length === 0) continue;
    if (from === 'samePresident' && other.president !== president) continue;
    if (lastOnlyToTrainless && other.trains.length < 2) continue;
    if (!trades(def.id)) continue;
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
