/**
 * A player's sale to the market, in a stock round or forced by a train purchase in an operating
 * round. Where a mechanism defers the price fall (saleDropDeferred: 1870's price protection), the
 * sold block waits in the round's `sales`, merged with earlier blocks of the same corporation sold
 * in the turn, until the mechanism lets it fall; the round also notes who sold what (no buying it
 * back this round).
 */
import { first } from '../core/ask';
import type { Ctx } from '../context';
import type { SellSharesAction } from '../generated/actions';
import type { StockRoundState } from '../state/types';
import { sharePrice } from './holdings';
import { recordSale, sellShares } from './trade';

/** The fields of a stock round, or (forced sales) an operating round, that hold sales waiting for their price fall. */
export interface SalesRound {
  sales: StockRoundState['sales'];
  protection: StockRoundState['protection'];
  lastProtector: number | null;
  soldThisRound: Record<string, string[]>;
  lastActor?: number | null;
}

/**
 * The round's pending sales as they stand, without setting anything up: for who acts and what is legal,
 * which read a state they must not change (legalActions works on the caller's state).
 */
export const pendingSales = (ctx: Ctx): Readonly<SalesRound> => {
  const r = ctx.state.round as unknown as Partial<SalesRound>;
  return { sales: r.sales ?? [], protection: r.protection ?? null, lastProtector: r.lastProtector ?? null, soldThisRound: r.soldThisRound ?? {}, lastActor: r.lastActor };
};

/** The round's pending sales, set up on first use in an operating round. */
export const salesRound = (ctx: Ctx): SalesRound => {
  const r = ctx.state.round as unknown as Partial<SalesRound> & { kind: string };
  r.sales ??= [];
  r.protection ??= null;
  r.lastProtector ??= null;
  r.soldThisRound ??= {};
  return r as SalesRound;
};

/** Records a sale whose price fall waits, merging blocks of the same corporation sold by the same seller. */
function queueSale(ctx: Ctx, seller: number, corporation: string, percent: number, price: number, presidentBefore: number | null): void {
  const r = salesRound(ctx);
  const block = r.sales.find((s) => s.corporation === corporation && s.seller === seller);
  if (block) block.percent += percent;
  else r.sales.push({ seller, corporation, percent, price, presidentBefore });
}

/** `seat` sells for themselves: the price falls now, or waits where a mechanism defers it; the sale is noted. */
export function sellAsPlayer(ctx: Ctx, seat: number, a: SellSharesAction): void {
  const deferred = first(ctx.title, 'saleDropDeferred', ctx) !== null;
  const c = ctx.state.corporations[a.corporation]!;
  const price = sharePrice(ctx.title, c)!;
  const presidentBefore = c.president;
  sellShares(ctx, seat, a, deferred);
  if (deferred) queueSale(ctx, seat, a.corporation, a.percent, price, presidentBefore);
  recordSale(salesRound(ctx), seat, a.corporation);
}
