/**
 * The takeover step of the Issue & Takeover round (rounds.issueTakeover step "takeovers" and
 * `takeovers`; 1820 §8.1 step 5 L741-751, §8.4 L789-882). State: IssueTakeoverRoundState.takeover.
 *
 * - Offers (L741-748): the public companies not in liquidation when the step starts, in reverse
 *   operating order, each on turn until it passes, takes over a company, is acquired or liquidated.
 *   On turn, its director offers a company (offer_takeover by the offering company) or passes.
 *   The offering company must be able to make the minimum bid (cash and loans it could take,
 *   mechanisms/issueTakeoverRound/takeover.ts takeoverCapacity), unless it offers itself (L794-805). The offered
 *   company must be public, not in liquidation, not already offered this round, and, unless it
 *   offers itself, must not have reduced its share count or acquired a company this round (L818-826).
 * - The auction (L828-842): a player bids (bid: entityType corporation, entity the bidding company
 *   they direct, public or private, not in liquidation and not the offered one; corporation the
 *   offered company; price a multiple of `bidMultiple`, at least the minimum, above the best bid,
 *   within the company's capacity). The bidder names the acquiring company with the bid (the rules
 *   let the winner choose afterwards, L855). The offered company's director may bid at most
 *   `directorCap` above the best bid of the bank or another player, and only the minimum when there
 *   is none (reading). How it is bid is `bidding`:
 *   - "openCry" (L819 "sold in an open cry auction", §10.4 L970-982; engine/mechanisms/shared/openCry.ts):
 *     every player who directs a company able to bid may bid at any time, out of turn, and declares
 *     done with a pass; the auction ends when every such player has declared done since the last
 *     bid. Equal bids made against the same standing bid go to the lower player card (the bank's bid
 *     cannot be tied). A winner cannot default here: its company's capacity was checked with the bid;
 *   - "seatOrder" (the default): rounds of bids round the table from the offering director, a player
 *     dropping out (pass) for the rest of the auction; it ends when only the best bidder is left.
 * - Minimum bid: price x shares in play. Forcing bid: the price moved up the Cost of Business
 *   column's takeoverPremium cells, x shares in play. A self-offer opens with the bank's bid of
 *   `selfOfferBankFactor` x price x shares in play (rounded down), which is the forcing bid
 *   (L806-807, L839; the factor changes with a game event, 1820's Queen Victoria, G15).
 * - The end (L840-853): no bid, or a declined one, fails (the company stays offered for the round);
 *   the bank's bid winning liquidates the company (mechanisms/liquidation/index.ts, with that bid); a
 *   company's bid at least the forcing bid completes the takeover (mechanisms/issueTakeoverRound/takeover.ts), a lower
 *   one waits for the offered company's director (respond_takeover).
 * Liquidations (rounds.issueTakeover step "liquidate" with `takeovers` set; §8.1 step 4, §8.5
 * L884-894) use the same auction: for each company in the liquidation box, in operating order, the
 * bank bids the minimum, which is also the forcing bid; companies may outbid it. The bank winning
 * liquidates the company (liquidation.ts); a company winning pays the bid to the liquidated company's
 * treasury and takes its stations on the map and its trains (takeover.ts buyLiquidatedAssets), and
 * the liquidation goes on from there. Its director raises a shortfall as for a takeover, by loans or
 * issues of their choice (takeoverPayment.ts; §8.5 L884 "handled identically to takeovers"). Nobody
 * able to outbid: the bank's bid wins at once.
 * Companies an investor directs (engine/shares/investor.ts directorOf; 1820 §14.1 L1354-1357: a cousin
 * director, engine/mechanisms/cousins/cousinDirectors.ts): such a company offers itself when its turn to offer comes, and nothing else; it never bids (bidders are the companies a
 * player directs); a cousin director accepts a winning bid below the forcing bid. A cousin gone bankrupt
 * in the step (a liquidation's loans, §8.5 L876) leaves its companies to be liquidated in the round
 * (queueOrphans), in the order its player chooses.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, invalid, unknown, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { currentColumn } from '../costOfBusiness';
import { gameEventAt } from '../gameEvents';
import { companiesInLiquidation, inLiquidation, liquidate, type LeftWithoutDirector } from '../liquidation';
import { sharesInPlay } from '../loans';
import { compareOperatingOrder } from '../operatingOrder';
import { isPrivateCompany } from '../privateCompanies';
import { buyLiquidatedAssets, executeTakeover, TAKEOVER_REF, takeoverCapacity } from './takeover';
import { paymentLegal, paymentProcess, paymentToRaise } from './takeoverPayment';
import { cellAt, moveRight } from '../../market/grid';
import type { CorporationState } from '../../state/types';
import { directorOf, holderName, investorDirects, seatPlaying } from '../../shares/investor';
import type { IssueTakeoverRoundState } from './index';
import { mayTie, noteOpenCryBid, noteOpenCryDone, OPEN_CRY_REF, openCryBarrier, openCryWaiting, startOpenCry, type OpenCryState } from '../shared/openCry';
import { act, type Actor, type LegalAction } from '../../steps/step';

/** A company an investor directs plays itself: it offers itself for takeover and accepts a bid (1820: a cousin director). */
const INVESTOR_DIRECTOR_REF = '1820 rules §14.1 L1345-1357';
const BANKRUPT_COUSIN_REF = '1820 rules §10.3 L964-967 (the cousin\'s player chooses the order of its companies\' liquidation)';

interface TakeoverConfig {
  selfOfferBankFactor: { before: number; after: number; afterEvent: string };
  directorCap: number;
  bidMultiple: number;
  bidding?: 'seatOrder' | 'openCry';
}

function config(ctx: Ctx): TakeoverConfig | null {
  return (ctx.title.rounds as { issueTakeover?: { takeovers?: TakeoverConfig } }).issueTakeover?.takeovers ?? null;
}

const roundOf = (ctx: Ctx): IssueTakeoverRoundState => ctx.state.round as IssueTakeoverRoundState;
const stepOf = (ctx: Ctx): TakeoverStepState => roundOf(ctx).takeover!;
const corp = (ctx: Ctx, id: string): CorporationState => ctx.state.corporations[id]!;

const isPublic = (ctx: Ctx, c: CorporationState): boolean => c.floated && !c.closed && c.market !== null && !isPrivateCompany(c) && !inLiquidation(ctx, c);

/** Starts the liquidation step as auctions; true when it is over (nobody could bid). */
export function startLiquidations(ctx: Ctx): boolean {
  roundOf(ctx).takeover = { order: [], index: 0, offered: [], acquired: [], liquidations: companiesInLiquidation(ctx).map((c) => c.id) };
  return settleLiquidations(ctx);
}

/** Opens the next liquidation's auction; true when every company in the box has been dealt with. */
export function settleLiquidations(ctx: Ctx): boolean {
  const t = stepOf(ctx);
  // A player's bankruptcy in a liquidation's assessment ends the game at once (1820 §10.2; liquidation.ts).
  while (!ctx.state.finished && !t.auction && !orderPending(ctx) && (t.liquidations?.length ?? 0) > 0) openLiquidation(ctx);
  return !ctx.state.finished && !t.auction && !orderPending(ctx);
}

/** Opens the auction of the next company in `liquidations` with the bank's minimum bid (§8.5 L892); it may resolve at once. */
function openLiquidation(ctx: Ctx): void {
  const t = stepOf(ctx);
  const c = corp(ctx, t.liquidations!.shift()!);
  if (!c.market || c.closed || !c.floated) return;
  const minimum = minimumBid(ctx, c);
  ctx.log.push(`${c.id} is in liquidation: the bank bids ${money(ctx, minimum)}`);
  t.auction = { target: c.id, offeredBy: 'bank', minimum, forcing: minimum, high: { seat: null, corporation: null, amount: minimum }, bids: [{ seat: null, amount: minimum }], out: [], turn: ctx.state.priority, liquidation: true, ...openCryFor(ctx) };
  startBidding(ctx, ctx.state.priority);
}

/**
 * Companies left without a director by a cousin's bankruptcy during this step (mechanisms/cousins/index.ts
 * chargeCousin) are liquidated in this round (1820 §8.1 L738, §10.3 L964-967): queued after the
 * companies already waiting, in the order the cousin's player chooses (`choose` naming the next one)
 * when there are several.
 */
function queueOrphans(ctx: Ctx, orphans: LeftWithoutDirector): void {
  const t = stepOf(ctx);
  for (const group of orphans) (t.liquidationOrder ??= []).push({ ...group, companies: [...group.companies] });
  settleOrder(ctx);
}

/** Queues the groups with one company left to order; stops at a group whose player must choose. */
function settleOrder(ctx: Ctx): void {
  const t = stepOf(ctx);
  while (t.liquidationOrder && t.liquidationOrder[0] && t.liquidationOrder[0].companies.length <= 1) {
    (t.liquidations ??= []).push(...t.liquidationOrder.shift()!.companies);
  }
  if (t.liquidationOrder?.length === 0) delete t.liquidationOrder;
}

/** A cousin's player still has to choose the order of its bankrupt cousin's companies. */
const orderPending = (ctx: Ctx): boolean => (stepOf(ctx).liquidationOrder?.length ?? 0) > 0;

/** The open-cry record a new auction starts with (rounds.issueTakeover.takeovers.bidding "openCry"). */
function openCryFor(ctx: Ctx): Pick<TakeoverAuction, 'openCry'> {
  return config(ctx)?.bidding === 'openCry' ? { openCry: startOpenCry() } : {};
}

/** A new auction's bidding begins: round the table from `from`, or in open cry with everyone able to bid. */
function startBidding(ctx: Ctx, from: number): void {
  if (stepOf(ctx).auction!.openCry) settleOpenCry(ctx);
  else nextInAuction(ctx, from);
}

/** Starts the step; true when there is nothing to do in it. */
export function startTakeovers(ctx: Ctx): boolean {
  const order = Object.values(ctx.state.corporations).filter((c) => isPublic(ctx, c) && directorOf(ctx.title, c) !== null);
  order.sort((a, b) => compareOperatingOrder(ctx, b, a));
  roundOf(ctx).takeover = { order: order.map((c) => c.id), index: 0, offered: [], acquired: [] };
  return settleTakeovers(ctx);
}

/** The company on turn to offer, skipping those acquired, liquidated or no longer public; null when the step is over. */
function offerer(ctx: Ctx): string | null {
  const t = stepOf(ctx);
  while (t.index < t.order.length) {
    const c = corp(ctx, t.order[t.index]!);
    if (isPublic(ctx, c) && directorOf(ctx.title, c) !== null) return c.id;
    t.index++;
  }
  return null;
}

/** Moves on past offerers with nothing to offer; true when the step is over. */
export function settleTakeovers(ctx: Ctx): boolean {
  const t = stepOf(ctx);
  for (;;) {
    if (t.auction || orderPending(ctx)) return false;
    // Companies of a cousin gone bankrupt in this round are liquidated in it (1820 §8.1 L738, §10.3 L966-967).
    if ((t.liquidations?.length ?? 0) > 0) {
      openLiquidation(ctx);
      continue;
    }
    const id = offerer(ctx);
    if (id === null) return true;
    // A cousin's company offers itself at its first opportunity and nothing else (1820 §14.1 L1354-1357).
    const director = directorOf(ctx.title, corp(ctx, id))!;
    if (investorDirects(ctx.title, corp(ctx, id))) {
      if (offerRefusal(ctx, id, id) === null) {
        ctx.log.push(`${id} is directed by ${holderName(ctx, director)} and offers itself for takeover (${INVESTOR_DIRECTOR_REF})`);
        openOffer(ctx, id, id, seatPlaying(ctx.title, ctx.state, director)!);
      } else {
        ctx.log.push(`${id} is directed by a cousin and offers no company for takeover`);
        t.index++;
      }
      continue;
    }
    if (offerTargets(ctx, id).length > 0) return false;
    ctx.log.push(`${id} offers no company for takeover`);
    t.index++;
  }
}

function minimumBid(ctx: Ctx, c: CorporationState): number {
  return cellAt(ctx.title.market, c.market!).price * sharesInPlay(ctx.title, c);
}

function forcingBid(ctx: Ctx, c: CorporationState): number {
  let pos = c.market!;
  for (let k = currentColumn(ctx.title, ctx.state)?.takeoverPremium ?? 0; k > 0; k--) pos = moveRight(ctx.title.market, pos);
  return cellAt(ctx.title.market, pos).price * sharesInPlay(ctx.title, c);
}

function offerRefusal(ctx: Ctx, by: string, target: string): GameError | null {
  const t = stepOf(ctx);
  const o = ctx.state.corporations[by];
  const c = ctx.state.corporations[target];
  if (!o || !c) return unknown(`no corporation ${o ? target : by}`);
  if (offerer(ctx) !== by) return illegal(`${by} is not the company on turn to offer`, TAKEOVER_REF);
  if (!isPublic(ctx, c)) return illegal(`${target} is not a public company out of liquidation`, TAKEOVER_REF);
  if (t.offered.includes(target)) return illegal(`${target} has already been offered this round`, TAKEOVER_REF);
  if (target === by) return null;
  if ((roundOf(ctx).reduced ?? []).includes(target)) return illegal(`${target} reduced its share count this round`, TAKEOVER_REF);
  if (t.acquired.includes(target)) return illegal(`${target} has acquired a company this round`, TAKEOVER_REF);
  const min = minimumBid(ctx, c);
  if (takeoverCapacity(ctx, o) < min) return illegal(`${by} could not make the minimum bid of ${money(ctx, min)}`, TAKEOVER_REF);
  return null;
}

function offerTargets(ctx: Ctx, by: string): string[] {
  return ctx.title.corporations.map((d) => d.id).filter((id) => offerRefusal(ctx, by, id) === null);
}

/** The bidding companies a seat directs, with what each could pay. */
function bidders(ctx: Ctx, seat: number, target: string): { id: string; capacity: number }[] {
  return ctx.title.corporations
    .map((d) => corp(ctx, d.id))
    .filter((c) => c.id !== target && c.president === seat && c.floated && !c.closed && !inLiquidation(ctx, c) && (c.market !== null || isPrivateCompany(c)))
    .map((c) => ({ id: c.id, capacity: takeoverCapacity(ctx, c) }));
}

/** The most the seat may bid now: the director's cap on the offered company's director. */
function seatCap(ctx: Ctx, a: TakeoverAuction, seat: number, cfg: TakeoverConfig): number {
  if (corp(ctx, a.target).president !== seat) return Infinity;
  const others = a.bids.filter((b) => b.seat !== seat).map((b) => b.amount);
  return others.length ? Math.max(...others) + cfg.directorCap : a.minimum;
}

function nextBid(a: TakeoverAuction, cfg: TakeoverConfig): number {
  const high = a.high ? a.high.amount : 0;
  const above = Math.floor(high / cfg.bidMultiple) * cfg.bidMultiple + cfg.bidMultiple;
  const min = Math.ceil(a.minimum / cfg.bidMultiple) * cfg.bidMultiple;
  return Math.max(min, a.high ? above : min);
}

/** Open cry: `seat` may tie a player's standing bid right after it was made (§10.4 L978; the bank has no card). */
function tieFor(ctx: Ctx, a: TakeoverAuction, seat: number): boolean {
  return !!a.openCry && !!a.high && a.high.seat !== null && a.high.amount % config(ctx)!.bidMultiple === 0 && mayTie(ctx, a.openCry, a.high.seat, seat);
}

/** The lowest bid `seat` may make now. */
function lowestBidFor(ctx: Ctx, a: TakeoverAuction, seat: number): number {
  return tieFor(ctx, a, seat) ? a.high!.amount : nextBid(a, config(ctx)!);
}

function bidRefusal(ctx: Ctx, seat: number, by: string, target: string, price: number): GameError | null {
  const cfg = config(ctx)!;
  const a = stepOf(ctx).auction;
  if (!a || a.decision) return illegal('no takeover auction is open for bids', TAKEOVER_REF);
  if (target !== a.target) return illegal(`the auction is for ${a.target}`, TAKEOVER_REF);
  if (a.openCry) {
    const barrier = openCryBarrier(a.openCry, seat, a.high?.seat ?? null);
    if (barrier) return illegal(barrier, OPEN_CRY_REF);
  }
  const b = bidders(ctx, seat, target).find((x) => x.id === by);
  if (!b) return illegal(`${by} may not bid: you direct it, it is not the offered company and not in liquidation`, TAKEOVER_REF);
  if (price % cfg.bidMultiple !== 0) return illegal(`bids are multiples of ${money(ctx, cfg.bidMultiple)}`, TAKEOVER_REF);
  const least = lowestBidFor(ctx, a, seat);
  if (price < least) return illegal(`the next bid is at least ${money(ctx, least)}`, TAKEOVER_REF);
  if (price > b.capacity) return illegal(`${by} could raise at most ${money(ctx, b.capacity)}`, TAKEOVER_REF);
  const cap = seatCap(ctx, a, seat, cfg);
  if (price > cap) return illegal(`the offered company's director may bid at most ${money(ctx, cap)} now`, TAKEOVER_REF);
  return null;
}

/** The seat to act in the step: the auction's (in open cry the first waiting by card), the director deciding, or the offering company's director. */
export function takeoverSeat(ctx: Ctx): number {
  const t = stepOf(ctx);
  if (t.liquidationOrder?.[0]) return t.liquidationOrder[0].seat;
  if (t.auction) {
    if (t.auction.payment) return corp(ctx, t.auction.high!.corporation!).president!;
    if (t.auction.decision) return corp(ctx, t.auction.target).president!;
    return t.auction.openCry ? (takeoverWaitingSeats(ctx)[0] ?? t.auction.turn) : t.auction.turn;
  }
  return corp(ctx, offerer(ctx)!).president!;
}

/** Whether an open-cry auction is taking bids now (its bids and passes are taken out of turn). */
export function takeoverOpenCryBidding(ctx: Ctx): boolean {
  const a = stepOf(ctx)?.auction;
  return !!a?.openCry && !a.decision && !a.payment;
}

/** Open cry: the seats that must still bid or declare done, by player card. */
export function takeoverWaitingSeats(ctx: Ctx): number[] {
  if (!takeoverOpenCryBidding(ctx)) return [];
  const a = stepOf(ctx).auction!;
  return openCryWaiting(ctx, a.openCry!, a.high?.seat ?? null, (seat) => bidders(ctx, seat, a.target).some((b) => !bidRefusal(ctx, seat, b.id, a.target, lowestBidFor(ctx, a, seat))));
}

/** Open cry: a waiting seat's bids (one per company it may bid with) and its declaration. */
export function takeoverOpenCryLegal(ctx: Ctx, seat: number): LegalAction[] {
  if (!takeoverWaitingSeats(ctx).includes(seat)) return [];
  const a = stepOf(ctx).auction!;
  const cfg = config(ctx)!;
  const actor: Actor = { entityType: 'player', entity: seat, seat };
  const out: LegalAction[] = [];
  const price = lowestBidFor(ctx, a, seat);
  for (const b of bidders(ctx, seat, a.target)) {
    if (bidRefusal(ctx, seat, b.id, a.target, price)) continue;
    const action = act({ entityType: 'corporation', entity: b.id, seat }, 'bid', { corporation: a.target, price });
    const max = Math.min(b.capacity, seatCap(ctx, a, seat, cfg));
    out.push({ id: `${actionId(action)}:${b.id}`, action, params: { price: { min: price, max: Math.max(price, Math.floor(max / cfg.bidMultiple) * cfg.bidMultiple), multipleOf: cfg.bidMultiple } } });
  }
  out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  return out;
}

/** Open cry: the auction resolves once nobody is waiting. */
function settleOpenCry(ctx: Ctx): void {
  if (takeoverWaitingSeats(ctx).length === 0) resolve(ctx);
}

export function takeoverLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const t = stepOf(ctx);
  const out: LegalAction[] = [];
  const push = (action: Action): void => void out.push({ id: actionId(action), action });
  if (t.liquidationOrder?.[0]) {
    for (const choice of t.liquidationOrder[0].companies) push(act(actor, 'choose', { choice }));
    return out;
  }
  const a = t.auction;
  if (a?.payment) return paymentLegal(ctx, actor, corp(ctx, a.high!.corporation!), a.high!.amount);
  if (a?.decision) {
    for (const accept of [true, false]) push(act(actor, 'respond_takeover', { accept }));
    return out;
  }
  if (a?.openCry) return takeoverOpenCryLegal(ctx, actor.seat);
  if (a) {
    const cfg = config(ctx)!;
    const price = nextBid(a, cfg);
    for (const b of bidders(ctx, actor.seat, a.target)) {
      if (bidRefusal(ctx, actor.seat, b.id, a.target, price)) continue;
      const action = act({ entityType: 'corporation', entity: b.id, seat: actor.seat }, 'bid', { corporation: a.target, price });
      const max = Math.min(b.capacity, seatCap(ctx, a, actor.seat, cfg));
      // A director may bid with any company they direct: the bidder is part of the choice's id.
      out.push({ id: `${actionId(action)}:${b.id}`, action, params: { price: { min: price, max: Math.floor(max / cfg.bidMultiple) * cfg.bidMultiple, multipleOf: cfg.bidMultiple } } });
    }
    push(act(actor, 'pass', {}));
    return out;
  }
  const by = offerer(ctx)!;
  for (const target of offerTargets(ctx, by)) push(act({ entityType: 'corporation', entity: by, seat: actor.seat }, 'offer_takeover', { corporation: target }));
  push(act(actor, 'pass', {}));
  return out;
}

function seatsFrom(ctx: Ctx, first: number): number[] {
  const n = ctx.state.players.length;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/** Moves the auction's turn to the next seat still in that can bid; resolves it when none is left. */
function nextInAuction(ctx: Ctx, from: number): void {
  const a = stepOf(ctx).auction!;
  const cfg = config(ctx)!;
  for (const seat of seatsFrom(ctx, from)) {
    if (a.out.includes(seat)) continue;
    if (a.high && a.high.seat === seat) continue;
    const price = nextBid(a, cfg);
    if (bidders(ctx, seat, a.target).some((b) => !bidRefusal(ctx, seat, b.id, a.target, price))) {
      a.turn = seat;
      return;
    }
    a.out.push(seat);
  }
  resolve(ctx);
}

function resolve(ctx: Ctx): void {
  const t = stepOf(ctx);
  const a = t.auction!;
  const target = corp(ctx, a.target);
  if (!a.high) {
    ctx.log.push(`No bid for ${a.target}: the takeover fails`);
    return finish(ctx, false);
  }
  if (a.high.seat === null) {
    ctx.log.push(`The bank's bid of ${money(ctx, a.high.amount)} wins ${a.target}, which is liquidated`);
    const orphans = liquidate(ctx, target, a.high.amount);
    finish(ctx, true);
    if (ctx.state.finished) return;
    return queueOrphans(ctx, orphans);
  }
  if (a.liquidation || a.high.amount >= a.forcing) return complete(ctx);
  // A cousin director answers for its company: it accepts ([DECISION] the rules give a cousin no
  // choice here; it would offer the company itself at its first opportunity, §14.1 L1356-1357).
  if (investorDirects(ctx.title, target)) {
    ctx.log.push(`${a.target}'s cousin director accepts the bid of ${money(ctx, a.high.amount)}`);
    return complete(ctx);
  }
  a.decision = true;
}

/**
 * A company's winning bid is paid: a takeover is carried out, or in a liquidation the company buys the stations
 * on the map and the trains and the liquidation goes on (§8.5 L884 "handled identically to takeovers").
 */
function complete(ctx: Ctx): void {
  const t = stepOf(ctx);
  const a = t.auction!;
  // The acquiring director raises what the treasury lacks, by loans or issues (takeoverPayment.ts; §8.4.3 L849).
  if (paymentToRaise(ctx, corp(ctx, a.high!.corporation!), a.high!.amount)) {
    delete a.decision;
    a.payment = true;
    const what = a.liquidation ? `${a.target}'s stations and trains` : a.target;
    ctx.log.push(`${a.high!.corporation} must raise ${money(ctx, a.high!.amount - corp(ctx, a.high!.corporation!).cash)} more to pay for ${what}: loans or issued shares`);
    return;
  }
  delete a.payment;
  if (a.liquidation) {
    const target = corp(ctx, a.target);
    buyLiquidatedAssets(ctx, corp(ctx, a.high!.corporation!), target, a.high!.amount);
    const orphans = liquidate(ctx, target, a.high!.amount, true);
    finish(ctx, true);
    if (ctx.state.finished) return;
    return queueOrphans(ctx, orphans);
  }
  executeTakeover(ctx, corp(ctx, a.high!.corporation!), corp(ctx, a.target), a.high!.amount);
  t.acquired.push(a.high!.corporation!);
  finish(ctx, true, a.high!.corporation!);
}

/** Closes the auction; the offering company's turn ends when it acquired, was acquired or was liquidated. */
function finish(ctx: Ctx, sold: boolean, acquirer?: string): void {
  const t = stepOf(ctx);
  const a = t.auction!;
  delete t.auction;
  if (sold && (a.target === a.offeredBy || acquirer === a.offeredBy)) t.index++;
}

export function takeoverProcess(ctx: Ctx, actor: Actor, action: Action): void {
  const t = stepOf(ctx);
  const cfg = config(ctx);
  if (!cfg) throw illegal('this title has no takeovers', TAKEOVER_REF);
  const group = t.liquidationOrder?.[0];
  if (group) {
    const choice = (action as { choice?: string }).choice;
    if (action.type !== 'choose' || choice === undefined || !group.companies.includes(choice))
      throw illegal(`choose which of ${group.companies.join(', ')} is liquidated next (choose)`, BANKRUPT_COUSIN_REF);
    ctx.log.push(`${playerName(ctx, actor.seat)} has ${choice} liquidated next`);
    group.companies = group.companies.filter((id) => id !== choice);
    (t.liquidations ??= []).push(choice);
    settleOrder(ctx);
    return;
  }
  const a = t.auction;
  if (a?.payment) {
    const acquirer = corp(ctx, a.high!.corporation!);
    paymentProcess(ctx, acquirer, a.high!.amount, actor, action);
    if (acquirer.cash >= a.high!.amount) complete(ctx);
    return;
  }
  if (action.type === 'respond_takeover') {
    if (!a?.decision) throw illegal('no takeover bid waits for an answer', TAKEOVER_REF);
    if ((action as { accept: boolean }).accept) {
      ctx.log.push(`${playerName(ctx, actor.seat)} accepts the bid for ${a.target}`);
      complete(ctx);
    } else {
      ctx.log.push(`${playerName(ctx, actor.seat)} declines the bid for ${a.target}: the takeover fails`);
      finish(ctx, false);
    }
    return;
  }
  if (a?.decision) throw illegal(`the director of ${a.target} must accept or decline the bid (respond_takeover)`, TAKEOVER_REF);
  if (action.type === 'pass') {
    if (a?.openCry) {
      if (!takeoverWaitingSeats(ctx).includes(actor.seat)) throw illegal(openCryBarrier(a.openCry, actor.seat, a.high?.seat ?? null) ?? 'you direct no company that could make the next bid: there is nothing to declare', OPEN_CRY_REF);
      noteOpenCryDone(a.openCry, actor.seat);
      ctx.log.push(`${playerName(ctx, actor.seat)} will not bid further for ${a.target}`);
      settleOpenCry(ctx);
    } else if (a) {
      ctx.log.push(`${playerName(ctx, actor.seat)} drops out of the auction for ${a.target}`);
      a.out.push(actor.seat);
      nextInAuction(ctx, actor.seat + 1);
    } else {
      ctx.log.push(`${offerer(ctx)} offers nothing more for takeover`);
      t.index++;
    }
    return;
  }
  const x = action as unknown as { entityType: string; entity: string; corporation: string; price?: number };
  if (x.entityType !== 'corporation') throw invalid(`${action.type} is made by a corporation: entityType "corporation"`);
  if (action.type === 'offer_takeover') {
    if (a) throw illegal(`the auction for ${a.target} is under way`, TAKEOVER_REF);
    const v = offerRefusal(ctx, x.entity, x.corporation);
    if (v) throw v;
    openOffer(ctx, x.entity, x.corporation, actor.seat);
    return;
  }
  if (action.type === 'bid') {
    if (!a) throw illegal('no takeover auction is open', TAKEOVER_REF);
    const price = x.price ?? 0;
    const v = bidRefusal(ctx, actor.seat, x.entity, x.corporation, price);
    if (v) throw v;
    const tie = a.high?.amount === price;
    a.high = { seat: actor.seat, corporation: x.entity, amount: price };
    a.bids.push({ seat: actor.seat, amount: price });
    ctx.log.push(`${playerName(ctx, actor.seat)} bids ${money(ctx, price)} for ${a.target} with ${x.entity}${tie ? ' (the same bid, by a lower player card, stands first)' : ''}`);
    if (a.openCry) {
      noteOpenCryBid(a.openCry);
      settleOpenCry(ctx);
    } else nextInAuction(ctx, actor.seat + 1);
    return;
  }
  throw illegal(`${action.type} is not possible in the takeover step: offer_takeover, bid, respond_takeover or pass`, TAKEOVER_REF);
}

/** `by` offers `target` for takeover; the bidding starts from `seat`, the offering director (a cousin's: its player). */
function openOffer(ctx: Ctx, by: string, target: string, seat: number): void {
  const t = stepOf(ctx);
  const cfg = config(ctx)!;
  const c = corp(ctx, target);
  t.offered.push(c.id);
  const self = c.id === by;
  const minimum = minimumBid(ctx, c);
  const auction: TakeoverAuction = { target: c.id, offeredBy: by, minimum, forcing: forcingBid(ctx, c), high: null, bids: [], out: [], turn: seat, ...openCryFor(ctx) };
  ctx.log.push(`${by} offers ${self ? 'itself' : c.id} for takeover (minimum bid ${money(ctx, minimum)})`);
  if (self) {
    const f = cfg.selfOfferBankFactor;
    const factor = gameEventAt(ctx.state, f.afterEvent) !== undefined ? f.after : f.before;
    const bank = Math.floor(factor * minimum);
    auction.high = { seat: null, corporation: null, amount: bank };
    auction.bids.push({ seat: null, amount: bank });
    auction.forcing = bank;
    ctx.log.push(`The bank bids ${money(ctx, bank)} for ${c.id}`);
  }
  t.auction = auction;
  startBidding(ctx, seat);
}

export const TAKEOVER_ACTIONS = ['offer_takeover', 'bid', 'respond_takeover'];

export interface TakeoverStepState {
  /** The offering companies in reverse operating order, fixed as the step starts. */
  order: string[];
  /** The one on turn. */
  index: number;
  /** Companies offered this round (none is offered twice). */
  offered: string[];
  /** Companies that acquired another this round. */
  acquired: string[];
  /** In the liquidation step: the companies in the liquidation box still to be auctioned, in operating order. */
  liquidations?: string[];
  /**
   * Companies bankrupt cousins directed, to be liquidated in this round (1820 §8.1 L738, §10.3 L964-967), one
   * group per cousin, each waiting for the cousin's player (`seat`) to choose the order (`choose` the next
   * one) and then queued in `liquidations`. The first group is being ordered.
   */
  liquidationOrder?: { seat: number; companies: string[] }[];
  auction?: TakeoverAuction;
}

export interface TakeoverAuction {
  target: string;
  offeredBy: string;
  minimum: number;
  forcing: number;
  /** The best bid: seat null is the bank's (a self-offer); corporation the bidding company. */
  high: { seat: number | null; corporation: string | null; amount: number } | null;
  /** Every bid made, for the offered company's director's cap. */
  bids: { seat: number | null; amount: number }[];
  /** Seats that dropped out. */
  out: number[];
  /** Seat to bid. */
  turn: number;
  /** The offered company's director must accept or decline the winning bid (below the forcing bid). */
  decision?: boolean;
  /** The winning company's director raises what its treasury lacks of the bid, by loans or issues (rounds.issueTakeover.takeovers.raisePayment "loansOrIssues"). */
  payment?: boolean;
  /** A liquidation's auction (offeredBy "bank"): the winner buys the stations on the map and the trains. */
  liquidation?: true;
  /** rounds.issueTakeover.takeovers.bidding "openCry": the declarations and bars; `turn` and `out` are then unused. Absent: seat-order bidding. */
  openCry?: OpenCryState;
}

declare module './index' {
  interface IssueTakeoverRoundState {
    /** The takeover step under way (rounds.issueTakeover step "takeovers"; engine/mechanisms/issueTakeoverRound/takeoverSteps.ts). */
    takeover?: TakeoverStepState;
  }
}

/** The takeover auction under way, for clients (engine/mechanisms/issueTakeoverRound/takeoverSteps.ts): the offered company, best bid, minimum and forcing bid. */
export function takeoverNote(r: IssueTakeoverRoundState): string {
  // A bankrupt cousin's companies wait for its player to order their liquidations (1820 §10.3).
  const order = r.takeover?.liquidationOrder?.[0];
  if (order) return `: seat ${order.seat} chooses which of ${order.companies.join(', ')} is liquidated next`;
  const a = r.takeover?.auction;
  if (!a) return '';
  const high = a.high ? `best bid ${a.high.amount} by ${a.high.corporation ?? 'the bank'}` : 'no bid yet';
  return `: takeover of ${a.target} offered by ${a.offeredBy}, ${high}, minimum ${a.minimum}, forcing ${a.forcing}${a.decision ? ', awaiting the director\'s answer' : ''}`;
}
