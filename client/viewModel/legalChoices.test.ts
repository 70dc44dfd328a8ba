import { describe, expect, it } from 'vitest';
import { deliverableWeapons, usableRuneCards, zonesWithActions } from './legalChoices.js';

describe('legal choice groups', () => {
  it('group rune uses by mode and commission deliveries by weapon', () => {
    const usable = usableRuneCards([
      { type: 'rune', use: { mode: 'forged', cardId: 'AX01' } },
      { type: 'rune', use: { mode: 'ephemeral', cardId: 'SW01', choice: { cardId: 'HM01' } } },
      { type: 'endTurn' },
    ]);
    expect([...usable.forged]).toEqual(['AX01']);
    expect([...usable.ephemeral]).toEqual(['SW01']);
    const weapons = deliverableWeapons([
      { type: 'gildar', pick: { kind: 'draw' } },
      { type: 'gildar', pick: { kind: 'commission', cardId: 'AX02', slot: 0, materials: ['iron', 'iron'] } },
    ]);
    expect([...weapons]).toEqual(['AX02']);
  });

  it('offer Runarium and Gildar only with a legal use', () => {
    const zones = ['ignar', 'runarium', 'gildar'] as const;
    expect(zonesWithActions([{ type: 'endTurn' }], zones)).toEqual(['ignar']);
    expect(zonesWithActions([{ type: 'gildar', pick: { kind: 'draw' } }], zones)).toEqual(['ignar', 'gildar']);
  });
});
