/** Mirrors the seat rows into the public SeatSchema array, as SEAT_FIELDS declares (stateToSeats reads them back). */
import type { ArraySchema } from '@colyseus/schema';
import { writeList } from '../../shared/protocol/fieldKit.js';
import { SEAT_FIELDS } from '../../shared/protocol/seatFields.js';
import type { SeatInfo } from '../../shared/protocol/tableInfo.js';
import { SCHEMA_MAKERS } from './schemaMakers.js';
import type { SeatSchema } from './SeatSchema.js';

export function syncSeats(target: ArraySchema<SeatSchema>, seats: readonly SeatInfo[]): void {
  writeList(target, seats, SEAT_FIELDS, (m) => m.seat(), { hands: [], onPrivate: () => {}, make: SCHEMA_MAKERS });
}
