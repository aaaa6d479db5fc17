/**
 * Every mechanism is one folder (issue #19; engine/mechanisms/README.md): engine/mechanisms/ holds the registry,
 * its README, the folder shared/ of helpers several unrelated mechanisms use, and one folder per mechanism or
 * family of mechanisms, nothing loose. A folder reaches another folder through its index only; an import of
 * another folder's inner file that had to remain would be listed below with its reason (none is). A sealed
 * folder is imported by no other folder at all: the others reach it through the core's hooks and functions.
 */
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { coreMechanismImports, importCircles, importGraph } from '../../tools/import-graph';
import { assembleSchemas, loadFragments, type SchemaFragment } from '../../codegen/mechanism-schemas';
import { createGame, rulesSummary } from '../../engine';
import { MECHANISMS, buildDispatcher, first, type Mechanism } from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';

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

/**
 * Folders no other folder imports, even through its index (only the registry does), each with how the others
 * reach it instead. The list only grows.
 */
const SEALED: Readonly<Record<string, string>> = {
  cousins:
    "1820's cousins are one kind of investor (issue #19): liquidation, negotiation, lobbies and the rest ask the core's investor functions and hooks (engine/shares/investor.ts: investorsOf, investorNamed, chargeInvestor, holderName; shareBought, directorBeforeSale), and the cousin auction is one of the openingAuctions stockRoundAuctions/ holds",
};

/**
 * Registrations whose block's schema is not in their own folder's schema.json, each with its reason: the block is
 * read by the core too, or it is another mechanism's (whose folder declares it). The list only shrinks.
 */
const BLOCKS_ELSEWHERE: Readonly<Record<string, string>> = {
  // empty: every registration's block is declared in its own folder
};

/** A registration with the folder of engine/mechanisms/ its module sits in. */
export interface FolderRegistration {
  id: string;
  folder: string;
  block: string | null;
}

/** Every registration of the registry, with its folder (from the registry's imports: './<folder>' or './<folder>/<member>'). */
function registrations(): FolderRegistration[] {
  const registry = readFileSync(join(ROOT, DIR, 'registry.ts'), 'utf8');
  const folderOfRegistration = new Map<Mechanism, string>();
  for (const m of registry.matchAll(/import \{[^}]*\} from '\.\/([^']+)'/g)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the registry's own modules, found from its text
    const exports = require(join(ROOT, DIR, m[1]!)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (MECHANISMS.includes(value as Mechanism)) folderOfRegistration.set(value as Mechanism, m[1]!.split('/')[0]!);
  }
  return MECHANISMS.map((r) => ({ id: r.id, folder: folderOfRegistration.get(r) ?? '', block: r.block }));
}

/**
 * The names a block string gives ("title.rounds.stock.historicalOrder" → historicalOrder,
 * "companies[].abilities[kind=blocksHex]" → blocksHex, "title.turnOrder (kind playerCards)" → turnOrder): the last
 * word of each comma-separated part, a parenthesis left out.
 */
export function blockNames(block: string): string[] {
  return block.split(',').map((part) => [...part.replace(/\([^)]*\)/g, '').matchAll(/[A-Za-z]+/g)].pop()?.[0] ?? part.trim());
}

/** Every name a folder's fragments declare: properties at any depth, appended enum members and branch constants, definitions. */
function declaredNames(fragments: readonly SchemaFragment[]): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) names.add(name);
      if (key === 'const' && typeof value === 'string') names.add(value);
      walk(value);
    }
  };
  for (const f of fragments) {
    walk({ properties: f.properties ?? {} });
    for (const item of f.append ?? []) if (typeof item === 'string') names.add(item); else walk(item);
    for (const name of Object.keys(f.$defs ?? {})) names.add(name);
  }
  return names;
}

/** Registrations (under the mechanism folders in `dir`) that name a block their folder's schema.json does not declare. */
export function blocksNotInFolder(regs: readonly FolderRegistration[], dir: string): string[] {
  const fragments = loadFragments(dir);
  return regs
    .filter((r) => r.block !== null)
    .filter((r) => {
      const declared = declaredNames(fragments.filter((f) => f.folder.startsWith(`engine/mechanisms/${r.folder}/schema.json`)));
      return !blockNames(r.block!).every((name) => declared.has(name));
    })
    .map((r) => r.id)
    .sort();
}

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

/** Imports, among the mechanism folders under `root`, from one folder of a file of another that `counts` accepts. */
function crossFolderImports(root: string, counts: (to: string, target: string) => boolean): string[] {
  const out: string[] = [];
  for (const [file, targets] of importGraph(root)) {
    const from = folderOf(file);
    if (from === '') continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== '' && to !== from && counts(to, target)) out.push(`${file} -> ${target}`);
    }
  }
  return out.sort();
}

/** Imports, among the mechanism folders under `root`, of another folder's file other than its index.ts. */
export const innerImports = (root: string): string[] => crossFolderImports(root, (to, target) => to !== SHARED && target !== `${DIR}/${to}/index.ts`);

/** Imports, among the mechanism folders under `root`, of a file of a folder in `sealed` from another folder. */
export const sealedImports = (root: string, sealed: readonly string[]): string[] => crossFolderImports(root, (to) => sealed.includes(to));

describe('every mechanism one folder', () => {
  test('engine/mechanisms/ holds only folders, the registry and its README', () => {
    expect(looseEntries(ROOT)).toEqual([]);
  });

  test('a folder imports another folder through its index, except the listed imports', () => {
    expect(innerImports(ROOT).filter((i) => !(i in INNER_IMPORTS))).toEqual([]);
  });

  test('no folder imports a sealed folder (the registry alone does)', () => {
    expect(sealedImports(ROOT, Object.keys(SEALED))).toEqual([]);
  });

  test('the listed inner imports all still exist (the list only shrinks)', () => {
    const found = new Set(innerImports(ROOT));
    expect(Object.keys(INNER_IMPORTS).filter((i) => !found.has(i))).toEqual([]);
  });

  test("a registration's block has its schema in the registration's folder (engine/mechanisms/<folder>/schema.json), except the listed ones", () => {
    const regs = registrations();
    expect(regs.filter((r) => r.folder === '').map((r) => r.id)).toEqual([]);
    expect(blocksNotInFolder(regs, join(ROOT, DIR)).filter((id) => !(id in BLOCKS_ELSEWHERE))).toEqual([]);
  });

  test('the registrations listed with a block elsewhere all still are (the list only shrinks)', () => {
    const outside = new Set(blocksNotInFolder(registrations(), join(ROOT, DIR)));
    expect(Object.keys(BLOCKS_ELSEWHERE).filter((id) => !outside.has(id))).toEqual([]);
  });

  test('the block guard finds a planted mechanism whose block has no schema in its folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'mechanism-blocks-'));
    try {
      for (const d of ['planted', 'other']) mkdirSync(join(root, d));
      const planted: FolderRegistration[] = [
        { id: 'planted', folder: 'planted', block: 'title.rounds.operating.plantedRule' },
        { id: 'kind', folder: 'other', block: 'companies[].abilities[kind=plantedKind]' },
        { id: 'none', folder: 'other', block: null },
      ];
      expect(blocksNotInFolder(planted, root)).toEqual(['kind', 'planted']);
      writeFileSync(join(root, 'other', 'schema.json'), JSON.stringify([
        { into: 'abilities.schema.json#/$defs/Ability/properties/kind/enum', append: ['plantedKind'] },
        { into: 'rounds.schema.json#/$defs/OperatingRoundConfig/properties', properties: { plantedRule: { type: 'boolean' } } },
      ]));
      // another folder's schema does not count for the planted registration
      expect(blocksNotInFolder(planted, root)).toEqual(['planted']);
      writeFileSync(join(root, 'planted', 'schema.json'), JSON.stringify({ into: 'rounds.schema.json#/$defs/OperatingRoundConfig/properties', properties: { plantedRule: { type: 'boolean' } } }));
      expect(blocksNotInFolder(planted, root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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
      // Sealed, b may not be imported even through its index; the registry's import of a does not count.
      expect(sealedImports(root, ['b'])).toEqual([`${DIR}/a/index.ts -> ${DIR}/b/index.ts`, `${DIR}/a/index.ts -> ${DIR}/b/inner.ts`]);
      expect(sealedImports(root, ['a'])).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * Adding a mechanism touches its own folder and the registry list only (issue #19, "Done when"). The proof is
 * done, not told: homeTileLock (a setting in its schema.json, a hook, a rules-summary part) is copied under a new
 * id and a new setting into a copy of engine/ whose every other entry is a link to the real one, and one line
 * each is added to the registry's imports and list. Nothing else is edited, and the copy is a working mechanism:
 * its schema assembles, the guards hold, a definition using the new setting switches it on, and its hook and
 * summary answer through the core. (Codegen then regenerates engine/generated/ and schemas/assembled/ from the
 * folder's schema.json: generated, not edited.)
 */
describe('adding a mechanism touches its folder and the registry only', () => {
  const NEW = 'plantedTileLock';
  let root = '';
  /** Links every entry of `from` into `to`, except those `except` names. */
  const linkAll = (from: string, to: string, except: readonly string[]): void => {
    for (const name of readdirSync(from)) if (!except.includes(name)) symlinkSync(join(from, name), join(to, name));
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'mechanism-added-'));
    mkdirSync(join(root, DIR), { recursive: true });
    linkAll(join(ROOT, 'engine'), join(root, 'engine'), ['mechanisms']);
    linkAll(join(ROOT, DIR), join(root, DIR), ['registry.ts']);
    // The new folder: homeTileLock's files, its id and its setting renamed.
    cpSync(join(ROOT, DIR, 'homeTileLock'), join(root, DIR, NEW), { recursive: true });
    for (const file of readdirSync(join(root, DIR, NEW))) {
      const path = join(root, DIR, NEW, file);
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll('homeTileLock', NEW).replaceAll('locksTiles', 'plantedLocksTiles'));
    }
    // The registry: one import and one entry of the list.
    const registry = readFileSync(join(ROOT, DIR, 'registry.ts'), 'utf8')
      .replace("import { mechanism as homeTileLock } from './homeTileLock';", `$&\nimport { mechanism as ${NEW} } from './${NEW}';`)
      .replace('  homeTileLock,\n', `$&  ${NEW},\n`);
    writeFileSync(join(root, DIR, 'registry.ts'), registry);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The files of the copied engine that are not links to the real one. */
  const edited = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      const st = lstatSync(join(root, rel));
      return st.isSymbolicLink() ? [] : st.isDirectory() ? edited(rel) : [rel];
    });

  test('only the new folder and the registry differ from engine/, and the registry by two lines', () => {
    expect(edited('engine').sort()).toEqual([`${DIR}/${NEW}/index.ts`, `${DIR}/${NEW}/schema.json`, `${DIR}/registry.ts`]);
    const before = readFileSync(join(ROOT, DIR, 'registry.ts'), 'utf8').split('\n');
    const after = readFileSync(join(root, DIR, 'registry.ts'), 'utf8').split('\n');
    expect(after.filter((line) => !before.includes(line))).toEqual([`import { mechanism as ${NEW} } from './${NEW}';`, `  ${NEW},`]);
  });

  test("its setting assembles into the schemas from its folder's schema.json", () => {
    const schemas: Record<string, unknown> = {};
    for (const name of readdirSync(join(ROOT, 'schemas')).filter((n) => n.endsWith('.schema.json'))) schemas[name] = JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8'));
    const assembled = assembleSchemas(schemas, loadFragments(join(root, DIR))) as Record<string, { $defs: { Corporation: { properties: { home: { properties: Record<string, unknown> } } } } }>;
    expect(Object.keys(assembled['corporations.schema.json']!.$defs.Corporation.properties.home.properties)).toEqual(expect.arrayContaining(['locksTiles', 'plantedLocksTiles']));
  });

  test('the guards hold: its block is in its folder, it imports no inner file, the core imports no mechanism, no circle reaches it', () => {
    expect(blocksNotInFolder([{ id: NEW, folder: NEW, block: 'corporations[].home.plantedLocksTiles' }], join(root, DIR))).toEqual([]);
    expect(innerImports(root)).toEqual([]);
    const graph = importGraph(root);
    expect([...coreMechanismImports(graph).keys()]).toEqual([]);
    expect(importCircles(graph).flat().filter((f) => f.startsWith(`${DIR}/`))).toEqual([]);
  });

  test('a definition using its setting switches it on, and the core asks it: its hook refuses, its summary speaks', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copied registry, loaded from the copy of engine/
    const { MECHANISMS: withNew } = require(join(root, DIR, 'registry.ts')) as { MECHANISMS: readonly Mechanism[] };
    expect(withNew.map((m) => m.id)).toEqual([...MECHANISMS.map((m) => m.id).flatMap((id) => (id === 'homeTileLock' ? [id, NEW] : [id]))]);
    // 18NL's NZO locks its home hex with the new setting instead of locksTiles.
    const original = definitionOf('18NL');
    const definition = JSON.parse(JSON.stringify(original).replaceAll('"locksTiles"', '"plantedLocksTiles"')) as typeof original;
    const title = { ...titleOf('18NL'), definition, corporations: definition.corporations.corporations, mechanisms: buildDispatcher(withNew, definition) };
    expect(title.mechanisms.ids).toContain(NEW);
    expect(title.mechanisms.ids).not.toContain('homeTileLock');
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    const refusal = first(title, 'hexLayRefusal', { title, state, log: [] }, 'NZO', 'H13');
    expect(refusal?.message).toContain('no tile may be laid on H13 before NZO');
    expect(rulesSummary(title).text).toContain('No tile may be laid on H13 before NZO has placed its home station there.');
    // Without the setting, nothing of it runs.
    expect(buildDispatcher(withNew, original).ids).not.toContain(NEW);
  });
});
