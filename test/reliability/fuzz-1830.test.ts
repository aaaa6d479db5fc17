/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1830 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1830: a random 5-player game to its end, every action checked', () => {
  // About 600 actions to a bankruptcy (npm run fuzz -- --title 1830 --games 1 --seed 3 --players 5, 2026-11-28).
  const result = runFuzz({ titles: ['1830'], games: 1, seed: 3, players: 5, variant: 'none', replayEvery: 200, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(400);
}, 90_000);
