/**
 * Which cards lie face up on the table, for everyone to see: the whole discard pile, the commission
 * row and every player's play area (forged or in progress). A card in a hand (or the deck) is not.
 * Works on the state or on any view (the fields it reads are public in both).
 */
import type { CardId } from '../constants.js';
import type { TableBase } from '../state.js';

export function isFaceUpCard(
  table: Pick<TableBase, 'discard' | 'commissions'> & { players: readonly { play: readonly { id: CardId }[] }[] },
  id: string,
): boolean {
  if (table.discard.includes(id as CardId) || table.commissions.includes(id as CardId)) return true;
  return table.players.some((p) => p.play.some((c) => c.id === id));
}
