/**
 * Game events: named moments that other mechanisms wait for (1820's death of Queen Victoria, §10.8
 * L1033-1036, stops the stock-round income one stock round later). Each is recorded once, with the
 * number of stock rounds started when it happened, so data can say "n stock rounds after the event"
 * (title.json stockRoundIncome.until).
 */
import type { GameState } from '../state/types';

/** Records `name` as happening now; a second call keeps the first time. */
export function recordGameEvent(state: GameState, name: string): void {
  state.gameEvents ??= {};
  state.gameEvents[name] ??= state.roundCounts.stock ?? 0;
}

/** The number of stock rounds started when `name` happened, or undefined if it has not. */
export function gameEventAt(state: GameState, name: string): number | undefined {
  return state.gameEvents?.[name];
}
