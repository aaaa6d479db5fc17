/**
 * Receivership (title.json rounds.stock.presidentCanDumpTo "pool" and
 * rounds.operating.receivership; 1860 rules L459-464 and Companies In
 * Receivership L877-891):
 * - a president who sells below the president's certificate, with no other
 *   player holding as much, sells the certificate itself to the market; the
 *   corporation then has no president;
 * - it operates by the `receivership` rules, its turn taken by the player with
 *   the priority deal (someone must enter its run);
 * - players may not buy the president's certificate from the market: the first
 *   player to hold as much as it swaps normal certificates of that size for it
 *   and becomes president.
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { certPercents, percentHeld, takePresidentsCertificate } from '../../shares/holdings';
import { playerHolder, type CorporationState, type GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import { illegal } from '../../errors';
import { actingSeat } from '../../state/actingSeat';
import { ownedTrains } from '../../state/trainLimit';
import { depotOffer, hasRoomFor, trainPrice } from '../../trains/offer';
import { transferTrain } from '../../trains/transfer';
import { trainKind } from '../../state/trainLimit';
import { turnOf } from '../../steps/operating';
import { builtInWarranties } from '../warranties';
import { bankruptAndReset } from '../bankruptcy';

const REDEEM_REF = '1862 rules §2.6 item 8, Redeem (title.json rounds.operating.steps redeemShare)';

export const RECEIVERSHIP_REF = '1860 rules, Companies In Receivership L877-891';

export interface ReceivershipRules {
  layTrack: boolean;
  placeTokens: boolean;
  withhold: boolean;
  leaseAtOnce: boolean;
  buysTrainsOnlyWhenTrainless: boolean;
  /** Buys one train without a choice (title.json receivership.autoBuyTrain): the kinds tried in order. */
  autoBuyKinds: string[] | null;
  /** Goes bankrupt when trainless at its buy-train step and no train was bought. */
  bankruptWhenTrainless: boolean;
}

const NONE: ReceivershipRules = { layTrack: true, placeTokens: true, withhold: false, leaseAtOnce: false, buysTrainsOnlyWhenTrainless: false, autoBuyKinds: null, bankruptWhenTrainless: false };

/** Whether the corporation is in receivership: started, and its president's certificate in the market. */
export function inReceivership(state: GameState, corp: string): boolean {
  const c = state.corporations[corp];
  // The solo tableau: too few shares held (mechanisms/tableau/tableau.ts updateControl; 1862 solo S18).
  return !!c && !c.closed && c.president === null && (c.certs[0] === 'market' || c.receivership === true);
}

/** The receivership rules that apply to `corp` now: all permissive when it has a president. */
export function receivershipRules(title: Title, state: GameState, corp: string): ReceivershipRules {
  if (!inReceivership(state, corp)) return NONE;
  const r = title.rounds.operating.receivership ?? {};
  return {
    layTrack: r.layTrack ?? true,
    placeTokens: r.placeTokens ?? true,
    withhold: r.withhold ?? false,
    leaseAtOnce: r.leaseAtOnce ?? false,
    buysTrainsOnlyWhenTrainless: r.buysTrainsOnlyWhenTrainless ?? false,
    autoBuyKinds: r.autoBuyTrain?.kindOrder ?? null,
    bankruptWhenTrainless: r.trainlessThen === 'bankruptcy',
  };
}

/**
 * The seat that acts for a presidentless corporation with `receivership.operator: "majorityHolder"`:
 * the player holding most of it (ties: the nearest from the priority deal on; 1862.md §2.8); null
 * leaves it to the priority deal (engine/state/actingSeat.ts).
 */
function majorityOperator(title: Title, state: GameState, corp: string): number | null {
  if (title.rounds.operating.receivership?.operator !== 'majorityHolder') return null;
  return largestHolder(title, state, state.corporations[corp]!, 1) ?? state.priority;
}

// The seat acting for a corporation is the core's; re-exported for the mechanisms that ask it.
export { actingSeat };

/**
 * The player holding the most of the corporation, at least `atLeast` percent; ties go to the first
 * in seat order from the priority deal. Null when nobody holds that much.
 */
function largestHolder(title: Title, state: GameState, c: CorporationState, atLeast: number): number | null {
  let best: number | null = null;
  let most = atLeast - 1;
  const n = state.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (state.priority + k) % n;
    const held = percentHeld(title, c, playerHolder(seat));
    if (held > most) {
      best = seat;
      most = held;
    }
  }
  return best;
}

/** After a sale: the president's certificate goes to the market when nobody can take it (the sale's rules allowed it). */
export function dumpPresidency(ctx: Ctx, c: CorporationState, seat: number): void {
  c.certs[0] = 'market';
  c.president = null;
  ctx.log.push(`${ctx.state.players[seat]!.name} sells the president's certificate of ${c.id} to the market; ${c.id} is in receivership`);
}

/**
 * A corporation in receivership gets a president as soon as a player holds as much as the
 * president's certificate: the most (ties: the first in seat order after the priority deal),
 * who hands normal certificates of that size to the market for it.
 */
export function leaveReceivership(ctx: Ctx, c: CorporationState): void {
  if (!inReceivership(ctx.state, c.id)) return;
  // Receivership by holding (the solo tableau) ends by holding again (mechanisms/tableau/tableau.ts updateControl).
  if (c.receivership) return;
  const { title, state } = ctx;
  const best = largestHolder(title, state, c, certPercents(title, c)[0]!);
  if (best === null) return;
  // The certificate is in the market (inReceivership): the market gets the normal ones.
  takePresidentsCertificate(title, c, playerHolder(best));
  c.president = best;
  ctx.log.push(`${state.players[best]!.name} takes the president's certificate of ${c.id} from the market; ${c.id} leaves receivership`);
}

/**
 * In receivership a title may buy the train automatically and make a trainless company bankrupt
 * (1862.md §2.8): true when it does, which ends the buy-train step.
 */
function receivershipTrainStep(ctx: Ctx, corp: string): boolean {
  const r = receivershipRules(ctx.title, ctx.state, corp);
  if (!r.autoBuyKinds && !r.bankruptWhenTrainless) return false;
  if (r.autoBuyKinds && !turnOf(ctx).boughtTrain) autoBuyTrain(ctx, corp, r.autoBuyKinds);
  if (r.bankruptWhenTrainless && ownedTrains(ctx, corp).length === 0) bankruptAndReset(ctx, ctx.state.corporations[corp]!, 'in receivership with no train and none bought');
  return true;
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

/** A company in receivership may be barred from laying track and placing stations. */
export const mechanism: Mechanism = {
  id: 'receivership',
  block: 'title.rounds.operating.receivership',
  slice: { keys: ['receivership'] },
  // A company is in receivership by its certificates (or the solo tableau's control), whatever the block says.
  appliesTo: () => true,
  hooks: {
    // 1860 rules L884: a company in receivership retains its revenue.
    dividendForced: (ctx, corp) => (receivershipRules(ctx.title, ctx.state, corp).withhold ? 'withhold' : null),
    redeemRefusal: (ctx, corp) => (inReceivership(ctx.state, corp) ? illegal(`${corp} is in receivership and may not redeem`, REDEEM_REF) : null),
    trackRefusal: (ctx, corp) => (receivershipRules(ctx.title, ctx.state, corp).layTrack ? null : illegal(`${corp} is in receivership and lays no track`, RECEIVERSHIP_REF)),
    presidentless: leaveReceivership,
    presidentlessSeat: majorityOperator,
    corporationStatus: (_title, state, corp) => (inReceivership(state, corp) ? ['receivership'] : []),
    stationRefusal: (ctx, corp) => (receivershipRules(ctx.title, ctx.state, corp).placeTokens ? null : illegal(`${corp} is in receivership and places no stations`, RECEIVERSHIP_REF)),
    // 1860: no train changes hands between companies when either is in receivership (as 18xx.games plays it).
    // 1862.md §2.8: nor with one that buys its trains automatically in receivership.
    tradesTrains: (ctx, corp) => {
      const r = receivershipRules(ctx.title, ctx.state, corp);
      return !(r.buysTrainsOnlyWhenTrainless || r.autoBuyKinds !== null);
    },
    // 1860 rules L887-889: in receivership, a train is bought only while the company has none.
    trainBuyRefusal: (ctx, corp) =>
      receivershipRules(ctx.title, ctx.state, corp).buysTrainsOnlyWhenTrainless && ownedTrains(ctx, corp).length > 0
        ? illegal(`${corp} is in receivership and buys a train only while it has none`, RECEIVERSHIP_REF)
        : null,
    trainStepAutomatic: receivershipTrainStep,
    presidencyDumped: (ctx, c, seat) => {
      dumpPresidency(ctx, c, seat);
      return true;
    },
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** In receivership because the solo player holds too few of its shares (title.json tableau.receivershipBelowShares; 1862 solo S18). */
    receivership?: boolean;
  }
}
