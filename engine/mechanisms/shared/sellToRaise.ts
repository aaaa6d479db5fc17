/**
 * A forced sale to pay a fee (1820 §10.2-10.3 L951-968: a fee the holder must pay "even after selling all sale-able
 * shares"), of a player or an investor (engine/shares/investor.ts; 1820: a cousin): liquidation's assessment of a
 * company's loans (liquidation/) and an investor's part of it (the investorCharged hook).
 */
import { first } from '../../core/mechanism';
import { money, type Ctx } from '../../context';
import type { SellSharesAction } from '../../generated/actions';
import { certPercents, sharePercent, sharePrice } from '../../shares/holdings';
import { holderName, isShareholder, seatPlaying } from '../../shares/investor';
import { cashOf, pay } from '../../state/bank';
import type { Holder } from '../../state/types';
import { tradingBarredByLiquidation } from '../liquidationTrading';

/**
 * `holder` (a player or an investor) sells shares to the pool at the current price, one at a time, until its cash
 * reaches `amount` or nothing more may be sold: only companies that have operated (§6.5.2.3 L454), not in
 * liquidation (L456), not `except` (the company being liquidated), never the last share players and investors hold
 * (L462); a director's sale may hand the company over (§13.4: the directorBeforeSale hook). [DECISION] The rules let
 * the seller choose which shares go; the engine, settling the fee inside the action that causes it, sells in
 * corporations.json order.
 */
export function sellToRaise(ctx: Ctx, holder: Holder, amount: number, except: string): void {
  const { title, state } = ctx;
  const name = holderName(ctx, holder);
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    if (c.id === except || c.closed || !c.operated) continue;
    // "after selling all sale-able shares (see 6.5.2.3)" (§10.3 L959): none of a company in liquidation (L456).
    if (tradingBarredByLiquidation(ctx, c.id)) continue;
    const price = sharePrice(title, c);
    if (price === null) continue;
    const pct = certPercents(title, c);
    while (cashOf(ctx, holder) < amount && c.certs.filter((h) => isShareholder(title, h)).length > 1) {
      // The sale as the director's hand-over reads it: one share, no successor named (a forced sale's is chosen later).
      const sale = { type: 'sell_shares', entityType: 'player', entity: seatPlaying(title, state, holder) ?? 0, corporation: c.id, percent: sharePercent(title, c) } as SellSharesAction;
      first(title, 'directorBeforeSale', ctx, c, holder, sharePercent(title, c), sale);
      const i = c.certs.lastIndexOf(holder);
      if (i <= 0) break;
      c.certs[i] = 'market';
      const proceeds = (pct[i]! / sharePercent(title, c)) * price;
      pay(ctx, 'bank', holder, proceeds);
      ctx.log.push(`${name} sells a share of ${c.id} for ${money(ctx, proceeds)}`);
    }
  }
}
