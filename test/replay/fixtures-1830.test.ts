/**
 * Ground truth: the recorded 18xx.games games of 1830 (../shared/fixtures/1830 and the copies kept in
 * test/fixtures/1830) replay through our engine (every action checked by our rules, every route's
 * revenue recomputed) to exactly the result and end reason each export recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1830')).definition;
const games = recordedGameFiles('1830');

test('the three 1830 fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['1830-game-end-bank.json', '26855-bankrupt.json', '29133-bankrupt.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
