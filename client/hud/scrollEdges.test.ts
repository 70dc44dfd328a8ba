import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scrollEdges.js';

describe('scrollEdges', () => {
  it('says which ends of a row have more cards beyond them', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 360, scrollWidth: 360 })).toBe('');
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 360, scrollWidth: 790 })).toBe('right');
    expect(scrollEdges({ scrollLeft: 200, clientWidth: 360, scrollWidth: 790 })).toBe('left right');
    expect(scrollEdges({ scrollLeft: 430, clientWidth: 360, scrollWidth: 790 })).toBe('left');
  });

  it('allows a pixel of slack at either end (fractional scroll positions on zoomed pages)', () => {
    expect(scrollEdges({ scrollLeft: 0.6, clientWidth: 360, scrollWidth: 361 })).toBe('');
    expect(scrollEdges({ scrollLeft: 429.4, clientWidth: 360, scrollWidth: 790 })).toBe('left');
  });
});
