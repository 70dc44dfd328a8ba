import { describe, expect, it } from 'vitest';
import { noResources, type Resources } from '../../../../shared/games/dwarf/index.js';
import { categoryLeads } from './categoryLeads.js';

const res = (steel: number, gold: number, artefacts: number, more: Partial<Resources> = {}): Resources => ({
  ...noResources(),
  steel,
  gold,
  artefacts,
  ...more,
});

describe("the overlay's categories led", () => {
  it('marks a category only for a strict lead over every other player; iron and medals are no category', () => {
    expect(categoryLeads([res(4, 9, 8), res(2, 10, 12)])).toEqual([['steel'], ['gold', 'artefacts']]);
    // A tie at the top leads nothing.
    expect(categoryLeads([res(3, 1, 0), res(3, 0, 0), res(1, 1, 0, { iron: 9, medals: 9 })])).toEqual([[], [], []]);
    expect(categoryLeads([res(5, 0, 1)]), 'no rival, no lead').toEqual([[]]);
  });
});
