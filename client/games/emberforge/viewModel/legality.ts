/**
 * Client-side legality: the engine's own checkAction / legalActions run on this client's view
 * (view.viewer is the seat), so a control is enabled only for an action the server will accept,
 * and a disabled one can say why.
 */
import { checkAction, legalActionsWithin, zoneStartRefusal } from '../../../../shared/games/emberforge/index.js';
import type { Action, EngineError, GameView, Zone } from '../../../../shared/games/emberforge/index.js';
import type { GameMessageKey } from '../i18n/index.js';
import { zonesWithActions } from './legalChoices.js';

/**
 * Why a gesture does nothing (issue 41: every refusal says why): the engine's refusal (checkAction on
 * the player's own view; with the zone it was about, named first), the client's own words (a zone's
 * name filled in), or words a control already shows (a composer's confirm button).
 */
export type Reason = { error: EngineError; zone?: Zone } | { key: GameMessageKey; zone?: Zone } | { text: string };

/** Why `action` would be refused, or null when it is legal. */
export function refusal(view: GameView, action: Action): EngineError | null {
  if (view.viewer === 'spectator') return { code: 'not_a_player', message: 'Spectators cannot act.' };
  try {
    return checkAction(view, view.viewer, action);
  } catch (err) {
    return { code: 'invalid_action', message: err instanceof Error ? err.message : String(err) };
  }
}

export function isLegal(view: GameView, action: Action): boolean {
  return refusal(view, action) === null;
}

/**
 * The engine's legal actions for this client's seat (empty for spectators), with Ignar's discards of one
 * card at most: what the HUD asks of them (which zones have a use, which rune cards, which deliveries)
 * is the same, and a big hand's whole list would be millions (2^n discards; there is no hand limit).
 */
export function legalFor(view: GameView): Action[] {
  if (view.viewer === 'spectator') return [];
  try {
    return legalActionsWithin(view, view.viewer, 1);
  } catch {
    return [];
  }
}

/**
 * Why `zone` cannot be opened now in the activation turn's zone choice, or null: the engine's refusal
 * (not the player's turn, the zone locked, already resolved, none of their embers there), else no legal
 * use there (Runarium and Gildar open only with one). The zone buttons' tooltip and a refused pick say it.
 */
export function zoneRefusal(view: GameView, zone: Zone): Reason | null {
  const turn = refusal(view, { type: 'endTurn' });
  if (turn) return { error: turn };
  const start = view.viewer === 'spectator' ? null : zoneStartRefusal(view, view.viewer, zone);
  if (start) return { error: start, zone };
  return zonesWithActions(legalFor(view), [zone]).length > 0 ? null : { key: 'why.nothingToDo', zone };
}
