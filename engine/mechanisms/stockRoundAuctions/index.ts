/**
 * The auctions that open a stock round (1820 §6.1 L266-268): those the switched-on mechanisms hold
 * (the openingAuctions hook, in registry order: 1820's cousin auction, cousins.json auction,
 * engine/mechanisms/cousins/cousinAuction.ts, then the future-train auction, trains.json futureTrains,
 * engine/mechanisms/futureTrains/index.ts). They interrupt the round before any stock turn, one after
 * the other; when all are over the stock turns start from the priority holder (1820 §6.5.1). The
 * future-train auction bid in open cry (§6.4.2 L344, §10.4) takes its bids out of turn.
 */
import type { Ctx } from '../../context';
import { concat, type Interruption, type Mechanism, type OpeningAuction } from '../../core/mechanism';
import type { OutOfTurnSource } from '../../rounds/registry';
import type { StockRoundState } from '../../state/types';
import type { Actor } from '../../steps/step';
import { futureOpenCryBidding, futureOpenCryLegal, openCryWaitingSeats } from '../futureTrains';
import type { Action } from '../../generated/actions';

const auctionsOf = (ctx: Ctx): OpeningAuction[] => concat(ctx.title, 'openingAuctions', ctx.title);

/** The auction under way in the stock round, or null. */
function underWay(ctx: Ctx): OpeningAuction | null {
  const round = ctx.state.round;
  if (round.kind !== 'stock') return null;
  return auctionsOf(ctx).find((a) => a.underWay(round)) ?? null;
}

/** Opens the first of `auctions` held in this round; the later ones wait for it to end. */
function openFirst(ctx: Ctx, round: StockRoundState, auctions: readonly OpeningAuction[]): void {
  for (const a of auctions) {
    a.open(ctx, round);
    if (a.underWay(round)) return;
  }
}

/** Once no auction is under way, the stock actions start from priority. */
function turnsFromPriority(ctx: Ctx, round: StockRoundState): void {
  if (auctionsOf(ctx).some((a) => a.underWay(round))) return;
  round.turn = ctx.state.priority;
  round.passes = 0;
  round.turnState = { sold: [], acted: false, bought: [] };
}

/** An action in whichever auction is under way; when it ends, the next auction of the round opens (1820 §6.1 L267-268). */
function processStockAuction(ctx: Ctx, actor: Actor, action: Action): void {
  const round = ctx.state.round as StockRoundState;
  const auctions = auctionsOf(ctx);
  const i = auctions.findIndex((a) => a.underWay(round));
  const auction = auctions[i]!;
  auction.process(ctx, actor, action);
  if (auction.underWay(round)) return;
  openFirst(ctx, round, auctions.slice(i + 1));
  turnsFromPriority(ctx, round);
}

/** The auction under way speaks first: its actor bids or buys, and nobody else acts. */
const openingAuction: Interruption = {
  name: 'openingAuctions',
  actor: (ctx) => underWay(ctx)?.actor(ctx) ?? null,
  legal: (ctx, actor) => underWay(ctx)!.legal(ctx, actor),
  process: processStockAuction,
};

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
  block: null, // the auctions it runs are declared by the folders that open them (the openingAuctions hook)
  appliesTo: (d) => (d.cousins as { auction?: unknown } | undefined)?.auction !== undefined || (d.trains as { futureTrains?: unknown }).futureTrains !== undefined,
  hooks: {
    stockRoundStarted: (ctx) => openFirst(ctx, ctx.state.round as StockRoundState, auctionsOf(ctx)),
    // Registered after the other sources of out-of-turn actions: the round's own source came last.
    outOfTurnSources: () => [futureOpenCry],
    stockTurnInterrupted: (ctx) => underWay(ctx) !== null,
  },
  interruptions: { stock: [openingAuction] },
};
