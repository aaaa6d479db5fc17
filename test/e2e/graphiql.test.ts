/**
 * /graphql in a browser: the GraphiQL IDE from the project's own dependencies loads
 * with no request leaving the machine and no console error, and runs a query.
 */
import { browserSuite } from './support/browser';

describe('GraphQL IDE at /graphql', () => {
  const e2e = browserSuite();

  test('loads offline, shows the schema and runs a query', async () => {
    const page = await e2e.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const response = await page.goto(e2e.graphqlUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/text\/html/);

    // GraphiQL renders its editors once React and the schema (by introspection) are in.
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor({ timeout: 20_000 });
    // (A string: the test's own TypeScript has no DOM types.) CodeMirror 5 hangs its
    // instance on its wrapper element.
    await page.evaluate(`document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.setValue('{ titles { id } }')`);
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.graphiql-response .CodeMirror-code');
    await result.filter({ hasText: '"titles"' }).waitFor({ timeout: 20_000 });
    const text = await result.innerText();
    // CodeMirror draws only the lines in view, so look for a title near the top of the sorted list.
    expect(text).toContain('"1820"');
    await e2e.screenshot(page, 'graphiql');

    // Everything the page fetched came from this server (the suite also fails on any other host).
    expect(requests.length).toBeGreaterThan(3);
    for (const url of requests) expect(new URL(url).origin).toBe(e2e.origin);
    // The introspection query went to the API, over POST.
    expect(requests).toContain(e2e.graphqlUrl);
  });

  test('a GET query and a POST query to /graphql still answer JSON', async () => {
    const get = await fetch(`${e2e.graphqlUrl}?query=${encodeURIComponent('{ titles { id } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: { titles: unknown[] } }).data.titles.length).toBeGreaterThan(0);
    // A browser-like GET without a query gets the IDE, not Apollo's CDN page.
    const page = await fetch(e2e.graphqlUrl, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    const html = await page.text();
    expect(html).toContain('/graphiql/graphiql.min.js');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
