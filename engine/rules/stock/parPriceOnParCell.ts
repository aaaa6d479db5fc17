import { illegal } from '../../errors';
import { BANKRUPTCY_REF, isBankrupt, parCellsFor } from '../../mechanisms/bankruptcy';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from '../../shares/rules/refs';

/** The par price must be one of the market's par cells (a bankrupt corporation's: its re-par cells). */
export const parPriceOnParCell: Rule<ParAction> = (ctx, _actor, a) => {
  const cells = ctx.state.corporations[a.corporation] ? parCellsFor(ctx.title, ctx.state, a.corporation) : ctx.title.market.parCells;
  return cells.some((p) => p.price === a.price)
    ? null
    : illegal(`${a.price} is not a par price (par prices: ${cells.map((p) => p.price).join(', ')})`, isBankrupt(ctx.state, a.corporation) ? BANKRUPTCY_REF : STOCK.par);
};
