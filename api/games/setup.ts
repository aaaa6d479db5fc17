/**
 * A game's setup as the engine receives it: players, seed, variant and the stored options,
 * the same for the game's creation and for every replay of its log.
 */
import type { StoredGameSetup } from '../db/entities';
import { echo } from '../errors';

/** Longest seed, in characters. */
export const MAX_SEED_LENGTH = 128;

/**
 * The seed as the engine receives it. A canonical decimal 32-bit unsigned integer
 * ("42") is passed as that number, so a seed copied from the engine CLI or a test
 * means the same game here; any other string is passed as a string, which the
 * engine hashes (FNV-1a). The stored seed is always the string the client sent.
 */
export function engineSeed(seed: string): string | number {
  if (/^(0|[1-9][0-9]{0,9})$/.test(seed)) {
    const n = Number(seed);
    if (n <= 0xffffffff) return n;
  }
  return seed;
}

/**
 * What is wrong with a game's stored setup (as an export carries it), or null: every key is
 * one of StoredGameSetup's, with its type, since the stored setup is handed to the engine on
 * every replay of the game.
 */
export function storedSetupProblem(setup: object): string | null {
  const isBool = (v: unknown) => typeof v === 'boolean';
  const checks: Record<string, [(v: unknown) => boolean, string]> = {
    connectionChecks: [(v) => v === 'engine' || v === 'actions', '"engine" or "actions"'],
    allowManualEnd: [isBool, 'true or false'],
    endByAgreement: [isBool, 'true or false'],
    recordedLays: [isBool, 'true or false'],
    recordedRevenues: [isBool, 'true or false'],
    passBlockedCities: [isBool, 'true or false'],
    optionalRules: [(v) => Array.isArray(v) && v.length <= 64 && v.every((r) => typeof r === 'string' && r.length > 0 && r.length <= 64), 'a list of rule ids'],
    engineSeed: [(v) => (typeof v === 'string' && v.length > 0 && v.length <= MAX_SEED_LENGTH && !v.includes('\u0000')) || (typeof v === 'number' && Number.isFinite(v)), `a number or a string of 1 to ${MAX_SEED_LENGTH} characters`],
  };
  for (const [key, value] of Object.entries(setup)) {
    const check = checks[key];
    if (!check) return `unknown key ${echo(key)} (known: ${Object.keys(checks).join(', ')})`;
    if (!check[0](value)) return `${key} must be ${check[1]}`;
  }
  return null;
}

/**
 * The engine's setup for a game: players, seed and variant, plus the stored options
 * (null for games created here). Used both when a game is created and whenever its
 * log is replayed, so that every replay starts from the same game.
 */
export function engineSetup(
  players: string[],
  seed: string,
  variant: string | null,
  setup: StoredGameSetup | null,
): { players: string[]; seed: string | number; variant: string | null; connectionChecks?: 'engine' | 'actions'; allowManualEnd?: boolean; endByAgreement?: boolean; recordedLays?: boolean; recordedRevenues?: boolean; passBlockedCities?: boolean } {
  return {
    players,
    seed: setup?.engineSeed ?? engineSeed(seed),
    variant,
    ...(setup?.connectionChecks !== undefined ? { connectionChecks: setup.connectionChecks } : {}),
    ...(setup?.allowManualEnd !== undefined ? { allowManualEnd: setup.allowManualEnd } : {}),
    ...(setup?.endByAgreement !== undefined ? { endByAgreement: setup.endByAgreement } : {}),
    ...(setup?.recordedLays !== undefined ? { recordedLays: setup.recordedLays } : {}),
    ...(setup?.recordedRevenues !== undefined ? { recordedRevenues: setup.recordedRevenues } : {}),
    ...(setup?.passBlockedCities !== undefined ? { passBlockedCities: setup.passBlockedCities } : {}),
  };
}
