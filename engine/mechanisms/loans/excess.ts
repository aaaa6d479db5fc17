/** Repaying the loans above the most a company may have (title.json loans.excessRepaidAfterTrains). */
import { money, type Ctx } from '../../context';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';
import { directorOwes } from './owing';
import { maxLoans } from './limits';
import { loansConfig } from './terms';

/**
 * loans.excessRepaidAfterTrains (18xx.games' G1856 force_repay_loans!): loans above the most the company may have
 * are repaid as the repayLoans step comes; the treasury pays what it can and the director owes the rest.
 */
export function repayExcess(ctx: Ctx, corp: string): void {
  const cfg = loansConfig(ctx.title);
  const round = ctx.state.round;
  if (!cfg?.excessRepaidAfterTrains || round.kind !== 'operating') return;
  const c = ctx.state.corporations[corp]!;
  const excess = (c.loans ?? 0) - maxLoans(ctx.title, c);
  if (excess <= 0) return;
  const due = excess * cfg.amount;
  c.loans = c.loans! - excess;
  round.turn.loanRepaid = true;
  const fromTreasury = Math.min(due, c.cash);
  if (fromTreasury > 0) pay(ctx, corpHolder(corp), 'bank', fromTreasury);
  ctx.log.push(`${corp} must repay ${excess} loan${excess === 1 ? '' : 's'} above its ${maxLoans(ctx.title, c)} and pays ${money(ctx, fromTreasury)} of ${money(ctx, due)}`);
  if (due > fromTreasury) directorOwes(ctx, corp, due - fromTreasury, 'loan repayment');
}

