/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18NL game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18NL: a random 5-player game to its end, every action checked', () => {
  // About 870 actions to a bankruptcy (node dist/tools/fuzz.js --title 18NL --games 4 --seed 1: seed 2, 5 players, 24.6 s on a loaded machine, 2026-11-29).
  const result = runFuzz({ titles: ['18NL'], games: 1, seed: 2, players: 5, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bankruptcy');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
