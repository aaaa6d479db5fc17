/**
 * `act` over HTTP against PostgreSQL: throughput and latency under load from autocannon on
 * loopback, with 1 and with 100 games played at once (one connection per game, each sending
 * its game's next action as soon as the previous one is answered).
 *
 * The server is the production wiring (bench/server.ts: api/server.ts without the per-token
 * rate limit) in its own process, on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * in a fresh schema dropped afterwards. The actions are a random legal 1870 game (4 players,
 * seed 3) played beforehand with the engine, sent with expectedIndex, so every request is a
 * real accepted action: parse, apply, and the one statement that moves the game row on, stores the
 * log and analytics rows and announces it (api/games/acting.ts).
 *
 *   node dist/bench/act.js [--single N] [--per-game M] [--games G]
 *
 * Instructions instead of CPU time (repeatable where CPU time is not on a busy machine): with
 * BENCH_SERVER_EXEC=bench/callgrind-node.sh BENCH_CALLGRIND=1 the server runs under callgrind,
 * which counts each scenario apart (callgrind.out.PID.N, `callgrind_annotate` or the totals line);
 * it is some 50 times slower, so fewer games and actions: --single 100 --games 10 --per-game 5.
 *
 * 1 game: its first N actions (default 600). 100 games (G): the first M actions of each (default 30).
 * Latencies are the client's own times of each answer (µs precision; autocannon's histogram keeps whole
 * milliseconds, which made one game's p50 read 0 or 1 ms). A second table says where the tail comes
 * from: the server's event-loop delay and garbage-collector pauses during the scenario, its acts' times
 * inside the server (resolver to answer), and the slowest acts by type at both ends.
 * BENCH_ACT_DUMP=FILE writes every answer (ms, type, index, game, when) to FILE.G.json.
 * Last line: SUMMARY act games_1_rps=… games_1_p50_ms=… games_1_p99_ms=… games_100_rps=… games_100_p50_ms=… games_100_p99_ms=…
 * games_1_cpu_ms=… games_100_cpu_ms=… games_100_pg_cpu_ms=… games_100_client_cpu_ms=… errors=E (cpu: the server
 * process's, its PostgreSQL backends' and this client's CPU time per act, which move less with the machine's load
 * than the wall times; on 2 cores the three share the machine)
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { ACT, cpuMsOf, createGameOn, databaseUrl, fmt, plannedGame, quantile, startBenchServer, table, type BenchServer, type PlannedGame, type ServerLoop } from './common';

interface Scenario {
  games: number;
  perGame: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  seconds: number;
  /** The server process's CPU time per answered act (user + system): what an act costs, whatever the machine's load. */
  cpuMsPerAct: number;
  /** The PostgreSQL backends' CPU time per act (the server's connections, found by their application_name). */
  pgCpuMsPerAct: number;
  /** This process's CPU time per act: the load generator (autocannon), which competes with the server for the cores. */
  clientCpuMsPerAct: number;
  /** The server's event loop, garbage collector and acts as it saw them during the scenario. */
  server: ServerLoop;
  /** The slowest answers as the client timed them: which action, of which game, how long after the start. */
  slowest: { ms: number; type: string; index: number; game: number; atMs: number }[];
}

/** The server's connections to PostgreSQL are named so (PGAPPNAME), so that their backends' CPU time can be read. */
const APP_NAME = `switchyard_bench_act_${process.pid}`;

/** CPU time (ms) of the PostgreSQL backends serving the bench server so far (/proc; same machine). */
async function pgCpuMs(): Promise<number> {
  const db = new Client({ connectionString: databaseUrl() });
  await db.connect();
  try {
    const pids = (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [APP_NAME])).rows.map((r) => r.pid);
    return pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  } finally {
    await db.end();
  }
}


/** BENCH_CALLGRIND=1 (the server run by bench/callgrind-node.sh): callgrind_control's `option` (zero the counts, dump them) for the server. */
function callgrind(server: BenchServer, option: string): void {
  if (process.env.BENCH_CALLGRIND === '1') execFileSync('callgrind_control', [option, String(server.child.pid)], { stdio: 'ignore' });
}

/** What each connection sends first, unmeasured (see scenario): a read of its game's row, and its answer. */
const warmUp = (gameId: string): string => JSON.stringify({ query: 'query($id: ID!) { game(id: $id) { actionCount } }', variables: { id: gameId } });
const WARM_UP_ANSWER = '{"data":{"game":{"actionCount":0}}}\n';

async function scenario(server: BenchServer, plan: PlannedGame, games: number, perGame: number): Promise<Scenario> {
  const created: { id: string; tokens: string[] }[] = [];
  for (let g = 0; g < games; g++) created.push(await createGameOn(server.url, '1870', plan.players, plan.seed));
  let next = 0;
  // Every answer's time as autocannon's client measured it (ms, a float: its own histogram keeps whole milliseconds only).
  const latencies: { ms: number; type: string; index: number; game: number; atMs: number }[] = [];
  const bodyOf = (g: { id: string; tokens: string[] }, i: number): string =>
    JSON.stringify({ query: ACT, variables: { gameId: g.id, token: g.tokens[plan.actions[i]!.seat], action: plan.actions[i]!.action, expectedIndex: i } });
  let failures = 0;
  let firstFailure = '';
  const pgBefore = await pgCpuMs();
  const cpuBefore = cpuMsOf(server.child.pid);
  const clientBefore = process.cpuUsage();
  await server.loopDelay(); // the server's figures from here on
  // Under callgrind (bench/callgrind-node.sh), the server's instructions are counted for this scenario alone.
  callgrind(server, '--zero');
  // Each connection first reads its game's row, unmeasured: the acts then go over an open connection
  // and find the server's pool of database connections grown. Otherwise each game's first acts also
  // wait for their TCP connection (autocannon opens its hundred over hundreds of milliseconds on a busy
  // machine: the server accepted them over 0.4 s at load 14) and for the pool to open its connections
  // (after the one-game scenario it holds one or two): the slowest acts were every game's first ones.
  // From the first act sent to the last answer: autocannon itself ends only at its next one-second
  // tick, so its own duration rounds the scenario up to whole seconds (600 acts in 1.1 s read 300/s).
  let started = Infinity;
  let lastAnswer = 0;
  const result = await autocannon({
    url: server.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: games,
    amount: games * (perGame + 1),
    timeout: 30,
    // One connection per game: the client sends its game's actions in order.
    setupClient(client) {
      const g = next++;
      const game = created[g]!;
      let i = -1;
      client.setBody(warmUp(game.id));
      client.on('response', (_status: number, _bytes: number, ms: number) => {
        const now = performance.now();
        if (i >= 0) {
          lastAnswer = now;
          latencies.push({ ms, type: String(plan.actions[i]!.action.type), index: i, game: g, atMs: Math.round(now - started) });
        } else {
          started = Math.min(started, now);
        }
        i++;
        if (i < perGame) client.setBody(bodyOf(game, i));
      });
    },
    verifyBody(body) {
      const okBody = typeof body === 'string' && (body.includes('"act":{"index"') || body === WARM_UP_ANSWER);
      if (!okBody) {
        failures++;
        firstFailure ||= String(body).slice(0, 300);
      }
      return okBody;
    },
  });
  const acts = result.requests.total - games;
  const seconds = (lastAnswer - started) / 1000;
  callgrind(server, `--dump=${games} games`);
  const loop = await server.loopDelay();
  const cpuMs = cpuMsOf(server.child.pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  // A backend the pool opened during the run counts from its start; one it closed is missed (the pool keeps them while busy).
  const pgMs = (await pgCpuMs()) - pgBefore;
  if (firstFailure) console.error(`  first failed response: ${firstFailure}`);
  // Every answered act is a stored action.
  const db = new Client({ connectionString: databaseUrl(), options: `-c search_path=${server.schema}` });
  await db.connect();
  const stored = Number((await db.query<{ n: string }>('SELECT coalesce(sum(action_count), 0) AS n FROM game WHERE id = ANY($1)', [created.map((g) => g.id)])).rows[0]!.n);
  await db.end();
  if (stored !== acts - failures) console.error(`  stored ${stored} actions for ${acts - failures} answered acts`);
  const ms = latencies.map((l) => l.ms).sort((a, b) => a - b);
  if (process.env.BENCH_ACT_DUMP) writeFileSync(`${process.env.BENCH_ACT_DUMP}.${games}.json`, JSON.stringify(latencies));
  return {
    games,
    perGame,
    rps: acts / seconds,
    p50: quantile(ms, 0.5),
    p90: quantile(ms, 0.9),
    p99: quantile(ms, 0.99),
    max: quantile(ms, 1),
    requests: acts,
    errors: failures + result.errors + result.timeouts + result.non2xx,
    seconds,
    cpuMsPerAct: cpuMs / Math.max(1, acts),
    pgCpuMsPerAct: pgMs / Math.max(1, acts),
    clientCpuMsPerAct: (client.user + client.system) / 1000 / Math.max(1, acts),
    server: loop,
    slowest: [...latencies].sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const num = (flag: string, dflt: number): number => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  const single = num('--single', 600);
  const perGame = num('--per-game', 30);
  const games = num('--games', 100);
  const plan = plannedGame('1870', 3, ['A', 'B', 'C', 'D']);
  if (plan.actions.length < Math.max(single, perGame)) throw new Error(`the planned game has only ${plan.actions.length} actions`);
  const server = await startBenchServer({ PGAPPNAME: APP_NAME });
  try {
    console.log(`act over HTTP: server ${server.url} on PostgreSQL (schema ${server.schema}); 1870, 4 players, a random legal game of ${plan.actions.length} actions`);
    // Warm-up: the title compiled, the JIT and the connection pool warmed, on a game of its own.
    await scenario(server, plan, 1, 50);
    const one = await scenario(server, plan, 1, single);
    const hundred = await scenario(server, plan, games, perGame);
    console.log(
      table(
        ['games at once', 'actions', 'seconds', 'actions/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'server CPU ms/act', 'PG CPU ms/act', 'client CPU ms/act', 'errors'],
        [one, hundred].map((s) => [String(s.games), String(s.requests), fmt(s.seconds, 2), fmt(s.rps, 0), fmt(s.p50, 2), fmt(s.p90, 2), fmt(s.p99, 2), fmt(s.max, 2), fmt(s.cpuMsPerAct, 2), fmt(s.pgCpuMsPerAct, 2), fmt(s.clientCpuMsPerAct, 2), String(s.errors)]),
      ),
    );
    // Where the tail comes from: the server holding its event loop (a long synchronous piece of work, a
    // garbage collection) shows in its loop delay and GC pauses; an act slow inside the server, by its type.
    console.log(
      table(
        ['games at once', 'loop busy ms/act, share', 'loop delay p99 / max ms', 'GC pauses / ms / max ms', 'act in server p50 / p99 / max ms', 'slowest in server (ms type)', 'slowest at client (ms type #index game@ms)'],
        [one, hundred].map((s) => [
          String(s.games),
          `${fmt(s.server.busy.ms / Math.max(1, s.requests), 2)}, ${fmt(100 * s.server.busy.share, 0)} %`,
          `${fmt(s.server.p99_ms, 1)} / ${fmt(s.server.max_ms, 1)}`,
          `${s.server.gc.count} / ${fmt(s.server.gc.ms, 0)} / ${fmt(s.server.gc.max_ms, 1)}`,
          `${fmt(s.server.acts.p50_ms, 2)} / ${fmt(s.server.acts.p99_ms, 2)} / ${fmt(s.server.acts.max_ms, 2)}`,
          s.server.acts.slowest.slice(0, 3).map((a) => `${fmt(a.ms, 1)} ${a.type}`).join(', '),
          s.slowest.slice(0, 3).map((a) => `${fmt(a.ms, 1)} ${a.type} #${a.index} g${a.game}@${a.atMs}`).join(', '),
        ]),
      ),
    );
    console.log(
      `SUMMARY act games_1_rps=${fmt(one.rps, 0)} games_1_p50_ms=${fmt(one.p50, 2)} games_1_p99_ms=${fmt(one.p99, 2)} games_100_rps=${fmt(hundred.rps, 0)} games_100_p50_ms=${fmt(hundred.p50, 1)} games_100_p99_ms=${fmt(hundred.p99, 1)} games_1_cpu_ms=${fmt(one.cpuMsPerAct, 2)} games_100_cpu_ms=${fmt(hundred.cpuMsPerAct, 2)} games_100_pg_cpu_ms=${fmt(hundred.pgCpuMsPerAct, 2)} games_100_client_cpu_ms=${fmt(hundred.clientCpuMsPerAct, 2)} errors=${one.errors + hundred.errors}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
