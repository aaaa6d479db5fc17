/**
 * Validating a title directory, in two steps reported together:
 *  1. every file (and the shared catalogue) is valid JSON and follows its JSON Schema;
 *  2. the semantic lint rules of tools/lint/ run on the Definition (cross-references: homes,
 *     tiles, trains, phases, abilities), as soon as every file is JSON, so an author sees both
 *     kinds of error in one run. A rule that meets a shape the schema step already reported may
 *     fail: it is then left out, since its input is known to be wrong.
 * Warnings (titleDirWarnings) name settings nothing reads or that have no effect where they stand.
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
import { definitionRules, lintRules } from './lint';
import { warningRules } from './lint/warnings';
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
  // A file that is not JSON leaves nothing to cross-check.
  if ([...DEFINITION_FILES.map((k) => files[k]), files.catalogue].some((f) => f?.error !== undefined)) return messages;
  const schemaValid = messages.length === 0;

  const data: Partial<Record<DefinitionFileKey, unknown>> = {};
  for (const key of DEFINITION_FILES) data[key] = files[key].data;
  let definition;
  try {
    definition = buildDefinition(data, catalogueTilesOf(files));
  } catch (e) {
    if (schemaValid) throw e;
    return messages;
  }
  // The variants rule checks each patched definition against the schemas again: with schema errors
  // in the files it would only repeat them.
  for (const rule of schemaValid ? lintRules : definitionRules) {
    try {
      messages.push(...rule(definition, files));
    } catch (e) {
      // Only a shape the schema step has already reported may break a rule.
      if (schemaValid) throw e;
    }
  }
  return messages;
}

/**
 * Warnings that do not make a title invalid: each setting present in its files that nothing
 * reads (tools/unread-settings.ts says how "read" is derived), and settings that are read but have
 * no effect where they stand (tools/lint/warnings.ts: a hex cost on a preprinted tile).
 */
export function titleDirWarnings(dir: string): ValidationMessage[] {
  const abs = path.resolve(dir);
  const unread = unreadSettings(readTitleSources(abs));
  if (validateTitleDir(abs).length > 0) return unread;
  const loaded = loadTitleDir(abs);
  return [...unread, ...warningRules.flatMap((rule) => rule(loaded.definition, loaded.files))];
}

/** Loads a title directory after validating it (by `check`); throws with every message if it is invalid. */
export function loadValidTitleDir(dir: string, check: (dir: string) => ValidationMessage[] = validateTitleDir): LoadedTitle {
  const messages = check(dir);
  if (messages.length > 0) {
    throw new Error(`invalid title ${dir}:\n${messages.map((m) => formatMessage(m)).join('\n')}`);
  }
  return loadTitleDir(dir);
}
