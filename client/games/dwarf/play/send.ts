/**
 * Sends an action through the network layer (or the practice game). The action is pending (the HUD
 * shows busy and sends nothing else) until it is answered with `accepted` or `error`.
 */
import type { Action } from '../../../../shared/games/dwarf/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { endPendingOnAnswer } from '../../../hud/endPendingOnAnswer.js';
import { useGameStore } from '../state/gameStore.js';
import { usePickStore } from './pickStore.js';

/** Sends an action for this seat; false when one is still pending (a second send would only be refused as stale). */
export function sendAction(action: Action): boolean {
  const hud = useHudStore.getState();
  if (hud.pending) return false;
  const id = hud.beginPending(useGameStore.getState().view?.version ?? -1);
  usePickStore.getState().choosePay(null);
  endPendingOnAnswer(id, useGameStore.getState().send(action));
  return true;
}
