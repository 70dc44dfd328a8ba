import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../shared/games/emberforge/index.js';
import { deliverableWeapons, deliveryMaterialRoom, usableRuneCards, zonesWithActions } from './legalChoices.js';

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

  it('let a delivery name any pair of free materials the engine lists', () => {
    const deliver = (a: 'iron' | 'mithril', b: 'iron' | 'mithril'): Action => ({
      type: 'gildar',
      pick: { kind: 'commission', cardId: 'AX02', slot: 0, materials: [a, b] },
    });
    const actions = [deliver('iron', 'iron'), deliver('iron', 'mithril')];
    expect(deliveryMaterialRoom(actions, 'AX02', ['iron', 'mithril'])).toBe(1);
    expect(deliveryMaterialRoom(actions, 'AX02', ['mithril', 'mithril'])).toBe(0);
    expect(deliveryMaterialRoom(actions, 'SW01', ['iron'])).toBe(0);
  });
});
