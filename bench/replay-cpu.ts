/**
 * Replay cost of issue #20's six games (bench/six.ts) in CPU time and, under callgrind, in instructions:
 * figures that compare two builds on a shared machine, where the wall times of replay.ts vary twofold.
 * Each game's log comes from the importer, as in replay.ts; the six are replayed --warmup times untimed
 * (default 1), then --rounds times (default 5), each round timed by process.cpuUsage (every thread of the
 * process: the JIT's compiler threads and the garbage collector's helpers count too, so the first rounds,
 * while V8 still optimises, cost more than the later ones). To compare two builds, bench/replay-ab.ts runs
 * both in one process.
 *
 *   node dist/bench/replay-cpu.js [--rounds N] [--warmup N]
 *   valgrind --tool=callgrind --instr-atstart=no --dump-instr=no node --single-threaded dist/bench/replay-cpu.js --callgrind --warmup 4
 *     (--callgrind: after the untimed replays, one round with callgrind's instrumentation switched on by
 *     callgrind_control; its "Collected" line is the instructions of one warm replay of the six. After one
 *     warm-up more than half of them are V8's optimising compiler, and on its own threads the count moves by
 *     a quarter from run to run: --single-threaded and a few warm-ups make two runs agree within a few %)
 *
 * Last line:
 *   SUMMARY replay-cpu actions=A cpu_us_per_action=R1,R2,... median_after_2=M
 */
import { execFileSync } from 'node:child_process';
import { replay } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { fmt, median } from './common';
import { recordedLog, SUMMARY_SET } from './six';

function main(): void {
  const args = process.argv.slice(2);
  const roundsArg = args.indexOf('--rounds');
  const callgrind = args.includes('--callgrind');
  const rounds = callgrind ? 1 : roundsArg >= 0 ? Number(args[roundsArg + 1]) : 5;
  const warmupArg = args.indexOf('--warmup');
  const warmup = warmupArg >= 0 ? Number(args[warmupArg + 1]) : 1;
  const definitions = loadAllTitles();
  const games = SUMMARY_SET.map((file) => recordedLog(file, definitions));
  const actions = games.reduce((n, g) => n + g.actions.length, 0);
  for (let i = 0; i < warmup; i++) for (const g of games) if (!replay(g.title, g.setup, g.actions).ok) throw new Error('our own log does not replay');
  if (callgrind) execFileSync('callgrind_control', ['-i', 'on', String(process.pid)], { stdio: 'ignore' });
  const perAction: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const before = process.cpuUsage();
    for (const g of games) replay(g.title, g.setup, g.actions);
    const used = process.cpuUsage(before);
    perAction.push((used.user + used.system) / actions);
  }
  if (callgrind) execFileSync('callgrind_control', ['-i', 'off', String(process.pid)], { stdio: 'ignore' });
  const later = perAction.length > 2 ? perAction.slice(2) : perAction;
  console.log(`SUMMARY replay-cpu actions=${actions} cpu_us_per_action=${perAction.map((x) => fmt(x, 0)).join(',')} median_after_2=${fmt(median(later), 0)}`);
}

main();
