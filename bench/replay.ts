/**
 * Replay speed on the recorded games (18xx.games exports).
 *
 * The SUMMARY set is the six games issue #20 compares with 18xx.games' own engine (SUMMARY_SET
 * below: four under ../shared/fixtures/, one 1862 game under test/fixtures/); every other fixture
 * under those two folders is timed too and reported apart, on the OTHERS line.
 *
 * For each fixture, the import (tools/import/replay.ts: mapping, undo/redo, route checks, as
 * importGame and `switchyard replay` do) gives our action log; then engine.replay() of that log,
 * which is what a server does to rebuild a game it has not cached, is timed:
 *   cold  the first replay in a fresh node process (title compiled beforehand, timed apart);
 *   warm  in this process after one untimed replay: the median of --runs (default 3).
 * A fixture whose title has no definition, or that our engine refuses part-way, is timed on the
 * part it replays and marked so; only fixtures replayed to their end count in the figures, which
 * are totals (all their replay time over all their actions).
 *
 *   node dist/bench/replay.js [--six] [--runs N]      (--six: the SUMMARY set only)
 *
 * Last two lines:
 *   OTHERS replay fixtures=N replayed=R actions=A cold_us_per_action=X warm_us_per_action=Y
 *   SUMMARY replay games=6 replayed=R actions=A cold_us_per_action=X warm_us_per_action=Y
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { applyVariant, compileTitle, replay, type GameSetup } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { importRules, importSetup, replayExport, titleForExport } from '../tools/import/replay';
import { fmt, median, table } from './common';
import { fixturePath, ROOTS, SUMMARY_SET } from './six';

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

/** Every export under a fixture folder, as root:title/file. */
function fixturesUnder(root: keyof typeof ROOTS): string[] {
  const dir = ROOTS[root]();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? fs.readdirSync(path.join(dir, d.name)).filter((f) => f.endsWith('.json')).map((f) => `${root}:${d.name}/${f}`) : []))
    .sort();
}

interface Totals {
  fixtures: number;
  replayed: number;
  actions: number;
  coldMs: number;
  warmMs: number;
}

const totalsLine = (label: string, what: string, t: Totals): string =>
  `${label} replay ${what}=${t.fixtures} replayed=${t.replayed} actions=${t.actions} cold_us_per_action=${fmt((t.coldMs * 1000) / t.actions, 0)} warm_us_per_action=${fmt((t.warmMs * 1000) / t.actions, 0)}`;

function main(): void {
  const args = process.argv.slice(2);
  if (args[0] === '--cold') return cold(args[1]!);
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
  const missing = SUMMARY_SET.filter((f) => !fs.existsSync(fixturePath(f)));
  if (missing.length > 0) {
    console.error(`missing fixtures: ${missing.map(fixturePath).join(', ')}`);
    process.exit(2);
  }
  // A game kept in both folders (test/fixtures/1830 repeats the shared 1830 games) is timed once.
  const relative = (f: string): string => f.slice(f.indexOf(':') + 1);
  const others = args.includes('--six')
    ? []
    : [...fixturesUnder('shared'), ...fixturesUnder('test')].filter((f, i, all) => !SUMMARY_SET.some((s) => relative(s) === relative(f)) && all.findIndex((g) => relative(g) === relative(f)) === i);
  const files = [...SUMMARY_SET, ...others];
  const definitions = loadAllTitles();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-'));
  const rows: string[][] = [];
  const summary: Totals = { fixtures: SUMMARY_SET.length, replayed: 0, actions: 0, coldMs: 0, warmMs: 0 };
  const rest: Totals = { fixtures: others.length, replayed: 0, actions: 0, coldMs: 0, warmMs: 0 };
  console.log(`replay: the ${SUMMARY_SET.length} games of the SUMMARY set, then ${others.length} others (shared: ${ROOTS.shared()}, test: ${ROOTS.test()}); warm = median of ${runs}`);
  try {
    for (const file of files) {
      let game: ReturnType<typeof parseExport>;
      try {
        game = parseExport(fs.readFileSync(fixturePath(file), 'utf8'));
      } catch (e) {
        // A fixture folder may hold test inputs that are no game (test/fixtures/variants/): listed, not timed.
        if (SUMMARY_SET.includes(file)) throw e;
        rest.fixtures -= 1;
        rows.push([`  ${file}`, '-', '-', `not an export: ${(e as Error).message}`, '-', '-', '-', '-']);
        continue;
      }
      const definition = definitions.get(game.title);
      if (!definition) {
        rows.push([`${SUMMARY_SET.includes(file) ? '*' : ' '} ${file}`, game.title, '-', 'no definition of this title', '-', '-', '-', '-']);
        continue;
      }
      const t0 = performance.now();
      let report: ReturnType<typeof replayExport>;
      try {
        report = replayExport(definition, game);
      } catch (e) {
        // A file that reads like an export but holds no 18xx.games game (test/fixtures/former-names/, our own
        // export format): listed, not timed. A game of the SUMMARY set must replay.
        if (SUMMARY_SET.includes(file)) throw e;
        rest.fixtures -= 1;
        rows.push([`  ${file}`, game.title, '-', `not replayable as an export: ${(e as Error).message}`, '-', '-', '-', '-']);
        continue;
      }
      const importMs = performance.now() - t0;
      const actions = report.applied;
      const status = report.error
        ? `refused at ${report.error.index} (${String(report.error.action.type)}): ${report.error.code}`
        : report.matchesRecorded
          ? 'replays, result matches'
          : `replays, ${report.finished ? 'result differs' : 'unfinished'}`;
      const title = titleForExport(definition, game);
      const setup = importSetup(game);
      const optionalRules = importRules(definition, game.settings?.optional_rules ?? []);

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
        const t = SUMMARY_SET.includes(file) ? summary : rest;
        t.replayed++;
        t.actions += n;
        t.coldMs += coldOut.replayMs;
        t.warmMs += warm;
      }
      rows.push([
        `${SUMMARY_SET.includes(file) ? '*' : ' '} ${file}`,
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
  console.log('* the SUMMARY set (issue #20); the others are the OTHERS line');
  if (others.length > 0) console.log(totalsLine('OTHERS', 'fixtures', rest));
  console.log(totalsLine('SUMMARY', 'games', summary));
}

main();
