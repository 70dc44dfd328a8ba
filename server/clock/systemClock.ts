/** The wall clock (Node's timers), the server's default Clock; tests pass a ManualClock instead. */
import type { Clock, TimerHandle } from '../../shared/host/clock.js';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, Math.max(0, ms)),
  clearTimeout: (handle: TimerHandle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The server's time (epoch ms) on its configured clock: the tables', the API's and the restore's one clock. */
export function serverNow(cfg: { clock?: Clock }): () => number {
  const clock = serverClockOf(cfg);
  return () => clock.now();
}

/** The server's configured clock (ServerConfig.clock: a test's ManualClock), else the wall clock. */
export function serverClockOf(cfg: { clock?: Clock }): Clock {
  return cfg.clock ?? systemClock;
}
