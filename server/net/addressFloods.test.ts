import { describe, expect, it } from 'vitest';
import { AddressFloods, type AddressFloodLimits } from './addressFloods.js';

const LIMITS: AddressFloodLimits = { frameErrors: { burst: 10, perSecond: 1 }, joins: { burst: 3, perSecond: 2 }, blockSeconds: 60 };

function floods(maxAddresses?: number) {
  let t = 1_000_000;
  const f = new AddressFloods(LIMITS, () => t, maxAddresses);
  return { f, advance: (ms: number) => (t += ms) };
}

describe('AddressFloods', () => {
  it('blocks an address past its frame errors, whatever connection made them, until blockSeconds passed', () => {
    const { f, advance } = floods();
    for (let i = 0; i < 10; i++) expect(f.frameError('a')).toBe(false);
    expect(f.frameError('b')).toBe(false); // another address has its own budget
    expect(f.frameError('a')).toBe(true); // the 11th
    expect(f.blockedSeconds('a')).toBe(60);
    expect(f.joinRefusal('a', false)).toMatchObject({ reason: 'blocked', message: expect.stringContaining('try again in 60 s') });
    advance(59_500);
    expect(f.blockedSeconds('a')).toBe(1);
    expect(f.frameError('a')).toBe(true); // still blocked: every refused frame drops its connection
    advance(500);
    expect(f.blockedSeconds('a')).toBe(0);
    expect(f.joinRefusal('a', false)).toBeNull();
    // A whole budget after the block.
    for (let i = 0; i < 10; i++) expect(f.frameError('a')).toBe(false);
    expect(f.frameError('a')).toBe(true);
  });

  it('refills frame errors over time, so that an honest client slip now and then never adds up', () => {
    const { f, advance } = floods();
    for (let i = 0; i < 100; i++) {
      expect(f.frameError('a')).toBe(false);
      advance(1000);
    }
    expect(f.frameError('a', 10)).toBe(false); // a whole burst is back
    expect(f.frameError('a')).toBe(true);
  });

  it('counts joins when taken, looks without taking, and refills them at joins.perSecond', () => {
    const { f, advance } = floods();
    expect(f.joinRefusal('a', false)).toBeNull();
    for (let i = 0; i < 3; i++) expect(f.joinRefusal('a', true)).toBeNull();
    expect(f.joinRefusal('a', false)).toMatchObject({ reason: 'joins' });
    expect(f.joinRefusal('a', true)).toMatchObject({ reason: 'joins' });
    expect(f.joinRefusal('b', true)).toBeNull();
    advance(500);
    expect(f.joinRefusal('a', true)).toBeNull();
    expect(f.joinRefusal('a', true)).toMatchObject({ reason: 'joins' });
  });

  it('forgets idle addresses, never a blocked one, and holds at most maxAddresses', () => {
    const { f, advance } = floods(5);
    f.frameError('idle');
    advance(30_000);
    f.frameError('blocked', 11);
    advance(31_000); // a minute since the last sweep: 'idle' is whole again, 'blocked' is for 29 s more
    f.frameError('new');
    expect(f.size).toBe(2); // 'idle' refilled and forgotten
    expect(f.blockedSeconds('blocked')).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) f.joinRefusal(`x${i}`, true);
    expect(f.size).toBeLessThanOrEqual(6);
    expect(f.blockedSeconds('blocked')).toBeGreaterThan(0);
  });
});
