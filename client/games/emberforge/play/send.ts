/**
 * Sends an action through the network layer and clears the local drafts it was built from. The
 * action is pending (the HUD shows busy and sends nothing else) until the server answers it with
 * `accepted` or `error`; the offline practice game answers the same way.
 */
import { useDraftStore } from './draftStore.js';
import type { Action } from '../../../../shared/games/emberforge/index.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { clearNotice } from './noticeStore.js';

/**
 * Sends an action for this seat; false when one is still pending (a second send would only be
 * refused as stale_version).
 */
export function sendAction(action: Action, opts: { keepZone?: boolean } = {}): boolean {
  const hud = useHudStore.getState();
  if (hud.pending) return false;
  const id = hud.beginPending(useGameStore.getState().view?.version ?? -1);
  // What the HUD said of the last gesture (a warning, a refusal) is past once an action goes.
  clearNotice();
  const answer = useGameStore.getState().send(action);
  useDraftStore.getState().clearSelection();
  useDraftStore.getState().resetDrafts();
  if (!opts.keepZone) useDraftStore.getState().setOpenZone(null);
  void answer.then(
    (a) => settle(id, a),
    () => useHudStore.getState().endPending(id),
  );
  return true;
}

/**
 * Ends the pending state once answered. The server sends the new state before `accepted`, so the
 * view shows the accepted version by then; should it lag, the HUD stays busy until it catches up
 * (an action sent against the older version would only be refused).
 */
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

/** Leaves the zone being built (Esc / Back). */
export function cancelDraft(): void {
  useDraftStore.getState().clearSelection();
  useDraftStore.getState().resetDrafts();
  useDraftStore.getState().setOpenZone(null);
}
