/**
 * The engine's runtime import circles (issue #19: "the import circles go"): there are none. Imports of
 * types only are left out: the compiler erases them. A circle that had to stay would be listed below, as its
 * set of files; a circle not listed fails, and so does a listed one no longer found as it is, so the list only
 * shrinks (a circle that loses files is listed again smaller). Run `node dist/tools/import-graph.js . --list`
 * to print them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importCircles, importGraph } from '../../tools/import-graph';

const ROOT = resolve(__dirname, '..', '..');

/** The runtime circles that remain, each with why it is still there: none (the list stays, for the guard's shape). */
const REMAINING: readonly { files: readonly string[]; why: string }[] = [];

const key = (files: readonly string[]): string => [...files].sort().join(' ');

/** The runtime circles among the engine files under `root` that `listed` does not name, as file sets. */
export function unlistedCircles(root: string, listed: readonly (readonly string[])[]): string[] {
  const known = new Set(listed.map(key));
  return importCircles(importGraph(root, 'engine', true)).map(key).filter((c) => !known.has(c));
}

/** The circles of `listed` no longer found, exactly, among the runtime circles under `root`. */
export function goneCircles(root: string, listed: readonly (readonly string[])[]): string[] {
  const found = new Set(importCircles(importGraph(root, 'engine', true)).map(key));
  return listed.map(key).filter((c) => !found.has(c));
}

describe('runtime import circles', () => {
  const listed = REMAINING.map((c) => c.files);

  test('no runtime import circle outside the list', () => {
    expect(unlistedCircles(ROOT, listed)).toEqual([]);
  });

  test('every listed circle is still there as listed (the list only shrinks)', () => {
    expect(goneCircles(ROOT, listed)).toEqual([]);
  });

  test('the guard finds a planted circle, and leaves out a circle of type imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-circles-'));
    try {
      mkdirSync(join(root, 'engine', 'm', 'rules'), { recursive: true });
      // index.ts imports its rule, and the rule imports a helper back from index.ts: a runtime circle.
      writeFileSync(join(root, 'engine', 'm', 'index.ts'), "import { rule } from './rules/rule';\nexport const helper = 1;\nexport const m = rule;\n");
      writeFileSync(join(root, 'engine', 'm', 'rules', 'rule.ts'), "import { helper } from '..';\nexport const rule = helper;\n");
      // Type imports only: erased, no circle.
      writeFileSync(join(root, 'engine', 'a.ts'), "import type { B } from './b';\nexport type A = B | 1;\n");
      writeFileSync(join(root, 'engine', 'b.ts'), "import { type A } from './a';\nexport type B = A | 2;\n");
      const planted = ['engine/m/index.ts', 'engine/m/rules/rule.ts'];
      expect(unlistedCircles(root, [])).toEqual([key(planted)]);
      expect(unlistedCircles(root, [planted])).toEqual([]);
      expect(goneCircles(root, [planted, ['engine/a.ts', 'engine/b.ts']])).toEqual(['engine/a.ts engine/b.ts']);
      // Broken as the engine's circles were: the helper moves to a module both import.
      writeFileSync(join(root, 'engine', 'm', 'helper.ts'), 'export const helper = 1;\n');
      writeFileSync(join(root, 'engine', 'm', 'index.ts'), "import { rule } from './rules/rule';\nexport { helper } from './helper';\nexport const m = rule;\n");
      writeFileSync(join(root, 'engine', 'm', 'rules', 'rule.ts'), "import { helper } from '../helper';\nexport const rule = helper;\n");
      expect(unlistedCircles(root, [])).toEqual([]);
      expect(goneCircles(root, [planted])).toEqual([key(planted)]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
