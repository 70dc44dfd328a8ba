/**
 * What each viewer must never learn of an Emberforge game (the conformance kit's leak check): the
 * deck's cards (their order is the game's future) and every hand but the viewer's own. The box, the
 * discard pile, the commissions and the cards in play were all shown face up, so they are no secret.
 */
import { CARDS } from './cards/cardData.js';
import type { GameState } from './engine/state.js';
import type { GameViewer } from '../../platform/gameModule.js';

export function secretsOf(state: GameState, viewer: GameViewer): string[] {
  return [...state.deck, ...state.players.flatMap((p) => (p.seat === viewer ? [] : p.hand))];
}

/** A card id as it appears in any text a client receives (the decoded state, messages, events). */
export const CARD_ID_TOKEN = new RegExp(`\\b(?:${CARDS.map((c) => c.id).join('|')})\\b`);
