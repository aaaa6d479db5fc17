/**
 * How the tests reach the engine (issue #19): through its public surface, engine/index.ts, and for what that
 * cannot reach, through one kit, test/helpers/engine-internals.ts, so that moving an internal module changes the
 * kit and not the tests. A module's own unit test may import that module directly. The rule is written at the top
 * of the kit; `test/lint/test-imports.test.ts` holds the tests to it. Run directly
 * (`node dist/tools/test-imports.js`) to print the counts.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { tsFiles } from './import-graph';

/** The test kit: the one test file that re-exports engine internals. */
export const KIT = 'test/helpers/engine-internals.ts';

/** Every module specifier a file names: static and type imports, re-exports, `require(…)` and `import(…)`. */
const SPECIFIER = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The engine module a relative specifier in `file` points at (`engine/map/tiles`), or null outside engine/. */
function engineTarget(root: string, file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = relative(root, resolve(root, dirname(file), spec)).split('\\').join('/').replace(/\.(js|ts)$/, '');
  return target === 'engine' || target.startsWith('engine/') ? target : null;
}

const squash = (name: string): string => name.replace(/-/g, '').toLowerCase();

/**
 * A module's own unit test: test/engine/<name>.test.ts and engine/…/<name>.ts, where <name> is the module's file
 * name, or its folder and file name, in kebab case (tiles.test.ts ↔ engine/map/tiles.ts, can-run.test.ts ↔
 * engine/routes/canRun.ts, definition-defaults.test.ts ↔ engine/definition/defaults.ts).
 */
export function isOwnUnitTest(file: string, target: string): boolean {
  if (!/^test\/engine\/[^/]+\.test\.ts$/.test(file)) return false;
  const name = squash(basename(file, '.test.ts'));
  const parts = target.split('/').slice(1);
  const own = squash(parts[parts.length - 1] ?? '');
  const withFolder = parts.length > 1 ? squash(parts.slice(-2).join('')) : null;
  return name === own || name === withFolder;
}

const isPublic = (target: string): boolean => target === 'engine' || target === 'engine/index';

/** An engine module a test may import: the public surface, or its own module when it is that module's unit test. */
export const allowedFromTest = (file: string, target: string): boolean =>
  isPublic(target) || file === KIT || isOwnUnitTest(file, target);

/** Every test file (any .ts under test/) that imports an engine internal other than the rule allows, with what it imports. */
export function internalImports(root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of tsFiles(root, 'test')) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const bad = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = engineTarget(root, file, m[1]!);
      if (target !== null && !allowedFromTest(file, target)) bad.add(target);
    }
    if (bad.size > 0) out.set(file, [...bad].sort());
  }
  return out;
}

/** Test files that import the kit, and those that import an engine module directly under the unit-test exception. */
export function kitUse(root: string): { kit: string[]; ownUnit: string[] } {
  const kit: string[] = [];
  const ownUnit: string[] = [];
  for (const file of tsFiles(root, 'test')) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const specs = [...text.matchAll(SPECIFIER)].map((m) => m[1]!);
    if (specs.some((s) => s.startsWith('.') && relative(root, resolve(root, dirname(file), s)).split('\\').join('/') === KIT.replace(/\.ts$/, '')))
      kit.push(file);
    if (specs.some((s) => { const t = engineTarget(root, file, s); return t !== null && !isPublic(t) && file !== KIT && isOwnUnitTest(file, t); }))
      ownUnit.push(file);
  }
  return { kit, ownUnit };
}

/** The names in `{ a, type B, c as d }` as they are known outside: `a`, `B`, `d`. */
const braceNames = (list: string): string[] =>
  list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter((n) => n !== '')
    .map((n) => n.split(/\s+as\s+/).pop()!);

/** The kit's names that no test file imports (the kit re-exports exactly what tests use). */
export function unusedKitNames(root: string): string[] {
  const exported = [...readFileSync(resolve(root, KIT), 'utf8').matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*from/gm)].flatMap((m) => braceNames(m[1]!));
  const used = new Set<string>();
  for (const file of tsFiles(root, 'test')) {
    if (file === KIT) continue;
    for (const m of readFileSync(resolve(root, file), 'utf8').matchAll(/\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      const target = relative(root, resolve(root, dirname(file), m[2]!)).split('\\').join('/');
      if (target === KIT.replace(/\.ts$/, '')) for (const n of m[1]!.split(',')) used.add(n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
    }
  }
  return exported.filter((n) => !used.has(n)).sort();
}

if (require.main === module) {
  const root = process.argv[2] ?? resolve(__dirname, '..', '..');
  const bad = internalImports(root);
  const { kit, ownUnit } = kitUse(root);
  console.log(`test files importing engine internals outside the rule: ${bad.size}`);
  for (const [f, t] of bad) console.log(`  ${f} → ${t.join(' ')}`);
  console.log(`test files using the kit (${KIT}): ${kit.length}`);
  console.log(`kit names no test imports: ${unusedKitNames(root).join(' ') || 'none'}`);
  console.log(`module unit tests importing their own module: ${ownUnit.length} (${ownUnit.join(' ')})`);
}
