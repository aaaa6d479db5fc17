/** The price of a card taken from the tableau (tableau_buy), and who receives it. */
import type { Ctx } from '../../context';
import type { TableauBuyAction } from '../../generated/actions';
import { sharePrice } from '../../shares/holdings';
import { corpHolder } from '../../state/types';
import { capitalizationOf } from '../startModes';
import { cardOf } from './tableau';

/** What a tableau_buy costs and who is paid (S11, S12). */
export function tableauBuyCost(ctx: Ctx, a: TableauBuyAction): { cost: number; payee: string } {
  const column = ctx.state.tableau!.columns[a.column]!;
  const c = ctx.state.corporations[cardOf(column[column.length - 1]!).corp]!;
  // S11: starting pays par for each card taken, to the bank (1862.md §5.2 #13).
  if (c.par === null) return { cost: (a.par ?? 0) * (a.count ?? 1), payee: 'bank' };
  // S12: a chartered company's tableau share costs par (the market price once it has merged or
  // refinanced) and pays the bank; a non-chartered
  // company's costs the market price and pays the company.
  if (capitalizationOf(ctx.title, c) === 'full') return { cost: c.mergedOrRefinanced ? sharePrice(ctx.title, c)! : c.par, payee: 'bank' };
  return { cost: sharePrice(ctx.title, c)!, payee: corpHolder(c.id) };
}
