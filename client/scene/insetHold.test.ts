import { describe, expect, it } from 'vitest';
import { NO_INSETS } from '../state/viewInsets.js';
import { holdInsets, INSET_STEP } from './insetHold.js';

const W = 1920;
const H = 1080;
const step = Math.round(H * INSET_STEP);

describe('held framing insets', () => {
  it('keeps the same framing when a panel gets shorter or grows within its step', () => {
    const first = holdInsets(null, { left: 300, right: 320, top: 60, bottom: 200 }, W, H);
    const shorter = holdInsets(first, { left: 300, right: 320, top: 60, bottom: 120 }, W, H);
    expect(shorter).toBe(first);
    const alittle = holdInsets(shorter, { left: 300, right: 320, top: 60, bottom: first.insets.bottom - 3 }, W, H);
    expect(alittle).toBe(first);
  });

  it('grows a side in coarse steps when a panel reaches further than ever', () => {
    const first = holdInsets(null, { left: 0, right: 0, top: 0, bottom: 200 }, W, H);
    expect(first.insets.bottom % step).toBe(0);
    expect(first.insets.bottom).toBeGreaterThanOrEqual(200);
    const taller = holdInsets(first, { left: 0, right: 0, top: 0, bottom: first.insets.bottom + 10 }, W, H);
    expect(taller.insets.bottom).toBe(first.insets.bottom + step);
  });

  it('frames afresh when the canvas changes size or the HUD goes away (clean view)', () => {
    const first = holdInsets(null, { left: 300, right: 300, top: 60, bottom: 300 }, W, H);
    const resized = holdInsets(first, { left: 200, right: 200, top: 50, bottom: 100 }, 1280, 800);
    expect(resized.insets.bottom).toBeLessThan(first.insets.bottom);
    const clean = holdInsets(first, NO_INSETS, W, H);
    expect(clean.insets).toEqual(NO_INSETS);
    const back = holdInsets(clean, { left: 0, right: 0, top: 0, bottom: 100 }, W, H);
    expect(back.insets.bottom).toBe(Math.ceil(100 / step) * step);
  });
});
