/**
 * Historical Order Start (1870 rules, "Historical Order Start"; title.json
 * rounds.stock.historicalOrder): corporations start in the order they began construction.
 * Until all corporations with an earlier date have sold enough of their initial offering, a
 * corporation may sell only part of its own, so it cannot float. The rules leave ties (IC and
 * MP 1851, SSW and TP 1871) open; "all companies before it" is read strictly: corporations
 * with the same date become eligible together.
 */
import type { Mechanism } from '../core/mechanism';
import { money, type Ctx } from '../context';
import { pay } from '../state/bank';
import { soldPercent } from '../shares/float';

export const HISTORICAL_REF = '1870 rules, Historical Order Start';

const config = (ctx: Ctx) => ctx.title.rounds.stock.historicalOrder;

/** Whether `corp` may start now (always, without the mode or a date for it). */
export function eligibleToStart(ctx: Ctx, corp: string): boolean {
  const h = config(ctx);
  const date = h?.dates[corp];
  if (!h || date === undefined) return true;
  return Object.entries(h.dates).every(([other, d]) => {
    if (d >= date) return true;
    const c = ctx.state.corporations[other];
    return !c || c.closed || soldPercent(ctx, c) >= h.eligibleAtSoldPercent;
  });
}

/** The most a corporation may have sold from its initial offering now (100 when unlimited). */
export function maxSoldPercent(ctx: Ctx, corp: string): number {
  const h = config(ctx);
  return h && !eligibleToStart(ctx, corp) ? h.maxSoldPercent : 100;
}

/** At the start of an operating round: income for presidents of corporations that have not started. */
export function payIncomeUntilFloat(ctx: Ctx): void {
  for (const [corp, amount] of Object.entries(config(ctx)?.incomeUntilFloat ?? {})) {
    const c = ctx.state.corporations[corp];
    if (!c || c.floated || c.closed || c.president === null || amount <= 0) continue;
    pay(ctx, 'bank', `player:${c.president}`, amount);
    ctx.log.push(`${corp} has not started: it pays ${money(ctx, amount)} to ${ctx.state.players[c.president]!.name} as a private company`);
  }
}

/**
 * rounds.stock.historicalOrder (1870 rules, Historical Order Start): a corporation's own float
 * percentage, and presidents of corporations that have not started take their income at each
 * operating round's start.
 */
export const mechanism: Mechanism = {
  id: 'historicalOrder',
  block: 'title.rounds.stock.historicalOrder',
  appliesTo: (d) => d.title.rounds.stock.historicalOrder !== undefined,
  hooks: {
    operatingRoundStarted: payIncomeUntilFloat,
    floatPercent: (ctx, corp) => config(ctx)?.floatPercent?.[corp] ?? null,
  },
};
