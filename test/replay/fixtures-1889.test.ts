/**
 * Ground truth: the recorded 18xx.games games of 1889 (test/fixtures/1889 and ../shared/fixtures/1889)
 * replay through our engine (every action checked by our rules, every route's revenue recomputed) to
 * exactly the result and end reason each export recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1889')).definition;
const games = recordedGameFiles('1889');

test('the 1889 fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['314.json', '962.json', 'hs_jmmljkbw_17502.json', 'hs_lhglbbiz_17502.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
