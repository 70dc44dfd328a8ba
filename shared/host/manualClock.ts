/**
 * A clock that only moves when told to (tests): `advance(ms)` runs, in order, every timer that falls
 * due. Timers due at once (delay 0, or already due) run through `defer` when one is given (the server
 * tests pass setImmediate, so bots at delay 0 keep playing on their own while time stands still), or
 * at the next `advance()` / `runDue()` otherwise.
 */
import type { Clock, TimerHandle } from './clock.js';

interface Pending {
  id: number;
  at: number;
  fn: () => void;
}

export class ManualClock implements Clock {
  private time: number;
  private nextId = 1;
  private pending: Pending[] = [];
  private deferred = false;

  constructor(
    start = 0,
    private readonly defer?: (run: () => void) => void,
  ) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.pending.push({ id, at: this.time + Math.max(0, ms), fn });
    if (ms <= 0) this.scheduleDue();
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending = this.pending.filter((p) => p.id !== handle);
  }

  /** Timers not yet run. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way, in time order. */
  advance(ms: number): void {
    const end = this.time + Math.max(0, ms);
    for (;;) {
      const next = this.earliest();
      if (!next || next.at > end) break;
      this.time = Math.max(this.time, next.at);
      this.run(next);
    }
    this.time = end;
  }

  /** Runs the timers already due, without moving time. */
  runDue(): void {
    this.advance(0);
  }

  private earliest(): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending) if (!best || p.at < best.at || (p.at === best.at && p.id < best.id)) best = p;
    return best;
  }

  private run(p: Pending): void {
    this.pending = this.pending.filter((x) => x !== p);
    p.fn();
  }

  private scheduleDue(): void {
    if (!this.defer || this.deferred) return;
    this.deferred = true;
    this.defer(() => {
      this.deferred = false;
      this.runDue();
    });
  }
}
