/**
 * Every mechanism is one folder (issue #19; engine/mechanisms/README.md): engine/mechanisms/ holds the registry,
 * its README, the folder shared/ of helpers several unrelated mechanisms use, and one folder per mechanism or
 * family of mechanisms, nothing loose. A folder reaches another folder through its index only; an import of
 * another folder's inner file that had to remain would be listed below with its reason (none is).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importGraph } from '../../tools/import-graph';

const ROOT = resolve(__dirname, '..', '..');
const DIR = 'engine/mechanisms';

/** The files engine/mechanisms/ may hold outside a folder. */
const LOOSE_ALLOWED: readonly string[] = ['registry.ts', 'README.md'];
/** The folder of helpers several unrelated mechanisms share: any folder may import its files. */
const SHARED = 'shared';

/**
 * Imports of another folder's inner file (importer -> imported) that remain, each with its reason: none. A
 * question several mechanisms ask (who holds a share, who directs a company, who plays a holder) is the
 * core's (engine/shares/investor.ts, engine/definition/abilities.ts), and what one mechanism offers another
 * is exported by its folder's index.ts. The list stays, for the guard's shape, and only shrinks.
 */
const INNER_IMPORTS: Readonly<Record<string, string>> = {};

/** The files and links engine/mechanisms/ (under `root`) holds outside a folder and outside the allowed list. */
export function looseEntries(root: string): string[] {
  return readdirSync(join(root, DIR))
    .filter((name) => !statSync(join(root, DIR, name)).isDirectory() && !LOOSE_ALLOWED.includes(name))
    .sort();
}

/** The folder of engine/mechanisms/ a file sits in ('' for a loose file or a file outside it). */
function folderOf(file: string): string {
  if (!file.startsWith(`${DIR}/`)) return '';
  const parts = file.slice(DIR.length + 1).split('/');
  return parts.length > 1 ? parts[0]! : '';
}

/** Imports, among the mechanism folders under `root`, of another folder's file other than its index.ts. */
export function innerImports(root: string): string[] {
  const out: string[] = [];
  for (const [file, targets] of importGraph(root)) {
    const from = folderOf(file);
    if (from === '') continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (to === '' || to === from || to === SHARED || target === `${DIR}/${to}/index.ts`) continue;
      out.push(`${file} -> ${target}`);
    }
  }
  return out.sort();
}

describe('every mechanism one folder', () => {
  test('engine/mechanisms/ holds only folders, the registry and its README', () => {
    expect(looseEntries(ROOT)).toEqual([]);
  });

  test('a folder imports another folder through its index, except the listed imports', () => {
    expect(innerImports(ROOT).filter((i) => !(i in INNER_IMPORTS))).toEqual([]);
  });

  test('the listed inner imports all still exist (the list only shrinks)', () => {
    const found = new Set(innerImports(ROOT));
    expect(Object.keys(INNER_IMPORTS).filter((i) => !found.has(i))).toEqual([]);
  });

  test('the guards find a planted loose file and a planted inner import', () => {
    const root = mkdtempSync(join(tmpdir(), 'mechanism-folders-'));
    try {
      for (const d of ['a', 'b', SHARED]) mkdirSync(join(root, DIR, d), { recursive: true });
      writeFileSync(join(root, DIR, 'registry.ts'), "import { mechanism } from './a';\n");
      writeFileSync(join(root, DIR, 'README.md'), '# Mechanisms\n');
      writeFileSync(join(root, DIR, 'loose.ts'), 'export const x = 1;\n');
      writeFileSync(join(root, DIR, SHARED, 'helper.ts'), 'export const h = 1;\n');
      writeFileSync(join(root, DIR, 'b', 'index.ts'), "export { inner } from './inner';\n");
      writeFileSync(join(root, DIR, 'b', 'inner.ts'), 'export const inner = 1;\n');
      writeFileSync(join(root, DIR, 'a', 'index.ts'),
        "import { h } from '../shared/helper';\nimport { inner } from '../b';\nimport { inner as i2 } from '../b/inner';\nexport const mechanism = h + inner + i2;\n");
      expect(looseEntries(root)).toEqual(['loose.ts']);
      expect(innerImports(root)).toEqual([`${DIR}/a/index.ts -> ${DIR}/b/inner.ts`]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
