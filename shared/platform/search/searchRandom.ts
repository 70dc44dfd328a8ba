/**
 * The search's own seeded generator (mulberry32: predictable, which is fine for a bot's choices and its
 * guesses at hidden cards; never for a real game's hidden cards, see ../random/secretRng.ts).
 */
export function searchRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
