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
import type { Ctx } from '../../context';
import { compareMarkers, type MarketMarker } from '../../market/order';
import type { Mechanism } from '../../core/mechanism';
import { privateCompanyOrder } from '../privateCompanies';
import type { CorporationState, OperatingRoundState } from '../../state/types';

// Market order is the core's (engine/market/order.ts).
export { compareMarkers, type MarketMarker };

/** Operating order: private companies last (privateCompanyOrder), else the market order of the markers. */
export function compareOperatingOrder(ctx: Ctx, a: CorporationState, b: CorporationState): number {
  return privateCompanyOrder(ctx, a, b) ?? compareMarkers(ctx, a as MarketMarker, b as MarketMarker);
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

/** Face-down stacking: the marker's cell noted as the turn starts, its place settled as it ends. */
export const mechanism: Mechanism = {
  id: 'faceDownOrder',
  block: 'title.rounds.operating.order sharePriceFaceDown',
  appliesTo: (d) => d.title.rounds.operating.order === 'sharePriceFaceDown',
  summary: {
    text: {
      operatingOrder: () => [
        "Corporations operate in share-price order, highest first (ties: the rightmost cell, then the higher row, then the earlier arrival); a corporation's marker moves once, at the end of its turn, and keeps its place if it ends where it began.",
      ],
    },
  },
  hooks: {
    operatingTurnStarted: noteTurnStart,
    operatingTurnEnded: settleTurnEnd,
  },
};
