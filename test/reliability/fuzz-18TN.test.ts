/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18TN game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18TN: a random 5-player game to its end, every action checked', () => {
  // About 1300 actions to the bank break (seed 1, 5 players; seed 2 ends in a bankruptcy since a lay's network no
  // longer turns back at a city, map/graph.ts traceReach, 2026-11-29).
  const result = runFuzz({ titles: ['18TN'], games: 1, seed: 1, players: 5, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
