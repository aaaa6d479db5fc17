/**
 * The order of play: `GameState.playerOrder` where something has set it (player cards), else
 * seating order.
 */
import type { GameState } from './types';

/** The seats in order of play: card order, or seating order. */
export function turnOrder(state: GameState): number[] {
  return state.playerOrder ?? state.players.map((p) => p.seat);
}

/** The seat that plays after `seat` (card order, or seating order). */
export function nextSeat(state: GameState, seat: number): number {
  const order = turnOrder(state);
  const i = order.indexOf(seat);
  return order[(i + 1) % order.length]!;
}

/** The other seats in order of play, starting with the one after `seat`. */
export function seatsAfter(state: GameState, seat: number): number[] {
  const order = turnOrder(state);
  const i = order.indexOf(seat);
  return [...order.slice(i + 1), ...order.slice(0, i)];
}
