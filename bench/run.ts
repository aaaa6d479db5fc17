/**
 * `npm run bench [-- --only NAME[,NAME...]]`: runs the benchmarks, each in a process of its
 * own (so that one's heap and JIT state do not colour another's), prints each one's table,
 * then the machine and one SUMMARY line per benchmark, last.
 *
 *   replay         µs per action replaying issue #20's six recorded games, cold process and warm (the other fixtures apart)
 *   legal          legalActions p50/p99/max for every seat at every position of the six games (bench/six.ts)
 *   act            act over HTTP on PostgreSQL (autocannon): 1 and 100 games at once, and the server's CPU per act
 *   import         importGame of a 1,000-action 1870 game, and the first load of it by a cold service
 *   start          npm start to ready (/health), on PostgreSQL and on the embedded PGlite
 *   subscriptions  1,000 subscribers on one game: delay from act to delivery
 *   memory         memory per active game (state; and in the server's cache)
 *   routes         the route optimiser on every recorded 1870 route run (bench/routes.ts; only with --only)
 *   web            the web client in Chromium: bundle size, first map of a late 1870 game, move to page (only with --only)
 *   attack         /health and a player's acts while several clients attack (bench/attack.ts; only with --only)
 *   legal-pool     legalActions in-process against through the compute pool (bench/legal-pool.ts; only with --only)
 *   versus         18xx.games' Ruby engine and our replay on the six games, round by round in turn (bench/versus.ts; only with --only, TOBYMAO_18XX set)
 *
 * The server benchmarks start their own server (bench/server.ts) on an ephemeral port against
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of their own that
 * is dropped afterwards. Figures, not assertions: docs/performance.md records them.
 */
import { spawn } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { databaseUrl, machine, postgresVersion } from './common';

const BENCHES: Record<string, { file: string; node?: string[]; byDefault: boolean }> = {
  replay: { file: 'replay.js', byDefault: true },
  legal: { file: 'legal.js', byDefault: true },
  act: { file: 'act.js', byDefault: true },
  import: { file: 'import.js', byDefault: true },
  start: { file: 'start.js', byDefault: true },
  subscriptions: { file: 'subscriptions.js', byDefault: true },
  memory: { file: 'memory.js', node: ['--expose-gc'], byDefault: true },
  routes: { file: 'routes.js', byDefault: false },
  web: { file: 'web.js', byDefault: false },
  attack: { file: 'attack.js', byDefault: false },
  'legal-pool': { file: 'legal-pool.js', byDefault: false },
  versus: { file: 'versus.js', byDefault: false },
};

function runOne(name: string): Promise<{ summary: string | null; code: number | null; seconds: number }> {
  const bench = BENCHES[name]!;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(bench.node ?? []), path.join(__dirname, bench.file)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: databaseUrl() } });
    let summary: string | null = null;
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('SUMMARY ')) summary = line;
    });
    child.on('exit', (code) => {
      if (pending.startsWith('SUMMARY ')) summary = pending.trim();
      resolve({ summary, code, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyArg = args.indexOf('--only');
  const unknown = args.filter((a, i) => a !== '--only' && args[i - 1] !== '--only');
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown[0]}\nusage: npm run bench [-- --only ${Object.keys(BENCHES).join(',')}]`);
    process.exit(2);
  }
  const names = onlyArg >= 0 ? (args[onlyArg + 1] ?? '').split(',').filter(Boolean) : Object.keys(BENCHES).filter((n) => BENCHES[n]!.byDefault);
  const bad = names.find((n) => !BENCHES[n]);
  if (bad || names.length === 0) {
    console.error(`unknown benchmark ${bad ?? '(none given)'}; there are: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  const started = performance.now();
  const summaries: string[] = [];
  let failed = 0;
  for (const name of names) {
    console.log(`\n=== ${name} ===`);
    const r = await runOne(name);
    console.log(`(${name}: ${r.seconds.toFixed(0)} s)`);
    if (r.code !== 0 || !r.summary) {
      failed++;
      summaries.push(`SUMMARY ${name} failed (exit code ${r.code})`);
    } else summaries.push(r.summary);
  }
  let pg = 'unknown';
  try {
    pg = await postgresVersion();
  } catch {
    // reported as unknown
  }
  console.log('');
  console.log(`machine: ${machine()}; PostgreSQL ${pg}; load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  for (const s of summaries) console.log(s);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
