/**
 * A request body's parse and checks (api/request-body.ts), as the server runs them on its own
 * thread for small bodies and in the pool's body lane for large ones; and the WebSocket
 * server's cache of checked documents (api/graphql/document-cache.ts).
 */
import { buildSchema, GraphQLError } from 'graphql';
import { DocumentCache } from '../../api/graphql/document-cache';
import { MAX_QUERY_CHARS, MAX_VARIABLE_DEPTH, MAX_VARIABLE_VALUES, parseRequestBody, variablesProblem } from '../../api/request-body';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('request bodies', () => {
  it('parses a body, skipping a byte order mark, and takes an empty one as an empty object', () => {
    expect(parseRequestBody(bytes('\uFEFF{"query":"{ titles { id } }","variables":{"a":[1,2]}}'))).toEqual({
      ok: true,
      body: { query: '{ titles { id } }', variables: { a: [1, 2] } },
    });
    expect(parseRequestBody(new Uint8Array(0))).toEqual({ ok: true, body: {} });
  });

  it('refuses text that is not JSON, and JSON that is not an object or an array', () => {
    for (const text of ['{"query": ', 'null', '"a string"', '12']) {
      expect(parseRequestBody(bytes(text))).toMatchObject({ ok: false, status: 400, code: 'BAD_REQUEST', message: 'the request body is not valid JSON' });
    }
  });

  it('refuses an over-long query, and keeps none of it', () => {
    const answer = parseRequestBody(bytes(JSON.stringify({ query: `{ ${'a: __typename '.repeat(MAX_QUERY_CHARS / 10)}}` })));
    expect(answer).toEqual({ ok: false, status: 400, code: 'BAD_REQUEST', message: `the query is longer than ${MAX_QUERY_CHARS} characters` });
  });

  it('refuses variables nested too deep or holding too many values; a long string is one value', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_VARIABLE_DEPTH + 1; i++) deep = [deep];
    expect(variablesProblem({ v: deep })).toBe(`variables are nested deeper than ${MAX_VARIABLE_DEPTH} levels`);
    let fine: unknown = 1;
    for (let i = 0; i < MAX_VARIABLE_DEPTH - 1; i++) fine = [fine];
    expect(variablesProblem({ v: fine })).toBeNull();

    expect(variablesProblem({ list: Array.from({ length: MAX_VARIABLE_VALUES }, (_, i) => i) })).toBe(`variables hold more than ${MAX_VARIABLE_VALUES} values`);
    expect(variablesProblem({ list: Array.from({ length: MAX_VARIABLE_VALUES - 1 }, (_, i) => i) })).toBeNull();
    expect(variablesProblem({ json: 'x'.repeat(5_000_000) })).toBeNull();
    expect(parseRequestBody(bytes(JSON.stringify({ query: '{ a }', variables: { list: new Array(MAX_VARIABLE_VALUES + 1).fill(0) } })))).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('checked documents for WebSocket operations', () => {
  const schema = buildSchema('type Query { a: Int b(n: Int!): Int }');

  it('parses and validates a query text once, and answers the same document after', () => {
    const cache = new DocumentCache(schema, [], 100);
    const first = cache.check('{ a }');
    expect('document' in first).toBe(true);
    expect(cache.check('{ a }')).toBe(first);
  });

  it('answers a syntax error as GRAPHQL_PARSE_FAILED and a validation error as GRAPHQL_VALIDATION_FAILED, every time', () => {
    const cache = new DocumentCache(schema, [], 100);
    for (let i = 0; i < 2; i++) {
      const syntax = cache.check('{ a');
      expect('errors' in syntax && syntax.errors.map((e) => e.extensions.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
      const invalid = cache.check('{ b }');
      expect('errors' in invalid && invalid.errors.map((e) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect('errors' in invalid && invalid.errors[0]).toBeInstanceOf(GraphQLError);
    }
    // The token cap applies as over HTTP.
    const long = cache.check(`{ ${'a '.repeat(200)}}`);
    expect('errors' in long && long.errors[0]!.message).toMatch(/tokens/);
  });
});
