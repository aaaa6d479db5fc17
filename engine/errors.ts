/**
 * The engine's typed error vocabulary. Every refusal the engine makes is one of
 * these codes; the API passes `code` and `ruleRef` through as GraphQL
 * `extensions`, so clients can branch on them without parsing messages.
 */
export type ErrorCode =
  /** The action is not well-formed (missing field, wrong type, unknown action type). */
  | 'INVALID_INPUT'
  /** The action names a corporation, company, hex, tile or train that does not exist. */
  | 'UNKNOWN_ENTITY'
  /** The seat submitting the action does not control the entity whose turn it is. */
  | 'NOT_YOUR_TURN'
  /** Well-formed and in turn, but the rules forbid it; `ruleRef` says which rule. */
  | 'ILLEGAL_ACTION'
  /** (API) the action was meant for another log index than the next one. */
  | 'STALE_INDEX'
  /** The game has ended; no further actions are accepted. */
  | 'GAME_OVER'
  /** A state invariant broke: always a bug in the engine or the definition. */
  | 'INVARIANT_VIOLATION';

export interface GameErrorShape {
  code: ErrorCode;
  message: string;
  /** Where the rule comes from, e.g. "common 18xx rules, Selling shares" or "definitions/demo/title.json rounds.stock". */
  ruleRef?: string;
}

export class GameError extends Error implements GameErrorShape {
  readonly code: ErrorCode;
  readonly ruleRef?: string;
  constructor(code: ErrorCode, message: string, ruleRef?: string) {
    // A refusal is a value, made by the thousand while legal actions are listed: capturing a
    // stack trace for each cost about a quarter of the engine's time. Only invariant
    // violations, which are bugs, keep theirs.
    const limit = Error.stackTraceLimit;
    if (code !== 'INVARIANT_VIOLATION') Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'GameError';
    this.code = code;
    if (ruleRef !== undefined) this.ruleRef = ruleRef;
  }
  toJSON(): GameErrorShape {
    return this.ruleRef === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, ruleRef: this.ruleRef };
  }
}

export const illegal = (message: string, ruleRef?: string): GameError =>
  new GameError('ILLEGAL_ACTION', message, ruleRef);
export const invalid = (message: string): GameError => new GameError('INVALID_INPUT', message);
export const unknown = (message: string): GameError => new GameError('UNKNOWN_ENTITY', message);
