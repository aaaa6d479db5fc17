/**
 * Future trains (trains.json futureTrains; 1820 rules §6.4 L330-366).
 *
 * The auction: the stock rounds that trains.json lots name open (after any cousin auction) with an
 * auction of one lot, bid as `bidding` says:
 * - "openCry" (§6.4.2 L344 "sold in an open cry auction", §10.4 L970-982; engine/mechanisms/shared/openCry.ts):
 *   any player not barred bids at any time (at least `minBid`, a multiple of `step`, above the standing
 *   bid), out of turn, and declares done with a pass; the bidding ends when every player who could still
 *   bid has declared done since the last bid. Equal bids made against the same standing bid go to the
 *   lower player card. A winner who takes no train and passes defaults: it is barred and the lot is
 *   auctioned again (L980-982);
 * - "seatOrder" (the default): from priority each player bids or passes, and a player who passed is out
 *   of this auction; it ends when only the standing bidder is left.
 * With no bid at all the lot's remaining trains leave the game (L346). The winner takes one train of the
 * lot at the winning bid, may take more at the same price each, and passes to put what is left up again
 * (L342-344; the winner may bid again). The bid is paid to the bank as each train is taken, or, for a
 * lot with `payFromNextIncome`, noted as a debt deducted from the winner's next stock-round income
 * (L348-349).
 *
 * Use (§6.4.3 L351-366): a held train is assigned to a company in the company's operating turn,
 * once its type is on sale (the depot sells it now, or a phase at or after the one it starts has
 * begun). A train the company's director holds is assigned with assign_future_train; another player's
 * with that player's consent (title.json negotiation deal assignFutureTrain, mechanisms/negotiation/).
 * A future train of a limited type leaves the depot when it is sold or its lot is discarded (the
 * supply counts include it, NOTES.md Trains).
 * The assignment is a purchase of that type from the supply for the phase and Cost of Business
 * (engine/mechanisms/trains/index.ts onFirstPurchase), and the company may then be over its train limit.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action, AssignFutureTrainAction, BidFutureTrainAction, TakeFutureTrainAction } from '../../generated/actions';
import type { TrainsFile } from '../../generated/definition';

type FutureTrains = NonNullable<TrainsFile['futureTrains']>;
import { actionId } from '../../ids';
import type { Mechanism, OpeningAuction } from '../../core/mechanism';
import { corpHolder, playerHolder, type GameState, type StockRoundState, type TrainState } from '../../state/types';
import type { PublicState } from '../../public-view';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { pay } from '../../state/bank';
import { mayTie, noteOpenCryBid, noteOpenCryDone, OPEN_CRY_REF, openCryBarrier, openCryWaiting, startOpenCry, type OpenCryState } from '../shared/openCry';
import { nextSeat } from '../playerCards';
import { depotOffer, enforceTrainLimits, onFirstPurchase } from '../trains';

const AUCTION_REF = '1820 rules §6.4.2';
const USE_REF = '1820 rules §6.4.3';

export function futureTrainsConfig(ctx: Ctx): FutureTrains | null {
  return ctx.title.definition.trains.futureTrains ?? null;
}

/** Opens the auction when trains.json names a lot for this stock round (called after the cousin auction, if any). */
export function initFutureAuction(ctx: Ctx, round: StockRoundState): void {
  const lot = futureTrainsConfig(ctx)?.lots.find((l) => l.stockRound === round.number);
  if (!lot || round.futureAuction) return;
  const openCry = futureTrainsConfig(ctx)!.bidding === 'openCry';
  round.futureAuction = { lot: [...lot.trains], deferred: lot.payFromNextIncome === true, turn: ctx.state.priority, bid: null, out: [], winner: null, ...(openCry ? { openCry: startOpenCry() } : {}) };
  ctx.log.push(`The future-train auction begins: ${lot.trains.join(', ')}${openCry ? ' (open cry)' : ''}`);
  if (openCry) settleOpenCry(ctx, round.futureAuction);
  else skipOut(ctx, round.futureAuction);
}

const auctionOf = (ctx: Ctx): FutureAuctionState | null => (ctx.state.round.kind === 'stock' ? (ctx.state.round.futureAuction ?? null) : null);

export function futureAuctionActor(ctx: Ctx): Actor | null {
  const auction = auctionOf(ctx);
  if (!auction) return null;
  // Open cry: every waiting seat may act; the engine names the first by player card.
  const seat = auction.winner ? auction.winner.seat : auction.openCry ? (openCryWaitingSeats(ctx)[0] ?? auction.turn) : auction.turn;
  return { entityType: 'player', entity: seat, seat };
}

/** The lowest bid `seat` could make now: the standing bid when it may tie it, else the next step above it. */
function lowestBid(ctx: Ctx, auction: FutureAuctionState, seat: number): number {
  const cfg = futureTrainsConfig(ctx)!;
  if (auction.bid && auction.openCry && mayTie(ctx, auction.openCry, auction.bid.seat, seat)) return auction.bid.price;
  return Math.ceil(Math.max(cfg.minBid, (auction.bid?.price ?? 0) + 1) / cfg.step) * cfg.step;
}

/** An open-cry bidding under way (not the winner taking trains): the seats that must still bid or declare done. */
export function openCryWaitingSeats(ctx: Ctx): number[] {
  const auction = auctionOf(ctx);
  if (!auction?.openCry || auction.winner) return [];
  return openCryWaiting(ctx, auction.openCry, auction.bid?.seat ?? null, (seat) => cashFor(ctx, seat) >= lowestBid(ctx, auction, seat));
}

/** Whether open-cry bidding is under way in this stock round (its bids and passes are taken out of turn). */
export function futureOpenCryBidding(ctx: Ctx): boolean {
  const auction = auctionOf(ctx);
  return !!auction?.openCry && !auction.winner;
}

/** What `seat` may do in the open-cry bidding: bid (from the lowest bid it may make) and declare done. */
export function futureOpenCryLegal(ctx: Ctx, seat: number): LegalAction[] {
  if (!futureOpenCryBidding(ctx) || !openCryWaitingSeats(ctx).includes(seat)) return [];
  const auction = auctionOf(ctx)!;
  const cfg = futureTrainsConfig(ctx)!;
  const actor: Actor = { entityType: 'player', entity: seat, seat };
  const out: LegalAction[] = [];
  const min = lowestBid(ctx, auction, seat);
  const action = act(actor, 'bid_future_train', { price: min }) as BidFutureTrainAction;
  if (!bidCheck(ctx, actor, action)) {
    const max = Math.floor(cashFor(ctx, seat) / cfg.step) * cfg.step;
    out.push({ id: actionId(action as Action), action: action as Action, params: { price: { min, max, multipleOf: cfg.step } } });
  }
  out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  return out;
}

/** Open cry: ends the bidding once nobody is waiting (the lot leaves the game, or the winner takes trains). */
function settleOpenCry(ctx: Ctx, auction: FutureAuctionState): boolean {
  if (openCryWaitingSeats(ctx).length > 0) return false;
  return endBidding(ctx, auction);
}

/** The bidding is over: no bid, the lot leaves the game (true: the auction is over); else the winner takes trains. */
function endBidding(ctx: Ctx, auction: FutureAuctionState): boolean {
  if (!auction.bid) {
    for (const type of auction.lot) takeFromSupply(ctx, type);
    ctx.log.push(`Nobody bids: ${auction.lot.join(', ')} leave the game`);
    return finish(ctx);
  }
  auction.winner = { seat: auction.bid.seat, price: auction.bid.price, took: 0 };
  ctx.log.push(`${playerName(ctx, auction.bid.seat)} wins the bidding at ${money(ctx, auction.bid.price)}`);
  return false;
}

/** Cash a seat may commit to the lot: a deferred bid is still money the player must have at the deduction. */
function cashFor(ctx: Ctx, seat: number): number {
  return ctx.state.players[seat]!.cash - (ctx.state.futureTrains?.debts[String(seat)] ?? 0);
}

function bidCheck(ctx: Ctx, actor: Actor, a: BidFutureTrainAction): GameError | null {
  const cfg = futureTrainsConfig(ctx)!;
  const auction = auctionOf(ctx)!;
  if (auction.winner) return illegal('the bidding is over: the winner is taking trains', AUCTION_REF);
  if (!Number.isInteger(a.price) || a.price < cfg.minBid || a.price % cfg.step !== 0)
    return illegal(`a bid is at least ${money(ctx, cfg.minBid)} and a multiple of ${money(ctx, cfg.step)}`, AUCTION_REF);
  if (auction.openCry) {
    const barrier = openCryBarrier(auction.openCry, actor.seat, auction.bid?.seat ?? null);
    if (barrier) return illegal(barrier, OPEN_CRY_REF);
    // §10.4 L978: an equal bid against the same standing bid, by a lower card, stands instead.
    const tie = auction.bid !== null && a.price === auction.bid.price && mayTie(ctx, auction.openCry, auction.bid.seat, actor.seat);
    if (auction.bid && a.price <= auction.bid.price && !tie) return illegal(`the bid is already ${money(ctx, auction.bid.price)}`, AUCTION_REF);
  } else if (auction.bid && a.price <= auction.bid.price) return illegal(`the bid is already ${money(ctx, auction.bid.price)}`, AUCTION_REF);
  return a.price <= cashFor(ctx, actor.seat) ? null : illegal(`you have ${money(ctx, cashFor(ctx, actor.seat))} for the bid`, AUCTION_REF);
}

function takeCheck(ctx: Ctx, actor: Actor, a: TakeFutureTrainAction): GameError | null {
  const auction = auctionOf(ctx)!;
  if (!auction.winner) return illegal('a train is taken only by the winner of the bidding', AUCTION_REF);
  if (!auction.lot.includes(a.train)) return illegal(`${a.train} is not in the lot`, AUCTION_REF);
  if (auction.winner.took > 0 && cashFor(ctx, actor.seat) < auction.winner.price) return illegal(`you cannot pay ${money(ctx, auction.winner.price)} for another train`, AUCTION_REF);
  return null;
}

export function futureAuctionLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const auction = auctionOf(ctx)!;
  const out: LegalAction[] = [];
  if (auction.winner) {
    // The winner must take one train; after that a pass puts the rest up again. In open cry a pass
    // before taking one is a default (§10.4 L980-982).
    if (auction.winner.took > 0 || auction.openCry) out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    for (const train of new Set(auction.lot)) {
      const action = act(actor, 'take_future_train', { train }) as TakeFutureTrainAction;
      if (!takeCheck(ctx, actor, action)) out.push({ id: actionId(action as Action), action: action as Action, cost: auction.winner.price });
    }
    return out;
  }
  // Open cry: the bids and declarations are every waiting seat's, listed by futureOpenCryLegal.
  if (auction.openCry) return futureOpenCryLegal(ctx, actor.seat);
  out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  const cfg = futureTrainsConfig(ctx)!;
  const min = Math.ceil(Math.max(cfg.minBid, (auction.bid?.price ?? 0) + 1) / cfg.step) * cfg.step;
  const action = act(actor, 'bid_future_train', { price: min }) as BidFutureTrainAction;
  if (!bidCheck(ctx, actor, action)) {
    const max = Math.floor(cashFor(ctx, actor.seat) / cfg.step) * cfg.step;
    out.push({ id: actionId(action as Action), action: action as Action, params: { price: { min, max, multipleOf: cfg.step } } });
  }
  return out;
}

/** Moves the turn past seats that are out, bankrupt or the standing bidder. */
function skipOut(ctx: Ctx, auction: FutureAuctionState): void {
  for (let k = 0; k < ctx.state.players.length; k++) {
    const s = auction.turn;
    if (!auction.out.includes(s) && !ctx.state.players[s]!.bankrupt && auction.bid?.seat !== s) return;
    auction.turn = nextSeat(ctx.state, s);
  }
}

/** Seats still in the bidding besides the standing bidder. */
function othersIn(ctx: Ctx, auction: FutureAuctionState): number {
  return ctx.state.players.filter((p) => !p.bankrupt && !auction.out.includes(p.seat) && p.seat !== auction.bid?.seat).length;
}

/** Applies an auction action; true when the auction is over and the stock actions begin. */
export function processFutureAuction(ctx: Ctx, actor: Actor, action: Action): boolean {
  const round = ctx.state.round as StockRoundState;
  const auction = round.futureAuction!;
  if (action.type === 'take_future_train') {
    const a = action as TakeFutureTrainAction;
    const v = takeCheck(ctx, actor, a);
    if (v) throw v;
    const w = auction.winner!;
    auction.lot.splice(auction.lot.indexOf(a.train), 1);
    w.took += 1;
    const ft = (ctx.state.futureTrains ??= { held: [], debts: {} });
    const card = takeFromSupply(ctx, a.train);
    ft.held.push({ seat: actor.seat, type: a.train, ...(card ? { train: card.id } : {}) });
    // A sale ends the repeated auction a default caused: the bars are lifted for what is left (L980-982).
    if (auction.openCry) auction.openCry.barred = [];
    if (auction.deferred) ft.debts[String(actor.seat)] = (ft.debts[String(actor.seat)] ?? 0) + w.price;
    else pay(ctx, playerHolder(actor.seat), 'bank', w.price);
    ctx.log.push(`${playerName(ctx, actor.seat)} takes a future ${a.train} train for ${money(ctx, w.price)}${auction.deferred ? ' (deducted from the next stock-round income)' : ''}`);
    return auction.lot.length === 0 ? finish(ctx) : false;
  }
  if (action.type === 'pass' && auction.winner) {
    if (auction.winner.took === 0) {
      // Open cry: the winner declines the train, defaults and is barred from the repeated auction (L980-982).
      if (!auction.openCry) throw illegal('the winner takes at least one train of the lot', AUCTION_REF);
      const barred = [...auction.openCry.barred, actor.seat];
      ctx.log.push(`${playerName(ctx, actor.seat)} declines to take a train at ${money(ctx, auction.winner.price)}: the auction is repeated without them`);
      auction.winner = null;
      auction.bid = null;
      auction.openCry = startOpenCry(barred);
      return settleOpenCry(ctx, auction);
    }
    // The winner stops taking: the rest of the lot is auctioned again, everyone back in (L343-344).
    ctx.log.push(`${playerName(ctx, actor.seat)} takes no more; ${auction.lot.join(', ')} go up again`);
    auction.winner = null;
    auction.bid = null;
    if (auction.openCry) {
      auction.openCry = startOpenCry();
      return settleOpenCry(ctx, auction);
    }
    auction.out = [];
    auction.turn = ctx.state.priority;
    skipOut(ctx, auction);
    return false;
  }
  if (auction.openCry) return processOpenCry(ctx, actor, action, auction);
  if (action.type === 'bid_future_train') {
    const a = action as BidFutureTrainAction;
    const v = bidCheck(ctx, actor, a);
    if (v) throw v;
    auction.bid = { seat: actor.seat, price: a.price };
    ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, a.price)} for a future train`);
  } else if (action.type === 'pass') {
    auction.out.push(actor.seat);
    ctx.log.push(`${playerName(ctx, actor.seat)} passes in the future-train auction`);
  } else throw illegal(`${action.type} is not possible during the future-train auction`, AUCTION_REF);
  if (othersIn(ctx, auction) === 0) return endBidding(ctx, auction);
  auction.turn = nextSeat(ctx.state, auction.turn);
  skipOut(ctx, auction);
  return false;
}

/** A bid or a declaration in open-cry bidding, from any seat (§10.4); true when the auction is over. */
function processOpenCry(ctx: Ctx, actor: Actor, action: Action, auction: FutureAuctionState): boolean {
  const oc = auction.openCry!;
  if (action.type === 'bid_future_train') {
    const a = action as BidFutureTrainAction;
    const v = bidCheck(ctx, actor, a);
    if (v) throw v;
    const tie = auction.bid?.price === a.price;
    auction.bid = { seat: actor.seat, price: a.price };
    noteOpenCryBid(oc);
    ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, a.price)} for a future train${tie ? ' (the same bid, by a lower player card, stands first)' : ''}`);
  } else if (action.type === 'pass') {
    if (!openCryWaitingSeats(ctx).includes(actor.seat)) throw illegal(openCryBarrier(oc, actor.seat, auction.bid?.seat ?? null) ?? 'you cannot make the next bid: there is nothing to declare', OPEN_CRY_REF);
    noteOpenCryDone(oc, actor.seat);
    ctx.log.push(`${playerName(ctx, actor.seat)} will not bid further for the future train`);
  } else throw illegal(`${action.type} is not possible during the future-train auction`, AUCTION_REF);
  return settleOpenCry(ctx, auction);
}

/**
 * Takes a train of `type` out of the depot: the supply counts of Table 5.1 include the future trains
 * (NOTES.md, D8 #27), so a future train sold or discarded is one fewer in the supply. The card leaves
 * the train list until it is assigned (a held card is nobody's train, and must not count as bought).
 * An unlimited type keeps its supply; null then, and when the depot has none left.
 */
function takeFromSupply(ctx: Ctx, type: string): TrainState | null {
  if (ctx.title.trainType.get(type)?.count === 'unlimited') return null;
  const at = ctx.state.trains.map((t) => t.owner === 'depot' && t.type === type && !t.rusted).lastIndexOf(true);
  return at < 0 ? null : ctx.state.trains.splice(at, 1)[0]!;
}

function finish(ctx: Ctx): boolean {
  delete (ctx.state.round as StockRoundState).futureAuction;
  ctx.log.push('The future-train auction ends');
  return true;
}

/**
 * Deducts the deferred winning bids from a seat's stock-round income (1820 §6.4.2 L348-349): returns
 * what is left of `income`; a debt above the income is paid from cash.
 */
export function settleFutureDebt(ctx: Ctx, seat: number, income: number): number {
  const debts = ctx.state.futureTrains?.debts;
  const debt = debts?.[String(seat)] ?? 0;
  if (!debt) return income;
  delete debts![String(seat)];
  const fromIncome = Math.min(debt, income);
  pay(ctx, playerHolder(seat), 'bank', Math.min(debt - fromIncome, ctx.state.players[seat]!.cash));
  ctx.log.push(`${playerName(ctx, seat)}'s future-train bids of ${money(ctx, debt)} are deducted from the income`);
  return income - fromIncome;
}

/** Whether trains of `type` are on sale from the supply now (§6.4.3 L354). */
export function onSale(ctx: Ctx, type: string): boolean {
  if (depotOffer(ctx).some((t) => t.type === type)) return true;
  const phase = ctx.title.phases.findIndex((p) => p.onTrain === type);
  return phase >= 0 && ctx.state.phase >= phase;
}

function assignCheck(ctx: Ctx, actor: Actor, a: AssignFutureTrainAction): GameError | null {
  if (actor.entityType !== 'corporation') return illegal('a future train is assigned to a company in its operating turn', USE_REF);
  const corp = ctx.state.corporations[String(actor.entity)];
  if (!corp || corp.president !== actor.seat) return illegal('only a future train held by the director is assigned without a proposal (another player\'s: propose_trade assignFutureTrain)', USE_REF);
  if (!ctx.state.futureTrains?.held.some((h) => h.seat === actor.seat && h.type === a.train)) return illegal(`you hold no future ${a.train} train`, USE_REF);
  return onSale(ctx, a.train) ? null : illegal(`${a.train} trains are not on sale yet`, USE_REF);
}

/** assign_future_train for each type the operating company's director holds and may assign now. */
export function futureAssignLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  if (actor.entityType !== 'corporation' || !ctx.state.futureTrains?.held.length) return [];
  const out: LegalAction[] = [];
  for (const type of new Set(ctx.state.futureTrains.held.filter((h) => h.seat === actor.seat).map((h) => h.type))) {
    const action = act(actor, 'assign_future_train', { train: type }) as AssignFutureTrainAction;
    if (!assignCheck(ctx, actor, action)) out.push({ id: actionId(action as Action), action: action as Action });
  }
  return out;
}

/**
 * The director's future train joins the company: the first one of its type counts as the type's first
 * purchase (L364-365), the phase and Cost of Business following it.
 */
export function assignFutureTrain(ctx: Ctx, actor: Actor, a: AssignFutureTrainAction): void {
  const v = assignCheck(ctx, actor, a);
  if (v) throw v;
  assignHeldFutureTrain(ctx, String(actor.entity), actor.seat, a.train);
}

/** The future train of `type` that `holder` holds joins `corpId` (the checks are the caller's: assignCheck, or a deal's rules). */
export function assignHeldFutureTrain(ctx: Ctx, corpId: string, holder: number, type: string): void {
  const held = ctx.state.futureTrains!.held;
  const [card] = held.splice(held.findIndex((h) => h.seat === holder && h.type === type), 1);
  // The card taken from the supply at the auction, or (an unlimited type) a new one.
  const id = card?.train ?? `${type}-F${ctx.state.trains.filter((t) => t.type === type && t.id.includes('-F')).length}`;
  ctx.state.trains.push({ id, type, owner: corpHolder(corpId) });
  ctx.state.corporations[corpId]!.trains.push(id);
  ctx.log.push(`${playerName(ctx, holder)} assigns a future ${type} train to ${corpId}`);
  onFirstPurchase(ctx, type);
  enforceTrainLimits(ctx);
}

/** trains.json futureTrains: the director's future train joins the company at any time in its turn (1820 §6.4.3 L359). */
/** The future trains held, the debts and the auction under way, for the public view (schemas/public-view.schema.json). */
function publicFutureTrains(state: GameState): Partial<PublicState> {
  return {
    futureTrains: (state.futureTrains?.held ?? []).map((h) => ({ seat: h.seat, train: h.type })),
    futureTrainDebts: Object.entries(state.futureTrains?.debts ?? {}).map(([seat, amount]) => ({ seat: Number(seat), amount })),
    futureAuction: state.round.kind === 'stock' && state.round.futureAuction
      ? {
          lot: [...state.round.futureAuction.lot],
          bid: state.round.futureAuction.bid ? { ...state.round.futureAuction.bid } : null,
          out: [...state.round.futureAuction.out],
          winner: state.round.futureAuction.winner ? { ...state.round.futureAuction.winner } : null,
          openCry: state.round.futureAuction.openCry ? { done: [...state.round.futureAuction.openCry.done], barred: [...state.round.futureAuction.openCry.barred] } : null,
        }
      : null,
  };
}

/** The future-train auction, held at the start of the stock rounds trains.json futureTrains lots name (openingAuctions). */
const futureTrainAuction: OpeningAuction = {
  name: 'futureAuction',
  open: initFutureAuction,
  underWay: (round) => !!round.futureAuction,
  actor: futureAuctionActor,
  legal: futureAuctionLegal,
  process: processFutureAuction,
};

export const mechanism: Mechanism = {
  id: 'futureTrains',
  block: 'trains.futureTrains',
  slice: { keys: ['futureTrains', 'futureAuction'], viewWhenOff: { futureTrains: [], futureTrainDebts: [], futureAuction: null } },
  appliesTo: (d) => d.trains.futureTrains !== undefined,
  hooks: {
    publicView: (_title, state) => publicFutureTrains(state),
    // The future-train auction opens its stock round (1820 §6.4; stockRoundAuctions/ runs it).
    openingAuctions: () => [futureTrainAuction],
  },
  anytime: {
    operating: [
      {
        name: 'assignFutureTrain',
        legal: futureAssignLegal,
        process(ctx, actor, action) {
          if (action.type !== 'assign_future_train') return false;
          assignFutureTrain(ctx, actor, action as AssignFutureTrainAction);
          return true;
        },
      },
    ],
  },
};

/** The future-train auction under way (trains.json futureTrains; 1820 §6.4.2). */
export interface FutureAuctionState {
  /** The train types of the lot still to be sold. */
  lot: string[];
  /** Whether the lot's winning bids are deducted from the next stock-round income instead of paid now. */
  deferred: boolean;
  /** The seat to bid or pass. */
  turn: number;
  /** The standing bid; its bidder pays only on taking a train. */
  bid: { seat: number; price: number } | null;
  /** Seats that have passed in this auction (out until the lot is put up again). */
  out: number[];
  /** After the bidding: the winner takes trains at `price` each; `took` counts them. Null while bidding goes on. */
  winner: { seat: number; price: number; took: number } | null;
  /** trains.json futureTrains.bidding "openCry": the declarations and bars; `turn` and `out` are then unused. Absent: seat-order bidding. */
  openCry?: OpenCryState;
}

declare module '../../state/slices' {
  interface GameSlices {
    /**
     * Future trains (trains.json futureTrains; 1820 §6.4): `held` lists the trains players hold, by type, until
     * assigned to a company, with the id of the card taken out of the supply (absent for an unlimited type); `debts` the winning bids to be deducted from each seat's next stock-round income.
     * Absent: the title has none or none has been sold.
     */
    futureTrains?: { held: { seat: number; type: string; train?: string }[]; debts: Record<string, number> };
  }
  interface StockRoundSlices {
    /** The future-train auction, after any cousin auction and before the stock actions (trains.json futureTrains). Absent: none. */
    futureAuction?: FutureAuctionState;
  }
}
