/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1889 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1889: a random 5-player game to its end, every action checked', () => {
  // About 630 actions to a bankruptcy (npm run fuzz -- --title 1889 --games 4 --seed 1: seed 3, 12.9 s, 2026-11-29).
  const result = runFuzz({ titles: ['1889'], games: 1, seed: 3, players: 5, variant: 'none', replayEvery: 200, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(400);
}, 90_000);
