/**
 * Analytics (api/analytics): the derived tables written as actions are applied, and
 * the SQL queries over them, on both backends with the production wiring.
 *
 * Every derived row is checked against figures obtained another way: the stored log
 * replayed with the engine in the test (round boundaries, share prices, net worth,
 * first par, final scores), and the engine's own log lines (every revenue, payout and
 * withholding), the actions themselves (trains, tiles) and the final state (trains
 * that left the depot, tiles on the map).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import * as engine from '../../engine';
import { AnalyticsQueries } from '../../api/analytics/queries';
import { AnalyticsRecorder } from '../../api/analytics/recorder';
import type { Game } from '../../api/db/entities';
import type { EnginePort } from '../../api/engine-port';
import { engineSetup, GameService } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { startServer, type StartedServer } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { sharedPath } from '../../tools/paths';
import { botRandom } from '../helpers/demo';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';
import { createToyEngine, toyDefinitions } from './support/toy-engine';

const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount finished } }`;

const TIME_SERIES = `query($id: ID!) { gameTimeSeries(gameId: $id) {
  gameId title
  rounds { kind number index label endActionIndex
    players { seat cash netWorth }
    sharePrices { corporation sharePrice par }
    operatingResults { actionIndex corporation connectionRun revenue dividend perShare retained presidentSeat } }
  trainPurchases { actionIndex roundLabel corporation train trainType price seller exchangedTrain }
  tileLays { actionIndex roundLabel hex tile rotation previousTile corporation company } } }`;

const TITLE_STATS = `query($title: String!, $players: Int) { titleStats(title: $title, players: $players) {
  title players games averageRounds averageStockRounds averageOperatingRounds averageActions
  winRateBySeat { seat games wins winRate }
  winRateByFirstPar { corporation games wins winRate }
  mostProfitableCorporations { corporation games operatingRounds totalRevenue averageRevenue bestRevenue dividendsPaid payouts } } }`;

/** Finished 18xx.games 1870 games, of 4 and 2 players. */
const FIXTURES = ['1644327587-mississippi-river.json', '34110-manual-end.json'];

interface LogRow {
  index: number;
  action: Record<string, any>;
  log: string[];
}

interface Replayed {
  title: engine.Title;
  rows: LogRow[];
  /** states[i]: the state before action i; states[rows.length]: the final state. */
  states: engine.GameState[];
}

interface ExpectedResult {
  actionIndex: number;
  corporation: string;
  runKind: 'turn' | 'connection';
  revenue: number;
  dividend: string;
  perShare: number;
  retained: number;
}

const roundLabel = (s: engine.GameState): string => {
  const r = s.round;
  return r.kind === 'operating' ? `OR ${r.set}.${r.index}` : r.kind === 'stock' ? `SR ${r.number}` : `Auction ${r.number}`;
};

/**
 * The dividends as the engine's log lines tell them: "<corp> earns N" (a run) or
 * "<corp>'s connection run earns $N", then "<corp> pays $P per share[ and keeps $K]",
 * "<corp> withholds $N" or "<corp> earns nothing" when the revenue is used.
 */
function resultsFromLog(rows: LogRow[]): ExpectedResult[] {
  const last = new Map<string, { revenue: number; runKind: 'turn' | 'connection' }>();
  const out: ExpectedResult[] = [];
  for (const row of rows) {
    for (const line of row.log) {
      let m: RegExpExecArray | null;
      if ((m = /^(\S+) earns (\d+)$/.exec(line))) last.set(m[1]!, { revenue: Number(m[2]), runKind: 'turn' });
      else if ((m = /^(\S+)'s connection run earns \$(\d+)$/.exec(line))) last.set(m[1]!, { revenue: Number(m[2]), runKind: 'connection' });
      else if ((m = /^(\S+) earns nothing$/.exec(line))) {
        // Two of a corporation's turns in one action (two operating rounds where nobody acts): the table keeps the first.
        if (out.some((r) => r.actionIndex === row.index && r.corporation === m![1] && r.runKind === 'turn')) continue;
        // A corporation closed by the same action (its price fell into the closing section) gets no row: the recorder
        // skips corporations closed after the action (api/analytics/recorder.ts operatingResults).
        if (row.log.some((l) => l.startsWith(`${m![1]} closes`))) continue;
        out.push({ actionIndex: row.index, corporation: m[1]!, runKind: 'turn', revenue: 0, dividend: 'withhold', perShare: 0, retained: 0 });
      } else if ((m = /^(\S+) withholds \$(\d+)$/.exec(line))) {
        const run = last.get(m[1]!)!;
        expect(run.revenue).toBe(Number(m[2]));
        out.push({ actionIndex: row.index, corporation: m[1]!, runKind: run.runKind, revenue: run.revenue, dividend: 'withhold', perShare: 0, retained: run.revenue });
      } else if ((m = /^(\S+) pays \$(\d+) per share(?: and keeps \$(\d+))?$/.exec(line))) {
        const run = last.get(m[1]!)!;
        expect(row.action.type).toBe('dividend');
        out.push({
          actionIndex: row.index,
          corporation: m[1]!,
          runKind: run.runKind,
          revenue: run.revenue,
          dividend: row.action.kind,
          perShare: Number(m[2]),
          retained: m[3] === undefined ? 0 : Number(m[3]),
        });
      }
    }
  }
  return out;
}

const byKey = <T extends { actionIndex: number; corporation: string }>(a: T, b: T) =>
  a.actionIndex - b.actionIndex || a.corporation.localeCompare(b.corporation);

describe.each(BACKENDS)('analytics (%s)', (backend) => {
  let db: TestDatabase;
  let server: StartedServer;
  let url: string;
  const imported: { id: string; file: string }[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  const query = <T = Record<string, any>>(sql: string, params: unknown[]): Promise<T[]> => db.dataSource.query(sql, params);

  /**
   * A GraphQL request over a connection of its own (no keep-alive): the replays in these tests
   * keep the process busy for seconds, and a kept-alive connection the server closes meanwhile
   * would fail the next request.
   */
  function post(q: string, variables: Record<string, unknown>): Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const body = JSON.stringify({ query: q, variables });
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err);
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The data of a request that must succeed. */
  async function call(q: string, variables: Record<string, unknown>): Promise<Record<string, any>> {
    const r = await post(q, variables);
    if (r.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  /** The code of the error of a request that must fail. */
  async function refused(q: string, variables: Record<string, unknown>): Promise<string | undefined> {
    const r = await post(q, variables);
    if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
    return r.errors[0]!.extensions?.code;
  }


  /** The stored log replayed by the test itself, every intermediate state kept. */
  async function replay(id: string): Promise<Replayed> {
    const { game, title } = await server.service.load(id);
    const rows = await query<LogRow>('SELECT index, action, log FROM game_action WHERE game_id = $1 ORDER BY index', [id]);
    const states = [engine.createGame(title, engineSetup(game.players, game.seed, game.variant, game.setup))];
    for (const row of rows) {
      const r = engine.apply(title, states[states.length - 1]!, row.action);
      if (!r.ok) throw new Error(`action ${row.index} does not replay: ${r.error.message}`);
      states.push(r.state);
    }
    return { title, rows, states };
  }

  /** Checks every derived row of one game against the replay, the log and the final state. */
  async function checkGame(id: string, g: Replayed): Promise<void> {
    const n = g.rows.length;
    const final = g.states[n]!;

    // Snapshots: exactly when a round ends (or the game does), labelled with that round,
    // with the state after the action.
    const expectedPlayers: unknown[] = [];
    const expectedPrices: unknown[] = [];
    for (let i = 0; i < n; i++) {
      const [before, after] = [g.states[i]!, g.states[i + 1]!];
      if (roundLabel(before) === roundLabel(after) && !(after.finished && !before.finished)) continue;
      const summary = engine.summarize(g.title, after);
      for (const p of summary.players) expectedPlayers.push({ action_index: i, round_label: roundLabel(before), seat: p.seat, cash: p.cash, net_worth: p.netWorth });
      for (const c of [...summary.corporations].sort((a, b) => a.id.localeCompare(b.id))) {
        if (c.sharePrice !== null) expectedPrices.push({ action_index: i, round_label: roundLabel(before), corporation: c.id, share_price: c.sharePrice, par: c.par });
      }
    }
    const players = await query('SELECT action_index, round_label, seat, cash, net_worth FROM analytics_player_round WHERE game_id = $1 ORDER BY action_index, seat', [id]);
    expect(players).toEqual(expectedPlayers);
    const prices = await query('SELECT action_index, round_label, corporation, share_price, par FROM analytics_share_price WHERE game_id = $1 ORDER BY action_index, corporation', [id]);
    expect(prices).toEqual(expectedPrices);
    expect(players.length).toBeGreaterThan(0);

    // Dividends: one row per revenue used, as the log tells it; nothing else.
    const results = await query<Record<string, any>>(
      `SELECT action_index, corporation, run_kind, revenue, dividend, per_share, retained, president_seat
         FROM analytics_operating_result WHERE game_id = $1`,
      [id],
    );
    const got = results
      .map((r) => ({ actionIndex: r.action_index, corporation: r.corporation, runKind: r.run_kind, revenue: r.revenue, dividend: r.dividend, perShare: r.per_share, retained: r.retained }))
      .sort(byKey);
    const fromLog = resultsFromLog(g.rows).sort(byKey);
    expect(got).toEqual(fromLog);
    for (const r of results) expect(r.president_seat).toBe(g.states[r.action_index]!.corporations[r.corporation]!.president);

    // Trains: one row per buy_train; every train that left the depot was bought from it.
    const trains = await query<Record<string, any>>('SELECT action_index, corporation, train, train_type, price, seller FROM analytics_train_purchase WHERE game_id = $1 ORDER BY action_index', [id]);
    const buys = g.rows.filter((r) => r.action.type === 'buy_train');
    expect(trains).toEqual(
      buys.map((r) => ({
        action_index: r.index,
        corporation: r.action.entity,
        train: r.action.train,
        train_type: final.trains.find((t) => t.id === r.action.train)!.type,
        price: r.action.price,
        seller: r.action.from,
      })),
    );
    expect(trains.filter((t) => t.seller === 'depot').length).toBe(final.trains.filter((t) => t.owner !== 'depot').length);

    // Tiles: every lay_tile is there as laid, and the last lay on each hex is what the map shows.
    const tiles = await query<Record<string, any>>('SELECT action_index, hex, tile, rotation, previous_tile FROM analytics_tile_lay WHERE game_id = $1 ORDER BY action_index, hex', [id]);
    for (const r of g.rows.filter((row) => row.action.type === 'lay_tile')) {
      expect(tiles).toContainEqual(expect.objectContaining({ action_index: r.index, hex: r.action.hex, tile: r.action.tile, rotation: r.action.rotation }));
    }
    const lastOnHex = new Map(tiles.map((t) => [t.hex, t]));
    const laidHexes = Object.entries(final.hexes).filter(([hex, h]) => h.tile !== null && h.tile !== (g.states[0]!.hexes[hex]?.tile ?? null));
    for (const [hex, h] of laidHexes) expect(lastOnHex.get(hex)).toMatchObject({ tile: h.tile, rotation: h.rotation });

    // The game's row: first par from the replay, the end from the final state.
    const firstPar = g.states.findIndex((s) => Object.values(s.corporations).some((c) => c.par !== null));
    const [row] = await query<Record<string, any>>('SELECT * FROM analytics_game WHERE game_id = $1', [id]);
    expect(row).toMatchObject({ title: '1870', player_count: final.players.length, finished: final.finished !== null });
    if (firstPar > 0) {
      const corp = Object.values(g.states[firstPar]!.corporations).find((c) => c.par !== null)!;
      expect(row).toMatchObject({ first_par_corporation: corp.id, first_par_seat: corp.president, first_par_index: firstPar - 1 });
    }
    if (final.finished) {
      const best = Math.max(...Object.values(final.finished.scores));
      expect(row).toMatchObject({
        finished_index: n - 1,
        end_reason: final.finished.reason,
        scores: final.finished.scores,
        winner_seats: Object.keys(final.finished.scores).filter((s) => final.finished!.scores[s] === best).map(Number),
        stock_rounds: final.roundCounts.stock,
      });
    }
  }

  it('records a game played through the API, action by action', async () => {
    const { gameId: id, seats } = await server.service.createGame({ title: '1870', players: ['Ann', 'Bob', 'Cy'], seed: 'analytics' });
    const tokens = seats.map((s) => s.token);
    // A seeded random bot (as in game-1870.test.ts) choosing among the legal actions, which it
    // asks the engine for directly; every action goes through the service's act.
    const loaded = await server.service.load(id);
    const title = loaded.title;
    let state = loaded.state;
    // Bot seed 2: a game that reaches payouts within its actions under 1870 as 18xx.games plays it (1870 no longer did).
    const rand = botRandom(2);
    // Far enough for five stock rounds and four operating rounds, trains, tiles and dividends.
    for (let count = 0; count < 250; count++) {
      const seat = engine.actingSeats(title, state)[0]!;
      const legal = engine.legalActions(title, state, seat).filter((a) => !a.id.startsWith('offer_company'));
      const nonPass = legal.filter((a) => a.id !== 'pass');
      const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : legal;
      const choice = pool[Math.floor(rand() * pool.length)]!;
      const price = (choice.params as { price?: { min: number } } | undefined)?.price?.min;
      ({ state } = await server.service.act(id, tokens[seat]!, { ...(choice.action as object), ...(price !== undefined ? { price } : {}) }, count));
    }
    // The time series over GraphQL, checked below.
    const ts = (await call(TIME_SERIES, { id })).gameTimeSeries;
    const g = await replay(id);
    await checkGame(id, g);
    const [counts] = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM analytics_operating_result WHERE game_id = $1 AND dividend <> 'withhold') AS payouts,
              (SELECT count(*)::int FROM analytics_train_purchase WHERE game_id = $1) AS trains,
              (SELECT count(*)::int FROM analytics_tile_lay WHERE game_id = $1) AS tiles,
              (SELECT count(DISTINCT round_label)::int FROM analytics_player_round WHERE game_id = $1 AND round_kind = 'operating') AS ors`,
      [id],
    );
    // The test means something only if the bot got that far.
    expect(counts.payouts).toBeGreaterThan(0);
    expect(counts.trains).toBeGreaterThan(2);
    expect(counts.tiles).toBeGreaterThan(2);
    expect(counts.ors).toBeGreaterThan(1);

    // The time series: rounds in order, each with its snapshot and dividends.
    expect(ts).toMatchObject({ gameId: id, title: '1870' });
    const labels: string[] = [];
    for (const s of g.states) if (labels[labels.length - 1] !== roundLabel(s)) labels.push(roundLabel(s));
    // The round under way is listed once something is recorded in it (a dividend).
    const current = labels[labels.length - 1]!;
    const underWay = resultsFromLog(g.rows).some((r) => roundLabel(g.states[r.actionIndex]!) === current);
    expect(ts.rounds.map((r: { label: string }) => r.label)).toEqual(underWay ? labels : labels.slice(0, -1));
    for (const r of ts.rounds) {
      if (r.label === current) expect(r).toMatchObject({ endActionIndex: null, players: [], sharePrices: [] });
      else expect(r.players).toHaveLength(3);
    }
    const sr1 = ts.rounds.find((r: { label: string }) => r.label === 'SR 1');
    const after = engine.summarize(g.title, g.states[sr1.endActionIndex + 1]!);
    expect(sr1.players).toEqual(after.players.map((p) => ({ seat: p.seat, cash: p.cash, netWorth: p.netWorth })));
    const revenue = ts.rounds.flatMap((r: { operatingResults: { revenue: number }[] }) => r.operatingResults).reduce((t: number, r: { revenue: number }) => t + r.revenue, 0);
    expect(revenue).toBe(resultsFromLog(g.rows).reduce((t, r) => t + r.revenue, 0));
    expect(ts.trainPurchases).toHaveLength(counts.trains);
    expect(ts.tileLays).toHaveLength(counts.tiles);

    // The incremental rows are exactly what a replay of the whole log records.
    const tables = ['analytics_player_round', 'analytics_share_price', 'analytics_operating_result', 'analytics_train_purchase', 'analytics_tile_lay', 'analytics_game'];
    const dump = async () => Promise.all(tables.map((t) => query(`SELECT * FROM ${t} WHERE game_id = $1 ORDER BY 1, 2, 3`, [id])));
    const incremental = await dump();
    const recorder = new AnalyticsRecorder(engine);
    const { game } = await server.service.load(id);
    await db.dataSource.transaction(async (em) => {
      for (const t of tables) await em.query(`DELETE FROM ${t} WHERE game_id = $1`, [id]);
      await recorder.recordGame(em, game, title, engineSetup(game.players, game.seed, game.variant, game.setup), g.rows.map((r) => r.action));
    });
    expect(await dump()).toEqual(incremental);

    // Undo (the API's undo): the rows of the action taken back go, and come back when it is
    // played again. Played on until an action ends a round (it takes the snapshots).
    const snapshotRows = async (index: number) =>
      Number((await query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_player_round WHERE game_id = $1 AND action_index = $2', [id, index]))[0]!.n);
    let next = g.rows.length;
    for (;;) {
      const seat = engine.actingSeats(title, state)[0]!;
      const legal = engine.legalActions(title, state, seat).filter((a) => !a.id.startsWith('offer_company') && !a.params);
      const choice = legal.find((a) => a.id !== 'pass') ?? legal[0]!;
      const played = await server.service.act(id, tokens[seat]!, choice.action, next);
      next += 1;
      if (roundLabel(played.state) === roundLabel(state)) {
        state = played.state;
        continue;
      }
      expect(await snapshotRows(played.index)).toBe(3);
      const undone = await server.service.undo(id, tokens[seat]!, next);
      expect(undone.undone).toBe(played.index);
      expect(await snapshotRows(played.index)).toBe(0);
      const again = await server.service.act(id, tokens[seat]!, choice.action, next + 1);
      expect(await snapshotRows(again.index)).toBe(3);
      break;
    }
  });

  it('records imported games, and answers the cross-game statistics from them', async () => {
    // Two 18xx.games exports, and a third game: the first one cut short and ended by
    // agreement of its four players, imported in our own format.
    for (const file of FIXTURES) {
      const { importGame } = await call(IMPORT, { json: fs.readFileSync(sharedPath('fixtures', '1870', file), 'utf8') });
      expect(importGame.finished).toBe(true);
      imported.push({ id: importGame.gameId, file });
    }
    const { exportGame } = await call(`query($id: ID!) { exportGame(gameId: $id) }`, { id: imported[0]!.id });
    const agreements = [0, 1, 2, 3].map((seat) => ({ seat: null, action: { type: 'end_game', entityType: 'player', entity: seat } }));
    const cut = { ...exportGame, actions: [...exportGame.actions.slice(0, 200), ...agreements] };
    const { importGame: third } = await call(IMPORT, { json: JSON.stringify(cut) });
    expect(third).toMatchObject({ finished: true, actionCount: 204 });
    imported.push({ id: third.gameId, file: 'cut' });

    // The queries, over GraphQL.
    const stats = (await call(TITLE_STATS, { title: '1870' })).titleStats;
    const two = (await call(TITLE_STATS, { title: '1870', players: 2 })).titleStats;
    const none = (await call(TITLE_STATS, { title: '1870', players: 6 })).titleStats;
    const refusals = [
      await refused(TITLE_STATS, { title: 'no-such-title' }),
      await refused(TIME_SERIES, { id: '00000000-0000-4000-8000-000000000000' }),
      await refused(TIME_SERIES, { id: 'nope' }),
    ];
    expect(refusals).toEqual(['INVALID_INPUT', 'NOT_FOUND', 'NOT_FOUND']);

    // Every game's rows, checked against its replay.
    const games = await Promise.all(imported.map(async ({ id }) => ({ id, g: await replay(id) })));
    for (const { id, g } of games) await checkGame(id, g);

    // Expected figures from the replays and the logs.
    const finals = games.map(({ g }) => g.states[g.rows.length]!);
    const seatWins = new Map<number, { games: number; wins: number }>();
    const firstPar = new Map<string, { games: number; wins: number }>();
    finals.forEach((s, k) => {
      const best = Math.max(...Object.values(s.finished!.scores));
      const winners = s.players.filter((p) => s.finished!.scores[String(p.seat)] === best).map((p) => p.seat);
      for (const p of s.players) {
        const e = seatWins.get(p.seat) ?? { games: 0, wins: 0 };
        e.games += 1;
        if (winners.includes(p.seat)) e.wins += 1 / winners.length;
        seatWins.set(p.seat, e);
      }
      const g = games[k]!.g;
      const at = g.states.findIndex((st) => Object.values(st.corporations).some((c) => c.par !== null));
      const corp = Object.values(g.states[at]!.corporations).find((c) => c.par !== null)!;
      const e = firstPar.get(corp.id) ?? { games: 0, wins: 0 };
      e.games += 1;
      if (winners.includes(corp.president!)) e.wins += 1 / winners.length;
      firstPar.set(corp.id, e);
    });
    const rounds = games.map(({ g }) => new Set(g.states.map(roundLabel)));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const results = games.flatMap(({ g }) => resultsFromLog(g.rows));

    // The game played in the first test is not finished: it does not count.
    expect(stats).toMatchObject({ title: '1870', players: null, games: imported.length });
    expect(stats.averageActions).toBeCloseTo(mean(games.map(({ g }) => g.rows.length)), 9);
    expect(stats.averageRounds).toBeCloseTo(mean(rounds.map((r) => r.size)), 9);
    expect(stats.averageOperatingRounds).toBeCloseTo(mean(rounds.map((r) => [...r].filter((l) => l.startsWith('OR')).length)), 9);
    expect(stats.averageStockRounds).toBeCloseTo(mean(finals.map((s) => s.roundCounts.stock!)), 9);

    expect(stats.winRateBySeat.map((r: { seat: number }) => r.seat)).toEqual([0, 1, 2, 3]);
    for (const r of stats.winRateBySeat) {
      const e = seatWins.get(r.seat)!;
      expect(r.games).toBe(e.games);
      expect(r.wins).toBeCloseTo(e.wins, 9);
      expect(r.winRate).toBeCloseTo(e.wins / e.games, 9);
    }
    expect(stats.winRateBySeat.reduce((t: number, r: { wins: number }) => t + r.wins, 0)).toBeCloseTo(imported.length, 9);
    expect(stats.winRateByFirstPar.reduce((t: number, r: { games: number }) => t + r.games, 0)).toBe(imported.length);
    expect(stats.winRateByFirstPar.map((r: { corporation: string }) => r.corporation).sort()).toEqual([...firstPar.keys()].sort());
    for (const r of stats.winRateByFirstPar) {
      const e = firstPar.get(r.corporation)!;
      expect(r.games).toBe(e.games);
      expect(r.wins).toBeCloseTo(e.wins, 9);
    }

    const profits = stats.mostProfitableCorporations as Record<string, any>[];
    expect(profits.map((p) => p.totalRevenue)).toEqual([...profits.map((p) => p.totalRevenue)].sort((a, b) => b - a));
    expect(profits.map((p) => p.corporation).sort()).toEqual([...new Set(results.map((r) => r.corporation))].sort());
    for (const p of profits) {
      const mine = results.filter((r) => r.corporation === p.corporation);
      const turns = mine.filter((r) => r.runKind === 'turn');
      expect(p.totalRevenue).toBe(mine.reduce((t, r) => t + r.revenue, 0));
      expect(p.operatingRounds).toBe(turns.length);
      expect(p.averageRevenue).toBeCloseTo(turns.reduce((t, r) => t + r.revenue, 0) / turns.length, 9);
      expect(p.bestRevenue).toBe(Math.max(...mine.map((r) => r.revenue)));
      expect(p.dividendsPaid).toBe(mine.filter((r) => r.dividend !== 'withhold').reduce((t, r) => t + r.revenue - r.retained, 0));
      expect(p.payouts).toBe(mine.filter((r) => r.dividend !== 'withhold').length);
      expect(p.games).toBe(games.filter(({ g }) => resultsFromLog(g.rows).some((r) => r.corporation === p.corporation)).length);
    }

    // Limited to one player count.
    expect(two).toMatchObject({ players: 2, games: 1 });
    expect(two.winRateBySeat.map((r: { seat: number; games: number }) => [r.seat, r.games])).toEqual([[0, 1], [1, 1]]);
    expect(none).toMatchObject({ games: 0, averageActions: null, winRateBySeat: [], winRateByFirstPar: [], mostProfitableCorporations: [] });
  });

  it('forgets the rows of an undone action, and records it again', async () => {
    const { id } = imported.find((x) => x.file === '1644327587-mississippi-river.json')!;
    const g = await replay(id);
    const recorder = new AnalyticsRecorder(engine);
    const count = async (table: string, index: number) =>
      Number((await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE game_id = $1 AND action_index = $2`, [id, index]))[0]!.n);
    // The queries themselves (as the resolver calls them), without HTTP.
    const stats = () => new AnalyticsQueries(db.dataSource).titleStats('1870');
    const before = await stats();

    // The last action ended the game and took the final snapshot.
    const last = g.rows.length - 1;
    expect(await count('analytics_player_round', last)).toBe(4);
    await db.dataSource.transaction((em) => recorder.forgetAction(em, id, last));
    expect(await count('analytics_player_round', last)).toBe(0);
    expect(await count('analytics_share_price', last)).toBe(0);
    const [row] = await query<Record<string, any>>('SELECT finished, finished_index, winner_seats, scores FROM analytics_game WHERE game_id = $1', [id]);
    expect(row).toEqual({ finished: false, finished_index: null, winner_seats: null, scores: null });
    expect((await stats()).games).toBe(before.games - 1);

    // A train purchase: only that action's rows go.
    const buy = g.rows.find((r) => r.action.type === 'buy_train')!.index;
    const trainsBefore = Number((await query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_train_purchase WHERE game_id = $1', [id]))[0]!.n);
    await db.dataSource.transaction((em) => recorder.forgetAction(em, id, buy));
    expect(await count('analytics_train_purchase', buy)).toBe(0);
    expect(Number((await query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_train_purchase WHERE game_id = $1', [id]))[0]!.n)).toBe(trainsBefore - 1);

    // Recorded again (a redo): everything is back as it was.
    const { game, title } = await server.service.load(id);
    await db.dataSource.transaction(async (em) => {
      for (const i of [buy, last]) {
        await recorder.recordAction(em, { game, title, index: i, seat: null, action: g.rows[i]!.action, before: g.states[i]!, after: g.states[i + 1]!, log: g.rows[i]!.log });
      }
    });
    expect(await stats()).toEqual(before);
    await checkGame(id, g);
  });

  it('deletes the rows with their game', async () => {
    const { id } = imported[0]!;
    await query('DELETE FROM game WHERE id = $1', [id]);
    for (const table of ['analytics_game', 'analytics_player_round', 'analytics_share_price', 'analytics_operating_result', 'analytics_train_purchase', 'analytics_tile_lay']) {
      expect(await query(`SELECT 1 FROM ${table} WHERE game_id = $1`, [id])).toEqual([]);
    }
  });

  it("copes with an engine whose states have no rounds, corporations or map (the tests' stand-in)", async () => {
    const toy = createToyEngine();
    const service = new GameService({
      dataSource: db.dataSource,
      titles: new TitleRegistry(toyDefinitions(), toy),
      engine: toy,
      events: new InProcessGameEventBus(),
      rateLimit: false,
    });
    const { gameId, seats } = await service.createGame({ title: 'toy', players: ['A', 'B'], seed: '0' });
    let finished = false;
    for (let i = 0; !finished; i++) {
      const { summary } = await service.summary(gameId);
      const seat = summary.activeSeats[0]!;
      // Unequal steps, so that the scores do not tie.
      finished = (await service.act(gameId, seats[seat]!.token, { type: 'add', entityType: 'player', entity: seat, amount: seat === 0 ? 3 : 1 }, i)).finished;
    }
    const { summary } = await service.summary(gameId);
    const [row] = await query<Record<string, any>>('SELECT title, player_count, finished, winner_seats, first_par_corporation FROM analytics_game WHERE game_id = $1', [gameId]);
    expect(row).toEqual({ title: 'toy', player_count: 2, finished: true, winner_seats: [summary.result!.ranking[0]], first_par_corporation: null });
    expect(await query('SELECT 1 FROM analytics_player_round WHERE game_id = $1', [gameId])).toEqual([]);
  });
});

describe('AnalyticsRecorder: dividends withheld without an action', () => {
  // Hand-made states: only the parts the recorder reads. Corporations A, B and C are floated.
  const engineStub = { summarize: () => ({ players: [], corporations: [] }) } as unknown as EnginePort;
  const recorder = new AnalyticsRecorder(engineStub);
  const title = { rounds: { operating: { steps: ['layTrack', 'runRoutes', 'dividend', 'buyTrain'] } } } as unknown as engine.Title;
  const game = { id: 'g', title: 't', variant: null, players: ['x', 'y'] } as unknown as Game;
  const corporations = Object.fromEntries(['A', 'B', 'C'].map((id) => [id, { id, par: 100, president: 0, floated: true, closed: false }]));
  const or = (index: number, current: string | null, done: string[], dividend: string | null) => ({
    kind: 'operating', set: 1, index, count: 2, current, done, turn: { revenue: dividend === null ? null : 0, dividend },
  });
  const derive = (before: object, after: object, action: object = { type: 'pass', entityType: 'corporation', entity: 'A' }) =>
    recorder
      .derive({ game, title, index: 7, seat: 0, action, before: { corporations, ...before } as unknown as engine.GameState, after: { corporations, ...after } as unknown as engine.GameState, log: [] })
      .operatingResults.map((r) => [r.roundLabel, r.corporation, r.revenue, r.dividend]);

  it('records the current corporation once its turn reaches the dividend step with nothing earned', () => {
    expect(derive({ round: or(1, 'A', [], null) }, { round: or(1, 'A', [], 'withhold') })).toEqual([['OR 1.1', 'A', 0, 'withhold']]);
    // Already decided before this action: nothing new.
    expect(derive({ round: or(1, 'A', [], 'withhold') }, { round: or(1, 'B', ['A'], null) })).toEqual([]);
  });

  it('records every corporation whose whole turn went by in the action, in the old round and in a new one', () => {
    // A passes; B and C have nothing to do; the round ends and the next begins, with A to act.
    expect(derive({ round: or(1, 'A', [], null) }, { round: or(2, 'A', [], null) })).toEqual([
      ['OR 1.1', 'A', 0, 'withhold'],
      ['OR 1.1', 'B', 0, 'withhold'],
      ['OR 1.1', 'C', 0, 'withhold'],
    ]);
    // A, last in OR 1.1, passes; in OR 1.2 B's turn goes by at once and C is to act.
    expect(derive({ round: or(1, 'A', ['B', 'C'], null) }, { round: or(2, 'C', ['B'], null) })).toEqual([
      ['OR 1.1', 'A', 0, 'withhold'],
      ['OR 1.2', 'B', 0, 'withhold'],
    ]);
    // A stock round ends and the first operating round begins: B's turn went by, A is at its dividend.
    expect(derive({ round: { kind: 'stock', number: 1 } }, { round: or(1, 'A', ['B'], 'withhold') })).toEqual([
      ['OR 1.1', 'B', 0, 'withhold'],
      ['OR 1.1', 'A', 0, 'withhold'],
    ]);
  });

  it('takes a dividend action at its word, and reads the payout from the log', () => {
    const before = { round: { ...or(1, 'A', [], null), turn: { revenue: 120, dividend: null } } };
    const r = recorder.derive({
      game, title, index: 3, seat: 0, action: { type: 'dividend', entityType: 'corporation', entity: 'A', kind: 'half' },
      before: { corporations, ...before } as unknown as engine.GameState,
      after: { corporations, round: or(1, 'B', ['A'], null) } as unknown as engine.GameState,
      log: ['A pays $6 per share and keeps $60', 'B operates'],
    });
    expect(r.operatingResults).toEqual([expect.objectContaining({ corporation: 'A', runKind: 'turn', revenue: 120, dividend: 'half', perShare: 6, retained: 60 })]);
  });
});
