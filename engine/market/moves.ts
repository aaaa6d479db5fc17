/**
 * Putting a corporation's marker on a market cell: arrival order on a cell
 * decides operating order among equal prices, and reaching a closing or
 * game-ending cell triggers its effect.
 */
import type { Ctx } from '../context';
import type { CorporationState, MarketPosition } from '../state/types';
import { cellAt } from './grid';

export function placeMarker(ctx: Ctx, c: CorporationState, pos: MarketPosition): void {
  const moved = !c.market || c.market.row !== pos.row || c.market.col !== pos.col;
  c.market = { row: pos.row, col: pos.col };
  if (!moved) return;
  ctx.state.marketSeq += 1;
  c.marketSeq = ctx.state.marketSeq;
  const cell = cellAt(ctx.title.market, pos);
  if (cell.endsGame && !ctx.state.endPending) {
    const cond = (ctx.title.definition.title.endConditions ?? []).find((e) => e.kind === 'marketEndCell');
    if (cond) {
      ctx.state.endPending = { reason: 'market', timing: cond.timing };
      ctx.log.push(`${c.id} reaches ${cell.price}: the game will end`);
    }
  }
}
