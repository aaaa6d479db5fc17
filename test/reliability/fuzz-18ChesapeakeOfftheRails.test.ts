/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one game of 18Chesapeake's variant offTheRails: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18Chesapeake offTheRails: a random 2-player game to its end, every action checked', () => {
  // About 690 actions to a bankruptcy (node dist/tools/fuzz.js --title 18Chesapeake --variant offTheRails --players 2 --games 2 --seed 1: seed 1, 2026-11-29).
  const result = runFuzz({ titles: ['18Chesapeake'], games: 1, seed: 1, players: 2, variant: 'offTheRails', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.variant).toBe('offTheRails');
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(300);
}, 120_000);
