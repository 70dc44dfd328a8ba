/** Mirrors the seat records into the public SeatSchema array. */
import type { ArraySchema } from '@colyseus/schema';
import { SeatSchema } from '../schema/SeatSchema.js';
import type { Seats } from './seats.js';

export function syncSeats(target: ArraySchema<SeatSchema>, seats: Seats): void {
  while (target.length > seats.count) target.pop();
  for (const r of seats.records) {
    let s = target[r.seat];
    if (!s) {
      s = new SeatSchema();
      target.push(s);
    }
    s.seat = r.seat;
    s.kind = r.kind;
    s.name = r.name;
    s.color = r.color ?? '';
    s.connected = r.kind === 'bot' || (r.kind === 'human' && r.connected);
    s.botControlled = seats.botControlled(r.seat);
    s.abandoned = r.abandoned;
  }
}
