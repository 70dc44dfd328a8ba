/** Named timers on a manual clock: replaced by name, cleared, and a throwing callback never escapes. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from './manualClock.js';
import { Timers } from './timers.js';

describe('Timers on a manual clock', () => {
  it('run when the clock reaches them, in order, and a new timer of the same name replaces the old one', () => {
    const clock = new ManualClock(1000);
    const timers = new Timers(clock, () => {});
    const ran: string[] = [];
    timers.set('a', 50, () => ran.push('a1'));
    timers.set('b', 20, () => ran.push('b'));
    timers.set('a', 30, () => ran.push('a2'));
    clock.advance(29);
    expect(ran).toEqual(['b']);
    expect(timers.has('a')).toBe(true);
    clock.advance(100);
    expect(ran).toEqual(['b', 'a2']);
    expect(timers.has('a')).toBe(false);
    expect(clock.now()).toBe(1129);
    timers.set('c', 10, () => ran.push('c'));
    timers.clear('c');
    clock.advance(20);
    expect(ran).toEqual(['b', 'a2']);
  });

  it('report a throwing callback instead of letting it escape, and run the next timers', () => {
    const clock = new ManualClock();
    const failures: string[] = [];
    const timers = new Timers(clock, (name, e) => failures.push(`${name}: ${(e as Error).message}`));
    let after = false;
    timers.set('boom', 10, () => {
      throw new Error('boom');
    });
    timers.set('after', 20, () => (after = true));
    expect(() => clock.advance(30)).not.toThrow();
    expect(after).toBe(true);
    expect(timers.has('boom')).toBe(false);
    expect(failures).toEqual(['boom: boom']);
  });

  it('run timers due at once through the deferral hook without moving time', () => {
    const queued: (() => void)[] = [];
    const clock = new ManualClock(0, (run) => queued.push(run));
    const timers = new Timers(clock, () => {});
    let ran = 0;
    timers.set('now', 0, () => ran++);
    timers.set('later', 10, () => ran++);
    expect(ran).toBe(0); // never synchronously
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(ran).toBe(1);
    expect(clock.now()).toBe(0);
    expect(timers.has('later')).toBe(true);
  });
});
