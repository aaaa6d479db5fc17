import { illegal } from '../../../errors';
import type { TableauBuyAction } from '../../../generated/actions';
import { cardOf } from '../tableau';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** No certificate of a company out of the game may be bought (S11, S12). */
export const corporationInGame: Rule<TableauBuyAction> = (ctx, _actor, a) => {
  const column = ctx.state.tableau!.columns[a.column]!;
  const { corp } = cardOf(column[column.length - 1]!);
  const c = ctx.state.corporations[corp]!;
  return c.closed ? illegal(`${corp} is out of the game: its shares cannot be bought`, TABLEAU.buy) : null;
};
