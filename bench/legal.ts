/**
 * legalActions speed at every recorded position: issue #20's six games (bench/six.ts), each replayed
 * through the importer; before each recorded action, legalActions() is timed for every seat (the seat
 * that must act, and the others, which a client asks as well). Positions where a corporation must run
 * include the route optimiser's search (legalActions offers the best run_routes). The first game is
 * walked once untimed first, to warm the JIT.
 *
 *   node dist/bench/legal.js [--fixture FILE] [--slowest N] [--rounds N] [--cpu]
 *     (--fixture: that export alone; --slowest N: the N slowest calls of every game together, with the game,
 *     the log id of the action then played, the round and the step, the seat and its choices; --rounds N: each
 *     game walked N times, each with a title of its own (nothing remembered between walks), and each call's
 *     least time taken: a loaded machine's pauses left out; --cpu: the process's CPU time instead of wall
 *     time, which is the calls' own under `node --single-threaded` (V8 compiles and collects on the main
 *     thread then): `node --single-threaded dist/bench/legal.js --rounds 3 --cpu` compares two builds on a
 *     busy machine)
 *
 * Prints, per game and by the type of the action then played, p50/p99/max of the acting seat's calls,
 * then the slowest positions. Last line (calls = every seat's; p50/p99/max over all of them, and per
 * game p50/p99/max):
 *   SUMMARY legal games=G positions=N calls=C choices_mean=M p50_ms=X p99_ms=Y max_ms=Z <game>=p50/p99/max ...
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { legalActions, whoActs } from '../engine';
import { newCtx } from '../engine/context';
import { operatingSteps } from '../engine/rounds/operating';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { replayExport } from '../tools/import/replay';
import { fmt, quantile, table } from './common';
import { fixturePath, SUMMARY_SET } from './six';

interface Sample {
  ms: number;
  /** Whether the seat was the one that must act. */
  acting: boolean;
  type: string;
  choices: number;
  round: string;
  /** The operating step the round is at, when it is one ('' otherwise). */
  step: string;
  position: number;
  seat: number;
  /** The recorded action's id in the export's log (-1: none). */
  logIndex: number;
  game: string;
}

/** Milliseconds now: wall time, or the process's CPU time (--cpu). */
let clock = (): number => performance.now();
const cpuClock = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function walk(file: string): Sample[] {
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const definition = loadAllTitles().get(game.title);
  if (!definition) throw new Error(`no definition of ${game.title}`);
  const out: Sample[] = [];
  let position = 0;
  const name = path.basename(file, '.json');
  replayExport(definition, game, {
    beforeAction(state, action, title) {
      const actor = whoActs(title, state);
      position++;
      const logIndex = action.id ?? -1;
      const round = state.round;
      const step = round.kind === 'operating' && round.turn ? (operatingSteps(newCtx(title, state))[round.turn.step]?.name ?? '') : '';
      for (let seat = 0; seat < state.players.length; seat++) {
        const t = clock();
        const choices = legalActions(title, state, seat);
        const ms = clock() - t;
        out.push({ ms, acting: actor?.seat === seat, type: String(action.type), choices: choices.length, round: state.round.kind, step, position, seat, logIndex, game: name });
      }
    },
  });
  return out;
}

const triple = (ms: number[]): string => {
  const s = [...ms].sort((a, b) => a - b);
  return `${fmt(quantile(s, 0.5), 2)}/${fmt(quantile(s, 0.99), 2)}/${fmt(s[s.length - 1]!, 2)}`;
};

function main(): void {
  const args = process.argv.slice(2);
  const fileArg = args.indexOf('--fixture');
  const slowestArg = args.indexOf('--slowest');
  const slowest = slowestArg >= 0 ? Number(args[slowestArg + 1]) : 0;
  const roundsArg = args.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Math.max(1, Number(args[roundsArg + 1])) : 1;
  if (args.includes('--cpu')) clock = cpuClock;
  const files = fileArg >= 0 ? [args[fileArg + 1]!] : SUMMARY_SET.map(fixturePath);
  walk(files[0]!);
  /** Each call's least time over `rounds` walks (the same calls in the same order each time). */
  const walkRounds = (file: string): Sample[] => {
    const samples = walk(file);
    for (let r = 1; r < rounds; r++) walk(file).forEach((s, i) => (samples[i]!.ms = Math.min(samples[i]!.ms, s.ms)));
    return samples;
  };
  const all: Sample[] = [];
  const perGame: string[] = [];
  const gameRows: string[][] = [];
  for (const file of files) {
    const samples = walkRounds(file);
    all.push(...samples);
    const name = path.basename(file, '.json');
    const acting = samples.filter((s) => s.acting);
    perGame.push(`${name}=${triple(samples.map((s) => s.ms))}`);
    gameRows.push([name, String(samples.length ? samples[samples.length - 1]!.position : 0), String(samples.length), ...triple(samples.map((s) => s.ms)).split('/'), ...triple(acting.map((s) => s.ms)).split('/')]);
    const byKind = new Map<string, number[]>();
    for (const s of acting) byKind.set(s.type, [...(byKind.get(s.type) ?? []), s.ms]);
    const rows = [...byKind.entries()].map(([type, ms]) => [type, String(ms.length), ...triple(ms).split('/')]).sort((a, b) => Number(b[1]) - Number(a[1]));
    console.log(`\n${file}: the acting seat's calls, by the type of the action then played`);
    console.log(table(['next action', 'positions', 'p50 ms', 'p99 ms', 'max ms'], rows));
    const worst = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 3);
    for (const w of worst) console.log(`  slow: ${fmt(w.ms, 1)} ms at position ${w.position}, before a ${w.type} (${w.round} round, ${w.acting ? 'acting seat' : 'another seat'}, ${w.choices} choices)`);
  }
  if (slowest > 0) {
    console.log(`\nthe ${slowest} slowest calls of all games`);
    const rows = [...all].sort((a, b) => b.ms - a.ms).slice(0, slowest);
    console.log(table(['ms', 'game', 'log id', 'round', 'step', 'next action', 'seat', 'choices'], rows.map((s) => [fmt(s.ms, 2), s.game, String(s.logIndex), s.round, s.step, s.type, `${s.seat}${s.acting ? ' (acting)' : ''}`, String(s.choices)])));
  }
  console.log('\nevery seat at every position (ms), and the acting seat alone');
  console.log(table(['game', 'positions', 'calls', 'p50', 'p99', 'max', 'acting p50', 'acting p99', 'acting max'], gameRows));
  const choicesMean = all.reduce((n, s) => n + (s.acting ? s.choices : 0), 0) / Math.max(1, all.filter((s) => s.acting).length);
  const positions = gameRows.reduce((n, r) => n + Number(r[1]), 0);
  const [p50, p99, max] = triple(all.map((s) => s.ms)).split('/');
  console.log(`SUMMARY legal games=${files.length} positions=${positions} calls=${all.length} choices_mean=${fmt(choicesMean, 1)} p50_ms=${p50} p99_ms=${p99} max_ms=${max} ${perGame.join(' ')}`);
}

main();
