/**
 * Every mechanism is one folder (issue #19; engine/mechanisms/README.md): engine/mechanisms/ holds the registry,
 * its README, the folder shared/ of helpers several unrelated mechanisms use, and one folder per mechanism or
 * family of mechanisms, nothing loose. A folder reaches another folder through its index only; the imports of
 * another folder's inner file that remain are listed below with their reason, and the list only shrinks.
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
 * Imports of another folder's inner file (importer -> imported), each with its reason. A family folder
 * (cousins/, shareCounts/) keeps its members' modules apart; a member used by another mechanism is imported
 * by name until the family's index offers what it needs.
 */
const INNER_IMPORTS: Readonly<Record<string, string>> = {
  // the cousins' family (cousins/): their holders, directors, abilities and auction, read by other mechanisms
  'engine/mechanisms/issueTakeoverRound/reduceShareCount.ts -> engine/mechanisms/cousins/cousinHolders.ts':
    'a reduction buys back the shares a cousin holds (cousinHolder)',
  'engine/mechanisms/issueTakeoverRound/takeoverStations.ts -> engine/mechanisms/cousins/cousinAbilities.ts':
    'the stations a cousin lets a company keep free (freeAcquisitions)',
  'engine/mechanisms/issueTakeoverRound/takeoverSteps.ts -> engine/mechanisms/cousins/cousinDirectors.ts':
    "a takeover names the company's director, a cousin or a player (directorHolder)",
  'engine/mechanisms/liquidation/index.ts -> engine/mechanisms/cousins/cousinDirectors.ts':
    "a liquidation names the company's director, a cousin or a player (directorHolder, holderName)",
  'engine/mechanisms/liquidation/index.ts -> engine/mechanisms/cousins/cousinHolders.ts':
    'the assessment charges the cousins holding the shares (cousinHolder, cousinOf)',
  'engine/mechanisms/negotiation/rules/parties.ts -> engine/mechanisms/cousins/cousinHolders.ts':
    'a deal may name a cousin as a party (cousinHolder)',
  'engine/mechanisms/privateBuyTrain/index.ts -> engine/mechanisms/cousins/cousinAbilities.ts':
    "the train bought before the run may be a cousin's ability, with its kickback",
  'engine/mechanisms/stockRoundAuctions/index.ts -> engine/mechanisms/cousins/cousinAuction.ts':
    'the cousin auction is one of the auctions opening the stock round',
};

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
