/**
 * An audience room's copy of the spectator history: the spectator-redacted events of each action in
 * wire form, as the table published them, capped to the most recent `cap` events exactly as the
 * table's own `history` message is (the first entry may hold only the tail of its action).
 */
import type { EventsWire, HistoryWire, WireEvent } from '../../shared/protocol/eventsEnvelope.js';

export class WireHistory {
  private entries: EventsWire[] = [];
  private count = 0;
  private cache: HistoryWire | null = null;

  constructor(private readonly cap: number) {}

  /** Starts over from a snapshot's history. */
  reset(history: HistoryWire): void {
    this.entries = [];
    this.count = 0;
    for (const e of history) this.push(e);
  }

  get lastVersion(): number {
    return this.entries.at(-1)?.[0] ?? 0;
  }

  push(entry: EventsWire): void {
    if (entry[2].length === 0 || entry[0] <= this.lastVersion) return; // nothing shown, or already held
    this.entries.push(entry);
    this.count += entry[2].length;
    while (this.entries.length > 0 && this.count - this.entries[0]![2].length >= this.cap) this.count -= this.entries.shift()![2].length;
    this.cache = null;
  }

  /** The `history` message: the last `cap` events, oldest first (shared by every joiner until the next action). */
  wire(): HistoryWire {
    if (this.cache) return this.cache;
    const over = this.count - this.cap;
    const first = this.entries[0];
    if (over > 0 && first) {
      const tail: WireEvent[] = first[2].slice(over);
      this.cache = [[first[0], first[1], tail], ...this.entries.slice(1)];
    } else this.cache = [...this.entries];
    return this.cache;
  }
}
