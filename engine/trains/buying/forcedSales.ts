/**
 * A forced purchase the treasury and the president's cash cannot pay: the president's sales, and
 * bankruptcy when even they would not be enough. 1870 rules, "Forced stock sales" and "Bankruptcy".
 */
import type { Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { actingSeat } from '../../state/actingSeat';
import { mustBuyTrain } from '../mustBuy';
import { playerHolder } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { saleRefusal } from '../../steps/buySellParShares';
import { keepsPresidency, percentHeld, sharePercent, sharePrice } from '../../shares/holdings';
import { sellAsPlayer } from '../../shares/playerSale';
import { emergency, presidentCash, privatesToBank } from './emergency';
import { contributionSales } from './contributionSales';
/**
 * A president short of money for a forced purchase sells shares (1870 rules, "Forced stock sales"):
 * own shares only, by the usual selling rules, never changing the presidency of the buying
 * corporation, and only while money is still missing.
 */
export function emergencySales(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const em = emergency(ctx, corp);
  if (!em || presidentCash(ctx, corp) >= em.shortfall) return [];
  const president = ctx.state.corporations[corp]!.president;
  if (president === null) return [];
  const player: Actor = { entityType: 'player', entity: president, seat: president };
  const out: LegalAction[] = [];
  for (const def of ctx.title.corporations) {
    const held = percentHeld(ctx.title, ctx.state.corporations[def.id]!, playerHolder(president));
    for (let p = 10; p <= held; p += 10) {
      const action = act(player, 'sell_shares', { corporation: def.id, percent: p });
      if (saleViolation(ctx, player, corp, action as SellSharesAction)) continue;
      out.push({ id: actionId(action), action });
    }
  }
  // emergencyBuy.privatesToBank "faceValue" (1843 rules L4391-4530): privates discarded to the bank at face value.
  for (const co of privatesToBank(ctx, president)) {
    const action = act(player, 'sell_company', { company: co.id, price: co.value });
    out.push({ id: actionId(action), action });
  }
  return out;
}


export function saleViolation(ctx: Ctx, player: Actor, buyer: string, a: SellSharesAction): GameError | null {
  const v = saleRefusal(ctx, player, a);
  if (v) return v;
  const more = moreThanNeeded(ctx, player, buyer, a);
  if (more) return more;
  if (a.corporation === buyer) {
    const c = ctx.state.corporations[buyer]!;
    if (!keepsPresidency(ctx.title, ctx.state, c, player.seat, a.percent)) return illegal(`selling would cost the president the presidency of ${buyer}`, '1870 rules, Forced stock sales');
  }
  return null;
}


/**
 * Bankruptcy is declared when even selling everything the rules let the president sell would not
 * pay for the cheapest train from the bank (18xx.games Game#can_go_bankrupt?: president's cash,
 * sellable shares at the current price, and the treasury); the president need not sell first.
 */
export function beyondRescue(ctx: Ctx, corp: string, sales: LegalAction[]): boolean {
  const em = emergency(ctx, corp);
  if (!em) return false;
  const best = new Map<string, number>();
  for (const l of sales) {
    if (l.action.type !== 'sell_shares') continue;
    const a = l.action as SellSharesAction;
    best.set(a.corporation, Math.max(best.get(a.corporation) ?? 0, a.percent));
  }
  let value = presidentCash(ctx, corp);
  for (const [c, percent] of best) value += ((sharePrice(ctx.title, ctx.state.corporations[c]!) ?? 0) * percent) / sharePercent(ctx.title, ctx.state.corporations[c]!);
  const president = ctx.state.corporations[corp]!.president;
  if (president !== null) for (const co of privatesToBank(ctx, president)) value += co.value;
  return value < em.shortfall;
}

/**
 * A bankrupt player's shares go to the market, the largest block the selling rules allow for each
 * corporation, as ordinary sales (with price protection, the price waits for the president, and
 * in 1870 the game ends first, so it never moves); what they raise goes to the bank with the rest
 * of the player's cash. As 18xx.games does (Bankrupt#sell_bankrupt_shares); the 1870 rules only
 * say the game ends, and the recorded games score the player this way.
 */
export function sellBankruptShares(ctx: Ctx, seat: number): void {
  const player: Actor = { entityType: 'player', entity: seat, seat };
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || !c.market) continue;
    for (;;) {
      const held = percentHeld(ctx.title, c, playerHolder(seat));
      let sold = false;
      for (let p = held; p >= 10 && !sold; p -= 10) {
        const a = act(player, 'sell_shares', { corporation: def.id, percent: p }) as SellSharesAction;
        if (saleRefusal(ctx, player, a)) continue;
        sellAsPlayer(ctx, seat, a);
        sold = true;
      }
      if (!sold) break;
    }
  }
}

export const fromBank = (l: LegalAction): boolean => {
  const from = (l.action as { from?: string }).from;
  return from === 'depot' || from === 'pool';
};

/**
 * A forced purchase that the bank and the open market cannot satisfy: the president's sales,
 * and whether bankruptcy may be declared (nothing left to sell, or selling all would not be
 * enough). A train from another corporation (bought with the treasury alone) does not stop the
 * bankruptcy, as on 18xx.games (Game#can_go_bankrupt? looks at the bank's trains only).
 * Null when no forced purchase is stuck.
 */
export function stuckPurchase(ctx: Ctx, actor: Actor, buys: LegalAction[]): { sales: LegalAction[]; bankruptcy: boolean } | null {
  const corp = String(actor.entity);
  if (buys.some(fromBank) || !mustBuyTrain(ctx, corp)) return null;
  const sales = emergencySales(ctx, actor);
  return { sales, bankruptcy: sales.length === 0 || beyondRescue(ctx, corp, sales) };
}

export function isEmergencySale(ctx: Ctx, corp: string, action: { type: string; entityType: string; entity: unknown }): boolean {
  if ((action.type !== 'sell_shares' && action.type !== 'sell_company') || action.entityType !== 'player' || action.entity !== ctx.state.corporations[corp]?.president) return false;
  const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
  return emergencySales(ctx, actor).length > 0 || (action.type === 'sell_shares' && contributionSales(ctx, actor).length > 0);
}

/**
 * emergencyBuy.salesOnlyAsNeeded (1870 rules, Forced stock sales: "The president may only sell
 * enough shares to make the forced purchase"): a block is too large when one share fewer would
 * already cover what is missing and could itself be sold ("All normal rules regarding the stock
 * market and share and certificate limits must be followed": a president over the holding limit
 * sells at least down to it).
 */
function moreThanNeeded(ctx: Ctx, player: Actor, buyer: string, a: SellSharesAction): GameError | null {
  if ((ctx.title.rounds.operating.emergencyBuy as { salesOnlyAsNeeded?: boolean } | undefined)?.salesOnlyAsNeeded !== true) return null;
  const em = emergency(ctx, buyer);
  if (!em) return null;
  const missing = em.shortfall - presidentCash(ctx, buyer);
  const price = sharePrice(ctx.title, ctx.state.corporations[a.corporation]!) ?? 0;
  const unit = sharePercent(ctx.title, ctx.state.corporations[a.corporation]!);
  const lesser = a.percent - unit;
  if (lesser <= 0 || (price * lesser) / unit < missing) return null;
  if (saleRefusal(ctx, player, { ...a, percent: lesser })) return null;
  return illegal(`${lesser}% of ${a.corporation} would already raise the ${missing} missing; the president sells only as much as the forced purchase needs`, '1870 rules, Forced stock sales');
}

