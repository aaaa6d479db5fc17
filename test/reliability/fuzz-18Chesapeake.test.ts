/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18Chesapeake game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18Chesapeake: a random two-player game (title.json byPlayerCount) to its end, every action checked', () => {
  // About 1,070 actions to the bank break (node dist/tools/fuzz.js --title 18Chesapeake --variant none --games 2 --seed 1 --players 2: seed 1, 9.5 s, 2026-11-29).
  const result = runFuzz({ titles: ['18Chesapeake'], games: 1, seed: 1, players: 2, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(600);
}, 120_000);
