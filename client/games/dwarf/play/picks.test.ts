import { describe, expect, it } from 'vitest';
import { activeSeat, createGame, legalActions, viewFor } from '../../../../shared/games/dwarf/index.js';
import { isOffered, offeredPicks, samePick } from './picks.js';

const game = () =>
  createGame({
    players: [
      { name: 'A', color: 'red' },
      { name: 'B', color: 'blue' },
    ],
    seed: 3,
  });

describe("what a seat may click on DWARF's table", () => {
  it("offers the active seat every free position and every pile with the ways it may pay, as the engine's legal actions say", () => {
    const s = game();
    const seat = activeSeat(s)!;
    const offered = offeredPicks(viewFor(s, seat), seat);
    const legal = legalActions(s, seat);
    expect(offered.positions).toEqual(legal.filter((a) => a.type === 'place').map((a) => (a as { pos: number }).pos));
    expect(offered.positions).toHaveLength(9);
    // Round 1: both base workers unplaced and no iron: every pile by both workers only.
    expect([...offered.piles.values()]).toEqual([['workers'], ['workers'], ['workers']]);
    expect(isOffered(offered, { kind: 'position', pos: 4 })).toBe(true);
    expect(isOffered(offered, { kind: 'pile', pile: 3 })).toBe(false);
  });

  it('offers nothing to the seat that is not playing, nor to a spectator', () => {
    const s = game();
    const other = 1 - activeSeat(s)!;
    expect(offeredPicks(viewFor(s, other), other).positions).toEqual([]);
    expect(offeredPicks(viewFor(s, 'spectator'), 0).positions).toEqual([]);
  });

  it('tells picks apart by kind and index', () => {
    expect(samePick({ kind: 'position', pos: 1 }, { kind: 'position', pos: 1 })).toBe(true);
    expect(samePick({ kind: 'position', pos: 1 }, { kind: 'pile', pile: 1 })).toBe(false);
    expect(samePick(null, null)).toBe(true);
  });
});
