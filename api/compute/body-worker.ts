/**
 * The body lane's worker thread (pool.ts): parses and checks a large GraphQL request body
 * (request-body.ts) off the event loop. It loads no engine, so it starts in milliseconds.
 */
import { workerData } from 'piscina';
import { parseRequestBody, type BodyAnswer } from '../request-body';
import { niceThisThread } from './nice';

niceThisThread((workerData as { nice?: number } | undefined)?.nice);

/** As the engine's worker answers (worker.ts JobAnswer): parseRequestBody never throws. */
export default function handle(bytes: Uint8Array): { ok: true; value: BodyAnswer } {
  return { ok: true, value: parseRequestBody(bytes) };
}
