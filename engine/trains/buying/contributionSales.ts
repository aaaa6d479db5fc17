/**
 * rounds.operating.trainlessContribution: the director who may add money to a train purchase (a
 * trainless public company, or a private company spending its director's cash) "may sell shares in
 * order to raise the cash" (1820 rules §7.2.7 L673), by the usual selling rules, never passing the
 * control of the current company (L674). A sale passing the control of another company follows the
 * usual rules (§13.4), except where that company owns a train: L677 asks the agreement of the player
 * who would then direct it when the director sells "in order to purchase a train from that same
 * company". The engine cannot tell which company the contribution's train will come from, and the
 * agreement is not asked (NOTES G26), so such a sale is refused; a company with no train cannot be
 * that seller.
 */
import type { Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { playerHolder } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { saleRefusal } from '../../steps/buySellParShares';
import { certPercents, percentHeld, sharePercent } from '../../shares/holdings';
import { mustBuyTrain } from '../mustBuy';
import { voluntaryContribution } from './emergency';

const CONTRIBUTION_SALES_REF = '1820 rules §7.2.7 L673-677 (the director may sell shares to raise a contribution to a train purchase)';

/** A company that spends its director's cash as its treasury during its turn (a private company: privateTrack). */
const spendsDirectorCash = (ctx: Ctx, corp: string): boolean => ctx.state.corporations[corp]!.privateTrack !== undefined;

/** The director's sales open to raise a contribution to `actor`'s train purchase. */
export function contributionSales(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp]!;
  if (!ctx.title.rounds.operating.trainlessContribution || mustBuyTrain(ctx, corp) || c.president === null) return [];
  if (!spendsDirectorCash(ctx, corp) && voluntaryContribution(ctx, corp) === 0) return [];
  const president = c.president;
  const player: Actor = { entityType: 'player', entity: president, seat: president };
  const out: LegalAction[] = [];
  for (const def of ctx.title.corporations) {
    const other = ctx.state.corporations[def.id]!;
    if (other.privateTrack !== undefined || !other.market) continue;
    const step = sharePercent(other);
    const held = percentHeld(ctx.title, other, playerHolder(president));
    for (let p = step; p <= held; p += step) {
      const action = act(player, 'sell_shares', { corporation: def.id, percent: p });
      if (contributionSaleViolation(ctx, player, action as SellSharesAction)) continue;
      out.push({ id: actionId(action), action });
    }
  }
  return out;
}

/** Why the director may not make this sale to raise a contribution. */
export function contributionSaleViolation(ctx: Ctx, player: Actor, a: SellSharesAction): GameError | null {
  const v = saleRefusal(ctx, player, a);
  if (v) return v;
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president !== player.seat) return null;
  const mine = percentHeld(ctx.title, c, playerHolder(player.seat)) - a.percent;
  const other = Math.max(0, ...ctx.state.players.filter((p) => p.seat !== player.seat).map((p) => percentHeld(ctx.title, c, playerHolder(p.seat))));
  if (mine >= other && mine >= certPercents(ctx.title, a.corporation)[0]!) return null;
  const current = ctx.state.round.kind === 'operating' ? ctx.state.round.current : null;
  if (a.corporation === current) return illegal(`selling would pass the control of ${a.corporation}, the company buying the train`, CONTRIBUTION_SALES_REF);
  // Another company: only one that owns a train could be the train's seller (L677).
  if (c.trains.length === 0) return null;
  return illegal(`selling would pass the control of ${a.corporation}, which owns trains: the player who would then direct it must agree (L677), which is not asked`, CONTRIBUTION_SALES_REF);
}
