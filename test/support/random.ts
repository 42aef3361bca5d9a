/**
 * mulberry32: a small seeded PRNG, so that generated cases (test/unit/liquid-cases.ts) and random edit
 * sequences (test/site-edits.ts) are the same on every run and a failing one can be made again from
 * its seed.
 */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[int(items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof random>;
