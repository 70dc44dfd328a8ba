/** The three face-up commission slots, always of three different collections. */
import { collectionOf } from './cardLookup.js';
import type { CardId } from './constants.js';
import { mutCommissions, mutDiscard } from './draft.js';
import type { Draft } from './draft.js';
import { takeTopCard } from './deck.js';

/**
 * Fills an empty slot: reveals cards from the deck until one's collection differs from the other
 * visible commissions; duplicates go to the discard pile. One refill reshuffles the discard pile at
 * most once (RULES_NOTES.md): if the new deck also runs out, no card of a missing collection exists
 * outside the commission row and the slot stays empty.
 */
export function refillSlot(d: Draft, slot: number): void {
  const taken = new Set<string>();
  d.s.commissions.forEach((c, i) => {
    if (i !== slot && c !== null) {
      const col = collectionOf(c);
      if (col) taken.add(col);
    }
  });
  const discarded: CardId[] = [];
  let reshuffled = false;
  let found: CardId | null = null;
  for (;;) {
    if (d.s.deck.length === 0) {
      if (reshuffled) break;
      reshuffled = true;
    }
    const card = takeTopCard(d);
    if (card === null) break;
    const col = collectionOf(card);
    // An unknown id is a hidden placeholder in a view's rehearsal: accept it.
    if (col !== undefined && taken.has(col)) {
      mutDiscard(d).push(card);
      discarded.push(card);
      continue;
    }
    found = card;
    break;
  }
  mutCommissions(d)[slot] = found;
  d.events?.push({ type: 'commissionRevealed', slot, cardId: found, discarded });
}
