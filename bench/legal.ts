/**
 * legalActions speed at every position of a real game: the 1870 fixture that ends with the
 * bank broken (../shared/fixtures/1870/1870-game-end-bank.json), replayed through the importer;
 * before each of its actions, legalActions() for the seat that must act is timed. The whole
 * game is walked twice and only the second walk is timed (the first warms the JIT). Positions
 * where a corporation must run include the route optimiser's search (legalActions offers the
 * optimal run_routes).
 *
 *   node dist/bench/legal.js [--fixture FILE]
 *
 * Last line: SUMMARY legal positions=N choices_mean=C p50_ms=X p99_ms=Y max_ms=Z
 */
import * as fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { legalActions, whoActs } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { replayExport } from '../tools/import/replay';
import { sharedPath } from '../tools/paths';
import { fmt, quantile, table } from './common';

function main(): void {
  const args = process.argv.slice(2);
  const fileArg = args.indexOf('--fixture');
  const file = fileArg >= 0 ? args[fileArg + 1]! : sharedPath('fixtures', '1870', '1870-game-end-bank.json');
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const definition = loadAllTitles().get(game.title);
  if (!definition) throw new Error(`no definition of ${game.title}`);

  const walk = (timed: boolean): { ms: number; type: string; choices: number; round: string }[] => {
    const out: { ms: number; type: string; choices: number; round: string }[] = [];
    replayExport(definition, game, {
      beforeAction(state, action, title) {
        const actor = whoActs(title, state);
        if (!actor) return;
        const t = performance.now();
        const choices = legalActions(title, state, actor.seat);
        const ms = performance.now() - t;
        if (timed) out.push({ ms, type: String(action.type), choices: choices.length, round: state.round.kind });
      },
    });
    return out;
  };
  walk(false);
  const samples = walk(true);
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byKind = new Map<string, number[]>();
  for (const s of samples) byKind.set(s.type, [...(byKind.get(s.type) ?? []), s.ms]);
  const rows = [...byKind.entries()]
    .map(([type, ms]) => {
      const s = [...ms].sort((a, b) => a - b);
      return [type, String(s.length), fmt(quantile(s, 0.5), 2), fmt(quantile(s, 0.99), 2), fmt(s[s.length - 1]!, 2)];
    })
    .sort((a, b) => Number(b[1]) - Number(a[1]));
  console.log(`legal actions: ${file}, ${samples.length} positions (by the type of the action then played)`);
  console.log(table(['next action', 'positions', 'p50 ms', 'p99 ms', 'max ms'], rows));
  const worst = samples.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`slowest: ${fmt(worst.ms, 1)} ms before a ${worst.type} (${worst.round} round, ${worst.choices} choices)`);
  const choicesMean = samples.reduce((n, s) => n + s.choices, 0) / samples.length;
  console.log(
    `SUMMARY legal positions=${samples.length} choices_mean=${fmt(choicesMean, 1)} p50_ms=${fmt(quantile(sorted, 0.5), 2)} p99_ms=${fmt(quantile(sorted, 0.99), 2)} max_ms=${fmt(sorted[sorted.length - 1]!, 2)}`,
  );
}

main();
