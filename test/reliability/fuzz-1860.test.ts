/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1860 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1860: a random 3-player game to its end (British Rail), every action checked', () => {
  // About 2,000 actions, through insolvency, leased trains and the nationalisation rounds.
  // Seed 7 since the bots float what they start and keep their presidencies (2026-11-23, later).
  const result = runFuzz({ titles: ['1860'], games: 1, seed: 7, players: 3, variant: 'none', replayEvery: 1000, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('nationalization');
  expect(result.actions).toBeGreaterThan(1500);
}, 90_000);
