/**
 * A director acting for their corporation in a stock turn (1820 §6.5.1 L378-382, §6.5.3.1 L478-486):
 * the corporation buys any number of its own shares from the market pool at the current price, the
 * money going to the bank and the shares to its treasury. The purchase is the whole of the stock turn
 * (a turn acts for the player or for one company). Action: redeem_share from "market" with a count.
 *
 * A corporation in liquidation may not buy (L485; title.json rounds.stock.liquidationBarsTrading).
 *
 * Shares bought back leave play (§10.6 L1003-1006): when the company then has more loans than shares in play, it
 * repays the excess at once (L486-488, §17.3): the treasury, then the director, pays £200 a loan, the price moving
 * +1 per loan and -1 after when the director paid (mechanisms/loans/index.ts repayExcessLoans). [DECISION] The purchase
 * is offered only when the treasury pays for the shares and the treasury and the director's cash together cover
 * the repayment (a director selling shares to raise it, §17.3 L1673, is not offered). A company short of the price
 * may take loans for it first, as needed (§17.1 L1650; `loans`, mechanisms/loans/index.ts loansAsNeeded): the purchase is
 * then offered with the fewest loans that make it possible.
 */
import { money, type Ctx } from '../../context';
import { illegal, unknown, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { loansAsNeeded, loansConfig, repayExcessLoans, sharesInPlay, takeLoansAsNeeded } from '../loans';
import { sharePrice } from '../../shares/holdings';
import { corpHolder, type StockRoundState } from '../../state/types';
import { LIQUIDATION_TRADING_REF, tradingBarredByLiquidation } from '../liquidationTrading';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';
import type { Mechanism } from '../../core/mechanism';

export const POOL_BUY_REF = '1820 rules §6.5.3.1 L478-488';

function poolIndexes(ctx: Ctx, corp: string): number[] {
  const c = ctx.state.corporations[corp]!;
  return c.certs.flatMap((h, i) => (h === 'market' ? [i] : []));
}

function check(ctx: Ctx, actor: Actor, corp: string, from: unknown, count: number): GameError | null {
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat || c.closed) return illegal(`you do not direct ${corp}`, POOL_BUY_REF);
  if ((ctx.state.round as StockRoundState).turnState.acted) return illegal(`a purchase by ${corp} is the whole of a stock turn`, POOL_BUY_REF);
  if (!c.floated) return illegal(`${corp} has not floated`, POOL_BUY_REF);
  if (tradingBarredByLiquidation(ctx, corp)) return illegal(`${corp} is in liquidation and may not buy its own shares`, LIQUIDATION_TRADING_REF);
  if (from !== 'market') return illegal(`${corp} may buy its shares only from the market pool`, POOL_BUY_REF);
  if (!Number.isInteger(count) || count < 1) return illegal('the count must be at least 1', POOL_BUY_REF);
  const pool = poolIndexes(ctx, corp).length;
  if (count > pool) return illegal(`the market pool holds ${pool} ${corp} share${pool === 1 ? '' : 's'}`, POOL_BUY_REF);
  const cost = sharePrice(ctx.title, c)! * count;
  if (cost > c.cash) return illegal(`${corp} has ${money(ctx, c.cash)}, not ${money(ctx, cost)}`, POOL_BUY_REF);
  // Loans above the shares still in play afterwards are repaid at once (L486-488), the director covering the rest.
  const excess = Math.max(0, (c.loans ?? 0) - (sharesInPlay(ctx.title, c) - count));
  const cover = Math.max(0, cost + excess * (loansConfig(ctx.title)?.amount ?? 0) - c.cash);
  if (cover > ctx.state.players[actor.seat]!.cash)
    return illegal(`${corp} would then repay ${excess} loan${excess === 1 ? '' : 's'} above its shares in play, ${money(ctx, cover)} more than its treasury, which its director cannot contribute`, POOL_BUY_REF);
  return null;
}

function presided(ctx: Ctx, actor: Actor): string[] {
  return ctx.title.corporations.map((c) => c.id).filter((id) => ctx.state.corporations[id]!.president === actor.seat && !ctx.state.corporations[id]!.closed);
}

export const corporatePoolBuy: Step = {
  name: 'corporatePoolBuy',
  accepts: ['redeem_share'],
  legal(ctx, actor) {
    const out: LegalAction[] = [];
    for (const corp of presided(ctx, actor)) {
      const corpActor: Actor = { entityType: 'corporation', entity: corp, seat: actor.seat };
      for (let count = 1; count <= poolIndexes(ctx, corp).length; count++) {
        // Without a loan, or with the loans it needs (§17.1 L1650).
        const loans = loansAsNeeded(ctx, corp, (after) => check(after, actor, corp, 'market', count));
        if (loans === null) break;
        const action = act(corpActor, 'redeem_share', { corporation: corp, from: 'market', count, ...(loans > 0 ? { loans } : {}) });
        out.push({ id: actionId(action), action });
      }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string; from: unknown; count?: number; loans?: number };
    const count = a.count ?? 1;
    takeLoansAsNeeded(ctx, a.corporation, a.loans, (after) => check(after, actor, a.corporation, a.from, count));
    const v = check(ctx, actor, a.corporation, a.from, count);
    if (v) throw v;
    const c = ctx.state.corporations[a.corporation]!;
    const price = sharePrice(ctx.title, c)!;
    for (const i of poolIndexes(ctx, c.id).slice(0, count)) c.certs[i] = corpHolder(c.id);
    pay(ctx, corpHolder(c.id), 'bank', price * count);
    ctx.log.push(`${c.id} buys ${count} of its shares from the market pool for ${money(ctx, price * count)}`);
    repayExcessLoans(ctx, c);
  },
};

/** The corporatePoolBuy stock step (title.json rounds.stock.steps; 1820 §6.5.3.1). */
export const mechanism: Mechanism = {
  id: 'corporatePoolBuy',
  block: 'title.rounds.stock.steps[corporatePoolBuy]',
  appliesTo: (d) => ((d.title.rounds.stock.steps ?? []) as readonly string[]).includes('corporatePoolBuy'),
  hooks: {},
  stockSteps: { corporatePoolBuy },
};
