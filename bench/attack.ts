/**
 * The attacks of issue 18 items 1-2, sent by several clients at once while another client plays
 * a game: how long /health and the player's acts take meanwhile. The server runs with the
 * production limits (bench/server.ts with BENCH_LIMITS=on), on loopback only.
 *
 * Every client has its own loopback address (Linux routes all of 127.0.0.0/8 to the loopback
 * interface), as distinct hosts would: the player and the /health poller 127.0.0.1, attacker k
 * 127.0.0.(k+2). Each attacker repeats, until the time is up: 39 aliased ten-second route
 * searches on a finished 1862 game; one admitted ten-second search that it hangs up on after
 * two seconds; 1,000 aliased createGame; 300,000 __typename aliases; an import of the 1862
 * export (134 KB); 1,000 subscriptions on one WebSocket. The player plays a random legal 1870
 * game (4 players), asking legalActions before each act, one move every 100 ms. The attackers
 * run in a worker thread of this process, so that building their requests and reading their
 * answers never delays this thread's timing of /health and the acts (client_loop_* says how
 * much this thread was held anyway).
 *
 *   node dist/bench/attack.js [--seconds S] [--attackers N]
 *
 * Defaults: 30 s, 4 attackers. Last line:
 * SUMMARY attack seconds=… attackers=… health_n=… health_p50_ms=… health_p99_ms=… health_max_ms=… acts=… act_p50_ms=… act_p99_ms=… act_max_ms=… loop_p99_ms=… loop_max_ms=… client_loop_p99_ms=… attacks=… refused=… player_errors=…
 *
 * loop_*: the server's own event-loop delay over the run (blocking in the server, as opposed
 * to a machine too busy to schedule it).
 */
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { fmt, plannedGame, quantile, sleep, startBenchServer, table } from './common';

const FIXTURE_1862 = path.join(__dirname, '..', '..', 'test', 'fixtures', '1862', '1862_game_end_stock_market.json');

interface Answer {
  status: number;
  body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A client bound to one local address; keep-alive for the player (it never idles 5 s, the server's keep-alive timeout). */
function clientAt(localAddress: string, keepAlive = false) {
  const agent = new http.Agent({ keepAlive, localAddress } as http.AgentOptions);
  const request = (url: string, method: 'GET' | 'POST', body?: string, signal?: AbortSignal): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}, ...(signal ? { signal } : {}) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return {
    gql: (url: string, query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal) => request(url, 'POST', JSON.stringify({ query, variables }), signal),
    get: (url: string) => request(url, 'GET'),
    close: () => agent.destroy(),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, dflt: number): number => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  // Bounded in time and in clients whatever is asked.
  const seconds = Math.min(120, Math.max(5, arg('--seconds', 30)));
  const attackers = Math.min(8, Math.max(1, arg('--attackers', 4)));

  // The player's game, played locally first (it takes a while: not while the server waits).
  const plan = plannedGame('1870', 3, ['A', 'B', 'C', 'D']);
  const server = await startBenchServer({ BENCH_LIMITS: 'on' });
  const url = server.url.replace('localhost', '127.0.0.1');
  const healthUrl = url.replace(/\/graphql$/, '/health');
  const wsUrl = url.replace(/^http/, 'ws');
  const player = clientAt('127.0.0.1', true);
  try {
    // Set-up (not measured): the finished 1862 game the searches run on, and the player's game.
    const exportJson = fs.readFileSync(FIXTURE_1862, 'utf8');
    const setup = clientAt('127.0.0.1');
    console.log('importing the 1862 game ...');
    const imported = await setup.gql(url, `mutation($json: String!) { importGame(json: $json) { gameId } }`, { json: exportJson });
    if (!imported.body.data) throw new Error(`import failed: ${JSON.stringify(imported.body.errors)}`);
    const busyGame = imported.body.data.importGame.gameId as string;
    const created = await setup.gql(url, `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId seats { token } } }`, {
      input: { title: '1870', players: plan.players, seed: String(plan.seed) },
    });
    const game = { id: created.body.data.createGame.gameId as string, tokens: (created.body.data.createGame.seats as { token: string }[]).map((s) => s.token) };
    setup.close();
    console.log(`set up: 1862 game ${busyGame}, 1870 game ${game.id} (${plan.actions.length} planned actions); ${attackers} attackers for ${seconds} s`);

    await server.loopDelay(); // from here on
    const until = performance.now() + seconds * 1000;
    const running = () => performance.now() < until;

    // /health, every 50 ms.
    const health: number[] = [];
    const healthLoop = (async () => {
      while (running()) {
        const t = performance.now();
        const r = await player.get(healthUrl);
        if (r.status === 200) health.push(performance.now() - t);
        await sleep(50);
      }
    })();

    // The player: legalActions, then act, one move per 100 ms.
    const acts: number[] = [];
    let playerErrors = 0;
    const LEGAL = `query($g: ID!, $t: String!) { legalActions(gameId: $g, token: $t) { id } }`;
    const ACT = `mutation($g: ID!, $t: String!, $a: JSON!, $i: Int) { act(gameId: $g, token: $t, action: $a, expectedIndex: $i) { index } }`;
    const playerLoop = (async () => {
      for (let i = 0; i < plan.actions.length && running(); i++) {
        const move = plan.actions[i]!;
        const token = game.tokens[move.seat]!;
        const legal = await player.gql(url, LEGAL, { g: game.id, t: token });
        if (legal.body.errors) playerErrors++;
        const t = performance.now();
        const r = await player.gql(url, ACT, { g: game.id, t: token, a: move.action, i });
        acts.push(performance.now() - t);
        if (r.body.errors) {
          playerErrors++;
          console.error(`player: act ${i}: ${JSON.stringify(r.body.errors).slice(0, 300)}`);
          break;
        }
        await sleep(100);
      }
    })();

    // The attackers, in a thread of their own: their requests are built and their answers read
    // there, so that this thread's event loop (timing /health and the acts) is not held by them.
    const attacking = new Worker(__filename, { workerData: { url, wsUrl, busyGame, gameId: game.id, attackers, untilEpochMs: Date.now() + seconds * 1000, exportJson } satisfies AttackPlan });
    const attacked = new Promise<{ outcomes: [string, number][]; sent: number[] }>((resolve, reject) => {
      attacking.once('message', resolve);
      attacking.once('error', reject);
    });
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const { outcomes: outcomeList, sent } = await attacked;
    const outcomes = new Map(outcomeList);
    await Promise.all([healthLoop, playerLoop]);
    clientLoop.disable();

    const loop = await server.loopDelay();
    const h = [...health].sort((a, b) => a - b);
    const a = [...acts].sort((x, y) => x - y);
    const attacksSent = sent.reduce((x, y) => x + y, 0);
    const refused = [...outcomes].filter(([k]) => / (400|429) | refused /.test(k) || k.endsWith('hung up')).reduce((x, [, v]) => x + v, 0);
    console.log(table(['attack outcome', 'count'], [...outcomes].sort().map(([k, v]) => [k, String(v)])));
    console.log(
      table(
        ['what', 'n', 'p50 ms', 'p99 ms', 'max ms'],
        [
          ['/health', String(h.length), fmt(quantile(h, 0.5)), fmt(quantile(h, 0.99)), fmt(h[h.length - 1] ?? NaN)],
          ['player act', String(a.length), fmt(quantile(a, 0.5)), fmt(quantile(a, 0.99)), fmt(a[a.length - 1] ?? NaN)],
          ['server event-loop delay', '', fmt(loop.p50_ms), fmt(loop.p99_ms), fmt(loop.max_ms)],
          ['client event-loop delay', '', fmt(clientLoop.percentile(50) / 1e6), fmt(clientLoop.percentile(99) / 1e6), fmt(clientLoop.max / 1e6)],
        ],
      ),
    );
    console.log(
      `SUMMARY attack seconds=${seconds} attackers=${attackers} health_n=${h.length} health_p50_ms=${fmt(quantile(h, 0.5))} health_p99_ms=${fmt(quantile(h, 0.99))} health_max_ms=${fmt(h[h.length - 1] ?? NaN)} acts=${a.length} act_p50_ms=${fmt(quantile(a, 0.5))} act_p99_ms=${fmt(quantile(a, 0.99))} act_max_ms=${fmt(a[a.length - 1] ?? NaN)} loop_p99_ms=${fmt(loop.p99_ms)} loop_max_ms=${fmt(loop.max_ms)} client_loop_p99_ms=${fmt(clientLoop.percentile(99) / 1e6)} attacks=${attacksSent} refused=${refused} player_errors=${playerErrors}`,
    );
  } finally {
    player.close();
    await server.stop();
  }
}

/** What the attackers' thread is told. */
interface AttackPlan {
  url: string;
  wsUrl: string;
  busyGame: string;
  gameId: string;
  attackers: number;
  untilEpochMs: number;
  exportJson: string;
}

/** The attackers' thread: every attacker's loop until the time is up; posts what each attack got. */
async function attack({ url, wsUrl, busyGame, gameId, attackers, untilEpochMs, exportJson }: AttackPlan): Promise<void> {
  const running = () => Date.now() < untilEpochMs;
  const game = { id: gameId };
  const outcomes = new Map<string, number>();
  const count = (attack: string, outcome: string): void => {
    outcomes.set(`${attack} ${outcome}`, (outcomes.get(`${attack} ${outcome}`) ?? 0) + 1);
  };
  const outcomeOf = (a: Answer) => `${a.status} ${a.body.errors?.[0]?.extensions?.code ?? 'ok'}`;
  const aliasedSearches = `{ ${Array.from({ length: 39 }, (_, i) => `r${i}: bestRoutes(gameId: "${busyGame}", corporation: "ESR", timeBudgetMs: 10000) { revenue }`).join(' ')} }`;
  const oneSearch = `query($g: ID!) { bestRoutes(gameId: $g, corporation: "ESR", timeBudgetMs: 10000) { revenue } }`;
  const aliasedCreates = `mutation { ${Array.from({ length: 1000 }, (_, i) => `g${i}: createGame(input: { title: "demo", players: ["A", "B"] }) { gameId }`).join(' ')} }`;
  const typenames = `{ ${Array.from({ length: 300_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
  const attackLoop = async (k: number) => {
    const address = `127.0.0.${k + 2}`;
    const c = clientAt(address);
    const attacks: [string, () => Promise<void>][] = [
      ['aliased-searches', async () => count('aliased-searches', outcomeOf(await c.gql(url, aliasedSearches)))],
      [
        'search-hang-up',
        async () => {
          const hangUp = new AbortController();
          const timer = setTimeout(() => hangUp.abort(), 2000);
          try {
            count('search-hang-up', outcomeOf(await c.gql(url, oneSearch, { g: busyGame }, hangUp.signal)));
          } catch {
            count('search-hang-up', 'hung up');
          } finally {
            clearTimeout(timer);
          }
        },
      ],
      ['aliased-creates', async () => count('aliased-creates', outcomeOf(await c.gql(url, aliasedCreates)))],
      ['typename-flood', async () => count('typename-flood', outcomeOf(await c.gql(url, typenames)))],
      ['import', async () => count('import', outcomeOf(await c.gql(url, `mutation($json: String!) { importGame(json: $json) { gameId } }`, { json: exportJson })))],
      [
        'subscriptions',
        async () => {
          const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { localAddress: address });
          let refused = 0;
          let acked = false;
          socket.on('message', (data) => {
            const m = JSON.parse(String(data)) as { type: string; payload?: { extensions?: { code?: string } }[] };
            if (m.type === 'connection_ack') acked = true;
            if (m.type === 'error' && m.payload?.[0]?.extensions?.code === 'RATE_LIMITED') refused++;
          });
          await new Promise((resolve, reject) => {
            socket.once('open', resolve);
            socket.once('error', reject);
          });
          socket.send(JSON.stringify({ type: 'connection_init' }));
          for (let i = 0; i < 100 && !acked; i++) await sleep(20);
          for (let i = 0; i < 1000; i++) {
            socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: `subscription($g: ID!) { gameEvents(gameId: $g, after: 100000) { index } }`, variables: { g: game.id } } }));
          }
          for (let i = 0; i < 100 && refused < 900; i++) await sleep(20);
          count('subscriptions', `refused ${refused >= 900 ? '>=900' : refused}`);
          socket.close();
        },
      ],
    ];
    let n = 0;
    while (running()) {
      const [name, attack] = attacks[(n + k) % attacks.length]!;
      n++;
      try {
        await attack();
      } catch (err) {
        count(name, `client error ${(err as Error).message.slice(0, 60)}`);
      }
    }
    c.close();
    return n;
  };
  const sent = await Promise.all(Array.from({ length: attackers }, (_, k) => attackLoop(k)));
  parentPort!.postMessage({ outcomes: [...outcomes], sent });
}

if (isMainThread) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  attack(workerData as AttackPlan).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
