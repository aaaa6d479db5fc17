/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1850Jr game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1850Jr: a random 5-player game to its end, every action checked', () => {
  // 597 actions to a bankruptcy since one station per tile (stationInSameHex "refused"); 880 before (seed 1, 5 players).
  const result = runFuzz({ titles: ['1850Jr'], games: 1, seed: 1, players: 5, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
