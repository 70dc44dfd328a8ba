/**
 * Who sits where at one table, and who is playing each seat. The Colyseus client count cannot do
 * this (maxClients counts spectators too), so seats are managed here; SeatSchema mirrors them.
 */
import { PLAYER_COLORS, type PlayerColor, type Seat } from '../../shared/index.js';
import { freeBotName } from '../lobby/uniqueNames.js';

export type SeatKind = 'empty' | 'human' | 'bot';

export interface SeatRecord {
  seat: Seat;
  kind: SeatKind;
  name: string;
  color: PlayerColor | null;
  /** The Colyseus session of the human in this seat (kept while they may reconnect). */
  sessionId: string | null;
  connected: boolean;
  /** Dropped for longer than the grace period: the bot plays until they return. */
  graceExpired: boolean;
  /** The turn clock ran out: the bot plays until the player acts or sends `resume`. */
  away: boolean;
  /** Left the running game for good: the bot finishes it for them. */
  abandoned: boolean;
}

export class Seats {
  readonly records: SeatRecord[];

  constructor(count: number) {
    this.records = Array.from({ length: count }, (_, seat) => emptySeat(seat));
  }

  get count(): number {
    return this.records.length;
  }

  bySession(sessionId: string): SeatRecord | undefined {
    return this.records.find((r) => r.kind === 'human' && r.sessionId === sessionId);
  }

  /** The requested seat if free, else the first free seat; -1 when the table is full. */
  freeSeat(preferred: Seat | null): Seat {
    if (preferred !== null) return this.records[preferred]?.kind === 'empty' ? preferred : -1;
    return this.records.findIndex((r) => r.kind === 'empty');
  }

  /** The requested colour if nobody uses it, else (when none was requested) the first free colour. */
  pickColor(requested: PlayerColor | null): PlayerColor | null {
    const taken = new Set(this.records.map((r) => r.color));
    if (requested !== null) return taken.has(requested) ? null : requested;
    return PLAYER_COLORS.find((c) => !taken.has(c)) ?? null;
  }

  seatHuman(seat: Seat, sessionId: string, name: string, color: PlayerColor): SeatRecord {
    const r = this.records[seat]!;
    Object.assign(r, emptySeat(seat), { kind: 'human', name, color, sessionId, connected: true });
    return r;
  }

  /** Fills up to `count` empty seats with bots; returns how many were added. */
  addBots(count: number): number {
    let added = 0;
    for (const r of this.records) {
      if (added >= count) break;
      if (r.kind !== 'empty') continue;
      const color = this.pickColor(null);
      if (!color) break;
      const name = freeBotName(this.records, r.seat); // distinct from every name at the table
      Object.assign(r, emptySeat(r.seat), { kind: 'bot', name, color, connected: true });
      added++;
    }
    return added;
  }

  vacate(seat: Seat): void {
    Object.assign(this.records[seat]!, emptySeat(seat));
  }

  isFull(): boolean {
    return this.records.every((r) => r.kind !== 'empty');
  }

  /** The heuristic bot plays this seat right now. */
  botControlled(seat: Seat): boolean {
    const r = this.records[seat];
    if (!r) return false;
    return r.kind === 'bot' || r.abandoned || r.graceExpired || r.away;
  }

  humans(): SeatRecord[] {
    return this.records.filter((r) => r.kind === 'human');
  }
}

function emptySeat(seat: Seat): SeatRecord {
  return {
    seat,
    kind: 'empty',
    name: '',
    color: null,
    sessionId: null,
    connected: false,
    graceExpired: false,
    away: false,
    abandoned: false,
  };
}
