/**
 * Protection against expensive and malformed requests, over HTTP: the query cost
 * limit (many aliased copies of an expensive field), the request body limit, a body
 * that is not JSON. Each is refused with a typed code and no stack trace, and nothing
 * runs. Also: the queries a client normally sends (the whole state) stay well under
 * the cost limit.
 */
import 'reflect-metadata';
import { buildSchema, parse, validate } from 'graphql';
import fs from 'node:fs';
import { REQUEST_BODY_LIMIT } from '../../api/app';
import { maxCostRule, MAX_QUERY_COST } from '../../api/graphql/rules/maxCost';
import { findRepoRoot } from '../../tools/paths';
import { startServer, type StartedServer } from '../../api/server';
import { gql, ok, Q } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/db';
import path from 'node:path';

const schema = buildSchema(fs.readFileSync(path.join(findRepoRoot(), 'schema.graphql'), 'utf8'));
const costErrors = (query: string) => validate(schema, parse(query), [maxCostRule()]);

describe('query cost estimate', () => {
  it('lets a full-state game query through and refuses fifty route searches in one request', () => {
    const full = `query($id: ID!) { game(id: $id) { id players { seat cash } state {
      players { seat cash shares { corporation percent } } corporations { id shares { holder percent } trains { id } tokens { hex } }
      market { rows { cells { price flags } } positions { corporation row col } }
      map { hexes { id tile rotation tokens { corporation } stops { node revenue } neighbours } }
      trains { type depot pool } tiles { tile remaining } } } }`;
    expect(costErrors(full)).toEqual([]);
    const many = `{ ${Array.from({ length: 50 }, (_, i) => `r${i}: bestRoutes(gameId: "x", corporation: "y") { revenue }`).join(' ')} }`;
    const errors = costErrors(many);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: MAX_QUERY_COST });
  });

  it('multiplies a list by its limit argument', () => {
    const page = (n: number) => `{ game(id: "x") { events(limit: ${n}) { index seat action log actionCount createdAt } } }`;
    expect(costErrors(page(500))).toEqual([]);
    expect(costErrors(page(5000))).toHaveLength(1);
  });
});

describe('request limits over HTTP (postgres)', () => {
  let db: TestDatabase;
  let server: StartedServer;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false, logError: () => {} });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('refuses a costly query before running it', async () => {
    const { createGame } = await ok(server.url, Q.createGame, { input: { title: '1870', players: ['A', 'B', 'C'], seed: 'cost' } });
    const many = `{ ${Array.from({ length: 50 }, (_, i) => `r${i}: bestRoutes(gameId: "${createGame.gameId}", corporation: "ATSF") { revenue }`).join(' ')} }`;
    const r = await gql(server.url, many);
    expect(r.data ?? null).toBeNull();
    // Apollo reports every validation rule's refusal under its own code.
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toMatch(/estimated cost is 50050; at most 20000/);
    expect(JSON.stringify(r)).not.toMatch(/stacktrace|at .*\.ts:/);
  });

  it('answers an oversized body and a body that is not JSON with a typed error and no stack', async () => {
    const big = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ titles { id } }', variables: { pad: 'x'.repeat(REQUEST_BODY_LIMIT + 10) } }),
    });
    expect(big.status).toBe(413);
    const bigBody = (await big.json()) as { errors: { extensions: { code: string } }[] };
    expect(bigBody.errors[0]!.extensions.code).toBe('PAYLOAD_TOO_LARGE');

    const broken = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(broken.status).toBe(400);
    const text = await broken.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
