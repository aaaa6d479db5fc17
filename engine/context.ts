/**
 * What every step and mechanism works on while an action is applied: the
 * compiled title, the (already cloned, hence mutable) state, and the log of
 * human-readable effects that the action produced.
 */
import type { Title } from './definition/title';
import type { GameState } from './state/types';

export interface Ctx {
  title: Title;
  state: GameState;
  log: string[];
}

export const playerName = (ctx: Ctx, seat: number): string => ctx.state.players[seat]?.name ?? `seat ${seat}`;

export function money(ctx: Ctx, amount: number): string {
  return formatMoney(ctx.title.definition.title.currency, amount);
}

/** An amount written with the title's currency: the symbol before it, or after it with title.json currency.position "after" (1843's "125fr"). */
export function formatMoney(currency: { symbol: string; position?: 'before' | 'after' } | undefined, amount: number): string {
  const symbol = currency?.symbol ?? '$';
  const abs = Math.abs(amount);
  const body = currency?.position === 'after' ? `${abs}${symbol}` : `${symbol}${abs}`;
  return amount < 0 ? `-${body}` : body;
}
