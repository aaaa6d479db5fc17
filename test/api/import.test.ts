/**
 * importGame: an 18xx.games export (1870) stored as a game of ours, through GraphQL
 * over HTTP with the production wiring, on both backends. A finished import replays
 * to the recorded result (also from a fresh service, without the cache), an
 * unfinished one can be continued with legalActions and act, and refused imports
 * (diverging, not JSON, not an export, unknown title, too large) store nothing.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import * as engine from '../../engine';
import { effectiveActions, type ExportAction } from '../../tools/import/export-format';
import { repoPath, sharedPath } from '../../tools/paths';
import { GameService, MAX_IMPORT_BYTES } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { loadTitleDefinitions, startServer, type StartedServer } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { fails, ok, Q } from './support/client';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';

const FIXTURE = sharedPath('fixtures', '1870', '34110-manual-end.json');

const IMPORT = `mutation($json: String!) { importGame(json: $json) {
  gameId seats { seat name token } actionCount finished gameEndReason result matchesRecorded routeRevenueMismatches } }`;

interface ExportFile {
  title: string;
  players: { id: number; name: string }[];
  actions: ExportAction[];
  result?: Record<string, number>;
  game_end_reason?: string;
  [key: string]: unknown;
}

const readFixture = (): ExportFile => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as ExportFile;

describe.each(BACKENDS)('importGame (%s)', (backend) => {
  let db: TestDatabase;
  let server: StartedServer;
  let url: string;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  async function counts(): Promise<{ games: number; actions: number }> {
    const [g] = await db.dataSource.query('SELECT count(*)::int AS n FROM game');
    const [a] = await db.dataSource.query('SELECT count(*)::int AS n FROM game_action');
    return { games: Number(g.n), actions: Number(a.n) };
  }

  it('imports a finished game: the recorded result, stored and replayable from the log alone', async () => {
    const file = readFixture();
    const { importGame } = await ok(url, IMPORT, { json: fs.readFileSync(FIXTURE, 'utf8') });
    expect(importGame).toMatchObject({
      finished: true,
      gameEndReason: 'manually_ended',
      result: file.result,
      matchesRecorded: true,
      routeRevenueMismatches: expect.any(Number),
    });
    expect(importGame.actionCount).toBeGreaterThan(0);
    expect(importGame.seats.map((s: { seat: number; name: string }) => [s.seat, s.name])).toEqual(
      file.players.map((p, i) => [i, p.name]),
    );
    for (const s of importGame.seats) expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const id = importGame.gameId as string;
    const { game } = await ok(url, Q.game, { id });
    expect(game).toMatchObject({ id, title: '1870', variant: null, status: 'finished', finished: true, activeSeats: [] });
    expect(game.actionCount).toBe(importGame.actionCount);
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(file.players.map((p) => p.name));
    expect(game.result.reason).toBe('manual');

    // Stored: the log (not made by any seat), the setup the engine needs, hashed tokens.
    const rows = await db.dataSource.query('SELECT index, seat FROM game_action WHERE game_id = $1 ORDER BY index', [id]);
    expect(rows.map((r: { index: number }) => r.index)).toEqual([...Array(importGame.actionCount).keys()]);
    expect(rows.every((r: { seat: number | null }) => r.seat === null)).toBe(true);
    const [row] = await db.dataSource.query('SELECT seed, variant, setup, seat_token_hashes FROM game WHERE id = $1', [id]);
    expect(row.seed).toBe('34110');
    expect(row.variant).toBeNull();
    // 1870's imports play as 18xx.games did (variant as_played_on_18xx_games: the closed port's wait is not enforced there).
    expect(row.setup).toEqual({ connectionChecks: 'actions', endByAgreement: true, recordedLays: true, recordedRevenues: true, optionalRules: ['as_played_on_18xx_games'] });
    expect(JSON.stringify(row.seat_token_hashes)).not.toContain(importGame.seats[0].token);

    // The events carry the engine's log lines, as for actions made here.
    const events = (await ok(url, Q.events, { id, limit: 5 })).game.events;
    expect(events.map((e: { index: number }) => e.index)).toEqual([0, 1, 2, 3, 4]);
    expect(events[0].log.length).toBeGreaterThan(0);

    // A full replay of the stored log, bypassing the cache, reaches the cached state.
    const check = await server.service.replayStored(id);
    expect(check.actionCount).toBe(importGame.actionCount);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));

    // Another process: a service with an empty cache and its own title registry.
    const fresh = new GameService({
      dataSource: db.dataSource,
      titles: new TitleRegistry(loadTitleDefinitions(), engine),
      engine,
      events: new InProcessGameEventBus(),
    });
    const { summary, state } = await fresh.summary(id);
    expect(summary.finished).toBe(true);
    expect(summary.result).toEqual(game.result);
    expect(JSON.stringify(state)).toBe(JSON.stringify(check.replayed));
    const scoresById = Object.fromEntries(file.players.map((p, seat) => [String(p.id), summary.result!.scores[String(seat)]]));
    expect(scoresById).toEqual(file.result);

    // Finished: nothing more can be done.
    const token = importGame.seats[0].token as string;
    expect((await ok(url, Q.legalActions, { gameId: id, token })).legalActions).toEqual([]);
  });

  it('imports the same way without analytics (the log is then checked by a replay of its own)', async () => {
    const bare = new GameService({
      dataSource: db.dataSource,
      titles: new TitleRegistry(loadTitleDefinitions(), engine),
      engine,
      events: new InProcessGameEventBus(),
      analytics: false,
    });
    const imported = await bare.importGame(fs.readFileSync(FIXTURE, 'utf8'));
    expect(imported.matchesRecorded).toBe(true);
    const check = await bare.replayStored(imported.gameId);
    expect(check.actionCount).toBe(imported.actionCount);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  });

  it('exports a game in our own format, and imports it back as an equal new game', async () => {
    const { importGame } = await ok(url, IMPORT, { json: fs.readFileSync(FIXTURE, 'utf8') });
    const id = importGame.gameId as string;
    const { exportGame } = await ok(url, `query($id: ID!) { exportGame(gameId: $id) }`, { id });
    expect(exportGame).toMatchObject({ format: 'switchyard-game', formatVersion: 1, title: '1870', variant: null, seed: '34110' });
    expect(exportGame.titleVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(exportGame.actions.length).toBe(importGame.actionCount);

    const again = (await ok(url, IMPORT, { json: JSON.stringify(exportGame) })).importGame;
    expect(again.gameId).not.toBe(id);
    expect(again).toMatchObject({ actionCount: importGame.actionCount, finished: true });
    const original = await server.service.replayStored(id);
    const copy = await server.service.replayStored(again.gameId);
    expect(JSON.stringify(copy.replayed)).toBe(JSON.stringify(original.replayed));
    const a = (await ok(url, Q.game, { id })).game;
    const b = (await ok(url, Q.game, { id: again.gameId })).game;
    expect({ ...b, id: a.id, createdAt: a.createdAt, updatedAt: a.updatedAt }).toEqual(a);

    // A log our engine refuses is not stored: IMPORT_DIVERGED, naming the action.
    const before = await counts();
    const broken = { ...exportGame, actions: [...exportGame.actions.slice(0, 3), { seat: 0, action: { type: 'pass', entityType: 'player', entity: 3 } }] };
    const err = await fails(url, IMPORT, { json: JSON.stringify(broken) });
    expect(err.extensions?.code).toBe('IMPORT_DIVERGED');
    expect(err.message).toMatch(/action 3/);
    expect(await counts()).toEqual(before);
    // A malformed export of ours: INVALID_INPUT.
    expect((await fails(url, IMPORT, { json: JSON.stringify({ ...exportGame, formatVersion: 9 }) })).extensions?.code).toBe('INVALID_INPUT');
  });

  it('imports an unfinished game that can be continued with legalActions and act', async () => {
    const file = readFixture();
    file.actions = file.actions.slice(0, 150);
    delete file.result;
    delete file.game_end_reason;
    const { importGame } = await ok(url, IMPORT, { json: JSON.stringify(file) });
    expect(importGame).toMatchObject({ finished: false, gameEndReason: null, result: {}, matchesRecorded: true });

    const id = importGame.gameId as string;
    const { game } = await ok(url, Q.game, { id });
    expect(game).toMatchObject({ status: 'active', finished: false, actionCount: importGame.actionCount });
    expect(game.activeSeats.length).toBeGreaterThan(0);
    const seat = game.activeSeats[0] as number;
    const token = importGame.seats[seat].token as string;
    const legal = (await ok(url, Q.legalActions, { gameId: id, token })).legalActions;
    expect(legal.length).toBeGreaterThan(0);

    const done = (
      await ok(url, Q.act, { gameId: id, token, action: legal[0].action, expectedIndex: importGame.actionCount })
    ).act;
    expect(done).toMatchObject({ index: importGame.actionCount, actionCount: importGame.actionCount + 1 });
    const [stored] = await db.dataSource.query('SELECT seat FROM game_action WHERE game_id = $1 AND index = $2', [
      id,
      importGame.actionCount,
    ]);
    expect(stored.seat).toBe(seat);

    // The continued game still replays from scratch with the stored setup.
    const check = await server.service.replayStored(id);
    expect(check.actionCount).toBe(importGame.actionCount + 1);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  });

  it("keeps the export's optional rules and replays with them", async () => {
    const file = readFixture();
    file.actions = file.actions.slice(0, 150);
    delete file.result;
    delete file.game_end_reason;
    file.settings = { seed: 34110, optional_rules: ['diesels'] };
    const { importGame } = await ok(url, IMPORT, { json: JSON.stringify(file) });
    const id = importGame.gameId as string;
    const [row] = await db.dataSource.query('SELECT setup FROM game WHERE id = $1', [id]);
    expect(row.setup).toEqual({ connectionChecks: 'actions', endByAgreement: true, recordedLays: true, recordedRevenues: true, optionalRules: ['as_played_on_18xx_games', 'diesels'] });

    // A fresh service rebuilds the title with the rule: its trains are the variant's.
    const fresh = new GameService({
      dataSource: db.dataSource,
      titles: new TitleRegistry(loadTitleDefinitions(), engine),
      engine,
      events: new InProcessGameEventBus(),
    });
    const { state } = await fresh.load(id);
    const base = engine.createGame(engine.compileTitle(loadTitleDefinitions().get('1870')!), {
      players: file.players.map((p) => p.name),
      seed: 34110,
    });
    const trainTypes = (s: engine.GameState) => [...new Set(s.trains.map((t) => t.type))].sort();
    expect(trainTypes(state)).not.toEqual(trainTypes(base));
    expect(JSON.stringify(state)).toBe(JSON.stringify((await server.service.replayStored(id)).replayed));
  });

  it("imports an export of a title that is a variant here (\"18Chesapeake: Off the Rails\": 18Chesapeake's offTheRails, title.json variants exportTitle)", async () => {
    const otr = repoPath('test', 'fixtures', '18ChesapeakeOfftheRails', '18ChesapeakeOfftheRails_game_end_bankrupt.json');
    const file = JSON.parse(fs.readFileSync(otr, 'utf8')) as ExportFile;
    expect(file.title).toBe('18Chesapeake: Off the Rails');
    const { importGame } = await ok(url, IMPORT, { json: JSON.stringify(file) });
    expect(importGame).toMatchObject({ finished: true, gameEndReason: 'bankrupt', result: file.result, matchesRecorded: true });
    const id = importGame.gameId as string;
    const [row] = await db.dataSource.query('SELECT title, setup FROM game WHERE id = $1', [id]);
    expect(row.title).toBe('18Chesapeake');
    expect(row.setup.optionalRules).toEqual(['offTheRails']);
    // The stored game folds again, with the variant, to the state the import reached.
    const { state } = await server.service.load(id);
    expect(JSON.stringify(state)).toBe(JSON.stringify((await server.service.replayStored(id)).replayed));
  });

  it('imports the oldest export format (routes as hexes alone) with blocked cities passable, and stores that in its setup', async () => {
    // 1889's 314 (2020-04-28) runs IR's 3-train through Marugame, which the SR and AR stations fill (log id 367).
    const file = JSON.parse(fs.readFileSync(repoPath('test', 'fixtures', '1889', '314.json'), 'utf8')) as ExportFile;
    file.actions = file.actions.filter((a) => Number(a.id) <= 368);
    delete file.result;
    delete file.game_end_reason;
    const { importGame } = await ok(url, IMPORT, { json: JSON.stringify(file) });
    const id = importGame.gameId as string;
    const [row] = await db.dataSource.query('SELECT setup FROM game WHERE id = $1', [id]);
    expect(row.setup).toEqual({ connectionChecks: 'actions', endByAgreement: true, recordedLays: true, recordedRevenues: true, passBlockedCities: true, optionalRules: [] });
    const { state } = await server.service.load(id);
    expect(JSON.stringify(state)).toBe(JSON.stringify((await server.service.replayStored(id)).replayed));
  });

  it('refuses a log our engine diverges from with IMPORT_DIVERGED, and stores nothing', async () => {
    const file = readFixture();
    // Log id 5: the third effective action (id 3 was undone by id 4).
    const bid = file.actions.find((a) => a.id === 5)!;
    expect(bid.type).toBe('bid');
    bid.price = 1;
    const before = await counts();
    const err = await fails(url, IMPORT, { json: JSON.stringify(file) });
    expect(err.extensions).toMatchObject({
      code: 'IMPORT_DIVERGED',
      index: 2,
      logId: 5,
      actionType: 'bid',
      reason: expect.any(String),
    });
    expect(effectiveActions(file.actions)[err.extensions!.index as number]!.id).toBe(5);
    expect(err.message).toContain('log id 5');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['text that is not JSON', () => '{"title": "1870", "players": ['],
    ['JSON that is not an export', () => JSON.stringify({ hello: 'world' })],
    ['an export of a title we do not have', () => JSON.stringify({ ...readFixture(), title: 'no-such-title' })],
    ['an unknown optional rule', () => JSON.stringify({ ...readFixture(), settings: { seed: 1, optional_rules: ['no-such-rule'] } })],
    ['players without names', () => JSON.stringify({ ...readFixture(), players: [{ id: 1 }, { id: 2 }] })],
    ['an export over the size limit', () => ' '.repeat(MAX_IMPORT_BYTES + 1)],
  ])('refuses %s with INVALID_INPUT, and stores nothing', async (_what, json) => {
    const before = await counts();
    const err = await fails(url, IMPORT, { json: json() });
    expect(err.extensions?.code).toBe('INVALID_INPUT');
    expect(await counts()).toEqual(before);
  });
});
