/**
 * Ground truth: the recorded 18xx.games games of 18AL (test/fixtures/18AL) replay through our engine
 * (every action checked by our rules, every route's revenue recomputed where the export records it) to
 * exactly the result and end reason each export recorded: the bank, a bankruptcy, the stock market's 300
 * and an end by agreement.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18AL')).definition;
const games = recordedGameFiles('18AL');

test('the 18AL fixtures are present', () => {
  expect(games.map((g) => g.name).sort()).toEqual([
    '18AL_game_end_bank.json',
    '18AL_game_end_bankrupt.json',
    '18AL_game_end_manually_ended.json',
    '18AL_game_end_stock_market.json',
  ]);
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    expect(expectReplaysAsRecorded(definition, file).replay.routeRevenueMismatches).toBe(0);
  });
});
