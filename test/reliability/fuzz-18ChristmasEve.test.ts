/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18ChristmasEve game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18ChristmasEve: a random 2-player game to its end, every action checked', () => {
  // About 1,180 actions to the end one set after the first D, with the two-player rules (node dist/tools/fuzz.js --title 18ChristmasEve --games 1 --seed 15 --players 2: 1.9 s).
  // Seed 7 ended in a bankruptcy once the upgrade restriction stopped counting a branch reached only by turning back (Reach.entries).
  const result = runFuzz({ titles: ['18ChristmasEve'], games: 1, seed: 15, players: 2, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('trainOwnedForSets');
  expect(result.actions).toBeGreaterThan(500);
}, 120_000);
