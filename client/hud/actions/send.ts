/** Sends an action through the network layer and clears the local drafts it was built from. */
import type { Action } from '../../../shared/index.js';
import { useGameStore } from '../../state/gameStore.js';
import { useUiStore } from '../../state/uiStore.js';
import { useHudStore } from '../hudStore.js';

/** How long the HUD waits for the server's answer before it offers the controls again anyway. */
export const PENDING_TIMEOUT_MS = 4000;

// The server answers an action with a new state version (accepted) or an error (refused): either
// ends the in-flight state. Subscribed once, for the page's lifetime.
useGameStore.subscribe((s, prev) => {
  if (!useHudStore.getState().pending) return;
  const versionMoved = (s.view?.version ?? null) !== (prev.view?.version ?? null);
  const errored = s.lastError !== null && s.lastError !== prev.lastError;
  if (versionMoved || errored || s.view === null) useHudStore.getState().endPending();
});

/**
 * Sends an action for this seat. While one is in flight the action controls are disabled and a
 * second send is dropped here (it would only be refused as stale_version).
 */
export function sendAction(action: Action, opts: { keepZone?: boolean } = {}): void {
  const hud = useHudStore.getState();
  if (hud.pending) return;
  const id = hud.beginPending(useGameStore.getState().view?.version ?? -1);
  setTimeout(() => useHudStore.getState().endPending(id), PENDING_TIMEOUT_MS);
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
