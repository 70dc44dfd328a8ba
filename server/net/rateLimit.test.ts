import { describe, expect, it } from 'vitest';
import { AddressBuckets, TokenBucket } from './rateLimit.js';
import { payloadSize } from './payloadSize.js';

describe('TokenBucket', () => {
  it('allows a burst, refuses past it, and refills with time', () => {
    let t = 0;
    const b = new TokenBucket({ burst: 3, perSecond: 2 }, () => t);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    t += 499;
    expect(b.take()).toBe(false);
    t += 2;
    expect(b.take()).toBe(true);
    t += 10_000;
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });
});

describe('AddressBuckets', () => {
  it('counts each address on its own and forgets them all after forgetAfterMs', () => {
    let t = 0;
    const b = new AddressBuckets({ burst: 2, perSecond: 0 }, { forgetAfterMs: 1000 }, () => t);
    expect([b.take('a'), b.take('a'), b.take('a')]).toEqual([true, true, false]);
    expect(b.take('b')).toBe(true);
    t = 999;
    expect(b.take('a')).toBe(false);
    t = 1000;
    expect([b.take('a'), b.take('a'), b.take('a')]).toEqual([true, true, false]);
  });

  it('forgets them all once more than maxAddresses are held, and never by time without forgetAfterMs', () => {
    let t = 0;
    const b = new AddressBuckets({ burst: 1, perSecond: 0 }, { maxAddresses: 2 }, () => t);
    expect([b.take('a'), b.take('a')]).toEqual([true, false]);
    t = 1e9;
    expect(b.take('a')).toBe(false);
    expect(b.take('b')).toBe(true); // 2 held
    expect(b.take('a')).toBe(false);
    expect(b.take('c')).toBe(true); // 3 held: more than 2
    expect(b.take('a')).toBe(true); // all forgotten before this one
  });
});

describe('payloadSize', () => {
  it('grows with the message and stops at the limit', () => {
    expect(payloadSize({ type: 'endTurn' }, 1000)).toBeLessThan(40);
    expect(payloadSize({ a: 'x'.repeat(5000) }, 1000)).toBeGreaterThan(1000);
  });
  it('treats very deep nesting as too large without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(payloadSize(deep, 1000)).toBe(Infinity);
  });
});
