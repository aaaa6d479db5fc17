/**
 * replay() folds a log over one state of its own, in place (engine/apply.ts); apply() works on a
 * copy. Both must give the same game: for recorded games of each title, the state the importer
 * reaches action by action through apply() equals replay() of the same log from scratch. The
 * title is frozen for the fold, so that a step writing into the title's data (which an in-place
 * fold would carry from one game to the next) fails here. A refused action gives the state
 * before it and the error apply() gives.
 */
import * as fs from 'fs';
import { apply, replay, type Title } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { importSetup, replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const GAMES: [string, string][] = [
  ['1870', sharedPath('fixtures', '1870', '34110-manual-end.json')],
  ['1860', sharedPath('fixtures', '1860', '1860-game-end-bank.json')],
  ['1862', sharedPath('fixtures', '1862', '46925-lner.json')],
];

/** Freezes every object reachable from `value` (Maps and Sets too, by their entries). */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (value instanceof Map)
    for (const [k, v] of value) {
      deepFreeze(k, seen);
      deepFreeze(v, seen);
    }
  else if (value instanceof Set) for (const v of value) deepFreeze(v, seen);
  for (const v of Object.values(value)) deepFreeze(v, seen);
  return Object.freeze(value);
}

describe.each(GAMES)('%s: %s', (titleId, file) => {
  const game = parseExport(fs.readFileSync(file, 'utf8'));
  const definition = loadTitleDir(repoPath('definitions', titleId)).definition;
  const imported = replayExport(definition, game);

  test('replay() from scratch gives the state apply() reached action by action', () => {
    expect(imported.error).toBeNull();
    const title: Title = deepFreeze(titleForExport(definition, game));
    const r = replay(title, importSetup(game), imported.applied);
    expect(r.ok).toBe(true);
    expect(r.state).toEqual(imported.state);
    expect(r.state.actionCount).toBe(imported.applied.length);
  });

  test('a refused action gives the state before it and the error apply() gives', () => {
    const title = titleForExport(definition, game);
    const at = Math.floor(imported.applied.length / 2);
    const before = replay(title, importSetup(game), imported.applied.slice(0, at));
    if (!before.ok) throw new Error(`the first ${at} actions do not replay`);
    // An earlier action of the game that is refused here (out of turn, or illegal now).
    const stale = imported.applied.slice(0, at).reverse().find((a) => !apply(title, before.state, a).ok)!;
    const direct = apply(title, before.state, stale);
    if (direct.ok) throw new Error('no earlier action is refused here');
    const r = replay(title, importSetup(game), [...imported.applied.slice(0, at), stale]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(at);
    expect(r.state).toEqual(before.state);
    expect(r.logs).toHaveLength(at);
    expect(r.error.message).toBe(direct.error.message);
  });
});
