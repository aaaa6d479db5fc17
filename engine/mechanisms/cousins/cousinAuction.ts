/**
 * The cousin auction (cousins.json auction; 1820 §6.3 L276-329), the stage of the stock round that
 * comes before the stock actions, in the round cousins.json `auction.stockRound` names.
 *
 * Bidding: in turn order each player bids on a cousin or passes; a player who passed may bid later;
 * every player passing in a row ends it. A bid is at least `minBid`, a multiple of `step` and above
 * the cousin's standing bid, which goes back to its bidder. The bid money goes to the bank at once
 * (the rules put it on the card) and comes back if the bid is beaten. At most `maxLotsWithBids`
 * cousins carry bids: a bid on another cousin must beat the smallest standing bid, which goes back
 * with any bids tied with it (L300, L310-312).
 *
 * End (L315-328): winners keep their cousins. With no bid at all every cousin leaves the game.
 * Otherwise the unbid cousins are offered to each player in ascending order of cash (ties: card
 * order) at the lowest winning bid; each may buy any of them (buy_cousin) and passes to end the
 * offer; cousins left over leave the game. The bank pays each bought cousin |price - paid|.
 */
import { money, playerName, type Ctx } from '../../context';
import { cousinDef, cousinDefs, cousinsConfig } from './definitions';
import { illegal, type GameError } from '../../errors';
import type { Action, BidCousinAction, BuyCousinAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { playerHolder, type GameState, type StockRoundState } from '../../state/types';
import { cousinHolder } from './cousinHolders';
import type { PublicCousinAuctionState } from '../../generated/public-view';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { pay } from '../../state/bank';
import { nextSeat, turnOrder } from '../playerCards';
import type { Mechanism, OpeningAuction } from '../../core/mechanism';

const BID_REF = '1820 rules §6.3.2';
const END_REF = '1820 rules §6.3.3';

function auctionConfig(ctx: Ctx) {
  return cousinsConfig(ctx.title)?.auction ?? null;
}

/** Opens the auction when this stock round is the one cousins.json names (called as the round starts). */
export function initCousinAuction(ctx: Ctx, round: StockRoundState): void {
  const cfg = auctionConfig(ctx);
  if (!cfg || round.number !== cfg.stockRound) return;
  if (!Object.values(ctx.state.cousins ?? {}).some((c) => c.status === 'offered')) return;
  round.cousinAuction = { bids: {}, passes: 0, offer: null };
  ctx.log.push('The cousin auction begins');
}

const auctionOf = (ctx: Ctx): CousinAuctionState | null => (ctx.state.round.kind === 'stock' ? (ctx.state.round.cousinAuction ?? null) : null);

/** The seat to act in the auction: the bidder on turn, or the player whose offer it is. */
export function cousinAuctionActor(ctx: Ctx): Actor | null {
  const auction = auctionOf(ctx);
  if (!auction) return null;
  const seat = auction.offer ? auction.offer.queue[0]! : (ctx.state.round as StockRoundState).turn;
  return { entityType: 'player', entity: seat, seat };
}

function bidCheck(ctx: Ctx, actor: Actor, a: BidCousinAction): GameError | null {
  const cfg = auctionConfig(ctx)!;
  const auction = auctionOf(ctx)!;
  if (auction.offer) return illegal('the bidding is over', END_REF);
  if (ctx.state.cousins?.[a.cousin]?.status !== 'offered') return illegal(`${a.cousin} is not a cousin on offer`, BID_REF);
  if (!Number.isInteger(a.price) || a.price < cfg.minBid || a.price % cfg.step !== 0)
    return illegal(`a bid is at least ${money(ctx, cfg.minBid)} and a multiple of ${money(ctx, cfg.step)}`, BID_REF);
  const standing = auction.bids[a.cousin];
  if (standing && a.price <= standing.price) return illegal(`the bid on ${a.cousin} is already ${money(ctx, standing.price)}`, BID_REF);
  const lots = Object.values(auction.bids);
  if (!standing && lots.length >= cfg.maxLotsWithBids) {
    const smallest = Math.min(...lots.map((b) => b.price));
    if (a.price <= smallest) return illegal(`${cfg.maxLotsWithBids} cousins carry bids: a bid on another must beat the smallest, ${money(ctx, smallest)}`, BID_REF);
  }
  // The player's own standing bid on this cousin comes back, so it counts towards the new one.
  const cash = ctx.state.players[actor.seat]!.cash + (standing?.seat === actor.seat ? standing.price : 0);
  return a.price <= cash ? null : illegal(`you have ${money(ctx, cash)} for the bid`, BID_REF);
}

function buyCheck(ctx: Ctx, actor: Actor, a: BuyCousinAction): GameError | null {
  const auction = auctionOf(ctx)!;
  if (!auction.offer) return illegal('unbid cousins are offered only after the bidding', END_REF);
  if (ctx.state.cousins?.[a.cousin]?.status !== 'offered') return illegal(`${a.cousin} is not on offer`, END_REF);
  if (a.price !== auction.offer.price) return illegal(`the price is the lowest winning bid, ${money(ctx, auction.offer.price)}`, END_REF);
  return ctx.state.players[actor.seat]!.cash >= a.price ? null : illegal(`you cannot pay ${money(ctx, a.price)}`, END_REF);
}

export function cousinAuctionLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const auction = auctionOf(ctx)!;
  const out: LegalAction[] = [{ id: 'pass', action: act(actor, 'pass', {}) }];
  const offered = cousinDefs(ctx.title).filter((c) => ctx.state.cousins?.[c.id]?.status === 'offered');
  if (auction.offer) {
    for (const c of offered) {
      const action = act(actor, 'buy_cousin', { cousin: c.id, price: auction.offer.price }) as BuyCousinAction;
      if (!buyCheck(ctx, actor, action)) out.push({ id: actionId(action as Action), action: action as Action, cost: action.price });
    }
    return out;
  }
  const cfg = auctionConfig(ctx)!;
  for (const c of offered) {
    // The lowest bid the rules allow; the client may choose any multiple of the step up to its cash.
    let min = cfg.minBid;
    const standing = auction.bids[c.id];
    if (standing) min = Math.max(min, standing.price + 1);
    else if (Object.keys(auction.bids).length >= cfg.maxLotsWithBids) min = Math.max(min, Math.min(...Object.values(auction.bids).map((b) => b.price)) + 1);
    min = Math.ceil(min / cfg.step) * cfg.step;
    const action = act(actor, 'bid_cousin', { cousin: c.id, price: min }) as BidCousinAction;
    if (bidCheck(ctx, actor, action)) continue;
    const max = Math.floor((ctx.state.players[actor.seat]!.cash + (standing?.seat === actor.seat ? standing.price : 0)) / cfg.step) * cfg.step;
    out.push({ id: actionId(action as Action), action: action as Action, params: { price: { min, max, multipleOf: cfg.step } } });
  }
  return out;
}

/** Returns a standing bid to its bidder. */
function refund(ctx: Ctx, auction: CousinAuctionState, cousin: string): void {
  const b = auction.bids[cousin]!;
  pay(ctx, 'bank', playerHolder(b.seat), b.price);
  delete auction.bids[cousin];
  ctx.log.push(`${playerName(ctx, b.seat)}'s bid of ${money(ctx, b.price)} on ${cousin} is returned`);
}

/** Applies an auction action; true when the auction is over and the stock actions begin. */
export function processCousinAuction(ctx: Ctx, actor: Actor, action: Action): boolean {
  const round = ctx.state.round as StockRoundState;
  const auction = round.cousinAuction!;
  const n = ctx.state.players.length;
  if (action.type === 'bid_cousin') {
    const a = action as BidCousinAction;
    const v = bidCheck(ctx, actor, a);
    if (v) throw v;
    const cfg = auctionConfig(ctx)!;
    if (auction.bids[a.cousin]) refund(ctx, auction, a.cousin);
    else if (Object.keys(auction.bids).length >= cfg.maxLotsWithBids) {
      // A bid on a further cousin pushes out the smallest standing bid, and any tied with it (L300, L311-312).
      const smallest = Math.min(...Object.values(auction.bids).map((b) => b.price));
      for (const [id, b] of Object.entries(auction.bids)) if (b.price === smallest) refund(ctx, auction, id);
    }
    pay(ctx, playerHolder(actor.seat), 'bank', a.price);
    auction.bids[a.cousin] = { seat: actor.seat, price: a.price };
    auction.passes = 0;
    ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, a.price)} on ${cousinDef(ctx.title, a.cousin)!.name}`);
    round.turn = nextSeat(ctx.state, round.turn);
    return false;
  }
  if (action.type === 'buy_cousin') {
    const a = action as BuyCousinAction;
    const v = buyCheck(ctx, actor, a);
    if (v) throw v;
    pay(ctx, playerHolder(actor.seat), 'bank', a.price);
    takeCousin(ctx, actor.seat, a.cousin, a.price);
    return nextOffer(ctx, auction, false);
  }
  if (action.type !== 'pass') throw illegal(`${action.type} is not possible during the cousin auction`, '1820 rules §6.3');
  if (auction.offer) return nextOffer(ctx, auction, true);
  ctx.log.push(`${playerName(ctx, actor.seat)} passes in the cousin auction`);
  auction.passes += 1;
  round.turn = nextSeat(ctx.state, round.turn);
  if (auction.passes < n) return false;
  return endBidding(ctx, auction);
}

/** The cousin goes to `seat`, who has paid `paid`; the bank gives it |price - paid| (L327). */
function takeCousin(ctx: Ctx, seat: number, id: string, paid: number): void {
  const cousin = ctx.state.cousins![id]!;
  const def = cousinDef(ctx.title, id)!;
  cousin.status = 'owned';
  cousin.owner = seat;
  pay(ctx, 'bank', cousinHolder(id), Math.abs(def.price - paid));
  ctx.log.push(`${playerName(ctx, seat)} takes ${def.name} for ${money(ctx, paid)}; it starts with ${money(ctx, cousin.cash)}`);
}

/** Every player passed in a row: winners take their cousins; the unbid ones are offered or discarded. */
function endBidding(ctx: Ctx, auction: CousinAuctionState): boolean {
  const { state } = ctx;
  const won = Object.entries(auction.bids);
  // The bids are already with the bank (paid when made).
  for (const [id, b] of won) takeCousin(ctx, b.seat, id, b.price);
  if (won.length === 0) {
    ctx.log.push('Nobody bid on a cousin: every cousin leaves the game');
    return finish(ctx);
  }
  const order = turnOrder(state);
  const queue = state.players
    .map((p) => p.seat)
    .filter((s) => !state.players[s]!.bankrupt)
    .sort((a, b) => state.players[a]!.cash - state.players[b]!.cash || order.indexOf(a) - order.indexOf(b));
  auction.offer = { queue, price: Math.min(...won.map(([, b]) => b.price)) };
  auction.bids = {};
  return nextOffer(ctx, auction, false, true);
}

/**
 * Moves the offer on: `done` ends the current player's offer. The offer also moves past players who
 * cannot afford the price, and ends when no cousin or no player is left.
 */
function nextOffer(ctx: Ctx, auction: CousinAuctionState, done: boolean, first = false): boolean {
  const offer = auction.offer!;
  if (done) offer.queue.shift();
  const left = () => Object.values(ctx.state.cousins ?? {}).some((c) => c.status === 'offered');
  while (offer.queue.length > 0 && left() && ctx.state.players[offer.queue[0]!]!.cash < offer.price) offer.queue.shift();
  if (offer.queue.length === 0 || !left()) return finish(ctx);
  if (first) ctx.log.push(`The unbid cousins are offered at ${money(ctx, offer.price)}, ${playerName(ctx, offer.queue[0]!)} first`);
  return false;
}

function finish(ctx: Ctx): boolean {
  const round = ctx.state.round as StockRoundState;
  for (const c of Object.values(ctx.state.cousins ?? {})) {
    if (c.status !== 'offered') continue;
    c.status = 'discarded';
    ctx.log.push(`${cousinDef(ctx.title, c.id)!.name} leaves the game`);
  }
  delete round.cousinAuction;
  ctx.log.push('The cousin auction ends');
  return true;
}

/** The cousin auction under way for the public view (schemas/public-view.schema.json cousinAuction), or null. */
export function publicCousinAuction(state: GameState): PublicCousinAuctionState | null {
  return state.round.kind === 'stock' && state.round.cousinAuction
    ? {
        bids: Object.entries(state.round.cousinAuction.bids).map(([cousin, b]) => ({ cousin, seat: b.seat, price: b.price })),
        offer: state.round.cousinAuction.offer ? { queue: [...state.round.cousinAuction.offer.queue], price: state.round.cousinAuction.offer.price } : null,
      }
    : null;
}

/** The cousin auction under way (cousins.json auction; 1820 §6.3). */
export interface CousinAuctionState {
  /** The standing bid on each cousin that has one; the bid money is with the bank until the end. */
  bids: Record<string, { seat: number; price: number }>;
  /** Consecutive passes: one by every player ends the bidding. */
  passes: number;
  /**
   * After the bidding: the unbid cousins are offered at `price` (the lowest winning bid) to each seat in
   * `queue` in turn, ascending cash first (L321-324). Null while bidding goes on.
   */
  offer: { queue: number[]; price: number } | null;
}

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** The cousin auction, before the stock actions of the round that opens with it (cousins.json auction). Absent: none. */
    cousinAuction?: CousinAuctionState;
  }
}

/** The cousin auction, held at the start of the stock round cousins.json auction.stockRound names (openingAuctions). */
const cousinAuction: OpeningAuction = {
  name: 'cousinAuction',
  open: initCousinAuction,
  underWay: (round) => !!round.cousinAuction,
  actor: cousinAuctionActor,
  legal: cousinAuctionLegal,
  process: processCousinAuction,
};

/**
 * The cousin auction opens its stock round before the future-train auction (1820 §6.1 L266-268): registered
 * before futureTrains/, it comes first among the openingAuctions, which stockRoundAuctions/ holds in turn.
 */
export const mechanism: Mechanism = {
  id: 'cousinAuction',
  block: 'cousins.auction',
  appliesTo: (d) => (d.cousins as { auction?: unknown } | undefined)?.auction !== undefined,
  hooks: { openingAuctions: () => [cousinAuction] },
};
