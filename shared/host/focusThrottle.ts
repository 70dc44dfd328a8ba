/**
 * At most one value per interval, the latest kept: a value offered when the last one went out long
 * enough ago goes out at once; one offered sooner waits (replacing any value already waiting) and goes
 * out when the interval has passed (a trailing update, so the last value is never lost). A value equal
 * to the last one sent is not sent again. Runs on the table's timers (its injected clock).
 */
import type { Timers } from './timers.js';

export class FocusThrottle<T> {
  private lastAt = -Infinity;
  private last: T | undefined;
  private waiting: { value: T } | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly timerName: string,
    private readonly intervalMs: number,
    private readonly same: (a: T, b: T) => boolean,
    private readonly emit: (value: T) => void,
  ) {}

  offer(value: T): void {
    const now = this.timers.clock.now();
    if (this.waiting) {
      this.waiting.value = value; // the timer is set: it sends the latest
      return;
    }
    if (now - this.lastAt >= this.intervalMs) {
      this.send(value, now);
      return;
    }
    this.waiting = { value };
    this.timers.set(this.timerName, this.lastAt + this.intervalMs - now, () => {
      const w = this.waiting;
      this.waiting = null;
      if (w) this.send(w.value, this.timers.clock.now());
    });
  }

  /** The value sent last (undefined before any). */
  get current(): T | undefined {
    return this.last;
  }

  private send(value: T, now: number): void {
    if (this.last !== undefined && this.same(this.last, value)) return;
    this.last = value;
    this.lastAt = now;
    this.emit(value);
  }
}
