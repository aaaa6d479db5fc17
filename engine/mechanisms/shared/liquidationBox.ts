/**
 * The liquidation box: the market's lowest cell (1820 §10.7 L1008-1012). Liquidation (liquidation/), its
 * trading bar (liquidationTrading/), deals and takeovers read whether a company sits in it.
 */
import type { Ctx } from '../../context';
import { lowestCell } from '../../market/grid';
import type { CorporationState } from '../../state/types';

/** Whether an open company's price sits in the liquidation box. */
export function inLiquidation(ctx: Ctx, c: CorporationState): boolean {
  if (!c.market || c.closed) return false;
  const bottom = lowestCell(ctx.title.market);
  return c.market.row === bottom.row && c.market.col === bottom.col;
}
