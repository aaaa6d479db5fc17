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
 *   npm run bench:routes [-- --fixtures DIR] [-- --verbose]
 *
 * Last line: SUMMARY positions=N proven=P median_ms=X max_ms=Y lower_than_recorded=Z
 */
import * as fs from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { bestRoutes, type GameState, type Title } from '../engine';
import { loadTitleDir } from '../tools/definitions-fs';
import { repoPath, sharedPath } from '../tools/paths';
import { parseExport } from '../tools/import/export-format';
import { replayExport } from '../tools/import/replay';

function main(): void {
  const args = process.argv.slice(2);
  const dirArg = args.indexOf('--fixtures');
  const dir = dirArg >= 0 ? args[dirArg + 1]! : sharedPath('fixtures', '1870');
  const verbose = args.includes('--verbose');
  if (!fs.existsSync(dir)) {
    console.error(`no fixtures at ${dir}`);
    process.exit(2);
  }
  const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
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
  console.log(`SUMMARY positions=${times.length} proven=${proven} median_ms=${median.toFixed(2)} max_ms=${max.toFixed(2)} lower_than_recorded=${lower}`);
}

main();
