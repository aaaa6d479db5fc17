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

/**
 * A refusal is a value, made by the thousand while legal actions are listed and while a turn looks
 * for anything to do: constructing a real `Error` costs about ten times a plain object even with no
 * stack trace captured (about 400 against 40 ns, a fifth of the stock round's search for a choice).
 * So a GameError is a plain object whose prototype chain passes through `Error.prototype`
 * (`instanceof Error` and `instanceof GameError` hold, `throw` and `catch` work as with any error);
 * only invariant violations, which are bugs, capture a stack trace.
 */
export class GameError implements GameErrorShape {
  declare readonly name: 'GameError';
  readonly code: ErrorCode;
  readonly message: string;
  declare readonly ruleRef?: string;
  declare readonly stack?: string;
  constructor(code: ErrorCode, message: string, ruleRef?: string) {
    this.code = code;
    this.message = message;
    if (ruleRef !== undefined) (this as { ruleRef?: string }).ruleRef = ruleRef;
    if (code === 'INVARIANT_VIOLATION') Error.captureStackTrace(this, GameError);
  }
  toJSON(): GameErrorShape {
    return this.ruleRef === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, ruleRef: this.ruleRef };
  }
}
Object.setPrototypeOf(GameError.prototype, Error.prototype);
Object.defineProperty(GameError.prototype, 'name', { value: 'GameError', writable: true, configurable: true });
// What a stack trace would say for a refusal: where it came from is not kept.
Object.defineProperty(GameError.prototype, 'stack', {
  get(this: GameError) {
    return `GameError: ${this.message}`;
  },
  configurable: true,
});

export const illegal = (message: string, ruleRef?: string): GameError =>
  new GameError('ILLEGAL_ACTION', message, ruleRef);
export const invalid = (message: string): GameError => new GameError('INVALID_INPUT', message);
export const unknown = (message: string): GameError => new GameError('UNKNOWN_ENTITY', message);
