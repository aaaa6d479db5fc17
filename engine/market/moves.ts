/**
 * Putting a corporation's marker on a market cell: arrival order on a cell
 * decides operating order among equal prices, and reaching a closing or
 * game-ending cell triggers its effect.
 */
import type { Ctx } from '../context';
import { first } from '../core/ask';
import { pay } from '../state/bank';
import { finishGame, setEndPending } from '../state/end';
import { keepHexTokens } from '../state/hexes';
import { corpHolder, type CorporationState, type MarketPosition } from '../state/types';
import { cellAt } from './grid';

/**
 * `cause` "soldOut": the end-of-stock-round sold-out rise, whose end-cell timing may differ
 * (endConditions marketEndCell soldOutTiming; 1843 L4604-4619). An immediate end from it is left
 * pending as timing "immediate" for the stock round to finish once every sold-out company has risen.
 */
export function placeMarker(ctx: Ctx, c: CorporationState, pos: MarketPosition, cause?: 'soldOut'): void {
  const moved = !c.market || c.market.row !== pos.row || c.market.col !== pos.col;
  c.market = { row: pos.row, col: pos.col };
  if (!moved) return;
  ctx.state.marketSeq += 1;
  c.marketSeq = ctx.state.marketSeq;
  const cell = cellAt(ctx.title.market, pos);
  // Where a mechanism makes it bankrupt instead, it may be refloated (1860 rules, Bankrupt Companies).
  if (cell.closes && !c.closed && !first(ctx.title, 'closingCell', ctx, c, cell.price)) closeCorporation(ctx, c);
  if (cell.endsGame) endCellReached(ctx, c.id, cell.price, cause);
}

/**
 * A marker (a corporation's, or the national railway's: title.json britishRail) has reached a cell that ends
 * the game (flag e): the end follows endConditions marketEndCell, with soldOutTiming for the sold-out rise.
 */
export function endCellReached(ctx: Ctx, who: string, price: number, cause?: 'soldOut'): void {
  if (ctx.state.finished) return;
  const cond = (ctx.title.definition.title.endConditions ?? []).find((e) => e.kind === 'marketEndCell');
  const timing = cause === 'soldOut' ? (cond?.soldOutTiming ?? cond?.timing) : cond?.timing;
  // 1870's $400 finish ends the game at once (as 18xx.games does), even when the broken bank has
  // already set the end; a timed end keeps whichever end was set first.
  if (timing === 'immediate' && cause === 'soldOut') {
    ctx.log.push(`${who} reaches ${price}: the game ends at the end of the stock round`);
    ctx.state.endPending = { reason: 'market', timing: 'immediate' };
  } else if (timing === 'immediate') {
    ctx.log.push(`${who} reaches ${price}: the game ends`);
    finishGame(ctx, 'market');
  } else if (timing) {
    ctx.log.push(`${who} reaches ${price}: the game will end`);
    setEndPending(ctx, 'market', timing);
  }
}

/**
 * A sale of `shares` shares of a corporation whose marker is already at the bottom of its column
 * (market movement.saleAtColumnBottom "downStack"; 1843 rules L2092-2101): the marker goes under one more
 * marker of its cell per share, stopping at the bottom of the stack. The markers of the cell keep their
 * set of arrival numbers, handed out again in the new order, so the order against other cells is kept.
 */
export function sinkInStack(ctx: Ctx, c: CorporationState, shares: number): void {
  const pos = c.market;
  if (!pos || shares <= 0) return;
  const stack = Object.values(ctx.state.corporations)
    .filter((o) => !o.closed && o.market && o.market.row === pos.row && o.market.col === pos.col)
    .sort((a, b) => a.marketSeq - b.marketSeq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const from = stack.indexOf(c);
  const to = Math.min(stack.length - 1, from + shares);
  if (to === from) return;
  const seqs = stack.map((o) => o.marketSeq);
  stack.splice(from, 1);
  stack.splice(to, 0, c);
  stack.forEach((o, i) => (o.marketSeq = seqs[i]!));
  ctx.log.push(`${c.id} moves down its stack under ${to - from} marker(s)`);
}

/**
 * A corporation whose price reaches a closing cell closes (1870 rules, "Closing Section"): its
 * stations leave the map, its trains go to the open market, its treasury to the bank, private
 * companies it owns close; its shares are worth nothing, and the certificate limit follows the
 * number of corporations still in play.
 */
export function closeCorporation(ctx: Ctx, c: CorporationState): void {
  const { state } = ctx;
  c.closed = true;
  for (const t of c.tokens) keepHexTokens(state, t.hex, (x) => x.corporation !== c.id);
  c.tokens = [];
  state.markers = state.markers.filter((m) => m.corporation !== c.id);
  for (const t of state.trains) if (t.owner === corpHolder(c.id)) t.owner = 'pool';
  c.trains = [];
  if (c.cash > 0) pay(ctx, corpHolder(c.id), 'bank', c.cash);
  for (const co of Object.values(state.companies)) if (co.owner === corpHolder(c.id)) co.closed = true;
  ctx.log.push(`${c.id} closes: its price has reached the closing section`);
}
