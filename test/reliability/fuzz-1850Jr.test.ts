/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1850Jr game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1850Jr: a random 5-player game to its end, every action checked', () => {
  // About 880 actions to a bankruptcy (node dist/tools/fuzz.js --title 1850Jr --games 2 --seed 1: seed 1, 5 players, 3.6 s, 2026-11-29).
  const result = runFuzz({ titles: ['1850Jr'], games: 1, seed: 1, players: 5, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(600);
}, 120_000);
