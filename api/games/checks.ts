/** Argument checks shared by the service's methods, and the engine's refusals as the API reports them. */
import { echo, ServiceError } from '../errors';

/** Game ids are UUIDs: anything else is NOT_FOUND before the database is asked. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event stream's or page's `after`: an integer >= -1 (-1, or omitted: from the first event). */
export function checkAfter(after: number | null | undefined): number {
  const from = after ?? -1;
  if (!Number.isInteger(from) || from < -1) throw new ServiceError('INVALID_INPUT', `after must be an integer >= -1 (the index of the last event seen), not ${echo(from)}`);
  return from;
}

/** The arguments every write checks before it takes a lock. */
export function checkWriteArgs(gameId: string, expectedIndex: number | null | undefined): void {
  if (expectedIndex !== undefined && expectedIndex !== null && (!Number.isInteger(expectedIndex) || expectedIndex < 0)) {
    throw new ServiceError('INVALID_INPUT', 'expectedIndex must be a non-negative integer');
  }
  if (!UUID.test(gameId)) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
}

/** The engine's refusal of an action, as the API reports it (act and preview alike). */
export function refusal(error: { code: string; message: string; ruleRef?: string }): ServiceError {
  return new ServiceError(error.code as ServiceError['code'], error.message, error.ruleRef);
}
