/**
 * Ground truth: the recorded 18xx.games games of 18NL (test/fixtures/18NL) replay through our engine (every
 * action checked by our rules, every route's revenue recomputed) to exactly the result and end reason each
 * export recorded: two bank breaks, a bankruptcy, and a game ended by agreement.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18NL')).definition;
const games = recordedGameFiles('18NL');

test('the 18NL fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['135870.json', '167050.json', '18NL_NZO_hex.json', '18NL_game_end_bankrupt.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
