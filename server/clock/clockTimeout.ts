/** A one-shot timer on an injected clock, as `{ clear() }` (the delay line's and the audience follower's `later`). */
import type { Clock } from '../../shared/host/clock.js';

export function clockTimeout(clock: Clock): (ms: number, fn: () => void) => { clear(): void } {
  return (ms, fn) => {
    const t = clock.setTimeout(fn, ms);
    return { clear: () => clock.clearTimeout(t) };
  };
}
