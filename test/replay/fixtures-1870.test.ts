/**
 * Ground truth: every recorded 1870 game (../shared/fixtures/1870, and the games kept in
 * test/fixtures/1870: bankruptcy, the $400 finish with diesels) replays through our engine (every
 * action checked by our rules, every route's revenue recomputed) to exactly the result and end
 * reason the export recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
const games = recordedGameFiles('1870');

test('the 1870 fixtures are present', () => {
  expect(games.length).toBeGreaterThanOrEqual(7);
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
