/**
 * The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1836jr56 game, in development (named, so
 * played): loans, escrow and the debt interruption under random play; see fuzz.test.ts.
 */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1836jr56: a random 4-player game to its end, every action checked', () => {
  // 624 actions to the bank break (node dist/tools/fuzz.js --title 1836jr56 --games 3 --seed 1: seed 2, 3.2 s, 2026-11-29).
  const result = runFuzz({ titles: ['1836jr56'], games: 1, seed: 2, players: 4, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(300);
}, 120_000);
