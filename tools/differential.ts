/**
 * Differential fuzzer: random legal games played by our bots (tools/bots.ts) on our engine and, action
 * by action, on 18xx.games' own Ruby engine (bench/ruby/differential-server.rb), comparing a small
 * digest of both states after each action. A dev tool: it needs Ruby and a tobymao/18xx clone, so
 * `npm test` does not run it. See tools/README-differential.md.
 *
 *   node dist/tools/differential.js --title 1870 [--games N] [--seed S] [--players P] [--max-actions M]
 *        [--settle K] [--avoid TYPE,...] [--dump FILE] [--trace] [--repo PATH_TO_18XX_CLONE] [--commit C] [--lib LIB_DIR] [--quiet]
 *   node dist/tools/differential.js --roundtrip EXPORT.json[,EXPORT.json...]   (the reverse mapping on recorded games)
 *
 * Game g plays with seed S+g (and, unless --players, a player count drawn from it). At the first
 * divergence it prints the seed, the action index, both digests (the fields that differ first), our
 * action and 18xx.games', and exits 1. A difference gone within K actions (--settle, default 3) is an
 * order of events and is listed as transient instead. One progress line per game; last line SUMMARY.
 */
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from 'child_process';
import { mkdtempSync, rmSync, existsSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createInterface } from 'readline';
import { actingSeats, apply, applyVariant, compileTitle, createGame, legalActions, whoActs, type GameState, type Title } from '../engine';
import { sharePrice } from '../engine/shares/holdings';
import { corpHolder } from '../engine/state/types';
import { loadAllTitles } from './definitions-fs';
import { botMove, botRandom } from './bots';
import { exportAction, playerId, ExportError, type Exported } from './import/export-action';
import { repoPath } from './paths';
import { parseExport } from './import/export-format';
import { exportSeed, importRules, replayExport } from './import/replay';

/** The state both engines can tell: what the digest compares. */
export interface Digest {
  players: Record<string, number>;
  bank: number;
  corporations: Record<string, { cash: number; price: number | null; trains: string[] }>;
  phase: string;
  round: string;
  turn: string | null;
  finished: boolean;
  /** The revenue of the routes just run (only right after a run_routes). */
  revenue?: number | null;
}

// 18xx.games' round classes as our round kinds (1862's G1862::Round::Parliament is our mechanism's "parliament").
const ROUNDS: Record<string, string> = { Auction: 'auction', Stock: 'stock', Operating: 'operating', Parliament: 'parliament' };

export function ourDigest(title: Title, state: GameState): Digest {
  const actor = whoActs(title, state);
  const corporations: Digest['corporations'] = {};
  for (const c of Object.values(state.corporations)) {
    // 18xx.games takes a closed corporation out of the game.
    if (c.closed) continue;
    const trains = state.trains.filter((t) => t.owner === corpHolder(c.id)).map((t) => t.type).sort();
    corporations[c.id] = { cash: c.cash, price: sharePrice(title, c), trains };
  }
  return {
    players: Object.fromEntries(state.players.map((p) => [String(playerId(p.seat)), p.cash])),
    bank: state.bank,
    corporations,
    phase: title.definition.phases.phases[state.phase]!.id,
    round: state.round.kind,
    turn: state.finished || !actor ? null : actor.entityType === 'player' ? `player:${playerId(Number(actor.entity))}` : `${actor.entityType}:${String(actor.entity)}`,
    finished: state.finished !== null,
  };
}

/** 18xx.games' side of the digest (bench/ruby/differential-server.rb): the same fields, its turn as an entity, and its step. */
interface RubyDigest extends Omit<Digest, 'turn' | 'revenue'> {
  step: string | null;
  turn: { type: string; id: string | number } | null;
  revenue: number | null;
}

export function rubyDigest(d: RubyDigest): Digest {
  return {
    players: d.players,
    bank: d.bank,
    corporations: Object.fromEntries(Object.entries(d.corporations).map(([id, c]) => [id, { cash: c.cash, price: c.price, trains: c.trains }])),
    phase: d.phase,
    round: ROUNDS[d.round] ?? d.round,
    turn: d.finished || !d.turn ? null : `${d.turn.type}:${String(d.turn.id)}`,
    finished: d.finished,
  };
}

/** The fields where the digests differ ("corporations.SP.cash: 120 ≠ 100"), empty when they agree. */
export function digestDiff(ours: Digest, theirs: Digest): string[] {
  const out: string[] = [];
  const walk = (path: string, a: unknown, b: unknown): void => {
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
      for (const k of keys) walk(path ? `${path}.${k}` : k, (a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${path}: ours ${JSON.stringify(a)}, 18xx.games ${JSON.stringify(b)}`);
  };
  walk('', ours, theirs);
  return out;
}

/** 18xx.games' engine as a child process answering one JSON line per request. */
class RubyEngine {
  private child: ChildProcessWithoutNullStreams;
  private waiting: ((line: string) => void)[] = [];
  private stderr = '';
  constructor(libDir: string) {
    this.child = spawn('ruby', [repoPath('bench/ruby/differential-server.rb'), libDir], { env: { ...process.env, RACK_ENV: 'production' } });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(line));
    this.child.stderr.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-4000)));
    this.child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w(JSON.stringify({ ok: false, error: `ruby exited (${String(code)}): ${this.stderr}` }));
    });
  }
  request(msg: unknown): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      this.waiting.push((line) => resolve(JSON.parse(line) as Record<string, unknown>));
      this.child.stdin.write(`${JSON.stringify(msg)}\n`);
    });
  }
  close(): void {
    this.child.stdin.end();
  }
}

export interface DifferentialOptions {
  title: string;
  games: number;
  seed: number;
  players?: number;
  maxActions: number;
  /** A difference must last this many actions to count (default 3; 1: every difference counts). */
  settle: number;
  libDir: string;
  quiet: boolean;
  /** Action types the bot never chooses (--avoid a,b): known divergences, to look past them. */
  avoid: string[];
  /** Print each of our actions and our engine's log lines (--trace). */
  trace?: boolean;
  /** Where to write 18xx.games' actions up to a divergence, as an export (--dump FILE). */
  dump?: string;
}

export interface Divergence {
  seed: number;
  players: number;
  index: number;
  ours: unknown;
  theirs: unknown;
  problem: string;
  diff: string[];
  digests: { ours: Digest; theirs: Digest | null };
  log?: unknown;
}

/** The legal actions the bot may choose from: all but the types --avoid names (divergences already known, to look past them). */
function offered(title: Title, state: GameState, seat: number, opts: DifferentialOptions): ReturnType<typeof legalActions> {
  const legal = legalActions(title, state, seat);
  return opts.avoid.length === 0 ? legal : legal.filter((c) => !opts.avoid.includes(c.action.type));
}

async function playOne(ruby: RubyEngine, title: Title, seed: number, players: number, opts: DifferentialOptions): Promise<{ actions: number; finished: string | null; passes: { inserted: number; skipped: number; forced: number }; transient?: string[]; divergence: Divergence | null }> {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const rand = botRandom(seed);
  let state = createGame(title, { players: names, seed });
  const passes = { inserted: 0, skipped: 0, forced: 0 };
  const started = await ruby.request({ cmd: 'new', title: title.definition.title.exportTitle ?? title.id, players: names, seed });
  const fail = async (index: number, ours: unknown, theirs: unknown, problem: string, diff: string[], theirDigest: Digest | null): Promise<Divergence> => {
    const log = await ruby.request({ cmd: 'log', lines: 12 });
    if (opts.dump) {
      // 18xx.games' actions so far, as an export: `ruby` with Engine::Game.load replays it there to look closer.
      const taken = await ruby.request({ cmd: 'actions' });
      writeFileSync(opts.dump, JSON.stringify({ id: seed, title: title.definition.title.exportTitle ?? title.id, players: names.map((name, i) => ({ id: playerId(i), name })), settings: { seed }, actions: taken.actions, next: theirs }, null, 1));
    }
    return { seed, players, index, ours, theirs, problem, diff, digests: { ours: ourDigest(title, state), theirs: theirDigest }, log: log.log };
  };
  if (!started.ok) return { actions: 0, finished: null, passes, divergence: await fail(-1, null, null, `18xx.games could not start the game: ${String(started.error)}`, [], null) };
  const first = digestDiff(ourDigest(title, state), rubyDigest(started.digest as RubyDigest));
  if (first.length > 0) return { actions: 0, finished: null, passes, divergence: await fail(-1, null, null, 'the games start differently', first, rubyDigest(started.digest as RubyDigest)) };
  let index = 0;
  // A difference that goes away within `settle` actions is an order of events, not a divergence
  // (18xx.games sells the next company of a waterfall auction before the par the sale before it asks for).
  let pending: Divergence | null = null;
  const transient: string[] = [];
  for (; index < opts.maxActions && !state.finished; index++) {
    const [seat] = actingSeats(title, state);
    if (seat === undefined) break;
    const move = botMove(offered(title, state, seat, opts), rand);
    if (!move) break;
    let exported: Exported | null;
    try {
      exported = exportAction(title, state, move.action);
    } catch (e) {
      if (!(e instanceof ExportError)) throw e;
      return { actions: index, finished: null, passes, divergence: await fail(index, move.action, null, `cannot export: ${e.message}`, [], null) };
    }
    const r = apply(title, state, move.action, { seat });
    if (!r.ok) throw new Error(`seed ${seed} action ${index}: our legal ${move.choice.id} refused: ${r.error.message}`);
    state = r.state;
    if (opts.trace) for (const line of [JSON.stringify(move.action), ...r.log.map((l) => `    ${l}`)]) console.log(`TRACE ${seed}#${index} ${line}`);
    if (exported === null) {
      if (opts.trace) console.log(`TRACE ${seed}#${index} (18xx.games makes it by itself)`);
      continue;
    }
    const answer = await ruby.request({ cmd: 'act', action: exported.action, hints: exported.hints });
    if (!answer.ok) {
      const refused = await fail(index, move.action, exported, `18xx.games refused it: ${String(answer.error)}`, [], null);
      // The difference that came first, if one is still open, is where the games parted.
      if (pending) refused.diff.push(...pending.diff.map((d) => `(since action ${pending!.index}, ${JSON.stringify(pending!.ours)}) ${d}`));
      return { actions: index, finished: null, passes, transient, divergence: refused };
    }
    passes.inserted += Number(answer.inserted ?? 0);
    if (answer.skipped) passes.skipped++;
    let theirs = rubyDigest(answer.digest as RubyDigest);
    // A player or corporation whose only choice is to pass: 18xx.games passes for it ("has no valid
    // actions and passes"); ours waits for the pass. Such passes are made here before comparing.
    for (let k = 0; k < 4 * players && !state.finished; k++) {
      const [next] = actingSeats(title, state);
      if (next === undefined) break;
      const all = offered(title, state, next, opts).filter((c) => c.action.type !== 'offer_company' && c.action.type !== 'propose_trade');
      // 18xx.games skips an entity, or ends its turn at its pass, by the entity's own actions alone: in a stock
      // round a player's (T:lib/engine/step/buy_sell_par_shares.rb actions: buy, par, buy a company, sell), not
      // what a corporation it presides could do (1870's redemption and reissue, G1870 BuySellParShares#actions);
      // in an operating round a corporation's, not a company it owns (1870's Southern Cattle token after the
      // buy-companies pass). Ours keeps the turn open for those. Once 18xx.games has moved on, such an entity
      // whose own only choice is to pass is passed here too.
      const turn = ourDigest(title, state).turn;
      const whose = (a: { entityType: string; entity: unknown }): string => (a.entityType === 'player' ? `player:${playerId(Number(a.entity))}` : `${a.entityType}:${String(a.entity)}`);
      const movedOn = theirs.turn !== turn;
      const own = movedOn ? all.filter((c) => whose(c.action) === turn) : all;
      // In an operating round, a corporation whose turn 18xx.games has ended at its pass while ours still
      // holds a step open (ours buys companies in the train step and again in a trailing step; 18xx.games
      // ends the turn at the one pass): passed on ours, as the importer inserts passes (tools/import/replay.ts).
      const ownPass = own.filter((c) => c.action.type === 'pass');
      const only = own.length === 1 && own[0]!.action.type === 'pass' ? own : movedOn && state.round.kind === 'operating' && ownPass.length === 1 ? ownPass : all;
      if (only.length !== 1 || only[0]!.action.type !== 'pass') break;
      const pass = { ...(only[0]!.action as unknown as Record<string, unknown>) };
      const forced = exportAction(title, state, pass)!;
      const p = apply(title, state, pass, { seat: next });
      if (!p.ok) break;
      state = p.state;
      if (opts.trace) for (const line of [`(forced) ${JSON.stringify(pass)}`, ...p.log.map((l) => `    ${l}`)]) console.log(`TRACE ${seed}#${index} ${line}`);
      const a2 = await ruby.request({ cmd: 'act', action: forced.action, hints: forced.hints });
      if (!a2.ok) return { actions: index, finished: null, passes, transient, divergence: await fail(index, pass, forced, `18xx.games refused a forced pass: ${String(a2.error)}`, [], null) };
      passes.forced++;
      if (a2.skipped) passes.skipped++;
      theirs = rubyDigest(a2.digest as RubyDigest);
    }
    const diff = digestDiff(ourDigest(title, state), theirs);
    if (diff.length === 0) {
      if (pending) transient.push(`${pending.index}+${index - pending.index}: ${pending.diff[0]}`);
      pending = null;
    } else {
      pending ??= await fail(index, move.action, answer.action, 'the states differ after the action', diff, theirs);
      if (index - pending.index + 1 >= opts.settle) {
        pending.diff.push(...diff.filter((d) => !pending!.diff.includes(d)).map((d) => `(after action ${index}) ${d}`));
        return { actions: index + 1, finished: null, passes, transient, divergence: pending };
      }
    }
  }
  if (pending) return { actions: index, finished: null, passes, transient, divergence: pending };
  return { actions: index, finished: state.finished?.reason ?? null, passes, transient, divergence: null };
}

/**
 * The reverse mapping's round trip on a recorded game: the export imported by our engine (tools/import),
 * each action we applied exported again (tools/import/export-action.ts) and played on 18xx.games'
 * engine, which must accept every one and end the game with the recorded result.
 */
async function roundTrip(ruby: RubyEngine, file: string): Promise<string | null> {
  const game = parseExport(readFileSync(file, 'utf8'));
  const definition = [...loadAllTitles().values()].find((d) => d.title.id === game.title || d.title.exportTitle === game.title);
  if (!definition) return `no title ${game.title}`;
  if ((game.settings?.optional_rules ?? []).length > 0) return `optional rules ${String(game.settings?.optional_rules)} are not passed on yet`;
  const steps: { before: GameState; action: Record<string, unknown> }[] = [];
  const report = replayExport(definition, game, { applied: (before, _after, action) => steps.push({ before, action: action as Record<string, unknown> }) });
  if (!report.matchesRecorded) return 'our engine does not replay it to its recorded result';
  const title = compileTitle(definition);
  const names = game.players.map((p) => p.name);
  const started = await ruby.request({ cmd: 'new', title: game.title, players: names, seed: Number(exportSeed(game)) || 1 });
  if (!started.ok) return `18xx.games could not start it: ${String(started.error)}`;
  let last: RubyDigest | null = null;
  for (const [i, { before, action }] of steps.entries()) {
    if (action.type === 'end_game') return null; // ended by agreement: nothing to compare
    let exported: Exported | null;
    try {
      exported = exportAction(title, before, action);
      if (exported === null) continue;
    } catch (e) {
      if (!(e instanceof ExportError)) throw e;
      return `action ${i} ${JSON.stringify(action)}: ${e.message}`;
    }
    const answer = await ruby.request({ cmd: 'act', action: exported.action, hints: exported.hints });
    if (!answer.ok) {
      const log = (await ruby.request({ cmd: 'log', lines: 6 })).log as string[];
      return `action ${i} ${JSON.stringify(action)} refused: ${String(answer.error)}; 18xx.games log: ${log.join(' | ')}`;
    }
    last = answer.digest as RubyDigest;
  }
  const result = (last as unknown as { result?: Record<string, number> } | null)?.result ?? null;
  // Players are numbered 1..n in seat order there; the export keys its result by its own ids.
  const recorded = Object.fromEntries(game.players.map((p, seat) => [String(playerId(seat)), game.result?.[String(p.id)] ?? game.result?.[p.name]]));
  if (!last?.finished) return 'the game did not finish there';
  if (JSON.stringify(result) !== JSON.stringify(recorded)) return `result ${JSON.stringify(result)}, recorded ${JSON.stringify(recorded)}`;
  return null;
}

function printDivergence(title: string, d: Divergence): void {
  console.log(`DIVERGENCE title=${title} seed=${d.seed} players=${d.players} action=${d.index}: ${d.problem}`);
  console.log(`  rerun: node dist/tools/differential.js --title ${title} --games 1 --seed ${d.seed} --players ${d.players}`);
  console.log(`  our action: ${JSON.stringify(d.ours)}`);
  console.log(`  18xx.games action: ${JSON.stringify(d.theirs)}`);
  for (const line of d.diff) console.log(`  differs: ${line}`);
  console.log(`  our digest: ${JSON.stringify(d.digests.ours)}`);
  console.log(`  18xx.games digest: ${JSON.stringify(d.digests.theirs)}`);
  if (Array.isArray(d.log)) for (const line of d.log) console.log(`  18xx.games log: ${String(line)}`);
}

function parseArgs(argv: string[]): DifferentialOptions & { repo: string; commit: string; lib?: string } {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    title: get('title') ?? '1870',
    games: Number(get('games') ?? 1),
    seed: Number(get('seed') ?? 1),
    ...(get('players') ? { players: Number(get('players')) } : {}),
    maxActions: Number(get('max-actions') ?? 4000),
    settle: Number(get('settle') ?? 3),
    libDir: '',
    quiet: argv.includes('--quiet'),
    avoid: (get('avoid') ?? '').split(',').filter(Boolean),
    trace: argv.includes('--trace'),
    ...(get('dump') ? { dump: get('dump') } : {}),
    repo: get('repo') ?? process.env.TOBYMAO_18XX ?? '/work/.mirror/tobymao+18xx/repo',
    commit: get('commit') ?? '111f7f6',
    ...(get('lib') ? { lib: get('lib') } : {}),
  };
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  let tmp: string | null = null;
  if (opts.lib) opts.libDir = opts.lib;
  else {
    if (!existsSync(opts.repo)) {
      console.error(`no tobymao/18xx clone at ${opts.repo} (give --repo or TOBYMAO_18XX, or --lib LIB_DIR)`);
      return 2;
    }
    // The engine's lib/ at the commit, taken out of the clone (a bare one will do) without touching its work tree.
    tmp = mkdtempSync(join(tmpdir(), 'differential-18xx-'));
    execFileSync('sh', ['-c', `git -C "$0" archive --format=tar "$1" lib | tar -x -C "$2"`, opts.repo, opts.commit, tmp]);
    opts.libDir = join(tmp, 'lib');
  }
  const files = process.argv.slice(2).filter((a, i, all) => all[i - 1] === '--roundtrip');
  if (files.length > 0) {
    const ruby = new RubyEngine(opts.libDir);
    let failed = 0;
    try {
      for (const file of files.flatMap((f) => f.split(','))) {
        const problem = await roundTrip(ruby, file);
        if (problem) failed++;
        console.log(`ROUNDTRIP ${file} ${problem ? `FAILED ${problem}` : 'ok (18xx.games accepts every action and ends with the recorded result)'}`);
      }
    } finally {
      ruby.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    }
    return failed > 0 ? 1 : 0;
  }
  const definition = loadAllTitles().get(opts.title);
  if (!definition) {
    console.error(`unknown title ${opts.title}`);
    return 2;
  }
  // Played as an import of an 18xx.games game would be: with the title's importVariants (18xx.games' own
  // readings of the rules, e.g. 1870's Gulf Shipping port), so a difference they already settle is not reported.
  const title = compileTitle(importRules(definition, []).reduce((def, rule) => applyVariant(def, rule), definition));
  const ruby = new RubyEngine(opts.libDir);
  let actions = 0;
  let divergences = 0;
  try {
    for (let g = 0; g < opts.games; g++) {
      const seed = opts.seed + g;
      const range = definition.title.players;
      const players = opts.players ?? range.min + Math.floor(botRandom(seed ^ 0x5bd1e995)() * (range.max - range.min + 1));
      const r = await playOne(ruby, title, seed, players, opts);
      actions += r.actions;
      if (r.divergence) {
        divergences++;
        printDivergence(opts.title, r.divergence);
        break;
      }
      if (!opts.quiet)
        console.log(`GAME title=${opts.title} seed=${seed} players=${players} actions=${r.actions} ${r.finished ? `finished=${r.finished}` : 'unfinished (max actions)'} passes_inserted=${r.passes.inserted} passes_skipped=${r.passes.skipped} passes_forced=${r.passes.forced} transient=${r.transient?.length ?? 0}`);
      if (!opts.quiet) for (const t of r.transient ?? []) console.log(`  transient difference at action ${t}`);
    }
  } finally {
    ruby.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`SUMMARY differential title=${opts.title} actions=${actions} divergences=${divergences}`);
  return divergences > 0 ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
