import { describe, expect, it } from 'vitest';
import { SHOWN_COUNT_MS, ShownCount } from './shownCount.js';

describe('ShownCount', () => {
  it('shows a change at once after a quiet spell, then at most one per SHOWN_COUNT_MS, the latest value', () => {
    const c = new ShownCount();
    const asked: number[] = [];
    const later = (ms: number) => asked.push(ms);
    expect(c.next(1, 10_000, later)).toBe(1);
    expect(c.next(2, 10_100, later)).toBe(1); // held
    expect(c.next(3, 10_500, later)).toBe(1); // still held, the latest remembered by the caller's next call
    expect(asked).toEqual([SHOWN_COUNT_MS - 100, SHOWN_COUNT_MS - 500]);
    expect(c.next(3, 10_000 + SHOWN_COUNT_MS, later)).toBe(3); // the timer's call: due
    expect(c.next(3, 13_000, later)).toBe(3); // unchanged: nothing asked
    expect(asked).toHaveLength(2);
    expect(c.next(5, 10_000 + 2 * SHOWN_COUNT_MS + 1, later)).toBe(5); // quiet long enough: at once
  });
});
