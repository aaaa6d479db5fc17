/**
 * Open-cry bidding, shared by the auctions whose data selects it (`bidding: "openCry"`: trains.json
 * futureTrains, rounds.issueTakeover.takeovers; 1820 §10.4 L970-982).
 *
 * - Any seat not barred may bid at any time while the auction is open, with a bid above every bid so far
 *   (L972). The engine has no clock: bids are ordinary actions in the order they arrive, and every seat
 *   that may still bid is offered its bid (legalActions) whoever the engine names as acting.
 * - The auction ends when every seat that could still bid has declared that it will not bid further (a
 *   `pass`, "done") since the last bid (L973-975): the "all ready" barrier. A bid clears every
 *   declaration; the standing bidder has said its word with its bid; a seat that cannot make the next
 *   bid (its cash or capacity, the auction's own limits) has nothing to declare. A seat that declared
 *   done may not bid again until someone else bids.
 * - Simultaneous equal bids go to the lower player card (L978). In a log of actions two bids are never
 *   simultaneous, so the engine reads "simultaneous" as "made against the same standing bid": right after
 *   a bid, before any other action of the auction, a seat with a lower card than the standing bidder may
 *   bid the same amount, and that bid then stands (a client that lost the race with STALE_INDEX re-reads
 *   and is offered the tie).
 * - A winner who declines or cannot pay (L980-982) is `barred`: the auction is repeated without them.
 *
 * The auction keeps its standing bid itself; this module keeps the declarations and the bars
 * (OpenCryState) and decides who must still act.
 */
import type { Ctx } from '../../context';
import { turnOrder } from '../playerCards';

export const OPEN_CRY_REF = '1820 rules §10.4 L970-982 (open cry auctions)';

export function startOpenCry(barred: number[] = []): OpenCryState {
  return { done: [], barred: [...barred] };
}

/** A seat's place in player-card order (seating order without cards): lower is earlier. */
export function cardRank(ctx: Ctx, seat: number): number {
  return turnOrder(ctx.state).indexOf(seat);
}

/**
 * Seats that must still act: not bankrupt, not barred, not the standing bidder, not declared done since the
 * last bid, and able to bid (`canBid`, the auction's own test for its next bid), in player-card order.
 */
export function openCryWaiting(ctx: Ctx, oc: OpenCryState, highSeat: number | null, canBid: (seat: number) => boolean): number[] {
  return turnOrder(ctx.state).filter((seat) => !ctx.state.players[seat]!.bankrupt && !oc.barred.includes(seat) && !oc.done.includes(seat) && seat !== highSeat && canBid(seat));
}

/** Whether `seat` may tie the standing bid now: a lower card than its bidder, right after it was made (L978). */
export function mayTie(ctx: Ctx, oc: OpenCryState, highSeat: number | null, seat: number): boolean {
  return oc.tieOpen === true && highSeat !== null && seat !== highSeat && cardRank(ctx, seat) < cardRank(ctx, highSeat);
}

/** Why `seat` may not bid at all now (barred or declared done), or null. */
export function openCryBarrier(oc: OpenCryState, seat: number, highSeat: number | null): string | null {
  if (oc.barred.includes(seat)) return 'you defaulted on this auction and are barred from it';
  if (oc.done.includes(seat)) return 'you declared you will not bid further; you may bid again only after another bid';
  if (seat === highSeat) return 'you hold the standing bid';
  return null;
}

/** A bid was made: every declaration is cleared; a lower card may tie it until the next auction action. */
export function noteOpenCryBid(oc: OpenCryState): void {
  oc.done = [];
  oc.tieOpen = true;
}

/** `seat` declares it will not bid further. */
export function noteOpenCryDone(oc: OpenCryState, seat: number): void {
  if (!oc.done.includes(seat)) oc.done.push(seat);
  delete oc.tieOpen;
}

/**
 * Open-cry bidding (engine/mechanisms/shared/openCry.ts; 1820 §10.4 L970-982): who has declared done since the
 * last bid, who is barred, and whether the last bid may still be tied by a lower player card.
 */
export interface OpenCryState {
  /** Seats that declared they will not bid further since the last bid. */
  done: number[];
  /** Seats barred from this auction (a winner who defaulted, L980-982). */
  barred: number[];
  /** True right after a bid: a seat with a lower player card may still bid the same amount (simultaneous bids, L978). Absent: not. */
  tieOpen?: true;
}
