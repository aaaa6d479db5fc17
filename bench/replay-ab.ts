/**
 * Two builds' replay of issue #20's six games (bench/six.ts) in one process, round by round in turn: the
 * figure for "is this change faster", on a machine whose speed drifts by 20 % or more from one minute to the
 * next (docs/performance.md). Each build is a `dist` folder (its own engine, titles and importer: a build made
 * in another worktree, `npx tsc -p tsconfig.build.json`). Each build replays the six untimed --warmup times
 * (default 3), then --rounds times (default 12), the two builds alternating which goes first; a round is timed
 * by process.cpuUsage. The ratio is taken round by round (B's round over A's beside it), so a drift in the
 * machine's speed cancels. With --apply, each game is folded through apply(), one action at a time on a copy
 * of the state before it, as a server's act is, instead of by replay(), which folds in place.
 *
 *   node dist/bench/replay-ab.js DIST_A DIST_B [--rounds N] [--warmup N] [--apply]
 *
 * Last line:
 *   SUMMARY replay-ab actions=N a_cpu_us_per_action=MA b_cpu_us_per_action=MB b_over_a=R
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fmt, median } from './common';

interface Build {
  label: string;
  actions: number;
  /** One replay of the six: CPU µs per action. */
  round: () => number;
}

/** A build's six games, read through that build's own importer, and a function replaying them once. */
function load(dist: string, label: string, byApply: boolean): Build {
  const root = path.resolve(dist);
  // The other build's modules, by absolute path: each build keeps its own module instances and caches.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only when the bench runs
  const need = (m: string): Record<string, (...args: never[]) => unknown> => require(path.join(root, m)) as Record<string, (...args: never[]) => unknown>;
  const engine = need('engine') as unknown as typeof import('../engine');
  const defs = need('tools/definitions-fs') as unknown as typeof import('../tools/definitions-fs');
  const format = need('tools/import/export-format') as unknown as typeof import('../tools/import/export-format');
  const imp = need('tools/import/replay') as unknown as typeof import('../tools/import/replay');
  const six = need('bench/six') as unknown as typeof import('./six');
  const definitions = defs.loadAllTitles();
  const games = six.SUMMARY_SET.map((file) => {
    const game = format.parseExport(fs.readFileSync(six.fixturePath(file), 'utf8'));
    const definition = definitions.get(game.title)!;
    const report = imp.replayExport(definition, game);
    if (report.error) throw new Error(`${label}: ${file} refused at ${report.error.index}`);
    return { title: imp.titleForExport(definition, game), setup: imp.importSetup(game), actions: report.applied };
  });
  const actions = games.reduce((n, g) => n + g.actions.length, 0);
  const foldByApply = (g: (typeof games)[number]): void => {
    const start = engine.replay(g.title, g.setup, []);
    if (!start.ok) throw new Error(`${label}: a new game is refused`);
    let state = start.state;
    for (const action of g.actions) {
      const r = engine.apply(g.title, state, action);
      if (!r.ok) throw new Error(`${label}: its own log is refused by apply: ${r.error.message}`);
      state = r.state;
    }
  };
  return {
    label,
    actions,
    round: () => {
      const before = process.cpuUsage();
      for (const g of games) {
        if (byApply) foldByApply(g);
        else if (!engine.replay(g.title, g.setup, g.actions).ok) throw new Error(`${label}: its own log does not replay`);
      }
      const used = process.cpuUsage(before);
      return (used.user + used.system) / actions;
    },
  };
}

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

function main(): void {
  const args = process.argv.slice(2);
  const [distA, distB] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!distA || !distB) {
    console.error('usage: node dist/bench/replay-ab.js DIST_A DIST_B [--rounds N] [--warmup N] [--apply]');
    process.exit(2);
  }
  const rounds = option(args, '--rounds', 12);
  const warmup = option(args, '--warmup', 3);
  const byApply = args.includes('--apply');
  const a = load(distA, 'A', byApply);
  const b = load(distB, 'B', byApply);
  if (a.actions !== b.actions) console.log(`note: A replays ${a.actions} actions, B ${b.actions}: the two importers differ`);
  for (let i = 0; i < warmup; i++) {
    a.round();
    b.round();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which build goes first, so that neither always runs right after the other's garbage.
    if (i % 2 === 0) {
      ta.push(a.round());
      tb.push(b.round());
    } else {
      tb.push(b.round());
      ta.push(a.round());
    }
  }
  console.log(`A ${path.resolve(distA)}: ${ta.map((x) => fmt(x, 0)).join(', ')}`);
  console.log(`B ${path.resolve(distB)}: ${tb.map((x) => fmt(x, 0)).join(', ')}`);
  const ratio = median(tb.map((x, i) => x / ta[i]!));
  console.log(`SUMMARY replay-ab${byApply ? ' by=apply' : ''} actions=${a.actions} a_cpu_us_per_action=${fmt(median(ta), 1)} b_cpu_us_per_action=${fmt(median(tb), 1)} b_over_a=${fmt(ratio, 3)}`);
}

main();
