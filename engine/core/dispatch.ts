/**
 * Builds a compiled title's mechanism dispatcher (engine/core/mechanism.ts) from the registry. The
 * one core module that imports the registry: compileTitle calls it once per definition.
 */
import type { Definition } from '../definition/types';
import { MECHANISMS } from '../mechanisms/registry';
import { buildDispatcher, type Dispatcher } from './mechanism';

export const dispatcherOf = (definition: Definition): Dispatcher => buildDispatcher(MECHANISMS, definition);
