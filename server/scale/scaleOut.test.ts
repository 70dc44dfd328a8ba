import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { leastLoaded, processForNewRoom } from './scaleOut.js';

describe('where a new room is made (scale-out)', () => {
  it('an audience room: the process with the fewest clients', () => {
    expect(
      leastLoaded([
        { processId: 'a', ccu: 5001 },
        { processId: 'b', ccu: 4999 },
        { processId: 'c', ccu: 7000 },
      ]),
    ).toBe('b');
    expect(
      leastLoaded([
        { processId: 'a', ccu: 10 },
        { processId: 'b', ccu: 10 },
      ]),
    ).toBe('a');
    expect(leastLoaded([])).toBeUndefined();
  });

  it('a table or a delayed room: the process that took the request', async () => {
    for (const name of ['table', 'delayed']) expect(await processForNewRoom(name)).toBe(matchMaker.processId);
  });
});
