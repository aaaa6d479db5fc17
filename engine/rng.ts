/**
 * Seeded random numbers for games that need them (shuffles, draws, seat order).
 *
 * The generator is mulberry32: a 32-bit state, one multiply-xorshift step per
 * draw. It is tiny, has no platform-dependent arithmetic (only Math.imul and
 * 32-bit shifts), and any client can reimplement it to check a game. Its whole
 * state is one integer kept inside the game state, so replaying a log always
 * draws the same numbers. String seeds are first hashed with FNV-1a (32-bit).
 */

/** FNV-1a over the UTF-16 code units of `text`, as an unsigned 32-bit integer. */
export function hashSeed(seed: string | number): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One mulberry32 step: returns the next state and a float in [0, 1). */
export function next(state: number): { state: number; value: number } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { state: s, value };
}

/** Draws an integer in [0, n) from `holder.rng`, advancing it. */
export function drawInt(holder: { rng: number }, n: number): number {
  const r = next(holder.rng);
  holder.rng = r.state;
  return Math.floor(r.value * n);
}
