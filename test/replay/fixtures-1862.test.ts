/**
 * Ground truth: the recorded 1862 games in ../shared/fixtures/1862 replay through our engine to
 * exactly the result and end reason the export recorded: parliament rounds, both start modes,
 * train variants and warranties, mergers, acquisitions and refinancing (engine/mechanisms/merger.ts),
 * treasury sales, the London rail link, receivership and the LNER.
 *
 * 18xx.games replays a stored game with the route revenues it recorded, and its 1862 revenue code
 * has changed since these games were played (freight chain bonuses): an imported game takes the
 * recorded figures too (GameSetup.recordedRevenues). The replay still counts every run where our
 * own figure differs; those runs are listed here, so that a change in our revenue count shows.
 * Where today's 18xx.games code can still score the run (tobymao/18xx at 111f7f6), it agrees with
 * ours, e.g. 46925 log id 120 (ENR: 140 + 0 + 80, recorded 110 + 0 + 80) and 161 (ECR: 190 + 0 + 70).
 * 1862-game-end-bank log id 677 (E&H: ours 2200, recorded 2000) matches since off-board areas drawn
 * over several hexes pay once per run (map.json node `group`, 18xx.games revenue groups).
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1862')).definition;
// Every recorded game present is replayed: the shared ones, any added there later, and the ones kept in this
// repository (test/fixtures/1862, see its README).
const jsonIn = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(d, f)) : []);
const files = [...jsonIn(sharedPath('fixtures', '1862')), ...jsonIn(repoPath('test', 'fixtures', '1862'))];

/** Runs whose recorded revenue is not ours: [log id, corporation, ours, recorded]. */
const RECORDED_REVENUE_DIFFERS: Record<string, [number, string, number, number][]> = {
  '1862-game-end-bank.json': [
    [144, 'E&H', 230, 280], [160, 'ESR', 250, 270], [196, 'E&H', 460, 480], [274, 'E&H', 640, 670], [390, 'E&H', 680, 710], [495, 'E&H', 920, 950],
    [518, 'EUR', 700, 760], [579, 'E&H', 1100, 1130], [585, 'EUR', 700, 760], [631, 'E&H', 1910, 1940],
  ],
  '46925-lner.json': [
    [120, 'ENR', 220, 190], [126, 'EUR', 150, 180], [145, 'WVR', 130, 150], [151, 'ENR', 220, 190], [161, 'ECR', 260, 230], [186, 'EUR', 170, 220],
    [242, 'ECR', 340, 310], [263, 'EUR', 200, 250], [276, 'EUR', 460, 490], [282, 'ECR', 340, 310], [389, 'EUR', 460, 490], [395, 'ECR', 340, 310],
    [456, 'EUR', 490, 570], [464, 'ECR', 640, 610], [480, 'L&E', 340, 310], [598, 'ECR', 950, 980], [613, 'WStI', 390, 360], [619, 'ENR', 250, 230],
  ],
  '1862_game_end_stock_market.json': [
    [191, 'N&S', 190, 210], [201, 'N&S', 190, 210], [215, 'ESR', 160, 200], [345, 'ESR', 220, 250], [362, 'I&B', 360, 410], [369, 'ESR', 460, 490],
    [424, 'Y&N', 620, 650], [438, 'I&B', 380, 430], [484, 'Y&N', 770, 800], [600, 'I&B', 630, 680], [658, 'I&B', 970, 1000], [734, 'I&B', 1110, 1140],
    [760, 'I&B', 1110, 1140], [772, 'I&B', 1110, 1140],
  ],
};

test('the 1862 fixtures are present', () => {
  expect(files.map((f) => path.basename(f))).toEqual(expect.arrayContaining(Object.keys(RECORDED_REVENUE_DIFFERS)));
});

describe.each(files.map((f) => [path.basename(f), f]))('%s', (name, file) => {
  test('replays to its recorded result and end reason', () => {
    const game = parseExport(fs.readFileSync(file, 'utf8'));
    const r = replayExport(definition, game);
    expect(r.error).toBeNull();
    expect(r.finished).toBe(true);
    expect(r.gameEndReason).toBe(game.game_end_reason);
    expect(r.result).toEqual(game.result);
    expect(r.matchesRecorded).toBe(true);
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
