import { describe, expect, it } from 'vitest';
import { emptyMaterials } from '../../shared/index.js';
import { defaultTake } from './ignar.js';

const counts = (c: Partial<ReturnType<typeof emptyMaterials>>) => ({ ...emptyMaterials(), ...c });

describe("Ignar's default take", () => {
  it('takes as many tokens as the embers allow, from the offer and the supply', () => {
    const supply = counts({ iron: 5, bronze: 5, crystal: 0 });
    expect(defaultTake(counts({ iron: 2, crystal: 1 }), supply, emptyMaterials(), 2)).toEqual(['iron', 'iron']);
    expect(defaultTake(counts({ iron: 1, bronze: 1, crystal: 1 }), supply, emptyMaterials(), 3)).toEqual(['iron', 'bronze']);
  });

  it('takes nothing the 3-per-type cap would send back', () => {
    const supply = counts({ iron: 5, bronze: 5 });
    expect(defaultTake(counts({ iron: 2, bronze: 1 }), supply, counts({ iron: 3, bronze: 2 }), 3)).toEqual(['bronze']);
  });
});
