/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18GA game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18GA: a random 4-player game to its end, every action checked', () => {
  // About 1,150 actions to a bankruptcy (seed 12, 4 players; seed 1 ends at the bank since a lay's network no longer
  // turns back at a city, map/graph.ts traceReach, 2026-11-29).
  const result = runFuzz({ titles: ['18GA'], games: 1, seed: 12, players: 4, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(800);
}, 120_000);
