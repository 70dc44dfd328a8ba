/**
 * Frame errors and joins counted per client ADDRESS (net/clientAddress.ts), across every connection
 * and room of the process. The per-connection limits (net/rateLimitFrames.ts) start over with each
 * connection, so a flooder that was disconnected simply joined again (issue 38: 733 joins in 15 s
 * from one address, each connection flooding until its own disconnect). Here:
 * - every refused frame (over the rate limit, undecodable, too large, unknown) costs its address one
 *   frame error, a frame over the transport's limit (its socket closed, 1009) OVERSIZE_FRAME_ERRORS;
 *   an address's frame errors refill at `frameErrors.perSecond` up to `frameErrors.burst`;
 * - an address past its frame errors is blocked for `blockSeconds`: its connections are dropped at
 *   their next refused frame, and it may neither join nor reconnect (matchmaking answers 429 with
 *   why, the WebSocket upgrade 429);
 * - an address opens at most `joins.burst` WebSocket connections at once (joins, re-joins and
 *   reconnections), then `joins.perSecond`: past it matchmaking answers "crowded" (clients try again
 *   shortly), an upgrade 429.
 * Connections that behave are never dropped, even from a blocked address (a household behind one
 * address keeps its game); only new joins from it wait for the block to end.
 * Time is `now` (ms); nothing here sets a timer. Memory: idle entries are forgotten on use.
 */
import type { RateLimitConfig } from '../config.js';

export interface AddressFloodLimits {
  /** Frame errors one address may make: `burst` at once, refilled at `perSecond`. */
  frameErrors: RateLimitConfig;
  /** WebSocket connections (joins, re-joins, reconnections) one address may open: `burst`, then `perSecond`. */
  joins: RateLimitConfig;
  /** How long an address past its frame errors is refused (its budget is whole again after). */
  blockSeconds: number;
}

/**
 * Frame errors a frame over the transport's size limit costs (ws closes that socket, 1009), as does a
 * broken WebSocket frame: the client the server ships never sends one, so a few such connections block
 * the address before re-joining can make it a flood.
 */
export const OVERSIZE_FRAME_ERRORS = 25;

/** Why an address may not join now. */
export interface JoinRefusal {
  /** 'blocked': past its frame errors (a final answer for now); 'joins': too many joins just now (try again shortly). */
  reason: 'blocked' | 'joins';
  message: string;
}

interface Entry {
  errors: number;
  joins: number;
  /** When the buckets were last refilled. */
  at: number;
  /** Blocked until this time (0: not blocked). */
  blockedUntil: number;
}

const SWEEP_EVERY_MS = 60_000;

export class AddressFloods {
  private readonly entries = new Map<string, Entry>();
  private lastSweep: number;

  constructor(
    private readonly limits: AddressFloodLimits,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAddresses = 100_000,
  ) {
    this.lastSweep = now();
  }

  /**
   * One frame error (or `weight`) of `address`. True when the address is blocked (already, or from
   * this error on): its connection that made it is to be dropped.
   */
  frameError(address: string, weight = 1): boolean {
    const t = this.now();
    const e = this.entry(address, t);
    if (e.blockedUntil > t) return true;
    e.errors -= weight;
    if (e.errors >= 0) return false;
    e.blockedUntil = t + this.limits.blockSeconds * 1000;
    return true;
  }

  /** Seconds `address` stays blocked (0: it is not). */
  blockedSeconds(address: string): number {
    const t = this.now();
    const e = this.entries.get(address);
    return e && e.blockedUntil > t ? Math.ceil((e.blockedUntil - t) / 1000) : 0;
  }

  /**
   * Why `address` may not open a connection now, or null. `take`: it is opening one (counted); else a
   * look only (a matchmaking call, whose WebSocket is counted when it comes).
   */
  joinRefusal(address: string, take: boolean): JoinRefusal | null {
    const t = this.now();
    const blocked = this.blockedSeconds(address);
    if (blocked > 0)
      return {
        reason: 'blocked',
        message: `Too many refused messages from your network address: try again in ${blocked} s`,
      };
    const e = this.entry(address, t);
    if (e.joins < 1) return { reason: 'joins', message: 'Too many joins from your network address just now: try again in a moment' };
    if (take) e.joins -= 1;
    return null;
  }

  /** Addresses held (tests, monitoring). */
  get size(): number {
    return this.entries.size;
  }

  /** `address`'s entry with its buckets refilled to `t` (a block that ended leaves a whole budget). */
  private entry(address: string, t: number): Entry {
    this.sweep(t);
    const { frameErrors, joins } = this.limits;
    let e = this.entries.get(address);
    if (!e) {
      e = { errors: frameErrors.burst, joins: joins.burst, at: t, blockedUntil: 0 };
      this.entries.set(address, e);
      return e;
    }
    if (e.blockedUntil !== 0 && e.blockedUntil <= t) {
      e.blockedUntil = 0;
      e.errors = frameErrors.burst;
    }
    const elapsed = Math.max(0, t - e.at) / 1000;
    e.at = t;
    e.errors = Math.min(frameErrors.burst, e.errors + elapsed * frameErrors.perSecond);
    e.joins = Math.min(joins.burst, e.joins + elapsed * joins.perSecond);
    return e;
  }

  /**
   * Forgets, once a minute, every address that is not blocked and whose budgets would be whole again
   * (it is as if never seen); past `maxAddresses`, every address that is not blocked.
   */
  private sweep(t: number): void {
    if (t - this.lastSweep < SWEEP_EVERY_MS && this.entries.size <= this.maxAddresses) return;
    this.lastSweep = t;
    const { frameErrors, joins } = this.limits;
    const crowded = this.entries.size > this.maxAddresses;
    for (const [address, e] of this.entries) {
      if (e.blockedUntil > t) continue;
      const elapsed = Math.max(0, t - e.at) / 1000;
      const whole = e.errors + elapsed * frameErrors.perSecond >= frameErrors.burst && e.joins + elapsed * joins.perSecond >= joins.burst;
      if (whole || crowded) this.entries.delete(address);
    }
  }
}
