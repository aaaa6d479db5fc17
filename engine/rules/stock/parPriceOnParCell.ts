import { illegal } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/** The par price must be one of the market's par cells. */
export const parPriceOnParCell: Rule<ParAction> = (ctx, _actor, a) =>
  ctx.title.market.parCells.some((p) => p.price === a.price)
    ? null
    : illegal(
        `${a.price} is not a par price (par prices: ${ctx.title.market.parCells.map((p) => p.price).join(', ')})`,
        STOCK.par,
      );
