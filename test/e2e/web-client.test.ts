/**
 * The web client in Chromium, against the real server: a demo game created in the lobby and played
 * through the UI by two seats in two browsers (each following the other live), a dropped live
 * connection resuming from its cursor, an imported 1870 game and its history slider, and every
 * title's map. Screenshots go to test-artifacts/.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/browser';

/** The values of one attribute over every element a selector matches (the test has no DOM types). */
async function attrs(page: Page, selector: string, attr: string): Promise<string[]> {
  return (await page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(selector)})].map((e) => e.getAttribute(${JSON.stringify(attr)}))`,
  )) as string[];
}

const actionCount = async (page: Page): Promise<number> => Number(await page.getAttribute('[data-game]', 'data-action-count'));

async function reaches(page: Page, count: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction(`Number(document.querySelector('[data-game]')?.dataset.actionCount) >= ${count}`, undefined, { timeout });
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

describe('web client', () => {
  const e2e = browserSuite();

  test('a demo game: created in the lobby, played through the UI by two seats, each page following the other live', async () => {
    // The lobby: a 2-player demo game with a fixed seed, one link per seat.
    const lobby = await e2e.newPage();
    await lobby.setViewportSize({ width: 1400, height: 1000 });
    await lobby.goto(e2e.url('/'));
    await lobby.locator('[data-title="1870"]').waitFor();
    await lobby.selectOption('form[data-form=create] select[name=title]', 'demo');
    await lobby.fill('form[data-form=create] input[name=seed]', '1');
    await e2e.screenshot(lobby, 'web-lobby');
    await lobby.click('form[data-form=create] button[type=submit]');
    await lobby.locator('[data-seat-link]').first().waitFor();
    const links = await attrs(lobby, '[data-seat-link]', 'href');
    expect(links).toHaveLength(2);
    for (const link of links) {
      // The token rides in the fragment, never in the path or query the server sees.
      const url = new URL(link);
      expect(url.pathname).toMatch(/^\/games\/[0-9a-f-]{36}$/);
      expect(url.search).toBe('');
      expect(new URLSearchParams(url.hash.slice(1)).get('token')).toMatch(/.{20,}/);
    }

    // Each seat in its own browser context (its own localStorage).
    const pages: Page[] = [];
    for (const link of links) {
      const page = await e2e.newPage();
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(link);
      await page.locator('[data-hex]').first().waitFor();
      // The page moved the token into localStorage and out of the address bar.
      expect(page.url()).not.toContain('token=');
      expect(String(await page.evaluate('localStorage.length'))).toBe('1');
      pages.push(page);
    }
    await lobby.close();
    const [ann, bob] = pages as [Page, Page];
    await Promise.all(pages.map((p) => p.locator('[data-live=on]').waitFor()));

    const seatPage = async (): Promise<{ page: Page; seat: number }> => {
      const active = (await ann.getAttribute('[data-active-seats]', 'data-active-seats')) ?? '';
      expect(active).toMatch(/^[01]$/);
      return { page: pages[Number(active)]!, seat: Number(active) };
    };
    /** Clicks a control, confirms the previewed action, and waits until both pages show it. */
    const act = async (page: Page, selector: string, preview = true): Promise<void> => {
      const before = await actionCount(page);
      // Stock-round moves go without the dry run ("no preview"), to keep the test short.
      const quick = page.locator('input[name=quick]');
      if ((await quick.isChecked()) === preview) await quick.setChecked(!preview);
      await page.click(selector);
      if (preview) {
        const box = page.locator('[data-preview]');
        await box.locator('.preview-body').waitFor();
        expect(await box.locator('.log-lines li').count()).toBeGreaterThan(0);
        await box.locator('button[data-action=confirm]').click();
      }
      // The other page follows over graphql-ws, without a reload.
      await Promise.all(pages.map((p) => reaches(p, before + 1)));
    };

    const done = { lay: false, station: false, run: false, train: false };
    const laidIn = new Set<string>();
    for (let step = 0; step < 80 && !(done.lay && done.station && done.run && done.train); step++) {
      const { page, seat } = await seatPage();
      await page.locator('[data-legal-count]:not([data-legal-count="0"])').waitFor();
      const round = (await page.textContent('.status .round-desc')) ?? '';
      const choices = await attrs(page, '[data-choice]', 'data-choice');
      const layHexes = await attrs(page, '[data-highlight]', 'data-highlight');
      const cityHexes = (await page.evaluate(
        `[...document.querySelectorAll('.city-highlight')].map((e) => e.closest('[data-hex]').getAttribute('data-hex'))`,
      )) as string[];
      const corp = seat === 0 ? 'NR' : 'CR';
      if (cityHexes.length > 0) {
        await act(page, `[data-hex="${cityHexes[0]}"] .city:has(.city-highlight)`);
        expect(await ann.locator(`[data-hex="${cityHexes[0]}"] [data-token="${corp}"]`).count()).toBeGreaterThan(0);
        await e2e.screenshot(page, 'web-demo-station');
        done.station = true;
      } else if (layHexes.length > 0 && !laidIn.has(`${round}/${seat}`)) {
        laidIn.add(`${round}/${seat}`);
        const hex = layHexes[step % layHexes.length]!;
        await page.click(`[data-hex="${hex}"]`);
        await page.locator(`[data-candidates="${hex}"]`).waitFor();
        const tile = await page.getAttribute('[data-preview-tile]', 'data-preview-tile');
        await act(page, '[data-action=confirm-tile]');
        // The tile shows on both maps.
        for (const p of pages) expect(await p.getAttribute(`[data-hex="${hex}"]`, 'data-tile')).toBe(tile);
        if (!done.lay) await e2e.screenshot(page, 'web-demo-tile-laid');
        done.lay = true;
      } else if ((await page.locator('[data-action=run-routes]').count()) > 0) {
        // The suggested routes are drawn on the map before they are run.
        expect(await page.locator('[data-route]').count()).toBeGreaterThan(0);
        if (!done.run) await e2e.screenshot(page, 'web-demo-routes');
        await act(page, '[data-action=run-routes]');
        done.run = true;
      } else {
        const pick =
          choices.find((c) => c === `par:${corp}:100`) ??
          choices.find((c) => c.startsWith(`buy_shares:${corp}:ipo`)) ??
          choices.find((c) => c.startsWith('buy_train:depot')) ??
          choices.find((c) => c === 'dividend:payout') ??
          'pass';
        expect(choices).toContain(pick);
        const other = pages[1 - seat]!;
        const trains = other.locator(`[data-corporation="${corp}"] td`).nth(3);
        const trainsBefore = pick.startsWith('buy_train') ? await trains.textContent() : null;
        await act(page, `[data-choice="${pick}"]`, pick.startsWith('buy_train'));
        if (pick.startsWith('buy_train')) {
          // The other page shows the new train in the corporation's row.
          expect(await trains.textContent()).not.toBe(trainsBefore);
          done.train = true;
        }
      }
    }
    expect(done).toEqual({ lay: true, station: true, run: true, train: true });
    await e2e.screenshot(ann, 'web-demo-ann');
    await e2e.screenshot(bob, 'web-demo-bob');

    // A dropped live connection resumes from its cursor, without a reload.
    await bob.evaluate('window.__loadedMarker = 1');
    await bob.evaluate('window.__switchyardLive.drop()');
    const { page: mover } = await seatPage();
    const before = await actionCount(mover);
    await mover.locator('[data-legal-count]:not([data-legal-count="0"])').waitFor();
    const move = (await mover.locator('[data-action=run-routes]').count()) > 0
      ? '[data-action=run-routes]'
      : (await attrs(mover, '[data-choice]', 'data-choice')).includes('pass') ? '[data-choice="pass"]' : '[data-choice]';
    await mover.locator('input[name=quick]').setChecked(true);
    await mover.locator(move).first().click();
    await reaches(bob, before + 1, 15_000);
    await bob.locator('[data-live=on]').waitFor();
    expect(await bob.evaluate('window.__loadedMarker')).toBe(1);
    // The log has each action once.
    const logIndexes = await attrs(bob, '[data-log-index]', 'data-log-index');
    expect(new Set(logIndexes).size).toBe(logIndexes.length);
    expect(logIndexes.length).toBe(before + 1);
  }, 240_000);

  test('an open seat: left open at creation, listed under open seats, claimed from the list', async () => {
    const host = await e2e.newPage();
    await host.goto(e2e.url('/'));
    await host.locator('[data-title="demo"]').waitFor();
    await host.selectOption('form[data-form=create] select[name=title]', 'demo');
    await host.fill('form[data-form=create] input[name=players]', '2');
    await host.fill('form[data-form=create] input[name=seat-0]', 'Hostess');
    // One of the two seats left open.
    await host.locator('form[data-form=create] fieldset input[type=number]').fill('1');
    await host.click('form[data-form=create] button[type=submit]');
    const gameId = await host.getAttribute('[data-created-game]', 'data-created-game');
    expect(gameId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await host.locator('[data-seat-link]').count()).toBe(1);

    const guest = await e2e.newPage();
    await guest.goto(e2e.url('/'));
    await guest.locator('[data-games-list] .tabs button', { hasText: 'Open seats' }).click();
    const row = guest.locator(`[data-game-row="${gameId}"]`);
    await row.waitFor();
    await row.locator('button', { hasText: 'Join' }).click();
    await row.locator('input[name=join-name]').fill('Guest');
    await row.locator('button[type=submit]').click();
    await guest.waitForURL(new RegExp(`/games/${gameId}#seat=1$`));
    await guest.locator('[data-hex]').first().waitFor();
    // The game has begun, and this browser plays seat 2.
    await guest.locator('[data-panel=players] tr[data-seat="1"]', { hasText: 'Guest' }).waitFor();
    expect(await guest.locator('select[name=view-as] option[value="1"]').count()).toBe(1);
    expect(await guest.locator('.notice', { hasText: 'Waiting for players' }).count()).toBe(0);
  });

  test('an imported 1870 game: the late map, and the history slider shows an earlier one', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1500, height: 1100 });
    await page.goto(e2e.url('/'));
    const file = path.resolve(__dirname, '../fixtures/1870/1870_game_end_bankrupt.json');
    expect(fs.existsSync(file)).toBe(true);
    await page.setInputFiles('form[data-form=import] input[type=file], [data-form=import] input[type=file]', file);
    await page.waitForURL(/\/games\/[0-9a-f-]{36}/, { timeout: 60_000 });
    await page.locator('[data-hex]').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-finished]').waitFor();
    const count = await actionCount(page);
    expect(count).toBeGreaterThan(100);
    const laidNow = (await attrs(page, '[data-hex][data-tile]', 'data-hex')).length;
    expect(laidNow).toBeGreaterThan(10);
    await page.locator('[data-log-index]').first().waitFor();
    await e2e.screenshot(page, 'web-1870-late');

    // Slide back to early in the game: fewer tiles, read-only.
    const early = Math.floor(count / 8);
    await page.evaluate(
      `(() => { const s = document.querySelector('input[name=history]'); const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set; set.call(s, '${early}'); s.dispatchEvent(new Event('input', { bubbles: true })); })()`,
    );
    await page.locator(`[data-map-at="${early}"]`).waitFor();
    await page.waitForFunction(`!document.querySelector('[data-history-label]').textContent.includes('loading')`);
    const laidEarly = (await attrs(page, '[data-hex][data-tile]', 'data-hex')).length;
    expect(laidEarly).toBeLessThan(laidNow);
    expect(await page.textContent('[data-history-label]')).toContain(`after action ${early} of ${count}`);
    await e2e.screenshot(page, 'web-1870-history');
    // Back to now.
    await page.click('text=Back to now');
    await page.locator('[data-map-at="now"]').waitFor();
    expect((await attrs(page, '[data-hex][data-tile]', 'data-hex')).length).toBe(laidNow);
  });

  test('every title: the game page draws one data-hex per map hex, with no console error', async () => {
    const { titles } = await gql<{ titles: { id: string; minPlayers: number; maxPlayers: number }[] }>(e2e.graphqlUrl, '{ titles { id minPlayers maxPlayers } }');
    expect(titles.length).toBeGreaterThanOrEqual(6);
    const page = await e2e.newPage();
    for (const t of titles) {
      const players = Array.from({ length: Math.max(t.minPlayers, Math.min(3, t.maxPlayers)) }, (_, i) => `P${i + 1}`);
      const { createGame } = await gql<{ createGame: { gameId: string } }>(
        e2e.graphqlUrl,
        'mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }',
        { input: { title: t.id, players, seed: '3' } },
      );
      const { game } = await gql<{ game: { board: { hexes: { id: string }[] } } }>(e2e.graphqlUrl, 'query($id: ID!) { game(id: $id) { board { hexes { id } } } }', { id: createGame.gameId });
      await page.goto(e2e.url(`/games/${createGame.gameId}`));
      await page.locator('[data-hex]').first().waitFor();
      const drawn = await attrs(page, '.map-wrap [data-hex]', 'data-hex');
      expect(drawn.sort()).toEqual(game.board.hexes.map((h) => h.id).sort());
      await e2e.screenshot(page, `web-title-${t.id}`);
    }
  }, 180_000);
});
