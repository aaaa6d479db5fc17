/**
 * Holders' sales during a share-count increase (title.json shareCounts.increase.holdersMaySell; 1820 §6.5.2.2
 * step 4 L442: "Players currently holding shares of the company may sell them at this point, before the company
 * finishes increasing its share count (see 6.5.2.3)"). While the increase is under way (StockRoundState.increase,
 * engine/mechanisms/shareCounts/increaseShareCount.ts), any player holding its shares, the director included, may sell them to
 * the pool, out of turn, by the ordinary selling rules (shares/rules: the sale rules of the stock round; the bar on
 * selling a company increased this round, L456, applies once the increase is over). The sale is not the seller's
 * turn action.
 *
 * [DECISION] "Players currently holding shares" (L442): the shares a player held as the increase began; shares
 * bought in the placement are the placement and are not sold back in it (otherwise the director could buy from
 * the treasury and sell to the pool round and round, moving the bank's money into the company). Shares sold from
 * below the 40% are bought again from the treasury: the placement still needs 40% held (L439-440). A sale is
 * refused when the director could no longer pay for that placement alone, or the treasury no longer hold it and
 * the pool placements, so the increase can still always be completed (the failed transaction of L447 would undo
 * the sale too).
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action, SellSharesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import type { OutOfTurnSource } from '../../rounds/registry';
import { percentHeld, sharePercent, sharePrice } from '../../shares/holdings';
import { stockRuleLists } from '../../shares/rules';
import { sellShares } from '../../shares/trade';
import { playerHolder } from '../../state/types';
import { act, firstViolation, type Actor, type LegalAction } from '../../steps/step';
import { holdersMaySell, increaseUnderWay, placementNeed } from './increaseShareCount';

export const INCREASE_SALE_REF = '1820 rules §6.5.2.2 step 4 L442 (holders may sell during an increase)';

const playerActor = (seat: number): Actor => ({ entityType: 'player', entity: seat, seat });

/** Why `seat` may not make this sale during the increase, or null. */
function saleRefusal(ctx: Ctx, seat: number, a: SellSharesAction): GameError | null {
  const inc = increaseUnderWay(ctx);
  if (!inc || a.corporation !== inc.corporation) return illegal('holders sell during an increase only the shares of the company being increased', INCREASE_SALE_REF);
  const v = firstViolation(stockRuleLists(ctx.title).sell, ctx, playerActor(seat), a);
  if (v) return v;
  const c = ctx.state.corporations[a.corporation]!;
  const price = sharePrice(ctx.title, c)!;
  const sold = a.percent / sharePercent(ctx.title, c);
  const sellable = inc.sellable?.[String(seat)] ?? 0;
  if (sold > sellable) return illegal(`you may sell the ${sellable} share${sellable === 1 ? '' : 's'} of ${c.id} you held as the increase began, not those bought in it`, INCREASE_SALE_REF);
  // The treasury must still hold the placement and the pool placements, and the director be able to buy the placement.
  const needAfter = placementNeed(ctx, c.id, sold);
  const treasury = c.certs.filter((h) => h === 'ipo').length;
  if (needAfter + inc.pool > treasury) return illegal(`after this sale ${c.id}'s treasury would not hold the ${needAfter + inc.pool} shares the increase still needs`, INCREASE_SALE_REF);
  const director = ctx.state.round.kind === 'stock' ? ctx.state.round.turn : seat;
  const cash = ctx.state.players[director]!.cash + (seat === director ? sold * price : 0);
  if (needAfter * price > cash)
    return illegal(`after this sale ${playerName(ctx, director)} would have to buy ${needAfter} share${needAfter === 1 ? '' : 's'} of ${c.id} for ${money(ctx, needAfter * price)}, ${money(ctx, cash)} available`, INCREASE_SALE_REF);
  return null;
}

export const increaseSales: OutOfTurnSource = {
  legal(ctx: Ctx, seat: number): LegalAction[] {
    const inc = increaseUnderWay(ctx);
    if (!inc || !holdersMaySell(ctx)) return [];
    const c = ctx.state.corporations[inc.corporation]!;
    const unit = sharePercent(ctx.title, c);
    const out: LegalAction[] = [];
    for (let p = unit; p <= percentHeld(ctx.title, c, playerHolder(seat)); p += unit) {
      const action = act(playerActor(seat), 'sell_shares', { corporation: c.id, percent: p });
      if (!saleRefusal(ctx, seat, action as SellSharesAction)) out.push({ id: actionId(action), action });
    }
    return out;
  },
  // A player's own sale (not a cousin's) of the company being increased, while it is.
  claim(ctx: Ctx, action: Action): number | null {
    const inc = increaseUnderWay(ctx);
    if (!inc || !holdersMaySell(ctx) || action.type !== 'sell_shares' || action.entityType !== 'player') return null;
    const a = action as SellSharesAction;
    return a.corporation === inc.corporation && a.cousin === undefined ? Number(action.entity) : null;
  },
  process(ctx: Ctx, seat: number, action: Action): void {
    const a = action as SellSharesAction;
    const v = saleRefusal(ctx, seat, a);
    if (v) throw v;
    sellShares(ctx, seat, a);
    const inc = increaseUnderWay(ctx)!;
    inc.sellable![String(seat)] = (inc.sellable![String(seat)] ?? 0) - a.percent / sharePercent(ctx.title, ctx.state.corporations[a.corporation]!);
    inc.need = placementNeed(ctx, inc.corporation);
    ctx.log.push(`${playerName(ctx, seat)} sells during the increase of ${inc.corporation}; ${inc.need} share${inc.need === 1 ? '' : 's'} still to be bought from its treasury`);
  },
};
