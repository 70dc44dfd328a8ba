/**
 * The client's game log: events per game version, oldest first, capped to the most recent events.
 * The server sends a `history` (the events before this client joined or came back) and live `events`
 * messages; both arrive here, possibly overlapping (a reconnection's history repeats what was seen
 * live), and every version is kept once, in version order. A version already held is not taken again.
 */
import type { DecodedEvents } from '../../shared/platform/gameWire.js';
import type { LoggedEvent } from '../state/gameStore.js';

let nextId = 1;

export class GameLog {
  /** Sorted by version; each holds that version's logged events. */
  private chunks: { version: number; entries: LoggedEvent[] }[] = [];
  private count = 0;

  constructor(private readonly cap: number) {}

  /** Adds the versions not held yet; true when the log changed. */
  add(messages: readonly DecodedEvents[]): boolean {
    let changed = false;
    for (const m of messages) {
      if (m.events.length === 0) continue;
      const at = this.insertionPoint(m.version);
      if (at < 0) continue; // already held
      // Older than everything kept while the log is full: it would be cut at once.
      if (at === 0 && this.count >= this.cap && this.chunks.length > 0) continue;
      this.chunks.splice(at, 0, { version: m.version, entries: m.events.map((event) => ({ id: nextId++, event })) });
      this.count += m.events.length;
      changed = true;
    }
    if (changed) this.trim();
    return changed;
  }

  /** The events, oldest first (at most `cap`). */
  entries(): LoggedEvent[] {
    return this.chunks.flatMap((c) => c.entries);
  }

  /** Index where `version` belongs, or -1 if held. Usually the end: live events come in order. */
  private insertionPoint(version: number): number {
    let i = this.chunks.length;
    while (i > 0 && this.chunks[i - 1]!.version > version) i--;
    return i > 0 && this.chunks[i - 1]!.version === version ? -1 : i;
  }

  private trim(): void {
    while (this.count > this.cap && this.chunks.length > 0) {
      const first = this.chunks[0]!;
      const excess = this.count - this.cap;
      if (first.entries.length <= excess) {
        this.chunks.shift();
        this.count -= first.entries.length;
      } else {
        first.entries = first.entries.slice(excess);
        this.count -= excess;
      }
    }
  }
}
