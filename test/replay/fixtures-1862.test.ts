/**
 * Ground truth: the recorded 1862 games in ../shared/fixtures/1862 replay through our engine to
 * exactly the result and end reason the export recorded: parliament rounds, both start modes,
 * train variants and warranties, mergers, acquisitions and refinancing (engine/mechanisms/mergers/merger.ts),
 * treasury sales, the London rail link, receivership and the LNER.
 *
 * 18xx.games replays a stored game with the route revenues it recorded: an imported game takes the
 * recorded figures too (GameSetup.recordedRevenues). The replay still counts every run where our own
 * figure differs; those runs are listed here, so that a change in our revenue count shows. The 11 left
 * are all in 46925 (June 2021) and all freight chains with an off-board end: the bonus was then counted
 * between the ends' own hexes, before 18xx.games measured an off-board end from the hex before it plus
 * one (tobymao/18xx 2b598283c, 2021-07-31, and 044e14c32, 2021-08-19), which is our count and today's
 * code. 32 more runs (the m/n trains picking their paid stops with the run in view) now match
 * (docs/rules-coverage/1862.md, Recorded revenues).
 */
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { expectReplaysAsRecorded, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1862')).definition;
// Every recorded game present is replayed: the shared ones, any added there later, and the ones kept in this
// repository (test/fixtures/1862, see its README).
const games = recordedGameFiles('1862');

/** Runs whose recorded revenue is not ours: [log id, corporation, ours, recorded]. */
const RECORDED_REVENUE_DIFFERS: Record<string, [number, string, number, number][]> = {
  '1862-game-end-bank.json': [],
  '46925-lner.json': [
    [120, 'ENR', 220, 190], [151, 'ENR', 220, 190], [161, 'ECR', 260, 230], [242, 'ECR', 340, 310], [282, 'ECR', 340, 310], [395, 'ECR', 340, 310],
    [464, 'ECR', 640, 610], [480, 'L&E', 340, 310], [558, 'ECR', 890, 860], [613, 'WStI', 390, 360], [619, 'ENR', 250, 230],
  ],
  '1862_game_end_stock_market.json': [],
};

test('the 1862 fixtures are present', () => {
  expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(Object.keys(RECORDED_REVENUE_DIFFERS)));
});

describe.each(games.map((g) => [g.name, g.file]))('%s', (name, file) => {
  test('replays to its recorded result and end reason', () => {
    const r = expectReplaysAsRecorded(definition, file).replay;
    // A game added later has no list yet: its differing runs are printed, and only the result is compared.
    const known = RECORDED_REVENUE_DIFFERS[name];
    const differs = r.mismatches.map((m) => [m.id, m.corporation, m.ours, m.stored]);
    if (!known) {
      if (differs.length > 0) console.log(`${name}: runs whose recorded revenue is not ours: ${JSON.stringify(differs)}`);
      return;
    }
    expect(differs).toEqual(known);
    expect(r.routeRevenueMismatches).toBe(known.length);
  });
});
