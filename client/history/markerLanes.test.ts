import { describe, expect, it } from 'vitest';
import { markerLanes, MAX_LANES } from './markerLanes.js';

describe('rows of the replay timeline markers', () => {
  it('keeps markers far apart on one row', () => {
    expect(markerLanes([10, 50, 90], 200)).toEqual({ lanes: [0, 0, 0], count: 1 });
  });

  it('puts a marker on the same or a neighbouring action one row up (the last commission and the victory)', () => {
    expect(markerLanes([10, 150, 200, 200], 200)).toEqual({ lanes: [0, 0, 0, 1], count: 2 });
    expect(markerLanes([100, 101, 102, 140], 200)).toEqual({ lanes: [0, 1, 2, 0], count: 3 });
  });

  it('uses at most MAX_LANES rows, then the last one', () => {
    const { lanes, count } = markerLanes([5, 5, 5, 5, 5], 100);
    expect(count).toBe(MAX_LANES);
    expect(lanes).toEqual([0, 1, 2, 2, 2]);
  });
});
