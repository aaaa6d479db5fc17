/**
 * The stock round: players take turns in seating order from the priority
 * holder; the round ends when every player passes in succession. Sold-out
 * corporations then rise, and priority goes to the player after the last one
 * who acted. 1830 rules, "Stock round".
 */
import { playerName, type Ctx } from '../context';
import { cellAt, moveUp } from '../market/grid';
import { placeMarker } from '../market/moves';
import type { StockRoundState } from '../state/types';
import { buyCompany } from '../steps/buyCompany';
import { buySellParShares } from '../steps/buySellParShares';
import type { Actor, Step } from '../steps/step';
import { roundFinished, startNextRound } from './sequence';

const STEPS: Record<string, Step> = { buyCompany, buySellParShares };

export function startStockRound(ctx: Ctx, number: number): void {
  const { state } = ctx;
  state.round = {
    kind: 'stock',
    number,
    turn: state.priority,
    turnState: { sold: [], acted: false },
    passes: 0,
    lastActor: null,
    soldThisRound: {},
  };
  ctx.log.push(`Stock round ${number} begins; ${playerName(ctx, state.priority)} has priority`);
}

export function stockActor(ctx: Ctx): Actor {
  const round = ctx.state.round as StockRoundState;
  return { entityType: 'player', entity: round.turn, seat: round.turn };
}

export function stockSteps(ctx: Ctx): Step[] {
  return ctx.title.rounds.stock.steps.map((name) => {
    const step = STEPS[name];
    if (!step) throw new Error(`stock step ${name} is not implemented`);
    return step;
  });
}

/** After a player's action: a purchase ends the turn; a pass ends it too, and counts toward the round's end if it was the whole turn. */
export function afterStockAction(ctx: Ctx, type: string): void {
  const round = ctx.state.round as StockRoundState;
  if (type === 'sell_shares') {
    round.turnState.acted = true;
    round.lastActor = round.turn;
    round.passes = 0;
    return;
  }
  if (type === 'pass') {
    if (round.turnState.acted) round.passes = 0;
    else {
      round.passes += 1;
      ctx.log.push(`${playerName(ctx, round.turn)} passes`);
    }
  } else {
    round.lastActor = round.turn;
    round.passes = 0;
  }
  endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  const { state } = ctx;
  const round = state.round as StockRoundState;
  const n = state.players.length;
  if (round.passes >= n) {
    finishStockRound(ctx);
    return;
  }
  round.turn = (round.turn + 1) % n;
  round.turnState = { sold: [], acted: false };
}

function finishStockRound(ctx: Ctx): void {
  const { title, state } = ctx;
  const round = state.round as StockRoundState;
  if (title.rounds.stock.soldOutMovement === 'up') {
    for (const def of title.corporations) {
      const c = state.corporations[def.id]!;
      if (!c.market || c.closed) continue;
      if (c.certs.every((h) => h.startsWith('player:'))) {
        const before = cellAt(title.market, c.market).price;
        placeMarker(ctx, c, moveUp(title.market, c.market));
        const after = cellAt(title.market, c.market).price;
        if (after !== before) ctx.log.push(`${c.id} is sold out and rises to ${after}`);
      }
    }
  }
  if (round.lastActor !== null) state.priority = (round.lastActor + 1) % state.players.length;
  ctx.log.push(`Stock round ${round.number} ends`);
  if (roundFinished(ctx, true)) return;
  startNextRound(ctx);
}
