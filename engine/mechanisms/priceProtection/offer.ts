/**
 * The offer of price protection (1870 rules, "Share price protection"): a sale does
 * not move the price at once. When the seller's turn ends, each sold block is
 * offered, in the order sold, to its corporation's president, who may buy the
 * whole block at the price it was sold for. Protected: the price holds, and
 * play resumes to the left of the (last) protecting president. Declined, or no
 * eligible president: the price falls as for any sale.
 *
 * Eligible: not the seller, has not sold that corporation this round, can pay,
 * and has room under the certificate limit (none needed while the price is in
 * a zone that does not count). The 60% limit does not apply to protection.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import { actionId } from '../../ids';
import { cellAt } from '../../market/grid';
import { pay } from '../../state/bank';
import { certificateCount, certificateLimit, certPercents, sharePercent } from '../../shares/holdings';
import { pendingSales, salesRound as round } from '../../shares/playerSale';
import { dropAfterSale } from '../../shares/trade';
import { playerHolder } from '../../state/types';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';

export const REF = '1870 rules, Share price protection';

function eligible(ctx: Ctx, index: number): number | null {
  const r = round(ctx);
  const sale = r.sales[index]!;
  const c = ctx.state.corporations[sale.corporation]!;
  const president = c.president;
  if (president === null || president === sale.seller) return null;
  // A president who took over through this very sale may not protect it (1870 rules, Transfer of presidency).
  if (sale.presidentBefore === sale.seller && president !== sale.seller) return null;
  // 1870 rules, Share price protection: a president who sold this corporation this round may not
  // protect it, unless the title's option says otherwise (variant can_protect_if_sold).
  if (!ctx.title.rounds.stock.sellerMayProtect && (r.soldThisRound[String(president)] ?? []).includes(sale.corporation)) return null;
  const cost = (sale.percent / sharePercent(ctx.title, c)) * sale.price;
  if (ctx.state.players[president]!.cash < cost) return null;
  if (!cellAt(ctx.title.market, c.market!).noCertLimit) {
    // The block must fit under the certificate limit, counting the president's certificates as if
    // the protected price holds (a pending sale's corporation stays counted). No room is needed
    // while the price is in a free zone. (The two 40469 fixtures test this edge.)
    const pct = certPercents(ctx.title, c);
    const certs = Math.ceil(sale.percent / (pct[1] ?? 10));
    if (certificateCount(ctx.title, ctx.state, president, true) + certs > certificateLimit(ctx.title, ctx.state)) return null;
  }
  return president;
}

/**
 * Offers the next unresolved block; blocks nobody may protect fall at once.
 * Returns true while an offer is open (a president must answer).
 */
export function offerNext(ctx: Ctx, from: number): boolean {
  const r = round(ctx);
  for (let i = from; i < r.sales.length; i++) {
    const president = eligible(ctx, i);
    if (president !== null) {
      r.protection = { index: i, president };
      return true;
    }
    fall(ctx, i);
  }
  r.protection = null;
  return false;
}

function fall(ctx: Ctx, index: number): void {
  const sale = round(ctx).sales[index]!;
  dropAfterSale(ctx, ctx.state.corporations[sale.corporation]!, sale.percent / sharePercent(ctx.title, ctx.state.corporations[sale.corporation]!));
}

export const priceProtection: Step = {
  name: 'priceProtection',
  accepts: ['protect_shares'],
  legal(ctx, actor) {
    const r = pendingSales(ctx);
    if (!r.protection || r.protection.president !== actor.seat) return [];
    const action = act(actor, 'protect_shares', { corporation: r.sales[r.protection.index]!.corporation });
    return [{ id: actionId(action), action }];
  },
  process(ctx, actor, action) {
    const r = round(ctx);
    if (!r.protection || r.protection.president !== actor.seat) throw illegal('there is no sale for you to protect', REF);
    const sale = r.sales[r.protection.index]!;
    if ((action as unknown as { corporation: string }).corporation !== sale.corporation) throw illegal(`the block on offer is ${sale.corporation}`, REF);
    const c = ctx.state.corporations[sale.corporation]!;
    const pct = certPercents(ctx.title, c);
    let left = sale.percent;
    for (let i = c.certs.length - 1; i > 0 && left > 0; i--) {
      if (c.certs[i] === 'market' && pct[i]! <= left) {
        c.certs[i] = playerHolder(actor.seat);
        left -= pct[i]!;
      }
    }
    const cost = (sale.percent / sharePercent(ctx.title, c)) * sale.price;
    pay(ctx, playerHolder(actor.seat), 'bank', cost);
    ctx.log.push(`${playerName(ctx, actor.seat)} protects ${sale.percent}% of ${c.id} for ${money(ctx, cost)}; the price holds`);
    r.lastProtector = actor.seat;
    // In a stock round protecting counts as acting (priority); in an operating round it does not.
    if (ctx.state.round.kind === 'stock') r.lastActor = actor.seat;
    offerNext(ctx, r.protection.index + 1);
  },
};

/** Declining the offer: the block's price falls and the next block is offered. */
export function declineProtection(ctx: Ctx): void {
  const r = round(ctx);
  const index = r.protection!.index;
  ctx.log.push(`${playerName(ctx, r.protection!.president)} does not protect ${r.sales[index]!.corporation}`);
  fall(ctx, index);
  offerNext(ctx, index + 1);
}

export function protectionActor(ctx: Ctx): Actor | null {
  const p = pendingSales(ctx).protection;
  return p ? { entityType: 'player', entity: p.president, seat: p.president } : null;
}

export function protectionLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  return [...priceProtection.legal(ctx, actor), { id: 'pass', action: act(actor, 'pass', {}) }];
}
