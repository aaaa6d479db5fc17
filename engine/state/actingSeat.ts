/**
 * The seat that acts for a corporation: its president; without one (in receivership) the seat a
 * mechanism names (the presidentlessSeat hook: 1862's majority holder), else the priority deal
 * (1860 rules, Companies In Receivership L877-891).
 */
import { first } from '../core/ask';
import type { Title } from '../definition/title';
import type { GameState } from './types';

/** Without `title` the priority deal speaks for a presidentless corporation. */
export function actingSeat(state: GameState, corp: string, title?: Title): number {
  const c = state.corporations[corp]!;
  if (c.president !== null) return c.president;
  return (title && first(title, 'presidentlessSeat', title, state, corp)) ?? state.priority;
}
