/**
 * Increasing a company's share count (title.json shareCounts.increase; 1820 §6.5.2.2 L426-449), as the
 * one action of a part A stock turn (it keeps part A open, like a lobby: L384-388). The company must have
 * operated (nearest to "floated in a prior Stock Round"). The new shares go to the treasury; then, while
 * players and cousins hold less than `minHeldPercent` (step 4, L439-440), the increase waits for its
 * placement (StockRoundState.increase): the director buys from the treasury at the current price one
 * share at a time (buy_shares from "ipo"), has their own cousins buy (buy_shares with `cousin`), or
 * proposes a share to another player or their cousin (title.json negotiation deal placeShare). The increase
 * is offered only when the director could pay for every share alone, so it can always be completed. When
 * the holding is reached `poolPercent` of the company, at least one share, goes from the treasury to the
 * pool without payment, and as much again when the count skips a size (5 → 20); that ends the director's
 * action. The company may not be sold for the rest of the stock round (rule sellNotIncreasedThisRound).
 * The director's own purchases here are the obligation of step 4, not checked against the holding limit
 * (as before consent was built).
 *
 * A one-share private company (title.json privateCompanies) goes public the same way (L431-435): the
 * action names a par price open now (`price`, a par cell of market.json whose tier is open), its marker
 * goes on that cell below any already there, and it counts as having had one size below the first of
 * `sizes`, so that going past the first size places the second 10% (L447-448).
 *
 * The placement is an interruption of the stock round's turn (`increasePlacement`), brought with the step by the
 * share-counts mechanism (shareCounts.ts).
 *
 * With `holdersMaySell` (L442: "Players currently holding shares of the company may sell them at this point,
 * before the company finishes increasing its share count") players holding shares sell them out of turn while
 * the increase is under way (increaseSales.ts); a sale below the 40% raises what must still be bought, and the
 * increase, once placed, waits for the director to finish it (pass), so the holders have their moment.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, unknown, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { parPriceOpen } from '../../market/parTiers';
import { isPrivateCompany } from '../privateCompanies';
import { cellAt } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { sharePercent, sharePrice } from '../../shares/holdings';
import { buyShare } from '../../shares/trade';
import { stockRuleLists } from '../../shares/rules';
import { LIQUIDATION_TRADING_REF, tradingBarredByLiquidation } from '../liquidationTrading';
import { forInvestor, investorsOf, isShareholder } from '../../shares/investor';
import { type MarketPosition, type StockRoundState } from '../../state/types';
import { act, firstViolation, type Actor, type LegalAction, type Step } from '../../steps/step';
import type { BuySharesAction } from '../../generated/actions';
import type { Interruption } from '../../core/mechanism';
import { afterStockAction } from '../../rounds/stock';

export const INCREASE_REF = '1820 rules §6.5.2.2 L426-449 (increase share-count)';

interface Plan {
  buy: number;
  pool: number;
  cost: number;
  /** A private company going public: the par cell chosen. */
  parCell?: MarketPosition;
}

/** The par cells open now, where a private company going public may be placed (§16, market.json parTiers). */
function openParCells(ctx: Ctx): { row: number; col: number; price: number }[] {
  return ctx.title.market.parCells.filter((p) => parPriceOpen(ctx.title, ctx.state, p.price));
}

function plan(ctx: Ctx, corp: string, shares: number, price?: number): Plan | GameError {
  const cfg = ctx.title.definition.title.shareCounts?.increase;
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (!cfg || !c.equalShares) return illegal(`${corp}'s share count cannot be changed`, INCREASE_REF);
  const sizes: number[] = cfg.sizes;
  const going = isPrivateCompany(c);
  let parCell: MarketPosition | undefined;
  if (going) {
    const cell = openParCells(ctx).find((p) => p.price === price);
    if (!cell) return illegal(`${corp} is a private company: choose an open par price (${openParCells(ctx).map((p) => p.price).join(', ')})`, INCREASE_REF);
    parCell = { row: cell.row, col: cell.col };
  } else if (price !== undefined) return illegal(`${corp} has a share price; only a private company chooses a par price`, INCREASE_REF);
  // A private company stands one size below the first (L447-448: 1 to 10 skips 5).
  const from = going ? -1 : sizes.indexOf(c.equalShares);
  const to = sizes.indexOf(shares);
  if (to < 0 || to <= from) return illegal(`${corp} may go from ${c.equalShares} shares to ${cfg.sizes.filter((n) => n > c.equalShares!).join(' or ') || 'no larger count'}, not ${shares}`, INCREASE_REF);
  // Shares already held by players and cousins count towards the 40% (1820 §6.5.2.2 L439).
  const held = c.certs.filter((h) => isShareholder(ctx.title, h)).length;
  const buy = Math.max(0, Math.ceil((cfg.minHeldPercent * shares) / 100) - held);
  const steps = from < 0 && !going ? 1 : Math.min(2, to - from);
  const pool = steps * Math.max(1, Math.round((cfg.poolPercent * shares) / 100));
  const added = shares - c.certs.length;
  const treasury = c.certs.filter((h) => h === 'ipo').length + added;
  if (buy + pool > treasury) return illegal(`${corp}'s treasury would not hold the ${buy + pool} shares the increase needs`, INCREASE_REF);
  const perShare = parCell ? cellAt(ctx.title.market, parCell).price : sharePrice(ctx.title, c)!;
  return { buy, pool, cost: buy * perShare, ...(parCell ? { parCell } : {}) };
}

function check(ctx: Ctx, actor: Actor, corp: string, shares: number, price?: number): Plan | GameError {
  const round = ctx.state.round as StockRoundState;
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat || c.closed) return illegal(`you do not direct ${corp}`, INCREASE_REF);
  if (round.part !== undefined && round.part !== 'A') return illegal('share counts are increased only in part A of the stock round', INCREASE_REF);
  if (round.turnState.bought.length > 0) return illegal('you have already taken your one action this turn', INCREASE_REF);
  if (!c.operated) return illegal(`${corp} must have floated in a prior stock round`, INCREASE_REF);
  // [DECISION] The increase sells treasury shares, and shares of a company in liquidation "cannot be bought" (§10.7 L1017).
  if (tradingBarredByLiquidation(ctx, corp)) return illegal(`${corp} is in liquidation: its shares cannot be bought, so its share count cannot be increased`, LIQUIDATION_TRADING_REF);
  const p = plan(ctx, corp, shares, price);
  if ('code' in p) return p;
  const cash = ctx.state.players[actor.seat]!.cash;
  if (p.cost > cash) return illegal(`the director must buy ${p.buy} share${p.buy === 1 ? '' : 's'} for ${money(ctx, p.cost)}, ${money(ctx, cash)} available`, INCREASE_REF);
  return p;
}

export const increaseShareCount: Step = {
  name: 'increaseShareCount',
  accepts: ['increase_shares'],
  purchases: ['increase_shares'],
  legal(ctx, actor) {
    const cfg = ctx.title.definition.title.shareCounts?.increase;
    if (!cfg || ctx.state.round.kind !== 'stock' || actor.entityType !== 'player') return [];
    const out: LegalAction[] = [];
    for (const def of ctx.title.corporations) {
      const c = ctx.state.corporations[def.id]!;
      const prices = isPrivateCompany(c) ? openParCells(ctx).map((p) => p.price) : [undefined];
      for (const shares of cfg.sizes)
        for (const price of prices) {
          if ('code' in check(ctx, actor, def.id, shares, price)) continue;
          const action = act(actor, 'increase_shares', { corporation: def.id, shares, ...(price !== undefined ? { price } : {}) });
          out.push({ id: actionId(action), action });
        }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string; shares: number; price?: number };
    const p = check(ctx, actor, a.corporation, a.shares, a.price);
    if ('code' in p) throw p;
    const c = ctx.state.corporations[a.corporation]!;
    const before = c.equalShares!;
    if (p.parCell) {
      // §6.5.2.2 step 1: back on the stock market at the chosen par, under the markers already there.
      delete c.privateTrack;
      c.par = cellAt(ctx.title.market, p.parCell).price;
      placeMarker(ctx, c, p.parCell);
      ctx.log.push(`${c.id} goes public again at ${money(ctx, c.par)}`);
    }
    c.equalShares = a.shares;
    while (c.certs.length < a.shares) c.certs.push('ipo');
    const round = ctx.state.round as StockRoundState;
    (round.increased ??= []).push(c.id);
    round.turnState.lobbied = true;
    ctx.log.push(`${playerName(ctx, actor.seat)} increases ${c.id} from ${before} to ${a.shares} shares${p.buy > 0 ? `; ${p.buy} must be bought from its treasury at ${money(ctx, sharePrice(ctx.title, c)!)}` : ''}`);
    round.increase = { corporation: c.id, need: p.buy, pool: p.pool, action };
    // The holders who may sell during the increase, and how much: what they hold now (L442 "currently holding").
    if (holdersMaySell(ctx)) {
      const sellable: Record<string, number> = {};
      for (const h of c.certs) if (h.startsWith('player:')) sellable[h.slice(7)] = (sellable[h.slice(7)] ?? 0) + 1;
      round.increase.sellable = sellable;
    }
    if (p.buy === 0 && !holdersMaySell(ctx)) completeIncrease(ctx);
  },
};

/** The placement of an increase under way (StockRoundState.increase), or null. */
export function increaseUnderWay(ctx: Ctx): NonNullable<StockRoundState['increase']> | null {
  return ctx.state.round.kind === 'stock' ? (ctx.state.round.increase ?? null) : null;
}

/** Holders may sell while the increase is under way (shareCounts.increase.holdersMaySell, L442): the director then finishes it. */
export function holdersMaySell(ctx: Ctx): boolean {
  return ctx.title.definition.title.shareCounts?.increase?.holdersMaySell === true;
}

/** The shares still to be bought from the treasury: 40% of the new count less what players and cousins hold now (L439), `sold` fewer. */
export function placementNeed(ctx: Ctx, corp: string, sold = 0): number {
  const cfg = ctx.title.definition.title.shareCounts!.increase!;
  const c = ctx.state.corporations[corp]!;
  return Math.max(0, Math.ceil((cfg.minHeldPercent * c.equalShares!) / 100) - (c.certs.filter((h) => isShareholder(ctx.title, h)).length - sold));
}

/** Step 5-6 (L441-446): the pool placements, free; the increase is over. */
function completeIncrease(ctx: Ctx): void {
  const round = ctx.state.round as StockRoundState;
  const inc = round.increase!;
  const c = ctx.state.corporations[inc.corporation]!;
  for (let k = 0; k < inc.pool; k++) c.certs[c.certs.lastIndexOf('ipo')] = 'market';
  ctx.log.push(`${inc.pool} share${inc.pool === 1 ? '' : 's'} of ${c.id} go${inc.pool === 1 ? 'es' : ''} to the pool`);
  delete round.increase;
}

/** A treasury share of the increased company was bought (by anyone); true when the increase is complete (its action then ends as a stock action). */
export function afterIncreasePurchase(ctx: Ctx): boolean {
  const inc = increaseUnderWay(ctx);
  if (!inc) return false;
  inc.need -= 1;
  if (inc.need > 0 || holdersMaySell(ctx)) return false;
  completeIncrease(ctx);
  return true;
}

const DIRECTOR_BUY_REF = '1820 rules §6.5.2.2 step 4 L439-440';

/** The director's choices while the increase is placed: a treasury share for themselves or one of their cousins. */
export function increaseLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const inc = increaseUnderWay(ctx)!;
  const c = ctx.state.corporations[inc.corporation]!;
  // Placed: the director finishes the increase (the holders' sales, L442, come before it).
  if (inc.need === 0) {
    const done = act(actor, 'pass', {});
    return [{ id: actionId(done), action: done }];
  }
  const out: LegalAction[] = [];
  const mine = act(actor, 'buy_shares', { corporation: c.id, from: 'ipo', percent: sharePercent(ctx.title, c) });
  if (!directorBuyRefusal(ctx, actor, mine as BuySharesAction)) out.push({ id: actionId(mine), action: mine });
  for (const k of investorsOf(ctx, actor.seat)) {
    const ka = act(actor, 'buy_shares', { corporation: c.id, from: 'ipo', percent: sharePercent(ctx.title, c), ...k.fields });
    if (!firstViolation(stockRuleLists(ctx.title).buy, ctx, actor, ka as BuySharesAction)) out.push({ id: actionId(ka), action: ka });
  }
  return out;
}

/** The purchase is one treasury share of the company being increased, and the treasury has one. */
function shapeRefusal(ctx: Ctx, a: BuySharesAction): GameError | null {
  const inc = increaseUnderWay(ctx)!;
  const c = ctx.state.corporations[inc.corporation]!;
  if (inc.need === 0) return illegal(`the increase of ${c.id} is placed: its director finishes it (pass)`, DIRECTOR_BUY_REF);
  if (a.corporation !== c.id || a.from !== 'ipo' || a.percent !== sharePercent(ctx.title, c)) return illegal(`the increase of ${c.id} waits for shares of ${c.id} bought from its treasury, one at a time`, DIRECTOR_BUY_REF);
  return c.certs.includes('ipo') ? null : illegal(`${c.id}'s treasury has no share left`, DIRECTOR_BUY_REF);
}

function directorBuyRefusal(ctx: Ctx, actor: Actor, a: BuySharesAction): GameError | null {
  const c = ctx.state.corporations[a.corporation];
  const v = shapeRefusal(ctx, a);
  if (v || !c) return v;
  const price = sharePrice(ctx.title, c)!;
  const cash = ctx.state.players[actor.seat]!.cash;
  return price <= cash ? null : illegal(`the share costs ${money(ctx, price)}, ${money(ctx, cash)} available`, DIRECTOR_BUY_REF);
}

/** A purchase while the increase is placed (the director's, or for one of their cousins); true when the increase is complete. */
export function processIncreasePurchase(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type !== 'buy_shares') throw illegal(`the increase of ${increaseUnderWay(ctx)!.corporation} must first be placed: buy its treasury shares (or propose them to another player)`, DIRECTOR_BUY_REF);
  const a = action as BuySharesAction;
  if (forInvestor(ctx, actor.seat, a)) {
    const v = shapeRefusal(ctx, a) ?? firstViolation(stockRuleLists(ctx.title).buy, ctx, actor, a);
    if (v) throw v;
    buyShare(ctx, actor.seat, a);
  } else {
    const v = directorBuyRefusal(ctx, actor, a);
    if (v) throw v;
    buyShare(ctx, actor.seat, a);
  }
  return afterIncreasePurchase(ctx);
}

/**
 * A treasury share was placed with another player or cousin (negotiation/ placeShare): the increase goes on,
 * and ends as the turn's stock action once placed. False: no increase is under way.
 */
export function afterPlacement(ctx: Ctx): boolean {
  const inc = increaseUnderWay(ctx);
  if (!inc) return false;
  if (afterIncreasePurchase(ctx)) afterStockAction(ctx, inc.action);
  return true;
}

/**
 * An increase waiting for its 40% (1820 §6.5.2.2 step 4) holds the director's turn: treasury shares, or
 * proposals to others (out of turn, mechanisms/negotiation/); when it is placed the increase, the turn's action, is over.
 */
export const increasePlacement: Interruption = {
  name: 'increasePlacement',
  actor: (ctx) => {
    const r = ctx.state.round;
    return r.kind === 'stock' && r.increase ? { entityType: 'player', entity: r.turn, seat: r.turn } : null;
  },
  legal: increaseLegal,
  process(ctx, actor, action) {
    const inc = increaseUnderWay(ctx)!;
    if (action.type === 'pass') {
      if (inc.need > 0) throw illegal(`the increase of ${inc.corporation} needs ${inc.need} more share${inc.need === 1 ? '' : 's'} bought from its treasury before it ends`, DIRECTOR_BUY_REF);
      completeIncrease(ctx);
      afterStockAction(ctx, inc.action);
      return;
    }
    if (processIncreasePurchase(ctx, actor, action)) afterStockAction(ctx, inc.action);
  },
};

declare module '../../state/slices' {
  interface StockRoundSlices {
    /**
     * A share-count increase waiting for its 40% (engine/mechanisms/shareCounts/increaseShareCount.ts; 1820 §6.5.2.2 step 4): the
     * company, the treasury shares still to be bought, the pool placements that follow, and the increase action
     * (the director's stock action, ended when the placement is done). Absent: none under way.
     */
    increase?: {
      corporation: string;
      need: number;
      pool: number;
      action: Action;
      /** With shareCounts.increase.holdersMaySell: the shares each player (by seat) held as the increase began and may still sell in it (1820 L442). */
      sellable?: Record<string, number>;
    };
    /** Companies whose share count was increased this round (no sales of them until the next; 1820 §6.5.2.3). */
    increased?: string[];
  }
}
