/**
 * The web client's build served by the API's own express app (api/web.ts): files at `/`,
 * index.html for the client's routes, caching by file name, and a page saying how to
 * build the client when there is no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type StartedServer } from '../../api/server';
import { isHashedAsset } from '../../api/web';
import { openTestDatabase, type TestDatabase } from './support/db';

const INDEX = '<!doctype html><title>client</title><script type="module" src="/app-5XQ2ZK3N.js"></script>';

describe('isHashedAsset', () => {
  test.each([
    ['app-5XQ2ZK3N.js', true],
    ['app-5XQ2ZK3N.js.map', true],
    ['chunk-ABCDEFGH.css', true],
    ['style.3f2a9b1c.css', true],
    ['long-name.3f2a9b1c.js', true],
    ['app.js', false],
    ['index.html', false],
    ['react-dom.production.min.js', false],
    ['meta-information.json', false],
    ['deadbeef-notes.txt', false],
  ])('%s → %s', (name, hashed) => {
    expect(isHashedAsset(name)).toBe(hashed);
  });
});

describe('web client served at /', () => {
  let db: TestDatabase;
  let server: StartedServer;
  let dir: string;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'switchyard-web-'));
    mkdirSync(path.join(dir, 'img'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'app-5XQ2ZK3N.js'), 'console.log("client")');
    writeFileSync(path.join(dir, 'app.css'), 'body{}');
    writeFileSync(path.join(dir, 'img', 'hex.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    db = await openTestDatabase('postgres');
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false, webDir: dir });
    origin = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('/ and every /games/<id> path answer index.html, revalidated on each use', async () => {
    expect(server.clientUrl).toBe(`http://localhost:${server.port}/`);
    for (const p of ['/', '/games/abc123', '/games/abc123/', '/games/abc123/history']) {
      const res = await fetch(`${origin}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  test('hashed files are cached for a year, others revalidated', async () => {
    const hashed = await fetch(`${origin}/app-5XQ2ZK3N.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toMatch(/javascript/);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await hashed.text()).toBe('console.log("client")');

    const plain = await fetch(`${origin}/app.css`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const etag = plain.headers.get('etag');
    expect(etag).toBeTruthy();
    // (fetch would add `cache-control: no-cache` to a conditional request, as a browser's reload
    // does, which skips revalidation; a browser's normal revalidation sends max-age=0.)
    const again = await fetch(`${origin}/app.css`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);

    expect((await fetch(`${origin}/img/hex.svg`)).headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  test('other paths are 404, and the API and health check still answer', async () => {
    expect((await fetch(`${origin}/nothing-here.js`)).status).toBe(404);
    expect((await fetch(`${origin}/games`)).status).toBe(404);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ titles { id } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { titles: unknown[] } }).data.titles.length).toBeGreaterThan(0);
  });

  test('without a build, / says how to make one', async () => {
    rmSync(path.join(dir, 'index.html'));
    try {
      for (const p of ['/', '/games/abc123']) {
        const res = await fetch(`${origin}${p}`);
        expect(res.status).toBe(503);
        const html = await res.text();
        expect(html).toContain('The web client is not built');
        expect(html).toContain('npm install');
        expect(html).toContain(dir);
      }
    } finally {
      writeFileSync(path.join(dir, 'index.html'), INDEX);
    }
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
