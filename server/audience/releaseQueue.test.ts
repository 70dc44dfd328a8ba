import { describe, expect, it } from 'vitest';
import type { FeedItem } from './feedWire.js';
import { ReleaseQueue } from './releaseQueue.js';

const item = (seq: number, at = 0): FeedItem => ({ k: 'item', epoch: 'e', seq, at });
const seqs = (items: FeedItem[]) => items.map((i) => i.seq);

describe('ReleaseQueue', () => {
  it('releases in seq order, once each, holding items after a gap until it is filled', () => {
    const q = new ReleaseQueue(0);
    q.resetTo(3);
    expect(q.add(item(2))).toBe(false); // covered by the snapshot
    expect(q.add(item(5))).toBe(true);
    expect(q.hasGap).toBe(true);
    expect(seqs(q.takeDue(0))).toEqual([]);
    expect(q.add(item(4))).toBe(true);
    expect(q.add(item(4))).toBe(false); // a duplicate
    expect(q.hasGap).toBe(false);
    expect(seqs(q.takeDue(0))).toEqual([4, 5]);
    expect(q.add(item(5))).toBe(false);
    expect(q.lastReleased).toBe(5);
  });

  it('with a delay, releases an item only once it is older than the delay (issue 12)', () => {
    const q = new ReleaseQueue(3000);
    q.add(item(1, 1000));
    q.add(item(2, 2500));
    expect(seqs(q.takeDue(3999))).toEqual([]);
    expect(q.nextDueIn(3999)).toBe(1);
    expect(seqs(q.takeDue(4000))).toEqual([1]);
    expect(q.nextDueIn(4000)).toBe(1500);
    expect(seqs(q.takeDue(5500))).toEqual([2]);
    expect(q.nextDueIn(5500)).toBeNull();
  });

  it('a snapshot drops what it covers and keeps what is newer', () => {
    const q = new ReleaseQueue(0);
    q.add(item(7));
    q.add(item(9));
    q.resetTo(8);
    expect(seqs(q.takeDue(0))).toEqual([9]);
  });
});
