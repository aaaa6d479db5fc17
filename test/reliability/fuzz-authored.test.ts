/**
 * The five titles written from the docs alone (test/fixtures/authored/README.md): each validates
 * without a message, and random games of it, at its fewest and most players, reach one of the
 * ends its title.json lists with every action checked (tools/fuzz.ts). They combine settings the
 * real titles combine differently, so a change to general code that breaks a combination fails here.
 * About 19 s of CPU in all (2026-11-29, `/usr/bin/time -v` of this file alone: user 18.7 s, ten games).
 */
import * as path from 'path';
import { runFuzz } from '../../tools/fuzz';
import { formatMessage, loadValidTitleDir, titleDirWarnings, validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';
import { expectClean } from './support/fuzz';

const DIRS = ['18Harbour', '18Ridge', '18Fens', '18Vale', '18Moor'].map((t) => repoPath('test', 'fixtures', 'authored', t));

/** The end reasons the engine records, by the endConditions kind they stand for where the two differ (engine/state/end.ts). */
const KIND_OF_REASON: Record<string, string> = { bank: 'bankBroken', market: 'marketEndCell' };

describe.each(DIRS)('%s', (dir) => {
  test('validates without errors or warnings', () => {
    expect([...validateTitleDir(dir), ...titleDirWarnings(dir)].map((m) => formatMessage(m, dir))).toEqual([]);
  });

  test('random games at its fewest and most players reach one of its ends', () => {
    const { definition } = loadValidTitleDir(dir);
    const id = definition.title.id;
    const ends = new Set<string>([...definition.title.endConditions.map((e) => e.kind), 'allCorporationsClosed']);
    for (const players of [definition.title.players.min, definition.title.players.max]) {
      const result = runFuzz({ titles: [id], definitions: new Map([[id, definition]]), games: 1, seed: players, players, replayEvery: 500, maxActions: 4000 });
      expectClean(result);
      for (const r of result.reports) expect(ends).toContain(KIND_OF_REASON[r.finished!] ?? r.finished);
    }
  }, 120_000);
});

test('the folders are the titles the README lists', () => {
  expect(DIRS.map((d) => path.basename(d))).toEqual(['18Harbour', '18Ridge', '18Fens', '18Vale', '18Moor']);
});
