/** Upright weapons and collections: what the two victories count (the bots and the panels ask here). */
import { collectionOf } from '../cardLookup.js';
import type { CardId, Collection, MaterialCounts } from '../constants.js';
import { MATERIALS } from '../constants.js';
import { costsOf } from '../cardLookup.js';
import type { PlayerPublic } from '../state.js';

export { forgedCollections, forgedCount } from '../victory.js';
export { collectionOf, costsOf, costTypes, defOf } from '../cardLookup.js';

/** How many upright weapons of each collection a player has (collections in the order first forged in play). */
export function forgedByCollection(p: Pick<PlayerPublic, 'play'>): Map<Collection, number> {
  const out = new Map<Collection, number>();
  for (const c of p.play) {
    if (!c.forged) continue;
    const col = collectionOf(c.id);
    if (col) out.set(col, (out.get(col) ?? 0) + 1);
  }
  return out;
}

/** What a card still needs, per material, given the tokens already on it (its whole cost from the hand). */
export function stillNeeded(cardId: CardId, paid?: Readonly<MaterialCounts>): MaterialCounts {
  const cost = costsOf(cardId);
  const out = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
  for (const m of MATERIALS) out[m] = Math.max(0, cost[m] - (paid?.[m] ?? 0));
  return out;
}
