/**
 * The best runs last offered, remembered for a few positions per title. A client asks for the legal
 * actions, whose run is the optimiser's best (steps/runRoutes.ts bestRuns), and submits that very run;
 * where the best run is compulsory (routes/compulsoryRun.ts) the engine would then search the same
 * position again to prove that nothing earns more. The search is a pure function of the title and the
 * state, so what it proved for a position holds for an equal one.
 *
 * The key is the whole state as JSON with the corporation: exact, whatever part of the state the optimiser
 * and the mechanisms' hooks read, and cheap beside a search (a late 1870 state is some 16 KB). A position
 * is the same only at the same action count, which is compared first, so a replay, whose positions never
 * repeat one that was offered, pays nothing for the cache.
 */
import type { Title } from '../definition/title';
import type { RunRoutesAction } from '../generated/actions';
import type { GameState } from '../state/types';

export interface RememberedRuns {
  /** The best run without route abilities, as offered. */
  best: RunRoutesAction['routes'];
  /** The best run with the corporation's route abilities, when it earns more (bestRuns). */
  boosted: RunRoutesAction['routes'] | null;
  /** The revenue of `best` when the search proved that no run earns more; null when it was cut short. */
  provenBest: number | null;
}

interface Entry extends RememberedRuns {
  corp: string;
  actionCount: number;
  key: string;
}

/** Positions kept per title: a few games offered at once. A replay's positions push them out. */
const SIZE = 8;

const byTitle = new WeakMap<Title, Entry[]>();

const keyOf = (state: GameState): string => JSON.stringify(state);

const copy = ({ best, boosted, provenBest }: RememberedRuns): RememberedRuns => structuredClone({ best, boosted, provenBest });

/**
 * The best runs of `corp` at `state`: those remembered for an equal position, else `search()`'s, then
 * remembered (the most recent first; the oldest is forgotten). Each caller gets its own copy.
 */
export function bestRunsAt(title: Title, state: GameState, corp: string, search: () => RememberedRuns): RememberedRuns {
  let entries = byTitle.get(title);
  if (!entries) byTitle.set(title, (entries = []));
  const key = keyOf(state);
  const hit = entries.find((e) => e.corp === corp && e.actionCount === state.actionCount && e.key === key);
  if (hit) return copy(hit);
  const runs = search();
  entries.unshift({ ...copy(runs), corp, actionCount: state.actionCount, key });
  if (entries.length > SIZE) entries.length = SIZE;
  return runs;
}

/** The proven best revenue of `corp`'s run at a position equal to `state`, when one was remembered. */
export function provenBestAt(title: Title, state: GameState, corp: string): number | null {
  const entries = byTitle.get(title);
  // Only an entry at the same action count can be the same position: most lookups end here, unserialised.
  if (!entries?.some((e) => e.corp === corp && e.actionCount === state.actionCount)) return null;
  const key = keyOf(state);
  return entries.find((e) => e.corp === corp && e.actionCount === state.actionCount && e.key === key)?.provenBest ?? null;
}
