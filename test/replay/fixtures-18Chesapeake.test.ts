/**
 * Ground truth: the recorded 18xx.games games of 18Chesapeake (test/fixtures/18Chesapeake and
 * ../shared/fixtures/18Chesapeake) replay through our engine (every action checked by our rules, every
 * route's revenue recomputed) to exactly the result and end reason each export recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18Chesapeake')).definition;
const games = recordedGameFiles('18Chesapeake');

test('the 18Chesapeake fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['1277.json', '14377.json', '1905.json', '22383.json', '3055.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
