/**
 * Ground truth: the recorded 18xx.games games of 18TN (test/fixtures/18TN) replay through our engine
 * (every action checked by our rules, every route's revenue recomputed) to exactly the result and end
 * reason each export recorded: the bank and the stock market's 300.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18TN')).definition;
const games = recordedGameFiles('18TN');

test('the 18TN fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['18TN_game_end_bank.json', '18TN_game_end_stock_market.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
