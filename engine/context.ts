/**
 * What every step and mechanism works on while an action is applied: the
 * compiled title, the (already cloned, hence mutable) state, and the log of
 * human-readable effects that the action produced.
 */
import type { Title } from './definition/compile';
import type { GameState } from './state/types';

export interface Ctx {
  title: Title;
  state: GameState;
  log: string[];
}

export const playerName = (ctx: Ctx, seat: number): string => ctx.state.players[seat]?.name ?? `seat ${seat}`;

export function money(ctx: Ctx, amount: number): string {
  const symbol = ctx.title.definition.title.currency?.symbol ?? '$';
  return amount < 0 ? `-${symbol}${-amount}` : `${symbol}${amount}`;
}
