/**
 * A GraphQL request body (JSON), decoded, parsed and checked in one go: the query's length and
 * the variables' nesting and size are checked right after the parse, before any of it is
 * handed on. A body above INLINE_BODY_BYTES is parsed in a worker thread (compute/pool.ts,
 * the `body` lane), so that a large one (an import's export, or a flood of aliases in a
 * multi-megabyte query) never holds the event loop; the answer crosses back already checked,
 * so an over-long query is dropped there and never copied back.
 *
 * No imports: this module is the whole of the body worker (compute/body-worker.ts).
 */

/** Longest body parsed on the event loop itself (a few milliseconds at most); larger ones go to a worker. */
export const INLINE_BODY_BYTES = 64 * 1024;

/**
 * Longest query text (the document, not its variables: an import's export travels in a
 * variable). Refused before it is parsed as GraphQL; the token cap then bounds what is parsed.
 */
export const MAX_QUERY_CHARS = 100_000;

/** Deepest nesting of arrays and objects accepted in variables (actions are four levels deep). */
export const MAX_VARIABLE_DEPTH = 64;

/**
 * Most values (strings, numbers, objects, ...) in a request's variables. An action has a few
 * dozen; an import's export is one string. Bounds what is copied from the body worker.
 */
export const MAX_VARIABLE_VALUES = 10_000;

export type BodyAnswer = { ok: true; body: unknown } | { ok: false; status: 400; code: 'BAD_REQUEST'; message: string };

export const NOT_JSON = 'the request body is not valid JSON';

const refused = (message: string): BodyAnswer => ({ ok: false, status: 400, code: 'BAD_REQUEST', message });

/**
 * Why `variables` may not be run, or null: nested deeper than `maxDepth`, or more than
 * `maxValues` values. Iterative, so no stack to overflow, and stops at the first excess.
 */
export function variablesProblem(variables: unknown, maxDepth = MAX_VARIABLE_DEPTH, maxValues = MAX_VARIABLE_VALUES): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: variables, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return `variables are nested deeper than ${maxDepth} levels`;
    const children = Array.isArray(v) ? v : Object.values(v as object);
    values += children.length;
    if (values > maxValues) return `variables hold more than ${maxValues} values`;
    for (const child of children) stack.push({ v: child, depth: depth + 1 });
  }
  return null;
}

/** Why a parsed body's query or variables may not be run, or null. */
export function bodyProblem(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { query, variables } = body as { query?: unknown; variables?: unknown };
  // The variables first: as before, a body too deep is refused for that even with a long query.
  const problem = variablesProblem(variables);
  if (problem) return problem;
  if (typeof query === 'string' && query.length > MAX_QUERY_CHARS) return `the query is longer than ${MAX_QUERY_CHARS} characters`;
  return null;
}

const utf8 = new TextDecoder('utf-8');

/** The body's bytes as UTF-8 JSON, parsed and checked (a byte order mark is skipped, as body-parser does). */
export function parseRequestBody(bytes: Uint8Array): BodyAnswer {
  // As body-parser: an empty body is an empty object, and a body must be an object or an array.
  if (bytes.length === 0) return { ok: true, body: {} };
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(bytes));
  } catch {
    return refused(NOT_JSON);
  }
  if (body === null || typeof body !== 'object') return refused(NOT_JSON);
  const problem = bodyProblem(body);
  return problem ? refused(problem) : { ok: true, body };
}
