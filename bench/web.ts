/**
 * The web client (web/dist), measured in Debian's Chromium against the benchmark server:
 *
 *   bundle      bytes of app.js and app.css as built, and gzipped
 *   first map   a late imported 1870 game (test/fixtures/1870, 707 actions): from navigation to the map
 *               drawn with its laid tiles, and to the first contentful paint; each in a fresh context
 *   live move   another seat's move (act over HTTP) to the spectator's page showing it (via graphql-ws),
 *               over consecutive moves of a demo game
 *
 * Needs a build (`npm run build`) and Chromium (/usr/bin/chromium, or SWITCHYARD_CHROMIUM).
 * Last line: SUMMARY web js_kb=… js_gzip_kb=… css_kb=… map_ms_p50=… fcp_ms_p50=… move_ms_p50=… move_ms_max=…
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { fmt, gql, machine, median, quantile, startBenchServer, type BenchServer } from './common';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'web', 'dist');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', '1870', '1870_game_end_bankrupt.json');
const CHROMIUM = process.env.SWITCHYARD_CHROMIUM ?? '/usr/bin/chromium';
const LOADS = 5;
const MOVES = 20;

const kb = (bytes: number): string => fmt(bytes / 1024, 1);

function bundle(): { js: number; jsGz: number; css: number; cssGz: number } {
  const read = (f: string): Buffer => {
    const file = path.join(DIST, f);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
    return fs.readFileSync(file);
  };
  const js = read('app.js');
  const css = read('app.css');
  return { js: js.length, jsGz: zlib.gzipSync(js, { level: 9 }).length, css: css.length, cssGz: zlib.gzipSync(css, { level: 9 }).length };
}

/** Records, in the page, when the map first shows a laid tile and when the action count changes. */
const WATCH = `
  window.__seen = [];
  const observer = new MutationObserver(() => {
    if (window.__mapAt === undefined && document.querySelector('.map-wrap [data-hex][data-tile]')) window.__mapAt = performance.now();
    const game = document.querySelector('[data-game]');
    const n = game ? Number(game.getAttribute('data-action-count')) : -1;
    const last = window.__seen[window.__seen.length - 1];
    if (n >= 0 && (!last || last.n !== n)) window.__seen.push({ n, t: Date.now() });
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-action-count', 'data-tile'] }));
`;

async function firstMap(browser: Browser, origin: string, gameId: string): Promise<{ map: number[]; fcp: number[] }> {
  const map: number[] = [];
  const fcp: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    await page.goto(`${origin}/games/${gameId}`);
    await page.waitForFunction('window.__mapAt !== undefined', undefined, { timeout: 60_000 });
    map.push((await page.evaluate('window.__mapAt')) as number);
    fcp.push((await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`)) as number);
    await context.close();
  }
  return { map, fcp };
}

async function liveMoves(browser: Browser, server: BenchServer, origin: string): Promise<number[]> {
  const created = await gql<{ createGame: { gameId: string; seats: { seat: number; token: string }[] } }>(
    server.url,
    `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId seats { seat token } } }`,
    { input: { title: 'demo', players: ['Ann', 'Bob'], seed: '5' } },
  );
  const gameId = created.createGame.gameId;
  const tokens = created.createGame.seats.map((s) => s.token);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(WATCH);
  await page.goto(`${origin}/games/${gameId}`);
  await page.waitForSelector('[data-live=on]');
  const delays: number[] = [];
  for (let k = 0; k < MOVES; k++) {
    const { game } = await gql<{ game: { actionCount: number; activeSeats: number[]; finished: boolean } }>(server.url, `query($id: ID!) { game(id: $id) { actionCount activeSeats finished } }`, { id: gameId });
    if (game.finished) break;
    const seat = game.activeSeats[0]!;
    const res = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
      body: JSON.stringify({ query: `query($g: ID!) { legalActions(gameId: $g) { id action params } }`, variables: { g: gameId } }),
    });
    const legal = ((await res.json()) as { data: { legalActions: { id: string; action: Record<string, unknown>; params?: Record<string, { min: number }> }[] } }).data.legalActions;
    const choice = legal.find((l) => l.id !== 'pass') ?? legal[0]!;
    const action = { ...choice.action };
    for (const [field, range] of Object.entries(choice.params ?? {})) action[field] = range.min;
    const sent = Date.now();
    const acted = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
      body: JSON.stringify({ query: `mutation($g: ID!, $a: JSON!, $i: Int) { act(gameId: $g, action: $a, expectedIndex: $i) { actionCount } }`, variables: { g: gameId, a: action, i: game.actionCount } }),
    });
    const body = (await acted.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`act refused: ${JSON.stringify(body.errors)}`);
    const target = game.actionCount + 1;
    await page.waitForFunction(`window.__seen.some((s) => s.n >= ${target})`, undefined, { timeout: 15_000 });
    const shown = (await page.evaluate(`window.__seen.find((s) => s.n >= ${target}).t`)) as number;
    delays.push(shown - sent);
  }
  await context.close();
  return delays;
}

async function main(): Promise<void> {
  const b = bundle();
  console.log(`bundle: app.js ${kb(b.js)} KiB (${kb(b.jsGz)} KiB gzipped), app.css ${kb(b.css)} KiB (${kb(b.cssGz)} KiB gzipped)`);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM} (apt-get install -y chromium, or set SWITCHYARD_CHROMIUM)`);
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const origin = new URL(server.url).origin;
    const imported = await gql<{ importGame: { gameId: string; actionCount: number } }>(server.url, `mutation($json: String!) { importGame(json: $json) { gameId actionCount } }`, {
      json: fs.readFileSync(FIXTURE, 'utf8'),
    });
    const { map, fcp } = await firstMap(browser, origin, imported.importGame.gameId);
    console.log(`first map of a late 1870 game (${imported.importGame.actionCount} actions), ${LOADS} fresh loads: map ms ${map.map((x) => fmt(x, 0)).join(' ')}; first contentful paint ms ${fcp.map((x) => fmt(x, 0)).join(' ')}`);
    const delays = (await liveMoves(browser, server, origin)).sort((x, y) => x - y);
    console.log(`live moves: ${delays.length}, move to page ms p50 ${fmt(median(delays), 0)} p90 ${fmt(quantile(delays, 0.9), 0)} max ${fmt(delays[delays.length - 1]!, 0)}`);
    console.log(machine());
    console.log(
      `SUMMARY web js_kb=${kb(b.js)} js_gzip_kb=${kb(b.jsGz)} css_kb=${kb(b.css)} map_ms_p50=${fmt(median(map), 0)} fcp_ms_p50=${fmt(median(fcp), 0)} move_ms_p50=${fmt(median(delays), 0)} move_ms_max=${fmt(delays[delays.length - 1]!, 0)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
