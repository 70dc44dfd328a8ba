import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEAT_KEY_PATTERN } from '../../shared/protocol/joinOptions.js';
import { hashSeatKey, matchSeatKey, newSeatKey } from './seatKeys.js';
import { Seats } from './seats.js';

describe('seat keys', () => {
  it('are 43 base64url characters, all different, hashed with SHA-256 (hex)', () => {
    const keys = new Set(Array.from({ length: 200 }, newSeatKey));
    expect(keys.size).toBe(200);
    for (const k of keys) expect(k).toMatch(SEAT_KEY_PATTERN);
    const k = newSeatKey();
    expect(hashSeatKey(k)).toBe(createHash('sha256').update(k).digest('hex'));
  });

  it('match only the seat whose hash they have, among empty and damaged hashes', () => {
    const [a, b] = [newSeatKey(), newSeatKey()];
    const hashes = [null, 'not a hash', hashSeatKey(a), hashSeatKey(b)];
    expect(matchSeatKey(a, hashes)).toBe(2);
    expect(matchSeatKey(b, hashes)).toBe(3);
    expect(matchSeatKey(newSeatKey(), hashes)).toBe(-1);
    expect(matchSeatKey(a, [])).toBe(-1);
  });

  it('are given to a seated human, forgotten when the seat is freed, and never outlive a rewritten hash', () => {
    const seats = new Seats(3);
    const rec = seats.seatHuman(1, 's1', 'Ann', 'red');
    const key = seats.seatKeyOf(1)!;
    expect(rec.seatKeyHash).toBe(hashSeatKey(key));
    expect(seats.bySeatKey(key)).toBe(rec);
    expect(seats.bySeatKey(newSeatKey())).toBeUndefined();
    seats.addBots(1, 'easy');
    expect(seats.seatKeyOf(0)).toBeNull(); // a bot has no key
    // A record restored from the store (another hash): the remembered key no longer counts...
    const restored = newSeatKey();
    rec.seatKeyHash = hashSeatKey(restored);
    expect(seats.seatKeyOf(1)).toBeNull();
    // ...until its owner reclaims the seat with the right one.
    expect(seats.bySeatKey(restored)).toBe(rec);
    expect(seats.seatKeyOf(1)).toBe(restored);
    seats.vacate(1);
    expect(seats.seatKeyOf(1)).toBeNull();
    expect(seats.bySeatKey(restored)).toBeUndefined();
  });
});
