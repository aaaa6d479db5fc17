/**
 * Ground truth: the recorded 18xx.games games of 18ChristmasEve (test/fixtures/18ChristmasEve) replay through our
 * engine (every action checked by our rules, every route's revenue recomputed) to exactly the result and end
 * reason each export recorded: the bank, a bankruptcy, and the end one set after the first D (final_phase).
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18ChristmasEve')).definition;
const games = recordedGameFiles('18ChristmasEve');

test('the 18ChristmasEve fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(
    expect.arrayContaining(['18ChristmasEve_game_end_bank.json', '18ChristmasEve_game_end_bankrupt.json', '18ChristmasEve_game_end_final_phase.json']),
  );
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
