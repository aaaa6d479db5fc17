/**
 * Replay speed on the recorded games: every 18xx.games export under ../shared/fixtures/<title>/.
 *
 * For each fixture, the import (tools/import/replay.ts: mapping, undo/redo, route checks, as
 * importGame and `switchyard replay` do) gives our action log; then engine.replay() of that log,
 * which is what a server does to rebuild a game it has not cached, is timed:
 *   cold  the first replay in a fresh node process (title compiled beforehand, timed apart);
 *   warm  in this process after one untimed replay: the median of --runs (default 3).
 * A fixture whose title has no definition, or that our engine refuses part-way (1860 today), is
 * timed on the part it replays and marked so; only fixtures replayed to their end go into the
 * SUMMARY figures, which are totals (all their replay time over all their actions).
 *
 *   node dist/bench/replay.js [--fixtures DIR] [--runs N]
 *
 * Last line: SUMMARY replay fixtures=N replayed=R actions=A cold_us_per_action=X warm_us_per_action=Y
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { applyVariant, compileTitle, replay, type GameSetup } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { exportSeed, replayExport } from '../tools/import/replay';
import { sharedPath } from '../tools/paths';
import { fmt, median, table } from './common';

interface ColdInput {
  title: string;
  optionalRules: string[];
  setup: GameSetup;
  actions: unknown[];
}

/** In the child: compile, then one timed replay; prints { compileMs, replayMs }. */
function cold(file: string): void {
  const input = JSON.parse(fs.readFileSync(file, 'utf8')) as ColdInput;
  const definition = loadAllTitles().get(input.title)!;
  const t0 = performance.now();
  let def = definition;
  for (const rule of input.optionalRules) def = applyVariant(def, rule);
  const title = compileTitle(def);
  const t1 = performance.now();
  const r = replay(title, input.setup, input.actions);
  const t2 = performance.now();
  if (!r.ok) throw new Error(`cold replay refused action ${r.index}: ${r.error.message}`);
  console.log(JSON.stringify({ compileMs: t1 - t0, replayMs: t2 - t1 }));
}

function main(): void {
  const args = process.argv.slice(2);
  if (args[0] === '--cold') return cold(args[1]!);
  const dirArg = args.indexOf('--fixtures');
  const root = dirArg >= 0 ? args[dirArg + 1]! : sharedPath('fixtures');
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
  if (!fs.existsSync(root)) {
    console.error(`no fixtures at ${root}`);
    process.exit(2);
  }
  const files = fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? fs.readdirSync(path.join(root, d.name)).filter((f) => f.endsWith('.json')).map((f) => path.join(d.name, f)) : d.name.endsWith('.json') ? [d.name] : []))
    .sort();
  const definitions = loadAllTitles();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-'));
  const rows: string[][] = [];
  let replayed = 0;
  let totalActions = 0;
  let totalCold = 0;
  let totalWarm = 0;
  console.log(`replay: ${files.length} fixtures under ${root}; warm = median of ${runs}`);
  try {
    for (const file of files) {
      const game = parseExport(fs.readFileSync(path.join(root, file), 'utf8'));
      const definition = definitions.get(game.title);
      if (!definition) {
        rows.push([file, game.title, '-', 'no definition of this title', '-', '-', '-', '-']);
        continue;
      }
      const t0 = performance.now();
      const report = replayExport(definition, game);
      const importMs = performance.now() - t0;
      const actions = report.applied;
      const status = report.error
        ? `refused at ${report.error.index} (${String(report.error.action.type)}): ${report.error.code}`
        : report.matchesRecorded
          ? 'replays, result matches'
          : `replays, ${report.finished ? 'result differs' : 'unfinished'}`;
      const optionalRules = game.settings?.optional_rules ?? [];
      let def = definition;
      for (const rule of optionalRules) def = applyVariant(def, rule);
      const title = compileTitle(def);
      // The game as the importer creates it (tools/import/replay.ts): the export's seed, recorded lays and revenues.
      const setup: GameSetup = { players: game.players.map((p) => p.name), seed: exportSeed(game), variant: null, connectionChecks: 'actions', endByAgreement: true, recordedLays: true, recordedRevenues: true };

      const input = path.join(tmp, 'input.json');
      fs.writeFileSync(input, JSON.stringify({ title: game.title, optionalRules, setup, actions } satisfies ColdInput));
      const coldOut = JSON.parse(execFileSync(process.execPath, [__filename, '--cold', input], { encoding: 'utf8' }).trim().split('\n').pop()!) as { compileMs: number; replayMs: number };

      const check = replay(title, setup, actions); // also the warm-up
      if (!check.ok) throw new Error(`${file}: our own log does not replay: action ${check.index}: ${check.error.message}`);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        replay(title, setup, actions);
        times.push(performance.now() - t);
      }
      const warm = median(times);
      const n = actions.length;
      if (!report.error) {
        replayed++;
        totalActions += n;
        totalCold += coldOut.replayMs;
        totalWarm += warm;
      }
      rows.push([
        file,
        game.title,
        String(n),
        status,
        fmt(importMs, 0),
        fmt(coldOut.compileMs, 0),
        `${fmt(coldOut.replayMs, 0)} (${fmt((coldOut.replayMs * 1000) / n, 0)})`,
        `${fmt(warm, 0)} (${fmt((warm * 1000) / n, 0)})`,
      ]);
      console.error(`  ${file}: ${n} actions, warm ${fmt(warm, 0)} ms`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(table(['fixture', 'title', 'actions', 'status', 'import ms', 'compile ms', 'cold ms (µs/action)', 'warm ms (µs/action)'], rows));
  console.log(
    `SUMMARY replay fixtures=${files.length} replayed=${replayed} actions=${totalActions} cold_us_per_action=${fmt((totalCold * 1000) / totalActions, 0)} warm_us_per_action=${fmt((totalWarm * 1000) / totalActions, 0)}`,
  );
}

main();
