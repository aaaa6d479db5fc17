/**
 * Requests per seat token are limited (api/games/rate-limit.ts): the bucket itself with a
 * fake clock, and the API refusing a token over its rate with RATE_LIMITED while another
 * token of the same game is unaffected. Runs on both backends.
 */
import 'reflect-metadata';
import { startApiServer, type RunningServer } from '../../api/app';
import { rateLimitFromEnv, TokenRateLimiter } from '../../api/games/rate-limit';
import { TitleRegistry } from '../../api/titles';
import { fails, ok, Q } from './support/client';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';
import { createToyEngine, toyDefinitions } from './support/toy-engine';

test('a token bucket allows its burst, then one request per 1/rate seconds', () => {
  let now = 0;
  const limiter = new TokenRateLimiter({ perSecond: 2, burst: 3 }, () => now);
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
  expect(limiter.take('a')).toBe(500); // empty: the next unit comes in 1/2 s
  expect(limiter.take('b')).toBe(0); // another key has its own bucket
  now = 500;
  expect(limiter.take('a')).toBe(0);
  expect(limiter.take('a')).toBeGreaterThan(0);
  now = 10_000; // idle long enough: full again
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')].filter((w) => w === 0).length).toBe(3);
});

describe.each(BACKENDS)('rate limit per token (%s)', (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  let url: string;
  const engine = createToyEngine();

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startApiServer({
      dataSource: db.dataSource,
      titles: new TitleRegistry(toyDefinitions(), engine),
      engine,
      port: 0,
      rateLimit: { perSecond: 0.5, burst: 3 },
    });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('refuses a token over its rate with RATE_LIMITED; the other seat is unaffected', async () => {
    const { createGame } = await ok(url, Q.createGame, { input: { title: 'toy', players: ['Ann', 'Bob'], seed: 'x' } });
    const [t0, t1] = createGame.seats.map((s: { token: string }) => s.token) as string[];
    const gameId = createGame.gameId as string;
    for (let i = 0; i < 3; i++) await ok(url, Q.legalActions, { gameId, token: t0 });
    const err = await fails(url, Q.legalActions, { gameId, token: t0 });
    expect(err.extensions?.code).toBe('RATE_LIMITED');
    // The wait is machine-readable too.
    expect(err.extensions?.retryAfterMs).toEqual(expect.any(Number));
    expect(err.extensions?.retryAfterMs as number).toBeGreaterThan(0);
    expect(err.message).toMatch(/retry in \d+ ms/);
    await ok(url, Q.legalActions, { gameId, token: t1 });
  });
});

describe('SWITCHYARD_RATE_LIMIT', () => {
  it('reads "off", "<perSecond>/<burst>" or nothing, and refuses anything else', () => {
    expect(rateLimitFromEnv(undefined)).toBeUndefined();
    expect(rateLimitFromEnv('')).toBeUndefined();
    expect(rateLimitFromEnv('off')).toBe(false);
    expect(rateLimitFromEnv('50/200')).toEqual({ perSecond: 50, burst: 200 });
    expect(rateLimitFromEnv('2.5/5')).toEqual({ perSecond: 2.5, burst: 5 });
    for (const bad of ['fast', '20', '0/10', '20/0', '-1/5']) expect(() => rateLimitFromEnv(bad)).toThrow(/SWITCHYARD_RATE_LIMIT/);
  });
});
