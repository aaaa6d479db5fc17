import { drawInt, hashSeed, next } from '../../engine/rng';

// The reference mulberry32 as published (Tommy Ettinger's generator, in its common JS form):
// our port must produce exactly its sequence, so other clients can reproduce draws.
function referenceMulberry32(a: number): () => number {
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('rng', () => {
  test('FNV-1a 32-bit matches the published test vectors', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('foobar')).toBe(0xbf9cf968);
  });

  test('integer seeds are used as they are (as unsigned 32-bit)', () => {
    expect(hashSeed(42)).toBe(42);
    expect(hashSeed(-1)).toBe(0xffffffff);
  });

  test.each([0, 1, 42, 0xdeadbeef])('mulberry32 from seed %i matches the reference for 1000 draws', (seed) => {
    const ref = referenceMulberry32(seed);
    let state = seed >>> 0;
    for (let i = 0; i < 1000; i++) {
      const r = next(state);
      expect(r.value).toBe(ref());
      state = r.state;
    }
  });

  test('drawInt stays in range and advances the state', () => {
    const holder = { rng: 7 };
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const v = drawInt(holder, 3);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(3);
      seen.add(v);
    }
    expect(seen.size).toBe(3);
    expect(holder.rng).not.toBe(7);
  });
});
