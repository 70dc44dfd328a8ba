/**
 * What no viewer may learn of a DWARF game (the conformance kit's leak check): the cards of each
 * Mountain (their order is the game's future) and the Special cards below the top of each pile. Every
 * other card lies face up, for everyone alike.
 */
import { ALL_CARD_IDS } from './cards/cardLookup.js';
import type { GameState } from './engine/state.js';
import type { GameViewer } from '../../platform/gameModule.js';

export function secretsOf(state: GameState, _viewer: GameViewer): string[] {
  const out: string[] = [];
  for (const m of state.mines) {
    out.push(...m.mountain);
    for (const p of m.piles) out.push(...p.slice(1));
  }
  return out;
}

/** A card id as it appears in anything a client receives (both sets' ids, as whole words). */
export const CARD_ID_TOKEN = new RegExp(`\\b(?:${ALL_CARD_IDS.join('|')})\\b`);
