/**
 * rounds.operating.trainlessContribution: the director who may add money to a train purchase (a
 * trainless public company, or a private company spending its director's cash) "may sell shares in
 * order to raise the cash" (1820 rules §7.2.7 L673), by the usual selling rules, never passing the
 * control of the current company (L674). A sale passing the control of another company follows the
 * usual rules (§13.4), except where that company owns a train: L677 asks the agreement of the player
 * who would then direct it when the director sells "in order to purchase a train from that same
 * company". The sale comes before the purchase, so nothing tells which company the train will come
 * from; any company that owns a train could be it, and one without a train cannot. So a sale passing
 * the control of a company that owns a train to another player (or to a cousin of another player's)
 * waits for that player's agreement: it is not a plain sale_shares, but a deal by consent the
 * director proposes (title.json negotiation deal "contributionSale", engine/mechanisms/negotiation/),
 * one share at a time (once control has passed, the director's further sales of that company are
 * ordinary ones).
 */
import { first } from '../../core/ask';
import { scratchCtx, type Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action, SellSharesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { playerHolder, seatOf, type Holder } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { saleRefusal } from '../../steps/buySellParShares';
import { certPercents, percentHeld, sharePercent } from '../../shares/holdings';
import { investorsOf } from '../../shares/investor';
import { sellShares } from '../../shares/trade';
import { mustBuyTrain } from '../mustBuy';
import { voluntaryContribution } from './emergency';

export const CONTRIBUTION_SALES_REF = '1820 rules §7.2.7 L673-677 (the director may sell shares to raise a contribution to a train purchase)';

/** A company that spends its director's cash as its treasury during its turn (spendsDirectorCash: 1820's private companies). */
const spendsDirectorCash = (ctx: Ctx, corp: string): boolean => first(ctx.title, 'spendsDirectorCash', ctx.title, ctx.state, corp) !== null;

/** The director of `actor`'s company may sell shares now to raise a contribution to its train purchase (L673). */
export function contributionSalesOpen(ctx: Ctx, actor: Actor): boolean {
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp];
  if (!c || !ctx.title.rounds.operating.trainlessContribution || mustBuyTrain(ctx, corp) || c.president === null) return false;
  return spendsDirectorCash(ctx, corp) || voluntaryContribution(ctx, corp) > 0;
}

/** Every sale of the director's open to raise the contribution, each with the seat that must agree to it (null: none). */
export function contributionSaleOptions(ctx: Ctx, actor: Actor): { action: SellSharesAction; agreement: number | null }[] {
  if (!contributionSalesOpen(ctx, actor)) return [];
  const president = ctx.state.corporations[String(actor.entity)]!.president!;
  const player: Actor = { entityType: 'player', entity: president, seat: president };
  const out: { action: SellSharesAction; agreement: number | null }[] = [];
  for (const def of ctx.title.corporations) {
    const other = ctx.state.corporations[def.id]!;
    // Only a company on the stock market has shares to sell (a private company has left it).
    if (!other.market) continue;
    const step = sharePercent(ctx.title, other);
    const held = percentHeld(ctx.title, other, playerHolder(president));
    for (let p = step; p <= held; p += step) {
      const sale = act(player, 'sell_shares', { corporation: def.id, percent: p }) as SellSharesAction;
      // Tied cousins after the sale: one sale per cousin the seller may name (§13.4 L1279).
      for (const a of (first(ctx.title, 'saleChoices', ctx, president, sale) ?? [sale]) as SellSharesAction[]) {
        if (contributionSaleViolation(ctx, player, a, 'any')) continue;
        out.push({ action: a, agreement: saleAgreementSeat(ctx, player, a) });
      }
    }
  }
  return out;
}

/** The director's sales open to raise a contribution to `actor`'s train purchase without anyone's agreement. */
export function contributionSales(ctx: Ctx, actor: Actor): LegalAction[] {
  return contributionSaleOptions(ctx, actor)
    .filter((o) => o.agreement === null)
    .map((o) => ({ id: actionId(o.action as Action), action: o.action as Action }));
}

/** Whether the director's sale `a` passes the control of its company: they keep less than the director's certificate, or someone holds more. */
function controlPasses(ctx: Ctx, seat: number, a: SellSharesAction): boolean {
  const c = ctx.state.corporations[a.corporation]!;
  const seller = playerHolder(seat);
  const kept = percentHeld(ctx.title, c, seller) - a.percent;
  if (kept < certPercents(ctx.title, a.corporation)[0]!) return true;
  const holders = new Set(c.certs.filter((h) => h !== seller && (seatOf(h) !== null || first(ctx.title, 'investorHolder', ctx.title, h))));
  return [...holders].some((h) => percentHeld(ctx.title, c, h) > kept);
}

/** The seat playing `holder`: a player's own, or the player an investor (a cousin) belongs to; null for nobody. */
function seatPlaying(ctx: Ctx, holder: Holder): number | null {
  const seat = seatOf(holder);
  if (seat !== null) return seat;
  return ctx.state.players.find((p) => investorsOf(ctx, p.seat).some((i) => i.holder === holder))?.seat ?? null;
}

/**
 * The seat that must agree to the director's sale `a` (L677): the player who would then direct its company, when
 * that company owns a train and the player is another (a cousin taking over: its player). Found by making the sale
 * on a copy of the game, so that every rule of the change of director applies (§13.4, the cousins' too). Null: no
 * agreement is needed.
 */
export function saleAgreementSeat(ctx: Ctx, player: Actor, a: SellSharesAction): number | null {
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president !== player.seat || c.trains.length === 0 || !controlPasses(ctx, player.seat, a)) return null;
  const scratch = scratchCtx(ctx);
  sellShares(scratch, player.seat, a, true);
  const next = seatPlaying(scratch, scratch.state.corporations[a.corporation]!.certs[0]!);
  return next === null || next === player.seat ? null : next;
}

/**
 * Why the director may not make this sale to raise a contribution. `agreedBy`: the seat that has agreed to it
 * (a deal by consent accepted), or 'any' to ask only the other rules.
 */
export function contributionSaleViolation(ctx: Ctx, player: Actor, a: SellSharesAction, agreedBy?: number | 'any'): GameError | null {
  const v = saleRefusal(ctx, player, a);
  if (v) return v;
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president !== player.seat || !controlPasses(ctx, player.seat, a)) return null;
  const current = ctx.state.round.kind === 'operating' ? ctx.state.round.current : null;
  if (a.corporation === current) return illegal(`selling would pass the control of ${a.corporation}, the company buying the train`, CONTRIBUTION_SALES_REF);
  if (agreedBy === 'any') return null;
  const needed = saleAgreementSeat(ctx, player, a);
  if (needed === null || needed === agreedBy) return null;
  return illegal(
    `selling would pass the control of ${a.corporation}, which owns trains: ${ctx.state.players[needed]!.name}, who would then direct it, must agree (L677; propose_trade deal "contributionSale")`,
    CONTRIBUTION_SALES_REF,
  );
}
