/**
 * CORS in a real browser: a page on one origin calls the API of another server, which
 * answers only when SWITCHYARD_CORS_ORIGINS (here the `cors` option) allows that origin.
 */
import { startServer, type StartedServer } from '../../api/server';
import { browserSuite } from './support/browser';

describe('cross-origin calls from a browser page', () => {
  const e2e = browserSuite({ server: { webDir: false } });
  let allowing: StartedServer;
  let refusing: StartedServer;

  beforeAll(async () => {
    // Two more servers on the suite's database: one allows the suite server's origin, one allows nothing.
    allowing = await startServer({ port: 0, dataSource: e2e.db.dataSource, rateLimit: false, webDir: false, cors: { origins: [e2e.origin] } });
    refusing = await startServer({ port: 0, dataSource: e2e.db.dataSource, rateLimit: false, webDir: false });
  });
  afterAll(async () => {
    await allowing?.stop();
    await refusing?.stop();
  });

  /** Runs fetch in the page; returns the titles' count, or the error's message. */
  const call = (page: import('playwright-core').Page, url: string): Promise<string> =>
    page.evaluate(
      `fetch(${JSON.stringify(url)}, {
         method: 'POST',
         headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-seat-token' },
         body: JSON.stringify({ query: '{ titles { id } }' }),
       }).then((r) => r.json()).then((j) => 'titles:' + j.data.titles.length, (e) => 'error:' + e.message)`,
    ) as Promise<string>;

  test('an allowed origin gets answers; another is refused by the browser', async () => {
    const page = await e2e.newPage();
    // Any page of the suite server's origin will do.
    await page.goto(e2e.url('/health'));
    expect(await call(page, `http://127.0.0.1:${allowing.port}/graphql`)).toMatch(/^titles:[1-9]/);
    // Same origin: always answered.
    expect(await call(page, e2e.graphqlUrl)).toMatch(/^titles:[1-9]/);

    expect(await call(page, `http://127.0.0.1:${refusing.port}/graphql`)).toMatch(/^error:/);
    // Chromium reports the blocked call on the console; that is the expected outcome here.
    const blocked = e2e.takeProblems(/CORS|Failed to load resource|access control/i);
    expect(blocked.length).toBeGreaterThan(0);
  });
});
