/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core,
 * against the real server (api/server.ts) on the PostgreSQL test database, as the
 * API suites use it (test/api/support/db.ts).
 *
 *   const e2e = browserSuite();          // in a describe block
 *   const page = await e2e.newPage();    // console errors and outside requests are recorded
 *   await page.goto(e2e.url('/graphql'));
 *   await e2e.screenshot(page, 'graphiql');
 *
 * After every test, the test fails if any page printed a console error, threw an
 * uncaught exception, or tried to reach a host other than this machine (such requests
 * are also aborted: the client must work offline). Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type StartedServer, type StartServerOptions } from '../../../api/server';
import { openTestDatabase, type Backend, type TestDatabase } from '../../api/support/db';

/** Debian's `chromium` package; SWITCHYARD_CHROMIUM names another binary. */
export const CHROMIUM_PATH = process.env.SWITCHYARD_CHROMIUM ?? '/usr/bin/chromium';

export const MISSING_CHROMIUM =
  `Chromium was not found at ${CHROMIUM_PATH}, so the browser tests cannot run. ` +
  'Install Debian\'s package (as root: apt-get update && apt-get install -y chromium), ' +
  'or set SWITCHYARD_CHROMIUM to a Chromium binary.';

/** Where screenshots are saved (gitignored). */
export const ARTIFACTS_DIR = path.resolve(__dirname, '../../../test-artifacts');

/**
 * No sandbox (CI runs as root in a container), no GPU, and none of Chromium's own
 * background traffic (updates, sync, field trials), so that every request seen comes
 * from the page under test.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a URL a page asked for stays on this machine (data:, blob: and about: never leave it). */
export function staysLocal(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (['data:', 'blob:', 'about:'].includes(parsed.protocol)) return true;
  return LOOPBACK_HOSTS.has(parsed.hostname);
}

export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(MISSING_CHROMIUM);
  // Every launch gets a fresh profile: playwright-core's launch() passes Chromium a new
  // temporary --user-data-dir of its own (it refuses one among the args; contexts made
  // with newContext() are isolated inside it). HOME and the XDG directories point to a
  // fresh directory too, so that Debian's wrapper script and Chromium read no settings
  // from the account running the tests.
  const home = mkdtempSync(path.join(os.tmpdir(), 'switchyard-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home },
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export interface BrowserSuite {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** `origin` + path. */
  url(pathname: string): string;
  readonly graphqlUrl: string;
  readonly server: StartedServer;
  readonly db: TestDatabase;
  readonly browser: Browser;
  /** A new isolated context (its own storage: one per seat) whose pages are watched. */
  newContext(): Promise<BrowserContext>;
  /** A new page in a new context, watched. */
  newPage(context?: BrowserContext): Promise<Page>;
  /** Problems recorded so far in this test (console errors, page errors, outside requests). */
  readonly problems: string[];
  /**
   * Removes and returns the problems matching `pattern`: for a test that provokes an
   * error on purpose (it should then assert what it got).
   */
  takeProblems(pattern: RegExp): string[];
  /** Saves a full-page screenshot as test-artifacts/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
}

export interface BrowserSuiteOptions {
  backend?: Backend;
  /** Passed to startServer (e.g. webDir for the client build). */
  server?: Omit<StartServerOptions, 'port' | 'dataSource'>;
}

/** Starts the server and Chromium before the suite's tests, checks each test's pages after it. */
export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let db: TestDatabase | undefined;
  let server: StartedServer | undefined;
  let chromiumHandle: { browser: Browser; close(): Promise<void> } | undefined;
  let contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    // Fail before anything else starts: a missing browser is the likeliest setup problem.
    if (!existsSync(CHROMIUM_PATH)) throw new Error(MISSING_CHROMIUM);
    db = await openTestDatabase(options.backend ?? 'postgres');
    server = await startServer({ rateLimit: false, ...options.server, port: 0, dataSource: db.dataSource });
    chromiumHandle = await launchChromium();
  });
  afterEach(async () => {
    const open = contexts;
    contexts = [];
    await Promise.all(open.map((c) => c.close().catch(() => undefined)));
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(`the browser reported problems:\n  ${found.join('\n  ')}`);
  });
  afterAll(async () => {
    await chromiumHandle?.close();
    await server?.stop();
    await db?.close();
  });

  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the browser suite is not started (use it inside tests)');
    return x;
  };
  const origin = (): string => `http://127.0.0.1:${started(server).port}`;

  const watch = async (context: BrowserContext): Promise<void> => {
    // Every request of every page goes through here: outside hosts are recorded and refused.
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (staysLocal(url)) return route.continue();
      problems.push(`request to a host outside this machine: ${url}`);
      return route.abort('blockedbyclient');
    });
    context.on('page', (page) => watchPage(page));
  };
  const watchPage = (page: Page): void => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error on ${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`uncaught exception on ${page.url()}: ${err.message}`));
    page.on('websocket', (ws) => {
      if (!staysLocal(ws.url())) problems.push(`WebSocket to a host outside this machine: ${ws.url()}`);
    });
  };

  const suite: BrowserSuite = {
    get origin() {
      return origin();
    },
    url: (pathname) => `${origin()}${pathname}`,
    get graphqlUrl() {
      return `${origin()}/graphql`;
    },
    get server() {
      return started(server);
    },
    get db() {
      return started(db);
    },
    get browser() {
      return started(chromiumHandle).browser;
    },
    async newContext() {
      const context = await started(chromiumHandle).browser.newContext();
      contexts.push(context);
      await watch(context);
      return context;
    },
    async newPage(context) {
      const c = context ?? (await suite.newContext());
      return c.newPage();
    },
    problems,
    takeProblems(pattern) {
      const taken = problems.filter((p) => pattern.test(p));
      for (const t of taken) problems.splice(problems.indexOf(t), 1);
      return taken;
    },
    async screenshot(page, name) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
  };
  return suite;
}
