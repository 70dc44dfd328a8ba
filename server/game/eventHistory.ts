/**
 * The game's event history: the engine's full (unredacted) events of every accepted action, with the
 * version it produced. Late joiners (spectators, reconnecting players) get it redacted for their own
 * seat or 'spectator', capped to the most recent events, in the compact wire form of live events
 * (the table's game module redacts and encodes them).
 */
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { Seat } from '../../shared/platform/seats.js';
import type { HistoryWire } from '../../shared/protocol/eventsEnvelope.js';

interface Entry {
  version: number;
  seat: Seat;
  /** Full engine events: never sent as they are. */
  events: unknown[];
}

export class EventHistory {
  private readonly entries: Entry[] = [];
  /** The spectator form, shared by every spectator until the next action. */
  private spectatorCache: { version: number; cap: number; wire: HistoryWire } | null = null;

  constructor(private readonly module: AnyGameModule) {}

  push(version: number, seat: Seat, events: readonly unknown[]): void {
    this.entries.push({ version, seat, events: [...events] });
  }

  get length(): number {
    return this.entries.length;
  }

  /**
   * The last `cap` events as `viewer` may see them (each action's events redacted exactly as the live
   * `events` message was), oldest first. The first entry may hold only the tail of its action.
   */
  wireFor(viewer: Seat | 'spectator', cap: number): HistoryWire {
    const last = this.entries.at(-1)?.version ?? 0;
    const cached = this.spectatorCache;
    if (viewer === 'spectator' && cached && cached.version === last && cached.cap === cap) return cached.wire;
    const out: HistoryWire = [];
    let left = Math.max(0, Math.floor(cap));
    for (let i = this.entries.length - 1; i >= 0 && left > 0; i--) {
      const e = this.entries[i]!;
      const shown = this.module.redactEvents(e.events, viewer);
      if (shown.length === 0) continue;
      const kept = shown.length > left ? shown.slice(shown.length - left) : shown;
      left -= kept.length;
      out.push(this.module.encodeEvents(e.version, e.seat, kept));
    }
    out.reverse();
    if (viewer === 'spectator') this.spectatorCache = { version: last, cap, wire: out };
    return out;
  }
}
