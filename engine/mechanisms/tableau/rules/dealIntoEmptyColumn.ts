import { illegal, invalid } from '../../../errors';
import type { TableauDealAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** Cards are dealt only into an empty column, and only while the draw pile has cards (S13). */
export const dealIntoEmptyColumn: Rule<TableauDealAction> = (ctx, _actor, a) => {
  const t = ctx.state.tableau!;
  if (!Number.isInteger(a.column) || a.column < 0 || a.column >= t.columns.length) return invalid(`there is no column ${a.column}`);
  if (t.columns[a.column]!.length > 0) return illegal(`column ${a.column} is not empty`, TABLEAU.deal);
  return t.drawPile.length > 0 ? null : illegal('the draw pile is empty', TABLEAU.deal);
};
