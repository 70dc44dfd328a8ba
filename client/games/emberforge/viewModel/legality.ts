/**
 * Client-side legality: the engine's own checkAction / legalActions run on this client's view
 * (view.viewer is the seat), so a control is enabled only for an action the server will accept,
 * and a disabled one can say why.
 */
import { checkAction, legalActions } from '../../../../shared/games/emberforge/index.js';
import type { Action, EngineError, GameView } from '../../../../shared/games/emberforge/index.js';

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

/** The engine's legal actions for this client's seat (empty for spectators). */
export function legalFor(view: GameView): Action[] {
  if (view.viewer === 'spectator') return [];
  try {
    return legalActions(view, view.viewer);
  } catch {
    return [];
  }
}
