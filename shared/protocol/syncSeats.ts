/** Mirrors the seat rows into the public SeatSchema array, as SEAT_FIELDS declares (stateToSeats reads them back). */
import type { ArraySchema } from '@colyseus/schema';
import { writeList } from './fieldKit.js';
import { SEAT_FIELDS } from './gameFields.js';
import { SeatSchema } from './schema/SeatSchema.js';
import type { SeatInfo } from './tableInfo.js';

export function syncSeats(target: ArraySchema<SeatSchema>, seats: readonly SeatInfo[]): void {
  writeList(target, seats, SEAT_FIELDS, () => new SeatSchema(), { hands: [], onHandCard: () => {} });
}
