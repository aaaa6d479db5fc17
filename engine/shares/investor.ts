/**
 * Investors: shareholders that are not players (1820's cousins), each played by a player, holding shares
 * and cash of its own and maybe directing a company. The core and every mechanism ask about them here,
 * never by their mechanism's words: who a share action trades for (`traderOf`, the action's `investor`; `investorNamed`), which holders are
 * investors (`isInvestor`, `investorHolders`) and which are in play, who directs a company (`directorOf`),
 * who plays a holder (`seatPlaying`) and its name (`holderName`). The mechanism bringing them answers the
 * hooks `investorFor`, `investorsOf`, `investorHolder`, `investors`, `investorDirector`, `investorSeat`,
 * `knownHolder` and `holderName`.
 *
 * Who a share action trades for: a player trades for themselves, or for an investor they play. The stock
 * rules and the trade read the holder this returns: its certificates, its cash, its sales this round.
 */
import { first, concat } from '../core/ask';
import { playerName, type Ctx } from '../context';
import type { Title } from '../definition/title';
import { invalid, type GameError } from '../errors';
import type { Action } from '../generated/actions';
import { playerHolder, seatOf, type CorporationState, type GameState, type Holder } from '../state/types';

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

/**
 * The investor `id` as a shareholder `seat` trades for, with the refusal when they may not: an investor they do
 * not play, or an id no investor of the title has.
 */
export const investorNamed = (ctx: Ctx, seat: number, id: string): ShareHolder =>
  first(ctx.title, 'investorFor', ctx, seat, id) ?? { ...playerShareHolder(ctx, seat), refusal: invalid(`there is no investor ${id} in this game`) };

/** The shareholder `action` of `seat` trades for: the investor the action names (`investor`), else the player. */
export function traderOf(ctx: Ctx, seat: number, action: Action): ShareHolder {
  const id = (action as { investor?: string }).investor;
  return id === undefined ? playerShareHolder(ctx, seat) : investorNamed(ctx, seat, id);
}

/**
 * Whether `action` of `seat` trades for an investor rather than for the player. An action naming no investor is
 * the player's own (traderOf), answered without building the shareholder: every sale rule asks it of every candidate.
 */
export const forInvestor = (ctx: Ctx, seat: number, action: Action): boolean =>
  (action as { investor?: string }).investor !== undefined && traderOf(ctx, seat, action).holder !== playerHolder(seat);

/** The investors `seat` plays and may trade for in a stock turn, in the mechanisms' order. */
export const investorsOf = (ctx: Ctx, seat: number): ShareHolder[] => concat(ctx.title, 'investorsOf', ctx, seat);

/** A holder's name for the log: a player's, or an investor's as its mechanism names it. */
export function holderName(ctx: Ctx, holder: Holder): string {
  const seat = seatOf(holder);
  if (seat !== null) return playerName(ctx, seat);
  return first(ctx.title, 'holderName', ctx, holder) ?? holder;
}

/** Whether `holder` is an investor: a shareholder that is neither a player nor a corporation, its shares out of the market like a player's. */
export const isInvestor = (title: Title, holder: Holder): boolean => seatOf(holder) === null && first(title, 'investorHolder', title, holder) === true;

/** Whether `holder` is an investor still in play (one that has closed or gone bankrupt holds nothing and is paid nothing). */
export const investorInPlay = (title: Title, state: GameState, holder: Holder): boolean =>
  isInvestor(title, holder) && first(title, 'knownHolder', state, holder) === true;

/** Whether `holder` holds shares as a player or an investor does (not the pool, a treasury or the initial offering). */
export const isShareholder = (title: Title, holder: Holder): boolean => seatOf(holder) !== null || isInvestor(title, holder);

/** Every investor of the title, as holders, in the order its rules take them (1820: cousins.json's order). */
export const investorHolders = (title: Title): Holder[] => concat(title, 'investors', title);

/** Who directs `c`, as a holder: its president, else the investor directing it; null when nobody does. */
export function directorOf(title: Title, c: CorporationState): Holder | null {
  if (c.president !== null) return playerHolder(c.president);
  return first(title, 'investorDirector', c);
}

/** Whether an investor directs `c`: the company then plays itself, and no player is asked to act or pay for it. */
export function investorDirects(title: Title, c: CorporationState): boolean {
  const director = directorOf(title, c);
  return director !== null && seatOf(director) === null;
}

/**
 * The investor `holder` owes the bank `amount` (its part of the loans of `except`, being liquidated): it pays, selling
 * what it must, or leaves the game. Returns the companies it directed that are left without a director.
 */
export const chargeInvestor = (ctx: Ctx, holder: Holder, amount: number, except: string): string[] =>
  first(ctx.title, 'investorCharged', ctx, holder, amount, except) ?? [];

/** The seat that plays `holder`: a player's own, an investor's player; null for any other holder. */
export function seatPlaying(title: Title, state: GameState, holder: Holder): number | null {
  const seat = seatOf(holder);
  if (seat !== null) return seat;
  return first(title, 'investorSeat', state, holder);
}
