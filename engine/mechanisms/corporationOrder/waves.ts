/** The waves of the offer order (title.json setup.corporationOrder): when a corporation becomes available. */
import type { Title } from '../../definition/title';
import { illegal, type GameError } from '../../errors';
import type { GameState } from '../../state/types';

export const WAVES_REF = '1862 rules 2.2 (companies become available in three waves, by phase)';

/** Whether the corporation's wave has come: its phase has been reached (or it has no wave). */
export function corporationAvailable(title: Title, state: GameState, corp: string): GameError | null {
  const from = state.corporations[corp]?.availableFrom;
  if (from === undefined) return null;
  const index = title.phases.findIndex((p) => p.id === from);
  if (index >= 0 && state.phase >= index) return null;
  return illegal(`${corp} becomes available in phase ${from}`, WAVES_REF);
}
