/**
 * The table's spectator count: its own spectators plus what each of its audience rooms reports
 * through presence. A room that stops reporting (its process died) is dropped after `staleMs`.
 */
export class AudienceCounts {
  /** Spectators connected to the table room itself. */
  local = 0;
  private readonly rooms = new Map<string, { n: number; at: number }>();

  constructor(private readonly staleMs: number) {}

  /** Returns whether the total changed. */
  report(room: string, n: number, now: number): boolean {
    const before = this.total(now);
    if (n <= 0) this.rooms.delete(room);
    else this.rooms.set(room, { n, at: now });
    return this.total(now) !== before;
  }

  /** Spectators in audience rooms (stale reports dropped). */
  remote(now: number): number {
    let sum = 0;
    for (const [room, r] of this.rooms) {
      if (now - r.at > this.staleMs) this.rooms.delete(room);
      else sum += r.n;
    }
    return sum;
  }

  total(now: number): number {
    return this.local + this.remote(now);
  }
}
