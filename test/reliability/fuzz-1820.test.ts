/** The short CI run of the random-playout fuzzer (tools/fuzz.ts) on one 1820 game: see fuzz.test.ts. */
import { runFuzz } from '../../tools/fuzz';
import { expectClean } from './support/fuzz';

test('1820 (in development): a random 4-player game to its end, every action checked', () => {
  // About 2,200 actions: cousins and future trains in open cry, lobbies, deals by consent, Issue & Takeover
  // rounds with issues, reductions, takeovers and liquidations in open cry, loans, to the Cost of Business END.
  // The title is not offered by the API yet (definitions/1820/NOTES.md); the fuzzer plays it when named
  // (seed 1 since open cry and negotiation: seed 4 now ends with no controlled company).
  const result = runFuzz({ titles: ['1820'], games: 1, seed: 1, players: 4, variant: 'none', replayEvery: 250, maxActions: 8000 });
  expectClean(result);
  expect(result.reports[0]!.finished).toBe('costOfBusinessEnd');
  expect(result.actions).toBeGreaterThan(1000);
}, 240_000);
