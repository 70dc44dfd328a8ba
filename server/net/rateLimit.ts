/** A per-client token bucket: `burst` messages at once, refilled at `perSecond`. */
import type { RateLimitConfig } from '../config.js';

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = config.burst;
    this.last = now();
  }

  /** Takes one token; false when the client is sending faster than allowed. */
  take(): boolean {
    const t = this.now();
    const elapsed = Math.max(0, t - this.last) / 1000;
    this.last = t;
    this.tokens = Math.min(this.config.burst, this.tokens + elapsed * this.config.perSecond);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }
}
