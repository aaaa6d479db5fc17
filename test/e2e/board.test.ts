/**
 * The map in Chromium, on the real server. On the client's game page (web/dist, built by
 * `npm install`): for every title a new game's map has exactly one data-hex element per map
 * hex, its printed stations, and no console error; in an imported late 1870 game every laid
 * tile shows as data-tile with the tile the state names, and every token in a city slot.
 * On web/src/board/preview (the board components alone on one game, bundled here with
 * esbuild and served on the server's origin): charts, a corporation's best routes, and a
 * tile lay chosen among the legal candidates drawn on the map. Screenshots go to
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
    if (!fs.existsSync(repoPath('web', 'dist', 'index.html'))) throw new Error('web/dist is not built: run `npm run build:web` (npm install does)');
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

  /** Opens the preview page of a game, served on the API's origin; with a seat's token it offers that seat's lays. */
  async function openBoard(gameId: string, token?: string, query = ''): Promise<Page> {
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
    await page.goto(`${e2e.origin}/board-preview/?game=${encodeURIComponent(gameId)}${query}${token ? `#token=${encodeURIComponent(token)}` : ''}`);
    await page.locator('[data-ready="true"]').waitFor({ timeout: 20_000 });
    return page;
  }

  /** Opens a game's page of the client as a spectator, once its map is drawn. */
  async function openGamePage(gameId: string): Promise<Page> {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(e2e.url(`/games/${encodeURIComponent(gameId)}`));
    await page.locator('.hex-map [data-hex]').first().waitFor({ timeout: 20_000 });
    return page;
  }

  test.each(TITLES)('%s: the game page draws one data-hex element per map hex, no console error', async (titleId) => {
    const title = JSON.parse(fs.readFileSync(repoPath('definitions', titleId, 'title.json'), 'utf8'));
    const map = JSON.parse(fs.readFileSync(repoPath('definitions', titleId, 'map.json'), 'utf8'));
    const players = Array.from({ length: title.players.min }, (_, i) => `P${i + 1}`);
    const { createGame } = await gql(e2e, `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`, {
      input: { title: titleId, players, seed: 'e2e-board' },
    });
    const page = await openGamePage(createGame.gameId);
    const ids: string[] = await page.locator('[data-hex]').evaluateAll((els) => els.map((el) => el.getAttribute('data-hex') ?? ''));
    expect(ids.slice().sort()).toEqual(map.hexes.map((h: { id: string }) => h.id).sort());
    expect(await page.locator('[data-tile]').count()).toBe(0);
    // Printed stations are drawn: every printed city, and off-board area with slots (1870's Southwest), has its slots.
    const printedSlots = map.hexes.flatMap((h: any) =>
      (h.tile?.nodes ?? []).map((n: any) => (n.kind === 'city' ? (n.slots ?? 1) : n.kind === 'offboard' ? (n.slots ?? 0) : 0)),
    );
    expect(await page.locator('.hex-map [data-hex] .city [data-slot]').count()).toBe(printedSlots.reduce((a: number, b: number) => a + b, 0));
    expect(await page.locator('.stock-market [data-cell]').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, `game-page-${titleId}`);
  });

  /** The late 1870 game, imported once for the tests that read it (the import replays the whole game). */
  let late: Promise<string> | null = null;
  const lateGame = (): Promise<string> =>
    (late ??= gql(e2e, `mutation($json: String!) { importGame(json: $json) { gameId } }`, { json: fs.readFileSync(LATE_1870, 'utf8') }).then((d) => d.importGame.gameId));

  test('an imported late 1870 game page: every laid tile shows as data-tile, every token in its city', async () => {
    const gameId = await lateGame();
    const { game } = await gql(e2e, `query($id: ID!) { game(id: $id) { state { map { hexes { id tile tokens { corporation } } } } } }`, { id: gameId });
    const laid = game.state.map.hexes.filter((h: { tile: string | null }) => h.tile !== null);
    expect(laid.length).toBeGreaterThan(20);
    const page = await openGamePage(gameId);
    const shown: [string, string][] = await page
      .locator('[data-tile]')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-hex') ?? '', el.getAttribute('data-tile') ?? ''] as [string, string]));
    expect(new Map(shown)).toEqual(new Map(laid.map((h: { id: string; tile: string }) => [h.id, h.tile])));
    const tokens = game.state.map.hexes.reduce((n: number, h: { tokens: unknown[] }) => n + h.tokens.length, 0);
    expect(tokens).toBeGreaterThan(0);
    expect(await page.locator('.hex-map [data-token]').count()).toBe(tokens);
    expect(await page.locator('.stock-market [data-marker]').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, 'game-page-1870-late');
  }, 120_000);

  test('the late 1870 game on the components alone: charts, and a corporation\'s best routes drawn one line per train', async () => {
    const gameId = await lateGame();
    const alone = await openBoard(gameId);
    await alone.locator('[data-chart="share-prices"] canvas').first().waitFor({ timeout: 10_000 });
    expect(await alone.locator('[data-chart="net-worth"] canvas').count()).toBeGreaterThan(0);
    await e2e.screenshot(alone, 'board-1870-late');
    // The map alone, large enough to read the tiles.
    await alone.setViewportSize({ width: 2400, height: 1200 });
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await alone.locator('.hex-map').screenshot({ path: path.join(ARTIFACTS_DIR, 'board-1870-late-map.png') });

    const { game } = await gql(e2e, `query($id: ID!) { game(id: $id) { state { corporations { id trains { id } } } } }`, { id: gameId });
    const runner = game.state.corporations.find((c: { trains: unknown[] }) => c.trains.length > 0).id;
    const { bestRoutes } = await gql(e2e, `query($id: ID!, $c: String!) { bestRoutes(gameId: $id, corporation: $c, timeBudgetMs: 1000) { routes { train path } } }`, { id: gameId, c: runner });
    expect(bestRoutes.routes.length).toBeGreaterThan(0);
    const routed = await openBoard(gameId, undefined, `&routes=${runner}`);
    await routed.locator('[data-route]').first().waitFor({ timeout: 10_000 });
    expect((await routed.locator('[data-route]').evaluateAll((els) => els.map((el) => el.getAttribute('data-route')))).sort()).toEqual(
      bestRoutes.routes.map((r: { train: string }) => r.train).sort(),
    );
    await routed.setViewportSize({ width: 2400, height: 1200 });
    await routed.locator('.hex-map').screenshot({ path: path.join(ARTIFACTS_DIR, `board-1870-late-routes-${runner}.png`) });
  }, 120_000);

  test('demo: a tile chosen among the legal candidates on the map is laid and shows as data-tile', async () => {
    const { createGame } = await gql(e2e, `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId seats { seat token } } }`, {
      input: { title: 'demo', players: ['Ann', 'Bob'], seed: 'e2e-lay' },
    });
    const gameId: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const legal = async (token: string): Promise<any[]> =>
      (await gql(e2e, `query($id: ID!, $token: String!) { legalActions(gameId: $id, token: $token) { action } }`, { id: gameId, token })).legalActions.map((a: any) => a.action);
    // Both players buy into the first corporation parred until it floats and its first tile lay is offered.
    let layer: { token: string; actions: any[] } | null = null;
    let corporation: string | null = null;
    for (let step = 0; step < 60 && !layer; step++) {
      for (const token of tokens) {
        const actions = await legal(token);
        if (actions.length === 0) continue;
        if (actions.some((a) => a.type === 'lay_tile')) {
          layer = { token, actions };
          break;
        }
        const par = actions.find((a) => a.type === 'par');
        corporation ??= par?.corporation ?? null;
        const pick = actions.find((a) => a.type === 'buy_shares' && a.corporation === corporation) ?? (par && par.corporation === corporation ? par : null) ?? actions.find((a) => a.type === 'pass') ?? actions[0];
        await gql(e2e, `mutation($id: ID!, $token: String!, $action: JSON!) { act(gameId: $id, token: $token, action: $action) { index } }`, { id: gameId, token, action: pick });
        break;
      }
    }
    expect(layer).not.toBeNull();
    const lays = layer!.actions.filter((a) => a.type === 'lay_tile');
    const targets = [...new Set(lays.map((a) => a.hex as string))];

    const page = await openBoard(gameId, layer!.token);
    await page.locator('[data-highlight]').first().waitFor({ timeout: 10_000 });
    expect((await page.locator('[data-highlight]').evaluateAll((els) => els.map((el) => el.getAttribute('data-highlight')))).sort()).toEqual([...targets].sort());
    await e2e.screenshot(page, 'board-demo-lay-targets');

    // Prefer a hex that offers a tile with several rotations, to turn it before laying it.
    const hex = targets.find((h) => lays.filter((a) => a.hex === h).length > 1) ?? targets[0]!;
    await page.locator(`[data-hex="${hex}"]`).click();
    const chooser = page.locator(`[data-candidates="${hex}"]`);
    await chooser.waitFor({ timeout: 10_000 });
    const offered = [...new Set(lays.filter((a) => a.hex === hex).map((a) => a.tile as string))];
    expect((await chooser.locator('[data-candidate-tile]').evaluateAll((els) => els.map((el) => el.getAttribute('data-candidate-tile')))).sort()).toEqual(offered.sort());
    const preview = chooser.locator('[data-preview-tile]');
    const tile = (await preview.getAttribute('data-preview-tile'))!;
    const rotations = lays.filter((a) => a.hex === hex && a.tile === tile).map((a) => a.rotation as number).sort((a, b) => a - b);
    expect(Number(await preview.getAttribute('data-preview-rotation'))).toBe(rotations[0]);
    if (rotations.length > 1) {
      await chooser.locator('[data-action="rotate-right"]').click();
      expect(Number(await preview.getAttribute('data-preview-rotation'))).toBe(rotations[1]);
    }
    await e2e.screenshot(page, 'board-demo-candidates');
    const rotation = Number(await preview.getAttribute('data-preview-rotation'));
    await chooser.locator('[data-action="confirm-tile"]').click();

    await page.locator(`[data-hex="${hex}"][data-tile="${tile}"]`).waitFor({ timeout: 10_000 });
    const { game } = await gql(e2e, `query($id: ID!) { game(id: $id) { state { map { hexes { id tile rotation } } } } }`, { id: gameId });
    expect(game.state.map.hexes.find((h: { id: string }) => h.id === hex)).toEqual({ id: hex, tile, rotation });
    expect(await page.locator('[data-tile]').count()).toBe(1);
    await e2e.screenshot(page, 'board-demo-laid');
  });

  test('1862 solo: the game page shows the tableau, every card of every column', async () => {
    const { createGame } = await gql(e2e, `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`, {
      input: { title: '1862', variant: 'solo', players: ['Solo'], seed: 'e2e-tableau' },
    });
    const { game } = await gql(e2e, `query($id: ID!) { game(id: $id) { state { tableau { columns { corporation certificate } drawPile } } } }`, { id: createGame.gameId });
    const cards = game.state.tableau.columns.flat().map((c: { corporation: string; certificate: number }) => `${c.corporation}/${c.certificate}`);
    expect(cards.length).toBeGreaterThan(0);
    const page = await openGamePage(createGame.gameId);
    await page.locator('.tableau').waitFor({ timeout: 10_000 });
    expect(await page.locator('.tableau [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')))).toEqual(cards);
    expect(await page.locator('.tableau [data-column]').count()).toBe(game.state.tableau.columns.length);
    expect(await page.locator('.tableau [data-draw-pile]').innerText()).toContain(String(game.state.tableau.drawPile));
    await e2e.screenshot(page, 'game-page-1862-solo');
  });
});
