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

/**
 * The linear congruential generator of 18xx.games (title.json setup.generator "lcg31"): the state
 * is kept modulo 2^31 and each draw is state = (1103515245 × state + 12345) mod 2^31; the draw's
 * value is the new state. Math.imul gives the product's low 32 bits, which is all a modulus of
 * 2^31 needs. Titles whose recorded games must draw the same setup use it.
 */
export function nextLcg(state: number): number {
  return (Math.imul(1103515245, state) + 12345) & 0x7fffffff;
}

/** The generator a game uses: mulberry32 unless the state names the 18xx.games LCG. */
export interface RngHolder {
  rng: number;
  generator?: 'lcg31';
}

/** Draws an integer in [0, n) from `holder.rng`, advancing it. */
export function drawInt(holder: RngHolder, n: number): number {
  if (holder.generator === 'lcg31') {
    holder.rng = nextLcg(holder.rng);
    return Math.floor((holder.rng / 2147483648) * n);
  }
  const r = next(holder.rng);
  holder.rng = r.state;
  return Math.floor(r.value * n);
}

/**
 * Draws an index in [0, n) as 18xx.games' `rand % n` does with the "lcg31" generator: the new state
 * modulo n (18xx.games' Base#init_company_abilities draws a `random_president` this way). With
 * mulberry32, as drawInt.
 */
export function drawModulo(holder: RngHolder, n: number): number {
  if (holder.generator === 'lcg31') {
    holder.rng = nextLcg(holder.rng);
    return holder.rng % n;
  }
  return drawInt(holder, n);
}

/**
 * Shuffles a copy of `items` the game's way. With the 18xx.games LCG, as Ruby's sort_by { rand }:
 * one draw per item in order as its key, then ascending by key (ties keep their order). Otherwise
 * Fisher-Yates from the last item down, one draw per item but the first.
 */
export function shuffled<T>(holder: RngHolder, items: readonly T[]): T[] {
  if (holder.generator === 'lcg31') {
    const keyed = items.map((item) => {
      holder.rng = nextLcg(holder.rng);
      return { item, key: holder.rng };
    });
    return keyed
      .map((k, i) => ({ ...k, i }))
      .sort((a, b) => a.key - b.key || a.i - b.i)
      .map((k) => k.item);
  }
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = drawInt(holder, i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
