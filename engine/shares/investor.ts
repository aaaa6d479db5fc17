/**
 * Who a share action trades for. A player trades for themselves, or (where a mechanism brings them)
 * for a non-player investor they play, one that holds shares, has its own cash and may direct a
 * company (1820's cousins). The stock rules and the trade read the holder this returns: its
 * certificates, its cash, its sales this round. Mechanisms answer through the hooks `investorFor`
 * (the investor an action names), `investorsOf` (those a seat plays) and `holderName`.
 */
import { first, concat } from '../core/mechanism';
import { playerName, type Ctx } from '../context';
import type { GameError } from '../errors';
import type { Action } from '../generated/actions';
import { playerHolder, seatOf, type Holder } from '../state/types';

/** A shareholder as the stock rules see it: whose certificates, whose cash, whose sales. */
export interface ShareHolder {
  holder: Holder;
  /** For refusals and the log. */
  name: string;
  cash: number;
  /** Corporations it sold to the market this stock round (rounds.stock.noBuyAfterSellSameRound). */
  soldThisRound: readonly string[];
  /** Why the acting player may not trade for it now (an investor they do not play), or null. */
  refusal: GameError | null;
  /** What an action must carry to trade for it (an investor's id field); empty for the player. */
  fields: Readonly<Record<string, unknown>>;
}

/** The acting player as a shareholder. */
export function playerShareHolder(ctx: Ctx, seat: number): ShareHolder {
  const round = ctx.state.round;
  return {
    holder: playerHolder(seat),
    name: 'you',
    cash: ctx.state.players[seat]!.cash,
    soldThisRound: round.kind === 'stock' ? (round.soldThisRound[String(seat)] ?? []) : [],
    refusal: null,
    fields: {},
  };
}

/** The shareholder `action` of `seat` trades for: an investor the action names, else the player. */
export const traderOf = (ctx: Ctx, seat: number, action: Action): ShareHolder =>
  first(ctx.title, 'investorFor', ctx, seat, action) ?? playerShareHolder(ctx, seat);

/** Whether `action` of `seat` trades for an investor rather than for the player. */
export const forInvestor = (ctx: Ctx, seat: number, action: Action): boolean => traderOf(ctx, seat, action).holder !== playerHolder(seat);

/** The investors `seat` plays and may trade for in a stock turn, in the mechanisms' order. */
export const investorsOf = (ctx: Ctx, seat: number): ShareHolder[] => concat(ctx.title, 'investorsOf', ctx, seat);

/** A holder's name for the log: a player's, or an investor's as its mechanism names it. */
export function holderName(ctx: Ctx, holder: Holder): string {
  const seat = seatOf(holder);
  if (seat !== null) return playerName(ctx, seat);
  return first(ctx.title, 'holderName', ctx, holder) ?? holder;
}
