/**
 * `switchyard validate`'s answer for a title directory, remembered between server starts. Checking
 * the six titles against their JSON Schemas and lint rules is a third of what a start costs, and
 * the answer changes only when its inputs do: the directory's files (and its tile catalogue), the
 * schemas, and the checking code itself. Each answer is stored under a hash of all of these, in
 * the system's temporary folder; any change of input gives another hash, so a stale answer is
 * never read. SWITCHYARD_TITLE_CHECK_CACHE=off checks every time.
 */
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { readTitleSources } from './definitions-fs';
import { repoPath } from './paths';
import { validateTitleDir, type ValidationMessage } from './validate';

const CACHE_DIR = path.join(os.tmpdir(), 'switchyard-title-checks');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

let codeStamp: string | undefined;

/** The checking code as it runs (engine and tools, compiled or not), the schemas with the mechanisms' fragments, and Ajv's version. */
function checkerStamp(): string {
  if (codeStamp !== undefined) return codeStamp;
  const hash = createHash('sha256');
  const codeRoot = path.resolve(__dirname, '..');
  const ajv = (JSON.parse(fs.readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string }).version;
  hash.update(`ajv ${ajv}\0`);
  // The mechanism folders' schema fragments are assembled into the schemas (codegen/mechanism-schemas.js).
  const fragments = filesUnder(repoPath('engine', 'mechanisms')).filter((f) => f.endsWith(`${path.sep}schema.json`));
  for (const file of [...filesUnder(path.join(codeRoot, 'engine')), ...filesUnder(path.join(codeRoot, 'tools')), ...filesUnder(repoPath('schemas')), ...fragments, repoPath('codegen', 'mechanism-schemas.js')]) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(file));
  }
  codeStamp = hash.digest('hex');
  return codeStamp;
}

function inputsKey(dir: string): string {
  const hash = createHash('sha256').update(checkerStamp());
  const abs = path.resolve(dir);
  const sources = readTitleSources(abs);
  const files = [...filesUnder(abs), ...(sources.catalogue ? [sources.catalogue.path] : [])];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '(absent)');
  }
  return hash.digest('hex');
}

/** validateTitleDir(dir), from the cache when the same inputs were checked before. */
export function checkTitleDir(dir: string): ValidationMessage[] {
  if (process.env.SWITCHYARD_TITLE_CHECK_CACHE === 'off' || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return validateTitleDir(dir);
  const file = path.join(CACHE_DIR, `${inputsKey(dir)}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ValidationMessage[];
  } catch {
    // Not checked before (or unreadable): check now.
  }
  const messages = validateTitleDir(dir);
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(messages));
    fs.renameSync(tmp, file);
  } catch {
    // A read-only temporary folder only costs the next start the check.
  }
  return messages;
}
