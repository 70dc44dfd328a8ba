/** The hand-unrolled checks of the hot paths (isZone, isMaterial, zoneIn, materialIn, addMaterial) agree with the vocabulary lists. */
import { describe, expect, it } from 'vitest';
import { MATERIALS, ZONES, addMaterial, materialIn, zoneIn, type MaterialCounts, type Zone } from './constants.js';
import { isMaterial } from './materials.js';
import { isZone } from './zoneAccess.js';

describe('the vocabulary checks', () => {
  it('know exactly the zones and the materials of the lists', () => {
    for (const z of ZONES) expect(isZone(z)).toBe(true);
    for (const m of MATERIALS) expect(isMaterial(m)).toBe(true);
    for (const x of [...MATERIALS, 'Ignar', 'forge', '', null, undefined, 0, {}, ['ignar']]) expect(isZone(x)).toBe(false);
    for (const x of [...ZONES, 'Iron', 'gold', '', null, undefined, 3, {}, ['iron']]) expect(isMaterial(x)).toBe(false);
  });

  it('zoneIn reads the named zone', () => {
    const record = { ignar: 1, durgaz: 2, runarium: 3, gildar: 4 };
    expect(ZONES.map((z: Zone) => zoneIn(record, z))).toEqual([1, 2, 3, 4]);
  });

  it('materialIn reads and addMaterial adds to the named material, a partial record reading 0 where it says nothing', () => {
    const record: MaterialCounts = { iron: 1, bronze: 2, crystal: 3, scale: 4, mithril: 5 };
    expect(MATERIALS.map((m) => materialIn(record, m))).toEqual([1, 2, 3, 4, 5]);
    expect(MATERIALS.map((m) => materialIn({ crystal: 2 }, m))).toEqual([0, 0, 2, 0, 0]);
    MATERIALS.forEach((m, i) => addMaterial(record, m, 10 * (i + 1)));
    expect(record).toEqual({ iron: 11, bronze: 22, crystal: 33, scale: 44, mithril: 55 });
  });
});
