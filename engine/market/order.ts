/**
 * Market order of markers: highest price first, then the cell further right, then the higher
 * row, then the earlier arrival on the cell (common 18xx rules, "Operating round").
 */
import type { Ctx } from '../context';
import type { MarketPosition } from '../state/types';
import { cellAt } from './grid';

/** A marker on the market: its cell and its arrival there (a corporation's, or a national railway's). */
export interface MarketMarker {
  market: MarketPosition;
  marketSeq: number;
}

/** Market order of two markers: highest price first, then the cell further right, then the higher row, then the earlier arrival. */
export function compareMarkers(ctx: Ctx, a: MarketMarker, b: MarketMarker): number {
  const pa = cellAt(ctx.title.market, a.market).price;
  const pb = cellAt(ctx.title.market, b.market).price;
  return pb - pa || b.market.col - a.market.col || a.market.row - b.market.row || a.marketSeq - b.marketSeq;
}
