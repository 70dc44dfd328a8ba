/**
 * Sends an action through the network layer (or the practice game). The action is pending (the HUD
 * shows busy and sends nothing else) until it is answered with `accepted` or `error`.
 */
import type { Action } from '../../../../shared/games/dwarf/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { usePickStore } from './pickStore.js';

/** Sends an action for this seat; false when one is still pending (a second send would only be refused as stale). */
export function sendAction(action: Action): boolean {
  const hud = useHudStore.getState();
  if (hud.pending) return false;
  const id = hud.beginPending(useGameStore.getState().view?.version ?? -1);
  usePickStore.getState().choosePay(null);
  void useGameStore
    .getState()
    .send(action)
    .then(
      (a) => settle(id, a),
      () => useHudStore.getState().endPending(id),
    );
  return true;
}

/** Ends the pending state once answered and the view has caught up with the accepted version. */
function settle(id: number, answer: ActionAnswer): void {
  const shown = () => useGameStore.getState().view?.version ?? null;
  const caughtUp = () => !answer.ok || shown() === null || shown()! >= answer.version;
  if (caughtUp()) {
    useHudStore.getState().endPending(id);
    return;
  }
  const stop = useGameStore.subscribe(() => {
    if (!caughtUp() && useHudStore.getState().pending?.id === id) return;
    stop();
    useHudStore.getState().endPending(id);
  });
}
