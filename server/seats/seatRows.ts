/**
 * The seat records as the public seat rows of the synced state (server/schema/syncSeats.ts writes them
 * into the Schema); a seat still being stored shows empty (Seats.shown).
 */
import type { ArraySchema } from '@colyseus/schema';
import type { SeatSchema } from '../schema/SeatSchema.js';
import { syncSeats as writeSeats } from '../schema/syncSeats.js';
import type { SeatInfo } from '../../shared/protocol/tableInfo.js';
import type { Seats } from './seats.js';

export function seatRows(seats: Seats): SeatInfo[] {
  return seats.shown().map((r) => ({
    seat: r.seat,
    kind: r.kind,
    name: r.name,
    color: r.color ?? '',
    connected: r.kind === 'bot' || (r.kind === 'human' && r.connected),
    botControlled: seats.botControlled(r.seat),
    abandoned: r.abandoned,
    away: r.away,
    botLevel: r.kind === 'bot' ? r.botLevel : null,
  }));
}

/** Mirrors the seat records into the synced state's seat rows. */
export function syncSeatRecords(target: ArraySchema<SeatSchema>, seats: Seats): void {
  writeSeats(target, seatRows(seats));
}
