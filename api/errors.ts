/**
 * The API's error vocabulary and the one place where errors are turned into what
 * clients see.
 *
 * Clients branch on `extensions.code`, never on messages:
 *   - the engine's codes (INVALID_INPUT, UNKNOWN_ENTITY, NOT_YOUR_TURN, ILLEGAL_ACTION,
 *     STALE_INDEX, GAME_OVER, INVARIANT_VIOLATION), with `extensions.ruleRef` when the
 *     engine names the rule;
 *   - NOT_FOUND (no such game) and FORBIDDEN (the token is not a seat's token);
 *   - GAME_NOT_STARTED (seats are still open: joinGame), RATE_LIMITED (too many requests
 *     with one token or from one address, or the server is busy: see docs/api.md, Limits),
 *     NOT_SUPPORTED (the server lacks the feature);
 *   - TIMEOUT (the work took longer than its time budget and was stopped) and CANCELLED
 *     (the client went away; nobody normally sees it);
 *   - IMPORT_DIVERGED (importGame: our engine refused an action of the imported log),
 *     with the details in further extensions (index, logId, actionType, reason, ...);
 *   - GraphQL's own request errors (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED,
 *     BAD_USER_INPUT) as Apollo reports them;
 *   - INTERNAL_SERVER_ERROR with a generic message for anything unexpected. Its
 *     details (and every stack trace) stay in the server log.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export const ENGINE_ERROR_CODES = [
  'INVALID_INPUT',
  'UNKNOWN_ENTITY',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'STALE_INDEX',
  'GAME_OVER',
  'INVARIANT_VIOLATION',
] as const;

export type ApiErrorCode =
  | (typeof ENGINE_ERROR_CODES)[number]
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'IMPORT_DIVERGED'
  | 'NOT_SUPPORTED'
  | 'RATE_LIMITED'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'GAME_NOT_STARTED';

const CLIENT_CODES: ReadonlySet<string> = new Set<string>([
  ...ENGINE_ERROR_CODES,
  'NOT_FOUND',
  'FORBIDDEN',
  'IMPORT_DIVERGED',
  'NOT_SUPPORTED',
  'RATE_LIMITED',
  'TIMEOUT',
  'CANCELLED',
  'GAME_NOT_STARTED',
]);

/** The longest piece of a client's input an error message repeats. */
export const MAX_ECHO = 80;

/**
 * A value from the request, quoted for an error message and cut to MAX_ECHO characters
 * (with an ellipsis), so that a message never grows with what the client sent.
 */
export function echo(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const cut = [...text.slice(0, MAX_ECHO + 2)];
  return JSON.stringify(cut.length > MAX_ECHO ? `${cut.slice(0, MAX_ECHO).join('')}…` : text);
}

/** The longest message sent: far above any of ours, it bounds what a dependency might echo. */
export const MAX_MESSAGE = 1000;

/**
 * A message as sent: every quoted string in it (how GraphQL, the engine and we quote a value
 * from the request) cut to MAX_ECHO characters, and the whole to MAX_MESSAGE.
 */
export function boundedMessage(message: string): string {
  // Cut first, so that the search for quotes stays cheap on a message of megabytes.
  const quoted = message.slice(0, 10 * MAX_MESSAGE).replace(/"((?:[^"\\]|\\.){80})(?:[^"\\]|\\.)+"/g, '"$1…"');
  return quoted.length > MAX_MESSAGE ? `${quoted.slice(0, MAX_MESSAGE)}…` : quoted;
}

/** Extensions a ServiceError may add next to `code` and `ruleRef` (JSON values). */
export type ErrorDetails = Record<string, string | number | boolean | null>;

/** A refusal the service reports to the client. Free of GraphQL: the service layer throws these. */
export class ServiceError extends Error {
  readonly code: ApiErrorCode;
  readonly ruleRef?: string;
  /** Further machine-readable details, sent as extensions (never `code` or `ruleRef`). */
  readonly details?: ErrorDetails;
  constructor(code: ApiErrorCode, message: string, ruleRef?: string, details?: ErrorDetails) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    if (ruleRef !== undefined) this.ruleRef = ruleRef;
    if (details !== undefined) this.details = details;
  }
}

/**
 * The engine's GameError, or a ServiceError: anything carrying one of our codes. Duck
 * typed so that errors from a stand-in engine in tests (and from another copy of the
 * engine module) are recognised too.
 */
export function asClientError(
  err: unknown,
): { code: string; message: string; ruleRef?: string; details?: ErrorDetails } | null {
  if (!(err instanceof Error)) return null;
  const { code, ruleRef } = err as Error & { code?: unknown; ruleRef?: unknown };
  if (typeof code !== 'string' || !CLIENT_CODES.has(code)) return null;
  const out: { code: string; message: string; ruleRef?: string; details?: ErrorDetails } = { code, message: err.message };
  if (typeof ruleRef === 'string') out.ruleRef = ruleRef;
  // Details only from our own ServiceError: an engine error's other fields are not for clients.
  if (err instanceof ServiceError && err.details) out.details = err.details;
  return out;
}

export const INTERNAL_MESSAGE = 'Internal server error';

export type ErrorLogger = (message: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (message, error) => console.error(message, error);

/**
 * Apollo's `formatError` (also used for graphql-ws results). `error` is the original
 * GraphQLError; `formatted` is what would be sent.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: ErrorLogger = defaultLogger,
): GraphQLFormattedError {
  const base: GraphQLFormattedError = {
    // Request errors quote the offending value, however long (a 10 MB variable): bounded here.
    message: boundedMessage(formatted.message),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };

  // Errors without a path were raised by GraphQL itself before any resolver ran
  // (syntax, validation, variable coercion): they describe the request, so the
  // client gets them as they are, minus any stack trace.
  const hasPath = error instanceof GraphQLError ? error.path !== undefined : formatted.path !== undefined;
  if (!hasPath) {
    const { stacktrace: _stacktrace, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
    // Apollo gives these codes over HTTP; graphql-ws leaves variable-coercion errors without
    // one, so they get Apollo's (BAD_USER_INPUT) and every request error has a code.
    if (typeof extensions.code !== 'string') extensions.code = 'BAD_USER_INPUT';
    return { ...base, extensions };
  }

  // A resolver error: find what was actually thrown.
  let cause: unknown = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;

  const known = asClientError(cause);
  if (known) {
    return {
      ...base,
      message: boundedMessage(known.message),
      extensions: {
        ...(known.details ?? {}),
        code: known.code,
        ...(known.ruleRef !== undefined ? { ruleRef: known.ruleRef } : {}),
      },
    };
  }
  // A GraphQLError thrown on purpose with a code of its own (none today; future-proof).
  if (cause instanceof GraphQLError && typeof cause.extensions?.code === 'string' && cause.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return { ...base, message: boundedMessage(cause.message), extensions: { code: cause.extensions.code } };
  }
  log('Unexpected error while resolving a GraphQL request:', cause);
  return { ...base, message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
