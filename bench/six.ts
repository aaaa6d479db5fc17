/**
 * Issue #20's six recorded games, which the replay and legal-actions benchmarks time (replay.ts,
 * legal.ts): four under ../shared/fixtures/, one 1862 game under test/fixtures/. Keep the set as it is
 * so that the figures compare (docs/performance.md).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Definition, GameSetup, Title } from '../engine';
import { parseExport } from '../tools/import/export-format';
import { importSetup, replayExport, titleForExport } from '../tools/import/replay';
import { repoPath, sharedPath } from '../tools/paths';

/** The fixture folders: the shared recorded games, and the extra ones kept in the repository. */
export const ROOTS = { shared: () => sharedPath('fixtures'), test: () => repoPath('test', 'fixtures') } as const;

export const SUMMARY_SET = [
  'shared:1870/1870-game-end-bank.json',
  'shared:1870/34110-manual-end.json',
  'shared:1860/1860-game-end-bank.json',
  'test:1862/1862_game_end_stock_market.json',
  'shared:1862/1862-game-end-bank.json',
  'shared:1862/46925-lner.json',
];

/** The file of a root:title/file key. */
export const fixturePath = (key: string): string => {
  const [root, file] = key.split(':') as [keyof typeof ROOTS, string];
  return path.join(ROOTS[root](), file);
};

/** A recorded game of a root:title/file key as our own log: its title, setup and actions as the importer gives them. */
export function recordedLog(key: string, definitions: ReadonlyMap<string, Definition>): { title: Title; setup: GameSetup; actions: unknown[] } {
  const game = parseExport(fs.readFileSync(fixturePath(key), 'utf8'));
  const definition = definitions.get(game.title)!;
  const report = replayExport(definition, game);
  if (report.error) throw new Error(`${key}: refused at ${report.error.index}`);
  return { title: titleForExport(definition, game), setup: importSetup(game), actions: report.applied };
}
