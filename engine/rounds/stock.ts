/**
 * The stock round: players take turns in seating order from the priority
 * holder; the round ends when every player passes in succession. Sold-out
 * corporations then rise, and priority goes to the player after the last one
 * who acted. common 18xx rules, "Stock round".
 *
 * A turn (title.json rounds.stock.turn): "sellThenBuy" = sales, then at most
 * one purchase, which ends the turn; "sellBuyOrBuySell" = sales before and
 * after the one purchase; "sellBuySell" = sales, one purchase, more sales, the
 * purchase not ending the turn (1843 rules L1529-1566). Either way a turn also
 * ends by itself as soon as the player has nothing left to do but pass, as on
 * 18xx.games.
 */
import { sellCompany } from '../steps/sellCompany';
import { each, every, first, pendingInterruption } from '../core/ask';
import { playerName, type Ctx } from '../context';
import { illegal } from '../errors';
import type { Action } from '../generated/actions';
import { cellAt, moveUp } from '../market/grid';
import { placeMarker } from '../market/moves';
import type { StockRoundState } from '../state/types';
import { buyCompany } from '../steps/buyCompany';
import { buySellParShares } from '../steps/buySellParShares';
import { act, choicesOf, type Actor, type LegalAction, type Step } from '../steps/step';
import { corporateBuyback, reissue } from '../steps/corporateShares';
import { offerActor, offerLegal, privateTrade, respondToOffer, TRADE_REF } from '../steps/privateTrade';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';
import { certificateCount, certificateLimit } from '../shares/holdings';
import { finishGame } from '../state/end';
import { nextSeat } from '../state/seats';

// The core's stock steps; a title's own (lobbies, the national railway's shares, the solo tableau) come from its mechanisms.
const STEPS: Record<string, Step> = { buyCompany, sellCompany, buySellParShares, corporateBuyback, reissue, privateTrade };

/** Actions that are a whole stock turn on their own. */
const WHOLE_TURN = new Set(['redeem_share', 'reissue_shares']);

export function startStockRound(ctx: Ctx, number: number): void {
  const { state } = ctx;
  // Restrictions a phase defers to the next stock round take effect now (mechanisms/phaseRestrictions/index.ts).
  state.stockRoundPhase = state.phase;
  state.round = {
    kind: 'stock',
    number,
    turn: state.priority,
    turnState: { sold: [], acted: false, bought: [] },
    passes: 0,
    lastActor: null,
    soldThisRound: {},
    sales: [],
    protection: null,
    lastProtector: null,
    corporateActions: {},
    treasuryAtStart: Object.fromEntries(Object.values(state.corporations).map((c) => [c.id, c.cash])),
  };
  ctx.log.push(`Stock round ${number} begins; ${playerName(ctx, state.priority)} has priority`);
  // The mechanisms' start of the round: pass-order cards, 1820's part A with lobbies, the cousin and
  // future-train auctions before the stock actions (1820 §6.1 L266-268).
  each(ctx.title, 'stockRoundStarted', ctx);
}

/**
 * Who acts: a mechanism's pending interruption (an auction opening the round, a floating
 * corporation's tokens, stations or home track, lobbies being resolved, an offer of price
 * protection), then an offer for a private company, else the player whose turn it is.
 */
export function stockActor(ctx: Ctx): Actor {
  return pendingInterruption(ctx.title, ctx, 'stock')?.actor ?? offerActor(ctx) ?? turnActor(ctx);
}

/** The player whose turn it is (whoever may be interrupting it). */
function turnActor(ctx: Ctx): Actor {
  const round = ctx.state.round as StockRoundState;
  return { entityType: 'player', entity: round.turn, seat: round.turn };
}

/** The title's stock steps, found once per compiled title: every stock action and every turn's question asks them. */
const stepsOf = new WeakMap<Ctx['title'], Step[]>();

export function stockSteps(ctx: Ctx): Step[] {
  let steps = stepsOf.get(ctx.title);
  if (!steps) {
    steps = ctx.title.rounds.stock.steps.map((name) => {
      const step = STEPS[name] ?? ctx.title.mechanisms.stockSteps[name];
      if (!step) throw new Error(`stock step ${name} is not implemented`);
      return step;
    });
    stepsOf.set(ctx.title, steps);
  }
  return steps;
}

/** The core's actions that are a stock turn's purchase; a mechanism's steps name theirs (Step.purchases). */
const BUYS = new Set(['par', 'buy_shares', 'buy_company']);

/** Whether `type` is the turn's purchase. */
const isPurchase = (ctx: Ctx, type: string): boolean => BUYS.has(type) || stockSteps(ctx).some((s) => s.purchases?.includes(type) === true);

/** The turn's stock actions one at a time, step by step: stockLegal's list, for callers that may stop at the first. */
function* stockChoices(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  for (const step of stockSteps(ctx)) {
    for (const l of choicesOf(step, ctx, actor)) if (!first(ctx.title, 'stockActionRefusal', ctx, l.action)) yield l;
  }
}

function stockLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  return [...stockChoices(ctx, actor)];
}

/** Whether the player has anything to do but pass: asked without building the list, which in 1862 tries every par of every corporation. */
const hasStockChoice = (ctx: Ctx, actor: Actor): boolean => !stockChoices(ctx, actor).next().done;

/**
 * A player over the certificate limit (after a change of presidency, a corporation closing or a
 * price leaving a free zone) must sell on their turn until within it, and may not pass while a sale
 * is possible. 1870 rules, Compliance sales.
 */
function mustComply(ctx: Ctx, actor: Actor): boolean {
  if (certificateCount(ctx.title, ctx.state, actor.seat) <= certificateLimit(ctx.title, ctx.state)) return false;
  if (!every(ctx.title, 'permits', ctx.title, ctx.state, 'certificateLimitSales')) return false;
  for (const l of stockChoices(ctx, actor)) if (l.action.type === 'sell_shares') return true;
  return false;
}

/**
 * Whether the stock round is at a player's ordinary turn (no auction, no interruption, no lobby being
 * resolved, no increase being placed): where a turn's stock action, such as a share bought from another
 * player by consent (mechanisms/negotiation/), is made.
 */
export function ordinaryStockTurn(ctx: Ctx): boolean {
  const r = ctx.state.round;
  if (r.kind !== 'stock') return false;
  return !r.protection && !r.offer && !first(ctx.title, 'stockTurnInterrupted', ctx);
}

/**
 * The company whose 40% is being placed now and the seat placing it (1820 §6.6.2 step 5, §6.5.2.2 step 4):
 * a lobby's funder floating its company, or a director placing an increase; null otherwise.
 */
export function placementUnderWay(ctx: Ctx): { corporation: string; seat: number } | null {
  const r = ctx.state.round;
  if (r.kind !== 'stock' || first(ctx.title, 'placementWaits', ctx)) return null;
  return first(ctx.title, 'placementUnderWay', ctx);
}

/**
 * A share of the placement under way (placementUnderWay) was bought outside the placer's turn, by a deal
 * (mechanisms/negotiation/ placeShare): the mechanism placing it goes on as after a purchase of its own.
 */
export function placementBought(ctx: Ctx): void {
  first(ctx.title, 'placementBought', ctx);
}

export const stockRound: RoundModule = {
  start: startStockRound,
  actor: stockActor,
  legal(ctx, actor) {
    const pending = pendingInterruption(ctx.title, ctx, 'stock');
    if (pending) return pending.interruption.legal(ctx, actor);
    if ((ctx.state.round as StockRoundState).offer) return offerLegal(ctx, actor);
    if (mustComply(ctx, actor)) return stockLegal(ctx, actor).filter((l) => l.action.type === 'sell_shares');
    const actions = stockLegal(ctx, actor);
    if (first(ctx.title, 'stockPassRefusal', ctx, actor, () => actions)) return actions;
    return [...actions, { id: 'pass', action: act(actor, 'pass', {}) }];
  },
  actsFor(ctx, actor, action) {
    if (actor.entityType !== 'player' || action.entityType !== 'corporation' || !WHOLE_TURN.has(action.type)) return false;
    return ctx.state.corporations[String(action.entity)]?.president === actor.seat;
  },
  process(ctx, actor, action) {
    const round = ctx.state.round as StockRoundState;
    // A mechanism's interruption acts first (mechanisms/stockRoundAuctions/index.ts, floatInterruptions.ts, lobbyFunding/,
    // the placement of a share-count increase: increaseShareCount.ts, an offer of price protection).
    const pending = pendingInterruption(ctx.title, ctx, 'stock');
    if (pending) {
      pending.interruption.process(ctx, actor, action);
      return;
    }
    if (round.offer) {
      // The owner answers an offer for a private company; an accepted one is the buyer's purchase.
      const o = round.offer;
      if (respondToOffer(ctx, actor, action)) afterStockAction(ctx, { type: 'buy_company', entityType: 'player', entity: o.buyer, company: o.company, price: o.price });
      else if (!hasStockChoice(ctx, turnActor(ctx))) endTurn(ctx);
      return;
    }
    if (action.type === 'respond_offer') throw illegal('there is no offer to answer', TRADE_REF);
    if (action.type === 'protect_shares') throw illegal('there is no sale to protect', '1870 rules, Share price protection');
    if (action.type === 'pass' && mustComply(ctx, actor))
      throw illegal('you are over the certificate limit and must sell until you are within it', '1870 rules, Compliance sales');
    const passRefused = action.type === 'pass' ? first(ctx.title, 'stockPassRefusal', ctx, actor, () => stockChoices(ctx, actor)) : null;
    if (passRefused) throw passRefused;
    const refused = first(ctx.title, 'stockActionRefusal', ctx, action);
    if (refused) throw refused;
    if (action.type !== 'pass') {
      const step = stockSteps(ctx).find((s) => s.accepts.includes(action.type));
      if (!step) throw illegal(`${action.type} is not possible in a stock round`, 'title.json rounds.stock.steps');
      step.process(ctx, actor, action);
    }
    // An action whose placement goes on is not over yet.
    if (first(ctx.title, 'stockActionOpen', ctx)) return;
    afterStockAction(ctx, action);
  },
};

/**
 * After a player's action: record it, and end the turn when the turn's shape or the player's options say so.
 * Turn shapes: "sellThenBuy" (sales, then one purchase that ends the turn); "sellBuyOrBuySell" (sales
 * then a purchase, which ends the turn, or a purchase then sales).
 */
export function afterStockAction(ctx: Ctx, action: Action): void {
  const round = ctx.state.round as StockRoundState;
  // A bankruptcy ends the stock round at once; a new one starts, opened by the new priority deal
  // (1860 rules, Bankrupt Companies L961-964).
  if (ctx.state.restartStockRound) {
    delete ctx.state.restartStockRound;
    ctx.log.push(`Stock round ${round.number} ends with the bankruptcy; a new stock round begins`);
    startStockRound(ctx, round.number);
    return;
  }
  if (action.type === 'pass') {
    if (round.turnState.acted) round.passes = 0;
    else {
      round.passes += 1;
      ctx.log.push(`${playerName(ctx, round.turn)} passes`);
    }
    endTurn(ctx);
    return;
  }
  // A free action (Step.freeAction: 1860's exchange): the turn goes on as if it had not happened.
  if (stockSteps(ctx).some((st) => st.accepts.includes(action.type) && st.freeAction?.(ctx, action) === true)) return;
  round.turnState.acted = true;
  each(ctx.title, 'stockActionTaken', ctx, action);
  round.lastActor = round.turn;
  round.passes = 0;
  // An offer for a private company waits for its owner's answer (then a later pass ends the turn).
  if (action.type === 'offer_company') return;
  // A step whose every action is a whole turn (the solo tableau): a pass then ends the round (1862 solo S10).
  if (WHOLE_TURN.has(action.type) || stockSteps(ctx).some((st) => (st as { wholeTurn?: boolean }).wholeTurn && st.accepts.includes(action.type))) {
    endTurn(ctx);
    return;
  }
  if (isPurchase(ctx, action.type)) {
    const a = action as { corporation?: string; company?: string };
    round.turnState.bought.push(a.corporation ?? a.company ?? '');
    if (action.type === 'buy_shares' && (action as { from?: string }).from === 'ipo') round.turnState.boughtFromIpo = true;
    // "sellBuyOrBuySell": sell then buy, or buy then sell; a purchase after sales ends the turn.
    // "sellBuySell": the purchase never ends the turn; the player may sell again, then passes
    // (1843 rules L1529-1566, sell-buy-sell).
    const turn = ctx.title.rounds.stock.turn;
    // A share of a multiple-buy zone bought after sales leaves the turn open for more of them where the title
    // allows that (rounds.stock.multiBuy afterSales); the player ends it by passing.
    const multiBuy = ctx.title.rounds.stock.multiBuy;
    const from = (action as { from?: string }).from;
    const moreAfterSales = action.type === 'buy_shares' && multiBuy?.afterSales === true && (multiBuy.from as string[]).includes(from ?? '') && inMultiBuyZone(ctx, a.corporation);
    if (turn === 'sellThenBuy' || (turn === 'sellBuyOrBuySell' && round.turnState.sold.length > 0 && !moreAfterSales)) {
      endTurn(ctx);
      return;
    }
  }
  if (!hasStockChoice(ctx, turnActor(ctx))) endTurn(ctx);
}

/** Whether the corporation's price stands in a multiple-buy (brown) cell. */
function inMultiBuyZone(ctx: Ctx, corporation: string | undefined): boolean {
  const c = corporation === undefined ? undefined : ctx.state.corporations[corporation];
  return c?.market ? cellAt(ctx.title.market, c.market).multiBuy === true : false;
}

function endTurn(ctx: Ctx): void {
  const round = ctx.state.round as StockRoundState;
  // The mechanisms' end of a turn (title.json negotiation: an open proposal lapses with its proposer's turn).
  each(ctx.title, 'stockTurnEnded', ctx);
  // The mechanisms' note of the turn: pass-order cards (a pass takes one), part A's quiet turns.
  each(ctx.title, 'stockTurnOver', ctx, round.turn, !round.turnState.acted);
  // Sales waiting for their price fall may hold the turn (turnSalesHeld: offers of price protection, 1870).
  if (round.sales.length > 0 && first(ctx.title, 'turnSalesHeld', ctx)) return;
  afterProtection(ctx);
}

/** The seller's turn is fully over: clear the sales and pass the turn on (left of the last protector, if any). */
export function afterProtection(ctx: Ctx): void {
  const { state } = ctx;
  const round = state.round as StockRoundState;
  const resumeAfter = round.lastProtector ?? round.turn;
  round.sales = [];
  round.lastProtector = null;
  round.turn = resumeAfter;
  advance(ctx);
}

/** Moves the turn on from `round.turn`, passing players who can do nothing, until someone can act or the round (or its part A) ends. */
function advance(ctx: Ctx): void {
  const { state } = ctx;
  const round = state.round as StockRoundState;
  const n = state.players.length;
  for (;;) {
    // A mechanism may hold the turns (1820 §6.5.1 L384-389: part A over, the lobbies are resolved).
    if (first(ctx.title, 'stockTurnPassing', ctx)) return;
    if (round.passes >= n) {
      finishStockRound(ctx);
      return;
    }
    round.turn = nextSeat(state, round.turn);
    round.turnState = { sold: [], acted: false, bought: [] };
    // A player who can do nothing but pass is passed at once, as on 18xx.games.
    if (hasStockChoice(ctx, turnActor(ctx))) return;
    round.passes += 1;
    each(ctx.title, 'stockTurnOver', ctx, round.turn, true);
    ctx.log.push(`${playerName(ctx, round.turn)} has nothing to do and passes`);
  }
}

/** A mechanism's interruption is over (lobbies resolved): the turn moves on from `round.turn`. */
export const resumeStockTurns = (ctx: Ctx): void => advance(ctx);

function finishStockRound(ctx: Ctx): void {
  const { title, state } = ctx;
  const round = state.round as StockRoundState;
  // A mechanism may make the end-of-round moves itself (rounds.stock.poolMovement: pool shares push prices
  // down, and sold-out rises follow in the same pass in operating order; 1820 §6.7).
  const handled = first(title, 'stockRoundPrices', ctx);
  if (!handled) each(title, 'soldOutRise', ctx);
  if (!handled && title.rounds.stock.soldOutMovement === 'up') {
    for (const def of title.corporations) {
      const c = state.corporations[def.id]!;
      if (!c.market || c.closed) continue;
      // Sold out: every share with players or back in the corporation's own treasury.
      // A mechanism may decide it otherwise (hook soldOutTest; title.json byPlayerCount soldOut).
      const decided = first(title, 'soldOutTest', ctx, c);
      if (decided ? decided.soldOut : c.certs.every((h) => h.startsWith('player:') || h === `corp:${c.id}` || first(title, 'investorHolder', title, h))) {
        const before = cellAt(title.market, c.market).price;
        placeMarker(ctx, c, moveUp(title.market, c.market), 'soldOut');
        const after = cellAt(title.market, c.market).price;
        if (after !== before) ctx.log.push(`${c.id} is sold out and rises to ${after}`);
      }
    }
  }
  if (round.lastActor !== null) state.priority = nextSeat(state, round.lastActor);
  ctx.log.push(`Stock round ${round.number} ends`);
  // An end cell reached by the sold-out rise with soldOutTiming "immediate" (1843 L4604-4619).
  if (state.endPending?.timing === 'immediate') {
    finishGame(ctx, state.endPending.reason);
    return;
  }
  // The mechanisms' end of the round: the game may end (1820 §9.1: no company directed by a player), player
  // cards are dealt again, charters still held are fined.
  if (first(title, 'stockRoundEnded', ctx, round.number)) return;
  // No rules text covers a game whose every corporation has closed; nothing could ever happen
  // again, so the engine ends it (scored as usual).
  if (Object.values(state.corporations).every((c) => c.closed)) {
    finishGame(ctx, 'allCorporationsClosed');
    return;
  }
  if (roundFinished(ctx, true)) return;
  // Before the next round: nationalisation may begin (1860 rules L899-937).
  each(title, 'roundEnded', ctx, 'stock');
  startNextRound(ctx);
}
