/**
 * The board components in Chromium, on the real server: for every title a new game's map
 * has exactly one data-hex element per map hex and no console error; in an imported late
 * 1870 game every laid tile shows as data-tile with the tile the state names. The page is
 * web/src/board/preview (the components mounted on one game, reading the public API),
 * bundled here with esbuild and served on the server's origin. Screenshots go to
 * test-artifacts/board-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, browserSuite, type BrowserSuite } from './support/browser';
import { repoPath, sharedPath } from '../../tools/paths';

const TITLES = ['demo', '1820', '1843', '1860', '1862', '1870'];
const LATE_1870 = sharedPath('fixtures', '1870', '1870-game-end-bank.json');

async function gql<T = any>(e2e: BrowserSuite, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(e2e.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

describe('board components in a browser', () => {
  const e2e = browserSuite();
  let bundle: string;

  beforeAll(async () => {
    const out = await build({
      entryPoints: [repoPath('web', 'src', 'board', 'preview', 'main.tsx')],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      logLevel: 'silent',
    });
    bundle = out.outputFiles[0]!.text;
  });

  /** Opens the preview page of a game, served on the API's origin. */
  async function openBoard(gameId: string): Promise<Page> {
    const page = await e2e.newPage();
    await page.route(`${e2e.origin}/board-preview/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: bundle });
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head><meta charset="utf-8"><title>board</title></head><body><div id="app"></div><script type="module" src="/board-preview/main.js"></script></body></html>',
      });
    });
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${e2e.origin}/board-preview/?game=${encodeURIComponent(gameId)}`);
    await page.locator('[data-ready="true"]').waitFor({ timeout: 20_000 });
    return page;
  }

  test.each(TITLES)('%s: one data-hex element per map hex, no console error', async (titleId) => {
    const title = JSON.parse(fs.readFileSync(repoPath('definitions', titleId, 'title.json'), 'utf8'));
    const map = JSON.parse(fs.readFileSync(repoPath('definitions', titleId, 'map.json'), 'utf8'));
    const players = Array.from({ length: title.players.min }, (_, i) => `P${i + 1}`);
    const { createGame } = await gql(e2e, `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`, {
      input: { title: titleId, players, seed: 'e2e-board' },
    });
    const page = await openBoard(createGame.gameId);
    const ids: string[] = await page.locator('[data-hex]').evaluateAll((els) => els.map((el) => el.getAttribute('data-hex') ?? ''));
    expect(ids.slice().sort()).toEqual(map.hexes.map((h: { id: string }) => h.id).sort());
    expect(await page.locator('[data-tile]').count()).toBe(0);
    // Printed stations are drawn: every printed city, and off-board area with slots (1870's Southwest), has its slots.
    const printedSlots = map.hexes.flatMap((h: any) =>
      (h.tile?.nodes ?? []).map((n: any) => (n.kind === 'city' ? (n.slots ?? 1) : n.kind === 'offboard' ? (n.slots ?? 0) : 0)),
    );
    expect(await page.locator('.hex-map [data-hex] .city [data-slot]').count()).toBe(printedSlots.reduce((a: number, b: number) => a + b, 0));
    expect(await page.locator('.stock-market [data-cell]').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, `board-${titleId}`);
  });

  test('an imported late 1870 game: every laid tile shows as data-tile, tokens in their cities, charts drawn', async () => {
    const { importGame } = await gql(e2e, `mutation($json: String!) { importGame(json: $json) { gameId } }`, { json: fs.readFileSync(LATE_1870, 'utf8') });
    const { game } = await gql(e2e, `query($id: ID!) { game(id: $id) { state { map { hexes { id tile tokens { corporation } } } } } }`, { id: importGame.gameId });
    const laid = game.state.map.hexes.filter((h: { tile: string | null }) => h.tile !== null);
    expect(laid.length).toBeGreaterThan(20);
    const page = await openBoard(importGame.gameId);
    const shown: [string, string][] = await page
      .locator('[data-tile]')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-hex') ?? '', el.getAttribute('data-tile') ?? ''] as [string, string]));
    expect(new Map(shown)).toEqual(new Map(laid.map((h: { id: string; tile: string }) => [h.id, h.tile])));
    const tokens = game.state.map.hexes.reduce((n: number, h: { tokens: unknown[] }) => n + h.tokens.length, 0);
    expect(tokens).toBeGreaterThan(0);
    expect(await page.locator('.hex-map [data-token]').count()).toBe(tokens);
    expect(await page.locator('.stock-market [data-marker]').count()).toBeGreaterThan(0);
    await page.locator('[data-chart="share-prices"] canvas').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-chart="net-worth"] canvas').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, 'board-1870-late');
    // The map alone, large enough to read the tiles.
    await page.setViewportSize({ width: 2400, height: 1200 });
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.locator('.hex-map').screenshot({ path: path.join(ARTIFACTS_DIR, 'board-1870-late-map.png') });
  });
});
