import { describe, expect, it } from 'vitest';
import { soundForEvent } from './soundForEvent.js';

describe('soundForEvent', () => {
  it('gives the five effects the brief asks for', () => {
    expect(soundForEvent({ type: 'emberPlaced', seat: 0, zone: 'ignar' })).toBe('ember');
    expect(soundForEvent({ type: 'zoneOverheated', zone: 'durgaz', embers: 5 })).toBe('overheat');
    expect(soundForEvent({ type: 'weaponForged', seat: 1, cardId: 'AX01', instant: true })).toBe('forge');
    expect(soundForEvent({ type: 'commissionCompleted', seat: 1, weaponId: 'AX01', commissionId: 'AX02', slot: 0 })).toBe('commission');
    expect(soundForEvent({ type: 'gameWon', seats: [2], reason: 'guildPrestige' })).toBe('victory');
  });
  it('stays silent for bookkeeping events', () => {
    expect(soundForEvent({ type: 'turnStarted', seat: 0, phase: 'placement' })).toBeNull();
    expect(soundForEvent({ type: 'cardDrawn', seat: 0, cardId: null })).toBeNull();
  });
});
