/**
 * The engine's only source of chance: a mulberry32 generator whose whole state is one uint32, kept in
 * GameState.rng. Every helper is pure: it takes a state and returns the value with the next state.
 */

const STEP = 0x6d2b79f5;

/** The uint32 output for a given state (the state is advanced by the callers, see rngNext). */
function mix(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/**
 * A generator of floats in [0, 1) from `seed` (mulberry32 with its state in a closure), for
 * deterministic things outside a game state: procedural textures, particles, synthesised sounds.
 */
export function seededFloats(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + STEP) >>> 0;
    return mix(s) / 4294967296;
  };
}

/** Normalises any number (a seed) to a valid generator state. */
export function rngFromSeed(seed: number): number {
  return (seed >>> 0) ^ 0x9e3779b9;
}

/** The next uint32 and the generator's new state. */
export function rngNext(state: number): { value: number; state: number } {
  const s = (state + STEP) >>> 0;
  return { value: mix(s), state: s };
}

/** A uniform integer in [0, n) (n ≥ 1) and the new state. */
export function rngInt(state: number, n: number): { value: number; state: number } {
  const s = (state + STEP) >>> 0;
  return { value: Math.floor((mix(s) / 4294967296) * n), state: s };
}

/** A Fisher–Yates shuffled copy of `items` and the new state (the input is not touched). */
export function rngShuffle<T>(items: readonly T[], state: number): { items: T[]; state: number } {
  const out = items.slice();
  let s = state >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s + STEP) >>> 0;
    const j = Math.floor((mix(s) / 4294967296) * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, state: s };
}
