/**
 * `switchyard validate`'s warning about a setting no engine module reads: a key of a definition
 * file that the schemas declare (a property name of schemas/; ids used as keys, such as a
 * manifest's tile ids, are data, not settings) and whose name appears nowhere in the code that
 * reads definitions: engine/, and the readers of descriptive fields (api/, web/src/ and the
 * importer tools/import/); comments and generated sources are left out. "Read" is derived
 * from the source itself, so no list goes stale: a name the code spells somewhere counts as read
 * (a name shared with another concept hides an unread setting, so the check reports only
 * settings certainly unread, never a false one). A warning, not an error: the title still validates.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { DefinitionFileKey } from '../engine/definition/types';
import { pointer, type ValidationMessage } from './messages';
import { repoPath } from './paths';
import { assembledSchemas } from './schemas';

let readerWords: Set<string> | null = null;

/** The code that reads definitions. */
export const READER_DIRS = ['engine', 'api', 'web/src', 'tools/import'];

/** Every identifier and quoted word in the readers' code, comments stripped; generated sources left out. */
export function wordsOfReaders(roots: string[] = READER_DIRS.map((d) => repoPath(d))): Set<string> {
  const shared = roots.join('\n') === READER_DIRS.map((d) => repoPath(d)).join('\n');
  if (shared && readerWords) return readerWords;
  const words = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // engine/generated/ spells out every key of the schemas: naming a key there reads nothing.
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') visit(full);
        continue;
      }
      if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const code = fs
        .readFileSync(full, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, ' ')
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
      for (const m of code.matchAll(/[A-Za-z_$][A-Za-z0-9_$]*/g)) words.add(m[0]);
    }
  };
  for (const root of roots) if (fs.existsSync(root)) visit(root);
  if (shared) readerWords = words;
  return words;
}

/** Keys for people and editors, not for the rules (the schema a file follows, who designed the title, notes on the data): never warned about. */
const DESCRIPTIVE = new Set(['$schema', 'designer', 'notes']);

let propertyNames: Set<string> | null = null;

/** Every property name the schemas of definition files declare (schemas/; actions and the public view left out). */
export function settingNames(dir: string = repoPath('schemas')): Set<string> {
  if (dir === repoPath('schemas') && propertyNames) return propertyNames;
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) names.add(name);
      if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') walk(value);
    }
  };
  for (const [f, schema] of Object.entries(assembledSchemas(dir))) if (f !== 'actions.schema.json' && f !== 'public-view.schema.json') walk(schema);
  if (dir === repoPath('schemas')) propertyNames = names;
  return names;
}

/**
 * A warning for each setting in the definition files' data that no reader names (the first place
 * it occurs in each file).
 */
export function unreadSettings(
  files: Partial<Record<DefinitionFileKey, { path: string; data?: unknown }>>,
  words: Set<string> = wordsOfReaders(),
  settings: Set<string> = settingNames(),
): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  for (const source of Object.values(files)) {
    if (!source || source.data === undefined) continue;
    const seen = new Set<string>();
    const walk = (node: unknown, at: (string | number)[]): void => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => walk(item, [...at, i]));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (settings.has(key) && !DESCRIPTIVE.has(key) && !seen.has(key) && !words.has(key)) {
          seen.add(key);
          out.push({ file: source.path, pointer: pointer(...at, key), message: `warning: nothing reads the setting "${key}" (no module of ${READER_DIRS.join(', ')} names it)` });
        }
        walk(value, [...at, key]);
      }
    };
    walk(source.data, []);
  }
  return out;
}
