/**
 * Reading title definitions from disk: definitions/<title>/*.json plus the shared tile catalogue.
 *
 * Two layers: `readTitleSources` never throws on bad content (the validator needs to report
 * missing files and JSON syntax errors as messages), and `loadTitleDir` builds the typed
 * `Definition`, throwing if a file is missing or unparsable. Neither checks the content against
 * the schemas: use tools/validate.ts (`validateTitleDir`, `loadValidTitleDir`) for that.
 */
import * as fs from 'fs';
import * as path from 'path';
import { DEFINITION_FILES } from '../engine/definition/types';
import type {
  CompaniesFile,
  Definition,
  DefinitionFileKey,
  TileDefinition,
  TilesFile,
} from '../engine/definition/types';
import type { CousinsFile } from '../engine/generated/definition';
import { repoPath } from './paths';

/** A definition file, or the shared tile catalogue the title's tiles.json points to. */
export type SourceKey = DefinitionFileKey | 'catalogue';

/** Files a title may leave out, and what stands in for them. */
export const OPTIONAL_FILES: Partial<Record<DefinitionFileKey, () => unknown>> = {
  companies: (): CompaniesFile => ({ companies: [] }),
  cousins: (): CousinsFile => ({ cousins: [] }),
};

export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** The file's text as read, or null when the file does not exist. */
  text: string | null;
  /** The parsed content (undefined when absent or not valid JSON). */
  data: unknown;
  /** Why the file could not be used: "file is missing" or "invalid JSON: ...". */
  error?: string;
}

export type TitleSources = Record<DefinitionFileKey, SourceFile> & { catalogue?: SourceFile };

export interface LoadedTitle {
  dir: string;
  definition: Definition;
  /** Each file's path and raw text, for error messages. */
  files: TitleSources;
}

function readSource(file: string, optional: boolean): SourceFile {
  if (!fs.existsSync(file)) {
    return { path: file, text: null, data: undefined, ...(optional ? {} : { error: 'file is missing' }) };
  }
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { path: file, text, data: JSON.parse(text) as unknown };
  } catch (err) {
    return { path: file, text, data: undefined, error: `invalid JSON: ${(err as Error).message}` };
  }
}

/** The catalogue path named by a tiles file's content, resolved relative to that file. */
export function cataloguePath(tilesFile: string, tilesData: unknown): string | undefined {
  if (tilesData === null || typeof tilesData !== 'object') return undefined;
  const ref = (tilesData as { catalogue?: unknown }).catalogue;
  return typeof ref === 'string' && ref !== '' ? path.resolve(path.dirname(tilesFile), ref) : undefined;
}

/** Reads the eight definition files of a title directory, and its catalogue, without judging them. */
export function readTitleSources(dir: string): TitleSources {
  const abs = path.resolve(dir);
  const files = {} as TitleSources;
  for (const key of DEFINITION_FILES) {
    files[key] = readSource(path.join(abs, `${key}.json`), key in OPTIONAL_FILES);
  }
  const catalogue = cataloguePath(files.tiles.path, files.tiles.data);
  if (catalogue !== undefined) files.catalogue = readSource(catalogue, false);
  return files;
}

/**
 * The definition's `catalogue`: the shared catalogue's tiles that the manifest refers to (all of
 * them when there is no manifest), then every tile the title defines itself.
 *
 * A title overrides a catalogue tile by defining the same id in its own tiles.json `tiles`
 * (docs/tiles.md, Id policy; 1820's green OO 64–68 against the catalogue's brown ones): the
 * shared tile is left out, and the title's own definition is the one compiled.
 */
export function buildCatalogue(tiles: TilesFile, catalogueTiles: TileDefinition[]): TileDefinition[] {
  const manifest = tiles.manifest;
  const own = tiles.tiles ?? [];
  const overridden = new Set(own.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  const listed = manifest ? catalogueTiles.filter((t) => t.id !== undefined && t.id in manifest) : catalogueTiles;
  const shared = listed.filter((t) => t.id === undefined || !overridden.has(t.id));
  return [...shared, ...own];
}

/**
 * Builds a Definition from file contents (already parsed; assumed schema-valid). `data` holds
 * each definition file's content (companies may be absent); `catalogueTiles` the shared
 * catalogue's tiles.
 */
export function buildDefinition(
  data: Partial<Record<DefinitionFileKey, unknown>>,
  catalogueTiles: TileDefinition[],
): Definition {
  const get = (key: DefinitionFileKey): unknown => data[key] ?? OPTIONAL_FILES[key]?.();
  const definition = {} as Record<DefinitionFileKey, unknown>;
  for (const key of DEFINITION_FILES) definition[key] = get(key);
  const tiles = definition.tiles as TilesFile;
  return { ...(definition as Omit<Definition, 'catalogue'>), catalogue: buildCatalogue(tiles, catalogueTiles) };
}

/** The shared catalogue's tiles from read sources (empty when the title has no catalogue). */
export function catalogueTilesOf(files: TitleSources): TileDefinition[] {
  return ((files.catalogue?.data as TilesFile | undefined)?.tiles ?? []) as TileDefinition[];
}

/** Loads a title directory. Throws if a file is missing or is not valid JSON; does not validate. */
export function loadTitleDir(dir: string): LoadedTitle {
  const files = readTitleSources(dir);
  const sources: SourceFile[] = [...DEFINITION_FILES.map((k) => files[k]), ...(files.catalogue ? [files.catalogue] : [])];
  const broken = sources.filter((f) => f.error !== undefined);
  if (broken.length > 0) {
    throw new Error(broken.map((f) => `${f.path}: ${f.error}`).join('\n'));
  }
  const data: Partial<Record<DefinitionFileKey, unknown>> = {};
  for (const key of DEFINITION_FILES) data[key] = files[key].data;
  return { dir: path.resolve(dir), definition: buildDefinition(data, catalogueTilesOf(files)), files };
}

/** Every subdirectory of `root` holding a title.json, sorted by name. */
export function listTitleDirs(root: string = repoPath('definitions')): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, 'title.json')))
    .map((e) => path.join(root, e.name))
    .sort();
}

/** Loads every title under `root`: title id → Definition. Throws on duplicate title ids. */
export function loadAllTitles(root: string = repoPath('definitions')): Map<string, Definition> {
  const titles = new Map<string, Definition>();
  const dirs = new Map<string, string>();
  for (const dir of listTitleDirs(root)) {
    const { definition } = loadTitleDir(dir);
    const id = definition.title.id;
    if (titles.has(id)) throw new Error(`title id ${id} is used by both ${dirs.get(id)} and ${dir}`);
    titles.set(id, definition);
    dirs.set(id, dir);
  }
  return titles;
}
