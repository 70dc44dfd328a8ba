import { describe, expect, it } from 'vitest';
import { patchPlace } from './patchPlace.js';

describe("where a release's patch goes", () => {
  it('before the last item with a meta, in a room that sends the game as messages', () => {
    // Three actions released at once, the last one ending the game: the end goes out with it, not before the others.
    expect(patchPlace([{}, {}, { meta: { status: 'ended' } }], false)).toBe(2);
    // The game's start (meta and view) then two actions.
    expect(patchPlace([{ meta: { status: 'playing' } }, {}, {}], false)).toBe(0);
    expect(patchPlace([{ meta: {} }, {}, { meta: {} }, {}], false)).toBe(2);
    expect(patchPlace([{}, {}], false)).toBe(-1);
    expect(patchPlace([], false)).toBe(-1);
  });

  it('first, in a room that mirrors the game in its state', () => {
    expect(patchPlace([{}, {}, { meta: {} }], true)).toBe(0);
    expect(patchPlace([{}], true)).toBe(0);
  });
});
