/**
 * Ground truth: the recorded 18xx.games games of 18GA (test/fixtures/18GA) replay through our engine
 * (every action checked by our rules, every route's revenue recomputed) to exactly the result and end
 * reason each export recorded: the bank, a bankruptcy and the stock market's 300.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18GA')).definition;
const games = recordedGameFiles('18GA');

test('the 18GA fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['18GA_game_end_bank.json', '18GA_game_end_bankrupt.json', '18GA_game_end_stock_market.json']));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
