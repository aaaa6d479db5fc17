/**
 * Face-down stacking of market markers during an operating round (title.json
 * rounds.operating.order "sharePriceFaceDown"; 1820 rules §7.1 L557-562, 1843 rules
 * L2277-2325, "Company operating order").
 *
 * The rules turn a company's marker face down when it operates and move it once, to its
 * new price; it goes under the face-up markers there and on top of the face-down ones, and
 * at the end of the round the face-down piles are turned over, "so that the bottom face-down
 * marker becomes the top face-up marker" (1820 L562): on every cell the marker that has been
 * there longest operates first (1843 L2316, the principle). Arrival order (`marketSeq`, which
 * already orders the cell) gives exactly that, with two corrections made here at the end of
 * the turn:
 * - a marker that ends the turn on the cell where it began it was never moved: it keeps its
 *   place, however many times its price moved back and forth during the turn (a payout up and
 *   a loan down, 1820 §16.2);
 * - a marker that ends elsewhere arrives at the end of the turn, after any marker moved there
 *   meanwhile (a face-up marker moved by a sale during this turn goes on top of it, L560).
 */
import type { Ctx } from '../context';
import { cellAt } from '../market/grid';
import { comparePrivateTrack, isPrivateCompany } from './privateCompanies';
import type { CorporationState, MarketPosition, OperatingRoundState } from '../state/types';

/** A marker on the market: its cell and its arrival there (a corporation's, or the national railway's). */
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

/**
 * Operating order among corporations with a market price: highest price first, then the cell
 * further right, then the higher row, then the earlier arrival on the cell; private companies last.
 */
export function compareOperatingOrder(ctx: Ctx, a: CorporationState, b: CorporationState): number {
  // One-share private companies (title.json privateCompanies) have no price: they operate after the
  // others, in their order on the private track (1820 §13.2 L1232).
  if (isPrivateCompany(a) || isPrivateCompany(b)) return isPrivateCompany(a) && isPrivateCompany(b) ? comparePrivateTrack(ctx, a, b) : isPrivateCompany(a) ? 1 : -1;
  return compareMarkers(ctx, a as MarketMarker, b as MarketMarker);
}

export const faceDownOrder = (ctx: Ctx): boolean => ctx.title.rounds.operating.order === 'sharePriceFaceDown';

/** Remembers where the corporation's marker is as its turn begins. */
export function noteTurnStart(ctx: Ctx, corp: string): void {
  if (!faceDownOrder(ctx)) return;
  const round = ctx.state.round as OperatingRoundState;
  const c = ctx.state.corporations[corp]!;
  if (c.market) round.turn.marketAtStart = { row: c.market.row, col: c.market.col, seq: c.marketSeq };
}

/** Puts the marker of the corporation whose turn is over in its place on its cell. */
export function settleTurnEnd(ctx: Ctx, corp: string): void {
  if (!faceDownOrder(ctx)) return;
  const round = ctx.state.round as OperatingRoundState;
  const start = round.turn.marketAtStart;
  const c = ctx.state.corporations[corp]!;
  if (!start || !c.market) return;
  if (c.market.row === start.row && c.market.col === start.col) {
    c.marketSeq = start.seq;
  } else {
    ctx.state.marketSeq += 1;
    c.marketSeq = ctx.state.marketSeq;
  }
}
