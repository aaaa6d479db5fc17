/**
 * `switchyard replay FILE|DIR [--json] [--trace]`: replays 18xx.games exports through the
 * engine and compares the outcome with the recorded one. --trace prints, after each accepted
 * action, every player's and every started corporation's cash, to find where money first differs
 * from the export's own log.
 */
import * as fs from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';
import type { Definition } from '../engine';
import type { CliIO } from './cli';
import { listTitleDirs, loadTitleDir } from './definitions-fs';
import { ImportError, parseExport, playsExport } from './import/export-format';
import { replayExport, type ReplayHooks, type ReplayReport } from './import/replay';
import type { GameState } from '../engine';
import type { ExportAction } from './import/export-format';

function definitionFor(titleId: string): Definition {
  for (const dir of listTitleDirs()) {
    let loaded;
    try {
      loaded = loadTitleDir(dir);
    } catch {
      continue;
    }
    if (playsExport(loaded.definition, titleId)) return loaded.definition;
  }
  throw new ImportError(`no title "${titleId}" under definitions/`);
}

export function replayFile(file: string, hooks: ReplayHooks = {}): ReplayReport {
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const report = replayExport(definitionFor(game.title), game, hooks);
  report.file = file;
  return report;
}

/** One --trace line: the action, then each player's cash and each started corporation's treasury. */
export function cashLine(state: GameState, a: ExportAction): string {
  const players = state.players.map((p) => `${p.name} ${p.cash}`).join(', ');
  const corps = Object.values(state.corporations)
    .filter((c) => c.par !== null && !c.closed)
    .map((c) => `${c.id} ${c.cash}`)
    .join(', ');
  return `log id ${String(a.id)} ${a.type}${a.entity !== undefined ? ` by ${String(a.entity)}` : ''} | ${players}${corps ? ` | ${corps}` : ''}`;
}

function describeError(r: ReplayReport): string {
  const e = r.error!;
  return `action ${e.index} (log id ${e.id}, ${e.action.type}${e.action.entity !== undefined ? ` by ${String(e.action.entity)}` : ''}): ${e.code}: ${e.message}${e.ruleRef ? ` [${e.ruleRef}]` : ''}`;
}

export async function replayCommand(args: string[], io: CliIO): Promise<number> {
  const json = args.includes('--json');
  const trace = args.includes('--trace');
  const targets = args.filter((a) => !a.startsWith('--'));
  const unknownOption = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--trace');
  if (unknownOption || targets.length !== 1) {
    io.stderr(unknownOption ? `replay: unknown option ${unknownOption}` : 'replay: name one file or directory');
    io.stderr('usage: switchyard replay FILE|DIR [--json] [--trace]');
    return 2;
  }
  const target = path.resolve(targets[0]!);
  if (!fs.existsSync(target)) {
    io.stderr(`replay: ${targets[0]} does not exist`);
    return 2;
  }
  if (fs.statSync(target).isDirectory()) {
    const files = fs.readdirSync(target).filter((f) => f.endsWith('.json')).sort();
    const rows: string[][] = [];
    let failed = 0;
    let routesDifferIn = 0;
    files.forEach((f, i) => {
      const t0 = performance.now();
      let outcome: string;
      let actions = '-';
      try {
        const r = replayFile(path.join(target, f));
        actions = String(r.actions);
        // A route our engine pays differently from the record is shown in the row and counted apart: it is
        // the next rule to check, but the game's result still decides the exit code, because some records
        // carry 18xx.games' own since-fixed slips (1862's NOTES, the freight bonus before 2021-07-31).
        const routesDiffer = r.routeRevenueMismatches > 0 ? `, but ${r.routeRevenueMismatches} route revenue(s) differ` : '';
        outcome = r.matchesRecorded ? `matched${routesDiffer}` : r.error ? `diverged at ${describeError(r)}` : `ended ${r.gameEndReason ?? 'unfinished'}, result differs`;
        if (!r.matchesRecorded) failed++;
        else if (routesDiffer) routesDifferIn++;
      } catch (e) {
        outcome = `error: ${(e as Error).message}`;
        failed++;
      }
      const ms = performance.now() - t0;
      rows.push([f, actions, outcome, `${ms.toFixed(0)} ms`]);
      io.stderr(`[${i + 1}/${files.length}] ${f}: ${outcome.split(':')[0]}`);
    });
    const w = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['file', 'actions', 'outcome', 'time'][c]!.length));
    io.stdout(['file', 'actions', 'outcome', 'time'].map((h, c) => h.padEnd(w[c]!)).join('  '));
    for (const r of rows) io.stdout(r.map((x, c) => x.padEnd(w[c]!)).join('  '));
    io.stdout(`${files.length - failed}/${files.length} matched${routesDifferIn > 0 ? `, ${routesDifferIn} of them with route revenues that differ from the record` : ''}`);
    return failed === 0 ? 0 : 1;
  }
  let report: ReplayReport;
  try {
    // One game is reported in full, its runs below the best too (a search at each run); a directory's table does without.
    report = replayFile(target, { lesserRuns: true, ...(trace ? { afterAction: (state: GameState, a: ExportAction) => io.stdout(cashLine(state, a)) } : {}) });
  } catch (e) {
    io.stderr(`replay: ${(e as Error).message}`);
    return 1;
  }
  if (json) {
    io.stdout(
      JSON.stringify({
        finished: report.finished,
        gameEndReason: report.gameEndReason,
        result: report.result,
        actions: report.actions,
        routeRevenueMismatches: report.routeRevenueMismatches,
        lesserRuns: report.lesserRuns,
        recorded: report.recorded,
        recordedReason: report.recordedReason,
        matchesRecorded: report.matchesRecorded,
        // A refused action: the export's action, our translation of it (null when the translation failed) and the engine's error.
        ...(report.error ? { error: { index: report.error.index, id: report.error.id, action: report.error.action, ours: report.error.ours ?? null, code: report.error.code, message: report.error.message, ...(report.error.ruleRef ? { ruleRef: report.error.ruleRef } : {}) } } : {}),
      }),
    );
  } else {
    io.stdout(`${path.basename(target)}: ${report.actions} actions, ${report.finished ? `finished (${report.gameEndReason})` : 'not finished'}`);
    for (const [id, score] of Object.entries(report.result)) io.stdout(`  ${id}: ${score}`);
    io.stdout(`  route revenue mismatches: ${report.routeRevenueMismatches}`);
    for (const m of report.mismatches) io.stdout(`    log id ${m.id} ${m.corporation}: ours ${m.ours}, stored ${m.stored}`);
    const lesserRuns = report.lesserRuns ?? [];
    if (lesserRuns.length > 0) io.stdout(`  runs below the best (kept as recorded): ${lesserRuns.length}`);
    for (const m of lesserRuns) io.stdout(`    log id ${m.id} ${m.corporation}: ran ${m.ran}, best ${m.best}`);
    io.stdout(`  passes reconciled: ${report.passes.skipped} skipped, ${report.passes.inserted} inserted`);
    if (!report.matchesRecorded && report.finished) io.stdout(`  recorded: ${JSON.stringify(report.recorded)} (${report.recordedReason})`);
    io.stdout(report.matchesRecorded ? '  matches the recorded result' : '  does NOT match the recorded result');
  }
  if (report.error) {
    io.stderr(`replay: our engine refused ${describeError(report)}`);
    io.stderr(`  their action: ${JSON.stringify(report.error.action)}`);
    io.stderr(`  as ours: ${JSON.stringify(report.error.ours)}`);
    return 1;
  }
  return report.matchesRecorded ? 0 : 1;
}
