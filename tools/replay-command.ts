/**
 * `switchyard replay FILE|DIR [--json]`: replays 18xx.games exports through the
 * engine and compares the outcome with the recorded one.
 */
import * as fs from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';
import type { Definition } from '../engine';
import type { CliIO } from './cli';
import { listTitleDirs, loadTitleDir } from './definitions-fs';
import { ImportError, parseExport } from './import/export-format';
import { replayExport, type ReplayReport } from './import/replay';

function definitionFor(titleId: string): Definition {
  for (const dir of listTitleDirs()) {
    let loaded;
    try {
      loaded = loadTitleDir(dir);
    } catch {
      continue;
    }
    if (loaded.definition.title.id === titleId) return loaded.definition;
  }
  throw new ImportError(`no title "${titleId}" under definitions/`);
}

export function replayFile(file: string): ReplayReport {
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const report = replayExport(definitionFor(game.title), game);
  report.file = file;
  return report;
}

function describeError(r: ReplayReport): string {
  const e = r.error!;
  return `action ${e.index} (log id ${e.id}, ${e.action.type}${e.action.entity !== undefined ? ` by ${String(e.action.entity)}` : ''}): ${e.code}: ${e.message}${e.ruleRef ? ` [${e.ruleRef}]` : ''}`;
}

export async function replayCommand(args: string[], io: CliIO): Promise<number> {
  const json = args.includes('--json');
  const targets = args.filter((a) => !a.startsWith('--'));
  const unknownOption = args.find((a) => a.startsWith('--') && a !== '--json');
  if (unknownOption || targets.length !== 1) {
    io.stderr(unknownOption ? `replay: unknown option ${unknownOption}` : 'replay: name one file or directory');
    io.stderr('usage: switchyard replay FILE|DIR [--json]');
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
    files.forEach((f, i) => {
      const t0 = performance.now();
      let outcome: string;
      let actions = '-';
      try {
        const r = replayFile(path.join(target, f));
        actions = String(r.actions);
        outcome = r.matchesRecorded ? 'matched' : r.error ? `diverged at ${describeError(r)}` : `ended ${r.gameEndReason ?? 'unfinished'}, result differs`;
        if (!r.matchesRecorded) failed++;
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
    io.stdout(`${files.length - failed}/${files.length} matched`);
    return failed === 0 ? 0 : 1;
  }
  let report: ReplayReport;
  try {
    report = replayFile(target);
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
        ...(report.error ? { error: { index: report.error.index, id: report.error.id, action: report.error.action, code: report.error.code, message: report.error.message } } : {}),
      }),
    );
  } else {
    io.stdout(`${path.basename(target)}: ${report.actions} actions, ${report.finished ? `finished (${report.gameEndReason})` : 'not finished'}`);
    for (const [id, score] of Object.entries(report.result)) io.stdout(`  ${id}: ${score}`);
    io.stdout(`  route revenue mismatches: ${report.routeRevenueMismatches}`);
    for (const m of report.mismatches) io.stdout(`    log id ${m.id} ${m.corporation}: ours ${m.ours}, stored ${m.stored}`);
    if (report.lesserRuns.length > 0) io.stdout(`  runs below the best (kept as recorded): ${report.lesserRuns.length}`);
    for (const m of report.lesserRuns) io.stdout(`    log id ${m.id} ${m.corporation}: ran ${m.ran}, best ${m.best}`);
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
