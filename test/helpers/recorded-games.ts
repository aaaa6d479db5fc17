/**
 * The recorded 18xx.games games of a title, and the one check every replay test makes: the game
 * replays through our engine (every action checked by our rules) to exactly the result and end
 * reason its export recorded. Used by test/replay/fixtures-*.test.ts.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { replayExport, type ReplayReport } from '../../tools/import/replay';
import { repoPath, sharedPath } from '../../tools/paths';
import type { Definition, GameState } from '../../engine';

const jsonIn = (d: string): string[] => (fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(d, f)) : []);

/**
 * Every recorded game of `title`: the shared ones (../shared/fixtures/<title>, where games added
 * later land) and the ones kept in this repository (test/fixtures/<title>, see its README); a game
 * present in both is replayed once.
 */
export function recordedGameFiles(title: string): { name: string; file: string }[] {
  const seen = new Set<string>();
  const out: { name: string; file: string }[] = [];
  for (const file of [...jsonIn(sharedPath('fixtures', title)), ...jsonIn(repoPath('test', 'fixtures', title))]) {
    const name = path.basename(file);
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name, file });
  }
  return out;
}

export function readRecordedGame(file: string): ExportGame {
  return parseExport(fs.readFileSync(file, 'utf8'));
}

/** Replays `file` and asserts it ends as recorded; returns the replay for further checks. */
export function expectReplaysAsRecorded(definition: Definition, file: string): { game: ExportGame; replay: ReplayReport } {
  const game = readRecordedGame(file);
  const replay = replayExport(definition, game);
  expect(replay.error).toBeNull();
  expect(replay.finished).toBe(true);
  expect({ result: replay.result, reason: replay.gameEndReason }).toEqual({ result: game.result, reason: game.game_end_reason });
  expect(replay.matchesRecorded).toBe(true);
  return { game, replay };
}

/** A recorded game kept in this repository, test/fixtures/<title>/<name>. */
export const titleFixture = (title: string, name: string): ExportGame => readRecordedGame(repoPath('test', 'fixtures', title, name));

/** The replay of `game` by `definition` up to and including the recorded action `id`. */
export function replayUpTo(definition: Definition, game: ExportGame, id: number): ReplayReport & { state: GameState } {
  return replayExport(definition, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }) as ReplayReport & { state: GameState };
}

/** `definition` with `edit` applied to a deep copy (a setting switched off or changed for a test). */
export function editedCopy(definition: Definition, edit: (d: Definition) => void): Definition {
  const d = JSON.parse(JSON.stringify(definition)) as Definition;
  edit(d);
  return d;
}
