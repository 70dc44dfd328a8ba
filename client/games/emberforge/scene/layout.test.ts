import { describe, expect, it } from 'vitest';
import { centredRow, seatFrame, slotsFor, toWorld, zoneEmberSlot } from './layout.js';

describe('seat layout', () => {
  it('puts the local player in front and the others clockwise', () => {
    expect(seatFrame(2, 2, 4).slot).toBe('front');
    expect(seatFrame(3, 2, 4).slot).toBe('left');
    expect(seatFrame(0, 2, 4).slot).toBe('back');
    expect(seatFrame(1, 2, 4).slot).toBe('right');
    expect(slotsFor(2)).toEqual(['front', 'back']);
    expect(slotsFor(3)).toEqual(['front', 'left', 'right']);
  });

  it('maps an area\'s "toward the player" direction away from the table centre for every seat', () => {
    for (let seat = 0; seat < 4; seat++) {
      const frame = seatFrame(seat, 0, 4);
      const near = toWorld(frame, [0, 0, 0]);
      const edge = toWorld(frame, [0, 0, 2]);
      expect(Math.hypot(edge[0], edge[2])).toBeGreaterThan(Math.hypot(near[0], near[2]));
    }
  });

  it('keeps every player area apart from the others', () => {
    const centres = [0, 1, 2, 3].map((s) => seatFrame(s, 0, 4).position);
    for (let a = 0; a < 4; a++)
      for (let b = a + 1; b < 4; b++)
        expect(Math.hypot(centres[a]![0] - centres[b]![0], centres[a]![2] - centres[b]![2])).toBeGreaterThan(9);
  });
});

describe('small helpers', () => {
  it('centres a row on zero', () => {
    expect(centredRow(3, 1)).toEqual([-1, 0, 1]);
    expect(centredRow(0, 1)).toEqual([]);
  });
  it('gives distinct ember slots on a zone', () => {
    const slots = Array.from({ length: 12 }, (_, i) => zoneEmberSlot('ignar', i).join(','));
    expect(new Set(slots).size).toBe(12);
  });
});
