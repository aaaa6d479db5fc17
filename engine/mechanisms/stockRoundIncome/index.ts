/**
 * Stock-round income (title.json `stockRoundIncome`; 1820 §6.2 L247-249): at the start of each stock
 * round the bank pays every player the amount, until (and including) the `stockRoundsAfter`-th stock
 * round after the game event `until.event` (1820: the stock round immediately after Queen Victoria's
 * death, recorded as the event "queenVictoria" by whoever builds it; mechanisms/gameEvents/index.ts).
 * A player's deferred future-train bids are deducted from the income (mechanisms/futureTrains/index.ts; 1820 §6.4.2).
 */
import { money, playerName, type Ctx } from '../../context';
import { playerHolder } from '../../state/types';
import { receive } from '../../state/bank';
import { gameEventAt } from '../gameEvents';
import { settleFutureDebt } from '../futureTrains';
import type { Mechanism } from '../../core/mechanism';

export const INCOME_REF = '1820 rules §6.2 L247-249';

/** Whether stock round `number` pays the income. */
export function incomeDue(ctx: Ctx, number: number): boolean {
  const income = ctx.title.definition.title.stockRoundIncome;
  if (!income) return false;
  if (!income.until) return true;
  const at = gameEventAt(ctx.state, income.until.event);
  return at === undefined || number - at <= income.until.stockRoundsAfter;
}

/** Pays the income of stock round `number`, if due. */
export function payStockRoundIncome(ctx: Ctx, number: number): void {
  const income = ctx.title.definition.title.stockRoundIncome;
  if (!income || !incomeDue(ctx, number)) return;
  for (const p of ctx.state.players) {
    if (p.bankrupt) continue;
    receive(ctx, playerHolder(p.seat), settleFutureDebt(ctx, p.seat, income.amount));
  }
  ctx.log.push(`Each player receives ${money(ctx, income.amount)} of income (${ctx.state.players.filter((p) => !p.bankrupt).map((p) => playerName(ctx, p.seat)).join(', ')})`);
}

/** Income is the first stage of the stock round (1820 §6.1-6.2), paid before its first turn. */
export const mechanism: Mechanism = {
  id: 'stockRoundIncome',
  block: 'title.stockRoundIncome',
  appliesTo: (d) => d.title.stockRoundIncome !== undefined,
  hooks: {
    roundStarting: (ctx, kind, number) => {
      if (kind === 'stock') payStockRoundIncome(ctx, number);
    },
  },
};
