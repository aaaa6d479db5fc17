/**
 * Issue #20's comparison in one command: 18xx.games' Ruby engine (bench/ruby/run.sh) and our replay
 * (bench/replay.ts --six) on the same six games, round after round in turn, the one going first changing
 * each round, so that the machine's drift, which moves the two engines unalike, falls on both. Each round's
 * ratio compares whole replays of the six, warm as each bench defines it (18xx.games counts 3,378 actions
 * after undos, we count 3,523): their µs per action times their actions, over ours.
 *
 *   node dist/bench/versus.js [--rounds N] [PATH_TO_TOBYMAO_18XX_CLONE]    (or TOBYMAO_18XX=…; N default 3)
 *   npm run bench -- --only versus                                         (TOBYMAO_18XX set)
 *
 * Needs Ruby and a clone of tobymao/18xx (bench/ruby/README.md); without them it says so and exits 2.
 *
 * Last line:
 *   SUMMARY versus rounds=N ruby_us_per_action=R1,… ours_us_per_action=O1,… ratio=X1,… median_ratio=M
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fmt, median, table } from './common';

/** The figures a SUMMARY line gives: its `name=value` pairs. */
function summaryFields(output: string, prefix: string): Record<string, string> {
  const line = output.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`no "${prefix}" line in:\n${output}`);
  return Object.fromEntries(line.slice(prefix.length).trim().split(/\s+/).map((pair) => pair.split('=') as [string, string]));
}

/** One replay of the six by each engine: µs per action and actions counted. */
interface Side {
  us: number;
  actions: number;
}

/** The ratio of whole replays of the six: the Ruby engine's time over ours. */
const wholeRatio = (ruby: Side, ours: Side): number => (ruby.us * ruby.actions) / (ours.us * ours.actions);

function runRuby(clone: string): Side {
  const out = execFileSync('sh', [path.join(__dirname, '..', '..', 'bench', 'ruby', 'run.sh'), clone], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const f = summaryFields(out, 'SUMMARY ruby_replay');
  return { us: Number(f.warm_us_per_action), actions: Number(f.actions) };
}

function runOurs(): Side {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'replay.js'), '--six'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const f = summaryFields(out, 'SUMMARY replay');
  return { us: Number(f.warm_us_per_action), actions: Number(f.actions) };
}

function main(): void {
  const args = process.argv.slice(2);
  const roundsArg = args.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Math.max(1, Number(args[roundsArg + 1])) : 3;
  const clone = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds') ?? process.env.TOBYMAO_18XX;
  if (!clone || !fs.existsSync(clone)) {
    console.error('usage: node dist/bench/versus.js [--rounds N] PATH_TO_TOBYMAO_18XX_CLONE (or set TOBYMAO_18XX); see bench/ruby/README.md');
    process.exit(2);
  }
  const rows: string[][] = [];
  const ruby: number[] = [];
  const ours: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Ruby first in the odd rounds, ours first in the even ones.
    let a: Side;
    let b: Side;
    if (r % 2 === 0) {
      a = runRuby(clone);
      b = runOurs();
    } else {
      b = runOurs();
      a = runRuby(clone);
    }
    const ratio = wholeRatio(a, b);
    ruby.push(a.us);
    ours.push(b.us);
    ratios.push(ratio);
    rows.push([String(r + 1), r % 2 === 0 ? '18xx.games' : 'ours', String(a.us), fmt((a.us * a.actions) / 1000, 0), String(b.us), fmt((b.us * b.actions) / 1000, 0), `${fmt(ratio, 1)}×`]);
    console.error(`round ${r + 1}: 18xx.games ${a.us} µs/action, ours ${b.us}: ${fmt(ratio, 2)}×`);
  }
  console.log(table(['round', 'first', '18xx.games µs/action', '18xx.games ms (six)', 'ours µs/action', 'ours ms (six)', 'ratio'], rows));
  console.log(
    `SUMMARY versus rounds=${rounds} ruby_us_per_action=${ruby.join(',')} ours_us_per_action=${ours.join(',')} ratio=${ratios.map((x) => fmt(x, 2)).join(',')} median_ratio=${fmt(median(ratios), 2)}`,
  );
}

main();
