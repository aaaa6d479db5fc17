/**
 * The two steps of a parliament round (rounds.parliament; 1862 §2.4; 18xx.games G1862 CharterAuction):
 *
 * - charterAuction (bid, pass): between auctions the player on turn opens an auction on a startable
 *   corporation with a bid naming it, or passes; in an auction the players still in, in seating
 *   order after the high bidder, raise (by the increment, keeping the reserve) or pass and leave
 *   it. A player who can no longer raise drops out at once. The last one left wins: pays the bid
 *   to the bank and holds the charter (the obligation, mechanisms/startModes/).
 * - charterStart (par, buy_shares, pass): the winner starts the corporation at once in the round's
 *   start mode (a par, the stock round's par rules), then may buy shares from the initial offering
 *   at par, one at a time, while holding less than buyUpToPercent; a pass (or reaching it, or
 *   lacking the cash for another share) ends the start. Play goes on to the winner's left.
 */
import { money, playerName, type Ctx } from '../../context';
import type { BidAction, BuySharesAction, ParAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { maxBid, minBid, parliamentConfig, parliamentState, PARLIAMENT_REF } from './parliament';
import { illegal } from '../../errors';
import { charterBidderRules, charterBidRules, charterBuyRules, charterOnOffer, charterParRules } from './rules';
import { certPercents, percentHeld } from '../../shares/holdings';
import { buyShare, par } from '../../shares/trade';
import { parCellsFor } from '../bankruptcy';
import { playerHolder } from '../../state/types';
import { act, firstViolation, type Actor, type LegalAction, type Step } from '../../steps/step';

/** Whether `seat` can still raise the auction's high bid. */
function canRaise(ctx: Ctx, seat: number): boolean {
  return maxBid(ctx, seat) >= minBid(ctx);
}

/** After a bid or pass in an auction: the next bidder still in after `seat`, or the win. */
function nextBidder(ctx: Ctx, seat: number): void {
  const r = parliamentState(ctx);
  const a = r.auction!;
  // Players who can no longer raise drop out (18xx.games: "cannot afford minimum bid + 3 x minimum par").
  for (const s of [...a.bidders]) {
    if (s !== a.high.seat && !canRaise(ctx, s)) {
      a.bidders = a.bidders.filter((x) => x !== s);
      ctx.log.push(`${playerName(ctx, s)} cannot raise and leaves the auction for ${a.corporation}`);
    }
  }
  if (a.bidders.length === 1 && a.bidders[0] === a.high.seat) return win(ctx);
  const n = ctx.state.players.length;
  for (let k = 1; k <= n; k++) {
    const next = (seat + k) % n;
    if (a.bidders.includes(next) && next !== a.high.seat) {
      a.turn = next;
      return;
    }
  }
  win(ctx);
}

function win(ctx: Ctx): void {
  const r = parliamentState(ctx);
  const { corporation, high } = r.auction!;
  pay(ctx, playerHolder(high.seat), 'bank', high.price);
  const deadline = (ctx.state.roundCounts['stock'] ?? 0) + 1;
  ctx.state.corporations[corporation]!.charterObligation = { holder: high.seat, deadline };
  r.won.push(high.seat);
  r.auction = null;
  r.winner = { seat: high.seat, corporation, stage: 'par' };
  ctx.log.push(`${playerName(ctx, high.seat)} wins the charter of ${corporation} for ${money(ctx, high.price)}`);
}

/** The charters a bid may name now: the one auctioned, or between auctions every corporation, in definition order. */
function chartersAsked(ctx: Ctx): string[] {
  const a = parliamentState(ctx).auction;
  return a ? [a.corporation] : ctx.title.corporations.map((c) => c.id);
}

/**
 * Whether `actor` may bid now but for the charter: the least bid within their means and allowed by the rules of
 * the bidder and the price, which never judge the charter, so they are asked once (with the first charter's bid).
 */
function bidderMayBid(ctx: Ctx, actor: Actor, corps: string[]): boolean {
  const min = minBid(ctx);
  if (corps.length === 0 || maxBid(ctx, actor.seat) < min) return false;
  return !firstViolation(charterBidderRules, ctx, actor, act(actor, 'bid', { corporation: corps[0], price: min }) as BidAction);
}

/**
 * The bids `actor` may make now, at the least bid: on the charter auctioned, or between auctions on each charter
 * on offer (startable), in definition order. The rules of the bidder and the price are asked once, before the
 * charters, whose startability may try every upgrade of a home hex (mechanisms/startModes homeRoom).
 */
function* bids(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  const corps = chartersAsked(ctx);
  if (!bidderMayBid(ctx, actor, corps)) return;
  const { increment } = parliamentConfig(ctx);
  const min = minBid(ctx);
  const max = maxBid(ctx, actor.seat);
  for (const corporation of corps) {
    const bid = act(actor, 'bid', { corporation, price: min }) as BidAction;
    if (!charterOnOffer(ctx, actor, bid)) yield { id: `bid:${corporation}`, action: bid, params: { price: { min, max, multipleOf: increment } } };
  }
}

/**
 * Whether `actor` may make a bid now (bids is not empty), for a caller that asks it of every player in turn
 * without changing the state (settle). `onOffer` answers whether some charter is on offer: charterOnOffer never
 * judges the bidder, so that caller works it out once for all of them (anyCharterOnOffer).
 */
export const mayBid = (ctx: Ctx, actor: Actor, onOffer: () => boolean): boolean => bidderMayBid(ctx, actor, chartersAsked(ctx)) && onOffer();

/** Whether a bid by `actor` at the least bid may name some charter now (charterOnOffer alone: the same for every bidder). */
export function anyCharterOnOffer(ctx: Ctx, actor: Actor): boolean {
  const price = minBid(ctx);
  return chartersAsked(ctx).some((corporation) => !charterOnOffer(ctx, actor, act(actor, 'bid', { corporation, price }) as BidAction));
}

export const charterAuction: Step = {
  name: 'charterAuction',
  accepts: ['bid', 'pass'],
  legal(ctx, actor) {
    if (parliamentState(ctx).winner) return [];
    return [...bids(ctx, actor), { id: 'pass', action: act(actor, 'pass', {}) }];
  },
  process(ctx, actor, action) {
    const r = parliamentState(ctx);
    if (action.type === 'pass') {
      if (r.auction) {
        r.auction.bidders = r.auction.bidders.filter((s) => s !== actor.seat);
        ctx.log.push(`${playerName(ctx, actor.seat)} passes in the auction for ${r.auction.corporation}`);
        nextBidder(ctx, actor.seat);
      } else {
        r.passes += 1;
        ctx.log.push(`${playerName(ctx, actor.seat)} passes`);
      }
      return;
    }
    const a = action as BidAction;
    const v = firstViolation(charterBidRules, ctx, actor, a);
    if (v) throw v;
    if (!r.auction) {
      // The opener and every other player who could raise take part, in seating order.
      const n = ctx.state.players.length;
      r.auction = { corporation: a.corporation!, high: { seat: actor.seat, price: a.price }, bidders: [], turn: actor.seat };
      for (let k = 0; k < n; k++) {
        const s = (actor.seat + k) % n;
        if (s === actor.seat || canRaise(ctx, s)) r.auction.bidders.push(s);
      }
      r.passes = 0;
      ctx.log.push(`${playerName(ctx, actor.seat)} opens an auction for the charter of ${a.corporation} at ${money(ctx, a.price)}`);
    } else {
      r.auction.high = { seat: actor.seat, price: a.price };
      ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, a.price)} for ${a.corporation}`);
    }
    nextBidder(ctx, actor.seat);
  },
};

/** Whether the winner may go on buying: below the percentage, with cash for a share at par. */
function mayBuyMore(ctx: Ctx): boolean {
  const w = parliamentState(ctx).winner!;
  const c = ctx.state.corporations[w.corporation]!;
  return percentHeld(ctx.title, c, playerHolder(w.seat)) < parliamentConfig(ctx).buyUpToPercent && ctx.state.players[w.seat]!.cash >= c.par! && c.certs.some((h, i) => i > 0 && h === 'ipo');
}

export const charterStart: Step = {
  name: 'charterStart',
  accepts: ['par', 'buy_shares', 'pass'],
  legal(ctx, actor) {
    const w = parliamentState(ctx).winner;
    if (!w || w.seat !== actor.seat) return [];
    const out: LegalAction[] = [];
    if (w.stage === 'par') {
      for (const cell of parCellsFor(ctx.title, ctx.state, w.corporation)) {
        const a = act(actor, 'par', { corporation: w.corporation, price: cell.price }) as ParAction;
        if (!firstViolation(charterParRules, ctx, actor, a)) out.push({ id: actionId(a), action: a });
      }
      return out;
    }
    for (const percent of new Set(certPercents(ctx.title, w.corporation).slice(1))) {
      const a = act(actor, 'buy_shares', { corporation: w.corporation, from: 'ipo', percent }) as BuySharesAction;
      if (!firstViolation(charterBuyRules, ctx, actor, a)) out.push({ id: actionId(a), action: a });
    }
    out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    return out;
  },
  process(ctx, actor, action) {
    const r = parliamentState(ctx);
    const w = r.winner!;
    if (action.type === 'par') {
      const v = firstViolation(charterParRules, ctx, actor, action as ParAction);
      if (v) throw v;
      par(ctx, actor.seat, action as ParAction);
      w.stage = 'buy';
    } else if (action.type === 'buy_shares') {
      const v = firstViolation(charterBuyRules, ctx, actor, action as BuySharesAction);
      if (v) throw v;
      buyShare(ctx, actor.seat, action as BuySharesAction);
    } else {
      if (w.stage === 'par') throw illegal(`${playerName(ctx, actor.seat)} has won the charter of ${w.corporation} and must start it now: choose a par price`, PARLIAMENT_REF);
      ctx.log.push(`${playerName(ctx, actor.seat)} buys no more ${w.corporation} shares`);
      r.winner = null;
      return;
    }
    if (!mayBuyMore(ctx)) r.winner = null;
  },
};
