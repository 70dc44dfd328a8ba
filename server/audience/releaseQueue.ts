/**
 * The feed items an audience room holds, in the table's seq order, until they may be released:
 * at once with no delay, or once older than `delayMs` (a delayed broadcast, issue 12). Items come
 * in possibly out of order or twice; they go out in order, once each. A gap (a missing seq) holds
 * everything after it until it is filled or the follower resyncs from a snapshot.
 */
import type { FeedItem } from './feedWire.js';

export class ReleaseQueue {
  private readonly held = new Map<number, FeedItem>();
  /** The last seq released (or covered by the snapshot). */
  private released = 0;

  constructor(readonly delayMs: number) {}

  /** Starts after `seq` (a snapshot); held items up to it are dropped. */
  resetTo(seq: number): void {
    this.released = seq;
    for (const s of [...this.held.keys()]) if (s <= seq) this.held.delete(s);
  }

  get lastReleased(): number {
    return this.released;
  }

  /** Returns false for a duplicate or an item already covered. */
  add(item: FeedItem): boolean {
    if (item.seq <= this.released || this.held.has(item.seq)) return false;
    this.held.set(item.seq, item);
    return true;
  }

  /** Held items beyond a missing seq (the feed lost one): a resync is needed. */
  get hasGap(): boolean {
    return this.held.size > 0 && !this.held.has(this.released + 1);
  }

  /** The items that may go out now, in order (stops at a gap or at an item younger than the delay). */
  takeDue(now: number): FeedItem[] {
    const out: FeedItem[] = [];
    for (;;) {
      const next = this.held.get(this.released + 1);
      if (!next || now - next.at < this.delayMs) break;
      this.held.delete(next.seq);
      this.released = next.seq;
      out.push(next);
    }
    return out;
  }

  /** Ms until the next held item is due (null: none waiting in order). */
  nextDueIn(now: number): number | null {
    const next = this.held.get(this.released + 1);
    return next ? Math.max(0, next.at + this.delayMs - now) : null;
  }
}
