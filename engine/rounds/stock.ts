/**
 * The stock round: players take turns in seating order from the priority
 * holder; the round ends when every player passes in succession. Sold-out
 * corporations then rise, and priority goes to the player after the last one
 * who acted. 1830 rules, "Stock round".
 *
 * A turn (title.json rounds.stock.turn): "sellThenBuy" = sales, then at most
 * one purchase, which ends the turn; "sellBuyOrBuySell" = sales before and
 * after the one purchase. Either way a turn also ends by itself as soon as the
 * player has nothing left to do but pass, as on 18xx.games.
 */
import { playerName, type Ctx } from '../context';
import { illegal } from '../errors';
import type { Action } from '../generated/actions';
import { cellAt, moveUp } from '../market/grid';
import { placeMarker } from '../market/moves';
import type { StockRoundState } from '../state/types';
import { buyCompany } from '../steps/buyCompany';
import { buySellParShares } from '../steps/buySellParShares';
import { act, type Actor, type LegalAction, type Step } from '../steps/step';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';

const STEPS: Record<string, Step> = { buyCompany, buySellParShares };

export function startStockRound(ctx: Ctx, number: number): void {
  const { state } = ctx;
  state.round = {
    kind: 'stock',
    number,
    turn: state.priority,
    turnState: { sold: [], acted: false, bought: [] },
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

const BUYS = new Set(['par', 'buy_shares', 'buy_company']);

function stockLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  return stockSteps(ctx).flatMap((s) => s.legal(ctx, actor));
}

export const stockRound: RoundModule = {
  actor: stockActor,
  legal(ctx, actor) {
    return [...stockLegal(ctx, actor), { id: 'pass', action: act(actor, 'pass', {}) }];
  },
  process(ctx, actor, action) {
    if (action.type !== 'pass') {
      const step = stockSteps(ctx).find((s) => s.accepts.includes(action.type));
      if (!step) throw illegal(`${action.type} is not possible in a stock round`, 'title.json rounds.stock.steps');
      step.process(ctx, actor, action);
    }
    afterStockAction(ctx, action);
  },
};

/** After a player's action: record it, and end the turn when the turn's shape or the player's options say so. */
export function afterStockAction(ctx: Ctx, action: Action): void {
  const round = ctx.state.round as StockRoundState;
  if (action.type === 'pass') {
    if (round.turnState.acted) round.passes = 0;
    else {
      round.passes += 1;
      ctx.log.push(`${playerName(ctx, round.turn)} passes`);
    }
    endTurn(ctx);
    return;
  }
  round.turnState.acted = true;
  round.lastActor = round.turn;
  round.passes = 0;
  if (BUYS.has(action.type)) {
    const a = action as { corporation?: string; company?: string };
    round.turnState.bought.push(a.corporation ?? a.company ?? '');
    if (ctx.title.rounds.stock.turn === 'sellThenBuy') {
      endTurn(ctx);
      return;
    }
  }
  if (stockLegal(ctx, stockActor(ctx)).length === 0) endTurn(ctx);
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
  round.turnState = { sold: [], acted: false, bought: [] };
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
