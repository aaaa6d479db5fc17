/**
 * Route optimiser benchmark on real positions.
 *
 * Every `run_routes` of every 1870 fixture in ../shared/fixtures/1870 becomes a
 * position: the game is replayed through the engine (tools/import/replay.ts)
 * and the state just before each run is taken. (A fixture that does not replay
 * to its end contributes the runs before its first divergence.) For each, the
 * optimiser runs to a proven optimum; we print the time, our revenue and the
 * revenue the players recorded. Ours must never be lower: where it is higher,
 * the players missed revenue (or, in a connection run, were bound to the
 * home–destination run).
 *
 * The same positions are then solved once more with 1862's train kinds and run
 * rules put on the 1870 trains (chained Freight, Locals with per-hex subsidies,
 * m/n Express; shared track, locations paying once, interlinked runs through
 * the home station): there is no recorded revenue to compare, only the time and
 * the proof (line `SUMMARY kinds=1862 ...`, printed before the last line).
 *
 * Then every `run_routes` of the recorded 1862 games (../shared/fixtures/1862 and test/fixtures/1862)
 * is solved the same way on its own position, with 1862's own trains, map and rules. The revenue to beat
 * is our count of the recorded routes: the recorded figure, except for the runs whose recorded figure we
 * do not reproduce (docs/rules-coverage/1862.md, Recorded revenues), where it is ours (line
 * `SUMMARY title=1862 ...`, printed before the last line).
 *
 *   npm run bench:routes [-- --fixtures DIR] [-- --verbose] [-- --only 1862|1870]
 *
 * Last line: SUMMARY positions=N proven=P median_ms=X max_ms=Y lower_than_recorded=Z
 */
import * as fs from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { bestRoutes, compileTitle, mergePatch, type GameState, type Title } from '../engine';
import type { Definition } from '../engine/definition/types';
import { loadTitleDir } from '../tools/definitions-fs';
import { repoPath, sharedPath } from '../tools/paths';
import { parseExport } from '../tools/import/export-format';
import { replayExport } from '../tools/import/replay';
import { tuneJit } from '../tools/jit';

/** 1870 with 1862's train kinds on its train ids (the state's trains keep their types) and 1862's run rules. */
function with1862Kinds(definition: Definition): Definition {
  const chain = { bonusPerHex: 20, portBonusPerHex: 30, portColors: ['blue'] };
  const freight = (hexes: number, mustChain: boolean) => ({ distance: { hexes, measure: 'steps' }, ignores: ['town'], chain: { ...chain, mustChain } });
  const kinds: Record<string, object> = {
    '2': freight(2, true),
    '3': { distance: [{ nodes: ['city'], pay: 3 }, { nodes: ['town'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10 },
    '4': { distance: [{ nodes: ['city', 'offboard'], pay: 4 }], ignores: ['town'] },
    '5': freight(5, true),
    '6': freight(6, false),
    '8': { distance: [{ nodes: ['city', 'offboard'], pay: 6, visit: 8 }], ignores: ['town'] },
    '10': freight(8, false),
    '12': { distance: [{ nodes: ['city'], pay: 5, visit: 7 }, { nodes: ['town'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10 },
  };
  const def = structuredClone(definition);
  def.trains.trains = def.trains.trains.map((t) => ({ ...t, ...(kinds[t.id] ?? {}) })) as typeof def.trains.trains;
  def.title = mergePatch(def.title, {
    routes: { shareTrack: true, mayNotEndAt: ['town'], locationPaysOnce: true, mustInterlink: true, mustIncludeHome: true, mayNotJoin: [{ kinds: ['offboard'], colors: ['red'] }] },
  });
  return def;
}

const quantile = (sorted: number[], q: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0);

/** The recorded 1862 games' run positions, each solved with the default budget; prints its SUMMARY line. */
function recorded1862(verbose: boolean): void {
  const definition = loadTitleDir(repoPath('definitions', '1862')).definition;
  const dirs = [sharedPath('fixtures', '1862'), repoPath('test', 'fixtures', '1862')].filter((d) => fs.existsSync(d));
  const times: number[] = [];
  // CPU time too: the machine is shared, and another process's load stretches the wall time.
  // over_150ms counts wall times and over_150ms_cpu CPU times: on a loaded machine (two cores, a dozen jobs) the wall
  // time of a 60 ms search can pass a second, so both are printed; each position is solved once, cold or warm as it comes.
  const cpuTimes: number[] = [];
  let proven = 0;
  let below = 0;
  let positions = 0;
  const steps: number[] = [];
  console.log('1862 file                                    action corp   trains                    ms     steps      ours  recorded  proven');
  for (const dir of dirs)
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const game = parseExport(fs.readFileSync(path.join(dir, file), 'utf8'));
      const found: { actionId: number | undefined; corporation: string; state: GameState; title: Title; recorded: number }[] = [];
      const report = replayExport(definition, game, {
        beforeAction(state, a, title) {
          if (a.type !== 'run_routes') return;
          const recorded = ((a.routes as { revenue?: number }[]) ?? []).reduce((s2, r) => s2 + (r.revenue ?? 0), 0);
          found.push({ actionId: a.id, corporation: String(a.entity), state, title, recorded });
        },
      });
      // Our count of the recorded routes where it is not the recorded figure.
      const ours = new Map(report.mismatches.map((m) => [m.id, m.ours]));
      for (const p of found) {
        const target = ours.get(p.actionId) ?? p.recorded;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const best = bestRoutes(p.title, p.state, p.corporation);
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(c0);
        positions++;
        times.push(ms);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        steps.push(best.stats.steps);
        if (best.proven) proven++;
        if (best.revenue < target) below++;
        const trains = p.state.corporations[p.corporation]!.trains.map((id) => p.state.trains.find((t) => t.id === id)?.variant ?? id).join(',');
        if (verbose || best.revenue < target || !best.proven || ms > 150)
          console.log(
            `${file.padEnd(44)} ${String(p.actionId).padStart(6)} ${p.corporation.padEnd(6)} ${trains.padEnd(22)} ${ms.toFixed(1).padStart(7)} ${String(best.stats.steps).padStart(9)} ${String(best.revenue).padStart(9)} ${String(target).padStart(9)}  ${best.proven ? 'yes' : 'NO'}${best.revenue < target ? '  LOWER' : ''}`,
          );
      }
    }
  const sorted = [...times].sort((a, b) => a - b);
  const bySteps = [...steps].sort((a, b) => a - b);
  const byCpu = [...cpuTimes].sort((a, b) => a - b);
  console.log(
    `SUMMARY title=1862 median_steps=${quantile(bySteps, 0.5)} p95_steps=${quantile(bySteps, 0.95)} positions=${positions} proven=${proven} median_ms=${quantile(sorted, 0.5).toFixed(2)} p95_ms=${quantile(sorted, 0.95).toFixed(2)} max_ms=${(sorted[sorted.length - 1] ?? 0).toFixed(2)} over_150ms=${sorted.filter((t) => t > 150).length} over_150ms_cpu=${byCpu.filter((t) => t > 150).length} median_cpu_ms=${quantile(byCpu, 0.5).toFixed(2)} p95_cpu_ms=${quantile(byCpu, 0.95).toFixed(2)} max_cpu_ms=${(byCpu[byCpu.length - 1] ?? 0).toFixed(2)} lower_than_recorded=${below}`,
  );
}

function main(): void {
  // As the server runs the engine (tools/jit.ts).
  tuneJit();
  const args = process.argv.slice(2);
  const onlyArg = args.indexOf('--only');
  const only = onlyArg >= 0 ? args[onlyArg + 1] : undefined;
  if (only !== '1870') recorded1862(args.includes('--verbose'));
  if (only === '1862') return;
  const dirArg = args.indexOf('--fixtures');
  const dir = dirArg >= 0 ? args[dirArg + 1]! : sharedPath('fixtures', '1870');
  const verbose = args.includes('--verbose');
  if (!fs.existsSync(dir)) {
    console.error(`no fixtures at ${dir}`);
    process.exit(2);
  }
  const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
  // The 1862 kinds on each game's own title (a variant such as 1870's diesels changes the trains).
  const kindTitles = new Map<Title, Title>();
  const kindsOf = (title: Title): Title => {
    let t = kindTitles.get(title);
    if (!t) kindTitles.set(title, (t = compileTitle(with1862Kinds(title.definition))));
    return t;
  };
  const kindTimes: number[] = [];
  let kindProven = 0;
  const times: number[] = [];
  let proven = 0;
  let lower = 0;
  let higher = 0;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  console.log('file                                          action corp   trains        ms      ours  recorded  proven');
  for (const file of files) {
    const game = parseExport(fs.readFileSync(path.join(dir, file), 'utf8'));
    const positions: { actionId: number | undefined; corporation: string; state: GameState; title: Title; recorded: number }[] = [];
    replayExport(definition, game, {
      beforeAction(state, a, title) {
        if (a.type !== 'run_routes') return;
        const recorded = ((a.routes as { revenue?: number }[]) ?? []).reduce((s2, r) => s2 + (r.revenue ?? 0), 0);
        positions.push({ actionId: a.id, corporation: String(a.entity), state, title, recorded });
      },
    });
    for (const p of positions) {
      const title = p.title;
      // Warm-up run excluded: the first call pays for compiling hot paths.
      const t0 = performance.now();
      const best = bestRoutes(title, p.state, p.corporation);
      const ms = performance.now() - t0;
      times.push(ms);
      if (best.proven) proven++;
      if (best.revenue < p.recorded) lower++;
      if (best.revenue > p.recorded) higher++;
      const t1 = performance.now();
      const other = bestRoutes(kindsOf(title), p.state, p.corporation);
      kindTimes.push(performance.now() - t1);
      if (other.proven) kindProven++;
      const trains = p.state.corporations[p.corporation]!.trains.join(',');
      if (verbose || best.revenue < p.recorded || ms > 50)
        console.log(
          `${file.padEnd(45)} ${String(p.actionId).padStart(6)} ${p.corporation.padEnd(6)} ${trains.padEnd(12)} ${ms.toFixed(1).padStart(7)} ${String(best.revenue).padStart(9)} ${String(p.recorded).padStart(9)}  ${best.proven ? 'yes' : 'NO'}${best.revenue < p.recorded ? '  LOWER' : ''}`,
        );
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
  const max = sorted.length ? sorted[sorted.length - 1]! : 0;
  console.log(`(${higher} positions where the optimum beats the recorded run)`);
  const k = [...kindTimes].sort((a, b) => a - b);
  console.log(
    `SUMMARY kinds=1862 positions=${k.length} proven=${kindProven} median_ms=${(k.length ? k[Math.floor((k.length - 1) / 2)]! : 0).toFixed(2)} max_ms=${(k.length ? k[k.length - 1]! : 0).toFixed(2)}`,
  );
  console.log(`SUMMARY positions=${times.length} proven=${proven} median_ms=${median.toFixed(2)} max_ms=${max.toFixed(2)} lower_than_recorded=${lower}`);
}

main();
