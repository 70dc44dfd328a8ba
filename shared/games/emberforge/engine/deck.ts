/** The draw pile: drawing from the top, reshuffling the discard pile when the deck is empty. */
import type { CardId, Seat } from './constants.js';
import { mutDeck, mutHand, setDeck, setDiscard } from './draft.js';
import type { Draft } from './draft.js';
import { rngShuffle } from '../../../platform/random/secretRng.js';

/** Shuffles the discard pile into a new deck (with the game's random state). */
export function reshuffle(d: Draft): void {
  const { items, state } = rngShuffle(d.s.discard, d.s.rng);
  d.s.rng = state;
  setDeck(d, items);
  setDiscard(d, []);
  d.events?.push({ type: 'deckReshuffled', size: items.length });
}

/**
 * Takes the top card of the deck, reshuffling the discard pile first if the deck is empty (only when
 * `mayReshuffle`). Returns null when no card can be had.
 */
export function takeTopCard(d: Draft, mayReshuffle = true): CardId | null {
  if (d.s.deck.length === 0) {
    if (!mayReshuffle || d.s.discard.length === 0) return null;
    reshuffle(d);
  }
  return mutDeck(d).shift() ?? null;
}

/** Draws up to `n` cards into `seat`'s hand; returns how many were drawn. */
export function drawCards(d: Draft, seat: Seat, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const card = takeTopCard(d);
    if (card === null) break;
    mutHand(d, seat).push(card);
    d.events?.push({ type: 'cardDrawn', seat, cardId: card });
    drawn++;
  }
  return drawn;
}
