import { describe, expect, it } from 'vitest';
import { casterHandsOf } from './casterHands.js';

describe("a caster's hands", () => {
  it('reads every seat hand of the decoded state, and nothing from a state without hands', () => {
    const state = {
      game: {
        players: [
          { seat: 0, hand: [{ id: 'AX01' }, { id: 'ST01' }] },
          { seat: 1, hand: [] },
          { seat: 2 }, // a seat whose hand this connection does not get
        ],
      },
    };
    expect(casterHandsOf(state)).toEqual({ 0: ['AX01', 'ST01'], 1: [] });
    expect(casterHandsOf({})).toBeNull();
    expect(casterHandsOf(null)).toBeNull();
  });
});
