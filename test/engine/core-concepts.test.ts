/**
 * The core names no mechanism's concept (docs/architecture.md, "How a mechanism plugs in"): no
 * core file outside engine/mechanisms/ names a registered mechanism's id or a
 * state field its slice declares (engine/state/slices.ts), so that a mechanism can be changed,
 * moved or dropped without reading the core. The words below are also the core's own vocabulary
 * and are not checked. No core file is excepted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { coreConceptLines, withoutComments, words } from '../../tools/core-concepts';
import { MECHANISMS } from '../helpers/engine-internals';

const ROOT = resolve(__dirname, '..', '..');

/** Concept words that are also the core's own: why each may appear in core files. */
const CORE_WORDS: Readonly<Record<string, string>> = {
  ports: 'a tile edge (routes/, map/) before it is a port marker',
  permits: 'the core permission hook (CoreSwitch) as well as 1862 train permits',
  trainLimit: 'the train limit of the phase, which the core enforces (state/trainLimit.ts)',
  warranties: 'trains.json warranties, a train-purchase rule of the core (trains/buying/)',
  homeStation: 'the home station every corporation places (map/tokens.ts)',
  privateCompanies: 'private companies are a core entity (companies.json)',
  connection: "a route's connection to a station (map/, routes/) before it is 1870's connection run",
};

const concepts = [...new Set(MECHANISMS.flatMap((m) => [m.id, ...(m.slice?.keys ?? [])]))].filter((c) => !(c in CORE_WORDS));

describe('core files and mechanism concepts', () => {
  const named = coreConceptLines(ROOT, concepts);
  const actual = Object.fromEntries([...named].map(([file, hits]) => [file, [...hits.keys()].sort()]));

  test('no core file names a concept', () => {
    expect(actual).toEqual({});
  });
});

describe('the concept guard', () => {
  test('splits names into words and folds plurals', () => {
    expect(words('cousinDirectors')).toEqual(['cousin', 'director']);
    expect(words('payLoanInterest')).toEqual(['pay', 'loan', 'interest']);
  });

  test('reads code, not comments', () => {
    expect(withoutComments('a; // cousin\n/* tableau\n */ b')).toBe('a; \n\n b');
  });

  test('finds a concept named in a core file, and none in a mechanism or a comment', () => {
    const root = mkdtempSync(join(tmpdir(), 'concepts-'));
    try {
      mkdirSync(join(root, 'engine', 'mechanisms'), { recursive: true });
      writeFileSync(join(root, 'engine', 'apply.ts'), "// the tableau\nconst k = state.cousins?.[id];\nconst d = c.cousinDirector;\n");
      writeFileSync(join(root, 'engine', 'mechanisms', 'cousins.ts'), 'const k = state.cousins;\n');
      const found = coreConceptLines(root, ['cousins', 'tableau']);
      expect([...found.keys()]).toEqual(['engine/apply.ts']);
      expect(Object.fromEntries(found.get('engine/apply.ts')!)).toEqual({ cousins: 2 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('every mechanism that declares state names its fields, and the concept list is not empty', () => {
    expect(concepts).toEqual(expect.arrayContaining(['cousins', 'tableau', 'loans', 'increase']));
  });
});
