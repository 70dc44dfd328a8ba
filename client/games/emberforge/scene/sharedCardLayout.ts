/** The cards everyone shares: the commissions, the deck and the discard pile (spread out when its cards are choices). */
import { CARD_T, DECK_POS, DISCARD_POS, commissionSlotPos } from './layout.js';
import { FLAT_UP, quat, rotX, rotZ } from './cardPose.js';
import type { CardLayoutInput, CardPlacement } from './cardLayoutTypes.js';

export function sharedCards(input: CardLayoutInput, out: CardPlacement[]): void {
  const { view } = input;
  const flatUp = quat(rotX(FLAT_UP));
  view.commissions.forEach((id, slot) => {
    if (!id) return;
    const key = `c:${id}`;
    const hovered = input.hoveredKey === key;
    const p = commissionSlotPos(slot);
    out.push({
      key,
      cardId: id,
      position: [p[0], CARD_T / 2 + 0.01 + (hovered ? 0.3 : 0), p[2]],
      quaternion: flatUp,
      thickness: 1,
      pick: { kind: 'commission', slot },
      spawn: DECK_POS,
      lift: hovered ? 0.3 : 0,
      kind: 'commission',
      seat: null,
    });
  });
  if (view.deckCount > 0) {
    const t = Math.max(1, view.deckCount * 0.6);
    out.push({
      key: 'deck',
      cardId: null,
      position: [DECK_POS[0], (CARD_T * t) / 2, DECK_POS[2]],
      // Face down, turned so that the back's lettering reads from the front of the table.
      quaternion: quat(rotX(-FLAT_UP), rotZ(Math.PI)),
      thickness: t,
      pick: null,
      spawn: DECK_POS,
      lift: 0,
      kind: 'deck',
      seat: null,
    });
  }
  const spread = view.discard.some((id) => input.highlightCards.includes(id));
  // Tilted toward the table camera so that the spread cards read from above.
  const spreadTilt = quat(rotX(0.75 - Math.PI / 2));
  if (spread) {
    // Salvage: lay the whole pile out in rows above the board so every card can be picked.
    const perRow = 8;
    view.discard.forEach((id, i) => {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const inRow = Math.min(perRow, view.discard.length - row * perRow);
      const x = (col - (inRow - 1) / 2) * 1.12;
      const key = `c:${id}`;
      const hovered = input.hoveredKey === key;
      out.push({
        key,
        cardId: id,
        position: [x, 2.1 + row * 0.9 + (hovered ? 0.3 : 0), -1.2 + row * 1.1],
        quaternion: spreadTilt,
        thickness: 1,
        pick: { kind: 'discardCard', cardId: id },
        spawn: DISCARD_POS,
        lift: 0,
        kind: 'discard',
        seat: null,
      });
    });
  } else if (view.discard.length > 0) {
    const top = view.discard[view.discard.length - 1]!;
    const t = Math.max(1, view.discard.length * 0.6);
    const key = `c:${top}`;
    out.push({
      key,
      cardId: top,
      position: [DISCARD_POS[0], (CARD_T * t) / 2 + 0.002, DISCARD_POS[2]],
      quaternion: flatUp,
      thickness: t,
      pick: null,
      spawn: DISCARD_POS,
      lift: 0,
      kind: 'discard',
      seat: null,
    });
  }
}
