import { describe, expect, it } from 'vitest';
import { ManualClock } from './manualClock.js';
import { Timers } from './timers.js';
import { FocusThrottle } from './focusThrottle.js';

function setup() {
  const clock = new ManualClock(1_000_000);
  const sent: { at: number; value: string }[] = [];
  const timers = new Timers(clock, (name, e) => {
    throw new Error(`${name}: ${String(e)}`);
  });
  const throttle = new FocusThrottle<string>(
    timers,
    'focus',
    200,
    (a, b) => a === b,
    (value) => sent.push({ at: clock.now(), value }),
  );
  return { clock, sent, throttle };
}

describe('FocusThrottle (on a manual clock)', () => {
  it('sends the first value at once, holds the ones that come sooner and sends only the latest when the interval has passed', () => {
    const { clock, sent, throttle } = setup();
    throttle.offer('a');
    expect(sent).toEqual([{ at: 1_000_000, value: 'a' }]);
    clock.advance(50);
    throttle.offer('b');
    clock.advance(50);
    throttle.offer('c');
    clock.advance(50);
    throttle.offer('d');
    expect(sent).toHaveLength(1);
    clock.advance(49); // 199 ms after 'a'
    expect(sent).toHaveLength(1);
    clock.advance(1);
    expect(sent).toEqual([
      { at: 1_000_000, value: 'a' },
      { at: 1_000_200, value: 'd' },
    ]);
    clock.advance(10_000);
    expect(sent).toHaveLength(2); // nothing more once the latest went out
  });

  it('never sends more than 5 a second under a flood, and the last value offered always goes out', () => {
    const { clock, sent, throttle } = setup();
    for (let i = 0; i < 3000; i++) {
      throttle.offer(`v${i}`);
      clock.advance(1); // 1000 offers a second for 3 s
    }
    clock.advance(1000);
    expect(sent.at(-1)!.value).toBe('v2999');
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(200);
    for (const s of sent) expect(sent.filter((o) => o.at >= s.at && o.at < s.at + 1000).length).toBeLessThanOrEqual(5);
    expect(sent.length).toBeGreaterThanOrEqual(15);
  });

  it('sends a value after a quiet interval at once, and never repeats the value it sent last', () => {
    const { clock, sent, throttle } = setup();
    throttle.offer('a');
    clock.advance(500);
    throttle.offer('a');
    expect(sent).toHaveLength(1);
    throttle.offer('b');
    expect(sent.map((s) => s.value)).toEqual(['a', 'b']);
    clock.advance(20);
    throttle.offer('c');
    throttle.offer('b'); // back to what spectators already see: nothing to send
    clock.advance(500);
    expect(sent.map((s) => s.value)).toEqual(['a', 'b']);
    expect(throttle.current).toBe('b');
  });
});
