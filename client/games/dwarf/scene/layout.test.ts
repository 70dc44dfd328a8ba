import { describe, expect, it } from 'vitest';
import {
  AREA_D,
  AREA_W,
  CARD_H,
  CARD_W,
  areaCenter,
  discardCenter,
  mountainCenter,
  pileCenter,
  positionCenter,
  tableBounds,
} from './layout.js';
import { dwarfTableBounds, tablePoseFor, zonePoseFor } from './cameraPresets.js';

type Box = { x0: number; x1: number; z0: number; z1: number };
const card = ([x, , z]: [number, number, number]): Box => ({
  x0: x - CARD_W / 2,
  x1: x + CARD_W / 2,
  z0: z - CARD_H / 2,
  z1: z + CARD_H / 2,
});
const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;

describe('table layout', () => {
  for (const mines of [1, 2]) {
    it(`${mines} mine(s): no two card places overlap, and all lie inside the table's bounds`, () => {
      const boxes = [
        ...Array.from({ length: mines * 9 }, (_, p) => card(positionCenter(p, mines))),
        ...Array.from({ length: mines * 3 }, (_, p) => card(pileCenter(p, mines))),
        ...Array.from({ length: mines }, (_, m) => card(mountainCenter(m, mines))),
        card(discardCenter(mines)),
      ];
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
      const b = tableBounds(mines, mines === 1 ? 3 : 5);
      for (const x of boxes) {
        expect(x.x0).toBeGreaterThanOrEqual(b.minX);
        expect(x.x1).toBeLessThanOrEqual(b.maxX);
        expect(x.z0).toBeGreaterThanOrEqual(b.minZ);
        expect(x.z1).toBeLessThanOrEqual(b.maxZ);
      }
    });
  }

  it('the areas stand beside the mines, clockwise (up the left side, down the right), apart and within the bounds', () => {
    for (const n of [2, 3, 4, 5]) {
      const mines = n >= 4 ? 2 : 1;
      const b = tableBounds(mines, n);
      const mineEdge = Math.max(...Array.from({ length: mines }, (_, m) => Math.abs(mountainCenter(m, mines)[0]) + CARD_W / 2));
      const areas = Array.from({ length: n }, (_, who) => areaCenter(who, n));
      areas.forEach(([x, , z], who) => {
        expect(Math.abs(x) - AREA_W / 2).toBeGreaterThan(mineEdge);
        expect(x - AREA_W / 2).toBeGreaterThanOrEqual(b.minX - 1e-9);
        expect(x + AREA_W / 2).toBeLessThanOrEqual(b.maxX + 1e-9);
        expect(z - AREA_D / 2).toBeGreaterThanOrEqual(b.minZ - 1e-9);
        for (let other = 0; other < who; other++) {
          const [ox, , oz] = areas[other]!;
          expect(Math.abs(ox - x) >= AREA_W || Math.abs(oz - z) >= AREA_D).toBe(true);
        }
      });
      // Clockwise seen from above: the left column goes back (toward -z), then the right column comes forward.
      const left = Math.ceil(n / 2);
      for (let who = 1; who < n; who++) {
        if (who < left) expect(areas[who]![2]).toBeLessThan(areas[who - 1]![2]);
        if (who > left) expect(areas[who]![2]).toBeGreaterThan(areas[who - 1]![2]);
      }
    }
  });
});

describe('camera', () => {
  it('the table pose is one object per table (the rig refits it by identity) and looks down at its middle', () => {
    const f = { mines: 2, participants: 5, aspect: 16 / 9 };
    const pose = tablePoseFor(f);
    expect(tablePoseFor({ ...f })).toBe(pose);
    expect(pose.position[1]).toBeGreaterThan(pose.target[1] + 5);
    const all = dwarfTableBounds(5).all;
    expect(pose.target[0]).toBeCloseTo((all.min[0] + all.max[0]) / 2);
    expect(pose.target[2]).toBeGreaterThan(all.min[2]);
    expect(pose.target[2]).toBeLessThan(all.max[2]);
  });

  it('zones name positions, piles, mines and areas of this table only', () => {
    const f = { mines: 1, participants: 2, aspect: 16 / 9 };
    expect(zonePoseFor('pos:4', f)!.target).toEqual(positionCenter(4, 1));
    expect(zonePoseFor('pos:9', f)).toBeNull();
    expect(zonePoseFor('pile:2', f)).not.toBeNull();
    expect(zonePoseFor('area:1', f)!.target).toEqual(areaCenter(1, 2));
    expect(zonePoseFor('area:2', f)).toBeNull();
    expect(zonePoseFor('zone:x', f)).toBeNull();
  });
});
