/**
 * Broken-definition fixtures built on the fly: the demo title and the shared catalogue are
 * copied into a temporary definitions/ tree (keeping tiles.json's "../catalogue/tiles.json"
 * valid), then one mutation is applied. Building them from the demo keeps every case "the demo
 * plus exactly one defect" without maintaining dozens of copies on disk.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { findRepoRoot } from '../../tools/paths';
import { formatMessage, validateTitleDir } from '../../tools/validate';

export const REPO = findRepoRoot();
export const DEMO_DIR = path.join(REPO, 'definitions', 'demo');
export const CATALOGUE_FILE = path.join(REPO, 'definitions', 'catalogue', 'tiles.json');

/** Parsed JSON files of a title directory by file name ("title.json"), plus "catalogue". */
export type Files = Record<string, any>;

const tempRoots: string[] = [];

/** A fresh copy of the demo (and catalogue) under a temp dir; returns the title directory. */
export function copyDemo(mutate?: (files: Files) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-validate-'));
  tempRoots.push(root);
  const titleDir = path.join(root, 'definitions', 'demo');
  fs.mkdirSync(titleDir, { recursive: true });
  fs.mkdirSync(path.join(root, 'definitions', 'catalogue'));
  const files: Files = { catalogue: JSON.parse(fs.readFileSync(CATALOGUE_FILE, 'utf8')) };
  for (const name of fs.readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json'))) files[name] = JSON.parse(fs.readFileSync(path.join(DEMO_DIR, name), 'utf8'));
  mutate?.(files);
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) continue; // deleted by the mutation
    const target = name === 'catalogue' ? path.join(root, 'definitions', 'catalogue', 'tiles.json') : path.join(titleDir, name);
    fs.writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return titleDir;
}

/** Validation messages for a title directory, printed relative to that directory. */
export function lines(titleDir: string): string[] {
  return validateTitleDir(titleDir).map((m) => formatMessage(m, titleDir));
}

export function cleanupTemp(): void {
  for (const root of tempRoots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}
