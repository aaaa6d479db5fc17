/**
 * What a director owes the bank for the company's loans (title.json loans.interestShortfall
 * "revenueThenDirectorOwes"; 1856, 18xx.games' G1856 pay_interest!, force_repay_loans!, CashCrisis and Bankrupt,
 * facts only): the director pays what they can and owes the rest. The debt interrupts the operating round: the
 * player sells shares (sell_shares, by the usual selling rules; a president of the company in debt keeps its
 * presidency) until it is paid, or declares bankruptcy (bankrupt), which sells what the rules let go, gives the
 * cash to the bank and ends the game (title.json endConditions bankruptcy).
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { Action, SellSharesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import type { Interruption } from '../../core/mechanism';
import { certPercents, keepsPresidency, percentHeld, sharePercent } from '../../shares/holdings';
import { sellAsPlayer } from '../../shares/playerSale';
import { pay } from '../../state/bank';
import { finishGame } from '../../state/end';
import { playerHolder, type GameState } from '../../state/types';
import { saleRefusal } from '../../steps/buySellParShares';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { loansConfig } from './terms';
import { repayExcess } from './excess';
export { directorOwes } from './owing';

export const DEBT_REF = "18xx.games' G1856 CashCrisis and Bankrupt (a director's shortfall for loan interest or repayment)";

const debtOf = (state: GameState, seat: number): number => state.loanDebts?.[String(seat)] ?? 0;

/** The first player in debt, or null. */
function debtor(ctx: Ctx): Actor | null {
  if (ctx.state.finished) return null;
  for (const p of ctx.state.players) if (!p.bankrupt && debtOf(ctx.state, p.seat) > 0) return { entityType: 'player', entity: p.seat, seat: p.seat };
  return null;
}

/** The sales open to a player in debt: the usual selling rules, and never the presidency of the company in debt. */
function debtSales(ctx: Ctx, actor: Actor): SellSharesAction[] {
  const out: SellSharesAction[] = [];
  const inDebtFor = ctx.state.loanDebtCompany?.[String(actor.seat)];
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || !c.market) continue;
    const unit = sharePercent(ctx.title, c);
    const held = percentHeld(ctx.title, c, playerHolder(actor.seat));
    for (let p = unit; p <= held; p += unit) {
      const a = act(actor, 'sell_shares', { corporation: def.id, percent: p }) as SellSharesAction;
      if (saleRefusal(ctx, actor, a)) continue;
      if (def.id === inDebtFor && c.president === actor.seat && !keepsPresidency(ctx.title, ctx.state, c, actor.seat, p)) continue;
      out.push(a);
    }
  }
  return out;
}

function settle(ctx: Ctx, seat: number): void {
  const debts = ctx.state.loanDebts!;
  const paid = Math.min(debts[String(seat)] ?? 0, ctx.state.players[seat]!.cash);
  pay(ctx, playerHolder(seat), 'bank', paid);
  debts[String(seat)] = (debts[String(seat)] ?? 0) - paid;
  if (paid > 0) ctx.log.push(`${playerName(ctx, seat)} pays ${money(ctx, paid)} of their debt to the bank (${money(ctx, debts[String(seat)]!)} left)`);
  if (debts[String(seat)] === 0) {
    delete debts[String(seat)];
    delete ctx.state.loanDebtCompany?.[String(seat)];
  }
}

export const debtInterruption: Interruption = {
  name: 'loanDebt',
  actor: debtor,
  legal(ctx, actor) {
    const out: LegalAction[] = debtSales(ctx, actor).map((a) => ({ id: actionId(a), action: a }));
    const bankrupt = act(actor, 'bankrupt', {});
    out.push({ id: actionId(bankrupt), action: bankrupt });
    return out;
  },
  process(ctx, actor, action: Action) {
    if (action.type === 'bankrupt') {
      const seat = actor.seat;
      ctx.state.players[seat]!.bankrupt = true;
      ctx.log.push(`${playerName(ctx, seat)} cannot pay their debt of ${money(ctx, debtOf(ctx.state, seat))} and is bankrupt`);
      // 18xx.games' G1856 Bankrupt: the shares the rules let go are sold (the largest block each time, the
      // presidency of the company in debt kept as in any sale to pay the debt), the cash goes to the bank and
      // what is still owed is written off.
      for (let sale = largestSale(ctx, actor); sale; sale = largestSale(ctx, actor)) sellAsPlayer(ctx, seat, sale);
      pay(ctx, playerHolder(seat), 'bank', ctx.state.players[seat]!.cash);
      delete ctx.state.loanDebts?.[String(seat)];
      delete ctx.state.loanDebtCompany?.[String(seat)];
      afterSale(ctx);
      finishGame(ctx, 'bankruptcy');
      return;
    }
    if (action.type !== 'sell_shares') throw illegal(`${playerName(ctx, actor.seat)} owes the bank ${money(ctx, debtOf(ctx.state, actor.seat))}: sell shares or declare bankruptcy`, DEBT_REF);
    const a = action as SellSharesAction;
    if (!debtSales(ctx, actor).some((s) => s.corporation === a.corporation && s.percent === a.percent)) throw illegal(`${playerName(ctx, actor.seat)} may not sell ${a.percent}% of ${a.corporation} now`, DEBT_REF);
    sellAsPlayer(ctx, actor.seat, a);
    settle(ctx, actor.seat);
    afterSale(ctx);
  },
};

/** The largest sale open to a player in debt, of the first company in corporations.json order with one; null when none. */
function largestSale(ctx: Ctx, actor: Actor): SellSharesAction | null {
  const sales = debtSales(ctx, actor);
  for (const def of ctx.title.corporations) {
    const mine = sales.filter((a) => a.corporation === def.id);
    if (mine.length > 0) return mine.reduce((a, b) => (b.percent > a.percent ? b : a));
  }
  return null;
}

/**
 * A sale may leave the operating company with more loans than it may have once its repayment step has come
 * (loans.excessRepaidAfterTrains): they are repaid at once again (18xx.games checks after every action).
 */
function afterSale(ctx: Ctx): void {
  const round = ctx.state.round;
  if (round.kind === 'operating' && round.current !== null && round.turn.excessRepaid) repayExcess(ctx, round.current);
}

/** A player's net worth less their debt, and, with loans.netWorthLessLoans, less each share's part of its company's loans. */
export function netWorthLessLoans(ctx: { title: Ctx['title']; state: GameState }, seat: number): number {
  const cfg = loansConfig(ctx.title);
  let extra = -debtOf(ctx.state, seat);
  if (cfg?.netWorthLessLoans) {
    for (const c of Object.values(ctx.state.corporations)) {
      if (c.closed || !c.loans) continue;
      const pct = certPercents(ctx.title, c);
      c.certs.forEach((h, i) => {
        if (h === playerHolder(seat)) extra -= (c.loans! * cfg.amount * pct[i]!) / 100;
      });
    }
  }
  return extra;
}
