/**
 * The loan steps of an operating turn (title.json loans; 1820 §7.2.8-7.2.9 L688-707):
 * "payLoanInterest" charges the interest on every loan, with the director covering a shortfall
 * (engine/mechanisms/shared/companyCharges.ts); with loans.interestChoice the director decides (pay_costs kind
 * "interest": pay, covering the shortfall, or not pay and go into liquidation, L696-700), otherwise it
 * is automatic; "repayLoans" lets the company
 * repay loans (pay_loan, `count` of them, default 1) until it passes. Taking a loan (take_loan) is offered at
 * any point of the turn by the operating round (engine/rounds/operating.ts).
 */
import type { Ctx } from '../../context';
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
    if (cfg && (ctx.state.corporations[corp]!.loans ?? 0) > 0) chargeWithCover(ctx, corp, interestDue(ctx, corp), cfg.directorCoverPriceMove, interestWhat(ctx, corp));
  },
});

export const repayLoans: OperatingStep = {
  name: 'repayLoans',
  accepts: ['pay_loan'],
  legal(ctx, actor) {
    const c = ctx.state.corporations[String(actor.entity)]!;
    const cfg = loansConfig(ctx.title);
    if (!cfg || (c.loans ?? 0) === 0 || c.cash < cfg.amount) return [];
    const action = act(actor, 'pay_loan', {});
    return [{ id: actionId(action), action }];
  },
  process(ctx, actor, action) {
    const count = loanCount(action);
    for (let k = 0; k < count; k++) repayLoan(ctx, String(actor.entity));
  },
  done(ctx, corp) {
    const c = ctx.state.corporations[corp]!;
    const cfg = loansConfig(ctx.title);
    return !cfg || (c.loans ?? 0) === 0 || c.cash < cfg.amount;
  },
  passBlocked: () => null,
};
