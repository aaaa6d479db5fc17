/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 18Chesapeake game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('18Chesapeake: a random two-player game (title.json byPlayerCount) to its end, every action checked', () => {
  // About 1,100 actions to the bank break (seed 3, two players; seed 1 ends in a bankruptcy since stations and lays
  // reach as 18xx.games traces the network, map/graph.ts traceReach, 2026-11-29).
  const result = runFuzz({ titles: ['18Chesapeake'], games: 1, seed: 3, players: 2, variant: 'none', replayEvery: 250, maxActions: 6000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('bank');
  expect(result.actions).toBeGreaterThan(600);
}, 120_000);
