/**
 * Buying trains: from the depot (its lowest type only), from the bank pool at
 * face value, or from another corporation with the same president at any
 * price. A corporation without a train that has a route must buy one; if its
 * treasury falls short, the president pays the rest for the cheapest train,
 * and a president who cannot is bankrupt (title.json rounds.operating).
 * common 18xx rules, "Buying trains" and "Forced train purchase".
 */
import { each, first } from '../core/ask';
import { money, type Ctx } from '../context';
import { illegal } from '../errors';
import type { BuyTrainAction, MarkTrainAction, SellCompanyAction, SellSharesAction } from '../generated/actions';
import { actionId } from '../ids';
import { finishGame } from '../state/end';
import { pay } from '../state/bank';
import { actingSeat } from '../state/actingSeat';
import { discardObsolete, legalMarks, markTrain } from '../trains/obsolete';
import { mustBuyTrain } from '../trains/mustBuy';
import { playerHolder } from '../state/types';
import type { OperatingStep } from './operating';
import { act, type Actor, type LegalAction } from './step';
import { sellAsPlayer } from '../shares/playerSale';
import { FORCED, PRIVATES_REF, RAISE_REF } from '../trains/buying/refs';
import { emergency, presidentCash, privatesToBank } from '../trains/buying/emergency';
import { anyLegalBuy, legalBuys } from '../trains/buying/legalBuys';
import { emergencySales, saleViolation, sellBankruptShares, stuckPurchase } from '../trains/buying/forcedSales';
import { mayConvert, raiseMoney } from '../trains/buying/raise';
import { buy } from '../trains/buying/buy';
import { contributionSaleViolation, contributionSales, contributionSalesOpen } from '../trains/buying/contributionSales';
// The step's parts live in engine/trains/buying/; re-exported for the step's former importers.
export { mustBuyTrain };
export { trainOffers } from '../trains/buying/offers';
export { tradeFunding, tradeMaxPrice } from '../trains/buying/emergency';
export { isEmergencySale } from '../trains/buying/forcedSales';

/** The director's sale `a` raising a contribution to `corp`'s train purchase (L673), its rules already checked. */
export function sellForContribution(ctx: Ctx, corp: string, a: SellSharesAction): void {
  const president = ctx.state.corporations[corp]!.president!;
  sellAsPlayer(ctx, president, a);
  // A company spending its director's cash as its treasury takes the proceeds (1820 L1231).
  each(ctx.title, 'directorCashRaised', ctx, corp);
}

export const buyTrain: OperatingStep = {
  name: 'buyTrain',
  accepts: ['buy_train', 'bankrupt', 'sell_shares', 'sell_company', 'convert', 'mark_train'],
  legal(ctx, actor) {
    const buys = [...legalBuys(ctx, actor), ...legalMarks(ctx, actor)];
    // 1862: refinancing by choice, where a pass would sell treasury shares (emergencyBuy.raise).
    const convert: LegalAction[] = mayConvert(ctx, String(actor.entity)) ? [{ id: 'convert', action: act(actor, 'convert', {}) }] : [];
    const stuck = stuckPurchase(ctx, actor, buys);
    if (!stuck) return [...buys, ...convert, ...contributionSales(ctx, actor)];
    const bankrupt = act(actor, 'bankrupt', {});
    return [...buys, ...convert, ...stuck.sales, ...(stuck.bankruptcy ? [{ id: actionId(bankrupt), action: bankrupt }] : [])];
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    if (action.type === 'convert') {
      if (!mayConvert(ctx, corp)) throw illegal(`${corp} may refinance by choice only when it must buy a train it cannot pay for and both a treasury sale and refinancing would cover it`, RAISE_REF);
      ctx.log.push(`${corp} chooses to refinance`);
      first(ctx.title, 'refinancing', ctx, corp)!.start();
      return;
    }
    if (action.type === 'sell_shares') {
      const a = action as SellSharesAction;
      const president = ctx.state.corporations[corp]!.president!;
      const player: Actor = { entityType: 'player', entity: president, seat: president };
      if (emergencySales(ctx, actor).length === 0) {
        if (!contributionSalesOpen(ctx, actor)) throw illegal('the president sells shares only to pay for a forced train purchase', '1870 rules, Forced stock sales');
        const v = contributionSaleViolation(ctx, player, a);
        if (v) throw v;
        sellForContribution(ctx, corp, a);
        return;
      }
      const v = saleViolation(ctx, player, corp, a);
      if (v) throw v;
      sellAsPlayer(ctx, president, a);
      return;
    }
    if (action.type === 'mark_train') {
      markTrain(ctx, corp, action as MarkTrainAction);
      return;
    }
    if (action.type === 'sell_company') {
      const a = action as SellCompanyAction;
      const president = ctx.state.corporations[corp]!.president;
      const em = emergency(ctx, corp);
      if (president === null || !em || presidentCash(ctx, corp) >= em.shortfall) throw illegal('privates are discarded to the bank only for a forced train purchase still short of money', PRIVATES_REF);
      const co = privatesToBank(ctx, president).find((x) => x.id === a.company);
      if (!co) throw illegal(`${a.company} is not an open private company of the president's that may go to the bank`, PRIVATES_REF);
      if (a.price !== co.value) throw illegal(`${a.company} goes to the bank for its face value, ${co.value}`, PRIVATES_REF);
      pay(ctx, 'bank', playerHolder(president), co.value);
      const state = ctx.state.companies[co.id]!;
      state.owner = 'bank';
      state.closed = true;
      ctx.log.push(`${ctx.state.players[president]!.name} discards ${co.id} to the bank for ${money(ctx, co.value)}`);
      return;
    }
    if (action.type === 'bankrupt') {
      if (!stuckPurchase(ctx, actor, legalBuys(ctx, actor))?.bankruptcy)
        throw illegal('bankruptcy is declared only when the president cannot pay for a required train', FORCED);
      // Players never go bankrupt where the corporation does instead (corporationBankrupt; 1862.md §2.8).
      if (first(ctx.title, 'corporationBankrupt', ctx, corp, 'it cannot pay for a forced train purchase')) return;
      const seat = actor.seat;
      ctx.state.players[seat]!.bankrupt = true;
      ctx.log.push(`${ctx.state.players[seat]!.name} cannot pay for a train for ${corp} and is bankrupt`);
      sellBankruptShares(ctx, seat);
      // 1870 rules, Bankruptcy: the player's cash goes to the bank (the game then ends at once).
      pay(ctx, `player:${seat}`, 'bank', ctx.state.players[seat]!.cash);
      finishGame(ctx, 'bankruptcy');
      return;
    }
    buy(ctx, actor, action as BuyTrainAction & { exchange?: string });
  },
  done(ctx, corp) {
    if (ctx.state.finished) return true;
    // Obsolete certificates that have made their last run go just before the buy-train step (1843 L5294-5296).
    discardObsolete(ctx, corp);
    // A mechanism may settle the step itself (trainStepAutomatic: in receivership 1862 buys the train automatically, 1862.md §2.8).
    if (first(ctx.title, 'trainStepAutomatic', ctx, corp)) return true;
    const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
    const mustBuy = mustBuyTrain(ctx, corp);
    return !mustBuy && !anyLegalBuy(ctx, actor, mustBuy) && legalMarks(ctx, actor).length === 0;
  },
  leave(ctx, corp) {
    each(ctx.title, 'trainStepLeft', ctx, corp);
  },
  passBlocked(ctx, corp) {
    // Where the corporation raises the money itself, passing is how its director lets it (emergencyBuy.raise).
    if ((ctx.title.rounds.operating.emergencyBuy?.raise ?? []).length > 0 && emergency(ctx, corp)) return null;
    return mustBuyTrain(ctx, corp) ? illegal(`${corp} has no train and must buy one`, FORCED) : null;
  },
  pass(ctx, actor) {
    return raiseMoney(ctx, String(actor.entity));
  },
};
