/**
 * The waterfall auction of private companies (1870 rules,
 * "Sale of the private companies", as 18xx.games plays it):
 *
 * - On a turn a player buys the cheapest unsold company at its price, bids on
 *   a dearer one (at least its face value plus the minimum raise, or the
 *   highest bid plus the raise), or passes. Money already bid on other
 *   companies is not available for a new bid.
 * - When a company becomes the cheapest, a single bidder gets it at the bid;
 *   several bidders fight it out (in seating order after the highest bidder,
 *   each raises or drops out) before ordinary turns go on.
 * - When every player passes in succession, allPassEffects say what happens
 *   (1830: before the first sale the cheapest company's price falls by
 *   allPassDecay, at 0 the next player must take it; after it the companies
 *   sold so far pay their revenue once).
 * - A company that carries a president's certificate makes its buyer set the
 *   par price at once.
 * The round ends when every company is sold; priority goes to the player
 * after the last one who acted (or as priorityAfter says).
 */
import { money, playerName, type Ctx } from '../context';
import { illegal, invalid, unknown } from '../errors';
import type { BidAction, ParAction } from '../generated/actions';
import { actionId } from '../ids';
import { placeMarker } from '../market/moves';
import { pay } from '../state/bank';
import { payCompanyRevenue } from '../state/companyRevenue';
import { closedParPrices } from '../market/parTiers';
import { first } from '../core/ask';
import { nextSeat, seatsAfter } from '../state/seats';
import { floatIfReady } from '../shares/float';
import { playerHolder, type AuctionRoundState } from '../state/types';
import { act, type Actor, type LegalAction } from '../steps/step';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';
import { finishGame, setEndPending } from '../state/end';

const REF = '1870 rules, Sale of the private companies (waterfall auction)';

interface AuctionConfig {
  minRaise?: number;
  allPassDecay?: number;
  allPassEffects?: ('payout' | 'decayBeforeFirstSale' | 'decay' | 'discardTrain')[];
  allPassDiscardTrain?: string;
  decayUntilSold?: number;
  duelOrder?: 'afterHighBidder' | 'lowestBidFirst';
  raiseInMultiples?: boolean;
  priorityAfter?: 'lastActor' | 'lastBuyer' | 'nextTurn';
  committedBids?: 'all' | 'highest';
}

const REF_1843 = '1843 rules L1245-1496 (private auction)';

const config = (ctx: Ctx): AuctionConfig =>
  ((ctx.title.rounds as unknown as { auction?: { waterfallAuction?: AuctionConfig } }).auction?.waterfallAuction ?? {});

const round = (ctx: Ctx): AuctionRoundState => ctx.state.round as AuctionRoundState;

/** Unsold companies, cheapest (by face value, then definition order) first. */
function unsold(ctx: Ctx): string[] {
  return ctx.title.companies
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => ctx.state.companies[c.id]!.owner === 'bank' && !ctx.state.companies[c.id]!.closed)
    .sort((a, b) => a.c.value - b.c.value || a.i - b.i)
    .map(({ c }) => c.id);
}

function priceOf(ctx: Ctx, company: string): number {
  return ctx.title.company.get(company)!.value - (round(ctx).discounts[company] ?? 0);
}

function highBid(ctx: Ctx, company: string): { seat: number; price: number } | null {
  const bids = round(ctx).bids[company] ?? [];
  return bids.reduce<{ seat: number; price: number } | null>((best, b) => (!best || b.price > best.price ? b : best), null);
}

/**
 * Cash a player can still commit: what they hold less their bids on other companies; with committedBids
 * "highest", less only the bids that lead (18xx.games' ONLY_HIGHEST_BID_COMMITTED, 18Chesapeake).
 */
function available(ctx: Ctx, seat: number, except: string): number {
  const onlyHighest = config(ctx).committedBids === 'highest';
  let committed = 0;
  for (const [company, bids] of Object.entries(round(ctx).bids)) {
    if (company === except) continue;
    if (onlyHighest) {
      const high = highBid(ctx, company);
      if (high?.seat === seat) committed += high.price;
      continue;
    }
    for (const b of bids) if (b.seat === seat) committed += b.price;
  }
  return ctx.state.players[seat]!.cash - committed;
}

export function startAuctionRound(ctx: Ctx, number: number): void {
  // A step a mechanism brings (a bid-then-pick auction) is a module of its own.
  const own = mechanismAuction(ctx);
  if (own?.start) return own.start(ctx, number);
  ctx.state.round = { kind: 'auction', number, turn: ctx.state.priority, passes: 0, bids: {}, discounts: {}, contest: null, pendingPar: null, lastActor: null };
  ctx.log.push(`Private company auction begins; ${playerName(ctx, ctx.state.priority)} starts`);
}

function award(ctx: Ctx, company: string, seat: number, price: number): void {
  pay(ctx, playerHolder(seat), 'bank', price);
  ctx.state.companies[company]!.owner = playerHolder(seat);
  delete round(ctx).bids[company];
  ctx.log.push(`${playerName(ctx, seat)} buys ${company} for ${money(ctx, price)}`);
  // Certificates that come with the company (companies.json grantsShare), perhaps one whose par the buyer sets.
  const needsPar = first(ctx.title, 'companyBought', ctx, company, seat);
  if (needsPar) round(ctx).pendingPar = { seat, ...needsPar };
}

/** After any action: hand out companies that have become the cheapest, start contests, or end the round. */
function resolve(ctx: Ctx): void {
  const r = round(ctx);
  for (;;) {
    if (r.pendingPar || r.contest) return;
    const left = unsold(ctx);
    if (left.length === 0) {
      // The next round starts after the last actor, or (priorityAfter "lastBuyer") after the last player who bought
      // the cheapest company at its price (1843 rules L1447-1457), or (priorityAfter "nextTurn") with the player whose
      // ordinary turn is next, as 18xx.games reorders the players by the auction's entity index, which duels and a
      // par do not move (WaterfallAuction#placement_bid, #process_pass; Game::Base#reorder_players).
      const after = config(ctx).priorityAfter;
      if (after === 'nextTurn') ctx.state.priority = r.turn;
      else {
        const last = after === 'lastBuyer' ? (r.lastBuyer ?? null) : r.lastActor;
        if (last !== null) ctx.state.priority = nextSeat(ctx.state, last);
      }
      ctx.log.push('The private company auction ends');
      if (roundFinished(ctx, true)) return;
      startNextRound(ctx);
      return;
    }
    const cheapest = left[0]!;
    const bids = r.bids[cheapest] ?? [];
    if (bids.length === 0) return;
    if (bids.length === 1) {
      award(ctx, cheapest, bids[0]!.seat, bids[0]!.price);
      continue;
    }
    const high = highBid(ctx, cheapest)!;
    const bidders = bids.map((b) => b.seat);
    if (config(ctx).duelOrder === 'lowestBidFirst') {
      // 1843 rules L1342-1375: in rotating order of increasing bids, the lowest bidder first.
      const order = [...bids].sort((a, b) => a.price - b.price || a.seat - b.seat).map((b) => b.seat);
      r.contest = { company: cheapest, bidders, turn: order[0]!, order };
    } else r.contest = { company: cheapest, bidders, turn: nextBidder(ctx, bidders, high.seat) };
    ctx.log.push(`${cheapest} is now the cheapest; ${bidders.map((s) => playerName(ctx, s)).join(', ')} bid for it`);
    return;
  }
}

/**
 * The par cells the buyer of a president's certificate may choose: the grant's own list
 * (the companyBought hook's parPrices, open whatever the phase), else the par cells open in this phase
 * (market.json parTiers).
 */
function pendingParCells(ctx: Ctx): { row: number; col: number; price: number }[] {
  const pending = round(ctx).pendingPar!;
  const cells = ctx.title.market.parCells;
  if (pending.parPrices) return cells.filter((p) => pending.parPrices!.includes(p.price));
  const closed = closedParPrices(ctx.title, ctx.state);
  return cells.filter((p) => !closed.has(p.price));
}

/** Records who bought the cheapest company at its price, for priorityAfter "lastBuyer" (other titles' state is left as it was). */
function noteBuyer(ctx: Ctx, seat: number): void {
  if (config(ctx).priorityAfter === 'lastBuyer') round(ctx).lastBuyer = seat;
}

/** With raiseInMultiples, a bid above `base` (the high bid, or the face value) must exceed it by a multiple of the raise (1843 rules L1310-1315). */
function checkMultiple(ctx: Ctx, price: number, base: number): void {
  const raise = config(ctx).minRaise ?? 5;
  if (config(ctx).raiseInMultiples && (price - base) % raise !== 0)
    throw illegal(`a bid must exceed ${base} by a multiple of ${raise}`, REF_1843);
}

/** The bid range offered to a client: with raiseInMultiples, also the step between allowed bids. */
function bidParams(ctx: Ctx, min: number, max: number): Record<string, { min: number; max: number; multipleOf?: number }> {
  return { price: config(ctx).raiseInMultiples ? { min, max, multipleOf: config(ctx).minRaise ?? 5 } : { min, max } };
}

function nextBidder(ctx: Ctx, bidders: number[], after: number): number {
  for (const seat of seatsAfter(ctx.state, after)) if (bidders.includes(seat)) return seat;
  return after;
}

function legal(ctx: Ctx, actor: Actor): LegalAction[] {
  const r = round(ctx);
  const seat = actor.seat;
  const out: LegalAction[] = [];
  const raise = config(ctx).minRaise ?? 5;
  if (r.pendingPar) {
    for (const p of pendingParCells(ctx)) {
      const action = act(actor, 'par', { corporation: r.pendingPar.corporation, price: p.price });
      out.push({ id: actionId(action), action });
    }
    return out;
  }
  if (r.contest) {
    const min = highBid(ctx, r.contest.company)!.price + raise;
    const max = available(ctx, seat, r.contest.company);
    if (max >= min) out.push({ id: `bid:${r.contest.company}`, action: act(actor, 'bid', { company: r.contest.company, price: min }), params: bidParams(ctx, min, max) });
    out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    return out;
  }
  const left = unsold(ctx);
  left.forEach((company, i) => {
    if (i === 0) {
      const price = priceOf(ctx, company);
      if (available(ctx, seat, company) >= price) {
        const action = act(actor, 'bid', { company, price });
        out.push({ id: actionId(action), action });
      }
      return;
    }
    const high = highBid(ctx, company);
    const min = (high ? high.price : ctx.title.company.get(company)!.value) + raise;
    const max = available(ctx, seat, company);
    if (max >= min && !(high && high.seat === seat))
      out.push({ id: `bid:${company}`, action: act(actor, 'bid', { company, price: min }), params: bidParams(ctx, min, max) });
  });
  out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  return out;
}

/** A waterfall bid always names the company bid for. */
function namedBid(a: BidAction): BidAction & { company: string } {
  if (a.company === undefined) throw invalid('a bid in this auction must name the company bid for');
  return a as BidAction & { company: string };
}

function process(ctx: Ctx, actor: Actor, action: { type: string }): void {
  const r = round(ctx);
  const seat = actor.seat;
  const n = ctx.state.players.length;
  const raise = config(ctx).minRaise ?? 5;
  if (r.pendingPar) {
    if (action.type !== 'par') throw illegal(`${playerName(ctx, seat)} must first set ${r.pendingPar.corporation}'s par price`, REF);
    const a = action as ParAction;
    if (a.corporation !== r.pendingPar.corporation) throw illegal(`set the par price of ${r.pendingPar.corporation}`, REF);
    const cells = pendingParCells(ctx);
    const cell = cells.find((p) => p.price === a.price);
    if (!cell) throw illegal(`${a.price} is not a par price here (par prices: ${cells.map((p) => p.price).join(', ')})`, r.pendingPar.parPricesRef ?? REF);
    const c = ctx.state.corporations[a.corporation]!;
    c.par = a.price;
    placeMarker(ctx, c, { row: cell.row, col: cell.col });
    ctx.log.push(`${playerName(ctx, seat)} sets ${a.corporation}'s par at ${money(ctx, a.price)}`);
    r.pendingPar = null;
    r.lastActor = seat;
    floatIfReady(ctx, c);
    resolve(ctx);
    return;
  }
  if (r.contest) {
    const contest = r.contest;
    if (action.type === 'pass') {
      contest.bidders = contest.bidders.filter((s) => s !== seat);
      r.bids[contest.company] = (r.bids[contest.company] ?? []).filter((b) => b.seat !== seat);
      ctx.log.push(`${playerName(ctx, seat)} drops out of the bidding for ${contest.company}`);
    } else if (action.type === 'bid') {
      const a = namedBid(action as BidAction);
      if (a.company !== contest.company) throw illegal(`the bidding is for ${contest.company}`, REF);
      const min = highBid(ctx, contest.company)!.price + raise;
      if (a.price < min) throw illegal(`bid at least ${min}`, REF);
      checkMultiple(ctx, a.price, highBid(ctx, contest.company)!.price);
      if (a.price > available(ctx, seat, a.company)) throw illegal(`you cannot bid more than ${available(ctx, seat, a.company)}`, REF);
      r.bids[a.company] = [...(r.bids[a.company] ?? []).filter((b) => b.seat !== seat), { seat, price: a.price }];
      r.lastActor = seat;
      ctx.log.push(`${playerName(ctx, seat)} bids ${money(ctx, a.price)} for ${a.company}`);
    } else throw illegal('bid or pass', REF);
    if (contest.bidders.length === 1) {
      const winner = highBid(ctx, contest.company)!;
      r.contest = null;
      award(ctx, contest.company, winner.seat, winner.price);
    } else if (contest.order) {
      // The next bidder still in, in the duel's rotating order (lowest bid first).
      const i = contest.order.indexOf(seat);
      const rest = [...contest.order.slice(i + 1), ...contest.order.slice(0, i)];
      contest.turn = rest.find((s) => contest.bidders.includes(s))!;
    } else {
      contest.turn = nextBidder(ctx, contest.bidders, seat);
    }
    resolve(ctx);
    return;
  }
  if (action.type === 'pass') {
    r.passes += 1;
    ctx.log.push(`${playerName(ctx, seat)} passes`);
    r.turn = nextSeat(ctx.state, seat);
    if (r.passes >= n) {
      r.passes = 0;
      allPassed(ctx, config(ctx).allPassEffects ?? []);
    }
    return;
  }
  if (action.type !== 'bid') throw illegal('in the auction, bid or pass', REF);
  const a = namedBid(action as BidAction);
  const left = unsold(ctx);
  if (!ctx.state.companies[a.company]) throw unknown(`no company ${a.company}`);
  if (!left.includes(a.company)) throw illegal(`${a.company} is not for sale`, REF);
  if (a.price > available(ctx, seat, a.company)) throw illegal(`you have ${available(ctx, seat, a.company)} available`, REF);
  if (a.company === left[0]) {
    const price = priceOf(ctx, a.company);
    if (a.price !== price) throw illegal(`${a.company} is the cheapest and sells for ${price}`, REF);
    noteBuyer(ctx, seat);
    award(ctx, a.company, seat, price);
  } else {
    const high = highBid(ctx, a.company);
    const min = (high ? high.price : ctx.title.company.get(a.company)!.value) + raise;
    if (a.price < min) throw illegal(`bid at least ${min} for ${a.company}`, REF);
    checkMultiple(ctx, a.price, high ? high.price : ctx.title.company.get(a.company)!.value);
    r.bids[a.company] = [...(r.bids[a.company] ?? []).filter((b) => b.seat !== seat), { seat, price: a.price }];
    ctx.log.push(`${playerName(ctx, seat)} bids ${money(ctx, a.price)} for ${a.company}`);
  }
  r.lastActor = seat;
  r.passes = 0;
  r.turn = nextSeat(ctx.state, seat);
  resolve(ctx);
}

/**
 * A round of passes, by `allPassEffects` in order: the companies sold so far pay their revenue (after a sale a
 * round of passes stands for an operating round: 18xx.games WaterfallAuction#all_passed!; 1843 rules L1398-1443,
 * the brief operating round); a train of type allPassDiscardTrain leaves the depot, and the game ends when that
 * was the last one and an endConditions entry {kind "trainsExhausted", during "auction"} names the type
 * (L1421-1423); the cheapest company's price drops, always ("decay") or only while nothing is sold
 * ("decayBeforeFirstSale", 1830), and at 0 the next player must take it.
 */
function allPassed(ctx: Ctx, effects: readonly string[]): void {
  const r = round(ctx);
  const cfg = config(ctx);
  // "decayBeforeFirstSale": while one of the decayUntilSold cheapest companies (default 1, the first sale) is
  // unsold, a round of passes lowers the cheapest price and pays nothing (18NL: 2, P1 then P2; 18xx.games
  // G18NL WaterfallAuction#all_passed!).
  const first = ctx.title.companies
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.value - b.c.value || a.i - b.i)
    .slice(0, cfg.decayUntilSold ?? 1)
    .map(({ c }) => c.id);
  const stillDecaying = effects.includes('decayBeforeFirstSale') && first.some((id) => unsold(ctx).includes(id));
  for (const effect of effects) {
    if (effect === 'payout') {
      if (unsold(ctx).length < ctx.title.companies.length && !stillDecaying) {
        ctx.log.push('Everyone passes: the companies sold so far pay their revenue');
        payCompanyRevenue(ctx);
      }
    } else if (effect === 'discardTrain') {
      const type = cfg.allPassDiscardTrain;
      if (!type) throw new Error('waterfallAuction allPassEffects "discardTrain" needs allPassDiscardTrain');
      const train = ctx.state.trains.find((t) => t.owner === 'depot' && t.type === type);
      if (train) {
        train.owner = 'scrap';
        ctx.log.push(`Everyone passes: a ${type} train is discarded from the supply`);
      }
      const end = (ctx.title.definition.title.endConditions ?? []).find((e) => e.kind === 'trainsExhausted' && e.train === type && e.during === 'auction');
      if (end && !ctx.state.trains.some((t) => t.owner === 'depot' && t.type === type)) {
        ctx.log.push(`The last ${type} train is gone: the game ends (${REF_1843})`);
        if (end.timing === 'immediate') {
          finishGame(ctx, 'trainsExhausted');
          return;
        }
        setEndPending(ctx, 'trainsExhausted', end.timing);
      }
    } else if (effect === 'decay' || effect === 'decayBeforeFirstSale') {
      const cheapest = unsold(ctx)[0];
      if (cheapest === undefined) continue;
      if (effect === 'decayBeforeFirstSale' && !stillDecaying) continue;
      if (cfg.allPassDecay === undefined) throw new Error(`waterfallAuction allPassEffects "${effect}" needs allPassDecay`);
      r.discounts[cheapest] = (r.discounts[cheapest] ?? 0) + cfg.allPassDecay;
      const price = priceOf(ctx, cheapest);
      ctx.log.push(`${cheapest} now costs ${money(ctx, Math.max(price, 0))}`);
      if (price <= 0) {
        // "the next player must 'buy' it at no cost" (1843 L1438-1443): a purchase at the reduced price, after
        // which the player after them has the turn (L1447-1457; 18xx.games WaterfallAuction#increase_discount!
        // moves on past the taker too).
        const taker = r.turn;
        noteBuyer(ctx, taker);
        award(ctx, cheapest, taker, 0);
        r.turn = nextSeat(ctx.state, taker);
      }
    }
  }
  resolve(ctx);
}

const waterfallRound: RoundModule = {
  actor(ctx) {
    const r = round(ctx);
    const seat = r.pendingPar ? r.pendingPar.seat : r.contest ? r.contest.turn : r.turn;
    return { entityType: 'player', entity: seat, seat };
  },
  legal,
  process,
};

/**
 * The round module a mechanism brings for one of rounds.auction.steps (the "bidThenPick" step,
 * engine/mechanisms/bidThenPick/), which then runs the whole round; null: the core's waterfall.
 */
function mechanismAuction(ctx: Ctx): RoundModule | null {
  for (const step of ctx.title.rounds.auction?.steps ?? []) {
    const own = ctx.title.mechanisms.rounds[step];
    if (own) return own;
  }
  return null;
}

/** The auction round: the waterfall auction, or the auction module a mechanism brings for the round's step. */
export const auctionRound: RoundModule = {
  start: startAuctionRound,
  actor: (ctx) => (mechanismAuction(ctx) ?? waterfallRound).actor(ctx),
  legal: (ctx, actor) => (mechanismAuction(ctx) ?? waterfallRound).legal(ctx, actor),
  process: (ctx, actor, action) => (mechanismAuction(ctx) ?? waterfallRound).process(ctx, actor, action),
};
