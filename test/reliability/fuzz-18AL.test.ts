/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18AL game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18AL: a random 4-player game to its end, every action checked', () => {
  // About 1100 actions to a bankruptcy, New Decatur Yards' discount, the route markers and objectives met on the way
  // (node dist/tools/fuzz.js --title 18AL --games 3 --seed 1: seed 1, 4 players, 5.4 s on a loaded machine, 2026-11-29).
  const result = runFuzz({ titles: ['18AL'], games: 1, seed: 1, players: 4, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
