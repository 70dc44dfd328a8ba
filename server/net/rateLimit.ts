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

/**
 * One TokenBucket per client address (table creations, seat views, HTTP API requests). The buckets
 * are forgotten together, a fresh start for everyone: every `forgetAfterMs` (timed from the last
 * forgetting, checked on use: no timer), or once more than `maxAddresses` are held.
 */
export class AddressBuckets {
  private buckets = new Map<string, TokenBucket>();
  private since: number;

  constructor(
    private readonly limit: RateLimitConfig,
    private readonly forget: { forgetAfterMs?: number; maxAddresses?: number },
    private readonly now: () => number = () => performance.now(),
  ) {
    this.since = now();
  }

  /** Takes one token of `address`'s bucket; false past its limit. */
  take(address: string): boolean {
    const t = this.now();
    const { forgetAfterMs, maxAddresses } = this.forget;
    if (
      (forgetAfterMs !== undefined && t - this.since >= forgetAfterMs) ||
      (maxAddresses !== undefined && this.buckets.size > maxAddresses)
    ) {
      this.buckets.clear();
      this.since = t;
    }
    let bucket = this.buckets.get(address);
    if (!bucket) this.buckets.set(address, (bucket = new TokenBucket(this.limit, this.now)));
    return bucket.take();
  }
}
