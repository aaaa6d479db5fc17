/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1804 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1804: a random 5-player game to its end, every action checked', () => {
  // About 1500 actions to a bankruptcy (node dist/tools/fuzz.js --title 1804 --games 6 --seed 1: seed 3, 5 players, 6.9 s on a loaded machine, 2026-11-29).
  const result = runFuzz({ titles: ['1804'], games: 1, seed: 3, players: 5, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
