/** The reservation policy as plain logic: a table's places, and an address's budget that only its own reservations use. */
import { describe, expect, it } from 'vitest';
import type { PendingReservation } from '../colyseus/patches.js';
import { fits, placeOf, ReservationLedger, type Place, type ReservationAuth, type TableReservationLimits } from './seatReservations.js';

const LIMITS: TableReservationLimits = { perTable: 64, perAddressAtTable: 4, perSeatKey: 2 };

let n = 0;
function held(address: string, place: Place): PendingReservation {
  const auth: ReservationAuth = { sessionId: `s${n}`, address, place };
  return { sessionId: `s${n++}`, auth };
}

/**
 * Greedy addresses asking until none gets another (in turn, or each as many as it can before the next):
 * how many each holds.
 */
function floodUntilStuck(addresses: number, order: 'in turn' | 'one after another' = 'in turn', limits = LIMITS): number[] {
  const pending: PendingReservation[] = [];
  let more = true;
  while (more) {
    more = false;
    for (let a = 0; a < addresses; a++)
      while (fits('open', `a${a}`, pending, limits)) {
        pending.push(held(`a${a}`, 'open'));
        more = true;
        if (order === 'in turn') break;
      }
  }
  return Array.from({ length: addresses }, (_, a) => pending.filter((p) => (p.auth as ReservationAuth).address === `a${a}`).length);
}

describe('a table’s open places', () => {
  it('give an address fewer the fuller the table, so floods from few addresses leave most of it free', () => {
    expect(floodUntilStuck(1)).toEqual([4]);
    expect(floodUntilStuck(3)).toEqual([4, 4, 4]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b);
    expect(floodUntilStuck(10)).toEqual(Array(10).fill(3));
    expect(floodUntilStuck(10, 'one after another')).toEqual([4, 4, 4, 4, 3, 3, 3, 3, 3, 2]);
    expect(sum(floodUntilStuck(10, 'one after another'))).toBe(33);
    // After any of these, a friend at another address (holding none) still fits.
    for (const attackers of [1, 3, 10, 20, 33]) {
      const pending = floodUntilStuck(attackers, 'one after another').flatMap((count, a) =>
        Array.from({ length: count }, () => held(`a${a}`, 'open')),
      );
      expect(pending.length).toBeLessThan(64);
      expect(fits('open', 'friend', pending, LIMITS)).toBe(true);
    }
    // It takes 34 addresses to fill a table (64 when they ask in turn, one place each).
    expect(sum(floodUntilStuck(34, 'one after another'))).toBe(64);
    expect(floodUntilStuck(64).every((c) => c === 1)).toBe(true);
    const full = Array.from({ length: 64 }, (_, a) => held(`a${a}`, 'open'));
    expect(fits('open', 'friend', full, LIMITS)).toBe(false);
  });

  it('leave a seat key its own places, and the create call its own', () => {
    const full = Array.from({ length: 64 }, (_, a) => held(`a${a}`, 'open'));
    expect(fits('seat 1', 'a0', full, LIMITS)).toBe(true);
    expect(fits('seat 1', 'x', [...full, held('x', 'seat 1'), held('y', 'seat 1')], LIMITS)).toBe(false);
    expect(fits('seat 0', 'x', [...full, held('x', 'seat 1'), held('y', 'seat 1')], LIMITS)).toBe(true);
    expect(fits('creator', 'x', full, LIMITS)).toBe(true);
    // Keyed and creator reservations take no open place.
    expect(fits('open', 'friend', [held('x', 'seat 0'), held('x', 'seat 1'), held('x', 'creator')], { ...LIMITS, perTable: 1 })).toBe(true);
  });

  it('are chosen by the create call, then by a seat key that fits', () => {
    expect(placeOf({ sessionId: 's', address: 'a', creator: true }, 2)).toBe('creator');
    expect(placeOf({ sessionId: 's', address: 'a' }, 2)).toBe('seat 2');
    expect(placeOf({ sessionId: 's', address: 'a' }, null)).toBe('open');
  });
});

describe('ReservationLedger', () => {
  it("counts an address's pending reservations until each is used or expires; nothing else frees them", () => {
    let t = 0;
    const ledger = new ReservationLedger(() => t);
    for (let i = 0; i < 8; i++) ledger.hold(`a${i}`, 'A', 5);
    ledger.hold('b0', 'B', 5);
    expect(ledger.pending('A')).toBe(8);
    ledger.release('b0'); // another address's join
    expect(ledger.pending('A')).toBe(8);
    ledger.release('a0'); // its own join
    expect(ledger.pending('A')).toBe(7);
    t = 4999;
    expect(ledger.pending('A')).toBe(7);
    t = 5000;
    expect(ledger.pending('A')).toBe(0);
  });
});
