/** Gildar: which forged weapons can complete which visible commission. */
import { cardById } from '../../shared/index.js';
import type { CardId, GameView, Seat } from '../../shared/index.js';

export interface CommissionMatch {
  weaponId: CardId;
  slot: number;
  commissionId: CardId;
}

export function commissionMatches(view: GameView, seat: Seat): CommissionMatch[] {
  const player = view.players[seat];
  if (!player) return [];
  const matches: CommissionMatch[] = [];
  for (const card of player.play) {
    if (!card.forged) continue;
    const collection = cardById(card.id).collection;
    view.commissions.forEach((commissionId, slot) => {
      if (commissionId && cardById(commissionId).collection === collection) {
        matches.push({ weaponId: card.id, slot, commissionId });
      }
    });
  }
  return matches;
}

/** The slot whose commission matches the weapon's collection, or null. */
export function slotForWeapon(view: GameView, weaponId: CardId): number | null {
  const collection = cardById(weaponId).collection;
  const slot = view.commissions.findIndex((id) => id !== null && cardById(id).collection === collection);
  return slot >= 0 ? slot : null;
}
