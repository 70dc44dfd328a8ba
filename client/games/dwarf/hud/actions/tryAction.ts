/**
 * A HUD button's action: sent if the engine would take it (checkAction on the seat's view), else its
 * reason said above the controls. The same path as a click on the 3D table (play/pickTarget.ts).
 */
import type { Action, GameView } from '../../../../../shared/games/dwarf/index.js';
import { clearRefusal, refuse } from '../../play/refusalStore.js';
import { sendAction } from '../../play/send.js';
import { refusalOf } from '../../viewModel/refusal.js';

export function tryAction(view: GameView, action: Action): boolean {
  const reason = refusalOf(view, action);
  if (reason) {
    refuse(reason, null);
    return false;
  }
  clearRefusal();
  return sendAction(action);
}
