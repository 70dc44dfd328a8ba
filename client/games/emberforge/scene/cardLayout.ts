/**
 * Where every card on the table goes, computed from the view alone (pure, unit-tested). The card
 * renderer animates each card from where it is to where this says it should be, matching cards by key:
 * a face-up card keeps its key (`c:<id>`) as it travels from hand to play area to discard pile.
 * One file per part of the table: hands (handCardLayout), cards in play (playCardLayout), the shared
 * cards (sharedCardLayout), on the geometry of cardPose.
 */
import { seatFrame } from './layout.js';
import type { CardLayoutInput, CardPlacement } from './cardLayoutTypes.js';
import { handCards } from './handCardLayout.js';
import { playCards } from './playCardLayout.js';
import { sharedCards } from './sharedCardLayout.js';

export { cardsOfView, type CardLayoutInput, type CardPlacement, type CardsOfView } from './cardLayoutTypes.js';
export { progressCardLocal } from './playCardLayout.js';
export { fanSlots, HAND_TILT, type Quat } from './cardPose.js';

/** Every card on the table, with its target pose. */
export function layoutCards(input: CardLayoutInput): CardPlacement[] {
  const out: CardPlacement[] = [];
  const n = input.view.playerCount;
  for (let seat = 0; seat < n; seat++) {
    const frame = seatFrame(seat, input.anchorSeat, n);
    playCards(input, seat, frame, out);
    handCards(input, seat, frame, out);
  }
  sharedCards(input, out);
  return out;
}
