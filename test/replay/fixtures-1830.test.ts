/**
 * Ground truth: the three recorded 18xx.games games of 1830 (test/fixtures/1830, copied from
 * ../shared/fixtures/1830) replay through our engine (every action checked by our rules, every
 * route's revenue recomputed) to exactly the result and end reason each export recorded.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const dir = repoPath('test', 'fixtures', '1830');
const definition = loadTitleDir(repoPath('definitions', '1830')).definition;
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

/** Fixtures that do not replay yet, with the reason; each must be fixed, not hidden. */
const KNOWN_DIVERGENT: Record<string, string> = {};

test('the three 1830 fixtures are present', () => {
  expect(files).toEqual(['1830-game-end-bank.json', '26855-bankrupt.json', '29133-bankrupt.json']);
});

describe.each(files)('%s', (file) => {
  const read = () => parseExport(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (KNOWN_DIVERGENT[file]) {
    // Flips to a failure (so the list is updated) as soon as the game replays.
    test.failing(`replays to its recorded result (known divergence: ${KNOWN_DIVERGENT[file]})`, () => {
      expect(replayExport(definition, read()).matchesRecorded).toBe(true);
    });
    return;
  }
  test('replays to its recorded result and end reason, with every route revenue recomputed equal', () => {
    const game = read();
    const r = replayExport(definition, game);
    expect(r.error).toBeNull();
    expect(r.finished).toBe(true);
    expect(r.gameEndReason).toBe(game.game_end_reason);
    expect(r.result).toEqual(game.result);
    expect(r.routeRevenueMismatches).toBe(0);
    expect(r.matchesRecorded).toBe(true);
  });
});
