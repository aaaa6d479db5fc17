/** The loan terms (title.json loans): the amount, the interest per loan, and repaying one loan. */
import { money, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { illegal, invalid } from '../../errors';
import type { Action } from '../../generated/actions';
import type { TitleFile } from '../../generated/definition';
import { pay } from '../../state/bank';
import { corpHolder, type GameState } from '../../state/types';
import { currentColumn } from '../costOfBusiness';
import { movePrice } from '../shared/companyCharges';

export const LOANS_REF = '1820 rules §17 (Loans)';

/** title.json `loans`, as its schema declares it (one source: the generated type). */
export type LoansConfig = NonNullable<TitleFile['loans']>;

export function loansConfig(title: Title): LoansConfig | null {
  return (title.definition.title as TitleFile).loans ?? null;
}

/** Interest per loan this operating round. */
export function interestPerLoan(title: Title, state: GameState): number {
  const cfg = loansConfig(title);
  if (!cfg) return 0;
  const pct = cfg.interestPercent ?? currentColumn(title, state)?.loanInterestPercent ?? 0;
  return Math.round((cfg.amount * pct) / 100);
}

/** How many loans a take_loan or pay_loan action asks for (`count`, default 1; at least 1). */
export function loanCount(action: Action): number {
  const count = (action as { count?: number }).count ?? 1;
  if (!Number.isInteger(count) || count < 1) throw invalid(`${action.type}.count must be a whole number of at least 1`);
  return count;
}

export function repayLoan(ctx: Ctx, corp: string): void {
  const cfg = loansConfig(ctx.title);
  if (!cfg) throw illegal('this title has no loans', LOANS_REF);
  const c = ctx.state.corporations[corp]!;
  if ((c.loans ?? 0) === 0) throw illegal(`${corp} has no loan`, LOANS_REF);
  if (c.cash < cfg.amount) throw illegal(`${corp} cannot pay ${money(ctx, cfg.amount)}`, LOANS_REF);
  pay(ctx, corpHolder(corp), 'bank', cfg.amount);
  c.loans = c.loans! - 1;
  const round = ctx.state.round;
  if (round.kind === 'operating' && round.current === corp) round.turn.loanRepaid = true;
  ctx.log.push(`${corp} repays a loan (${c.loans} left)`);
  movePrice(ctx, c, cfg.priceMovePerRepayment);
}
