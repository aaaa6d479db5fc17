/**
 * What a bid-then-pick auction offers and what each item costs (rounds.auction.bidThenPick).
 * 1860 rules, Private Companies and the Initial Auction (OCR L173-211); digest 1860 §2.3.
 *
 * An item is a private company (priced at its face value) or a corporation's director's
 * certificate (priced at the certificate's share of a par the picker chooses from the
 * corporation's par prices, so 2 x par for a 20% certificate). An item is on offer while the
 * company is unsold and open, or the corporation has no par.
 */
import type { Ctx } from '../../context';
import type { AuctionRoundConfig } from '../../generated/definition';
import { certPercents, sharePercent } from '../../shares/holdings';
import type { AuctionRoundState } from '../../state/types';
import { parPricesFor } from '../layers';

export const PICK_REF = '1860 rules, Private Companies and the Initial Auction';

export type BidThenPickConfig = NonNullable<AuctionRoundConfig['bidThenPick']>;

export function bidThenPickConfig(ctx: Ctx): BidThenPickConfig {
  const c = ctx.title.rounds.auction?.bidThenPick;
  if (!c) throw new Error('rounds.auction.bidThenPick is missing');
  return c;
}

export function pickState(ctx: Ctx): BidThenPickState {
  return (ctx.state.round as AuctionRoundState).bidThenPick!;
}

/** One way to take an item: a company at its face value, or a director's certificate at one par. */
export interface PickOption {
  kind: 'company' | 'corporation';
  item: string;
  /** The company's face value, or the par price. */
  price: number;
  /** What the item costs the picker: the face value, or the director's certificate's share of the par. */
  cost: number;
}

export function companiesOnOffer(ctx: Ctx): string[] {
  return bidThenPickConfig(ctx).items.companies.filter((id) => {
    const co = ctx.state.companies[id];
    return co !== undefined && co.owner === 'bank' && !co.closed;
  });
}

export function corporationsOnOffer(ctx: Ctx): string[] {
  return bidThenPickConfig(ctx).items.corporations.filter((id) => {
    const c = ctx.state.corporations[id];
    return c !== undefined && c.par === null && !c.closed;
  });
}

export const directorCertificateCost = (ctx: Ctx, corporation: string, par: number): number =>
  (certPercents(ctx.title, corporation)[0]! / sharePercent(ctx.title, ctx.state.corporations[corporation]!)) * par;

/** Every (item, price) choice still on offer, companies first, in the order the definition lists them. */
export function pickOptions(ctx: Ctx): PickOption[] {
  const out: PickOption[] = [];
  for (const id of companiesOnOffer(ctx)) {
    const value = ctx.title.company.get(id)!.value;
    out.push({ kind: 'company', item: id, price: value, cost: value });
  }
  for (const id of corporationsOnOffer(ctx))
    for (const par of parPricesFor(ctx.title, id)) out.push({ kind: 'corporation', item: id, price: par, cost: directorCertificateCost(ctx, id, par) });
  return out;
}

/** The price of the cheapest item still on offer (a director's certificate at its lowest par); 0 when nothing is left. */
export function cheapestCost(ctx: Ctx): number {
  const costs = pickOptions(ctx).map((o) => o.cost);
  return costs.length === 0 ? 0 : Math.min(...costs);
}

/**
 * Whether the picker may take this option: they can pay for it, or they can pay for nothing on
 * offer and it is one of the cheapest (then they pay all their cash, as 18xx.games does; the bid
 * limit makes this impossible for a winning bidder, so only an opener who wins for nothing with
 * less cash than the cheapest item can meet it).
 */
export function optionAffordable(ctx: Ctx, seat: number, option: PickOption): boolean {
  const cash = ctx.state.players[seat]!.cash;
  if (option.cost <= cash) return true;
  const options = pickOptions(ctx);
  if (options.some((o) => o.cost <= cash)) return false;
  return option.cost === Math.min(...options.map((o) => o.cost));
}

/** The most a player may bid now: their cash less the cheapest item still on offer. */
export function maxBid(ctx: Ctx, seat: number): number {
  return ctx.state.players[seat]!.cash - cheapestCost(ctx);
}

/** The least the next bid may be: the minimum raise over the high bid (over 0 for the first bid). */
export function minBid(ctx: Ctx): number {
  return (pickState(ctx).high?.price ?? 0) + bidThenPickConfig(ctx).minRaise;
}

/**
 * A bid-then-pick auction (1860 rules, Private Companies and the Initial Auction): one auction per
 * item on offer, for the right to pick an item. `AuctionRoundState.turn` is the seat to bid next.
 */
export interface BidThenPickState {
  /** 1-based number of the auction under way (one per item on offer). */
  auction: number;
  /** The seat that opened this auction; it wins for nothing if nobody bids. */
  opener: number;
  /** The high bid of this auction so far. */
  high: { seat: number; price: number } | null;
  /** Seats that have passed in this auction: they sit out the rest of it. */
  out: number[];
  /** The winner of this auction, who must now pick an item (null while bidding goes on). */
  picker: number | null;
  /** Each finished auction's winner and winning bid, in order. */
  won: { seat: number; price: number; item: string }[];
}

declare module '../../state/slices' {
  interface AuctionRoundSlices {
    /** Present when the round is a bid-then-pick auction (rounds.auction.steps ["bidThenPick"]); the waterfall fields then stay empty. */
    bidThenPick?: BidThenPickState;
  }
}
