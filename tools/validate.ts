/**
 * Validating a title directory, in two steps:
 *  1. every file (and the shared catalogue) is valid JSON and follows its JSON Schema;
 *  2. only if step 1 passed, the semantic lint rules of tools/lint/ run on the Definition
 *     (they rely on the schema-guaranteed shapes, so running them earlier would only crash or
 *     repeat schema errors).
 */
import * as fs from 'fs';
import * as path from 'path';
import { DEFINITION_FILES } from '../engine/definition/types';
import type { DefinitionFileKey } from '../engine/definition/types';
import {
  buildDefinition,
  catalogueTilesOf,
  loadTitleDir,
  readTitleSources,
  type LoadedTitle,
  type SourceFile,
} from './definitions-fs';
import { lintRules } from './lint';
import { formatMessage, type ValidationMessage } from './messages';
import { FILE_SCHEMAS, validateAgainst } from './schemas';
import { unreadSettings } from './unread-settings';

export type { ValidationMessage } from './messages';
export { formatMessage } from './messages';

function schemaMessages(source: SourceFile, schemaFile: string): ValidationMessage[] {
  if (source.error !== undefined) return [{ file: source.path, pointer: '', message: source.error }];
  if (source.data === undefined) return []; // an optional file that is absent
  return validateAgainst(schemaFile, source.data).map((e) => ({ file: source.path, pointer: e.pointer, message: e.message }));
}

/** Every problem in a title directory; empty when the title is valid. */
export function validateTitleDir(dir: string): ValidationMessage[] {
  const abs = path.resolve(dir);
  if (!fs.existsSync(abs)) return [{ file: abs, pointer: '', message: 'no such directory' }];
  if (!fs.statSync(abs).isDirectory()) return [{ file: abs, pointer: '', message: 'not a directory' }];
  const files = readTitleSources(abs);

  const messages: ValidationMessage[] = [];
  for (const key of DEFINITION_FILES) messages.push(...schemaMessages(files[key], FILE_SCHEMAS[key]));
  if (files.catalogue) messages.push(...schemaMessages(files.catalogue, FILE_SCHEMAS.tiles));
  if (messages.length > 0) return messages;

  const data: Partial<Record<DefinitionFileKey, unknown>> = {};
  for (const key of DEFINITION_FILES) data[key] = files[key].data;
  const definition = buildDefinition(data, catalogueTilesOf(files));
  for (const rule of lintRules) messages.push(...rule(definition, files));
  return messages;
}

/**
 * Warnings that do not make a title invalid: each setting present in its files that nothing
 * reads (tools/unread-settings.ts says how "read" is derived).
 */
export function titleDirWarnings(dir: string): ValidationMessage[] {
  return unreadSettings(readTitleSources(path.resolve(dir)));
}

/** Loads a title directory after validating it (by `check`); throws with every message if it is invalid. */
export function loadValidTitleDir(dir: string, check: (dir: string) => ValidationMessage[] = validateTitleDir): LoadedTitle {
  const messages = check(dir);
  if (messages.length > 0) {
    throw new Error(`invalid title ${dir}:\n${messages.map((m) => formatMessage(m)).join('\n')}`);
  }
  return loadTitleDir(dir);
}
