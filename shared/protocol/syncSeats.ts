/** Mirrors the seat rows into the public SeatSchema array (stateToSeats reads them back). */
import type { ArraySchema } from '@colyseus/schema';
import { SeatSchema } from './schema/SeatSchema.js';
import type { SeatInfo } from './tableInfo.js';

export function syncSeats(target: ArraySchema<SeatSchema>, seats: readonly SeatInfo[]): void {
  while (target.length > seats.length) target.pop();
  for (const r of seats) {
    let s = target[r.seat];
    if (!s) {
      s = new SeatSchema();
      target.push(s);
    }
    s.seat = r.seat;
    s.kind = r.kind;
    s.name = r.name;
    s.color = r.color;
    s.connected = r.connected;
    s.botControlled = r.botControlled;
    s.abandoned = r.abandoned;
  }
}
