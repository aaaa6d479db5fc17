/**
 * apply() never changes the state it is given (engine/apply.ts), though the state it returns shares
 * parts with it (the hexes: engine/state/hexes.ts). For a recorded game of each title (the first that replays whole), every action is
 * applied to a deep-frozen state, so that a step writing into what the two states share throws here,
 * and the fold ends where the importer's does.
 */
import * as fs from 'fs';
import { apply, replay, type GameState } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { importSetup, replayExport, titleForExport } from '../../tools/import/replay';
import { repoPath } from '../../tools/paths';
import { readRecordedGame, recordedGameFiles } from '../helpers/recorded-games';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

const TITLES = fs
  .readdirSync(repoPath('definitions'))
  .filter((t) => recordedGameFiles(t).length > 0)
  .sort();

test('every title with recorded games is checked', () => {
  expect(TITLES).toEqual(expect.arrayContaining(['1830', '1860', '1862', '1870', '1889', '18AL']));
});

describe.each(TITLES)('%s', (titleId) => {
  test('a recorded game folds through apply() on frozen states to the importer\'s state', () => {
    const definition = loadTitleDir(repoPath('definitions', titleId)).definition;
    // The first game that replays whole (some recorded games end at a known refusal: fixtures-*.test.ts).
    const { game, imported } = recordedGameFiles(titleId)
      .map(({ file }) => readRecordedGame(file))
      .map((game) => ({ game, imported: replayExport(definition, game) }))
      .find((g) => g.imported.error === null)!;
    expect(imported.applied.length).toBeGreaterThan(100);
    const title = titleForExport(definition, game);
    const start = replay(title, importSetup(game), []);
    if (!start.ok) throw new Error('a new game is refused');
    let state: GameState = start.state;
    imported.applied.forEach((action, i) => {
      const r = apply(title, deepFreeze(state), action);
      if (!r.ok) throw new Error(`action ${i} refused: ${r.error.message}`);
      state = r.state;
    });
    expect(state).toEqual(imported.state);
  });
});
