/**
 * The lint rule contract (in the style of graphql-js validation rules): a rule is a pure
 * function of the definition; the runner concatenates what every rule returns.
 *
 * Rules read content from `def` only, never from `files[...].data`, because the variants rule
 * re-runs them on patched definitions. `files` supplies paths for messages, and the shared
 * catalogue's full tile list (the definition only keeps the tiles the manifest uses).
 * Rules run only after every file passed its schema, so they may trust the generated types.
 */
import type { Definition } from '../../engine/definition/types';
import type { TitleSources } from '../definitions-fs';
import type { ValidationMessage } from '../messages';

export type LintRule = (def: Definition, files: TitleSources) => ValidationMessage[];
