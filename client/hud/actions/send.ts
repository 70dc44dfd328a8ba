/** Sends an action through the network layer and clears the local drafts it was built from. */
import type { Action } from '../../../shared/index.js';
import { useGameStore } from '../../state/gameStore.js';
import { useUiStore } from '../../state/uiStore.js';
import { useHudStore } from '../hudStore.js';

export function sendAction(action: Action, opts: { keepZone?: boolean } = {}): void {
  useGameStore.getState().send(action);
  useUiStore.getState().clearSelection();
  useHudStore.getState().resetDrafts();
  if (!opts.keepZone) useHudStore.getState().setOpenZone(null);
}

/** Leaves the zone being built (Esc / Back). */
export function cancelDraft(): void {
  useUiStore.getState().clearSelection();
  useHudStore.getState().resetDrafts();
  useHudStore.getState().setOpenZone(null);
}
