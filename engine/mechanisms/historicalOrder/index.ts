/**
 * Historical Order Start (1870 rules, "Historical Order Start"; title.json
 * rounds.stock.historicalOrder): corporations start in the order they began construction.
 * Until all corporations with an earlier date have sold enough of their initial offering, a
 * corporation may sell only part of its own, so it cannot float. The rules leave ties (IC and
 * MP 1851, SSW and TP 1871) open; "all companies before it" is read strictly: corporations
 * with the same date become eligible together.
 */
import { historicalOrderLimit } from './rules/historicalOrderLimit';
import type { Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import { money, type Ctx } from '../../context';
import { pay } from '../../state/bank';
import { soldPercent } from '../../shares/float';

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
declare module '../../definition/rules-summary' {
  interface StockRoundSummaryParts {
    historicalOrder: HistoricalOrderSummary | null;
  }
}

export interface HistoricalOrderSummary {
  /** Corporations by start date, earliest first. */
  order: { corporation: string; date: number }[];
  maxSoldPercent: number;
  eligibleAtSoldPercent: number;
  /** Income a corporation pays its president at the start of each operating round until it floats. */
  incomeUntilFloat: { corporation: string; amount: number }[];
}

/** The rules summary's historical order: the dates, the limit before eligibility, the income until a float. */
const summary: SummaryPart = {
  fields(title) {
    const h = title.rounds.stock.historicalOrder!;
    return {
      stockRound: {
        historicalOrder: {
          order: Object.entries(h.dates)
            .map(([corporation, date]) => ({ corporation, date }))
            .sort((a, b) => a.date - b.date),
          maxSoldPercent: h.maxSoldPercent,
          eligibleAtSoldPercent: h.eligibleAtSoldPercent,
          incomeUntilFloat: Object.entries(h.incomeUntilFloat ?? {}).map(([corporation, amount]) => ({ corporation, amount })),
        },
      },
    };
  },
  fieldsWhenOff: { stockRound: { historicalOrder: null } },
  floatPercent: (title, corp) => title.rounds.stock.historicalOrder?.floatPercent?.[corp] ?? null,
  text: {
    stockRound(s, { money }) {
      const h = s.stockRound.historicalOrder;
      if (!h) return [];
      return [
        `Corporations become available in historical order (${h.order.map((o) => `${o.corporation} ${o.date}`).join(', ')}): ` +
          `one not yet eligible may sell at most ${h.maxSoldPercent}% from its initial offering, and it becomes eligible once every earlier one has sold ${h.eligibleAtSoldPercent}%.`,
        ...h.incomeUntilFloat.map((i) => `Until it floats, ${i.corporation} pays its president ${money(i.amount)} at the start of each operating round.`),
      ];
    },
  },
};

export const mechanism: Mechanism = {
  summary,
  id: 'historicalOrder',
  block: 'title.rounds.stock.historicalOrder',
  appliesTo: (d) => d.title.rounds.stock.historicalOrder !== undefined,
  hooks: {
    operatingRoundStarted: payIncomeUntilFloat,
    floatPercent: (ctx, corp) => config(ctx)?.floatPercent?.[corp] ?? null,
    stockRules: () => [{ action: 'buy_shares', at: 'last', rule: historicalOrderLimit }],
  },
};
