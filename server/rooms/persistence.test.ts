/** What the table's writer logs of a store error: never the query's parameters (a config holds the secret seed). */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import type { SeatRecord } from '../seats/seats.js';
import { storeErrorText } from './storeErrorText.js';
import { seatsKey, storedSeats } from './storedRecords.js';

describe('storeErrorText', () => {
  it("keeps the driver's own line and drops Drizzle's query and parameters", () => {
    const seed = 'a'.repeat(64);
    const cause = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
    const text = storeErrorText(new DrizzleQueryError('update "tables" set "config" = ?', [JSON.stringify({ seed })], cause));
    expect(text).toBe('Error SQLITE_BUSY: SQLITE_BUSY: database is locked');
    expect(text).not.toContain(seed);
    const bare = storeErrorText(new DrizzleQueryError('update "tables" set "config" = ?', [seed], undefined as unknown as Error));
    expect(bare).not.toContain(seed);
  });
});

describe('seatsKey', () => {
  const record: SeatRecord = {
    seat: 0,
    kind: 'human',
    name: 'Ann',
    color: 'red',
    botLevel: 'easy',
    sessionId: 's1',
    connected: true,
    graceExpired: false,
    missedTurns: 0,
    coveredTurn: null,
    away: false,
    abandoned: false,
    seatKeyHash: 'h1',
    storing: false,
  };
  /** A different value of the same type, for every field a seat can store. */
  const other = (v: unknown): unknown =>
    typeof v === 'boolean' ? !v : typeof v === 'number' ? v + 1 : v === null ? '3-activation-1' : `${String(v)}-changed`;

  it('changes with every field that is stored of a seat (the seats are written again only when it does)', () => {
    const before = seatsKey([record]);
    const fields = Object.keys(storedSeats([record])[0]!).filter((f) => f !== 'seat' && f !== 'botLevel');
    expect(fields.length).toBeGreaterThanOrEqual(9);
    for (const field of fields) {
      const changed = { ...record, [field]: other(record[field as keyof SeatRecord]) } as SeatRecord;
      expect(JSON.stringify(storedSeats([changed]))).not.toBe(JSON.stringify(storedSeats([record])));
      expect(seatsKey([changed]), field).not.toBe(before);
    }
    // A bot's level is stored (a human seat's is not: it has none).
    const bot: SeatRecord = { ...record, kind: 'bot', seatKeyHash: null, sessionId: null };
    expect(storedSeats([bot])[0]!.botLevel).toBe('easy');
    expect(seatsKey([{ ...bot, botLevel: 'hard' }])).not.toBe(seatsKey([bot]));
    // What is not stored (the live connection) does not make a write.
    expect(seatsKey([{ ...record, connected: false, sessionId: 's2' }])).toBe(before);
  });
});
