/**
 * Shared pieces of the benchmarks: percentiles, tables, the machine description, a benchmark
 * API server in a child process (bench/server.ts) on a PostgreSQL schema of its own, a small
 * GraphQL client and random legal games played locally to feed the load generators.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { applyVariant, compileTitle, type Definition, type GameState, type Title } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { playBotGame } from '../tools/bots';
import { tuneJit } from '../tools/jit';

// Every benchmark runs the engine as the server does: V8's optimising compiler without inlining (tools/jit.ts).
tuneJit();

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const databaseUrl = (): string => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** The value at quantile q (0..1) of sorted numbers (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export function median(xs: number[]): number {
  return quantile([...xs].sort((a, b) => a - b), 0.5);
}

export const fmt = (x: number, digits = 1): string => (Number.isFinite(x) ? x.toFixed(digits) : '-');

/** A plain text table: a header row, then rows; columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]): string => r.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} x ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

let definitions: Map<string, Definition> | null = null;
export function definitionOf(titleId: string): Definition {
  definitions ??= loadAllTitles();
  const d = definitions.get(titleId);
  if (!d) throw new Error(`no title ${titleId} under definitions/`);
  return d;
}

export function titleOf(titleId: string, variant: string | null = null): Title {
  return compileTitle(applyVariant(definitionOf(titleId), variant));
}

export interface PlannedGame {
  title: Title;
  players: string[];
  seed: number;
  actions: { seat: number; action: Record<string, unknown> }[];
  state: GameState;
}

/** A random legal game played locally (the fuzz bot's habits, minimum prices). */
export function plannedGame(titleId: string, seed: number, players: string[], maxActions = 6000): PlannedGame {
  const title = titleOf(titleId);
  return { title, players, seed, ...playBotGame(title, seed, players, maxActions) };
}

export interface GqlResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as GqlResponse<T>;
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return body.data as T;
}

export const CREATE_GAME = `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId seats { seat token } } }`;
export const ACT = `mutation($gameId: ID!, $token: String!, $action: JSON!, $expectedIndex: Int) {
  act(gameId: $gameId, token: $token, action: $action, expectedIndex: $expectedIndex) { index } }`;

export async function createGameOn(url: string, titleId: string, players: string[], seed: number): Promise<{ id: string; tokens: string[] }> {
  const d = await gql<{ createGame: { gameId: string; seats: { token: string }[] } }>(url, CREATE_GAME, { input: { title: titleId, players, seed: String(seed) } });
  return { id: d.createGame.gameId, tokens: d.createGame.seats.map((s) => s.token) };
}

export interface ServerLoop {
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** The event loop's active time (performance.eventLoopUtilization) and its share of the wall time. */
  busy: { ms: number; share: number };
  gc: { count: number; ms: number; max_ms: number };
  acts: { count: number; p50_ms: number; p99_ms: number; max_ms: number; slowest: { ms: number; type: string }[] };
}

export interface BenchServer {
  url: string;
  schema: string;
  child: ChildProcess;
  /** The server process's memory after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /**
   * The server's event-loop delay since the last call (monitorEventLoopDelay, 10 ms resolution), its
   * garbage collector's pauses, and its acts' times inside the server (bench/server.ts).
   */
  loopDelay(): Promise<ServerLoop>;
  stop(): Promise<void>;
}

/**
 * The API (api/server.ts, production wiring, no rate limit) in a child process on an ephemeral
 * port, against DATABASE_URL in a fresh schema that stop() drops. The child runs with
 * --expose-gc so that memory() can collect before measuring.
 */
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const schema = `switchyard_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const script = path.join(__dirname, 'server.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run npm run build`);
  const child = fork(script, [], {
    env: { ...process.env, DATABASE_URL: databaseUrl(), DATABASE_SCHEMA: schema, PORT: '0', ...extraEnv },
    // BENCH_SERVER_ARGS: more node flags for the server only (e.g. --cpu-prof --cpu-prof-dir=DIR to profile it under load).
    execArgv: ['--expose-gc', ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter((a) => a !== '')],
    // BENCH_SERVER_EXEC: a program that runs node for the server (bench/callgrind-node.sh: under callgrind).
    ...(process.env.BENCH_SERVER_EXEC ? { execPath: process.env.BENCH_SERVER_EXEC } : {}),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // Under a wrapper (valgrind) the start takes minutes.
    const timer = setTimeout(() => reject(new Error(`the bench server did not start:\n${out}`)), process.env.BENCH_SERVER_EXEC ? 900_000 : 60_000);
    child.on('message', (m: { ready?: string }) => {
      if (m.ready) {
        clearTimeout(timer);
        resolve(m.ready);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited (${code}):\n${out}`));
    });
  });
  let seq = 0;
  return {
    url,
    schema,
    child,
    loopDelay: () =>
      new Promise((resolve) => {
        const id = ++seq;
        const on = (m: { id?: number; loop?: ServerLoop }): void => {
          if (m.id === id && m.loop) {
            child.off('message', on);
            resolve(m.loop);
          }
        };
        child.on('message', on);
        child.send({ id, cmd: 'loop' });
      }),
    memory: () =>
      new Promise((resolve) => {
        const id = ++seq;
        const on = (m: { id?: number; memory?: NodeJS.MemoryUsage }): void => {
          if (m.id === id && m.memory) {
            child.off('message', on);
            resolve(m.memory);
          }
        };
        child.on('message', on);
        child.send({ id, cmd: 'memory' });
      }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.send({ cmd: 'stop' });
        await exited;
      }
      const client = new Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function postgresVersion(): Promise<string> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const r = await client.query<{ server_version: string }>('SHOW server_version');
    return r.rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
