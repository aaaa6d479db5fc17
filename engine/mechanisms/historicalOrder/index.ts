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
import { historicalOrderConfig } from './eligibility';

export { eligibleToStart, HISTORICAL_REF, maxSoldPercent } from './eligibility';

/** At the start of an operating round: income for presidents of corporations that have not started. */
export function payIncomeUntilFloat(ctx: Ctx): void {
  for (const [corp, amount] of Object.entries(historicalOrderConfig(ctx)?.incomeUntilFloat ?? {})) {
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
    floatPercent: (ctx, corp) => historicalOrderConfig(ctx)?.floatPercent?.[corp] ?? null,
    stockRules: () => [{ action: 'buy_shares', at: 'last', rule: historicalOrderLimit }],
  },
};
