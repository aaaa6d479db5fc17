/**
 * Where a request's seat token comes from: the `Authorization: Bearer <token>` header
 * (over WebSocket, graphql-ws's `connectionParams.authorization`), or the older `token`
 * argument that existing clients send. A header keeps the token out of query strings and
 * logged arguments; the argument stays accepted.
 */
import { ServiceError } from '../errors';

/** Larger values are not tokens; they are cut before any message quotes them. */
const MAX_HEADER_LENGTH = 1024;

/**
 * The token in an Authorization value, `undefined` when there is none, or a refusal
 * (FORBIDDEN, as for a wrong token) when it is not `Bearer <token>`.
 */
export function bearerToken(authorization: unknown): string | undefined {
  if (authorization === undefined || authorization === null || authorization === '') return undefined;
  if (typeof authorization !== 'string' || authorization.length > MAX_HEADER_LENGTH) {
    throw new ServiceError('FORBIDDEN', 'the Authorization header must be "Bearer <seat token>"');
  }
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  if (!m) throw new ServiceError('FORBIDDEN', 'the Authorization header must be "Bearer <seat token>"');
  return m[1]!;
}

/** graphql-ws connection parameters' `authorization` (any letter case), if any. */
export function authorizationFromConnectionParams(params: unknown): unknown {
  if (params === null || typeof params !== 'object') return undefined;
  for (const [key, value] of Object.entries(params)) if (key.toLowerCase() === 'authorization') return value;
  return undefined;
}

/**
 * The seat token of a request: from the header, from the argument, or both when they
 * agree. Two different tokens: INVALID_INPUT (which seat is meant is unclear). Neither:
 * FORBIDDEN, as for a token that is not a seat's.
 */
export function seatToken(authorization: unknown, argument: string | null | undefined): string {
  const fromHeader = bearerToken(authorization);
  const fromArgument = argument ?? undefined;
  if (fromHeader !== undefined && fromArgument !== undefined && fromHeader !== fromArgument) {
    throw new ServiceError('INVALID_INPUT', 'the token argument and the Authorization header name different seat tokens: send one of them');
  }
  const token = fromHeader ?? fromArgument;
  if (token === undefined) {
    throw new ServiceError('FORBIDDEN', 'no seat token: send the header "Authorization: Bearer <seat token>" (or the token argument)');
  }
  return token;
}
