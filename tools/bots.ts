/**
 * The random bots' habits, shared by the fuzzer, the benchmarks and the tests: a seeded
 * generator (mulberry32; the bots are outside the game, so never the engine's own), and the
 * choice among legal actions: offers for other players' privates are left out (random trades
 * only shuffle them around), a non-pass choice is preferred seven times in ten, and open
 * parameters take their minimum. (examples/bots.ts has its own copy: an example client uses
 * nothing but the API.)
 */
import type { LegalAction } from '../engine';

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

/** The bot's pick among `legal` (non-empty), as an action ready to apply; null when there is none. */
export function botMove(legal: readonly LegalAction[], rand: () => number): { choice: LegalAction; action: Record<string, unknown> } | null {
  const choices = legal.filter((c) => c.action.type !== 'offer_company');
  if (choices.length === 0) return null;
  const nonPass = choices.filter((c) => c.action.type !== 'pass');
  const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : choices;
  const choice = pool[Math.floor(rand() * pool.length)]!;
  const action = { ...(choice.action as unknown as Record<string, unknown>) };
  for (const [field, range] of Object.entries(choice.params ?? {})) action[field] = (range as { min: number }).min;
  return { choice, action };
}
