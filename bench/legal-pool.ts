/**
 * What legalActions costs through the compute pool against in-process, position by position,
 * at every position of the 1870 fixture game that ends with the bank broken (as bench/legal.ts):
 * in-process, the engine's call on the event loop; through the pool, the whole round trip
 * (the state cloned to a worker, the answer cloned back) and the part of it the event loop
 * itself spends (the two structured clones, measured with v8.serialize / deserialize).
 * Grouped by the state's round kind and by its size as JSON: whether small states would be
 * cheaper in-process (docs/performance.md, Legal actions through the pool).
 *
 *   node dist/bench/legal-pool.js [--every N]
 *
 * Last line: SUMMARY legal-pool positions=… inline_p50_ms=… inline_p99_ms=… pool_p50_ms=… pool_p99_ms=… clone_p50_ms=… clone_p99_ms=…
 */
import * as fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as v8 from 'node:v8';
import { legalActions, whoActs, type GameState } from '../engine';
import { ComputePool } from '../api/compute/pool';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { importRules, replayExport } from '../tools/import/replay';
import { sharedPath } from '../tools/paths';
import { fmt, quantile, table } from './common';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const everyArg = args.indexOf('--every');
  const every = everyArg >= 0 ? Math.max(1, Number(args[everyArg + 1])) : 3;
  const file = sharedPath('fixtures', '1870', '1870-game-end-bank.json');
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const definitions = loadAllTitles();
  const definition = definitions.get(game.title)!;
  const key = { title: game.title, variant: null, optionalRules: importRules(definition, game.settings?.optional_rules ?? []) };

  const positions: { state: GameState; seat: number; title: Parameters<typeof legalActions>[0] }[] = [];
  let n = 0;
  replayExport(definition, game, {
    beforeAction(state, _action, title) {
      const actor = whoActs(title, state);
      if (actor && n++ % every === 0) positions.push({ state, seat: actor.seat, title });
    },
  });

  const pool = new ComputePool(definitions, { searchThreads: 1, foldThreads: 1, maxQueue: 64, searchJobsPerClient: 0, jobTimeoutMs: 60_000, searchGraceMs: 30_000, searchNice: 0 });
  try {
    // Warm both sides: the worker compiles its title on first use, the JIT on both.
    for (const p of positions.slice(0, 20)) {
      legalActions(p.title, p.state, p.seat);
      await pool.legalActions(p.title, key, p.state, p.seat);
    }
    const rows: { kind: string; bytes: number; inline: number; pool: number; clone: number }[] = [];
    for (const p of positions) {
      let t = performance.now();
      const choices = legalActions(p.title, p.state, p.seat);
      const inline = performance.now() - t;
      t = performance.now();
      await pool.legalActions(p.title, key, p.state, p.seat);
      const viaPool = performance.now() - t;
      // The event loop's own share of the round trip: the state out, the choices back.
      t = performance.now();
      v8.deserialize(v8.serialize(p.state));
      v8.deserialize(v8.serialize(choices));
      const clone = performance.now() - t;
      rows.push({ kind: p.state.round.kind, bytes: JSON.stringify(p.state).length, inline, pool: viaPool, clone });
    }
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return [fmt(quantile(s, 0.5), 2), fmt(quantile(s, 0.99), 2), fmt(s[s.length - 1] ?? NaN, 2)];
    };
    const groups = new Map<string, typeof rows>();
    for (const r of rows) {
      const size = r.bytes < 100_000 ? '<100 KB' : r.bytes < 200_000 ? '100-200 KB' : '>=200 KB';
      for (const g of [`round ${r.kind}`, `state ${size}`]) groups.set(g, [...(groups.get(g) ?? []), r]);
    }
    console.log(`legalActions in-process and through the pool: ${file}, ${rows.length} positions (every ${every}th)`);
    console.log(
      table(
        ['positions', 'n', 'inline p50', 'p99', 'max', 'pool p50', 'p99', 'max', 'clone p50', 'p99', 'max'],
        [...groups.entries()].sort().map(([g, rs]) => [g, String(rs.length), ...stats(rs.map((r) => r.inline)), ...stats(rs.map((r) => r.pool)), ...stats(rs.map((r) => r.clone))]),
      ),
    );
    const all = (f: (r: (typeof rows)[number]) => number) => [...rows.map(f)].sort((a, b) => a - b);
    const [i, p, c] = [all((r) => r.inline), all((r) => r.pool), all((r) => r.clone)];
    console.log(
      `SUMMARY legal-pool positions=${rows.length} inline_p50_ms=${fmt(quantile(i, 0.5), 2)} inline_p99_ms=${fmt(quantile(i, 0.99), 2)} pool_p50_ms=${fmt(quantile(p, 0.5), 2)} pool_p99_ms=${fmt(quantile(p, 0.99), 2)} clone_p50_ms=${fmt(quantile(c, 0.5), 2)} clone_p99_ms=${fmt(quantile(c, 0.99), 2)}`,
    );
  } finally {
    await pool.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
