/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1836Jr30 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1836Jr30: a random 4-player game to its end, every action checked', () => {
  // About 1,600 actions to the bank break (node dist/tools/fuzz.js --title 1836Jr30 --games 2 --seed 1: seed 2, 6.9 s, 2026-11-29).
  const result = runFuzz({ titles: ['1836Jr30'], games: 1, seed: 2, players: 4, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(800);
}, 120_000);
