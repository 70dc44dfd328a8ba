/**
 * Seat keys: a random secret per seated human that gives the seat back from any device, after a
 * server restart too (`joinById(id, { seatKey })`). The server keeps only the SHA-256 of a key
 * (SeatRecord.seatKeyHash, stored with the table); the key itself travels only in its owner's `welcome`.
 * 256 random bits: guessing is hopeless, and every guess is a matchmaking call that the per-address
 * reservation limit (net/seatReservations.ts) and the HTTP limits already meter.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new key: 32 random bytes in base64url (43 characters, shared/protocol SEAT_KEY_PATTERN). */
export function newSeatKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the server keeps of a key: its SHA-256, hex. */
export function hashSeatKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * A seat's view key: a second secret, for a stream overlay, that opens only the seat's delayed view
 * (`joinById(id, { spectator: true, delayed: true, seatViewKey })`) and never the seat itself, so a
 * leaked overlay link (an OBS scene shown or shared) lets nobody play. Derived from what the server
 * keeps of the seat key (its hash), so the server names it after a restart too, while the hash itself
 * never leaves the server. The same shape as a seat key (43 base64url characters).
 */
export function seatViewKey(seatKeyHash: string): string {
  return createHash('sha256').update(`emberforge seat view key v1:${seatKeyHash}`, 'utf8').digest('base64url');
}

/** What names a seat's delayed stream: the SHA-256 of its view key (hex), never the seat key's own hash. */
export function seatStreamHash(seatKeyHash: string): string {
  return hashSeatKey(seatViewKey(seatKeyHash));
}

/**
 * The index of the hash `key` matches, or -1. Compares against every hash in constant time (no early
 * exit, no string comparison), so timing tells nothing about which seats exist or how close a guess was.
 */
export function matchSeatKey(key: string, hashes: readonly (string | null)[]): number {
  return matchSeatKeyHash(hashSeatKey(key), hashes);
}

/** matchSeatKey for a key already hashed (a delayed seat stream is named by its view key's hash), in the same constant time. */
export function matchSeatKeyHash(hashHex: string, hashes: readonly (string | null)[]): number {
  const presented = /^[0-9a-f]{64}$/.test(hashHex) ? Buffer.from(hashHex, 'hex') : Buffer.alloc(32, 0xff);
  let found = -1;
  hashes.forEach((hash, i) => {
    const stored = hash && /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(32);
    const same = timingSafeEqual(presented, stored) && hash !== null;
    if (same && found < 0) found = i;
  });
  return found;
}
