/** What a Dwarf Emberforge player may point spectators at: a zone, a commission slot, a face-up card. */
import { describe, expect, it } from 'vitest';
import { createGame, type CardId } from '../index.js';
import { publicFocus, readFocus } from './focusTarget.js';

describe("Emberforge's focus targets", () => {
  it('a zone, a commission slot or a card id, extra fields dropped; anything else is no target', () => {
    expect(readFocus({ kind: 'zone', zone: 'ignar', x: 1 })).toEqual({ kind: 'zone', zone: 'ignar' });
    expect(readFocus({ kind: 'commission', slot: 2 })).toEqual({ kind: 'commission', slot: 2 });
    expect(readFocus({ kind: 'card', id: 'c1', y: 2 })).toEqual({ kind: 'card', id: 'c1' });
    for (const bad of [null, {}, { kind: 'hand', id: 'x' }, { kind: 'commission', slot: 3 }, { kind: 'zone', zone: 'moon' }])
      expect(readFocus(bad), JSON.stringify(bad)).toBeNull();
  });

  it('a card only while it lies face up: a commission on the table is, a card in a hand is not', () => {
    const s = createGame({
      players: [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ],
      seed: 7,
    });
    const up = s.commissions.find((c): c is CardId => c !== null)!;
    const hand = s.players[0]!.hand[0]!;
    expect(publicFocus(s, { kind: 'card', id: up })).toEqual({ kind: 'card', id: up });
    expect(publicFocus(s, { kind: 'card', id: hand })).toBeNull();
    expect(publicFocus(s, { kind: 'zone', zone: 'gildar' })).toEqual({ kind: 'zone', zone: 'gildar' });
  });
});
