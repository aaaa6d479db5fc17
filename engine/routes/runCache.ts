/**
 * The best runs last offered, remembered per title. A client asks for the legal actions, whose run is the
 * optimiser's best (steps/runRoutes.ts bestRuns), and submits that very run; where the best run is
 * compulsory (routes/compulsoryRun.ts) the engine would then search the same position again to prove
 * that nothing earns more. And a corporation whose network, trains and the rest of what its run depends
 * on are unchanged since its last turn has the same best run again (in late 1860 and 1862 games, one
 * operating turn in six or so; those searches took 10-200 ms).
 *
 * The search is a pure function of the title and of what it reads of the state, so what it found holds for
 * any state that holds the same at every place it read: each search runs on a view of the state that
 * records what it reads (state/reads.ts), and a position is answered from a remembered search whose reads
 * it matches (the map, the trains, the stations, the phase, the markers; not the players' cash or the
 * round, which no search reads). Exact whatever part of the state the optimiser and the mechanisms' hooks
 * read, and cheap: a check walks a few hundred remembered values.
 */
import type { Title } from '../definition/title';
import type { RunRoutesAction } from '../generated/actions';
import { readsSame, readView, type ReadRecord } from '../state/reads';
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
  /** What the search read of the state. */
  reads: ReadRecord;
}

/** Searches kept per title: every corporation's last turns in a few games at once. The oldest is forgotten. */
const SIZE = 48;

const byTitle = new WeakMap<Title, Entry[]>();

const copy = ({ best, boosted, provenBest }: RememberedRuns): RememberedRuns => structuredClone({ best, boosted, provenBest });

/** A remembered search of `corp`'s that read the same of its state as `state` holds, moved to the front. */
function remembered(title: Title, state: GameState, corp: string): Entry | undefined {
  const entries = byTitle.get(title);
  const at = entries?.findIndex((e) => e.corp === corp && readsSame(e.reads, state)) ?? -1;
  if (!entries || at < 0) return undefined;
  const [hit] = entries.splice(at, 1);
  entries.unshift(hit!);
  return hit;
}

/**
 * The best runs of `corp` at `state`: those of a remembered search that read the same of its state, else
 * `search(view)`'s, run on a recording view of `state` (which it must read instead of `state`), then
 * remembered (the most recent first). Each caller gets its own copy.
 */
export function bestRunsAt(title: Title, state: GameState, corp: string, search: (state: GameState) => RememberedRuns): RememberedRuns {
  let entries = byTitle.get(title);
  if (!entries) byTitle.set(title, (entries = []));
  const hit = remembered(title, state, corp);
  if (hit) return copy(hit);
  const view = readView(state);
  const runs = copy(search(view.state));
  entries.unshift({ ...copy(runs), corp, reads: view.record });
  if (entries.length > SIZE) entries.length = SIZE;
  return runs;
}

/** The proven best revenue of `corp`'s run at a position reading the same as `state`, when one was remembered. */
export function provenBestAt(title: Title, state: GameState, corp: string): number | null {
  return remembered(title, state, corp)?.provenBest ?? null;
}
