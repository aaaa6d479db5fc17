/**
 * Ground truth: the recorded 18xx.games games of 1836jr56 (test/fixtures/1836jr56). hotseat003.json replays
 * through our engine to exactly its recorded bankruptcy and result. 1836jr56_game_end_bank.json replays up to the
 * 6-train's formation of the MESS (log id 392, the first merge), which the engine does not play yet
 * (definitions/1836jr56/NOTES.md); every action before it is accepted, every route's revenue recomputed equal.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles, replayUpTo, titleFixture } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1836jr56')).definition;
const games = recordedGameFiles('1836jr56');

test('the 1836jr56 fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['1836jr56_game_end_bank.json', 'hotseat003.json']));
});

test('hotseat003.json replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
  expect(expectReplaysAsRecorded(definition, repoPath('test', 'fixtures', '1836jr56', 'hotseat003.json')).replay.routeRevenueMismatches).toBe(0);
});

test("1836jr56_game_end_bank.json replays up to the MESS formation (log id 391), cash as 18xx.games has it there", () => {
  const r = replayUpTo(definition, titleFixture('1836jr56', '1836jr56_game_end_bank.json'), 391);
  expect(r.error).toBeNull();
  expect(r.routeRevenueMismatches).toBe(0);
  // 18xx.games' Ruby engine (commit 111f7f6) at log id 391, the 6-train bought: NFL has repaid two loans (loans.repaidAtPhase).
  const cash = Object.fromEntries(['B', 'GCL', 'Nord', 'NBDS', 'HSM', 'NFL'].map((id) => [id, r.state.corporations[id]!.cash]));
  expect(cash).toEqual({ B: 415, GCL: 223, Nord: 0, NBDS: 259, HSM: 65, NFL: 41 });
  expect([r.state.corporations.NFL!.loans, r.state.corporations.HSM!.loans]).toEqual([1, 2]);
  expect(r.state.players.map((p) => p.cash)).toEqual([519, 1351]);
});
