/**
 * CORS (api/cors.ts): preflights answered for the origins SWITCHYARD_CORS_ORIGINS
 * allows (a list, or `*`), refused for others; same-origin requests always work; Apollo's
 * CSRF prevention still refuses simple cross-origin requests. Requests are made with
 * node:http so that Origin and the preflight headers are sent exactly as a browser would.
 */
import http from 'node:http';
import { corsFromEnv } from '../../api/cors';
import { startServer, type StartedServer } from '../../api/server';
import { openTestDatabase, type TestDatabase } from './support/db';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const preflight = (port: number, origin: string): Promise<Answer> =>
  request(port, 'OPTIONS', '/graphql', {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type,authorization',
  });

const QUERY = JSON.stringify({ query: '{ titles { id } }' });
const post = (port: number, headers: Record<string, string>, body = QUERY): Promise<Answer> =>
  request(port, 'POST', '/graphql', { 'content-type': 'application/json', ...headers }, body);

describe('corsFromEnv', () => {
  it('reads a list of origins, *, or nothing, and refuses what is not an origin', () => {
    expect(corsFromEnv(undefined)).toBeUndefined();
    expect(corsFromEnv('  ')).toBeUndefined();
    expect(corsFromEnv('*')).toEqual({ origins: '*' });
    expect(corsFromEnv('https://a.example, http://localhost:5173,https://b.example/')).toEqual({
      origins: ['https://a.example', 'http://localhost:5173', 'https://b.example'],
    });
    for (const bad of ['a.example', 'https://a.example/path', 'ftp://a.example', 'https://a.example,nope', 'https://a.example?x=1']) {
      expect(() => corsFromEnv(bad)).toThrow(/SWITCHYARD_CORS_ORIGINS/);
    }
  });
});

describe('CORS (postgres)', () => {
  let db: TestDatabase;
  const servers: StartedServer[] = [];
  let listed: StartedServer;
  let any: StartedServer;
  let none: StartedServer;
  const ALLOWED = 'https://client.example';
  const OTHER = 'https://evil.example';

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    const start = async (cors?: { origins: string[] | '*' }): Promise<StartedServer> => {
      const s = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false, webDir: false, ...(cors ? { cors } : {}) });
      servers.push(s);
      return s;
    };
    listed = await start({ origins: [ALLOWED, 'http://localhost:5173'] });
    any = await start({ origins: '*' });
    none = await start();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db?.close();
  });

  it('answers a preflight from an allowed origin', async () => {
    const r = await preflight(listed.port, ALLOWED);
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(r.headers['access-control-allow-methods']).toMatch(/POST/);
    const allowedHeaders = String(r.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', 'authorization']));
    expect(r.headers['access-control-max-age']).toBe('600');
    expect(String(r.headers.vary)).toMatch(/Origin/i);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a preflight from any other origin, with FORBIDDEN', async () => {
    for (const [port, origin] of [
      [listed.port, OTHER],
      [listed.port, 'https://client.example.evil.example'],
      [none.port, ALLOWED],
    ] as const) {
      const r = await preflight(port, origin);
      expect(r.status).toBe(403);
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(JSON.parse(r.body).errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it('marks answers to an allowed origin, and only those', async () => {
    const ok = await post(listed.port, { origin: ALLOWED, authorization: 'Bearer x' });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(ok.headers['access-control-expose-headers']).toMatch(/Retry-After/);
    expect(JSON.parse(ok.body).data.titles.length).toBeGreaterThan(0);

    const other = await post(listed.port, { origin: OTHER });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows any origin with *', async () => {
    const r = await preflight(any.port, OTHER);
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect((await post(any.port, { origin: OTHER })).headers['access-control-allow-origin']).toBe('*');
  });

  it('always serves the same origin, with or without a list', async () => {
    for (const s of [none, listed]) {
      const own = `http://127.0.0.1:${s.port}`;
      const r = await post(s.port, { origin: own });
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body).data.titles.length).toBeGreaterThan(0);
      expect((await preflight(s.port, own)).status).toBe(204);
    }
  });

  it('keeps CSRF prevention: a simple cross-origin request is refused even from an allowed origin', async () => {
    for (const [port, origin] of [
      [none.port, OTHER],
      [listed.port, OTHER],
      [listed.port, ALLOWED],
      [any.port, OTHER],
    ] as const) {
      const r = await request(port, 'POST', '/graphql', { origin, 'content-type': 'text/plain' }, QUERY);
      expect(r.status).toBe(400);
      expect(r.body).toMatch(/CSRF/i);
      // A GET query without a preflight-forcing header is a simple request too.
      const g = await request(port, 'GET', `/graphql?query=${encodeURIComponent('{ titles { id } }')}`, { origin, accept: 'application/json' });
      expect(g.status).toBe(400);
    }
  });
});
