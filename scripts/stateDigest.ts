/** The digest the simulator prints: SHA-256 over each final state's JSON, in order (one game: its own). */
import { createHash } from 'node:crypto';
import type { Hasher } from '../shared/platform/hash.js';

export function sha256Hasher(): Hasher {
  const h = createHash('sha256');
  return { update: (t) => void h.update(t), digest: () => h.digest('hex') };
}

/** `npm run simulate -- --games 1 ...` prints this digest of its one game's final state (any game's: its state's JSON). */
export function stateDigest(state: unknown): string {
  const h = sha256Hasher();
  h.update(JSON.stringify(state));
  return h.digest();
}
