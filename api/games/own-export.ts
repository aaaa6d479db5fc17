/** Our own export format (exportGame writes it, importGame reads it back). */
import { createHash } from 'node:crypto';
import type { StoredGameSetup } from '../db/entities';
import type { Title } from '../engine-port';
import { echo, ServiceError } from '../errors';
import { MAX_SEED_LENGTH, storedSetupProblem } from './setup';

export const OWN_FORMAT = 'switchyard-game';

/** A game in our own export format. */
export interface OwnExport {
  format: typeof OWN_FORMAT;
  formatVersion: 1;
  title: string;
  /** Hash of the title's definition when exported: a replay may diverge if it has changed. */
  titleVersion: string;
  variant: string | null;
  /** Null while a game whose title has hidden draws runs (hasHiddenDraws): it would reveal them. */
  seed: string | null;
  players: string[];
  setup: StoredGameSetup | null;
  actions: { seat: number | null; action: unknown }[];
}

/**
 * Whether a title (as compiled with its variant) deals from a pile players may not see, whose
 * order the seed decides: a solo tableau's draw pile (title.json tableau: 1862 solo). For such a
 * title the seed of a running game is secret; for the others it decides only what the setup
 * shows at once (seating, corporation order, permits, cousins), and replays need it.
 */
export function hasHiddenDraws(title: Title): boolean {
  const definition = (title as { definition?: { title?: { tableau?: unknown } } }).definition;
  return definition?.title?.tableau !== undefined && definition.title.tableau !== null;
}

/** A short, stable hash of a title's definition files. */
export function definitionVersion(definition: unknown): string {
  return createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 16);
}

/** Our own export (checked), or null when the data is something else (an 18xx.games export). */
export function ownExportFrom(data: unknown): (OwnExport & { seed: string }) | null {
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== OWN_FORMAT) return null;
  const d = data as Partial<OwnExport>;
  const bad = (what: string): never => {
    throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: ${what}`);
  };
  if (d.formatVersion !== 1) bad(`formatVersion ${echo(d.formatVersion)} is not supported (1 is)`);
  if (typeof d.title !== 'string') bad('title must be a string');
  if (typeof d.titleVersion !== 'string') bad('titleVersion must be a string');
  if (d.variant !== null && typeof d.variant !== 'string') bad('variant must be a string or null');
  if (d.seed === null) bad('it has no seed: a game with hidden draws is exported without it until it ends, and can be imported once it has ended');
  if (typeof d.seed !== 'string' || d.seed.length === 0 || d.seed.length > MAX_SEED_LENGTH) bad(`seed must be 1 to ${MAX_SEED_LENGTH} characters`);
  if (typeof d.seed === 'string' && d.seed.includes('\u0000')) bad('seed must not contain the character U+0000');
  if (!Array.isArray(d.players)) bad('players must be an array of names');
  if (d.setup !== null && (typeof d.setup !== 'object' || Array.isArray(d.setup))) bad('setup must be an object or null');
  if (d.setup) {
    const problem = storedSetupProblem(d.setup);
    if (problem) bad(`setup: ${problem}`);
  }
  if (!Array.isArray(d.actions) || d.actions.some((a) => !a || typeof a !== 'object' || !('action' in a))) bad('actions must be a list of { seat, action }');
  return d as OwnExport & { seed: string };
}
