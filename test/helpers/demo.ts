/** Loading the demo title and playing it with a seeded random bot, shared by engine and API tests. */
import { applyVariant, compileTitle, type Title } from '../../engine';
import { loadAllTitles } from '../../tools/definitions-fs';
import type { Definition } from '../../engine/definition/types';

let cache: Map<string, Definition> | null = null;

export function definitionOf(id: string): Definition {
  cache ??= loadAllTitles();
  const def = cache.get(id);
  if (!def) throw new Error(`no title ${id}`);
  return def;
}

export function titleOf(id: string, variant: string | null = null): Title {
  return compileTitle(applyVariant(definitionOf(id), variant));
}

/** A small deterministic generator for bots (not the engine's; bots are outside the game). */
export function botRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
