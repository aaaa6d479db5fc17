/**
 * The tests reach the engine through its public surface (engine/index.ts) and, for what that cannot reach, through
 * one kit (test/helpers/engine-internals.ts); a module's own unit test may import that module directly (issue #19;
 * the rule is written at the top of the kit). Checked on the tree, and on planted files to show the check fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { internalImports, isOwnUnitTest, KIT, kitUse, unusedKitNames } from '../../tools/test-imports';

const ROOT = resolve(__dirname, '..', '..');

/** A specifier climbing from test/<folder>/ to an engine module, built so that this file names no engine internal itself. */
const up = (...parts: string[]): string => ['..', '..', 'engine', ...parts].join('/');
/** The kit, as a test in test/engine/ names it. */
const kitFromEngineTests = ['..', 'helpers', 'engine-internals'].join('/');

describe('test files and the engine internals', () => {
  test('no test file imports an engine internal except through engine/index.ts, the kit, or as its own unit test', () => {
    expect(Object.fromEntries(internalImports(ROOT))).toEqual({});
  });

  test('the kit re-exports only names some test imports', () => {
    expect(unusedKitNames(ROOT)).toEqual([]);
  });

  test('the kit is in use (the check above reads the files it should)', () => {
    const { kit, ownUnit } = kitUse(ROOT);
    expect(kit.length).toBeGreaterThan(50);
    expect(ownUnit).toEqual(expect.arrayContaining(['test/engine/tiles.test.ts', 'test/engine/rng.test.ts']));
  });
});

describe('the import guard', () => {
  test("knows a module's own unit test by its name, with or without the module's folder", () => {
    expect(isOwnUnitTest('test/engine/tiles.test.ts', 'engine/map/tiles')).toBe(true);
    expect(isOwnUnitTest('test/engine/can-run.test.ts', 'engine/routes/canRun')).toBe(true);
    expect(isOwnUnitTest('test/engine/definition-defaults.test.ts', 'engine/definition/defaults')).toBe(true);
    expect(isOwnUnitTest('test/engine/tiles.test.ts', 'engine/map/lay')).toBe(false);
    expect(isOwnUnitTest('test/api/tiles.test.ts', 'engine/map/tiles')).toBe(false);
    expect(isOwnUnitTest('test/engine/tile-upgrades.test.ts', 'engine/map/tiles')).toBe(false);
  });

  test('reports planted files that import an internal directly, and none that keep to the rule', () => {
    const root = mkdtempSync(join(tmpdir(), 'test-imports-'));
    const plant = (file: string, text: string): void => {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    try {
      plant(KIT, `export { checkLay } from '${up('map', 'lay')}';\n`);
      plant('test/engine/public.test.ts', `import { apply } from '${up()}';\nimport { checkLay } from '${kitFromEngineTests}';\n`);
      plant('test/engine/index.test.ts', `import { apply } from '${up('index')}';\n`);
      plant('test/engine/tiles.test.ts', `import { exits } from '${up('map', 'tiles')}';\n`);
      plant('test/engine/lay-rules.test.ts', `import {\n  checkLay,\n  type LayCheck,\n} from '${up('map', 'lay')}';\n`);
      plant('test/engine/tiles-too.test.ts', `import { exits } from '${up('map', 'tiles')}';\nimport type { Ctx } from "${up('context')}";\n`);
      plant('test/api/required.test.ts', `const m = require('${up('mechanisms', 'addTown')}') as typeof import('${up('mechanisms', 'addTown')}');\n`);
      plant('test/helpers/driver.ts', `export { placeMarker } from '${up('market', 'moves')}';\n`);
      expect(Object.fromEntries(internalImports(root))).toEqual({
        'test/engine/lay-rules.test.ts': ['engine/map/lay'],
        'test/engine/tiles-too.test.ts': ['engine/context', 'engine/map/tiles'],
        'test/api/required.test.ts': ['engine/mechanisms/addTown'],
        'test/helpers/driver.ts': ['engine/market/moves'],
      });
      expect(kitUse(root)).toEqual({ kit: ['test/engine/public.test.ts'], ownUnit: ['test/engine/tiles.test.ts'] });
      // The kit names checkLay, which public.test.ts imports, and nothing else: add a name no test imports.
      expect(unusedKitNames(root)).toEqual([]);
      plant(KIT, `export { checkLay, type LayCheck } from '${up('map', 'lay')}';\n`);
      expect(unusedKitNames(root)).toEqual(['LayCheck']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
