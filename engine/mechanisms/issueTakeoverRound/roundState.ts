/**
 * The Issue & Takeover round's state, in a module of its own: the round's steps (takeoverSteps.ts,
 * reduceShareCount.ts) add their fields to it by declaration merging, and index.ts, which runs them,
 * imports them; with the type in index.ts, their imports of it would close an import circle.
 */
/**
 * An Issue & Takeover round waiting for players (rounds.issueTakeover; 1820 §8.1): the round's
 * automatic steps before `step` have run; `step` is the index of the player step under way. Other
 * mechanisms of the round add their fields by declaration merging into this interface.
 */
export interface IssueTakeoverRoundState {
  kind: 'issueTakeover';
  number: number;
  /** Index in rounds.issueTakeover.steps of the step under way (issueShares). */
  step: number;
  /** Seat on turn. */
  turn: number;
  /** Consecutive passes (the step ends at one per player). */
  passes: number;
}

declare module '../../state/slices' {
  interface RoundKinds {
    issueTakeover: IssueTakeoverRoundState;
  }
}
