/**
 * Named one-shot timers of a table, on an injected clock. Setting a name again replaces its timer;
 * clearAll on dispose. A callback that throws is reported to `onError`, never rethrown: on the server,
 * outside any handler, it would be an uncaught exception, and Colyseus shuts the whole server down on
 * one (every table, not just this one).
 */
import type { Clock, TimerHandle } from './clock.js';

export type TimerErrorSink = (name: string, error: unknown) => void;

export class Timers {
  private readonly pending = new Map<string, TimerHandle>();

  constructor(
    readonly clock: Clock,
    private readonly onError: TimerErrorSink,
  ) {}

  set(name: string, ms: number, fn: () => void): void {
    this.clear(name);
    const handle = this.clock.setTimeout(
      () => {
        this.pending.delete(name);
        try {
          fn();
        } catch (e) {
          this.onError(name, e);
        }
      },
      Math.max(0, ms),
    );
    this.pending.set(name, handle);
  }

  has(name: string): boolean {
    return this.pending.has(name);
  }

  clear(name: string): void {
    const handle = this.pending.get(name);
    if (handle !== undefined) this.clock.clearTimeout(handle);
    this.pending.delete(name);
  }

  clearAll(): void {
    for (const handle of this.pending.values()) this.clock.clearTimeout(handle);
    this.pending.clear();
  }
}
