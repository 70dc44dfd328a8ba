import { describe, expect, it } from 'vitest';
import { newGame } from '../testKit.js';
import { viewFor } from '../viewFor.js';
import { isFaceUpCard } from './faceUpCards.js';

describe('isFaceUpCard', () => {
  it('is true for the discard pile, the commission row and play areas; false for hands and the deck', () => {
    const s0 = newGame(3, 91);
    const [a, b, c] = s0.deck;
    const s = {
      ...s0,
      discard: [a!],
      players: s0.players.map((p, i) => (i === 2 ? { ...p, play: [{ id: b!, forged: false, paid: p.materials }] } : p)),
      deck: s0.deck.slice(2),
    };
    for (const table of [s, viewFor(s, 'spectator')]) {
      expect(isFaceUpCard(table, a!)).toBe(true);
      expect(isFaceUpCard(table, b!)).toBe(true);
      for (const id of s.commissions) if (id) expect(isFaceUpCard(table, id)).toBe(true);
      for (const id of s.players.flatMap((p) => p.hand)) expect(isFaceUpCard(table, id)).toBe(false);
      expect(isFaceUpCard(table, c!)).toBe(false);
      expect(isFaceUpCard(table, 'no-such-card')).toBe(false);
    }
  });
});
