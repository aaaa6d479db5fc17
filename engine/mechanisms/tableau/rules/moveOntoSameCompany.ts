import { illegal } from '../../../errors';
import type { TableauMoveAction } from '../../../generated/actions';
import { cardOf } from '../tableau';
import type { Rule } from '../../../steps/step';
import { columnHasTop } from './columnHasTop';
import { TABLEAU } from './refs';

/** A top card moves onto another column whose top card is of the same company (S13). */
export const moveOntoSameCompany: Rule<TableauMoveAction> = (ctx, _actor, a) => {
  const bad = columnHasTop(ctx, a.from, TABLEAU.move) ?? columnHasTop(ctx, a.to, TABLEAU.move);
  if (bad) return bad;
  if (a.from === a.to) return illegal('a card moves to another column', TABLEAU.move);
  const cols = ctx.state.tableau!.columns;
  const from = cardOf(cols[a.from]![cols[a.from]!.length - 1]!).corp;
  const to = cardOf(cols[a.to]![cols[a.to]!.length - 1]!).corp;
  return from === to ? null : illegal(`the top of column ${a.to} is ${to}, not ${from}`, TABLEAU.move);
};
