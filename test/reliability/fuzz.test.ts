/**
 * The short CI run of the random-playout fuzzer (tools/fuzz.ts), in process: a few whole games
 * of the demo, of 1870 and of 1843 (1860, 1862 and 1820 have files of their own, fuzz-<title>.test.ts,
 * so that jest's workers share the long games), every action checked (invariants, purity, refusal of the wrong seat,
 * the shadow replay of the stored log), engine.replay() of the whole log at intervals and at the
 * end. The long games (fuzz-<title>.test.ts) call engine.replay() every 1000 actions: the shadow fold
 * after every action already is the from-scratch replay, computed incrementally, and the whole-log
 * replays were 40% of those games' time. The long run is `npm run fuzz` (docs/performance.md, "Reliability").
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { formatViolation, fuzzCommand, runFuzz, summaryLine } from '../../tools/fuzz';
import { repoPath } from '../../tools/paths';
import { definitionOf } from '../helpers/demo';
import { expectClean } from './support/fuzz';

test('demo: 3 random games to their end, every action checked', () => {
  const result = runFuzz({ titles: ['demo'], games: 3, seed: 1, replayEvery: 100, maxActions: 5000 });
  expectClean(result);
  expect(result.games).toBe(3);
  expect(summaryLine(result)).toMatch(/^SUMMARY games=3 actions=\d+ violations=0$/);
}, 60_000);

test('1870: a random 3-player game to its end (the bank breaks), every action checked', () => {
  // About 1,600 actions, a few seconds; the long run plays every player count and variant (docs/performance.md).
  // Seed 8 since 1870 follows 18xx.games' auction order, block sales and brown-zone buys (seed 2, a bankruptcy
  // in about 300 actions before, now runs to the bank in 85 s).
  const result = runFuzz({ titles: ['1870'], games: 1, seed: 8, players: 3, variant: 'none', replayEvery: 200, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(250);
}, 90_000);



test('1843: a random 3-player game to its end (a bankruptcy), every action checked', () => {
  // About 430 actions (about 5 s of CPU): the private auction, player cards, par tiers, double-sided
  // trains and the foreigners; the Val de Loire is exchanged during the first operating round (out of
  // turn, companies.json outOfTurnIn).
  const result = runFuzz({ titles: ['1843'], games: 1, seed: 24, players: 3, variant: 'none', replayEvery: 200, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.reports[0]!.types.exchange_company).toBe(1);
  expect(result.actions).toBeGreaterThan(350);
}, 120_000);


test('an unknown title is reported, not played', () => {
  const result = runFuzz({ titles: ['no-such-title'], games: 1, seed: 1, replayEvery: 100, maxActions: 10 });
  expect(result.games).toBe(0);
  expect(result.violations).toHaveLength(1);
  expect(result.violations[0]!.message).toMatch(/cannot be played: no title with this id/);
});

test('a violation names the title, the seed, the action and the command that reruns the game', () => {
  // A demo whose bank is smaller than the players' starting cash: the bank is below zero at once.
  const definitions = new Map([['demo', structuredClone(definitionOf('demo'))]]);
  definitions.get('demo')!.title.bank.cash = 600;
  const result = runFuzz({ titles: ['demo'], games: 1, seed: 42, players: 2, replayEvery: 100, maxActions: 50, definitions });
  expect(result.violations.length).toBeGreaterThan(0);
  const text = formatViolation(result.violations[0]!);
  expect(text).toMatch(/^VIOLATION title=demo seed=42 players=2 variant=none action=-1/);
  expect(text).toMatch(/bank is below zero/);
  expect(text).toContain('rerun: npm run fuzz -- --title demo --games 1 --seed 42 --players 2 --variant none --replay-every 100 --max-actions 50');
  expect(summaryLine(result)).toBe(`SUMMARY games=1 actions=0 violations=${result.violations.length}`);
});

test('--title DIR plays a title folder outside definitions/, validated first, and names the folder in reruns', () => {
  const dir = repoPath('test', 'fixtures', 'authored', '18Ridge');
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: (l: string) => out.push(l), stderr: (l: string) => err.push(l) };
  expect(fuzzCommand(['--title', dir, '--games', '1', '--seed', '3', '--players', '2'], io)).toBe(0);
  expect(err).toEqual([]);
  expect(out.some((l) => /^18Ridge\s+seed\s+3\s+2p/.test(l))).toBe(true);
  expect(out.at(-1)).toMatch(/^SUMMARY games=1 actions=\d+ violations=0$/);
  // A folder whose title does not validate is not played: its messages, and the exit code of a bad argument.
  const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-dir-')), 'broken');
  fs.mkdirSync(broken);
  fs.writeFileSync(path.join(broken, 'title.json'), '{}');
  const err2: string[] = [];
  expect(fuzzCommand(['--title', broken, '--games', '1'], { stdout: () => undefined, stderr: (l) => err2.push(l) })).toBe(2);
  expect(err2.join('\n')).toMatch(/^invalid title .*broken:\n.*title.json: \/: must have required property/);
  fs.rmSync(path.dirname(broken), { recursive: true, force: true });
  // A violation's rerun names the folder the title came from.
  const definitions = new Map([['demo', structuredClone(definitionOf('demo'))]]);
  definitions.get('demo')!.title.bank.cash = 600;
  const result = runFuzz({ titles: ['demo'], games: 1, seed: 42, players: 2, replayEvery: 100, maxActions: 50, definitions, sources: { demo: 'my/titles/demo' } });
  expect(result.violations[0]!.repro).toMatch(/^npm run fuzz -- --title my\/titles\/demo --games 1 --seed 42/);
}, 60_000);
