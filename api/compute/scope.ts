/**
 * What the server knows about the request a piece of work belongs to: the client's address
 * and a signal that fires when the client goes away (HTTP connection closed before the
 * answer, WebSocket subscription completed or socket closed). Carried by AsyncLocalStorage
 * from the HTTP middleware and the WebSocket handlers down to the compute pool, so that the
 * service's methods need no extra parameters to have their jobs cancelled and counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  /** The TCP peer's address (no proxy header is trusted). */
  address: string;
  /** Aborted when nobody waits for the answer any more. */
  signal: AbortSignal;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return requestScope.getStore();
}
