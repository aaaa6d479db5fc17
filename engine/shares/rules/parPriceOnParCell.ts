import { illegal } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { parCellsTerms } from '../terms';
import { STOCK } from './refs';

/** The par price must be one of the market's par cells (or those a mechanism gives the corporation: a bankrupt one's re-par cells). */
export const parPriceOnParCell: Rule<ParAction> = (ctx, _actor, a) => {
  const { cells, ref } = ctx.state.corporations[a.corporation] ? parCellsTerms(ctx.title, ctx.state, a.corporation) : { cells: ctx.title.market.parCells, ref: null };
  return cells.some((p) => p.price === a.price)
    ? null
    : illegal(`${a.price} is not a par price (par prices: ${cells.map((p) => p.price).join(', ')})`, ref ?? STOCK.par);
};
