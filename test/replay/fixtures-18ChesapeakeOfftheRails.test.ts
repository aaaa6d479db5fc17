/**
 * Ground truth: the recorded 18xx.games games of 18Chesapeake: Off the Rails (test/fixtures/18ChesapeakeOfftheRails),
 * played as 18Chesapeake's variant offTheRails, which the exports' title names (variant exportTitle), replay
 * through our engine (every action checked by our rules, every route's revenue recomputed) to exactly the
 * result and end reason each export recorded: a broken bank, a bankruptcy and the market's end cell.
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '18Chesapeake')).definition;
const games = recordedGameFiles('18ChesapeakeOfftheRails');

test('the 18ChesapeakeOfftheRails fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(
    expect.arrayContaining(['18ChesapeakeOfftheRails_game_end_bank.json', '18ChesapeakeOfftheRails_game_end_bankrupt.json', '18ChesapeakeOfftheRails_game_end_stock_market.json']),
  );
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (_name, file) => {
  test('replays as offTheRails to its recorded result and end reason, with every route revenue recomputed equal', () => {
    const { game, replay } = expectReplaysAsRecorded(definition, file);
    expect(game.title).toBe('18Chesapeake: Off the Rails');
    expect(replay.routeRevenueMismatches).toBe(0);
  });
});
