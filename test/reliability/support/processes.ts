/**
 * Real API server processes for the reliability tests: api/main.ts as `npm start` runs it
 * (compiled on load by test/api/support/swc-register.js, no build needed), on PostgreSQL
 * (DATABASE_URL) in a schema of the test's own that is dropped afterwards. A process can be
 * killed with SIGKILL and another started on the same schema.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Client } from 'pg';
import { dropSchema, openDatabase } from '../../../api/db/datasource';
import { repoPath } from '../../../tools/paths';
import { MISSING_DATABASE_URL } from '../../api/support/db';

export interface ApiProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error(MISSING_DATABASE_URL);
  return url;
}

export function newSchemaName(prefix: string): string {
  return `switchyard_test_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Starts api/main.ts on an ephemeral port against `schema`; resolves once it is listening. */
export function startApiProcess(schema: string, extraEnv: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['-r', repoPath('test', 'api', 'support', 'swc-register.js'), repoPath('api', 'main.ts')], {
    cwd: repoPath(),
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl(), DATABASE_SCHEMA: schema, NODE_OPTIONS: '', SWITCHYARD_CLIENT_LIMITS: 'off', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /ready at (http:\/\/\S+)/.exec(out);
      if (m && child.pid !== undefined) {
        clearTimeout(timer);
        const proc: ApiProcess = {
          url: m[1]!,
          pid: child.pid,
          child,
          output: () => out,
          exited,
          async kill9() {
            if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
            await exited;
          },
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        };
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
}

/** Creates the schema and runs the migrations, so that several processes can then start at once. */
export async function migrateSchema(schema: string): Promise<void> {
  const { dataSource } = await openDatabase({ databaseUrl: databaseUrl(), schema });
  await dataSource.destroy();
}

/** Drops the test schema (after the processes using it have stopped). */
export async function dropTestSchema(schema: string): Promise<void> {
  await dropSchema(databaseUrl(), schema);
}

/** One SQL query against the test schema, on a connection of its own. */
export async function sql<T extends Record<string, unknown>>(schema: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl(), options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The integrity of every stored game: action_count equals the number of stored rows, and
 * the rows are exactly indices 0..action_count-1 (nothing half-written, no gap, no extra).
 * Returns the games that break it, with what was found.
 */
export async function brokenLogs(schema: string): Promise<string[]> {
  const rows = await sql<{ id: string; action_count: number; n: string; lo: number | null; hi: number | null }>(
    schema,
    `SELECT g.id, g.action_count, count(a.index) AS n, min(a.index) AS lo, max(a.index) AS hi
       FROM game g LEFT JOIN game_action a ON a.game_id = g.id
      GROUP BY g.id, g.action_count`,
  );
  return rows
    .filter((r) => Number(r.n) !== r.action_count || (r.action_count > 0 && (r.lo !== 0 || r.hi !== r.action_count - 1)))
    .map((r) => `game ${r.id}: action_count ${r.action_count}, ${r.n} rows, indices ${r.lo}..${r.hi}`);
}

export const scriptPath = (...parts: string[]): string => path.join(__dirname, ...parts);
