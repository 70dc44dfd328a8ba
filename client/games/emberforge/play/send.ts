/**
 * Sends an action through the network layer and clears the local drafts it was built from. The
 * action is pending (the HUD shows busy and sends nothing else) until the server answers it with
 * `accepted` or `error`; the offline practice game answers the same way.
 */
import { useDraftStore } from './draftStore.js';
import type { Action } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import { endPendingOnAnswer } from '../../../hud/endPendingOnAnswer.js';
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
  endPendingOnAnswer(id, answer);
  return true;
}

/** Leaves the zone being built (Esc / Back). */
export function cancelDraft(): void {
  useDraftStore.getState().clearSelection();
  useDraftStore.getState().resetDrafts();
  useDraftStore.getState().setOpenZone(null);
}
