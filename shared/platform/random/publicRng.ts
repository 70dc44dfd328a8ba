/**
 * PREDICTABLE randomness (mulberry32, 32-bit state): anyone who sees a few outputs can recover the
 * state. Only for things that hide nothing: procedural textures, particles, synthesised sounds and the
 * bots' own choices of move. NEVER for hidden information (the deck order, hands): that comes from the
 * ChaCha20 generator of ./secretRng.ts, keyed by a server secret.
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
 * deterministic cosmetic things outside a game state: procedural textures, particles, synthesised sounds.
 */
export function seededFloats(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + STEP) >>> 0;
    return mix(s) / 4294967296;
  };
}

/** The next uint32 and the new state (predictable: bots' choices only, never hidden cards). */
export function rngNext(state: number): { value: number; state: number } {
  const s = (state + STEP) >>> 0;
  return { value: mix(s), state: s };
}

/** An integer in [0, n) (n ≥ 1) and the new state (predictable: bots' choices only, never hidden cards). */
export function rngInt(state: number, n: number): { value: number; state: number } {
  const s = rngAdvance(state);
  return { value: rngIntAt(s, n), state: s };
}

/** rngInt in two numbers, no object (hot loops): the new state, then the integer it gives. */
export function rngAdvance(state: number): number {
  return (state + STEP) >>> 0;
}

/** rngInt's integer in [0, n) for the state rngAdvance returned. */
export function rngIntAt(advanced: number, n: number): number {
  return Math.floor((mix(advanced) / 4294967296) * n);
}
