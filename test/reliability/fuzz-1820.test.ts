/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1820 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1820 (in development): a random 4-player game to its end, every action checked', () => {
  // About 1,700 actions: cousins and future trains, lobbies, Issue & Takeover rounds with issues,
  // reductions, takeovers and liquidations, loans, to the Cost of Business END. The title is not offered
  // by the API yet (definitions/1820/NOTES.md); the fuzzer plays it when named (2026-11-23, later).
  const result = runFuzz({ titles: ['1820'], games: 1, seed: 4, players: 4, variant: 'none', replayEvery: 250, maxActions: 8000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('costOfBusinessEnd');
  expect(result.actions).toBeGreaterThan(1000);
}, 240_000);
