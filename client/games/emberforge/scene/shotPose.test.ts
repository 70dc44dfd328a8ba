import { describe, expect, it } from 'vitest';
import { MINE_POSE, TABLE_POSE, zonePose } from './cameraPresets.js';
import { seatFrame } from './layout.js';
import { areaPose, shotPose } from './shotPose.js';

const dist2 = (a: readonly number[], b: readonly number[]) => (a[0]! - b[0]!) ** 2 + (a[2]! - b[2]!) ** 2;

describe('director shot poses', () => {
  it('frames the table, a zone, and the front area like the presets', () => {
    expect(shotPose({ kind: 'table' }, 0, 4)).toBe(TABLE_POSE);
    expect(shotPose({ kind: 'zone', zone: 'gildar', why: 'overheat' }, 0, 4)).toEqual(zonePose('gildar'));
    const front = areaPose(0, 0, 4);
    front.position.forEach((v, i) => expect(v).toBeCloseTo(MINE_POSE.position[i]!));
    front.target.forEach((v, i) => expect(v).toBeCloseTo(MINE_POSE.target[i]!));
  });
  it("looks at each seat's own area from behind that seat", () => {
    for (const n of [2, 3, 4]) {
      for (let seat = 0; seat < n; seat++) {
        const pose = shotPose({ kind: 'seat', seat, why: 'forge' }, 1, n);
        const area = seatFrame(seat, 1, n).position;
        // The camera aims near the area and stands farther from the board's centre than it.
        expect(dist2(pose.target, area)).toBeLessThan(1);
        expect(dist2(pose.position, [0, 0, 0])).toBeGreaterThan(dist2(area, [0, 0, 0]));
        expect(pose.position[1]).toBeGreaterThan(5);
      }
    }
  });
  it("shows one winner's area, and the whole table for a shared victory", () => {
    expect(shotPose({ kind: 'victory', seats: [2] }, 0, 4)).toEqual(areaPose(2, 0, 4));
    expect(shotPose({ kind: 'victory', seats: [0, 2] }, 0, 4)).toBe(TABLE_POSE);
  });
});
