/** The predictable generator now lives with the platform (shared/platform/random/publicRng.ts); this path stays for Emberforge's client and scripts. */
export { rngAdvance, rngInt, rngIntAt, rngNext, seededFloats } from '../../../platform/random/publicRng.js';
