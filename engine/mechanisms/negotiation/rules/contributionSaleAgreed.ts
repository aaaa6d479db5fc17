import { illegal } from '../../../errors';
import type { ProposeTradeAction, SellSharesAction } from '../../../generated/actions';
import { currentOperatingStep, ordinaryOperatingTurn } from '../../../rounds/operating';
import { sharePercent } from '../../../shares/holdings';
import { act, type Actor, type Rule } from '../../../steps/step';
import { contributionSaleViolation, contributionSalesOpen, saleAgreementSeat } from '../../../trains/buying/contributionSales';
import { DEAL } from './refs';

/** The director as the seller of a contributionSale. */
const directorOf = (actor: Actor): Actor => ({ entityType: 'player', entity: actor.seat, seat: actor.seat });

/** The sale a contributionSale proposal makes: one share of its company, naming the tied cousin it names (§13.4 L1279). */
export function contributionSaleOf(ctx: Parameters<Rule<ProposeTradeAction>>[0], actor: Actor, a: ProposeTradeAction): SellSharesAction {
  const c = ctx.state.corporations[a.corporation!]!;
  return act(directorOf(actor), 'sell_shares', { corporation: c.id, percent: sharePercent(ctx.title, c), ...(a.toCousin !== undefined ? { successorCousin: a.toCousin } : {}) }) as SellSharesAction;
}

/**
 * At its buy-train step, the director of a company who may contribute to its train (§7.2.7 L671-673) sells a share
 * of another company they direct that owns a train, passing its control to the counterpart (or the counterpart's
 * cousin), who must agree (L677). The sale follows every other selling rule.
 */
export const contributionSaleAgreed: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const corp = ordinaryOperatingTurn(ctx);
  if (corp === null || actor.entityType !== 'corporation' || actor.entity !== corp || currentOperatingStep(ctx)?.name !== 'buyTrain')
    return illegal('the director sells shares to raise a contribution at the operating company\'s buy-train step', DEAL.contribution);
  if (ctx.state.corporations[corp]!.president !== actor.seat) return illegal(`only ${corp}'s director may contribute to its train`, DEAL.contribution);
  if (!contributionSalesOpen(ctx, actor)) return illegal(`${corp}'s director may not contribute to its train purchase now`, DEAL.contribution);
  const c = ctx.state.corporations[a.corporation!];
  if (!c || !c.market) return illegal(`${a.corporation} is not a public company`, DEAL.contribution);
  const sale = contributionSaleOf(ctx, actor, a);
  const v = contributionSaleViolation(ctx, directorOf(actor), sale, 'any');
  if (v) return v;
  const needed = saleAgreementSeat(ctx, directorOf(actor), sale);
  if (needed === null) return illegal(`selling a share of ${c.id} needs nobody's agreement: sell it (sell_shares)`, DEAL.contribution);
  return needed === a.to ? null : illegal(`${ctx.state.players[needed]!.name} would direct ${c.id} after the sale: the proposal is to them`, DEAL.contribution);
};
