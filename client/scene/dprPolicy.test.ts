import { describe, expect, it } from 'vitest';
import { dprFloor, fullDpr, nextDpr } from './dprPolicy.js';

describe('pixel ratio policy', () => {
  it('never drops below the device pixel ratio in the clean (overlay / stream) view', () => {
    for (const device of [1, 1.5, 2, 3]) {
      const full = fullDpr(device);
      let dpr = full;
      for (let i = 0; i < 10; i++) dpr = nextDpr(dpr, 'decline', true, full);
      expect(dpr).toBe(full);
      expect(dprFloor(true, full)).toBe(full);
    }
  });

  it('lowers the resolution step by step elsewhere, down to a floor', () => {
    const full = fullDpr(2);
    expect(nextDpr(full, 'decline', false, full)).toBe(1.75);
    let dpr = full;
    for (let i = 0; i < 10; i++) dpr = nextDpr(dpr, 'decline', false, full);
    expect(dpr).toBe(0.75);
  });

  it('recovers full resolution in one step when frames are fast again', () => {
    expect(nextDpr(0.75, 'incline', false, 2)).toBe(2);
    expect(nextDpr(1, 'incline', false, 1)).toBe(1);
  });

  it('takes the device pixel ratio as full resolution, capped at 2', () => {
    expect(fullDpr(3)).toBe(2);
    expect(fullDpr(1.25)).toBe(1.25);
    expect(fullDpr(0)).toBe(1);
  });
});
