/**
 * The train limit in force: a mechanism's where one sets it (the trainLimit hook: title.json
 * costOfBusiness's column), else the phase's.
 */
import { first } from '../core/mechanism';
import type { Title } from '../definition/compile';
import type { GameState } from './types';

export function limitNow(title: Title, state: GameState): number {
  return first(title, 'trainLimit', title, state) ?? title.phases[state.phase]!.trainLimit;
}
