/**
 * The auctions that open a stock round (1820 §6.1 L266-268): the cousin auction (cousins.json
 * auction, engine/mechanisms/cousins/cousinAuction.ts), then the future-train auction (trains.json
 * futureTrains, engine/mechanisms/futureTrains/index.ts). They interrupt the round before any stock turn;
 * when both are over the stock turns start from the priority holder (1820 §6.5.1). The future-train
 * auction bid in open cry (§6.4.2 L344, §10.4) takes its bids out of turn.
 */
import type { Ctx } from '../../context';
import type { Interruption, Mechanism } from '../../core/mechanism';
import type { OutOfTurnSource } from '../../rounds/registry';
import type { StockRoundState } from '../../state/types';
import type { Actor } from '../../steps/step';
import { cousinAuctionActor, cousinAuctionLegal, initCousinAuction, processCousinAuction } from '../cousins';
import { futureAuctionActor, futureAuctionLegal, futureOpenCryBidding, futureOpenCryLegal, initFutureAuction, openCryWaitingSeats, processFutureAuction } from '../futureTrains';
import type { Action } from '../../generated/actions';

/** Once neither auction is under way, the stock actions start from priority. */
function turnsFromPriority(ctx: Ctx, round: StockRoundState): void {
  if (round.cousinAuction || round.futureAuction) return;
  round.turn = ctx.state.priority;
  round.passes = 0;
  round.turnState = { sold: [], acted: false, bought: [] };
}

/** An action in whichever auction is under way. */
function processStockAuction(ctx: Ctx, actor: Actor, action: Action): void {
  const round = ctx.state.round as StockRoundState;
  if (round.cousinAuction) {
    // The future-train auction follows the cousin auction (1820 §6.1 L267-268).
    if (processCousinAuction(ctx, actor, action)) initFutureAuction(ctx, round);
    else return;
  } else processFutureAuction(ctx, actor, action);
  turnsFromPriority(ctx, round);
}

const cousinAuction: Interruption = { name: 'cousinAuction', actor: cousinAuctionActor, legal: cousinAuctionLegal, process: processStockAuction };
const futureAuction: Interruption = { name: 'futureAuction', actor: futureAuctionActor, legal: futureAuctionLegal, process: processStockAuction };

/** The future-train auction's open-cry bids: every waiting seat bids or declares done out of turn (mechanisms/shared/openCry.ts). */
const futureOpenCry: OutOfTurnSource = {
  legal(ctx, seat) {
    return futureOpenCryBidding(ctx) ? futureOpenCryLegal(ctx, seat) : [];
  },
  claim(ctx, action) {
    if (!futureOpenCryBidding(ctx) || action.entityType !== 'player') return null;
    return action.type === 'bid_future_train' || action.type === 'pass' ? Number(action.entity) : null;
  },
  process(ctx, seat, action) {
    processStockAuction(ctx, { entityType: 'player', entity: seat, seat }, action);
  },
  waiting(ctx) {
    return openCryWaitingSeats(ctx);
  },
};

export const mechanism: Mechanism = {
  id: 'stockRoundAuctions',
  block: 'cousins.auction, trains.futureTrains',
  appliesTo: (d) => (d.cousins as { auction?: unknown } | undefined)?.auction !== undefined || (d.trains as { futureTrains?: unknown }).futureTrains !== undefined,
  hooks: {
    stockRoundStarted: (ctx) => {
      const round = ctx.state.round as StockRoundState;
      initCousinAuction(ctx, round);
      if (!round.cousinAuction) initFutureAuction(ctx, round);
    },
    // Registered after the other sources of out-of-turn actions: the round's own source came last.
    outOfTurnSources: () => [futureOpenCry],
    stockTurnInterrupted: (ctx) => ctx.state.round.kind === 'stock' && !!(ctx.state.round.cousinAuction || ctx.state.round.futureAuction),
  },
  interruptions: { stock: [cousinAuction, futureAuction] },
};
