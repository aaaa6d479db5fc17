/**
 * The parliament round's parameters and derived figures (rounds.parliament; 1862 §2.4): the
 * reserve a bidder keeps back (reserveParMultiple x the lowest par of the winner's start mode),
 * the most a player may bid, and which corporations may be auctioned.
 */
import type { Ctx } from '../../context';
import { lowestModePar } from '../startModes';

export const PARLIAMENT_REF = '1862 rules §2.4 (Parliament round: charter auctions; title.json rounds.parliament)';

export function parliamentConfig(ctx: Ctx) {
  const cfg = ctx.title.rounds.parliament;
  if (!cfg) throw new Error('rounds.parliament is required for a parliament round');
  return cfg;
}

export const parliamentState = (ctx: Ctx): ParliamentRoundState => ctx.state.round as ParliamentRoundState;

/** What a bidder must keep back: reserveParMultiple x the lowest par the winner could choose. */
export function reserve(ctx: Ctx): number {
  const cfg = parliamentConfig(ctx);
  return cfg.reserveParMultiple * lowestModePar(ctx.title, cfg.startMode);
}

/** The most `seat` may bid: cash less the reserve. */
export const maxBid = (ctx: Ctx, seat: number): number => ctx.state.players[seat]!.cash - reserve(ctx);

/** The least bid possible now: the opening minimum, or the high bid plus the increment. */
export function minBid(ctx: Ctx): number {
  const cfg = parliamentConfig(ctx);
  const a = parliamentState(ctx).auction;
  return a ? a.high.price + cfg.increment : cfg.minBid;
}

/** A parliament round (rounds.parliament; 1862 §2.4): charter auctions, one at a time. */
export interface ParliamentRoundState {
  kind: 'parliament';
  number: number;
  /** Seat to open an auction or pass (between auctions). */
  turn: number;
  /** Consecutive passes between auctions. */
  passes: number;
  /** Seats that have won a charter this round (they may not open another auction). */
  won: number[];
  /** The auction under way: the corporation, the high bid, the seats still in (in seating order), the seat to bid next. */
  auction: { corporation: string; high: { seat: number; price: number }; bidders: number[]; turn: number } | null;
  /** The winner now starting the corporation: "par" first, then "buy" (shares at par while under rounds.parliament.buyUpToPercent). */
  winner: { seat: number; corporation: string; stage: 'par' | 'buy' } | null;
}

declare module '../../state/slices' {
  interface RoundKinds {
    parliament: ParliamentRoundState;
  }
}
