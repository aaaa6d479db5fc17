/**
 * The mechanism's part of the game state (engine/state/slices.ts): declared here, in its own
 * folder, so that the core's types never list it.
 */

/** The operating sets counted so far, and whether the current set counts. */
export interface TrainOwnedSetsState {
  /** Operating sets so far during which a corporation owned a train of the condition's type. */
  count: number;
  /** Whether the current set is one. */
  thisSet: boolean;
}

declare module '../../state/slices' {
  interface GameSlices {
    /** title.json endConditions "trainOwnedForSets" (1843 L4624-4625): absent until a set is counted. */
    trainOwnedSets?: TrainOwnedSetsState;
  }
}
