/**
 * Server start: `npm start` (node dist/api/main.js) spawned as a user would, timed to its first
 * line of output and to the first 200 from /health, with the process's CPU time at that moment
 * (from /proc). On PostgreSQL (DATABASE_URL, a schema of its own dropped afterwards) and on the
 * embedded PGlite, with a new data directory and again with the same one (an existing cluster).
 *
 *   node dist/bench/start.js
 *
 * Last line: SUMMARY start postgres_ready_ms=… pglite_new_ready_ms=… pglite_existing_ready_ms=… pglite_existing_first_line_ms=…
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { cpuMsOf, databaseUrl, fmt, sleep, table } from './common';

interface Start {
  firstLineMs: number;
  readyMs: number;
  cpuMs: number;
}


async function startOnce(env: Record<string, string>): Promise<Start> {
  const main = path.join(__dirname, '..', 'api', 'main.js');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let firstLineMs = NaN;
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    if (Number.isNaN(firstLineMs)) firstLineMs = performance.now() - started;
    out += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${out}`);
      if (performance.now() - started > 120_000) throw new Error(`the server was not ready in 120 s:\n${out}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.status === 200) return { firstLineMs, readyMs: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const url = databaseUrl();
  const schema = `switchyard_bench_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-start-'));
  const rows: [string, Start][] = [];
  try {
    // PostgreSQL: the first start creates the schema's tables; the figure is the second.
    const pgEnv = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
    await startOnce(pgEnv);
    rows.push(['PostgreSQL', await startOnce(pgEnv)]);
    const liteEnv = { DATABASE_URL: '', SWITCHYARD_DATA_DIR: dataDir };
    rows.push(['PGlite, new data directory', await startOnce(liteEnv)]);
    rows.push(['PGlite, existing data directory', await startOnce(liteEnv)]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  console.log('npm start (node dist/api/main.js) to /health 200');
  console.log(table(['database', 'first line ms', 'ready ms', 'CPU ms until ready'], rows.map(([n, s]) => [n, fmt(s.firstLineMs, 0), fmt(s.readyMs, 0), fmt(s.cpuMs, 0)])));
  const [pg, liteNew, liteOld] = rows.map((r) => r[1]);
  console.log(
    `SUMMARY start postgres_ready_ms=${fmt(pg!.readyMs, 0)} pglite_new_ready_ms=${fmt(liteNew!.readyMs, 0)} pglite_existing_ready_ms=${fmt(liteOld!.readyMs, 0)} pglite_existing_first_line_ms=${fmt(liteOld!.firstLineMs, 0)} pglite_existing_cpu_ms=${fmt(liteOld!.cpuMs, 0)}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
