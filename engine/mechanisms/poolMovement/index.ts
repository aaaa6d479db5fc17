/**
 * The end-of-stock-round fall for shares in the open market (title.json
 * rounds.stock.poolMovement; 1820 §6.7 L542-549 and §16.2.2 L1622-1627).
 *
 * In operating order, each corporation's price moves down one cell "for each 10% of the
 * company or share, whichever is the smaller, in the bank pool" (§16.2.2; §6.7 says 5%: the
 * unit is data). "Whichever is the smaller" is read as the smaller number of moves (D8 #4,
 * by analogy with the issue rule §8.3): min(pool shares, floor(pool percent / unit)). The
 * bottom cell stops the fall.
 */
import { isShareholder } from '../../shares/investor';
import type { Ctx } from '../../context';
import { cellAt, moveDown, moveUp } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { certPercents } from '../../shares/holdings';
import { compareMarkers, compareOperatingOrder } from '../operatingOrder';
import { britishRailEndOfStockRound } from '../britishRail';
import type { Mechanism } from '../../core/mechanism';
import { risesInOperatingOrder } from '../soldOutOrder';

/**
 * Applies the pool fall and, in the same pass, the sold-out rise (rounds.stock.soldOutMovement
 * "up": every share with players, §6.7), company by company in the operating order at the end of
 * the round, so that companies arriving on one cell stack in that order. The national railway
 * (title.json britishRail) takes its place in that order (its own end-of-round move: britishRail.ts
 * britishRailEndOfStockRound; §6.7 L544). False when the title has no poolMovement (the stock round
 * then applies the sold-out rise itself).
 */
export function applyPoolMovement(ctx: Ctx): boolean {
  const { title, state } = ctx;
  const cfg = title.rounds.stock.poolMovement;
  if (!cfg) return false;
  const exempt = new Set(cfg.exempt ?? []);
  const corps = Object.values(state.corporations).filter((c) => c.market && !c.closed);
  corps.sort((a, b) => compareOperatingOrder(ctx, a, b));
  const br = state.britishRail;
  let brMoved = !br;
  for (const c of corps) {
    if (!brMoved && (!c.market || compareMarkers(ctx, br!, { market: c.market, marketSeq: c.marketSeq }) < 0)) {
      brMoved = true;
      britishRailEndOfStockRound(ctx);
    }
    if (title.rounds.stock.soldOutMovement === 'up' && c.certs.every((h) => isShareholder(title, h) || h === `corp:${c.id}`)) {
      const before = cellAt(title.market, c.market!).price;
      placeMarker(ctx, c, moveUp(title.market, c.market!), 'soldOut');
      const after = cellAt(title.market, c.market!).price;
      if (after !== before) ctx.log.push(`${c.id} is sold out and rises to ${after}`);
      continue;
    }
    if (exempt.has(c.id)) continue;
    // The company's own share size (title.json shareCounts: a 20-share company's share is 5%).
    const pct = certPercents(title, c);
    let shares = 0;
    let percent = 0;
    c.certs.forEach((h, i) => {
      if (h !== 'market') return;
      shares += 1;
      percent += pct[i]!;
    });
    const moves = Math.min(shares, Math.floor(percent / cfg.unitPercent));
    if (moves === 0) continue;
    const before = cellAt(title.market, c.market!).price;
    let pos = c.market!;
    for (let k = 0; k < moves; k++) pos = moveDown(title.market, pos);
    placeMarker(ctx, c, pos);
    const after = cellAt(title.market, c.market!).price;
    if (after !== before) ctx.log.push(`${c.id} has ${percent}% in the pool and falls to ${after}`);
  }
  if (!brMoved) britishRailEndOfStockRound(ctx);
  return true;
}

/** rounds.stock.poolMovement: the stock round's end-of-round price moves are made here, sold-out rises included. */
export const mechanism: Mechanism = {
  // The falls are made in operating order, and so are the sold-out rises (applyPoolMovement).
  summary: risesInOperatingOrder,
  id: 'poolMovement',
  block: 'title.rounds.stock.poolMovement',
  appliesTo: (d) => d.title.rounds.stock.poolMovement !== undefined,
  hooks: { stockRoundPrices: applyPoolMovement },
};
