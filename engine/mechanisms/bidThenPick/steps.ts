/**
 * The two steps of a bid-then-pick auction (rounds.auction.steps ["bidThenPick"]; 1860 rules,
 * Private Companies and the Initial Auction, OCR L173-211; digest 1860 §2.3; 18xx.games G1860
 * BuyCert):
 *
 * - bidForPick (bid, pass): the players still in the auction, in seating order from its opener,
 *   raise the high bid or pass; a player who passes sits out the rest of this auction only. The
 *   auction is won when all the others have passed, and the winner pays the bid to the bank. A
 *   player left alone who has not bid may still bid (and wins at that bid) or pass; when every
 *   player has passed, the opener wins for nothing (OCR L206-207: "the first player to pass is
 *   deemed to have won").
 * - pickItem (buy_company, par): the winner picks an item still on offer and pays its price on
 *   top of the bid: buy_company at a private's face value, or par for a director's certificate at
 *   its share of the chosen par (2 x par), the par from the corporation's par prices.
 */
import { money, playerName, type Ctx } from '../../context';
import type { Action, BidAction, BuyCompanyAction, ParAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { directorCertificateCost, maxBid, minBid, pickOptions, pickState } from './bidThenPick';
import { bidForPickRules, passBiddingRules, pickCertificateRules, pickCompanyRules } from './rules';
import { par } from '../../shares/trade';
import { playerHolder, type AuctionRoundState } from '../../state/types';
import { act, firstViolation, type LegalAction, type Step } from '../../steps/step';

/** The auction is won: the winner pays the bid and is to pick. */
function win(ctx: Ctx, seat: number, price: number): void {
  const b = pickState(ctx);
  pay(ctx, playerHolder(seat), 'bank', price);
  b.high = { seat, price };
  b.picker = seat;
  (ctx.state.round as AuctionRoundState).lastActor = seat;
  ctx.log.push(
    price > 0
      ? `${playerName(ctx, seat)} wins auction ${b.auction} for ${money(ctx, price)}`
      : `Nobody bids: ${playerName(ctx, seat)}, who opened auction ${b.auction}, wins it for nothing`,
  );
}

/** After a bid or a pass by `seat`: the auction is won, or the next player still in it is to act. */
function afterBidding(ctx: Ctx, seat: number): void {
  const b = pickState(ctx);
  const n = ctx.state.players.length;
  const still = ctx.state.players.map((p) => p.seat).filter((s) => !b.out.includes(s));
  if (b.high && still.length === 1 && still[0] === b.high.seat) return win(ctx, b.high.seat, b.high.price);
  if (still.length === 0) return win(ctx, b.opener, 0);
  const round = ctx.state.round as AuctionRoundState;
  for (let k = 1; k <= n; k++) {
    const next = (seat + k) % n;
    if (!b.out.includes(next)) {
      round.turn = next;
      return;
    }
  }
}

export const bidForPick: Step = {
  name: 'bidForPick',
  accepts: ['bid', 'pass'],
  legal(ctx, actor) {
    if (pickState(ctx).picker !== null) return [];
    const out: LegalAction[] = [];
    const min = minBid(ctx);
    const max = maxBid(ctx, actor.seat);
    const bid = act(actor, 'bid', { price: min });
    if (max >= min && !firstViolation(bidForPickRules, ctx, actor, bid as BidAction)) out.push({ id: 'bid', action: bid, params: { price: { min, max } } });
    out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    return out;
  },
  process(ctx, actor, action) {
    const b = pickState(ctx);
    if (action.type === 'pass') {
      const v = firstViolation(passBiddingRules, ctx, actor, action);
      if (v) throw v;
      b.out.push(actor.seat);
      ctx.log.push(`${playerName(ctx, actor.seat)} passes in auction ${b.auction}`);
    } else {
      const a = action as BidAction;
      const v = firstViolation(bidForPickRules, ctx, actor, a);
      if (v) throw v;
      b.high = { seat: actor.seat, price: a.price };
      ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, a.price)} in auction ${b.auction}`);
    }
    afterBidding(ctx, actor.seat);
  },
};

export const pickItem: Step = {
  name: 'pickItem',
  accepts: ['buy_company', 'par'],
  legal(ctx, actor) {
    if (pickState(ctx).picker !== actor.seat) return [];
    const out: LegalAction[] = [];
    for (const o of pickOptions(ctx)) {
      const action: Action =
        o.kind === 'company' ? act(actor, 'buy_company', { company: o.item, price: o.price }) : act(actor, 'par', { corporation: o.item, price: o.price });
      const v =
        o.kind === 'company'
          ? firstViolation(pickCompanyRules, ctx, actor, action as BuyCompanyAction)
          : firstViolation(pickCertificateRules, ctx, actor, action as ParAction);
      if (!v) out.push({ id: actionId(action), action });
    }
    return out;
  },
  process(ctx, actor, action) {
    const seat = actor.seat;
    const b = pickState(ctx);
    const cash = ctx.state.players[seat]!.cash;
    let item: string;
    if (action.type === 'buy_company') {
      const a = action as BuyCompanyAction;
      const v = firstViolation(pickCompanyRules, ctx, actor, a);
      if (v) throw v;
      const paid = Math.min(a.price, cash);
      pay(ctx, playerHolder(seat), 'bank', paid);
      ctx.state.companies[a.company]!.owner = playerHolder(seat);
      ctx.log.push(`${playerName(ctx, seat)} picks ${a.company} and pays ${money(ctx, paid)}`);
      item = a.company;
    } else {
      const a = action as ParAction;
      const v = firstViolation(pickCertificateRules, ctx, actor, a);
      if (v) throw v;
      const cost = directorCertificateCost(ctx, a.corporation, a.price);
      ctx.log.push(`${playerName(ctx, seat)} picks ${a.corporation}'s director's certificate`);
      par(ctx, seat, a, cost > cash ? cash : undefined);
      item = a.corporation;
    }
    b.won.push({ seat, price: b.high?.price ?? 0, item });
    b.picker = null;
  },
};
