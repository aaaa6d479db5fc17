/**
 * Ground truth: the recorded 18xx.games games of 1836Jr30 (test/fixtures/1836Jr30) replay through our
 * engine (every action checked by our rules, every route's revenue recomputed, the ports' per-station
 * value included) to exactly the result and end reason each export recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1836Jr30')).definition;
const games = recordedGameFiles('1836Jr30');

test('the 1836Jr30 fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['1836Jr30_game_end_bankrupt.json', '2809.json', '2851.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
