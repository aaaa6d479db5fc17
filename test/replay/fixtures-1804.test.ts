/**
 * Ground truth: the recorded 18xx.games game of 1804 (test/fixtures/1804) replays through our engine (every
 * action checked by our rules, every route's revenue recomputed) to exactly the result and end reason it recorded.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1804')).definition;
const games = recordedGameFiles('1804');

test('the 1804 fixture is present', () => {
  expect(games.map((g) => g.name)).toEqual(['1804_game_end_bank.json']);
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
