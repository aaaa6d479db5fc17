/**
 * rounds.operating.trainlessContribution: the director who may add money to a train purchase (a
 * trainless public company, or a private company spending its director's cash) "may sell shares in
 * order to raise the cash" (1820 rules §7.2.7 L673), by the usual selling rules, never passing the
 * control of the current company (L674). The consent the next director of another company must give
 * when the train comes from that company (L677) is not asked for: a sale that would pass the control
 * of any company is refused.
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
  if (mine < other || mine < certPercents(ctx.title, a.corporation)[0]!) return illegal(`selling would pass the control of ${a.corporation}`, CONTRIBUTION_SALES_REF);
  return null;
}
