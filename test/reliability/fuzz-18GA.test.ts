/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18GA game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18GA: a random 4-player game to its end, every action checked', () => {
  // About 1,300 actions to a bankruptcy, the W&SR's station placed on the way (node dist/tools/fuzz.js --title 18GA --games 2 --seed 1: seed 1, 4 players, 6.1 s, 2026-11-29).
  const result = runFuzz({ titles: ['18GA'], games: 1, seed: 1, players: 4, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(800);
}, 120_000);
