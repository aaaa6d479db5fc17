/**
 * Ground truth: the recorded 18xx.games games of 1850Jr (test/fixtures/1850Jr) replay through our engine
 * (every action checked by our rules, every route's revenue recomputed) to exactly the result and end
 * reason each export recorded: a bankruptcy, and a hotseat game to the broken bank.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1850Jr')).definition;
const games = recordedGameFiles('1850Jr');

test('the 1850Jr fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['1850Jr_game_end_bankrupt.json', 'hotseat.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
