/**
 * The latest state of recently used games, in memory (api/games/service.ts explains why):
 * a small LRU keyed by game id, each state with the number of log entries it reflects.
 */
import type { GameState } from '../engine-port';

/** Map iteration order is insertion order: the first key is the least recently used. */
export class StateCache {
  private readonly entries = new Map<string, { actionCount: number; state: GameState }>();
  constructor(private readonly capacity: number) {}

  get(gameId: string): { actionCount: number; state: GameState } | undefined {
    const entry = this.entries.get(gameId);
    if (entry) {
      this.entries.delete(gameId);
      this.entries.set(gameId, entry);
    }
    return entry;
  }

  /**
   * Keeps the most advanced state. The log only grows (an undo is a new entry too), so
   * a state with fewer entries is older and must not replace a newer one, whichever
   * of two concurrent requests finishes last.
   */
  offer(gameId: string, actionCount: number, state: GameState): void {
    const current = this.entries.get(gameId);
    if (current && current.actionCount > actionCount) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, { actionCount, state });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  peek(gameId: string): { actionCount: number; state: GameState } | undefined {
    return this.entries.get(gameId);
  }
}
