/** The hand-unrolled checks of the hot paths (isZone, isMaterial, zoneIn) agree with the vocabulary lists. */
import { describe, expect, it } from 'vitest';
import { MATERIALS, ZONES, zoneIn, type Zone } from './constants.js';
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
});
