import { describe, expect, it } from 'vitest';
import { ZONES } from '../../../../shared/games/emberforge/engine/constants.js';
import { BADGE_ANCHOR, CHECK_OFFSET, LOCK_OFFSET, ZONE_CENTERS, ZONE_SIZE, zoneEmberSlot } from './layout.js';

const half = ZONE_SIZE / 2;
const inside = ([x, , z]: readonly number[], margin: number) => Math.abs(x!) <= half - margin && Math.abs(z!) <= half - margin;

describe('marks on a zone tile', () => {
  it('puts the padlock, the check and the ember badge on the tile itself', () => {
    for (const mark of [LOCK_OFFSET, CHECK_OFFSET, BADGE_ANCHOR]) expect(inside(mark, 0.1)).toBe(true);
  });

  it('keeps the padlock and the check in opposite top corners, above the name band', () => {
    expect(LOCK_OFFSET[0]).toBeGreaterThan(half * 0.6);
    expect(CHECK_OFFSET[0]).toBeLessThan(-half * 0.6);
    expect(LOCK_OFFSET[2]).toBeLessThan(-half * 0.6);
    expect(CHECK_OFFSET[2]).toBeLessThan(-half * 0.6);
  });

  it('keeps the ember badge clear of every ember slot (they sit lower on the tile)', () => {
    for (const zone of ZONES) {
      const cz = ZONE_CENTERS[zone][2];
      for (let i = 0; i < 12; i++) {
        const [, , sz] = zoneEmberSlot(zone, i);
        // The badge is about 0.35 units tall at the table view; an ember token has a 0.2 radius.
        expect(sz - cz - 0.2 - (BADGE_ANCHOR[2] + 0.18)).toBeGreaterThan(0.2);
      }
    }
  });
});

describe('player marks', () => {
  it('gives every player colour its own shape', async () => {
    const { PLAYER_MARK } = await import('./playerColors.js');
    const { PLAYER_COLORS } = await import('../../../../shared/games/emberforge/engine/constants.js');
    expect(new Set(PLAYER_COLORS.map((c) => PLAYER_MARK[c])).size).toBe(PLAYER_COLORS.length);
  });
});
