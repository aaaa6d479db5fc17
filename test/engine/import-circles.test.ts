/**
 * The engine's import circles (issue #19: "the import circles go"): there are none, counting type imports
 * too. Runtime circles are checked apart (imports of types only left out: the compiler erases them), and no
 * circle of any import reaches a mechanism: the core reaches engine/mechanisms/ through the dispatcher only
 * (engine/core/dispatch.ts, which compileTitle alone imports; a compiled title's shape is
 * engine/definition/title.ts, types only), so a mechanism's type imports of the core close no circle. A circle that had to stay is listed as its set of files; a circle not listed fails,
 * and so does a listed one no longer found as it is, so the lists only shrink (a circle that loses files is
 * listed again smaller). Run `node dist/tools/import-graph.js . --list` to print them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importCircles, importGraph } from '../../tools/import-graph';

const ROOT = resolve(__dirname, '..', '..');

/** The runtime circles that remain, each with why it is still there: none (the list stays, for the guard's shape). */
const REMAINING: readonly { files: readonly string[]; why: string }[] = [];

/**
 * The circles of all imports, types included, that remain: none. The hooks' combinators (engine/core/ask.ts) read
 * the hook types from the title's dispatcher, the shapes hooks answer with are engine/core/hook-types.ts, the
 * title's dispatcher and round kinds are declared onto its type by the modules defining them, and the routes'
 * shapes are engine/routes/route-types.ts, so no type names its way back. The list stays, for the guard's shape.
 */
const TYPE_CIRCLES_REMAINING: readonly { files: readonly string[]; why: string }[] = [];

const key = (files: readonly string[]): string => [...files].sort().join(' ');

/** The circles of all imports (types included) among the engine files under `root`. */
const allCircles = (root: string): string[][] => importCircles(importGraph(root, 'engine', false));

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

describe('import circles counting type imports', () => {
  const listed = TYPE_CIRCLES_REMAINING.map((c) => c.files);

  test('no circle reaches a mechanism: the core imports engine/mechanisms/, types included, through the dispatcher only', () => {
    expect(allCircles(ROOT).flat().filter((f) => f.startsWith('engine/mechanisms/') || f === 'engine/core/dispatch.ts' || f === 'engine/definition/compile.ts')).toEqual([]);
  });

  test('no circle outside the list', () => {
    const known = new Set(listed.map(key));
    expect(allCircles(ROOT).map(key).filter((c) => !known.has(c))).toEqual([]);
  });

  test('every listed circle is still there as listed (the list only shrinks)', () => {
    const found = new Set(allCircles(ROOT).map(key));
    expect(listed.map(key).filter((c) => !found.has(c))).toEqual([]);
  });

  test('the guard finds a planted circle of type imports through a mechanism', () => {
    const root = mkdtempSync(join(tmpdir(), 'type-circles-'));
    try {
      mkdirSync(join(root, 'engine', 'mechanisms', 'm'), { recursive: true });
      mkdirSync(join(root, 'engine', 'core'), { recursive: true });
      // The core builds its title with the registry, and the mechanism names the title's type: a circle of types.
      writeFileSync(join(root, 'engine', 'compile.ts'), "import { all } from './mechanisms/m';\nexport interface Title { n: number }\nexport const compile = all;\n");
      writeFileSync(join(root, 'engine', 'mechanisms', 'm', 'index.ts'), "import type { Title } from '../../compile';\nexport const all = (t: Title): number => t.n;\n");
      expect(allCircles(root).flat().filter((f) => f.startsWith('engine/mechanisms/'))).toEqual(['engine/mechanisms/m/index.ts']);
      expect(unlistedCircles(root, [])).toEqual([]);
      // Broken as the engine's was: the title's type in a module of types that reaches no mechanism.
      writeFileSync(join(root, 'engine', 'title.ts'), 'export interface Title { n: number }\n');
      writeFileSync(join(root, 'engine', 'compile.ts'), "import { all } from './mechanisms/m';\nexport type { Title } from './title';\nexport const compile = all;\n");
      writeFileSync(join(root, 'engine', 'mechanisms', 'm', 'index.ts'), "import type { Title } from '../../title';\nexport const all = (t: Title): number => t.n;\n");
      expect(allCircles(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

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
