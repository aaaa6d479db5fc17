/**
 * The loan steps of an operating turn (title.json loans; 1820 §7.2.8-7.2.9 L688-707):
 * "payLoanInterest" charges the interest on every loan, with the director covering a shortfall
 * (engine/mechanisms/shared/companyCharges.ts); with loans.interestChoice the director decides (pay_costs kind
 * "interest": pay, covering the shortfall, or not pay and go into liquidation, L696-700), otherwise it
 * is automatic; "repayLoans" lets the company
 * repay loans (pay_loan, `count` of them, default 1) until it passes. Taking a loan (take_loan) is offered at
 * any point of the turn by the operating round (engine/rounds/operating.ts).
 */
import { money, type Ctx } from '../../context';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';
import { repayExcess } from './excess';
import { directorOwes } from './owing';
import { loanRefusal } from './limits';
import { actionId } from '../../ids';
import { chargeWithCover } from '../shared/companyCharges';
import { interestPerLoan, loanCount, loansConfig, repayLoan } from './terms';
import { costDecisionStep } from '../shared/costDecisionStep';
import type { OperatingStep } from '../../steps/operating';
import { act } from '../../steps/step';

const INTEREST_REF = '1820 rules §7.2.8 L688-700 (Pay loan interest)';

function interestDue(ctx: Ctx, corp: string): number {
  return (ctx.state.corporations[corp]!.loans ?? 0) * interestPerLoan(ctx.title, ctx.state);
}

const interestWhat = (ctx: Ctx, corp: string): string => `interest on ${ctx.state.corporations[corp]!.loans ?? 0} loan(s)`;

export const payLoanInterest: OperatingStep = costDecisionStep({
  name: 'payLoanInterest',
  kind: 'interest',
  paid: 'interestPaid',
  noun: 'loan interest',
  ref: INTEREST_REF,
  choice: (ctx) => loansConfig(ctx.title)?.interestChoice === true,
  due: interestDue,
  what: interestWhat,
  priceMove: (ctx) => loansConfig(ctx.title)?.directorCoverPriceMove ?? null,
  automatic(ctx, corp) {
    const cfg = loansConfig(ctx.title);
    if (!cfg || (ctx.state.corporations[corp]!.loans ?? 0) === 0) return;
    if (cfg.interestShortfall === 'revenueThenDirectorOwes') interestFromRevenue(ctx, corp, interestDue(ctx, corp));
    else chargeWithCover(ctx, corp, interestDue(ctx, corp), cfg.directorCoverPriceMove, interestWhat(ctx, corp));
  },
});

/**
 * loans.interestShortfall "revenueThenDirectorOwes" (18xx.games' G1856 pay_interest!, after the run): the treasury
 * pays in multiples of interestTreasuryMultiple, the run's revenue pays what is left before any dividend, and the
 * director the rest, owing the bank what they cannot pay (debt.ts).
 */
function interestFromRevenue(ctx: Ctx, corp: string, due: number): void {
  const cfg = loansConfig(ctx.title)!;
  const c = ctx.state.corporations[corp]!;
  const multiple = cfg.interestTreasuryMultiple ?? 1;
  const fromTreasury = Math.min(due, c.cash - (c.cash % multiple));
  if (fromTreasury > 0) pay(ctx, corpHolder(corp), 'bank', fromTreasury);
  let owed = due - fromTreasury;
  ctx.log.push(`${corp} pays ${money(ctx, fromTreasury)} of ${money(ctx, due)} ${interestWhat(ctx, corp)}`);
  const round = ctx.state.round;
  if (owed > 0 && round.kind === 'operating' && (round.turn.revenue ?? 0) > 0) {
    const fromRevenue = Math.min(owed, round.turn.revenue!);
    round.turn.revenue! -= fromRevenue;
    owed -= fromRevenue;
    ctx.log.push(`${corp} deducts ${money(ctx, fromRevenue)} from its run for the interest`);
  }
  if (owed > 0) directorOwes(ctx, corp, owed, 'loan interest');
}

const mayRepay = (ctx: Ctx, corp: string): boolean => {
  const c = ctx.state.corporations[corp]!;
  const cfg = loansConfig(ctx.title);
  return !!cfg && (c.loans ?? 0) > 0 && c.cash >= cfg.amount;
};

/** loans.repayStepOffersLoans: the step also waits while the company may take a loan (take_loan comes from the any-time source). */
const mayBorrowHere = (ctx: Ctx, corp: string): boolean => loansConfig(ctx.title)?.repayStepOffersLoans === true && loanRefusal(ctx, corp) === null;

export const repayLoans: OperatingStep = {
  name: 'repayLoans',
  accepts: ['pay_loan'],
  legal(ctx, actor) {
    if (!mayRepay(ctx, String(actor.entity))) return [];
    const action = act(actor, 'pay_loan', {});
    return [{ id: actionId(action), action }];
  },
  process(ctx, actor, action) {
    const count = loanCount(action);
    for (let k = 0; k < count; k++) repayLoan(ctx, String(actor.entity));
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (loansConfig(ctx.title)?.excessRepaidAfterTrains && round.kind === 'operating' && !round.turn.excessRepaid) {
      round.turn.excessRepaid = true;
      repayExcess(ctx, corp);
    }
    return !mayRepay(ctx, corp) && !mayBorrowHere(ctx, corp);
  },
  passBlocked: () => null,
};
