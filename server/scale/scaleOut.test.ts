import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { leastLoaded, processForNewRoom } from './scaleOut.js';

describe('where a new room is made (scale-out)', () => {
  it('an audience room: the process with the fewest rooms of its table, then the fewest clients', () => {
    expect(
      leastLoaded([
        { processId: 'a', rooms: 1, ccu: 5001 },
        { processId: 'b', rooms: 1, ccu: 4999 },
        { processId: 'c', rooms: 2, ccu: 10 },
      ]),
    ).toBe('b');
    expect(
      leastLoaded([
        { processId: 'a', rooms: 3, ccu: 0 },
        { processId: 'b', rooms: 2, ccu: 900 },
      ]),
    ).toBe('b');
    expect(
      leastLoaded([
        { processId: 'a', rooms: 0, ccu: 10 },
        { processId: 'b', rooms: 0, ccu: 10 },
      ]),
    ).toBe('a');
    expect(leastLoaded([])).toBeUndefined();
  });

  it('a table or a delayed room: the process that took the request', async () => {
    for (const name of ['table', 'delayed']) expect(await processForNewRoom(name)).toBe(matchMaker.processId);
  });
});
