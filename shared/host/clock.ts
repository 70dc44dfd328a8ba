/**
 * The time source of the host loop and every timer of a table, injected so that tests drive time
 * themselves (ManualClock) instead of waiting on the wall clock. The server passes the system clock
 * (server/clock/systemClock.ts), the offline practice game the browser's.
 */
export type TimerHandle = unknown;

export interface Clock {
  /** Epoch milliseconds (deadlines sent to clients are compared with the client's Date.now()). */
  now(): number;
  /** Calls `fn` once, `ms` from now (0 or less: as soon as possible, never synchronously). */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
