/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1860 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1860: a random 3-player game to its end (British Rail), every action checked', () => {
  // About 2,000 actions, through insolvency, leased trains and the nationalisation rounds.
  // Seed 10 since a trainless company must buy a train whether or not it has a route and shares of a company are
  // sold in one block a turn (seed 7 now ends by the bank breaking).
  const result = runFuzz({ titles: ['1860'], games: 1, seed: 10, players: 3, variant: 'none', replayEvery: 1000, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('nationalization');
  expect(result.actions).toBeGreaterThan(1500);
}, 90_000);
