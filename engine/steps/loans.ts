/**
 * The loan steps of an operating turn (title.json loans; 1820 §7.2.8-7.2.9 L688-707):
 * "payLoanInterest" charges the interest on every loan, automatically, with the director
 * covering a shortfall (engine/mechanisms/companyCharges.ts); "repayLoans" lets the company
 * repay loans (pay_loan, `count` of them, default 1) until it passes. Taking a loan (take_loan) is offered at
 * any point of the turn by the operating round (engine/rounds/operating.ts).
 */
import { illegal } from '../errors';
import { actionId } from '../ids';
import { chargeWithCover } from '../mechanisms/companyCharges';
import { interestPerLoan, loanCount, loansConfig, LOANS_REF, repayLoan } from '../mechanisms/loans';
import type { OperatingStep } from './operating';
import { act } from './step';

export const payLoanInterest: OperatingStep = {
  name: 'payLoanInterest',
  accepts: [],
  legal: () => [],
  process() {
    throw illegal('loan interest is paid automatically', LOANS_REF);
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (round.kind !== 'operating') return true;
    if (!round.turn.interestPaid) {
      round.turn.interestPaid = true;
      const loans = ctx.state.corporations[corp]!.loans ?? 0;
      const cfg = loansConfig(ctx.title);
      if (cfg && loans > 0) chargeWithCover(ctx, corp, loans * interestPerLoan(ctx.title, ctx.state), cfg.directorCoverPriceMove, `interest on ${loans} loan(s)`);
    }
    return true;
  },
  passBlocked: () => null,
};

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
