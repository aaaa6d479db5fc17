/**
 * The loan steps of an operating turn (title.json loans; 1820 §7.2.8-7.2.9 L688-707):
 * "payLoanInterest" charges the interest on every loan, with the director covering a shortfall
 * (engine/mechanisms/companyCharges.ts); with loans.interestChoice the director decides (pay_costs kind
 * "interest": pay, covering the shortfall, or not pay and go into liquidation, L696-700), otherwise it
 * is automatic; "repayLoans" lets the company
 * repay loans (pay_loan, `count` of them, default 1) until it passes. Taking a loan (take_loan) is offered at
 * any point of the turn by the operating round (engine/rounds/operating.ts).
 */
import type { Ctx } from '../context';
import { illegal, invalid } from '../errors';
import type { PayCostsAction } from '../generated/actions';
import { actionId } from '../ids';
import { chargeWithCover, costDecision, refuseCost } from '../mechanisms/companyCharges';
import { interestPerLoan, loanCount, loansConfig, LOANS_REF, repayLoan } from '../mechanisms/loans';
import type { OperatingStep } from './operating';
import { act } from './step';

const INTEREST_REF = '1820 rules §7.2.8 L688-700 (Pay loan interest)';

function interestDue(ctx: Ctx, corp: string): number {
  return (ctx.state.corporations[corp]!.loans ?? 0) * interestPerLoan(ctx.title, ctx.state);
}

const interestWhat = (ctx: Ctx, corp: string): string => `interest on ${ctx.state.corporations[corp]!.loans ?? 0} loan(s)`;

/** The director's decision this step waits for (loans.interestChoice), or null. */
function interestDecision(ctx: Ctx, corp: string) {
  if (!loansConfig(ctx.title)?.interestChoice) return null;
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.turn.interestPaid) return null;
  return costDecision(ctx, corp, interestDue(ctx, corp));
}

export const payLoanInterest: OperatingStep = {
  name: 'payLoanInterest',
  accepts: ['pay_costs'],
  legal(ctx, actor) {
    const d = interestDecision(ctx, String(actor.entity));
    if (!d) return [];
    return [true, false].map((pay) => {
      const action = act(actor, 'pay_costs', { kind: 'interest', pay });
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    const a = action as PayCostsAction;
    const d = interestDecision(ctx, corp);
    if (!d) throw illegal('loan interest is paid automatically', LOANS_REF);
    if (a.kind !== 'interest') throw invalid('at the payLoanInterest step pay_costs.kind is "interest"');
    const round = ctx.state.round;
    if (round.kind === 'operating') round.turn.interestPaid = true;
    if (a.pay) chargeWithCover(ctx, corp, d.due, loansConfig(ctx.title)!.directorCoverPriceMove, interestWhat(ctx, corp));
    else refuseCost(ctx, corp, d.due, interestWhat(ctx, corp));
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (round.kind !== 'operating') return true;
    if (round.turn.interestPaid) return true;
    if (interestDecision(ctx, corp)) return false;
    round.turn.interestPaid = true;
    const cfg = loansConfig(ctx.title);
    if (cfg && (ctx.state.corporations[corp]!.loans ?? 0) > 0) chargeWithCover(ctx, corp, interestDue(ctx, corp), cfg.directorCoverPriceMove, interestWhat(ctx, corp));
    return true;
  },
  passBlocked(ctx, corp) {
    return interestDecision(ctx, corp) ? illegal('decide whether the company pays its loan interest (pay_costs)', INTEREST_REF) : null;
  },
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
