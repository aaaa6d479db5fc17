/** A director's debt for the company's loans (title.json loans.interestShortfall "revenueThenDirectorOwes"; debt.ts settles it). */
import { money, playerName, type Ctx } from '../../context';
import { pay } from '../../state/bank';
import { playerHolder } from '../../state/types';

/** The director of `corp` pays `due` to the bank from their cash and owes what is missing. */
export function directorOwes(ctx: Ctx, corp: string, due: number, what: string): void {
  const c = ctx.state.corporations[corp]!;
  if (due <= 0 || c.president === null) return;
  const seat = c.president;
  const paid = Math.min(due, ctx.state.players[seat]!.cash);
  pay(ctx, playerHolder(seat), 'bank', paid);
  const owed = due - paid;
  ctx.log.push(`${playerName(ctx, seat)} pays ${money(ctx, paid)} of ${corp}'s ${what}${owed > 0 ? ` and owes the bank ${money(ctx, owed)}` : ''}`);
  if (owed > 0) {
    const debts = (ctx.state.loanDebts ??= {});
    debts[String(seat)] = (debts[String(seat)] ?? 0) + owed;
    (ctx.state.loanDebtCompany ??= {})[String(seat)] = corp;
  }
}

